// ExprSum (one n-ary sum of many terms) gives exactly the expression the fold
// `Sum = Sum + x` gives: checked on hand-written cases (cancelling like terms,
// constants, products, comparisons) and on seeded random term lists.
#include "kernelmodel/ExprSum.h"

#include "ExprRandom.h"

#include <gtest/gtest.h>

using namespace kc;

namespace {

Expr fold(const std::vector<Expr> &Terms) {
  Expr Sum(0.0);
  for (const Expr &T : Terms)
    Sum = Sum + T;
  return Sum;
}

Expr batch(const std::vector<Expr> &Terms) {
  ExprSum S;
  for (const Expr &T : Terms)
    S.add(T);
  return S.value();
}

Expr S(const char *Name) { return Expr::symbol(Name); }

TEST(ExprSum, EmptyIsZero) { EXPECT_TRUE(ExprSum().value().isConstant(0.0)); }

TEST(ExprSum, HandWrittenCases) {
  Expr A = S("a"), B = S("b"), X = S("tid.x");
  std::vector<std::vector<Expr>> Cases = {
      {Expr(4.0), Expr(4.0), Expr(4.0)},                           // 12
      {A, Expr(2.0) * A, Expr(-3.0) * A, A},                       // a (after cancelling to 0)
      {Expr(4.0) * lt(X, Expr(30.0)), Expr(4.0), Expr(4.0) * lt(X, Expr(30.0)) * lt(X, Expr(26.0))},
      {A * B, Expr(0.5), B * A, Expr(-0.5), Expr(2.0) * (A + B)},  // distribution
      {Expr(0.1), Expr(0.2), Expr(0.3), A * Expr(0.1), A * Expr(0.2)}, // rounding order
  };
  for (const auto &Terms : Cases)
    EXPECT_EQ(batch(Terms).str(), fold(Terms).str());
  EXPECT_EQ(batch(Cases[0]).str(), "12");
  EXPECT_EQ(batch(Cases[1]).str(), "a");
}

TEST(ExprSum, SameAsTheFoldOnRandomTerms) {
  std::mt19937_64 Rng(20261126);
  const std::vector<std::string> Symbols = {"a", "b", "tid.x", "tid.y", "bdim.x", "lat.mem"};
  for (int Case = 0; Case < 3000; ++Case) {
    std::vector<Expr> Terms;
    int N = std::uniform_int_distribution<int>(0, 12)(Rng);
    for (int I = 0; I < N; ++I)
      Terms.push_back(test::randomExpr(Rng, Symbols, Case % 4));
    Expr F = fold(Terms), B = batch(Terms);
    ASSERT_TRUE(B == F) << "case " << Case << ": " << B.str() << " vs " << F.str();
    ASSERT_EQ(B.str(), F.str()) << "case " << Case;
  }
}

} // namespace
