// A launch that only kernelcast's registers refuse takes nvcc's registers
// (workflows/RegisterFallback.h): when the register count alone refuses a
// launch on the RTX 2080 Ti (65,536 registers per block, 255 per thread,
// allocated per warp in units of 256), and what compare does with such rows.
#include "../common/ToyGpu.h"

#include "gpumodel/GpuDatabase.h"
#include "workflows/Compare.h"
#include "workflows/CsvTable.h"
#include "workflows/RegisterFallback.h"

#include <gtest/gtest.h>

using namespace kc;
using namespace kc::test;

namespace {

GpuModel turing() {
  auto G = GpuDatabase::builtin().find("rtx2080ti");
  EXPECT_TRUE(bool(G)) << llvm::toString(G.takeError());
  return *G;
}

KernelModel withRegisters(unsigned Registers, const std::string &Source) {
  KernelModel K = toyKernel(100, 1);
  K.Registers.Registers = Registers;
  K.Registers.Source = Source;
  return K;
}

LaunchConfig blockOf(uint64_t Threads) {
  LaunchConfig L;
  L.Grid.X = 100;
  L.Block.X = Threads;
  return L;
}

} // namespace

TEST(RegisterFallback, OnlyTheRegistersRefuse) {
  const GpuModel G = turing();
  // 87 registers: 87 x 32 = 2784 per warp, rounded up to 2816. 864 threads =
  // 27 warps, counted as 28 (the block's warps in pairs on Turing: 28 x 2816 =
  // 78,848 in the error message) > 65,536: refused, and with no registers the
  // block fits (864 threads, no shared memory).
  KernelModel Ptxas = withRegisters(87, "ptxas 13.0 (sm_75)");
  EXPECT_TRUE(refusedForRegisters(G, Ptxas, blockOf(864)));
  // 576 threads: 18 warps x 2816 = 50,688 <= 65,536: runs.
  EXPECT_FALSE(refusedForRegisters(G, Ptxas, blockOf(576)));
  // 68 registers (2176 -> 2304 per warp): 28 x 2304 = 64,512 fits.
  EXPECT_FALSE(refusedForRegisters(G, withRegisters(68, "nvcc 13.0 (sm_75)"), blockOf(864)));
  // More than 255 per thread refuses every block size.
  EXPECT_TRUE(refusedForRegisters(G, withRegisters(300, "ptxas"), blockOf(32)));
  // Refused for shared memory as well (100 KB static): registers are not the
  // only reason, so nvcc could not help.
  KernelModel Big = Ptxas;
  Big.StaticSharedBytes = 100 * 1024;
  EXPECT_FALSE(refusedForRegisters(G, Big, blockOf(864)));
  // Too many threads is not a register problem either.
  EXPECT_FALSE(refusedForRegisters(G, Ptxas, blockOf(2048)));
}

TEST(RegisterFallback, SourceAndNote) {
  EXPECT_TRUE(registersFromNvcc(withRegisters(68, "nvcc 13.0 (sm_75)").Registers));
  EXPECT_FALSE(registersFromNvcc(withRegisters(87, "ptxas 13.0 (sm_75)").Registers));
  EXPECT_FALSE(registersFromNvcc(withRegisters(87, "estimate from IR").Registers));
  EXPECT_EQ(nvccRegisterNote(withRegisters(87, "ptxas 13.0 (sm_75)"),
                             withRegisters(68, "nvcc 13.0 (sm_75)"), /*Refused=*/true),
            "registers from nvcc 13.0 (sm_75): 68 per thread; ptxas 13.0 (sm_75) on kernelcast's "
            "PTX gives 87, with which this launch cannot run (nvcc's build of the same source is "
            "what runs on the GPU)");
}

namespace {

/// ptxas on kernelcast's PTX: 87 registers; nvcc: \p NvccRegisters (or a
/// failed nvcc, which reports ptxas's count with the reason, like the analyzer).
struct TwoCompilers {
  unsigned NvccRegisters = 68;
  bool NvccWorks = true;
  std::vector<AnalysisKey> Calls;
  llvm::Expected<KernelModel> operator()(const AnalysisKey &K) {
    Calls.push_back(K);
    if (!K.RegistersFromNvcc)
      return withRegisters(87, "ptxas 13.0 (sm_75)");
    if (!NvccWorks)
      return withRegisters(87, "ptxas 13.0 (sm_75) (--registers nvcc: nvcc failed; registers "
                               "from ptxas on Clang's PTX)");
    return withRegisters(NvccRegisters, "nvcc 13.0 (sm_75)");
  }
};

/// The two rows (576 and 864 threads on the RTX 2080 Ti) compared with the
/// analyzer \p C (a callable on AnalysisKey).
template <typename Analyzer>
llvm::Expected<CompareResult> run(Analyzer &C, bool Fallback) {
  // With TwoCompilers, row 2 (576 threads) runs with 87 registers; row 3 (864) does not.
  std::string Csv = "source,kernel,gpu,grid_x,block_x,measured_time_ms\n"
                    "k.cu,toy,rtx2080ti,100,576,0.01\n"
                    "k.cu,toy,rtx2080ti,100,864,0.01\n";
  auto T = CsvTable::parse(Csv, "regs.csv");
  EXPECT_TRUE(bool(T)) << llvm::toString(T.takeError());
  CompareOptions O;
  O.Jobs = 1;
  O.NvccWhenRefused = Fallback;
  O.Analyze = [&C](const AnalysisKey &K) { return C(K); };
  return compareTable(*T, "regs.csv", O);
}

} // namespace

TEST(RegisterFallback, CompareAsksNvccForTheRefusedRowOnly) {
  TwoCompilers C;
  auto R = run(C, true);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  EXPECT_TRUE(R->Issues.empty()) << R->Issues[0].Message;
  ASSERT_EQ(R->Rows.size(), 2u);
  EXPECT_EQ(R->NvccRegisterRows, 1u);
  // Three analyses: 576 and 864 with ptxas, then 864 with nvcc.
  ASSERT_EQ(C.Calls.size(), 3u);
  EXPECT_FALSE(C.Calls[0].RegistersFromNvcc);
  EXPECT_FALSE(C.Calls[1].RegistersFromNvcc);
  EXPECT_TRUE(C.Calls[2].RegistersFromNvcc);
  EXPECT_EQ(C.Calls[2].Block[0], 864u);
  // 864 threads with 68 registers: 64,512 of 65,536 registers, one block per SM.
  const Prediction &P = R->Rows[1].Predictions[0];
  EXPECT_EQ(P.BlocksPerSm, 1u);
  ASSERT_FALSE(P.Notes.empty());
  EXPECT_EQ(P.Notes.back().rfind("registers from nvcc 13.0 (sm_75): 68 per thread", 0), 0u)
      << P.Notes.back();
  // The row that ran with kernelcast's registers keeps them, without a note.
  for (const std::string &N : R->Rows[0].Predictions[0].Notes)
    EXPECT_EQ(N.find("registers from nvcc"), std::string::npos) << N;
}

TEST(RegisterFallback, RegistersThatRun) {
  const GpuModel G = turing();
  // 864 threads = 27 warps, counted as 28 on Turing: 65,536 / 28 = 2,340 per
  // warp, 2,304 in units of 256: 72 per thread (the pnpoly sweep's measured
  // 864-thread launches ran with nvcc's build at 72 or fewer).
  EXPECT_EQ(registersThatRun(G, withRegisters(87, "ptxas"), blockOf(864)), 72u);
  // A count that runs is kept; one warp runs with up to the file's per-thread
  // maximum (256 in cuda_occupancy.h's table for this architecture).
  EXPECT_EQ(registersThatRun(G, withRegisters(87, "ptxas"), blockOf(576)), 87u);
  EXPECT_EQ(G.Occupancy.MaxRegistersPerThread, 256u);
  EXPECT_EQ(registersThatRun(G, withRegisters(300, "ptxas"), blockOf(32)), 256u);
  // Refused for shared memory: no register count helps.
  KernelModel Big = withRegisters(87, "ptxas");
  Big.StaticSharedBytes = 100 * 1024;
  EXPECT_EQ(registersThatRun(G, Big, blockOf(864)), 0u);
}

TEST(RegisterFallback, CompareSkipsTheRowOnlyWhenAskedNotToFallBack) {
  // Off: the refused row is skipped as "cannot run", nvcc is not asked.
  TwoCompilers Off;
  auto R = run(Off, false);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  ASSERT_EQ(R->Issues.size(), 1u);
  EXPECT_EQ(R->Issues[0].Line, 3u);
  EXPECT_NE(R->Issues[0].Message.find("cannot run"), std::string::npos) << R->Issues[0].Message;
  EXPECT_EQ(Off.Calls.size(), 2u);
  EXPECT_EQ(R->NvccRegisterRows, 0u);
}

TEST(RegisterFallback, CompareTakesTheMostThatRunWhenNvccCannotHelp) {
  // nvcc failed (its model says ptxas, 87), or nvcc's registers do not fit
  // either (80: 28 x 2560 = 71,680): the row was measured, so its build ran
  // with at most 72 registers (RegistersThatRun); the row is predicted with 72
  // and says so.
  TwoCompilers Failed;
  Failed.NvccWorks = false;
  TwoCompilers TooMany;
  TooMany.NvccRegisters = 80;
  const std::pair<TwoCompilers *, std::string> Cases[] = {{&Failed, "gives 87"},
                                                          {&TooMany, "nvcc 13.0 (sm_75) gives 80"}};
  for (const auto &[C, Given] : Cases) {
    auto R = run(*C, true);
    ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
    EXPECT_TRUE(R->Issues.empty()) << R->Issues[0].Message;
    ASSERT_EQ(R->Rows.size(), 2u);
    // Counted as capped, not as predicted with nvcc's registers.
    EXPECT_EQ(R->NvccRegisterRows, 0u);
    EXPECT_EQ(R->CappedRegisterRows, 1u);
    const Prediction &P = R->Rows[1].Predictions[0];
    // 72 registers x 864 threads: 28 x 2,304 = 64,512 of 65,536, one block per SM.
    EXPECT_EQ(P.BlocksPerSm, 1u);
    ASSERT_FALSE(P.Notes.empty());
    EXPECT_EQ(P.Notes.back().rfind("registers: at most 72 per thread", 0), 0u) << P.Notes.back();
    EXPECT_NE(P.Notes.back().find(Given), std::string::npos) << P.Notes.back();
  }
}

TEST(RegisterFallback, SpillsOnKernelcastsPtx) {
  KernelModel Spills = withRegisters(255, "ptxas 13.0 (sm_86)");
  Spills.Registers.SpillStoreBytes = 396;
  Spills.Registers.SpillLoadBytes = 552;
  EXPECT_TRUE(spillsOnKernelcastPtx(Spills));
  EXPECT_FALSE(spillsOnKernelcastPtx(withRegisters(255, "ptxas 13.0 (sm_86)")));
  // nvcc's own spills are the user's build's: no reason to ask again.
  KernelModel NvccSpills = Spills;
  NvccSpills.Registers.Source = "nvcc 13.0 (sm_86)";
  EXPECT_FALSE(spillsOnKernelcastPtx(NvccSpills));
  // nvcc is asked for a refused launch or a spilling PTX, never for nvcc's own count.
  EXPECT_TRUE(wantsNvccRegisters(Spills, /*Refused=*/false));
  EXPECT_TRUE(wantsNvccRegisters(withRegisters(87, "ptxas 13.0 (sm_75)"), /*Refused=*/true));
  EXPECT_FALSE(wantsNvccRegisters(withRegisters(87, "ptxas 13.0 (sm_75)"), /*Refused=*/false));
  EXPECT_FALSE(wantsNvccRegisters(NvccSpills, /*Refused=*/true));
  EXPECT_EQ(nvccRegisterNote(Spills, withRegisters(39, "nvcc 13.0 (sm_86)"), /*Refused=*/false),
            "registers from nvcc 13.0 (sm_86): 39 per thread; ptxas 13.0 (sm_86) on kernelcast's PTX "
            "gives 255, and spills 396 B stores / 552 B loads (nvcc's build of the same source is what "
            "runs on the GPU)");
}

TEST(RegisterFallback, CompareAsksNvccWhenKernelcastsPtxSpills) {
  // Both rows run with kernelcast's 40 registers, but its PTX spilled: both take
  // nvcc's count (one extra analysis per row's key), with the spill note.
  struct Spilling {
    std::vector<AnalysisKey> Calls;
    llvm::Expected<KernelModel> operator()(const AnalysisKey &K) {
      Calls.push_back(K);
      if (K.RegistersFromNvcc)
        return withRegisters(32, "nvcc 13.0 (sm_75)");
      KernelModel M = withRegisters(40, "ptxas 13.0 (sm_75)");
      M.Registers.SpillStoreBytes = 8;
      return M;
    }
  } C;
  auto R = run(C, true);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  ASSERT_EQ(R->Rows.size(), 2u);
  EXPECT_EQ(R->NvccRegisterRows, 2u);
  ASSERT_EQ(C.Calls.size(), 4u);
  for (const CompareRow &Row : R->Rows) {
    ASSERT_FALSE(Row.Predictions[0].Notes.empty());
    EXPECT_NE(Row.Predictions[0].Notes.back().find("gives 40, and spills 8 B stores / 0 B loads"),
              std::string::npos)
        << Row.Predictions[0].Notes.back();
  }
  // Off: kernelcast's registers stay.
  C.Calls.clear();
  R = run(C, false);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  EXPECT_EQ(R->NvccRegisterRows, 0u);
  EXPECT_EQ(C.Calls.size(), 2u);
}
