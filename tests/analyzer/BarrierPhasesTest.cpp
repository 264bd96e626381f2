// The thread's run cut at its barriers (analyzer/BarrierPhases.cpp,
// docs/model.md#barrier-phases), on tests/analyzer/inputs/barrier_phases.cu.
#include "KernelAnalysisTestUtil.h"

#include "analyzer/FrontendNvptx.h"

#include <gtest/gtest.h>

using namespace kc;
using kc::test::evalAt;

namespace {

const char *const Input = "barrier_phases.ll";

/// The kernel's model after the front end's address-space inference (clang's
/// IR reaches shared memory through generic pointers; the product's pipeline
/// makes them addrspace(3), so a shared store does not hold back a global load).
KernelModel analyze(const std::string &Name) {
  static bool Inferred = [] {
    initializeNVPTXTarget();
    llvm::cantFail(inferAddressSpaces(kc::test::inputModule(Input), "sm_80"));
    return true;
  }();
  (void)Inferred;
  return kc::test::analyze(Input, Name);
}

/// Thread 3 of block 0 (256 threads), every lat./del. 1, lat.mem \p LatMem.
std::map<std::string, double> thread(double LatMem, double N = 10) {
  return kc::test::threadAt(3, 256, {{"n", N}, {"lat.mem", LatMem}});
}

/// How many lat.mem one expression holds at thread(): its slope.
double memoryWaits(const Expr &E, double N = 10) {
  return (evalAt(E, thread(200, N)) - evalAt(E, thread(100, N))) / 100;
}

/// E with every del.<class> 0 but \p Del's (1): the class's issue count.
double issues(const Expr &E, const std::string &Del, double N = 10) {
  std::map<std::string, double> B = thread(100, N);
  for (const std::string &S : E.symbols())
    if (S.rfind("del.", 0) == 0)
      B[S] = S == Del ? 1 : 0;
  return evalAt(E, B);
}

TEST(BarrierPhases, ATileLoadThenArithmeticIsTwoPhases) {
  KernelModel M = analyze("tileThenCompute");
  ASSERT_EQ(M.Phases.size(), 2u);
  // The global load's wait lands before the barrier; after it nothing waits
  // for global memory (the store's issue only).
  EXPECT_DOUBLE_EQ(memoryWaits(M.Phases[0].Time), 1);
  EXPECT_DOUBLE_EQ(memoryWaits(M.Phases[1].Time), 0);
  // Issue, counted by hand from the source: the load and the shared store
  // before the barrier, the shared load, the FMA and the global store after.
  EXPECT_DOUBLE_EQ(issues(M.Phases[0].Delay, "del.load_global"), 1);
  EXPECT_DOUBLE_EQ(issues(M.Phases[0].Delay, "del.store_shared"), 1);
  EXPECT_DOUBLE_EQ(issues(M.Phases[0].Delay, "del.barrier"), 1);
  EXPECT_DOUBLE_EQ(issues(M.Phases[1].Delay, "del.load_shared"), 1);
  EXPECT_DOUBLE_EQ(issues(M.Phases[1].Delay, "del.store_global"), 1);
  EXPECT_DOUBLE_EQ(issues(M.Phases[1].Delay, "del.load_global"), 0);
  // The phases split the issue cycles exactly, and their times add up to at
  // least the thread's (the barrier holds back what a whole-block schedule
  // could have moved across it).
  EXPECT_DOUBLE_EQ(evalAt(M.Phases[0].Delay, thread(100)) + evalAt(M.Phases[1].Delay, thread(100)),
                   evalAt(M.Delay, thread(100)));
  EXPECT_GE(evalAt(M.Phases[0].Time, thread(100)) + evalAt(M.Phases[1].Time, thread(100)),
            evalAt(M.Time, thread(100)));
}

TEST(BarrierPhases, ALoopOfTilesRepeatsItsPhases) {
  KernelModel M = analyze("tiledLoop");
  ASSERT_EQ(M.Phases.size(), 2u);
  // Phase 0: each tile's load (n of them) with the code around the loop; phase
  // 1: the 4 FMAs on each tile, summed over the n iterations.
  for (double N : {10.0, 3.0}) {
    EXPECT_DOUBLE_EQ(issues(M.Phases[0].Delay, "del.load_global", N), N);
    EXPECT_DOUBLE_EQ(issues(M.Phases[0].Delay, "del.fp32_fma", N), 0);
    EXPECT_DOUBLE_EQ(issues(M.Phases[1].Delay, "del.fp32_fma", N), 4 * N);
    EXPECT_DOUBLE_EQ(issues(M.Phases[1].Delay, "del.load_shared", N), 4 * N);
    EXPECT_DOUBLE_EQ(memoryWaits(M.Phases[0].Time, N), N);
    EXPECT_DOUBLE_EQ(memoryWaits(M.Phases[1].Time, N), 0);
    EXPECT_DOUBLE_EQ(issues(M.Phases[0].Delay, "del.barrier", N) + issues(M.Phases[1].Delay, "del.barrier", N),
                     2 * N);
  }
}

TEST(BarrierPhases, AKernelWithoutABarrierHasNone) {
  EXPECT_TRUE(analyze("noBarrier").Phases.empty());
}

} // namespace
