// Expressions whose subexpressions are shared (a DAG): an unrolled chain of
// selects, each step using the previous value three times, is 3^k nodes as a
// tree and k as a DAG (HeCBench's bn kernel made ModelBuilder run for more than
// 10 minutes). substitute, symbols and mentions visit each shared node once.
#include "kernelmodel/Expr.h"

#include <gtest/gtest.h>

#include <climits>

using namespace kc;

namespace {

/// v_0 = x; v_{k+1} = select(v_k < 100, v_k + 1, v_k - 7).
Expr selectChain(unsigned Steps) {
  Expr V = Expr::symbol("x");
  for (unsigned I = 0; I < Steps; ++I)
    V = select(lt(V, Expr(100.0)), V + Expr(1.0), V - Expr(7.0));
  return V;
}

TEST(ExprShared, SubstituteOnAChainOfSixtySelectsFolds) {
  // x = 50: each step adds 1 while v < 100, else subtracts 7: 100 at step 50,
  // 93 at step 51, 94 .. 100 at steps 52 .. 58, 93 at step 59, 94 at step 60.
  Expr Chain = selectChain(60);
  Expr Folded = Chain.substitute({{"x", Expr(50.0)}});
  ASSERT_TRUE(Folded.isConstant());
  EXPECT_EQ(Folded.constantValue(), 94.0);
}

TEST(ExprShared, SymbolsAndMentionsOnAChainOfSixtySelects) {
  Expr Chain = selectChain(60);
  EXPECT_EQ(Chain.symbols(), std::set<std::string>{"x"});
  EXPECT_TRUE(Chain.mentions("x"));
  EXPECT_FALSE(Chain.mentions("y"));
  EXPECT_TRUE(Chain.mentionsPrefix("x"));
  EXPECT_FALSE(Chain.mentionsPrefix("tid."));
  // The tree size saturates instead of wrapping around.
  EXPECT_EQ(Chain.nodeCount(), UINT_MAX);
}

} // namespace
