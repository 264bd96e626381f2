// A rolled loop of two trips (inputs/twotrip.cu, `#pragma unroll 1`, the temporal
// loop of a tiled stencil) whose variable LLVM keeps as a header phi of two
// constants, `phi [1, %entry], [2, %latch]`: SymbolicSCEV translates it as
// 1 + min(iter, 1), so the inner loop's bound `40 - it` and start `tx + it` are
// expressions, not probabilities.
#include "KernelAnalysisTestUtil.h"

#include <gmock/gmock.h>

using namespace kc;
using kc::test::analyze;
using kc::test::evalAt;
using kc::test::withCosts;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

std::map<std::string, double> thread(double Tx) { return kc::test::threadAt(Tx, 8); }

} // namespace

TEST(TwoTripLoop, InnerBoundsFollowTheOuterVariable) {
  KernelModel M = analyze("twotrip.ll", "twoSteps");
  for (const auto &[Name, Value] : M.SymbolDefaults)
    EXPECT_NE(Name.rfind("prob.", 0), 0u) << Name << ": a guard became a probability";
  for (const kc::LoopInfo &L : M.Loops)
    EXPECT_FALSE(L.DefaultTrip) << L.Name;
  for (const std::string &N : M.Notes)
    EXPECT_THAT(N, Not(HasSubstr("data-dependent")));
  // Two barriers per thread, one per outer trip.
  EXPECT_DOUBLE_EQ(evalAt(M.Syncs, thread(0)), 2);
  // Loads: j = tx + it .. 39 - it step 8, ceil((40 - 2 it - tx) / 8) per trip. For
  // tx = 0, 1, 3 both trips load 5 elements (it = 1: 1, 9, ..., 33; it = 2: 2, ...,
  // 34): 10 loads of 4 bytes. (Where the two trips differ, tx = 4: 5 + 4, the inner
  // count is taken at the mean trip, it = 1.5: an approximation.)
  for (double Tx : {0.0, 1.0, 3.0})
    EXPECT_DOUBLE_EQ(evalAt(M.GlobalLoadBytes, thread(Tx)), 10 * 4) << "tx " << Tx;
  EXPECT_NEAR(evalAt(M.GlobalLoadBytes, thread(4)), 9 * 4, 4) << "tx 4";
}
