// Expr evaluation (map-based and compiled), substitution, symbols: values
// worked out by hand, and CompiledExpr == Expr::evaluate on random expressions.
#include "ExprRandom.h"
#include "kernelmodel/Expr.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

using namespace kc;

namespace {

TEST(ExprEval, FloorDivisionAndModuloWithNegatives) {
  Expr E = floorDiv(Expr::symbol("a"), Expr::symbol("b"));
  Expr M = mod(Expr::symbol("a"), Expr::symbol("b"));
  struct Case { double A, B, Q, R; };
  // Floor semantics: q = floor(a / b), r = a - b*q has the sign of b.
  for (Case C : {Case{-7, 2, -4, 1}, Case{7, 2, 3, 1}, Case{7, -2, -4, -1}, Case{-7, -2, 3, -1},
                 Case{-8, 2, -4, 0}, Case{0, 5, 0, 0}}) {
    std::map<std::string, double> Bind{{"a", C.A}, {"b", C.B}};
    EXPECT_EQ(E.evaluate(Bind), C.Q) << C.A << " // " << C.B;
    EXPECT_EQ(M.evaluate(Bind), C.R) << C.A << " % " << C.B;
    SymbolTable T;
    CompiledExpr CE(E, T), CM(M, T);
    std::vector<double> Slots = T.bind(Bind, true);
    EXPECT_EQ(CE.evaluate(Slots.data()), C.Q);
    EXPECT_EQ(CM.evaluate(Slots.data()), C.R);
  }
}

TEST(ExprEval, SelectAndComparisons) {
  Expr E = Expr::parse("(tid.x < n) ? 12 + lat.mem : 4");
  EXPECT_EQ(E.evaluate({{"tid.x", 3}, {"n", 10}, {"lat.mem", 400}}), 412);
  EXPECT_EQ(E.evaluate({{"tid.x", 10}, {"n", 10}, {"lat.mem", 400}}), 4);
  EXPECT_EQ(Expr::parse("a <= b").evaluate({{"a", 2}, {"b", 2}}), 1);
  EXPECT_EQ(Expr::parse("a == b").evaluate({{"a", 2}, {"b", 3}}), 0);
  EXPECT_EQ(Expr::parse("a != b").evaluate({{"a", 2}, {"b", 3}}), 1);
  EXPECT_EQ(Expr::parse("a > b").evaluate({{"a", 2}, {"b", 3}}), 0);
  EXPECT_EQ(Expr::parse("a >= b").evaluate({{"a", 3}, {"b", 3}}), 1);
}

TEST(ExprEval, IntegerLog2) {
  // floor(log2(x)) for x > 0: the trip count of `for (i = x; i > 0; i /= 2)` is ilog2(x) + 1.
  Expr E = Expr::parse("ilog2(bdim.x / 2) + 1");
  EXPECT_EQ(E.str(), "ilog2(0.5*bdim.x) + 1");
  for (auto [X, Trips] : {std::pair{256.0, 8.0}, {64.0, 6.0}, {1024.0, 10.0}, {96.0, 6.0}, {2.0, 1.0}})
    EXPECT_EQ(E.evaluate({{"bdim.x", X}}), Trips) << X;
  EXPECT_EQ(ilog2(Expr(0.5)).constantValue(), -1); // floor(-1)
  EXPECT_EQ(ilog2(Expr(0.0)).constantValue(), -1); // defined as -1 for x <= 0
  EXPECT_EQ(ilog2(Expr(-8.0)).constantValue(), -1);
  EXPECT_EQ(ilog2(Expr(1.0)).constantValue(), 0);
  SymbolTable Table;
  CompiledExpr C(E, Table);
  std::vector<double> Slots(Table.size(), 0.0);
  Slots[Table.slot("bdim.x")] = 512;
  EXPECT_EQ(C.evaluate(Slots.data()), 9);
  EXPECT_THROW(Expr::parse("ilog2(a, b)"), std::invalid_argument);
}

TEST(ExprEval, UnboundSymbolIsNamed) {
  Expr E = Expr::parse("a + b");
  try {
    E.evaluate({{"a", 1}});
    FAIL() << "no exception";
  } catch (const std::invalid_argument &Err) {
    EXPECT_NE(std::string(Err.what()).find("'b'"), std::string::npos) << Err.what();
  }
}

TEST(ExprEval, TiledMatmulFormulas) {
  // Worked out by hand for Width = 64, T = 16: 4 tiles, 2 syncs each.
  Expr W = Expr::symbol("Width");
  Expr Trip = floorDiv(W, Expr(16));
  Expr Syncs = Expr(2) * Trip;
  Expr Loads = Expr(2) * Trip * Expr(4);
  EXPECT_EQ(Syncs.str(), "2*floor(Width / 16)");
  EXPECT_EQ(Loads.str(), "8*floor(Width / 16)");
  EXPECT_EQ(Syncs.evaluate({{"Width", 64}}), 8);
  EXPECT_EQ(Loads.evaluate({{"Width", 64}}), 32);
  EXPECT_EQ(Loads.evaluate({{"Width", 70}}), 32);
}

TEST(ExprEval, SubstituteAndSymbols) {
  Expr E = Expr::parse("trip.L12*(lat.fp32_fma + 4) + max(tid.x, n)");
  EXPECT_EQ(E.symbols(), (std::set<std::string>{"lat.fp32_fma", "n", "tid.x", "trip.L12"}));
  EXPECT_TRUE(E.mentions("n"));
  EXPECT_FALSE(E.mentions("m"));
  EXPECT_TRUE(E.mentionsPrefix("tid."));
  EXPECT_FALSE(E.mentionsPrefix("bid."));
  Expr F = E.substitute({{"trip.L12", Expr(10)}, {"lat.fp32_fma", Expr(4)}});
  EXPECT_EQ(F.str(), "max(n, tid.x) + 80");
  Expr G = F.substitute({{"n", Expr::symbol("tid.x") + Expr(1)}});
  EXPECT_EQ(G.str(), "tid.x + 81"); // max(tid.x + 1, tid.x) = tid.x + 1
  EXPECT_EQ(G.evaluate({{"tid.x", 5}}), 86);
  // Substituting nothing returns the same node.
  EXPECT_EQ(E.substitute({}).node(), E.node());
}

TEST(ExprEval, CompiledMatchesEvaluateOnRandomExpressions) {
  std::mt19937_64 Rng(20240611);
  const std::vector<std::string> Symbols = {"a", "b", "n", "tid.x", "bdim.x", "lat.mem"};
  unsigned Compared = 0, NonConstant = 0;
  for (int I = 0; I < 2000; ++I) {
    Expr E = test::randomExpr(Rng, Symbols, 5);
    SymbolTable T;
    CompiledExpr C(E, T);
    NonConstant += !C.isConstant();
    for (int K = 0; K < 5; ++K) {
      std::map<std::string, double> Bind;
      for (const std::string &S : Symbols)
        Bind[S] = test::randomValue(Rng);
      std::vector<double> Slots = T.bind(Bind);
      double Want = E.evaluate(Bind), Got = C.evaluate(Slots.data());
      if (std::isnan(Want))
        EXPECT_TRUE(std::isnan(Got)) << E.str();
      else
        EXPECT_EQ(Got, Want) << E.str();
      ++Compared;
    }
  }
  EXPECT_EQ(Compared, 10000u);
  EXPECT_GT(NonConstant, 1500u); // the generator mostly builds non-trivial expressions
}

TEST(ExprEval, CompiledDeepExpressionUsesFallbackStack) {
  // A right-nested chain of non-leaf operands needs a deep stack.
  Expr E = Expr::symbol("a");
  for (int I = 0; I < 200; ++I)
    E = Expr::symbol("b") / (Expr::symbol("c") + E);
  SymbolTable T;
  CompiledExpr C(E, T);
  EXPECT_GT(C.maxStack(), 32u); // 32 fit in evaluate()'s frame
  std::map<std::string, double> Bind{{"a", 1}, {"b", 2}, {"c", 3}};
  EXPECT_EQ(C.evaluate(T.bind(Bind).data()), E.evaluate(Bind));
}

TEST(ExprEval, CompiledConstantAndSlots) {
  SymbolTable T;
  EXPECT_EQ(T.slot("unused"), 0u);
  EXPECT_EQ(T.slot("m"), 1u);
  CompiledExpr C(Expr::parse("2*n + m + 2*k"), T); // adds n and k
  EXPECT_FALSE(C.isConstant());
  EXPECT_EQ(T.size(), 4u);
  EXPECT_EQ(T.find("m"), 1);
  EXPECT_EQ(T.find("x"), -1);
  unsigned N = T.slot("n"), K = T.slot("k");
  EXPECT_EQ(N + K, 5u); // slots 2 and 3, in program order
  EXPECT_EQ(C.slotsUsed(), (std::vector<unsigned>{1, 2, 3}));
  double Slots[4] = {99, 7, 0, 0};
  Slots[N] = 5;
  Slots[K] = 1;
  EXPECT_EQ(C.evaluate(Slots), 19); // 2*5 + 7 + 2*1
  EXPECT_THROW(T.bind({{"m", 1}}, /*RequireAll=*/true), std::invalid_argument);
  EXPECT_EQ(T.bind({{"m", 3}})[1], 3);
  CompiledExpr Const(Expr(3.5), T);
  EXPECT_TRUE(Const.isConstant());
  EXPECT_EQ(Const.evaluate(Slots), 3.5);
  EXPECT_EQ(CompiledExpr().evaluate(Slots), 0);
}

} // namespace
