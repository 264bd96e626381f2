// Expr printing and parsing: notation, minimal parentheses, the CLI syntax,
// errors naming the column, and str -> parse / toJson -> fromJson round trips.
#include "ExprRandom.h"
#include "kernelmodel/Expr.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <random>

using namespace kc;

namespace {

std::string reprint(const char *Text) { return Expr::parse(Text).str(); }

TEST(ExprPrint, Notation) {
  EXPECT_EQ(reprint("n // 16"), "floor(n / 16)");
  EXPECT_EQ(reprint("floor(n / 16)"), "floor(n / 16)");
  EXPECT_EQ(reprint("n % 4"), "n % 4");
  EXPECT_EQ(reprint("min(a, b)"), "min(a, b)");
  EXPECT_EQ(reprint("select(tid.x < n, a, b)"), "(tid.x < n) ? a : b");
  EXPECT_EQ(reprint("a < b"), "a < b");
  EXPECT_EQ(reprint("a/b"), "a/b");
  EXPECT_EQ(reprint("1e20*x"), "1e+20*x");
  EXPECT_EQ(reprint("0.1 + x"), "x + 0.1");
}

TEST(ExprPrint, MinimalParentheses) {
  EXPECT_EQ(reprint("((a)) + ((b*c))"), "a + b*c");
  EXPECT_EQ(reprint("(a + b)*c"), "c*(a + b)");
  EXPECT_EQ(reprint("a/(b*c)"), "a/(b*c)");
  EXPECT_EQ(reprint("(a*b)/c"), "a*b/c");
  EXPECT_EQ(reprint("(a/b)/c"), "a/b/c");
  EXPECT_EQ(reprint("a/(b/c)"), "a/(b/c)");
  EXPECT_EQ(reprint("(a % b) % c"), "a % b % c");
  EXPECT_EQ(reprint("a % (b % c)"), "a % (b % c)");
  EXPECT_EQ(reprint("a - (b - c)"), "a - b + c");
  EXPECT_EQ(reprint("a + (b < c)"), "a + (b < c)");
  EXPECT_EQ(reprint("(a < b) < c"), "(a < b) < c");
  EXPECT_EQ(reprint("floor((a + b) / (c*d))"), "floor((a + b) / (c*d))");
  EXPECT_EQ(reprint("a ? b : c ? d : e"), "(a) ? b : (c) ? d : e");
  EXPECT_EQ(reprint("a ? (b ? c : d) : e"), "(a) ? ((b) ? c : d) : e");
  EXPECT_EQ(reprint("2 * (a ? b : c)"), "2*((a) ? b : c)");
  EXPECT_EQ(reprint("x / -3"), "x/(-3)");
  EXPECT_EQ(reprint("-(a*b)"), "-a*b");
}

TEST(ExprParse, CliSyntax) {
  std::map<std::string, double> B{{"n", 100}, {"a", 3}, {"b", 8}};
  EXPECT_EQ(Expr::parse("ceil_div(n, 32)").evaluate(B), 4);
  EXPECT_EQ(Expr::parse("n // 32").evaluate(B), 3);
  EXPECT_EQ(Expr::parse("max(a, b, 5)").evaluate(B), 8);
  EXPECT_EQ(Expr::parse("min(a)").evaluate(B), 3);
  EXPECT_EQ(Expr::parse("select(a < b, 1, 2)").evaluate(B), 1);
  EXPECT_EQ(Expr::parse("  2 *  n+1 ").evaluate(B), 201);
  EXPECT_EQ(Expr::parse("-a * -b").evaluate(B), 24);
  EXPECT_EQ(Expr::parse(".5e1 + 1.25E-1").evaluate(B), 5.125);
  EXPECT_EQ(Expr::parse("a > b ? a : b").evaluate(B), 8);
  EXPECT_EQ(Expr::parse("gdim.x*bdim.x").str(), "bdim.x*gdim.x");
}

/// The column an error message names ("column N: ...").
int errorColumn(const char *Text) {
  try {
    Expr::parse(Text);
  } catch (const std::invalid_argument &E) {
    std::string Msg = E.what();
    EXPECT_EQ(Msg.rfind("column ", 0), 0u) << Msg;
    EXPECT_NE(Msg.find(Text), std::string::npos) << "message should quote the input: " << Msg;
    return std::stoi(Msg.substr(7));
  }
  ADD_FAILURE() << "no error for '" << Text << "'";
  return -1;
}

TEST(ExprParse, ErrorsNameTheColumn) {
  EXPECT_EQ(errorColumn(""), 1);
  EXPECT_EQ(errorColumn("a +"), 4);
  EXPECT_EQ(errorColumn("a + * b"), 5);
  EXPECT_EQ(errorColumn("(a + b"), 7);
  EXPECT_EQ(errorColumn("a + b)"), 6);
  EXPECT_EQ(errorColumn("a $ b"), 3);
  EXPECT_EQ(errorColumn("foo(a)"), 1);
  EXPECT_EQ(errorColumn("1 + ceil_div(a)"), 5);
  EXPECT_EQ(errorColumn("select(a, b)"), 1);
  EXPECT_EQ(errorColumn("floor(a * b)"), 1);
  EXPECT_EQ(errorColumn("floor(a)"), 8);
  EXPECT_EQ(errorColumn("a ? b"), 6);
  EXPECT_EQ(errorColumn("2x"), 2);
  EXPECT_EQ(errorColumn("a. + 1"), 2);
  EXPECT_EQ(errorColumn("min(a, )"), 8);
  EXPECT_EQ(errorColumn("1e999"), 1);
}

TEST(ExprRoundTrip, StrParseOnRandomExpressions) {
  std::mt19937_64 Rng(7);
  const std::vector<std::string> Symbols = {"a", "b", "n", "tid.x", "bid.y", "bdim.x",
                                            "lat.mem", "trip.L12", "Width"};
  for (int I = 0; I < 3000; ++I) {
    Expr E = test::randomExpr(Rng, Symbols, 5);
    std::string Text = E.str();
    Expr P = Expr::parse(Text);
    ASSERT_EQ(P, E) << Text << "  reparsed as  " << P.str();
    EXPECT_EQ(P.str(), Text);
    Expr J = Expr::fromJson(nlohmann::json::parse(E.toJson().dump()));
    ASSERT_EQ(J, E) << Text;
  }
}

TEST(ExprJson, FormAndErrors) {
  Expr E = Expr::parse("2*floor(Width / 16)");
  EXPECT_EQ(E.toJson(), nlohmann::json("2*floor(Width / 16)"));
  EXPECT_EQ(Expr::fromJson(nlohmann::json(2.5)), Expr(2.5));
  try {
    Expr::fromJson(nlohmann::json::array());
    FAIL();
  } catch (const std::invalid_argument &Err) {
    EXPECT_NE(std::string(Err.what()).find("got array"), std::string::npos) << Err.what();
  }
  try {
    Expr::fromJson(nlohmann::json("2 * (n"));
    FAIL();
  } catch (const std::invalid_argument &Err) {
    EXPECT_NE(std::string(Err.what()).find("column 7"), std::string::npos) << Err.what();
  }
}

TEST(ExprSymbols, InvalidNamesRejected) {
  EXPECT_THROW(Expr::symbol(""), std::invalid_argument);
  EXPECT_THROW(Expr::symbol("1a"), std::invalid_argument);
  EXPECT_THROW(Expr::symbol("a b"), std::invalid_argument);
  EXPECT_THROW(Expr::symbol("inf"), std::invalid_argument);
  EXPECT_EQ(Expr::symbol("trip.L12").symbolName(), "trip.L12");
}

} // namespace
