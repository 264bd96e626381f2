// The L1 data-bank degree of global requests (AccessPattern.h,
// l1DataBankWays) and the L1 data-stage cycles it adds to the kernel model
// (KernelModel::GlobalL1Cycles), on inputs/l1_banks.cu; every figure worked
// out by hand in the comments.
#include "KernelAnalysisTestUtil.h"

#include <gtest/gtest.h>

using namespace kc;
using kc::test::analyze;
using kc::test::evalAt;
using kc::test::threadAt;

namespace {

std::vector<const MemoryAccess *> globalAt(const KernelModel &M, unsigned Line, bool Store) {
  std::vector<const MemoryAccess *> Out;
  for (const MemoryAccess &A : M.Accesses)
    if (A.Loc.Line == Line && A.Space == AddressSpace::Global && A.IsStore == Store)
      Out.push_back(&A);
  return Out;
}

} // namespace

// mat[row * n + j]: lanes 4n bytes apart. Their words meet one bank when n is a
// multiple of 32 (32-way); gcd(n, 32) ways otherwise: n = 8193 -> 1,
// 8194 -> 2, 4100 -> 4; a block of 8 threads has 8 lanes per request. With
// g = gcd(n, 32), W lanes cycle over 32 / g banks: ceil(W g / 32) words per
// bank, so n = 4100 (g = 4) gives 2 ways for 16 lanes and 1 for 8 (not
// min(W, g) = 4: 16 lanes at stride 4 words use banks 0, 4, ..., 28 twice).
TEST(L1Banks, RowWalkWithSymbolicPitch) {
  KernelModel M = analyze("l1_banks.ll", "rowWalk");
  unsigned Strided = 0;
  for (const MemoryAccess *A : globalAt(M, 13, false)) {
    if (!A->StrideX || A->StrideX->isConstant(0.0)) {
      EXPECT_FALSE(A->BankConflicts) << "vec[j] is a broadcast";
      continue;
    }
    ++Strided;
    ASSERT_TRUE(A->BankConflicts);
    const Expr &W = *A->BankConflicts;
    EXPECT_DOUBLE_EQ(evalAt(W, threadAt(0, 256, {{"n", 8192}})), 32);
    EXPECT_DOUBLE_EQ(evalAt(W, threadAt(0, 256, {{"n", 8193}})), 1);
    EXPECT_DOUBLE_EQ(evalAt(W, threadAt(0, 256, {{"n", 8194}})), 2);
    EXPECT_DOUBLE_EQ(evalAt(W, threadAt(0, 256, {{"n", 4100}})), 4);
    EXPECT_DOUBLE_EQ(evalAt(W, threadAt(0, 8, {{"n", 8192}})), 8);
    EXPECT_DOUBLE_EQ(evalAt(W, threadAt(0, 16, {{"n", 4100}})), 2);
    EXPECT_DOUBLE_EQ(evalAt(W, threadAt(0, 8, {{"n", 4100}})), 1);
  }
  EXPECT_GE(Strided, 2u) << "the unrolled copies of mat[row * n + j] and its remainder";
  // The store out[row] is coalesced: no bank term.
  for (const MemoryAccess *A : globalAt(M, 14, true))
    EXPECT_FALSE(A->BankConflicts);
}

// Per thread, at 128 B per cycle and 4 lines per cycle in the tag stage, a warp
// request costs max(ways, min(sector bytes, 32 lanes x 4 B) / 128,
// 1 + (lines - 1) / 4) cycles (docs/model.md#l1-data-stage): the n loads of mat
// (32 lines, one per lane) max(ways, 1, 8.75), the n loads of vec (a broadcast,
// one line) 1, the store (4 sectors, one line) 1; a warp's cycles / 32 per thread.
//   n = 8192 (32-way): (8192 * 32 + 8192 * 1 + 1) / 32   = 8448.03125
//   n = 8193 (1-way) : (8193 * 8.75 + 8193 * 1 + 1) / 32   = 2496.3359375
// A GPU file without the tag rate (0) keeps the sector bytes at 128 B per cycle:
// mat max(ways, 32 x 32 / 128 = 8), vec 0.25, the store 1:
//   n = 8192: (8192 * 32 + 8192 * 0.25 + 1) / 32 = 8256.03125
//   n = 8193: (8193 * 8 + 8193 * 0.25 + 1) / 32  = 2112.2890625
TEST(L1Banks, DataStageCyclesPerThread) {
  KernelModel M = analyze("l1_banks.ll", "rowWalk");
  EXPECT_TRUE(M.GlobalL1Cycles.mentions(std::string(L1BytesPerCycleSymbol)));
  EXPECT_TRUE(M.GlobalL1Cycles.mentions(std::string(L1LinesPerCycleSymbol)));
  auto At = [&](double N, double Lines) {
    return evalAt(M.GlobalL1Cycles, threadAt(0, 256, {{"n", N},
                                                      {std::string(L1BytesPerCycleSymbol), 128},
                                                      {std::string(L1LinesPerCycleSymbol), Lines}}));
  };
  EXPECT_NEAR(At(8192, 4), 8448.03125, 1e-9);
  EXPECT_NEAR(At(8193, 4), 2496.3359375, 1e-9);
  EXPECT_NEAR(At(8192, 0), 8256.03125, 1e-9);
  EXPECT_NEAR(At(8193, 0), 2112.2890625, 1e-9);
}

// A request whose lanes each touch their own line without meeting a bank twice
// (33 words apart) is held by the tag stage: 1 + 31 / 4 = 8.75 cycles, not its
// 32 sectors at the L1 bandwidth (8 cycles at 128 B per cycle); the load 32
// words apart meets one bank (32 ways). A warp of 32: (8.75 + 32) / 32 per thread.
TEST(L1Banks, ScatteredLinesCostTheTagStage) {
  KernelModel M = analyze("l1_banks.ll", "constStrides");
  auto Eval = [&](double Lines) {
    return evalAt(M.GlobalL1Cycles, threadAt(0, 32, {{std::string(L1BytesPerCycleSymbol), 128},
                                                     {std::string(L1LinesPerCycleSymbol), Lines}}));
  };
  EXPECT_NEAR(Eval(4), (8.75 + 32) / 32, 1e-12);
  EXPECT_NEAR(Eval(0), (8.0 + 32) / 32, 1e-12);
}

// out[r * pitch + c] with r = threadIdx.x, c = threadIdx.y: a 16 x 16 block's
// warp is 2 rows of 16 lanes; the rows are one word apart (other banks), so a
// multiple-of-32 pitch gives 16 ways, a 32-wide block 32, pitch 8193 one.
TEST(L1Banks, ColumnWalkOfATwoDimensionalBlock) {
  KernelModel M = analyze("l1_banks.ll", "pitchColumns");
  auto Loads = globalAt(M, 21, false), Stores = globalAt(M, 21, true);
  ASSERT_EQ(Loads.size(), 1u);
  ASSERT_EQ(Stores.size(), 1u);
  for (const MemoryAccess *A : {Loads[0], Stores[0]}) {
    ASSERT_TRUE(A->BankConflicts);
    const Expr &W = *A->BankConflicts;
    EXPECT_DOUBLE_EQ(evalAt(W, threadAt(0, 16, {{"pitch", 8192}}, 0, 16)), 16);
    EXPECT_DOUBLE_EQ(evalAt(W, threadAt(0, 32, {{"pitch", 8192}}, 0, 8)), 32);
    EXPECT_DOUBLE_EQ(evalAt(W, threadAt(0, 64, {{"pitch", 8192}}, 0, 4)), 32);
    EXPECT_DOUBLE_EQ(evalAt(W, threadAt(0, 16, {{"pitch", 8193}}, 0, 16)), 1);
  }
}

// Constant strides are enumerated as for shared memory: 32 words apart meet one
// bank (32 ways for 32 lanes, 4 for a 4-thread block); 33 words apart meet
// every bank once.
TEST(L1Banks, ConstantStrides) {
  KernelModel M = analyze("l1_banks.ll", "constStrides");
  auto Loads = globalAt(M, 26, false), Stores = globalAt(M, 26, true);
  ASSERT_EQ(Loads.size(), 1u);
  ASSERT_EQ(Stores.size(), 1u);
  ASSERT_TRUE(Loads[0]->BankConflicts);
  EXPECT_DOUBLE_EQ(evalAt(*Loads[0]->BankConflicts, threadAt(0, 32)), 32);
  EXPECT_DOUBLE_EQ(evalAt(*Loads[0]->BankConflicts, threadAt(0, 4)), 4);
  EXPECT_FALSE(Stores[0]->BankConflicts);
}

// A kernel whose requests are contiguous and free of bank conflicts costs its
// sector bytes at the L1 bandwidth, which the predictor takes from
// globalSectors: the field stays empty.
TEST(L1Banks, ContiguousRequestsLeaveTheFieldEmpty) {
  KernelModel M = analyze("kernels.ll", "saxpy");
  for (const MemoryAccess &A : M.Accesses)
    EXPECT_FALSE(A.BankConflicts);
  EXPECT_TRUE(M.GlobalL1Cycles.isConstant(0.0)) << M.GlobalL1Cycles.str();
  EXPECT_FALSE(analyze("l1_banks.ll", "rowWalk").GlobalL1Cycles.isConstant(0.0));
}
