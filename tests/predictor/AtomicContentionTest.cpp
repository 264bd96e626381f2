// Atomic contention (docs/model.md#atomic-contention) on hand-made kernel
// models: the serialized time of the global atomics that land on few
// 128-byte lines, worked out by hand.
#include "predictor/AtomicContention.h"
#include "predictor/PreparedKernel.h"
#include "predictor/ReuseModel.h"

#include "../common/ToyGpu.h"

#include <gtest/gtest.h>

#include <array>
#include <optional>

using namespace kc;

namespace {

/// The toy GPU applying 2 G updates per second to one line.
GpuModel atomicToyGpu() {
  GpuModel G = kc::test::toyGpu();
  G.SameLineAtomicsGops = 2;
  return G;
}

/// One global atomicAdd of 4 bytes at line 42, executed \p Executions times per
/// thread, at \p Address (empty: a gather through loaded data).
KernelModel atomicKernel(std::optional<AddressForm> Address, Expr Executions = Expr(1.0),
                         bool WarpCombinable = false) {
  KernelModel K = kc::test::toyKernel(Expr(1.0), Expr(1.0));
  MemoryAccess A;
  A.Loc.Line = 42;
  A.IsStore = true;
  A.IsAtomic = true;
  A.WarpCombinable = WarpCombinable;
  A.BytesPerThread = 4;
  A.Executions = std::move(Executions);
  A.SectorsPerRequest = Expr(4.0);
  A.Address = std::move(Address);
  K.Accesses.push_back(A);
  if (!K.Accesses[0].Address)
    K.SymbolDefaults["scatter.L42"] = 1.0;
  return K;
}

AddressForm form(std::vector<AddressTerm> Terms, std::vector<Expr> Offsets = {Expr(0.0)}) {
  AddressForm F;
  F.Array = "bins";
  F.Terms = std::move(Terms);
  F.Offsets = std::move(Offsets);
  return F;
}

/// The contention of one launch of \p K (1-D block and grid); \p Scatter sets
/// scatter.L42 when given.
AtomicContention contentionOf(const KernelModel &K, const GpuModel &G, double Block, double Grid,
                              std::optional<double> Scatter = {}) {
  SymbolTable T;
  for (const char *S : {"tid.x", "tid.y", "tid.z", "bid.x", "bid.y", "bid.z", "bdim.x", "bdim.y",
                        "bdim.z", "gdim.x", "gdim.y", "gdim.z", "lat.mem", "wave.blocks", "reuse.waits"})
    T.slot(S);
  ReusePlan P = ReusePlan::build(K, T);
  EXPECT_TRUE(P.hasAtomics());
  std::vector<double> Slots(T.size(), 0.0);
  Slots[SlotBdimX] = Block, Slots[SlotBdimY] = 1, Slots[SlotBdimZ] = 1;
  Slots[SlotGdimX] = Grid, Slots[SlotGdimY] = 1, Slots[SlotGdimZ] = 1;
  if (int S = T.find("scatter.L42"); S >= 0)
    Slots[S] = Scatter ? *Scatter : K.SymbolDefaults.at("scatter.L42");
  ReusePlan::Launch L;
  L.WaveBlocks = std::min(Grid, 4.0);
  return P.apply(G, L, Slots);
}

} // namespace

// A histogram's commit: every block's 256 threads add to bins[tid.x] (1 KB: 8
// lines). 1000 blocks: 256,000 updates, 32,000 per line, at 2 G/s per line:
// 16 us.
TEST(AtomicContention, EveryBlockOnTheSameBinsSerializesPerLine) {
  AtomicContention C = contentionOf(atomicKernel(form({{"tid.x", Expr(4.0)}})), atomicToyGpu(), 256, 1000);
  EXPECT_DOUBLE_EQ(C.Updates, 256000);
  EXPECT_DOUBLE_EQ(C.Lines, 8);
  EXPECT_NEAR(C.Ms, 0.016, 1e-12);
  EXPECT_EQ(C.Loc.Line, 42u);
  EXPECT_FALSE(C.Gather);
}

// A bin loop `for (b = tid.x; b < 512; b += bdim.x)` of 128 threads: 4
// iterations (iter.L stride 512 B), bins over 2 KB = 16 lines; 128 x 4 x 500
// updates = 256,000, 16,000 per line: 8 us.
TEST(AtomicContention, LoopIterationsWidenTheFootprint) {
  KernelModel K = atomicKernel(form({{"tid.x", Expr(4.0)}, {"iter.L9", Expr(512.0)}}), Expr(4.0));
  LoopInfo L;
  L.Name = "L9";
  L.TripCount = Expr(4.0);
  K.Loops.push_back(L);
  AtomicContention C = contentionOf(K, atomicToyGpu(), 128, 500);
  EXPECT_DOUBLE_EQ(C.Updates, 256000);
  EXPECT_DOUBLE_EQ(C.Lines, 16);
  EXPECT_NEAR(C.Ms, 0.008, 1e-12);
}

// `atomicAdd(sum, v)` by thread 0 of each block: 1/256 of the threads, one word:
// 10,000 blocks put 10,000 updates on one line: 5 us.
TEST(AtomicContention, OneUpdatePerBlockOnOneWord) {
  Expr Thread0 = lt(Expr::symbol("tid.x"), Expr(1.0));
  AtomicContention C = contentionOf(atomicKernel(form({}), Thread0), atomicToyGpu(), 256, 10000);
  EXPECT_NEAR(C.Updates, 10000, 1e-6);
  EXPECT_DOUBLE_EQ(C.Lines, 1);
  EXPECT_NEAR(C.Ms, 0.005, 1e-12);
}

// Each block its own counter (out[bid.x], 4 B apart): 32 blocks share a line.
// 256 threads x 32 blocks = 8,192 updates per line: 4.096 us, whatever the grid.
TEST(AtomicContention, PerBlockCountersShareALineBetween32Blocks) {
  KernelModel K = atomicKernel(form({{"bid.x", Expr(4.0)}}));
  for (double Grid : {3200.0, 64000.0}) {
    AtomicContention C = contentionOf(K, atomicToyGpu(), 256, Grid);
    EXPECT_DOUBLE_EQ(C.Lines, Grid / 32);
    EXPECT_NEAR(C.Ms, 8192 / 2e6, 1e-12);
  }
}

// One update per thread on its own word (out[bid.x*256 + tid.x]): 32 lanes per
// line, 16 ns: no contention worth the name, and far below any kernel's time.
TEST(AtomicContention, DistinctWordsPerThreadAreNotContended) {
  KernelModel K = atomicKernel(form({{"tid.x", Expr(4.0)}, {"bid.x", Expr(1024.0)}}));
  AtomicContention C = contentionOf(K, atomicToyGpu(), 256, 1000);
  EXPECT_DOUBLE_EQ(C.Lines, 8000);
  EXPECT_NEAR(C.Ms, 32 / 2e6, 1e-12);
}

// A gather (bins[data[i]]): scatter.L42 = 1 (its default) is no contention, 0
// puts every update of the grid on one line, 0.25 three quarters of them.
// 100 blocks x 256 threads x 2 executions = 51,200 updates.
TEST(AtomicContention, AGatherTakesItsShareOnOneLineFromScatter) {
  KernelModel K = atomicKernel(std::nullopt, Expr(2.0));
  GpuModel G = atomicToyGpu();
  EXPECT_EQ(contentionOf(K, G, 256, 100).Ms, 0);
  AtomicContention Zero = contentionOf(K, G, 256, 100, 0.0);
  EXPECT_TRUE(Zero.Gather);
  EXPECT_DOUBLE_EQ(Zero.Updates, 51200);
  EXPECT_NEAR(Zero.Ms, 51200 / 2e6, 1e-12);
  EXPECT_NEAR(contentionOf(K, G, 256, 100, 0.25).Ms, 0.75 * 51200 / 2e6, 1e-12);
}

// A GPU file without the rate states no contention.
TEST(AtomicContention, NoRateNoBound) {
  GpuModel G = kc::test::toyGpu();
  EXPECT_EQ(G.SameLineAtomicsGops, 0);
  EXPECT_EQ(contentionOf(atomicKernel(form({})), G, 256, 1000).Ms, 0);
}

// An integer atomicAdd(sum, v) by every thread: ptxas merges a warp's 32 lanes
// into one update, so 1000 blocks of 256 threads make 8,000 updates on one line
// (4 us), where a float one (not merged) makes 256,000 (128 us). bins[tid.x]
// is not one address per warp: merged or not, 256,000 updates on 8 lines.
TEST(AtomicContention, IntegerAtomicsOnOneAddressAreOneUpdatePerWarp) {
  GpuModel G = atomicToyGpu();
  AtomicContention Int = contentionOf(atomicKernel(form({}), Expr(1.0), true), G, 256, 1000);
  EXPECT_DOUBLE_EQ(Int.Updates, 8000);
  EXPECT_NEAR(Int.Ms, 0.004, 1e-12);
  AtomicContention Float = contentionOf(atomicKernel(form({}), Expr(1.0), false), G, 256, 1000);
  EXPECT_DOUBLE_EQ(Float.Updates, 256000);
  EXPECT_NEAR(Float.Ms, 0.128, 1e-12);
  AtomicContention Bins = contentionOf(atomicKernel(form({{"tid.x", Expr(4.0)}}), Expr(1.0), true), G, 256, 1000);
  EXPECT_DOUBLE_EQ(Bins.Updates, 256000);
  EXPECT_DOUBLE_EQ(Bins.Lines, 8);
}

// Merged, a guard `tid == 0` still makes one update per block (not 1/32), a
// guard `tid < 64` two (its two warps), and a block of 8 threads (one warp of
// 8 lanes) one.
TEST(AtomicContention, MergedUpdatesCountTheWarpsThatRunThem) {
  GpuModel G = atomicToyGpu();
  Expr Tid = Expr::symbol("tid.x");
  EXPECT_NEAR(contentionOf(atomicKernel(form({}), lt(Tid, Expr(1.0)), true), G, 256, 1000).Updates, 1000,
              1e-6);
  EXPECT_NEAR(contentionOf(atomicKernel(form({}), lt(Tid, Expr(64.0)), true), G, 256, 1000).Updates, 2000,
              1e-6);
  EXPECT_NEAR(contentionOf(atomicKernel(form({}), Expr(1.0), true), G, 8, 1000).Updates, 1000, 1e-6);
}
