// Formulas whose tree is too large to write out or compile (Expr::MaxWrittenNodes,
// CompiledExpr::MaxNodes): a chain of selects, each using the last twice, is a
// DAG of 2k nodes and a tree of about 2^k; both refuse it at once, by its node
// count, instead of expanding it.
#include "kernelmodel/Expr.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace kc;

namespace {

/// x_0 = n; x_{i+1} = select(c_i < x_i, x_i + 1, x_i): nodes as a tree roughly
/// double per step.
Expr chain(int Steps) {
  Expr X = Expr::symbol("n");
  for (int I = 0; I < Steps; ++I)
    X = select(lt(Expr::symbol("c" + std::to_string(I)), X), X + Expr(1.0), X);
  return X;
}

} // namespace

TEST(ExprTooLarge, SmallChainsStillWriteAndCompile) {
  Expr E = chain(8);
  ASSERT_LT(E.nodeCount(), Expr::MaxWrittenNodes);
  EXPECT_NO_THROW(E.toJson());
  SymbolTable T;
  EXPECT_NO_THROW(CompiledExpr(E, T));
}

TEST(ExprTooLarge, LongChainsAreRefusedAtOnce) {
  Expr E = chain(40); // about 2^40 nodes as a tree (the count saturates)
  EXPECT_GT(E.nodeCount(), CompiledExpr::MaxNodes);
  EXPECT_THROW(E.toJson(), ExprTooLarge);
  SymbolTable T;
  EXPECT_THROW(CompiledExpr(E, T), ExprTooLarge);
}
