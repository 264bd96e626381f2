// A loop starting at the thread index with a constant bound (inputs/remainder.cu)
// is runtime-unrolled by LLVM into an unrolled loop and a remainder, in either
// of two forms (prologue: remainder first; epilogue: remainder last). The
// remainder's start is a phi of the induction variable's exit value and of its
// bypass value; the analysis must see through it, so the per-thread counts are
// the source's: thread tx loads elements tx..12 of its row.
#include "KernelAnalysisTestUtil.h"

#include <gmock/gmock.h>

#include <cmath>

using namespace kc;
using kc::test::analyze;
using kc::test::withCosts;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

using kc::test::evalAt;

/// Thread tx (and ty 3) of block (7, 2) of a 60 x 30 grid of 16 x 32 blocks, row width w.
std::map<std::string, double> thread(double Tx, double W) {
  return kc::test::threadAt(Tx, 16, {{"w", W}}, 3, 32, 7, 2, 60, 30);
}

class RemainderLoop : public ::testing::TestWithParam<const char *> {};

TEST_P(RemainderLoop, LoadsPerThreadAreThoseOfTheSource) {
  KernelModel M = analyze(GetParam(), "rowTail");
  bool Epilogue = std::string(GetParam()).find("epilog") != std::string::npos;
  for (const kc::LoopInfo &L : M.Loops)
    EXPECT_FALSE(L.DefaultTrip) << L.Name << ": trip count not derived";
  for (const std::string &N : M.Notes)
    EXPECT_THAT(N, Not(HasSubstr("trip count unknown")));
  // `if (x < w)` in a copy whose start holds a floor of the trip count (the
  // epilogue starts at tx + 4 * floor((13 - tx) / 4); with a prologue every
  // copy of the unrolled loop does) is a condition, evaluated at the mean
  // iteration: the floor is of loop-invariant values, not a modular test of the
  // iteration (docs/kernel-model.md). No probability is left in either form.
  unsigned Probs = 0;
  for (const auto &[Name, Value] : M.SymbolDefaults)
    Probs += Name.rfind("prob.", 0) == 0;
  EXPECT_EQ(Probs, 0u);
  // w large: every x = bid.x + i < w: 13 - tx loads of 4 bytes for tx < 13,
  // none after.
  for (double Tx : {0.0, 1.0, 2.0, 3.0, 5.0, 10.0, 12.0})
    EXPECT_DOUBLE_EQ(evalAt(M.GlobalLoadBytes, thread(Tx, 1000)), 4 * (13 - Tx)) << "tx " << Tx;
  EXPECT_DOUBLE_EQ(evalAt(M.GlobalLoadBytes, thread(13, 1000)), 0);
  EXPECT_DOUBLE_EQ(evalAt(M.GlobalLoadBytes, thread(15, 1000)), 0);
  // One store of the result per thread.
  EXPECT_DOUBLE_EQ(evalAt(M.GlobalStoreBytes, thread(5, 1000)), 4);
  // The loads of the row step by one float per lane. With an epilogue the
  // unrolled loop starts at tx: exactly 4 bytes. With a prologue it starts at
  // tx + (13 - tx) % 4 (lanes 0-1 at 1, lanes 2-5 at 5, ...), a mask of the
  // thread index taken at its average step: about 4 bytes.
  for (const MemoryAccess &A : M.Accesses)
    if (A.Space == AddressSpace::Global && !A.IsStore) {
      ASSERT_TRUE(A.StrideX) << A.Loc.Line << ": stride along x not derived";
      ASSERT_TRUE(A.StrideX->isConstant()) << A.StrideX->str();
      if (Epilogue)
        EXPECT_EQ(A.StrideX->constantValue(), 4);
      else
        EXPECT_NEAR(A.StrideX->constantValue(), 4, 0.25);
    }
}

INSTANTIATE_TEST_SUITE_P(BothRemainderForms, RemainderLoop,
                         ::testing::Values("remainder-prolog.ll", "remainder-epilog.ll"));

} // namespace

// Unrolled by 2 (inputs/prologue_phi.cu), LLVM's prologue of at most one iteration
// is straight-line code, and the unrolled loop starts at `phi [tx, %bypass],
// [tx + 1, %prologue]`: SymbolicSCEV::translateBranchPhi makes it a select on the
// prologue's condition (tx even), so the unrolled loop's trip count is derived.
// Thread tx < 13 stores elements tx..12: 13 - tx stores of 4 bytes.
TEST(RemainderLoop, StraightLinePrologueStartsTheUnrolledLoop) {
  KernelModel M = analyze("prologue_phi.ll", "pairs");
  ASSERT_FALSE(M.Loops.empty());
  for (const kc::LoopInfo &L : M.Loops)
    EXPECT_FALSE(L.DefaultTrip) << L.Name << ": trip count not derived";
  for (double Tx : {0.0, 1.0, 3.0, 4.0, 11.0, 12.0})
    EXPECT_DOUBLE_EQ(evalAt(M.GlobalStoreBytes, kc::test::threadAt(Tx, 32)), 4 * (13 - Tx))
        << "tx " << Tx;
  EXPECT_DOUBLE_EQ(evalAt(M.GlobalStoreBytes, kc::test::threadAt(20, 32)), 0);
}
