// A loop with two exits that LLVM does not fold into one (inputs/two_exit_loop.cu:
// `j < n && start + j < k`, start = thread index x n, 16 multiply-adds per
// iteration). NvvmLikeUnroll leaves it rolled (NvvmLikeUnroll.h: unrolled with an
// exit in every copy, its trip count would be lost), so the trip count is
// ScalarEvolution's exact min(n, k - start): no trip.* symbol, no default.
#include "KernelAnalysisTestUtil.h"

#include <gmock/gmock.h>

using namespace kc;
using kc::test::analyze;
using kc::test::mixAt;
using kc::test::threadAt;

TEST(TwoExitLoop, TripCountIsTheSmallerBound) {
  KernelModel M = analyze("two_exit_loop.ll", "twoExits");
  ASSERT_EQ(M.Loops.size(), 1u);
  EXPECT_FALSE(M.Loops[0].DefaultTrip);
  for (const auto &[Name, Default] : M.SymbolDefaults)
    EXPECT_NE(Name.rfind("trip.", 0), 0u) << Name;
  // Thread 0 with n = 10 and k far away: 10 iterations, ended by j < n; thread 2
  // with k = 25 starts at 20, and its loop header runs 6 times (the 6th ends it
  // at start + j < k).
  auto Far = threadAt(0, 32, {{"n", 10}, {"k", 1e9}, {"s0", 7}});
  auto Near = threadAt(2, 32, {{"n", 10}, {"k", 25}, {"s0", 7}});
  EXPECT_DOUBLE_EQ(kc::test::evalAt(M.Loops[0].TripCount, Far), 10);
  EXPECT_DOUBLE_EQ(kc::test::evalAt(M.Loops[0].TripCount, Near), 6);
  // 16 multiplies per iteration; the index arithmetic outside adds at most 2.
  double FarMul = mixAt(M, "int_mul", Far);
  EXPECT_GE(FarMul, 16 * 10);
  EXPECT_LE(FarMul, 16 * 10 + 2);
  // Thread 2's loop ends at its first test (k - start = 5 back edges, fewer
  // than n - 1 = 9), so the body after it runs 5 times, not 6.
  double NearMul = mixAt(M, "int_mul", Near);
  EXPECT_GE(NearMul, 16 * 5);
  EXPECT_LE(NearMul, 16 * 5 + 2);
}
