// Grouping of threads, warps and blocks: patterns that switch on and off
// across lanes, threads and blocks (`(tid.x & 31) == 0`, even blocks, a middle
// range, triangles) predicted by hand on the toy GPU, and every pattern of a
// table checked against a brute-force evaluation of every thread.
#include "../common/ToyGpu.h"

#include "predictor/Grouping.h"
#include "predictor/Prediction.h"

#include <gtest/gtest.h>

#include <map>
#include <random>

using namespace kc;
using namespace kc::test;

namespace {

LaunchConfig launch(Dim3 Grid, Dim3 Block) {
  LaunchConfig L;
  L.Grid = Grid;
  L.Block = Block;
  return L;
}

Prediction run(const KernelModel &K, const LaunchConfig &L) {
  auto P = PreparedKernel::prepare(K, toyGpu());
  EXPECT_TRUE(bool(P)) << (P ? "" : llvm::toString(P.takeError()));
  auto R = predict(*P, L, ModelKind::Wave);
  if (!R) {
    ADD_FAILURE() << llvm::toString(R.takeError());
    return {};
  }
  return *R;
}

double cycles(const Prediction &P) { return P.ExecMs / 1e-6; } // toy: 1 cycle = 1 ns

bool hasNote(const Prediction &P, const char *Part) {
  for (const std::string &N : P.Notes)
    if (N.find(Part) != std::string::npos)
      return true;
  return false;
}

Expr tid(const char *Axis) { return sym((std::string("tid.") + Axis).c_str()); }
Expr bid(const char *Axis) { return sym((std::string("bid.") + Axis).c_str()); }

} // namespace

TEST(Grouping, OneLanePerWarpIdiom) {
  // if ((threadIdx.x & 31) == 0) { 8000 cycles of work }: the analyzer's model
  // of `& 31` is tid.x mod 32. delay = time = 8 + 8000 on lane 0 of every warp.
  // One block of 128 threads = 4 warps on one SM, 2 processing blocks: warps
  // 0 and 2 on PB 0, each with a working lane 0 -> 2 x 8008 = 16016 issue
  // cycles > the longest warp's 8008: 16016 cycles. (Taking the stretch of
  // threads 32..127 as uniform because its ends are idle lanes gave warp 2
  // 8 cycles: 8008 + 8 = 8016.)
  Expr Lane0 = eq(mod(tid("x"), 32), 0);
  Expr T = 8 + select(Lane0, 8000, 0);
  KernelModel K = toyKernel(T, T);
  Prediction P = run(K, launch({1, 1, 1}, {128, 1, 1}));
  EXPECT_NEAR(cycles(P), 16016, 1e-9);
  EXPECT_EQ(P.Binding, Bound::Issue);
  EXPECT_TRUE(P.Notes.empty()) << P.Notes.front();
  // Blocks of 32 threads (1 warp), 4 blocks on 2 SMs (2 per SM, one warp per
  // PB): every PB issues one working warp: 8008 cycles.
  EXPECT_NEAR(cycles(run(K, launch({4, 1, 1}, {32, 1, 1}))), 8008, 1e-9);
  // 1024 threads = 32 warps, 16 per PB: 16 x 8008 = 128128.
  EXPECT_NEAR(cycles(run(K, launch({1, 1, 1}, {1024, 1, 1}))), 16 * 8008, 1e-9);
}

// Work of 10000 cycles in some blocks (100 cycles in all): 8 one-warp blocks,
// 2 per SM on 2 SMs = 4 blocks per wave, 2 waves. A wave with a working block
// takes 10100 cycles, one without 100. In each case below both waves hold
// working blocks: 20200 cycles. (Judging a stretch of blocks by its two ends
// gave 200 for the middle range, 10200 for even blocks and the triangle.)
namespace {
double blockPattern(Expr Work, Dim3 Grid = {8, 1, 1}) {
  KernelModel K = toyKernel(100 + select(Work, 10000, 0), 1);
  return cycles(run(K, launch(Grid, {32, 1, 1})));
}
} // namespace

TEST(Grouping, MiddleRangeOfBlocks) {
  // Blocks 2..5 work: wave 0 = blocks 0-3 (2, 3 work), wave 1 = 4-7 (4, 5).
  EXPECT_NEAR(blockPattern(le(2, bid("x")) * lt(bid("x"), 6)), 20200, 1e-9);
  // Blocks 5..6 only: wave 0 idle (100), wave 1 works (10100).
  EXPECT_NEAR(blockPattern(le(5, bid("x")) * le(bid("x"), 6)), 10200, 1e-9);
}

TEST(Grouping, EvenNumberedBlocks) {
  EXPECT_NEAR(blockPattern(eq(mod(bid("x"), 2), 0)), 20200, 1e-9);
  // Every fourth block from block 1 (1, 5): one in each wave.
  EXPECT_NEAR(blockPattern(eq(mod(bid("x"), 4), 1)), 20200, 1e-9);
  // Block 3 only (bid.x == 3): wave 0 works, wave 1 idle.
  EXPECT_NEAR(blockPattern(eq(bid("x"), 3)), 10200, 1e-9);
  // All but block 3 (!=): both waves work.
  EXPECT_NEAR(blockPattern(ne(bid("x"), 3)), 20200, 1e-9);
}

TEST(Grouping, TriangleOfALinearIndex) {
  // Block i stands for element (row i / 4, col i % 4) of a 4 x 4 matrix (the
  // first two rows); the lower triangle col <= row works: blocks 0 (0,0),
  // 4 (1,0), 5 (1,1): wave 0 (0-3) and wave 1 (4-7) both work.
  EXPECT_NEAR(blockPattern(le(mod(bid("x"), 4), floorDiv(bid("x"), 4))), 20200, 1e-9);
}

TEST(Grouping, OneSidedGuardControl) {
  // i < 6 (the case that was already exact): blocks 0-5 work.
  EXPECT_NEAR(blockPattern(lt(bid("x"), 6)), 20200, 1e-9);
  EXPECT_NEAR(blockPattern(lt(bid("x"), 4)), 10200, 1e-9);
}

TEST(Grouping, CheckerboardOfA2dGrid) {
  // (bid.x + bid.y) even on a 4 x 2 grid: linear order row by row, waves of
  // 4 blocks = one row each; both rows have working blocks.
  EXPECT_NEAR(blockPattern(eq(mod(bid("x") + bid("y"), 2), 0), {4, 2, 1}), 20200, 1e-9);
  // Only block (3, 0) above the diagonal bid.x > 2 * bid.y + 2 -> wave 0 only.
  EXPECT_NEAR(blockPattern(lt(2 * bid("y") + 2, bid("x")), {4, 2, 1}), 10200, 1e-9);
}

TEST(Grouping, PeriodicBlocksOfALargeGridAreExactAndFast) {
  // Even blocks of 40000: every wave of 4 has 2 working blocks: 10000 waves of
  // 10100 cycles. The pattern is one periodic segment, not 40000 segments.
  KernelModel K = toyKernel(100 + select(eq(mod(bid("x"), 2), 0), 10000, 0), 1);
  Prediction P = run(K, launch({40000, 1, 1}, {32, 1, 1}));
  EXPECT_NEAR(cycles(P), 10000.0 * 10100, 1e-3);
  EXPECT_TRUE(P.Notes.empty()) << P.Notes.front();
  auto PK = PreparedKernel::prepare(K, toyGpu());
  ASSERT_TRUE(bool(PK));
  LaunchConfig L = launch({40000, 1, 1}, {32, 1, 1});
  std::vector<double> Slots;
  ASSERT_FALSE(bool(PK->bindLaunch(L, Slots)));
  GridGroups G(*PK, L, Slots);
  ASSERT_EQ(G.segments(0).size(), 1u);
  EXPECT_EQ(G.segmentPeriods(0)[0], 2u);
  EXPECT_EQ(G.numBlockClasses(), 0u); // nothing evaluated until asked
  auto Counts = G.classCounts();
  ASSERT_EQ(Counts.size(), 2u);
  EXPECT_EQ(Counts[0].second, 20000);
  EXPECT_EQ(Counts[1].second, 20000);
}

TEST(Grouping, PatternBeyondTheBudgetIsNamedInTheNotes) {
  // Every block different (time grows with bid.x mod 4099, a period above
  // GridGroups::MaxBlockPeriod) on 20000 blocks: more distinct blocks than
  // the per-axis budget, so part of the axis is grouped approximately and the
  // prediction says so.
  KernelModel K = toyKernel(100 + mod(bid("x"), 4099), 1);
  Prediction P = run(K, launch({20000, 1, 1}, {32, 1, 1}));
  EXPECT_TRUE(hasNote(P, "grouped approximately")) << (P.Notes.empty() ? "" : P.Notes.front());
}

TEST(Grouping, ThreadPatternsInsideABlock) {
  // One block of 256 threads (8 warps, 4 per PB); time = delay = 10 + 1000 for
  // working threads. A warp with a working lane takes 1010 issue cycles, an
  // idle one 10.
  auto Block = [](Expr Work) {
    Expr T = 10 + select(Work, 1000, 0);
    return cycles(run(toyKernel(T, T), launch({1, 1, 1}, {256, 1, 1})));
  };
  // Threads 40..89 (warps 1 and 2): PB 1 has warp 1 (1010) + 3 idle = 1040,
  // PB 0 has warp 2 + 3 idle = 1040.
  EXPECT_NEAR(Block(le(40, tid("x")) * lt(tid("x"), 90)), 1040, 1e-9);
  // Threads 100..110 only (warp 3, PB 1): 1010 + 30 = 1040.
  EXPECT_NEAR(Block(le(100, tid("x")) * le(tid("x"), 110)), 1040, 1e-9);
  // Odd threads: every warp works: 4 x 1010 = 4040 per PB.
  EXPECT_NEAR(Block(eq(mod(tid("x"), 2), 1)), 4040, 1e-9);
  // tid.x % 64 == 0: warps 0, 2, 4, 6, all on PB 0: 4040.
  EXPECT_NEAR(Block(eq(mod(tid("x"), 64), 0)), 4040, 1e-9);
  // tid.x % 96 == 0: threads 0, 96, 192 = warps 0, 3, 6: PB 0 has 0 and 6
  // (2 x 1010 + 2 x 10 = 2040), PB 1 has 3 (1030).
  EXPECT_NEAR(Block(eq(mod(tid("x"), 96), 0)), 2040, 1e-9);
}

TEST(Grouping, TriangleOfA2dBlock) {
  // A 32 x 8 block (8 warps, one row of tid.x each); the upper triangle
  // tid.x < tid.y works: row y has y working threads, so warp 0 (y = 0) is
  // idle and warps 1..7 work. PB 0: warps 0 (10), 2, 4, 6 -> 3040; PB 1: 1, 3,
  // 5, 7 -> 4040.
  Expr T = 10 + select(lt(tid("x"), tid("y")), 1000, 0);
  EXPECT_NEAR(cycles(run(toyKernel(T, T), launch({1, 1, 1}, {32, 8, 1}))), 4040, 1e-9);
}

// --- every pattern against a brute-force evaluation ----------------------------

namespace {

/// The sample of one thread, as GridGroups summarises it.
std::vector<double> bruteSample(const PreparedKernel &P, std::vector<double> Slots, uint64_t T,
                                const Dim3 &B, const uint64_t Bid[3]) {
  Slots[SlotTidX] = static_cast<double>(T % B.X);
  Slots[SlotTidY] = static_cast<double>((T / B.X) % B.Y);
  Slots[SlotTidZ] = static_cast<double>(T / (B.X * B.Y));
  for (unsigned A = 0; A < 3; ++A)
    Slots[SlotBidX + A] = static_cast<double>(Bid[A]);
  std::vector<double> S;
  for (double Lat : {0.0, GridGroups::RefLatency}) {
    Slots[SlotLatMem] = Lat;
    for (unsigned Q = 0; Q < NumQuantities; ++Q)
      S.push_back(P.expr(static_cast<Quantity>(Q)).evaluate(Slots.data()));
  }
  return S;
}

void checkAgainstBruteForce(const KernelModel &K, const LaunchConfig &L, const std::string &What) {
  auto P = PreparedKernel::prepare(K, toyGpu());
  ASSERT_TRUE(bool(P)) << What;
  std::vector<double> Slots;
  ASSERT_FALSE(bool(P->bindLaunch(L, Slots))) << What;
  GridGroups G(*P, L, Slots);
  uint64_t Threads = L.Block.count();
  // Per block: its class, and the lanes of every warp evaluated one by one.
  std::map<uint32_t, std::vector<std::vector<double>>> ByClass;
  std::map<std::vector<std::vector<double>>, uint32_t> ByLanes;
  std::map<uint32_t, std::vector<double>> WarpByClass;
  for (uint64_t Lin = 0; Lin < L.Grid.count(); ++Lin) {
    uint64_t Bid[3] = {Lin % L.Grid.X, (Lin / L.Grid.X) % L.Grid.Y, Lin / (L.Grid.X * L.Grid.Y)};
    std::vector<std::vector<double>> Lanes;
    for (uint64_t T = 0; T < Threads; ++T)
      Lanes.push_back(bruteSample(*P, Slots, T, L.Block, Bid));
    uint32_t C = G.classOf(Lin);
    std::string Where = What + " block " + std::to_string(Lin);
    // Blocks of one class evaluate the same, thread by thread ...
    auto [It, New] = ByClass.try_emplace(C, Lanes);
    EXPECT_TRUE(New || It->second == Lanes) << Where << ": grouped with a different block";
    // ... and blocks that evaluate the same are one class.
    auto [It2, New2] = ByLanes.try_emplace(Lanes, C);
    EXPECT_TRUE(New2 || It2->second == C) << Where << ": identical to a block of another class";
    // Each warp's class has the right byte total and main thread.
    const BlockClass &BC = G.block(C);
    ASSERT_EQ(BC.Warps.size(), (Threads + 31) / 32) << Where;
    for (size_t W = 0; W < BC.Warps.size(); ++W) {
      const WarpClass &WC = G.warp(BC.Warps[W]);
      double Mem = 0, MaxRef = 0;
      for (uint64_t T = W * 32; T < std::min<uint64_t>(W * 32 + 32, Threads); ++T) {
        Mem += Lanes[T][2];
        MaxRef = std::max(MaxRef, Lanes[T][NumQuantities]);
      }
      EXPECT_DOUBLE_EQ(WC.MemBytes, Mem) << Where << " warp " << W;
      EXPECT_DOUBLE_EQ(WC.Main.TimeAtRef, MaxRef) << Where << " warp " << W;
    }
  }
  EXPECT_FALSE(G.approximated()) << What;
}

} // namespace

TEST(Grouping, EveryPatternMatchesBruteForce) {
  Expr I = bid("x") * sym("bdim.x") + tid("x");
  Expr Y = bid("y") * sym("bdim.y") + tid("y");
  const std::pair<const char *, Expr> Conds[] = {
      {"lane 0", eq(mod(tid("x"), 32), 0)},
      {"odd threads", eq(mod(tid("x"), 2), 1)},
      {"tid.x % 3", lt(mod(tid("x"), 3), 1)},
      {"tid.x % 48 == 5", eq(mod(tid("x"), 48), 5)},
      {"middle threads", le(20, tid("x")) * lt(tid("x"), 45)},
      {"tid.x != 7", ne(tid("x"), 7)},
      {"triangle tid", le(tid("x"), tid("y"))},
      {"tid.y == 1", eq(tid("y"), 1)},
      {"tid.z", lt(tid("z"), 1)},
      {"i < n", lt(I, sym("n"))},
      {"i % 48 == 0", eq(mod(I, 48), 0)},
      {"i / 64 != 3", ne(floorDiv(I, 64), 3)},
      {"2-D guard", lt(I, sym("n")) * lt(Y, 9)},
      {"even blocks", eq(mod(bid("x"), 2), 0)},
      {"middle blocks", le(1, bid("x")) * lt(bid("x"), 3)},
      {"block triangle", le(mod(bid("x"), 4), floorDiv(bid("x"), 4))},
      {"lower triangle of a 2-D grid", le(bid("x"), bid("y"))},
      {"checkerboard", eq(mod(bid("x") + bid("y"), 2), 0)},
      {"bid.z", eq(bid("z"), 1)},
      {"max", lt(max(tid("x"), bid("x") * 8), 20)},
      {"ilog2", eq(ilog2(tid("x") + 1), 3)},
  };
  const std::pair<Dim3, Dim3> Launches[] = {
      {{8, 1, 1}, {128, 1, 1}}, {{5, 1, 1}, {96, 1, 1}},  {{3, 1, 1}, {100, 1, 1}},
      {{4, 3, 1}, {16, 8, 1}},  {{3, 2, 1}, {24, 5, 1}},  {{2, 2, 2}, {32, 2, 2}},
      {{7, 1, 1}, {7, 3, 1}},   {{6, 2, 1}, {64, 4, 1}},
  };
  for (const auto &[Name, Cond] : Conds)
    for (const auto &[Grid, Block] : Launches) {
      // Time with and without a memory latency; bytes only where the condition holds.
      KernelModel K = toyKernel(select(Cond, 20 + 2 * sym("lat.mem"), 10), select(Cond, 7, 3),
                                select(Cond, 8, 0));
      K.Params = {{"n", "int", false}};
      LaunchConfig L = launch(Grid, Block);
      L.Args["n"] = static_cast<double>(Grid.X * Block.X) - 37;
      checkAgainstBruteForce(K, L, std::string(Name) + " grid " + Grid.str() + " block " + Block.str());
    }
  // Values that differ in every thread or block.
  checkAgainstBruteForce(toyKernel(100 + tid("x"), 1), launch({3, 1, 1}, {64, 1, 1}), "tid.x");
  checkAgainstBruteForce(toyKernel(100 + 50 * bid("x") + tid("y"), 1), launch({5, 1, 1}, {8, 4, 1}),
                         "bid.x, tid.y");
  checkAgainstBruteForce(toyKernel(10 * floorDiv(tid("x"), 5), 1), launch({1, 1, 1}, {96, 1, 1}),
                         "tid.x / 5");
}

// --- a block by rows against the same block by ranges of warps ------------------

namespace {

/// Every block of \p L grouped by rows (the default) and by ranges of warps
/// (GridGroups(..., ByRows = false), the earlier way): the same block class,
/// and in it the same warp classes, field by field, in every block.
void checkRowsAgainstWarps(const KernelModel &K, const LaunchConfig &L, const std::string &What) {
  auto P = PreparedKernel::prepare(K, toyGpu());
  ASSERT_TRUE(bool(P)) << What;
  std::vector<double> Slots;
  ASSERT_FALSE(bool(P->bindLaunch(L, Slots))) << What;
  GridGroups Rows(*P, L, Slots, true), Warps(*P, L, Slots, false);
  for (uint64_t Lin = 0; Lin < L.Grid.count(); ++Lin) {
    std::string Where = What + " block " + std::to_string(Lin);
    uint32_t CR = Rows.classOf(Lin), CW = Warps.classOf(Lin);
    ASSERT_EQ(CR, CW) << Where;
    const BlockClass &BR = Rows.block(CR), &BW = Warps.block(CW);
    ASSERT_EQ(BR.Warps, BW.Warps) << Where;
    for (size_t W = 0; W < BR.Warps.size(); ++W) {
      const WarpClass &R = Rows.warp(BR.Warps[W]), &Wc = Warps.warp(BW.Warps[W]);
      EXPECT_EQ(R.Lanes, Wc.Lanes) << Where << " warp " << W;
      EXPECT_TRUE(R.Main == Wc.Main) << Where << " warp " << W;
      EXPECT_EQ(R.MemBytes, Wc.MemBytes) << Where << " warp " << W;
      EXPECT_EQ(R.DramBytes, Wc.DramBytes) << Where << " warp " << W;
      EXPECT_EQ(R.UncoalBytes, Wc.UncoalBytes) << Where << " warp " << W;
      ASSERT_EQ(R.Candidates.size(), Wc.Candidates.size()) << Where << " warp " << W;
      for (size_t C = 0; C < R.Candidates.size(); ++C)
        for (unsigned A = 0; A < 3; ++A) {
          EXPECT_EQ(R.Candidates[C].Tid[A], Wc.Candidates[C].Tid[A]) << Where << " warp " << W;
          EXPECT_EQ(R.Candidates[C].Bid[A], Wc.Candidates[C].Bid[A]) << Where << " warp " << W;
        }
    }
  }
  EXPECT_EQ(Rows.numWarpClasses(), Warps.numWarpClasses()) << What;
}

} // namespace

TEST(Grouping, RowsOfAnEdgeBlockByHand) {
  // 2 x 2 blocks of 12 x 4 over a 20 x 6 problem: x < 20 && y < 6 loads 8
  // bytes. Block (1, 1) holds columns 12..23 (tid.x < 8 inside) and rows
  // 4..7 (tid.y < 2 inside). Its warp 0 (threads 0..31) = rows 0 and 1
  // whole (12 lanes each, 8 inside) and 8 lanes of row 2 (outside): 16
  // lanes load, 128 bytes. Warp 1 (threads 32..47, 16 lanes) = 4 lanes of
  // row 2 and row 3: none. Block (1, 0): every row has 8 lanes inside; warp 0
  // = rows 0, 1 and 8 lanes of row 2: 24 lanes, 192 bytes; warp 1 = 4 lanes
  // of row 2 (columns 8..11, outside) and row 3 (8 inside): 64 bytes.
  Expr X = bid("x") * sym("bdim.x") + tid("x"), Y = bid("y") * sym("bdim.y") + tid("y");
  Expr In = lt(X, 20) * lt(Y, 6);
  KernelModel K = toyKernel(10 + select(In, 100, 0), 1, select(In, 8, 0));
  LaunchConfig L = launch({2, 2, 1}, {12, 4, 1});
  auto P = PreparedKernel::prepare(K, toyGpu());
  ASSERT_TRUE(bool(P));
  std::vector<double> Slots;
  ASSERT_FALSE(bool(P->bindLaunch(L, Slots)));
  GridGroups G(*P, L, Slots);
  uint32_t CornerClass = G.classOf(3), EdgeClass = G.classOf(1); // before taking references
  const BlockClass &Corner = G.block(CornerClass), &Edge = G.block(EdgeClass);
  EXPECT_EQ(G.warp(Corner.Warps[0]).MemBytes, 128);
  EXPECT_EQ(G.warp(Corner.Warps[0]).Lanes, 32u);
  EXPECT_EQ(G.warp(Corner.Warps[1]).MemBytes, 0);
  EXPECT_EQ(G.warp(Corner.Warps[1]).Lanes, 16u);
  EXPECT_EQ(G.warp(Edge.Warps[0]).MemBytes, 192);
  EXPECT_EQ(G.warp(Edge.Warps[1]).MemBytes, 64);
  // Rows 0 and 1 of the corner are alike column by column, rows 2 and 3 too:
  // the two warps' classes come from two rows' runs, not from 48 threads.
  EXPECT_LE(G.threadEvaluations(), 12u);
  checkRowsAgainstWarps(K, L, "2-D guard by hand");
  checkAgainstBruteForce(K, L, "2-D guard by hand");
}

TEST(Grouping, RowsMatchWarpsOnRandomKernels) {
  // Random conditions on random 3-D blocks and 2-D grids (fixed seed): rows
  // alike in some blocks and not in others, edges in x and y, periods in
  // tid.x, triangles and planes.
  std::mt19937 Rng(12);
  auto Pick = [&](int Lo, int Hi) { return std::uniform_int_distribution<int>(Lo, Hi)(Rng); };
  Expr X = bid("x") * sym("bdim.x") + tid("x"), Y = bid("y") * sym("bdim.y") + tid("y");
  auto Atom = [&]() -> Expr {
    switch (Pick(0, 8)) {
    case 0: return lt(X, sym("n"));
    case 1: return lt(Y, sym("m"));
    case 2: return eq(mod(tid("x"), Pick(2, 5)), Pick(0, 1));
    case 3: return le(tid("x"), tid("y"));
    case 4: return eq(tid("z"), 1);
    case 5: return lt(tid("y"), Pick(1, 3));
    case 6: return eq(mod(X + Y, 3), 0);
    case 7: return lt(Pick(1, 6), tid("x"));
    default: return eq(mod(bid("x") + tid("y"), 2), 0);
    }
  };
  for (int Case = 0; Case < 60; ++Case) {
    Expr Cond = Pick(0, 1) ? Atom() : Atom() * Atom();
    Dim3 Block{static_cast<uint64_t>(Pick(1, 40)), static_cast<uint64_t>(Pick(1, 6)),
               static_cast<uint64_t>(Pick(1, 2))};
    Dim3 Grid{static_cast<uint64_t>(Pick(1, 4)), static_cast<uint64_t>(Pick(1, 3)), 1};
    KernelModel K = toyKernel(select(Cond, 20 + 2 * sym("lat.mem"), 10 + tid("z")),
                              select(Cond, 7, 3), select(Cond, 8, 0));
    K.Params = {{"n", "int", false}, {"m", "int", false}};
    LaunchConfig L = launch(Grid, Block);
    L.Args["n"] = static_cast<double>(Pick(1, static_cast<int>(Grid.X * Block.X)));
    L.Args["m"] = static_cast<double>(Pick(1, static_cast<int>(Grid.Y * Block.Y)));
    std::string What = "case " + std::to_string(Case) + " block " + Block.str() + " grid " +
                       Grid.str() + " n " + std::to_string(L.Args["n"]) + " m " +
                       std::to_string(L.Args["m"]);
    checkRowsAgainstWarps(K, L, What);
    checkAgainstBruteForce(K, L, What);
  }
}

TEST(Grouping, RowsLikeEndAgreesWithRowPeriodKey) {
  // rowsLikeEnd(r) against rowPeriodKey on grids with y and z segments (edge
  // guards), periodic y and z segments (parity) and uniform axes: every range
  // of blocks that starts in row r and ends before rowsLikeEnd(r) has a key
  // with r's y and z representatives; one more row has none. By hand, for
  // y < 2 and z >= 3 guards on a 3 x 5 x 4 grid: rows 0-1 of each plane (y
  // segment [0, 2)) end at 2, 7, 12, 17; rows 2-4 end at 5, 10, 15, 20.
  struct Case {
    Expr Time;
    Dim3 Grid;
  };
  std::vector<Case> Cases = {
      {Expr(10.0) + select(lt(bid("y"), 2), 5, 0) + select(lt(2, bid("z")), 7, 0), {3, 5, 4}},
      {Expr(10.0) + select(lt(2, bid("z")), 7, 0), {3, 5, 4}},
      {Expr(10.0) + select(eq(mod(bid("y"), 2), 0), 5, 0), {3, 6, 3}},
      {Expr(10.0) + select(eq(mod(bid("z"), 2), 0), 5, 0), {2, 3, 6}},
      {Expr(10.0) + select(lt(bid("y"), 3), 5, 0), {4, 7, 1}},
      {Expr(10.0), {5, 3, 3}},
  };
  for (size_t CI = 0; CI < Cases.size(); ++CI) {
    KernelModel K = toyKernel(Cases[CI].Time, 1);
    auto P = PreparedKernel::prepare(K, toyGpu());
    ASSERT_TRUE(bool(P));
    LaunchConfig L = launch(Cases[CI].Grid, {32, 1, 1});
    std::vector<double> Slots;
    ASSERT_FALSE(bool(P->bindLaunch(L, Slots)));
    GridGroups G(*P, L, Slots);
    const uint64_t Gx = L.Grid.X, Rows = L.Grid.Y * L.Grid.Z;
    for (uint64_t R = 0; R < Rows; ++R) {
      const uint64_t End = G.rowsLikeEnd(R);
      ASSERT_GT(End, R) << CI;
      ASSERT_LE(End, Rows) << CI;
      auto Own = G.rowPeriodKey(R * Gx, 1);
      ASSERT_TRUE(Own.has_value());
      for (uint64_t Begin = R * Gx; Begin < (R + 1) * Gx; ++Begin)
        for (uint64_t N = 1; Begin + N <= End * Gx; ++N) {
          auto K2 = G.rowPeriodKey(Begin, N);
          ASSERT_TRUE(K2.has_value()) << CI << " row " << R << " begin " << Begin << " n " << N;
          EXPECT_EQ((*K2)[0], Begin - R * Gx);
          EXPECT_EQ((*K2)[2], (*Own)[2]);
          EXPECT_EQ((*K2)[3], (*Own)[3]);
        }
      if (End < Rows)
        EXPECT_FALSE(G.rowPeriodKey(R * Gx, (End - R) * Gx + 1).has_value()) << CI << " row " << R;
    }
    if (CI == 0)
      for (uint64_t R = 0; R < Rows; ++R)
        EXPECT_EQ(G.rowsLikeEnd(R), R % 5 < 2 ? R / 5 * 5 + 2 : R / 5 * 5 + 5) << R;
  }
}

TEST(Grouping, WarpTimeKeepsTheLastFewLatenciesOfEachClass) {
  // time = 10 + (bid.x + 1) * lat.mem: warp classes of blocks 0 and 1 take
  // 10 + lat and 10 + 2 lat. Asked at six latencies in turn (more than the
  // answers kept), interleaved over the two classes, warpTime always gives
  // the thread's time, worked out by hand.
  KernelModel K = toyKernel(Expr(10.0) + (bid("x") + Expr(1.0)) * sym("lat.mem"), 1);
  auto P = PreparedKernel::prepare(K, toyGpu());
  ASSERT_TRUE(bool(P));
  LaunchConfig L = launch({2, 1, 1}, {32, 1, 1});
  std::vector<double> Slots;
  ASSERT_FALSE(bool(P->bindLaunch(L, Slots)));
  GridGroups G(*P, L, Slots);
  const uint32_t W0 = G.block(G.classOf(0)).Warps.at(0), W1 = G.block(G.classOf(1)).Warps.at(0);
  ASSERT_NE(W0, W1);
  const double Lats[] = {100, 250, 100, 7, 3.5, 1000, 250, 100, 0, 7, 42, 3.5};
  for (int Round = 0; Round < 3; ++Round)
    for (double Lat : Lats) {
      EXPECT_EQ(G.warpTime(W0, Lat), 10 + Lat) << Lat;
      EXPECT_EQ(G.warpTime(W1, Lat), 10 + 2 * Lat) << Lat;
      EXPECT_EQ(G.warpTime(W0, Lat), 10 + Lat) << Lat; // a kept answer
    }
}
