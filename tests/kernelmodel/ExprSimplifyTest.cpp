// Simplification rules of the Expr builders: each rule with the canonical
// string it must produce (the canonical form is documented in Expr.h).
#include "kernelmodel/Expr.h"

#include "ExprRandom.h"

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <random>

using namespace kc;

namespace {

Expr S(const char *Name) { return Expr::symbol(Name); }

TEST(ExprSimplify, ConstantFolding) {
  EXPECT_EQ((Expr(2) + Expr(3)).str(), "5");
  EXPECT_EQ((Expr(2) * Expr(3) - Expr(10)).str(), "-4");
  EXPECT_EQ((Expr(7) / Expr(2)).str(), "3.5");
  EXPECT_EQ(floorDiv(Expr(7), Expr(2)).str(), "3");
  EXPECT_EQ(mod(Expr(7), Expr(3)).str(), "1");
  EXPECT_EQ(ceilDiv(Expr(7), Expr(2)).str(), "4");
  EXPECT_EQ(min(Expr(4), Expr(-1)).str(), "-1");
  EXPECT_EQ(max(Expr(4), Expr(-1)).str(), "4");
  EXPECT_TRUE(lt(Expr(1), Expr(2)).isConstant(1));
  EXPECT_TRUE(le(Expr(2), Expr(2)).isConstant(1));
  EXPECT_TRUE(eq(Expr(2), Expr(3)).isConstant(0));
  EXPECT_TRUE(ne(Expr(2), Expr(3)).isConstant(1));
  // Constant folding inside a sum: the constant term ends up last.
  EXPECT_EQ((Expr(1) + S("n") + Expr(2)).str(), "n + 3");
}

TEST(ExprSimplify, FloorSemanticsWithNegatives) {
  EXPECT_TRUE(floorDiv(Expr(-7), Expr(2)).isConstant(-4));
  EXPECT_TRUE(mod(Expr(-7), Expr(2)).isConstant(1));
  EXPECT_TRUE(floorDiv(Expr(7), Expr(-2)).isConstant(-4));
  EXPECT_TRUE(mod(Expr(7), Expr(-2)).isConstant(-1));
  EXPECT_TRUE(floorDiv(Expr(-8), Expr(2)).isConstant(-4));
  EXPECT_TRUE(mod(Expr(-8), Expr(2)).isConstant(0));
  // Division by a zero constant is not folded (it stays visible).
  EXPECT_EQ(floorDiv(S("n"), Expr(0)).str(), "floor(n / 0)");
}

TEST(ExprSimplify, IdentitiesAndZero) {
  Expr A = S("a");
  EXPECT_EQ((A * Expr(0)).str(), "0");
  EXPECT_EQ((A * Expr(1)).str(), "a");
  EXPECT_EQ((A + Expr(0)).str(), "a");
  EXPECT_EQ((A - A).str(), "0");
  EXPECT_EQ((A / Expr(1)).str(), "a");
  EXPECT_EQ(floorDiv(A, Expr(1)).str(), "a");
  EXPECT_EQ(mod(A, Expr(1)).str(), "0");
}

TEST(ExprSimplify, LikeTermsAndOrder) {
  Expr A = S("a"), B = S("b");
  EXPECT_EQ((Expr(2) * A + Expr(3) * A).str(), "5*a");
  EXPECT_EQ((B + A).str(), "a + b");
  EXPECT_EQ((A + B), (B + A));
  EXPECT_EQ((A * B), (B * A));
  EXPECT_EQ((A + B - A).str(), "b");
  EXPECT_EQ((A - Expr(2) * B + Expr(1)).str(), "a - 2*b + 1");
  EXPECT_EQ((Expr(2) * A * B - B * A).str(), "a*b");
  EXPECT_EQ((-A).str(), "-a");
  EXPECT_EQ((Expr(0) - Expr(3) * A).str(), "-3*a");
  EXPECT_EQ((A * A).str(), "a*a");
  // Flattening: nested sums and products become one n-ary node.
  Expr Sum = (A + B) + (S("c") + S("d"));
  EXPECT_EQ(Sum.kind(), ExprKind::Add);
  EXPECT_EQ(Sum.operands().size(), 4u);
  Expr Prod = (Expr(2) * A) * (Expr(3) * B);
  EXPECT_EQ(Prod.str(), "6*a*b");
}

TEST(ExprSimplify, Distribution) {
  Expr A = S("a"), B = S("b"), N = S("n");
  EXPECT_EQ((Expr(2) * (A + Expr(1))).str(), "2*a + 2");
  EXPECT_EQ((Expr(2) * (A + B) - Expr(2) * A).str(), "2*b");
  EXPECT_EQ((-(A - B)).str(), "-a + b");
  // A product of sums is not expanded.
  EXPECT_EQ(((A + Expr(1)) * (B + Expr(1))).str(), "(a + 1)*(b + 1)");
  EXPECT_EQ((Expr(2) * N * (A + B)).str(), "2*n*(a + b)");
}

TEST(ExprSimplify, Division) {
  Expr N = S("n");
  EXPECT_EQ((N / Expr(4)).str(), "0.25*n");      // exact reciprocal folds into Mul
  EXPECT_EQ((N / Expr(3)).str(), "n/3");         // inexact one stays a Div
  EXPECT_EQ(((N + Expr(2)) / Expr(2)).str(), "0.5*n + 1");
  EXPECT_EQ(floorDiv(floorDiv(N, Expr(4)), Expr(8)).str(), "floor(n / 32)");
  EXPECT_EQ(floorDiv(N + Expr(15), Expr(16)).str(), "floor((n + 15) / 16)");
  EXPECT_EQ(ceilDiv(N, Expr(16)).str(), "floor((n + 15) / 16)");
  EXPECT_EQ(mod(mod(N, Expr(4)), Expr(4)).str(), "n % 4");
  EXPECT_EQ((Expr(2) * floorDiv(N, Expr(16))).str(), "2*floor(n / 16)");
}

TEST(ExprSimplify, MinMax) {
  Expr A = S("a"), B = S("b");
  EXPECT_EQ(min(A, A).str(), "a");
  EXPECT_EQ(max(B, A).str(), "max(a, b)");
  EXPECT_EQ(max(max(A, Expr(3)), max(B, Expr(5))).str(), "max(5, a, b)");
  EXPECT_EQ(min(min(A, Expr(3)), min(B, Expr(5))).str(), "min(3, a, b)");
  EXPECT_EQ(max(A + Expr(1), A + Expr(3)).str(), "a + 3");
  EXPECT_EQ(min(A + Expr(1), A + Expr(3)).str(), "a + 1");
  EXPECT_EQ(max(A, A + Expr(2)).str(), "a + 2");
  // Dominated constants from the symbol families' lower bounds.
  EXPECT_EQ(max(S("tid.x"), Expr(0)).str(), "tid.x");
  EXPECT_EQ(max(S("bdim.x"), Expr(1)).str(), "bdim.x");
  EXPECT_EQ(max(S("bdim.x"), Expr(2)).str(), "max(2, bdim.x)");
  EXPECT_EQ(min(S("bdim.x") + S("tid.x"), Expr(1)).str(), "1");
  EXPECT_EQ(max(A, Expr(0)).str(), "max(0, a)"); // an argument may be negative
  Expr Three[] = {B, A, B};
  EXPECT_EQ(maxOf(Three).str(), "max(a, b)");
}

TEST(ExprSimplify, ComparisonsAndSelect) {
  Expr A = S("a"), N = S("n"), T = S("tid.x");
  EXPECT_TRUE(lt(A, A + Expr(1)).isConstant(1));
  EXPECT_TRUE(le(A + Expr(1), A).isConstant(0));
  EXPECT_TRUE(eq(A + A, Expr(2) * A).isConstant(1));
  EXPECT_TRUE(lt(Expr(0), S("bdim.x")).isConstant(1));
  EXPECT_TRUE(lt(T, Expr(0)).isConstant(0));
  EXPECT_EQ(lt(T, N).str(), "tid.x < n");
  EXPECT_EQ(select(Expr(1), A, N).str(), "a");
  EXPECT_EQ(select(Expr(0), A, N).str(), "n");
  EXPECT_EQ(select(lt(T, N), A, A).str(), "a");
  EXPECT_EQ(select(lt(T, N), Expr(1), Expr(0)).str(), "tid.x < n");
  EXPECT_EQ(select(lt(T, N), S("lat.mem") + Expr(12), Expr(4)).str(),
            "(tid.x < n) ? lat.mem + 12 : 4");
}

TEST(ExprSimplify, StructuralEqualityAndHash) {
  Expr X = Expr::parse("2*a + b*c - min(a, 3)");
  Expr Y = Expr::parse("c*b + a + a - min(3, a)");
  EXPECT_EQ(X, Y);
  EXPECT_EQ(X.hash(), Y.hash());
  EXPECT_NE(X, Expr::parse("2*a + b*c - min(a, 4)"));
  EXPECT_FALSE(Expr::parse("a") < Expr::parse("a"));
  EXPECT_TRUE(Expr(3) < Expr::parse("a")); // constants sort before symbols
}

TEST(ExprSimplify, MakeExprByKind) {
  Expr A = S("a"), B = S("b");
  Expr Two[] = {A, B};
  EXPECT_EQ(makeExpr(ExprKind::Sub, Two).str(), "a - b");
  EXPECT_EQ(makeExpr(ExprKind::FloorDiv, Two), floorDiv(A, B));
  Expr Three[] = {lt(A, B), A, B};
  EXPECT_EQ(makeExpr(ExprKind::Select, Three).str(), "(a < b) ? a : b");
  EXPECT_THROW(makeExpr(ExprKind::Select, Two), std::invalid_argument);
  EXPECT_THROW(makeExpr(ExprKind::Constant, Two), std::invalid_argument);
  EXPECT_EQ(exprKindName(ExprKind::FloorDiv), "floor_div");
  // The canonical order makes Expr usable as an ordered map key.
  std::map<Expr, int> M{{B, 2}, {A, 1}, {Expr(3), 0}};
  EXPECT_EQ(M.begin()->first, Expr(3));
  EXPECT_EQ(M.at(Expr::parse("a")), 1);
}

} // namespace

TEST(ExprExpand, ProductsOfSumsAreMultipliedOutSoLikeTermsCancel) {
  // The step of ((bid.x*bdim.x - r)*w + 1)*ch along bid.x, as f(1) - f(0):
  // (bdim.x - r)*w*ch + ch - ((-r)*w*ch + ch) = bdim.x*w*ch.
  Expr F1 = ((S("bdim.x") - S("r")) * S("w") + Expr(1)) * S("ch");
  Expr F0 = ((-S("r")) * S("w") + Expr(1)) * S("ch");
  EXPECT_NE((F1 - F0).str(), "bdim.x*ch*w"); // the builders alone keep both products
  EXPECT_EQ(expandProducts(F1 - F0).str(), "bdim.x*ch*w");
  // A constant and a symbol times a sum; other nodes stay factors.
  EXPECT_EQ(expandProducts(S("a") * (S("b") + Expr(2))).str(), "2*a + a*b");
  EXPECT_EQ(expandProducts((S("a") + Expr(1)) * (S("a") - Expr(1))).str(), "a*a - 1");
  EXPECT_EQ(expandProducts(floorDiv(S("n"), Expr(4)) * (S("m") + Expr(1))).str(),
            "m*floor(n / 4) + floor(n / 4)");
}

TEST(ExprExpand, TooManyTermsLeaveTheProductAsItIs) {
  // (a + b)(c + d)(e + f) has 8 terms: with a cap of 4 the product stays.
  Expr P = (S("a") + S("b")) * (S("c") + S("d")) * (S("e") + S("f"));
  EXPECT_EQ(expandProducts(P, 4), P);
  EXPECT_EQ(expandProducts(P, 8).operands().size(), 8u);
}

TEST(ExprExpand, TheValueNeverChanges) {
  std::mt19937_64 Rng(3);
  std::vector<std::string> Syms = {"a", "b", "c"};
  for (int I = 0; I < 300; ++I) {
    Expr E = kc::test::randomExpr(Rng, Syms, 4);
    Expr X = expandProducts(E);
    std::map<std::string, double> B = {{"a", 3}, {"b", -2}, {"c", 0.5}};
    double V = E.evaluate(B), W = X.evaluate(B);
    if (std::isfinite(V))
      EXPECT_NEAR(W, V, 1e-9 * (1 + std::fabs(V))) << E << " -> " << X;
  }
}
