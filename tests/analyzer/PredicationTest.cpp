// Short conditional blocks as predicated code (analyzer/Predication.cpp), on
// inputs/predication.cu. Which bodies ptxas predicates was read from its SASS
// (ptxas 11.8, sm_86, scripts/sass_mix.py): guardedFma's and guardedLoad's
// loops issue one branch per iteration (the back edge), guardedLong's four and
// guardedDivision's eight (the body's branch, the division's slow path). The
// limit depends on the kind of work: hashThreeSteps (3 BRA in its SASS, 7
// predicated instructions) and fiveStores (2 BRA, 8 predicated) are if-converted,
// hashFourSteps (4 BRA) and sixStores (3 BRA) are not.
#include "KernelAnalysisTestUtil.h"

#include <gmock/gmock.h>

using namespace kc;
using kc::test::analyze;
using kc::test::evalAt;
using kc::test::mixAt;
using ::testing::HasSubstr;

namespace {

const char *const Input = "predication.ll";

/// Thread \p Tx of block 0 (256 threads, 4 blocks), the loop running n = 10
/// times, the data-dependent branch at \p ProbLine taken with probability \p P.
std::map<std::string, double> thread(double Tx, unsigned ProbLine, double P, double N = 10) {
  return kc::test::threadAt(Tx, 256, {{"n", N}, {"m", 7}, {"prob.L" + std::to_string(ProbLine), P}}, 0, 1, 0, 0,
                            4);
}

bool notes(const KernelModel &M, const std::string &Text) {
  for (const std::string &N : M.Notes)
    if (N.find(Text) != std::string::npos)
      return true;
  return false;
}

TEST(Predication, ShortBodyIsIssuedWhateverTheCondition) {
  KernelModel M = analyze(Input, "guardedFma");
  EXPECT_TRUE(notes(M, "line 15: short conditional block (4 instructions) is predicated"));
  // Every warp issues the 4 FMAs in each of the 10 iterations, whatever the
  // probability; the branches are the entry test and the 10 back edges.
  for (double P : {0.0, 0.5, 1.0}) {
    EXPECT_DOUBLE_EQ(mixAt(M, "fp32_fma", thread(0, 15, P)), 40) << P;
    EXPECT_DOUBLE_EQ(mixAt(M, "branch", thread(0, 15, P)), 11) << P;
  }
  // The issue cycles do not depend on it either; the thread's own latency
  // chain (time) still does.
  EXPECT_DOUBLE_EQ(evalAt(M.Delay, thread(0, 15, 0)), evalAt(M.Delay, thread(0, 15, 1)));
  EXPECT_GT(evalAt(M.Time, thread(0, 15, 1)), evalAt(M.Time, thread(0, 15, 0)));
}

TEST(Predication, LongBodyIsBranchedAround) {
  KernelModel M = analyze(Input, "guardedLong");
  EXPECT_FALSE(notes(M, "predicated"));
  // 12 FMAs per taken iteration; a branch over the body and a back edge per iteration.
  EXPECT_DOUBLE_EQ(mixAt(M, "fp32_fma", thread(0, 31, 0.25)), 12 * 10 * 0.25);
  EXPECT_DOUBLE_EQ(mixAt(M, "branch", thread(0, 31, 0.25)), 21);
  EXPECT_GT(evalAt(M.Delay, thread(0, 31, 1)), evalAt(M.Delay, thread(0, 31, 0)));
}

TEST(Predication, DivisionHasItsOwnSlowPath) {
  KernelModel M = analyze(Input, "guardedDivision");
  EXPECT_FALSE(notes(M, "predicated"));
  EXPECT_DOUBLE_EQ(mixAt(M, "fp32_div", thread(0, 48, 0.5)), 5);
  EXPECT_DOUBLE_EQ(mixAt(M, "branch", thread(0, 48, 0.5)), 21);
}

TEST(Predication, PredicatedLoadIssuesForTheWarpButMovesTheThreadsData) {
  KernelModel M = analyze(Input, "guardedLoad");
  // The body is the load of b and an add; its index (i + k) * m + 3 is address
  // arithmetic, not counted against the predication limit.
  EXPECT_TRUE(notes(M, "line 61: short conditional block (2 instructions) is predicated"));
  auto B = thread(3, 61, 0.25);
  // Issued: a[...] and b[...] in every iteration.
  EXPECT_DOUBLE_EQ(mixAt(M, "load_global", B), 20);
  // Executed by the thread: b[...] only when its x > 0.5, 4 bytes each.
  EXPECT_DOUBLE_EQ(evalAt(M.GlobalLoadBytes, B), 4 * 10 + 4 * 10 * 0.25);
  for (const MemoryAccess &A : M.Accesses)
    if (A.Loc.Line == 61)
      EXPECT_DOUBLE_EQ(evalAt(A.Executions, B), 2.5);
  // Issue cycles: the add is issued in every iteration, the load's memory-pipe
  // cycles (del.load_global) only for the share of threads that load. With
  // del.load_global alone 1 (every other cost 0): a's 10 loads, b's 10 * p.
  auto OnlyDelayOf = [&](const std::string &Del, double P) {
    auto Bp = thread(3, 61, P);
    for (const std::string &S : M.Delay.symbols())
      if (S.rfind("del.", 0) == 0 || S.rfind("lat.", 0) == 0)
        Bp[S] = S == Del ? 1 : 0;
    return M.Delay.evaluate(Bp);
  };
  EXPECT_DOUBLE_EQ(OnlyDelayOf("del.load_global", 0), 10);
  EXPECT_DOUBLE_EQ(OnlyDelayOf("del.load_global", 0.25), 12.5);
  EXPECT_DOUBLE_EQ(OnlyDelayOf("del.load_global", 1), 20);
  // And the add's issue (fp32_add) does not move with p: 10 adds.
  EXPECT_DOUBLE_EQ(OnlyDelayOf("del.fp32_add", 0), 10);
  EXPECT_DOUBLE_EQ(OnlyDelayOf("del.fp32_add", 1), 10);
}

TEST(Predication, GuardBeforeTheReturnIsAnEarlyExit) {
  KernelModel M = analyze(Input, "earlyExit");
  EXPECT_FALSE(notes(M, "predicated"));
  // 1024 threads: thread 3 of block 0 works, with n = 2 it does not, and issues nothing of the body.
  auto In = thread(3, 0, 0, 1024), Out = thread(3, 0, 0, 2);
  EXPECT_DOUBLE_EQ(mixAt(M, "load_global", In), 1);
  EXPECT_DOUBLE_EQ(mixAt(M, "load_global", Out), 0);
  EXPECT_GT(evalAt(M.Delay, In), evalAt(M.Delay, Out));
}

TEST(Predication, WindowCheckIsPredicatedWithItsLoad) {
  KernelModel M = analyze(Input, "windowSum");
  EXPECT_TRUE(notes(M, "is predicated"));
  // Per iteration ptxas 11.8's SASS for sm_86 has 10 instructions: j >= 0 and
  // j < n as two ISETPs (the `and` is the second one's .OR combine), MOV +
  // IMAD.WIDE for the guarded load's address, the counter's add and the exit
  // compare, the load, the add and the back edge. The model counts j = start + k,
  // the two compares and their `and` (a predicate combine it does not fold:
  // folding it moved the pnpoly sweeps' ranking the wrong way, see
  // docs/accuracy-notes.md), the address's add and multiply-add, k + 1 and the
  // compare: 7 integer adds and 1 multiply-add; no branch but the back edge.
  auto At = [&](const char *Class, double Trip) {
    return mixAt(M, Class, kc::test::threadAt(5, 256, {{"n", 100000}, {"m", Trip}}, 0, 1, 3, 0, 64));
  };
  EXPECT_DOUBLE_EQ(At("int_add", 9) - At("int_add", 8), 7);
  EXPECT_DOUBLE_EQ(At("int_mad", 9) - At("int_mad", 8), 1);
  EXPECT_DOUBLE_EQ(At("branch", 9) - At("branch", 8), 1);
  EXPECT_DOUBLE_EQ(At("load_global", 9) - At("load_global", 8), 1);
}

// The issue of the body's integer work per thread, 10 iterations, the branch
// at line \p Line taken with probability \p P.
double intOps(const KernelModel &M, unsigned Line, double P) {
  return mixAt(M, "int_add", thread(0, Line, P)) + mixAt(M, "int_mad", thread(0, Line, P)) +
         mixAt(M, "int_mul", thread(0, Line, P));
}

TEST(Predication, ThreeStepIntegerHashIsPredicated) {
  // The region's two sides hold 9 integer operations (3 xors, 3 multiplies,
  // k + 1 and k + 2 in the body, k + 1 on the other edge, where LLVM put the
  // loop's increment): within the integer limit, though more than the 8
  // operations a floating-point body may have.
  KernelModel M = analyze(Input, "hashThreeSteps");
  EXPECT_TRUE(notes(M, "line 98: short conditional block (9 instructions) is predicated"));
  // Issued whatever the condition: the same integer count at every probability.
  EXPECT_DOUBLE_EQ(intOps(M, 98, 0), intOps(M, 98, 1));
  EXPECT_DOUBLE_EQ(mixAt(M, "branch", thread(0, 98, 0.5)), 11);
}

TEST(Predication, FourStepIntegerHashIsBranchedAround) {
  KernelModel M = analyze(Input, "hashFourSteps");
  EXPECT_FALSE(notes(M, "predicated"));
  // The taken body has 11 integer operations (4 xors, 4 multiplies, k + 1..3;
  // k + 0 is k), the other edge 1 (k + 1, which LLVM hoisted out of the body as
  // the loop's increment): 10 more per taken iteration, 100 over 10.
  EXPECT_DOUBLE_EQ(intOps(M, 114, 1) - intOps(M, 114, 0), 100);
  EXPECT_DOUBLE_EQ(mixAt(M, "branch", thread(0, 114, 0.5)), 21);
}

TEST(Predication, FiveStoresArePredicatedSixAreNot) {
  KernelModel Five = analyze(Input, "fiveStores");
  EXPECT_TRUE(notes(Five, "line 129: short conditional block (5 instructions) is predicated"));
  // Issued for the warp in each of the 10 iterations, whatever the condition.
  EXPECT_DOUBLE_EQ(mixAt(Five, "store_global", thread(0, 129, 0.25)), 50);
  KernelModel Six = analyze(Input, "sixStores");
  EXPECT_FALSE(notes(Six, "predicated"));
  EXPECT_DOUBLE_EQ(mixAt(Six, "store_global", thread(0, 143, 0.25)), 6 * 10 * 0.25);
  EXPECT_DOUBLE_EQ(mixAt(Six, "branch", thread(0, 143, 0.25)), 21);
}

} // namespace
