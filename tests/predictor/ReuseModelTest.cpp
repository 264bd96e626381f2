// The reuse model on a toy GPU: L1 and DRAM shares worked out by hand from the
// footprints of a 3-point vertical stencil (docs/model.md#reuse).
#include "predictor/PreparedKernel.h"
#include "predictor/ReuseModel.h"

#include "../common/ToyGpu.h"

#include <gtest/gtest.h>

#include <array>
#include <optional>

using namespace kc;
using kc::test::sym;

namespace {

/// in[(y + d) * 1024 + x], d = -1, 0, 1 (one access, three offsets), x = bid.x*32 +
/// tid.x, y = bid.y*8 + tid.y; 4-byte floats, 4 sectors per request.
KernelModel stencilKernel() {
  KernelModel K = kc::test::toyKernel(Expr(1.0), Expr(1.0));
  MemoryAccess A;
  A.BytesPerThread = 4;
  A.Executions = Expr(1.0);
  A.SectorsPerRequest = Expr(4.0);
  AddressForm F;
  F.Array = "in";
  F.Terms = {{"tid.x", Expr(4.0)}, {"bid.x", Expr(128.0)}, {"tid.y", Expr(4096.0)},
             {"bid.y", Expr(32768.0)}};
  F.Offsets = {Expr(-4096.0), Expr(0.0), Expr(4096.0)};
  A.Address = F;
  // The three loads of one thread: executions 3 with the merged copies.
  A.Executions = Expr(3.0);
  K.Accesses.push_back(A);
  return K;
}

/// The predictor's built-in symbols in their fixed slots (PreparedKernel.h:
/// BuiltinSlot), as PreparedKernel::prepare lays them out.
void addBuiltinSlots(SymbolTable &T) {
  for (const char *S : {"tid.x", "tid.y", "tid.z", "bid.x", "bid.y", "bid.z", "bdim.x", "bdim.y",
                        "bdim.z", "gdim.x", "gdim.y", "gdim.z", "lat.mem", "wave.blocks", "reuse.waits"})
    T.slot(S);
  EXPECT_EQ(T.size(), NumBuiltinSlots);
}

struct Shares {
  double L1, Dram;
};

/// Access 0's L1 and DRAM shares in a launch of \p K (2-D block and grid).
Shares sharesOf(const KernelModel &K, const GpuModel &G, std::array<double, 2> Block,
                std::array<double, 2> Grid, double WaveBlocks, double BlocksPerSm) {
  SymbolTable T;
  addBuiltinSlots(T);
  unsigned L1 = T.slot(reuseL1Symbol(0)), Dram = T.slot(reuseDramSymbol(0));
  ReusePlan P = ReusePlan::build(K, T);
  EXPECT_FALSE(P.empty());
  std::vector<double> Slots(T.size(), 0.0);
  Slots[SlotBdimX] = Block[0], Slots[SlotBdimY] = Block[1], Slots[SlotBdimZ] = 1;
  Slots[SlotGdimX] = Grid[0], Slots[SlotGdimY] = Grid[1], Slots[SlotGdimZ] = 1;
  ReusePlan::Launch L;
  L.WaveBlocks = WaveBlocks;
  L.BlocksPerSm = BlocksPerSm;
  P.apply(G, L, Slots);
  return {Slots[L1], Slots[Dram]};
}

Shares sharesFor(const GpuModel &G, double GridX, double GridY, double WaveBlocks) {
  return sharesOf(stencilKernel(), G, {32, 8}, {GridX, GridY}, WaveBlocks, 2);
}

GpuModel cachingToyGpu() {
  GpuModel G = kc::test::toyGpu();
  G.L2SizeBytes = 1 << 20;
  G.L1SizeBytesPerSm = 64 << 10;
  G.L1CachesGlobalLoads = true;
  return G;
}

TEST(ReuseModelTest, BlocksAlongYShareHaloRows) {
  // Wave of 4 blocks stacked along y: columns 32 floats (4 sectors), rows 4*8 + 2 = 34:
  // 136 distinct sectors of 1024 threads x 3 loads x 4/32 = 384 requested.
  // One block: 10 rows x 4 sectors = 40 of 256 x 3 x 4/32 = 96 -> L1 serves 56/96.
  Shares S = sharesFor(cachingToyGpu(), 1, 32, 4);
  EXPECT_NEAR(S.L1, 56.0 / 96.0, 1e-12);
  EXPECT_NEAR(S.Dram, 136.0 / 384.0, 1e-12);
}

TEST(ReuseModelTest, BlocksAlongXShareNothing) {
  // 4 blocks side by side: 10 rows of 16 sectors = 160 of 384; the L1 share as above,
  // and DRAM can supply at most what L1 misses: min(160/384, 40/96) = 160/384.
  Shares S = sharesFor(cachingToyGpu(), 32, 32, 4);
  EXPECT_NEAR(S.L1, 56.0 / 96.0, 1e-12);
  EXPECT_NEAR(S.Dram, 160.0 / 384.0, 1e-12);
}

TEST(ReuseModelTest, NoL1CachingLeavesRepeatsToL2) {
  // Kepler-like: the L1 keeps no global load; the wave's DRAM share is unchanged.
  GpuModel G = cachingToyGpu();
  G.L1CachesGlobalLoads = false;
  Shares S = sharesFor(G, 1, 32, 4);
  EXPECT_DOUBLE_EQ(S.L1, 0.0);
  EXPECT_NEAR(S.Dram, 136.0 / 384.0, 1e-12);
}

TEST(ReuseModelTest, L2TooSmallCutsNothingWithoutLoops) {
  // No loop to window: a footprint larger than the L2 still counts once per wave.
  GpuModel G = cachingToyGpu();
  G.L2SizeBytes = 1024;
  Shares S = sharesFor(G, 1, 32, 4);
  EXPECT_NEAR(S.Dram, 136.0 / 384.0, 1e-12);
}

/// x[k] for k in 0 .. 1023 read by every thread, inside an outer loop of R
/// repetitions (loops "R" outer, "K" inner): the same 4 KB each repetition.
ReusePlan vectorRereadPlan(SymbolTable &T, double Reps) {
  KernelModel K = kc::test::toyKernel(Expr(1.0), Expr(1.0));
  LoopInfo R, In;
  R.Name = "R", R.TripCount = Expr(Reps), R.Depth = 1;
  In.Name = "K", In.TripCount = Expr(1024.0), In.Depth = 2;
  K.Loops = {R, In};
  MemoryAccess A;
  A.BytesPerThread = 4;
  A.Executions = Expr(Reps * 1024);
  A.SectorsPerRequest = Expr(1.0); // all lanes read one word: one sector
  AddressForm F;
  F.Array = "x";
  F.Terms = {{"iter.K", Expr(4.0)}};
  F.Offsets = {Expr(0.0)};
  F.Loops = {"R", "K"};
  A.Address = F;
  K.Accesses.push_back(A);
  addBuiltinSlots(T);
  T.slot(reuseL1Symbol(0));
  T.slot(reuseDramSymbol(0));
  return ReusePlan::build(K, T);
}

double vectorRereadDram(double L2Bytes, double Reps) {
  GpuModel G = kc::test::toyGpu();
  G.L2SizeBytes = static_cast<unsigned>(L2Bytes);
  SymbolTable T;
  ReusePlan P = vectorRereadPlan(T, Reps);
  std::vector<double> Slots(T.size(), 0.0);
  Slots[SlotBdimX] = 256, Slots[SlotBdimY] = 1, Slots[SlotBdimZ] = 1;
  Slots[SlotGdimX] = 4, Slots[SlotGdimY] = 1, Slots[SlotGdimZ] = 1;
  ReusePlan::Launch L;
  L.WaveBlocks = 4;
  P.apply(G, L, Slots);
  return Slots[T.find(reuseDramSymbol(0))];
}

TEST(ReuseModelTest, LoopWindowsKeepWhatFitsTheL2) {
  // 1024 threads x 4 x 1024 executions x 1 sector / 32 = 131072 requested sectors;
  // the vector is 4 KB = 128 sectors. With an L2 of 1 MB it comes from DRAM once:
  // 128 / 131072. With 1 KB the 4 KB vector cannot stay between repetitions: each
  // of the 4 repetitions reads it again, 512 / 131072.
  EXPECT_NEAR(vectorRereadDram(1 << 20, 4), 128.0 / 131072, 1e-12);
  EXPECT_NEAR(vectorRereadDram(1024, 4), 512.0 / 131072, 1e-12);
}

} // namespace

TEST(ReuseModelTest, GuardedAccessCountsTheThreadsThatRunIt) {
  // in[bid.x*256 + tid.x*4] read only by threads tid.x < 64 of a 192-thread block
  // (a fused kernel's "if (lin < 64) load"). Wave of 100 blocks = the grid:
  // footprint = one run of 99 x 256 + 192 x 4 = 26112 B = 816 sectors (the
  // footprint spans the whole block's box). Requests: 64 threads x 100 blocks x
  // 4/32 = 800 sectors, counted exactly (the guard's edge, lin 60..65, is
  // evaluated thread by thread): DRAM share min(1, 816 / 800) = 1. Two sample
  // threads (0 and 96) would have said half the threads: 1200 sectors, share 0.68.
  KernelModel K = kc::test::toyKernel(Expr(1.0), Expr(1.0));
  MemoryAccess A;
  A.BytesPerThread = 4;
  A.Executions = lt(sym("tid.x"), Expr(64.0));
  A.SectorsPerRequest = Expr(4.0);
  AddressForm F;
  F.Array = "in";
  F.Terms = {{"tid.x", Expr(4.0)}, {"bid.x", Expr(256.0)}};
  F.Offsets = {Expr(0.0)};
  A.Address = F;
  K.Accesses.push_back(A);
  SymbolTable T;
  addBuiltinSlots(T);
  unsigned Dram = T.slot(reuseDramSymbol(0));
  ReusePlan P = ReusePlan::build(K, T);
  ASSERT_FALSE(P.empty());
  std::vector<double> Slots(T.size(), 0.0);
  Slots[SlotBdimX] = 192, Slots[SlotBdimY] = 1, Slots[SlotBdimZ] = 1;
  Slots[SlotGdimX] = 100, Slots[SlotGdimY] = 1, Slots[SlotGdimZ] = 1;
  ReusePlan::Launch L;
  L.WaveBlocks = 100;
  L.BlocksPerSm = 2;
  GpuModel G = cachingToyGpu();
  G.L1CachesGlobalLoads = false; // DRAM share only
  P.apply(G, L, Slots);
  EXPECT_NEAR(Slots[Dram], 1.0, 1e-12);
}

// --- what the requests wait for (docs/model.md#waiting-on-a-miss) ---------------

namespace {

struct AllShares {
  double L1, Dram, WaitL1, WaitDram;
  double Waits; ///< reuse.waits: 1 when the predictor must evaluate the wait fractions apart
};

/// The traffic and wait shares of \p K's access 0 for one launch.
AllShares allShares(const KernelModel &K, const GpuModel &G, std::array<double, 3> Block,
                    std::array<double, 3> Grid, double WaveBlocks) {
  SymbolTable T;
  addBuiltinSlots(T);
  unsigned L1 = T.slot(reuseL1Symbol(0)), Dram = T.slot(reuseDramSymbol(0));
  unsigned WaitL1 = T.slot(reuseL1WaitSymbol(0)), WaitDram = T.slot(reuseDramWaitSymbol(0));
  ReusePlan P = ReusePlan::build(K, T);
  EXPECT_FALSE(P.empty());
  std::vector<double> Slots(T.size(), 0.0);
  for (unsigned D = 0; D < 3; ++D) {
    Slots[SlotBdimX + D] = Block[D];
    Slots[SlotGdimX + D] = Grid[D];
  }
  ReusePlan::Launch L;
  L.WaveBlocks = WaveBlocks;
  L.BlocksPerSm = 1;
  P.apply(G, L, Slots);
  return {Slots[L1], Slots[Dram], Slots[WaitL1], Slots[WaitDram], Slots[SlotWaits]};
}

/// One load of 4-byte elements, each thread running it once per offset
/// (or \p Executions times).
KernelModel oneAccess(std::vector<AddressTerm> Terms, std::vector<Expr> Offsets, double Sectors,
                      std::vector<unsigned> IssueBlocks = {}, std::optional<Expr> Executions = {}) {
  KernelModel K = kc::test::toyKernel(Expr(1.0), Expr(1.0));
  MemoryAccess A;
  A.BytesPerThread = 4;
  A.Executions = Executions ? *Executions : Expr(static_cast<double>(Offsets.size()));
  A.SectorsPerRequest = Expr(Sectors);
  AddressForm F;
  F.Array = "in";
  F.Terms = std::move(Terms);
  F.Offsets = std::move(Offsets);
  F.IssueBlocks = std::move(IssueBlocks);
  A.Address = F;
  K.Accesses.push_back(A);
  return K;
}

} // namespace

TEST(ReuseModelTest, WarpsReadingOneSectorAtOnceAllWaitForItsFetch) {
  // A column-major read in[tid.x*64 + tid.y] (rows of 64 floats, 256 B) in one
  // 16x16 block: a warp (tid.y = 2w, 2w+1) touches 16 rows x 1 sector; the four
  // warps of tid.y 0..7 touch the same 16 sectors. Requests 256 x 16/32 = 128
  // sectors, footprint 16 rows x 2 sectors = 32: L1 serves 96/128 of the traffic.
  // But the four warps request each sector at the same moment: each waits for
  // the one fetch (m = 128 / 32 = 4 requests per sector, 4 x 32 / 128 = all of
  // them), so none waits for an L1 hit, and all wait for DRAM.
  KernelModel K = oneAccess({{"tid.x", Expr(256.0)}, {"tid.y", Expr(4.0)}}, {Expr(0.0)}, 16);
  AllShares S = allShares(K, cachingToyGpu(), {16, 16, 1}, {1, 1, 1}, 1);
  EXPECT_NEAR(S.L1, 0.75, 1e-12);
  EXPECT_NEAR(S.Dram, 0.25, 1e-12);
  EXPECT_NEAR(S.WaitL1, 0.0, 1e-12);
  EXPECT_NEAR(S.WaitDram, 1.0, 1e-12);
  EXPECT_EQ(S.Waits, 1.0);
}

TEST(ReuseModelTest, CopiesInOneBasicBlockWaitTogetherCopiesInTurnFindTheSectorsFetched) {
  // The vertical 3-point stencil of BlocksAlongYShareHaloRows (L1 56/96, DRAM
  // 136/384 for a wave of 4 blocks along y).
  auto Stencil = [](std::vector<unsigned> Blocks) {
    return oneAccess({{"tid.x", Expr(4.0)}, {"bid.x", Expr(128.0)}, {"tid.y", Expr(4096.0)},
                      {"bid.y", Expr(32768.0)}},
                     {Expr(-4096.0), Expr(0.0), Expr(4096.0)}, 4, std::move(Blocks));
  };
  // Each copy in its own basic block: one copy of a block touches 8 rows x 4 =
  // 32 sectors, 3 x 32 = 96 = the requests: one request per sector at a time,
  // so the requests wait for what the traffic shares say.
  AllShares Apart = allShares(Stencil({1, 2, 3}), cachingToyGpu(), {32, 8, 1}, {1, 32, 1}, 4);
  EXPECT_NEAR(Apart.L1, 56.0 / 96.0, 1e-12);
  EXPECT_NEAR(Apart.WaitL1, 56.0 / 96.0, 1e-12);
  EXPECT_NEAR(Apart.WaitDram, 136.0 / 384.0, 1e-12);
  EXPECT_EQ(Apart.Waits, 0.0); // nothing to evaluate apart
  // All three in one block issue together: the block touches its 40 sectors
  // with 96 requests at once (m = 2.4; 2.4 x 40 / 96 = all wait for the
  // fetch), and the wave its 136 with 384 (all wait for DRAM).
  AllShares Together = allShares(Stencil({7, 7, 7}), cachingToyGpu(), {32, 8, 1}, {1, 32, 1}, 4);
  EXPECT_NEAR(Together.L1, 56.0 / 96.0, 1e-12);
  EXPECT_NEAR(Together.WaitL1, 0.0, 1e-12);
  EXPECT_NEAR(Together.WaitDram, 1.0, 1e-12);
  // Without the blocks (a hand-built model): copies taken in turn.
  AllShares Unknown = allShares(Stencil({}), cachingToyGpu(), {32, 8, 1}, {1, 32, 1}, 4);
  EXPECT_NEAR(Unknown.WaitL1, Apart.WaitL1, 1e-12);
  EXPECT_NEAR(Unknown.WaitDram, Apart.WaitDram, 1e-12);
}

TEST(ReuseModelTest, ATableEveryBlockReadsIsWaitedForInTheFirstWaveOnly) {
  // in[tid.x] (32 floats, 4 sectors) read by both warps of a 32x2 block and by
  // every block: requests 64 x 4/32 = 8 per block, footprint 4: L1 share 1/2;
  // a wave of 2 blocks requests 16 of the same 4 sectors: DRAM share 1/4.
  KernelModel K = oneAccess({{"tid.x", Expr(4.0)}}, {Expr(0.0)}, 4);
  // One wave: both warps (and both blocks) ask at once and all wait for DRAM.
  AllShares One = allShares(K, cachingToyGpu(), {32, 2, 1}, {2, 1, 1}, 2);
  EXPECT_NEAR(One.L1, 0.5, 1e-12);
  EXPECT_NEAR(One.Dram, 0.25, 1e-12);
  EXPECT_NEAR(One.WaitL1, 0.0, 1e-12);
  EXPECT_NEAR(One.WaitDram, 1.0, 1e-12);
  // Four waves: later blocks find the table in the caches, so only the first
  // wave's quarter waits (block: 2 x 4 / 8 / 4 = 1/4 miss, wave: 4 x 4 / 16 / 4
  // = 1/4), no more than the traffic shares already say.
  AllShares Four = allShares(K, cachingToyGpu(), {32, 2, 1}, {8, 1, 1}, 2);
  EXPECT_NEAR(Four.WaitL1, 0.5, 1e-12);
  EXPECT_NEAR(Four.WaitDram, 0.25, 1e-12);
}

TEST(ReuseModelTest, AGuardOnTheThreadIndexCountsItsThreadsExactly) {
  // in[tid.x*4], read by threads tid.x < 64 only, the same for every block,
  // 100 blocks in one wave: 100 x 64 x 4/32 = 800 requested sectors. The
  // threads that read span 64 floats (8 sectors), not the block's 192 (24):
  // DRAM share 8 / 800. (32 evenly spaced samples, lin = 3, 9, ..., 189, would
  // count 11 of 32 threads: 825 sectors.)
  KernelModel K = oneAccess({{"tid.x", Expr(4.0)}}, {Expr(0.0)}, 4, {}, lt(sym("tid.x"), Expr(64.0)));
  GpuModel G = cachingToyGpu();
  G.L1CachesGlobalLoads = false; // DRAM share only
  AllShares S = allShares(K, G, {192, 1, 1}, {100, 1, 1}, 100);
  EXPECT_NEAR(S.Dram, 8.0 / 800.0, 1e-12);
}

TEST(ReuseModelTest, ABlockOfFewerThan32ThreadsRequestsWhatItsOneWarpDoes) {
  // The 3-point vertical stencil in a 2 x 2 block, one block in the launch: its
  // one warp (4 lanes, 2 rows of 2 floats) reads 2 sectors per request, 3
  // requests: 6 sectors requested, not 4 threads x 3 x 2 / 32 = 0.75. Distinct:
  // rows y - 1 .. y + 2 of one 8-byte column = 4 sectors. L1 serves 1 - 4/6 =
  // 1/3, DRAM the 4 of 6 first touches (2/3).
  KernelModel K = stencilKernel();
  K.Accesses[0].SectorsPerRequest = Expr(2.0);
  Shares S = sharesOf(K, cachingToyGpu(), {2, 2}, {1, 1}, 1, 1);
  EXPECT_NEAR(S.L1, 1.0 / 3, 1e-12);
  EXPECT_NEAR(S.Dram, 2.0 / 3, 1e-12);
}

TEST(ReuseModelTest, AGuardOnTheGlobalIndexIsAveragedOverTheFirstAndTheMiddleBlock) {
  // in[i - 1], in[i], in[i + 1], i = bid.x*64 + tid.x, run by i < 96: grid of 2
  // blocks of 64. Block 0 runs all 64 threads, the middle block (bid.x = 1) 32:
  // 3 x (1 + 0.5) / 2 = 2.25 executions per thread, 64 x 2.25 x 4 / 32 = 18
  // sectors requested per block, of a footprint of 66 floats = 9 sectors: L1
  // serves 1 - 9/18 = 1/2 (block 0 alone would give 1 - 9/24, the middle one 1 - 9/12).
  KernelModel K = kc::test::toyKernel(Expr(1.0), Expr(1.0));
  MemoryAccess A;
  A.BytesPerThread = 4;
  A.Executions = Expr(3.0) * lt(sym("bid.x") * Expr(64.0) + sym("tid.x"), Expr(96.0));
  A.SectorsPerRequest = Expr(4.0);
  AddressForm F;
  F.Array = "in";
  F.Terms = {{"tid.x", Expr(4.0)}, {"bid.x", Expr(256.0)}};
  F.Offsets = {Expr(-4.0), Expr(0.0), Expr(4.0)};
  A.Address = F;
  K.Accesses.push_back(A);
  EXPECT_NEAR(sharesOf(K, cachingToyGpu(), {64, 1}, {2, 1}, 2, 1).L1, 0.5, 1e-12);
}

TEST(ReuseModelTest, AGuardNoMiddleThreadPassesIsStillCounted) {
  // in[tid.y*64 + tid.x*4] (rows of 16 floats) in a 16 x 16 block, read only by
  // threads tid.x < 4 (a 4 x 4 image under 16 x 16 blocks), the same 1 KiB (32
  // sectors) for each of the 100 blocks of one wave. The 32 sample runs of 8
  // threads have their middle threads at tid.x = 4 and 12, where the guard
  // fails; their first threads (tid.x = 0, 8) show that runs starting a row
  // hold readers, counted thread by thread: 100 x 64 x 4/32 = 800 requested
  // sectors. The readers' box is 4 x 16 threads: 16 rows of 16 bytes, each row
  // in a sector of its own (rows are 64 bytes apart): DRAM share 16 / 800 (the
  // whole block's box, 32 sectors, would give 32 / 800). Counting no reader at
  // all left the share at 1.
  KernelModel K = oneAccess({{"tid.x", Expr(4.0)}, {"tid.y", Expr(64.0)}}, {Expr(0.0)}, 4, {},
                            lt(sym("tid.x"), Expr(4.0)));
  GpuModel G = cachingToyGpu();
  G.L1CachesGlobalLoads = false; // DRAM share only
  AllShares S = allShares(K, G, {16, 16, 1}, {100, 1, 1}, 100);
  EXPECT_NEAR(S.Dram, 16.0 / 800.0, 1e-12);
}

TEST(ReuseModelTest, AGuardOnBothThreadIndexesShrinksTheFootprintToItsBox) {
  // in[tid.y*64 + tid.x*4] (rows of 16 floats) in a 16 x 16 block, read by the
  // threads of a 4 x 4 image only (tid.x < 4 and tid.y < 4), the same for each
  // of the 100 blocks of one wave: 100 x 16 x 4/32 = 200 requested sectors.
  // The readers' box: 4 rows of 16 bytes, rows 64 bytes apart, 4 sectors:
  // DRAM share 4 / 200. (The whole block's box: 1 KiB, 32 / 200; the first 16
  // threads of the linear index: one row of 64 bytes, 2 / 200.)
  Expr Guard = lt(sym("tid.x"), Expr(4.0)) * lt(sym("tid.y"), Expr(4.0));
  KernelModel K = oneAccess({{"tid.x", Expr(4.0)}, {"tid.y", Expr(64.0)}}, {Expr(0.0)}, 4, {}, Guard);
  GpuModel G = cachingToyGpu();
  G.L1CachesGlobalLoads = false; // DRAM share only
  AllShares S = allShares(K, G, {16, 16, 1}, {100, 1, 1}, 100);
  EXPECT_NEAR(S.Dram, 4.0 / 200.0, 1e-12);
}

TEST(ReuseModelTest, AHaloReadByTwoThreadsKeepsTheInteriorsFootprint) {
  // in[tid.x*4] read by all 64 threads of a block (4 sectors per request) and
  // in[tid.x*4 + 256] by the last two only (tid.x > 61, 1 sector), the same for
  // each of the 100 blocks of one wave: one group, the union of the members'
  // thread boxes is the whole block. Requests 100 x (64 x 4/32 + 2 x 1/32) =
  // 806.25 sectors; footprint 512 bytes = 16 sectors: DRAM share 16 / 806.25.
  // (The halo's two threads alone would give 9 sectors.)
  KernelModel K = oneAccess({{"tid.x", Expr(4.0)}}, {Expr(0.0)}, 4);
  MemoryAccess Halo = K.Accesses[0];
  Halo.Executions = lt(Expr(61.0), sym("tid.x"));
  Halo.SectorsPerRequest = Expr(1.0);
  Halo.Address->Offsets = {Expr(256.0)};
  K.Accesses.push_back(Halo);
  SymbolTable T;
  addBuiltinSlots(T);
  unsigned Dram0 = T.slot(reuseDramSymbol(0)), Dram1 = T.slot(reuseDramSymbol(1));
  ReusePlan P = ReusePlan::build(K, T);
  std::vector<double> Slots(T.size(), 0.0);
  Slots[SlotBdimX] = 64, Slots[SlotBdimY] = 1, Slots[SlotBdimZ] = 1;
  Slots[SlotGdimX] = 100, Slots[SlotGdimY] = 1, Slots[SlotGdimZ] = 1;
  ReusePlan::Launch L;
  L.WaveBlocks = 100;
  GpuModel G = cachingToyGpu();
  G.L1CachesGlobalLoads = false; // DRAM share only
  P.apply(G, L, Slots);
  EXPECT_NEAR(Slots[Dram0], 16.0 / 806.25, 1e-12);
  EXPECT_NEAR(Slots[Dram1], 16.0 / 806.25, 1e-12);
}

namespace {

/// A molecular-dynamics force loop (docs/model.md#gather-footprint): access 0
/// gathers in[neigh[j]] (one sector per lane, 128 neighbours), access 1 reads
/// the thread's own in[bid.x * 256 + tid.x] (\p OwnTerms, 16 B apart: float4
/// positions).
KernelModel neighbourGather(std::vector<AddressTerm> OwnTerms) {
  KernelModel K = oneAccess(std::move(OwnTerms), {Expr(0.0)}, 16);
  MemoryAccess Gather;
  Gather.BytesPerThread = 16;
  Gather.Executions = Expr(128.0);
  Gather.SectorsPerRequest = Expr(32.0);
  Gather.GatherArray = "in";
  K.Accesses.insert(K.Accesses.begin(), Gather);
  return K;
}

/// The gather's DRAM share (its slot starts at its default, 1) on 288 blocks of
/// 256 threads, \p WaveBlocks at a time, with an L2 of \p L2Bytes.
double gatherDramShare(const KernelModel &K, double WaveBlocks, unsigned L2Bytes) {
  SymbolTable T;
  addBuiltinSlots(T);
  unsigned Dram0 = T.slot(reuseDramSymbol(0));
  T.slot(reuseDramSymbol(1));
  ReusePlan P = ReusePlan::build(K, T);
  std::vector<double> Slots(T.size(), 0.0);
  Slots[Dram0] = 1.0;
  Slots[SlotBdimX] = 256, Slots[SlotBdimY] = 1, Slots[SlotBdimZ] = 1;
  Slots[SlotGdimX] = 288, Slots[SlotGdimY] = 1, Slots[SlotGdimZ] = 1;
  ReusePlan::Launch L;
  L.WaveBlocks = WaveBlocks;
  GpuModel G = kc::test::toyGpu();
  G.L2SizeBytes = L2Bytes;
  P.apply(G, L, Slots);
  return Slots[Dram0];
}

} // namespace

TEST(ReuseModelTest, AGatherIntoAnArrayReadByThreadIsBoundedByItsFootprint) {
  // in as the threads read it: 73,728 x 16 B = 36,864 sectors over the launch
  // (one wave of 288 blocks, or 4 waves of 72 with 9,216 each). The gather
  // requests 73,728 x 128 x 32 / 32 = 9,437,184 sectors: DRAM share 1/256.
  KernelModel K = neighbourGather({{"tid.x", Expr(16.0)}, {"bid.x", Expr(4096.0)}});
  EXPECT_NEAR(gatherDramShare(K, 288, 4 << 20), 36864.0 / 9437184.0, 1e-12);
  EXPECT_NEAR(gatherDramShare(K, 72, 4 << 20), 36864.0 / 9437184.0, 1e-12);
  // The 1.18 MB part does not fit a 1 MB L2: every gathered sector from DRAM.
  EXPECT_DOUBLE_EQ(gatherDramShare(K, 288, 1 << 20), 1.0);
}

TEST(ReuseModelTest, AGatherIntoAnArrayReadOnlyAtOneAddressIsNotBounded) {
  // in[bid.x * 256] alone (every thread of a block at one address) says
  // nothing about how far the gather reaches: DRAM as before.
  KernelModel K = neighbourGather({{"bid.x", Expr(4096.0)}});
  EXPECT_DOUBLE_EQ(gatherDramShare(K, 288, 4 << 20), 1.0);
  // A gather into another array is not bounded by in's footprint either.
  KernelModel Other = neighbourGather({{"tid.x", Expr(16.0)}, {"bid.x", Expr(4096.0)}});
  Other.Accesses[0].GatherArray = "vel";
  EXPECT_DOUBLE_EQ(gatherDramShare(Other, 288, 4 << 20), 1.0);
}
