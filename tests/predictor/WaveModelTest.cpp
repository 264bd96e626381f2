// Wave-model predictions on the toy GPU, worked out by hand in the comments.
#include "../common/ToyGpu.h"

#include "predictor/Grouping.h"
#include "predictor/Prediction.h"
#include "predictor/ResolvedLaunch.h"
#include "predictor/WaveModel.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace kc;
using namespace kc::test;

namespace {

Prediction run(const KernelModel &K, LaunchConfig L, const GpuModel &G = toyGpu()) {
  auto P = PreparedKernel::prepare(K, G);
  EXPECT_TRUE(bool(P)) << (P ? "" : llvm::toString(P.takeError()));
  auto R = predict(*P, L, ModelKind::Wave);
  if (!R) {
    ADD_FAILURE() << llvm::toString(R.takeError());
    return {};
  }
  return *R;
}

LaunchConfig launch(uint64_t Grid, uint64_t Block) {
  LaunchConfig L;
  L.Grid.X = Grid;
  L.Block.X = Block;
  return L;
}

constexpr double LaunchMs = 1e-5; // toy: 0.01 us per launch
constexpr double NsToMs = 1e-6;     // toy: 1 cycle = 1 ns

/// P's per-wave entries are, in order, Counts[i] consecutive waves of
/// Cycles[i] cycles, each wave of \p Blocks blocks.
void expectWaves(const Prediction &P, std::initializer_list<uint64_t> Counts,
                 std::initializer_list<double> Cycles, uint64_t Blocks) {
  ASSERT_EQ(Counts.size(), Cycles.size());
  ASSERT_EQ(P.PerWave.size(), Counts.size());
  for (size_t I = 0; I < Counts.size(); ++I) {
    EXPECT_EQ(P.PerWave[I].Count, Counts.begin()[I]) << I;
    EXPECT_NEAR(P.PerWave[I].TimeMs / NsToMs, Cycles.begin()[I], 1e-9) << I;
    EXPECT_EQ(P.PerWave[I].Blocks, Blocks) << I;
  }
}

} // namespace

TEST(WaveModel, StraightLineOneWarp) {
  // time = 10 + 2*lat.mem; all 8 bytes of a thread come from DRAM, so
  // lat_SM = latDRAM = 100 and the thread takes 210 cycles. One warp moves
  // 256 B in 210 cycles (1.2 B/cycle, far below 100): no latency raise.
  KernelModel K = toyKernel(10 + 2 * sym("lat.mem"), 4, 8);
  Prediction P = run(K, launch(1, 32));
  EXPECT_NEAR(P.ExecMs, 210 * NsToMs, 1e-12);
  EXPECT_NEAR(P.TimeMs, LaunchMs + 210 * NsToMs, 1e-12);
  EXPECT_EQ(P.Waves, 1u);
  EXPECT_EQ(P.Binding, Bound::Latency);
  EXPECT_DOUBLE_EQ(P.Dram.ConvergedCycles, 100);
}

TEST(WaveModel, L1HitsLowerTheLatency) {
  // l1pct = 0.5: lat_SM = 0.5*10 + 0.5*100 = 55; time = 10 + 2*55 = 120.
  KernelModel K = toyKernel(10 + 2 * sym("lat.mem"), 4, 8);
  K.L1HitFraction = 0.5;
  Prediction P = run(K, launch(1, 32));
  EXPECT_NEAR(P.ExecMs, 120 * NsToMs, 1e-12);
}

TEST(WaveModel, MultiWaveStepsAtWaveBoundaries) {
  // 1 warp per block, 2 blocks per SM, 2 SMs: 4 blocks per wave of 100 cycles.
  KernelModel K = toyKernel(100, 1);
  double T[10];
  for (int G = 1; G <= 9; ++G)
    T[G] = run(K, launch(G, 32)).ExecMs / NsToMs;
  for (int G = 1; G <= 4; ++G)
    EXPECT_NEAR(T[G], 100, 1e-9) << G;
  for (int G = 5; G <= 8; ++G)
    EXPECT_NEAR(T[G], 200, 1e-9) << G;
  EXPECT_NEAR(T[9], 300, 1e-9);
  // Grid 9: two full waves of 4 blocks, then a partial wave of 1 block.
  Prediction P = run(K, launch(9, 32));
  EXPECT_EQ(P.Waves, 3u);
  ASSERT_EQ(P.PerWave.size(), 2u);
  EXPECT_EQ(P.PerWave[0].Count, 2u);
  EXPECT_EQ(P.PerWave[0].Blocks, 4u);
  EXPECT_EQ(P.PerWave[1].Count, 1u);
  EXPECT_EQ(P.PerWave[1].Blocks, 1u);
}

TEST(WaveModel, IssueBound) {
  // Block of 128 threads = 4 warps, 2 blocks per SM = 8 warps over 2
  // processing blocks = 4 warps each; sum of delays 4*80 = 320 > time 100.
  KernelModel K = toyKernel(100, 80);
  Prediction P = run(K, launch(4, 128));
  EXPECT_NEAR(P.ExecMs, 320 * NsToMs, 1e-12);
  EXPECT_EQ(P.Binding, Bound::Issue);
}

TEST(WaveModel, BandwidthBoundRaisesDramLatency) {
  // time = 10 + lat.mem, 4 B per thread from DRAM. Blocks of 1024 threads,
  // 2 per SM, 4 per wave: 4096 threads * 4 B = 16384 B per wave. At lat 100
  // the wave takes 110 cycles, 149 B/cycle > 100: the latency rises until
  // time = 16384 / 100 = 163.84 cycles, i.e. latDRAM = 153.84.
  KernelModel K = toyKernel(10 + sym("lat.mem"), 1, 4);
  Prediction P = run(K, launch(4, 1024));
  EXPECT_NEAR(P.ExecMs / NsToMs, 163.84, 1e-3);
  EXPECT_NEAR(P.Dram.ConvergedCycles, 153.84, 1e-3);
  EXPECT_TRUE(P.Dram.Converged);
  EXPECT_EQ(P.Binding, Bound::Dram);
  EXPECT_NEAR(P.DramBandwidth.AchievedGBps, 100, 1e-3);
  // Many waves: time tends to bytes / bandwidth = 400*1024*4 / 100 cycles.
  Prediction Q = run(K, launch(400, 1024));
  EXPECT_NEAR(Q.ExecMs / NsToMs, 400 * 1024 * 4 / 100.0, 0.1);
}

TEST(WaveModel, RepeatedRowWavesReuseTheirResult) {
  // Blocks of column x = 0 (an edge guard) take 100 cycles, the others 50; a
  // 5 x 8 grid of 1024-thread blocks, 2 per SM on 2 SMs: waves of 4 consecutive
  // blocks. A wave's time is its slowest block's; wave k starts at x = 4k mod 5
  // = 0, 4, 3, 2, 1, 0, 4, 3, 2, 1 and only the one starting at x = 1 (x = 1..4)
  // misses column 0: 8 x 100 + 2 x 50 = 900 cycles. Waves 6-10 repeat waves 1-5
  // within rows of one y segment and are reused (GridGroups::rowPeriodKey).
  KernelModel K = toyKernel(Expr(50.0) + Expr(50.0) * lt(sym("bid.x"), Expr(1.0)), 0);
  LaunchConfig L = launch(5, 1024);
  L.Grid.Y = 8;
  Prediction P = run(K, L);
  EXPECT_NEAR(P.ExecMs / NsToMs, 900, 1e-9);
  EXPECT_EQ(P.Waves, 10);
}

TEST(WaveModel, WavesShorterThanARowCountedByHand) {
  // A 7 x 8 grid of 1024-thread blocks, 2 per SM on 2 SMs: waves of 4
  // consecutive blocks, shorter than a row. Blocks of the last column (x = 6)
  // take 100 cycles, the others 50. Wave k starts at column 4k mod 7 = 0, 4,
  // 1, 5, 2, 6, 3 (twice); it holds column 6 when it starts at 3, 4, 5 or 6:
  // 4 + 4 = 8 waves of 100 cycles, 6 of 50: 1100 cycles. The waves at 4 and 5
  // hold the edge column inside (three runs: WaveDealer::threeRunKey), those
  // at 0, 1 and 2 none (whole waves of one class, found once the rows are
  // known); in order 50 100 50 100 50 100 100 50 100 50 100 50 100 100: 12
  // entries of consecutive equal times.
  KernelModel K = toyKernel(Expr(50.0) + Expr(50.0) * lt(Expr(5.0), sym("bid.x")), 0);
  LaunchConfig L = launch(7, 1024);
  L.Grid.Y = 8;
  Prediction P = run(K, L);
  EXPECT_NEAR(P.ExecMs / NsToMs, 1100, 1e-9);
  EXPECT_EQ(P.Waves, 14);
  expectWaves(P, {1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 2},
              {50, 100, 50, 100, 50, 100, 50, 100, 50, 100, 50, 100}, 4);
}

TEST(WaveModel, EdgeInsideWavesByOffsetCountedByHand) {
  // The toy GPU with 4 blocks per SM: 512-thread blocks (16 warps, T = 1
  // slot on 2 processing blocks), waves of 8 blocks on 2 SMs. An 11 x 8 grid,
  // the last column (x = 10) 100 cycles, the others 50. Wave k starts at
  // column 8k mod 11 = 0, 8, 5, 2, 10, 7, 4, 1, 9, 6, 3 (each once: no start
  // repeats); it holds column 10 unless it starts at 0, 1 or 2: 8 x 100 +
  // 3 x 50 = 950 cycles. The waves at 4..9 hold it inside, 10 - x0 blocks in;
  // a one-block stretch stays in its slot and T = 1, so their threeRunOffset
  // is 0 and the waves at 5, 7, 4, 9 and 6 take the result found for the one
  // at 8 (RowSegment::EdgeResult).
  // Entries of equal consecutive times: 50 | 100 x 2 | 50 | 100 x 3 | 50 | 100 x 3.
  GpuModel G = toyGpu();
  G.Occupancy.MaxBlocksPerSm = 4;
  KernelModel K = toyKernel(Expr(50.0) + Expr(50.0) * lt(Expr(9.0), sym("bid.x")), 0);
  LaunchConfig L = launch(11, 512);
  L.Grid.Y = 8;
  Prediction P = run(K, L, G);
  EXPECT_EQ(P.Waves, 11);
  EXPECT_NEAR(P.ExecMs / NsToMs, 950, 1e-9);
  expectWaves(P, {1, 2, 1, 3, 1, 3}, {50, 100, 50, 100, 50, 100}, 8);
}

TEST(WaveModel, WavesAtOtherStartsAreEstimatedOnceTheirStretchIsSimulated) {
  // A 3 x 8 grid of 1024-thread blocks, 2 per SM on 2 SMs: waves of 4
  // consecutive blocks (whole rows and one more), wave k starting at column
  // x0 = 4k mod 3 = 0, 1, 2, 0, 1, 2. Issue-bound: a warp's delay is 10 at
  // x = 0, 5 at x = 1, 1 at x = 2, and a block puts 16 warps on each of the 2
  // processing blocks. SM 0 gets the wave's blocks 0 and 2, SM 1 blocks 1 and 3:
  //   x0 = 0: columns 0 1 2 0 -> SM 0: 10 + 1, SM 1: 5 + 10 -> 16 x 15 = 240
  //   x0 = 1: columns 1 2 0 1 -> SM 0: 5 + 10, SM 1: 1 + 5  -> 240
  //   x0 = 2: columns 2 0 1 2 -> SM 0: 1 + 5,  SM 1: 10 + 1 -> 16 x 11 = 176
  // Exact: 240 + 240 + 176 repeated = 1312.
  // With 2 stretches of starts (x0 * 2 / 3: columns 0 and 1 share stretch 0):
  // x0 = 0 and x0 = 2 are simulated, x0 = 1 is estimated as their mean, 208,
  // in waves 2 and 5: 240 + 208 + 176 repeated = 1248.
  KernelModel K = toyKernel(Expr(1.0), Expr(1.0) + Expr(4.0) * lt(sym("bid.x"), Expr(2.0)) +
                                           Expr(5.0) * lt(sym("bid.x"), Expr(1.0)));
  LaunchConfig L = launch(3, 1024);
  L.Grid.Y = 8;
  auto P = PreparedKernel::prepare(K, toyGpu());
  ASSERT_TRUE(bool(P));
  auto R = resolveLaunch(*P, L);
  ASSERT_TRUE(bool(R));
  WaveConfig Cfg;
  Cfg.SampledStarts = 2;
  Prediction Sampled = predictWave(*P, *R, Cfg);
  EXPECT_NEAR(Sampled.ExecMs / NsToMs, 1248, 1e-9);
  ASSERT_FALSE(Sampled.Notes.empty());
  EXPECT_NE(Sampled.Notes.back().find("2 of 6 waves were estimated"), std::string::npos)
      << Sampled.Notes.back();
  Cfg.SampledStarts = 0; // every wave simulated
  EXPECT_NEAR(predictWave(*P, *R, Cfg).ExecMs / NsToMs, 1312, 1e-9);
  // The default has more stretches than this grid has columns (3): exact.
  EXPECT_NEAR(predictWave(*P, *R).ExecMs / NsToMs, 1312, 1e-9);
}

TEST(WaveModel, SmProfilesOfEarlierWavesAreReusedBitForBit) {
  // The kernel of the test above: a warp's delay is 10 at column 0, 5 at
  // column 1, 1 at column 2; 1024-thread blocks put 16 warps on each of the 2
  // processing blocks. Wave 1: SMs {0, 2} and {1, 0}: 16 x (10 + 1) = 176 and
  // 16 x (5 + 10) = 240 -> 240. Wave 2: two SMs {0, 2}: 176. Wave 2's SMs are
  // wave 1's first SM, taken from the memo (one hit). With 8 B loaded per
  // thread (the L1 step runs; at 40 B/cycle the L1 floor, 2 x 1024 x 8 / 40
  // cycles, binds) the memo gives the same doubles as none too.
  for (bool Loads : {false, true}) {
    KernelModel K = toyKernel(Loads ? Expr(10.0) + Expr(2.0) * sym("lat.mem") : Expr(1.0),
                              Expr(1.0) + Expr(4.0) * lt(sym("bid.x"), Expr(2.0)) +
                                  Expr(5.0) * lt(sym("bid.x"), Expr(1.0)),
                              Loads ? Expr(8.0) : Expr());
    K.L1HitFraction = 0.5;
    GpuModel Gpu = toyGpu();
    Gpu.L1BandwidthBytesPerCyclePerSm = 40; // the L1 floor binds: 16 KB per SM / 40 > 240
    auto P = PreparedKernel::prepare(K, Gpu);
    ASSERT_TRUE(bool(P));
    LaunchConfig L = launch(3, 1024);
    std::vector<double> Slots;
    ASSERT_FALSE(bool(P->bindLaunch(L, Slots)));
    GridGroups G(*P, L, Slots);
    const uint32_t C0 = G.classOf(0), C1 = G.classOf(1), C2 = G.classOf(2);
    ASSERT_EQ(G.numBlockClasses(), 3u);
    WaveComposition W1{{{{C0, C2}, 1}, {{C1, C0}, 1}}, 4};
    WaveComposition W2{{{{C0, C2}, 2}}, 4};
    SmProfileMemo Memo;
    for (const WaveComposition *W : {&W1, &W2}) {
      WaveResult Plain = simulateWave(G, Gpu, *W, 32, 0, {}, nullptr);
      WaveResult Memoized = simulateWave(G, Gpu, *W, 32, 0, {}, &Memo);
      EXPECT_EQ(Memoized.TimeCycles, Plain.TimeCycles);
      EXPECT_EQ(Memoized.IssueCycles, Plain.IssueCycles);
      EXPECT_EQ(Memoized.Bytes.Mem, Plain.Bytes.Mem);
      EXPECT_EQ(Memoized.Bytes.L1, Plain.Bytes.L1);
      EXPECT_EQ(Memoized.Bytes.Dram, Plain.Bytes.Dram);
      EXPECT_EQ(Memoized.L1.Lat, Plain.L1.Lat);
      EXPECT_EQ(Memoized.L1.Steps, Plain.L1.Steps);
      EXPECT_EQ(Memoized.Dram.Lat, Plain.Dram.Lat);
      EXPECT_EQ(Memoized.CritWarp, Plain.CritWarp);
      EXPECT_EQ(Memoized.CritMaxPbDelay, Plain.CritMaxPbDelay);
      if (!Loads)
        EXPECT_EQ(Plain.TimeCycles, W == &W1 ? 240 : 176);
      else
        EXPECT_TRUE(Plain.L1.Ran && Plain.TimeCycles == 2 * 1024 * 8 / 40.0) << Plain.TimeCycles;
    }
    EXPECT_EQ(Memo.Profiles.size(), 2u);
    EXPECT_EQ(Memo.Hits, 1u);
  }
}

TEST(WaveModel, AlikeSmsMergeWithoutChangingTheSlowestSm) {
  // Warp classes whose time grows with the latency at different rates (time =
  // 10 + (bid.x + 1) * lat.mem, one warp per block, blocks 0..3). SMs 1 and 2
  // move only DRAM bytes (fractions 0, 0, 0, 1) at the same L1 latency: one
  // merged SM with warp classes {w0, w1}, MaxPbDelay max(100, 300) = 300,
  // floor max(0, 10) = 10. SM 3 also hits L2 (other fractions), SM 4 has
  // another L1 latency: 3 SMs. The slowest SM's time is the same double at
  // every latency.
  KernelModel K = toyKernel(Expr(10.0) + (sym("bid.x") + Expr(1.0)) * sym("lat.mem"), 1);
  auto P = PreparedKernel::prepare(K, toyGpu());
  ASSERT_TRUE(bool(P));
  LaunchConfig L = launch(4, 32);
  std::vector<double> Slots;
  ASSERT_FALSE(bool(P->bindLaunch(L, Slots)));
  GridGroups G(*P, L, Slots);
  uint32_t Wc[4];
  for (uint64_t B = 0; B < 4; ++B)
    Wc[B] = G.block(G.classOf(B)).Warps.at(0);
  auto Sm = [](std::vector<uint32_t> Warps, double MaxPb, double Floor, Traffic T, double LatL1) {
    SmProfile S;
    S.WarpClasses.assign(Warps.begin(), Warps.end());
    S.MaxPbDelay = MaxPb;
    S.TimeFloor = Floor;
    S.Bytes = T;
    S.LatL1 = LatL1;
    S.StartCycles = 7;
    return S;
  };
  std::vector<SmProfile> Sms = {
      Sm({Wc[0]}, 100, 0, {96, 0, 0, 96, 0, 0, 0, 0, 96}, 10),
      Sm({Wc[1], Wc[0]}, 300, 10, {32, 0, 0, 32, 0, 0, 0, 0, 32}, 10),
      Sm({Wc[2]}, 50, 0, {64, 0, 32, 32, 0, 0, 0, 32, 32}, 10),
      Sm({Wc[3]}, 50, 0, {64, 0, 0, 64, 0, 0, 0, 0, 64}, 12)};
  std::vector<const SmProfile *> Ptrs;
  for (const SmProfile &S : Sms)
    Ptrs.push_back(&S);
  std::vector<SmProfile> M = mergeAlikeSms(Ptrs);
  ASSERT_EQ(M.size(), 3u);
  EXPECT_EQ(std::vector<uint32_t>(M[0].WarpClasses.begin(), M[0].WarpClasses.end()),
            (std::vector<uint32_t>{Wc[0], Wc[1]}));
  EXPECT_EQ(M[0].MaxPbDelay, 300);
  EXPECT_EQ(M[0].TimeFloor, 10);
  EXPECT_EQ(std::vector<uint32_t>(M[1].WarpClasses.begin(), M[1].WarpClasses.end()),
            (std::vector<uint32_t>{Wc[2]}));
  EXPECT_EQ(M[2].LatL1, 12);
  const double Dep = departureDelay(toyGpu());
  for (double L2 : {50.0, 77.7, 400.0})
    for (double Dram : {0.0, 1.0, 100.0, 123.456, 5000.0}) {
      auto Slowest = [&](auto &&List, auto Get) {
        double T = 0;
        for (auto &&E : List) {
          const SmProfile &S = Get(E);
          T = std::max(T, timeSm(G, S, smLatency(S.Bytes, {S.LatL1, L2, Dram, 0}), Dep, 1));
        }
        return T;
      };
      double Plain = Slowest(Sms, [](const SmProfile &S) -> const SmProfile & { return S; });
      double Merged = Slowest(M, [](const SmProfile &S) -> const SmProfile & { return S; });
      EXPECT_EQ(Merged, Plain) << L2 << " " << Dram;
    }
  // By hand at DRAM latency 100 (SM 1's and 2's latency: 100): warp w1 takes
  // 10 + 2 x 100 = 210 < MaxPbDelay 300, so the merged SM takes 7 + 300.
  EXPECT_EQ(timeSm(G, M[0], smLatency(M[0].Bytes, {10, 50, 100, 0}), Dep, 1), 307);
}

TEST(WaveModel, SustainedDramBandwidthBindsInsteadOfThePeak) {
  // The toy GPU's peak is 100 B/cycle; with a sustained 50 GB/s (50 B/cycle at
  // 1 GHz) 400 waves of 16384 B take 400 * 1024 * 4 / 50 cycles.
  GpuModel G = toyGpu();
  G.DramSustainedBandwidthGBps = 50;
  KernelModel K = toyKernel(10 + sym("lat.mem"), 1, 4);
  Prediction Q = run(K, launch(400, 1024), G);
  EXPECT_NEAR(Q.ExecMs / NsToMs, 400 * 1024 * 4 / 50.0, 0.1);
  EXPECT_NEAR(Q.DramBandwidth.AchievedGBps, 50, 0.01);
}

TEST(WaveModel, ABlockOfFewerThan32ThreadsIsOneWarpOfThatManyLanes) {
  // GlobalSectors = 2/32: a warp request of 2 sectors (a 2 x 2 block reading a
  // 2-D tile) over 32 threads, mem(th) = 2 B. A block of 4 threads is one warp
  // of 4 lanes issuing that request: 64 B, as a block of 32 threads does, not
  // 4 x 2 = 8 B. 400 blocks, 4 resident (2 SMs x 2 blocks), 100 waves of
  // 10 + 100 cycles (everything from DRAM): 400 x 64 B in 11000 ns.
  KernelModel K = toyKernel(10 + sym("lat.mem"), 1);
  K.GlobalSectors = Expr(2.0 / 32);
  Prediction Four = run(K, launch(400, 4));
  EXPECT_NEAR(Four.ExecMs / NsToMs, 11000, 1e-6);
  EXPECT_NEAR(Four.DramBandwidth.AchievedGBps, 400 * 64 / 11000.0, 1e-9);
  Prediction Full = run(K, launch(400, 32));
  EXPECT_NEAR(Full.DramBandwidth.AchievedGBps, 400 * 64 / 11000.0, 1e-9);
  // A hand-built model's bytes are per thread whatever the block: 4 x 2 B.
  KernelModel H = toyKernel(10 + sym("lat.mem"), 1, Expr(2.0));
  Prediction Hand = run(H, launch(400, 4));
  EXPECT_NEAR(Hand.DramBandwidth.AchievedGBps, 400 * 8 / 11000.0, 1e-9);
}

TEST(WaveModel, WaveBlocksIsTheResidentBlockCount) {
  // l2pct = 1 - 1/wave.blocks: wave.blocks = min(grid, 2 per SM x 2 SMs) = 4 for
  // a 400-block grid, so a quarter of the bytes reach DRAM and the latency is
  // 0.25 x 100 (DRAM) + 0.75 x 50 (L2) = 62.5: 100 waves x 72.5 cycles; the
  // DRAM demand, 4096 B per 72.5 cycles, stays under 100 B/cycle.
  KernelModel K = toyKernel(10 + sym("lat.mem"), 1, 4);
  K.L2HitFraction = Expr(1.0) - Expr(1.0) / sym("wave.blocks");
  Prediction Q = run(K, launch(400, 1024));
  GpuModel G = toyGpu();
  double Lat = 0.25 * G.DramLatencyCycles + 0.75 * G.L2LatencyCycles;
  EXPECT_NEAR(Q.ExecMs / NsToMs, 100 * (10 + Lat), 1e-6);
  // A 2-block grid is its own wave: half of the bytes reach DRAM, lat = 75.
  Prediction R = run(K, launch(2, 1024));
  double Lat2 = 0.5 * G.DramLatencyCycles + 0.5 * G.L2LatencyCycles;
  EXPECT_NEAR(R.ExecMs / NsToMs, 10 + Lat2, 1e-6);
}

TEST(WaveModel, UncoalescedUsesItsLatency) {
  // All bytes uncoalesced: lat_SM = latUncoal = 156, time = 166 cycles. The
  // DRAM demand 16384 / 166 = 98.7 B/cycle fits: no raise.
  KernelModel K = toyKernel(10 + sym("lat.mem"), 1, 4, 4);
  Prediction P = run(K, launch(4, 1024));
  EXPECT_NEAR(P.ExecMs / NsToMs, 166, 1e-9);
}

TEST(WaveModel, UncoalescedStepOnlyWhereL1DoesNotKeepGlobalLoads) {
  // 4 B per thread, all in uncoalesced requests; 100 waves of 4 blocks x 1024
  // threads, 16384 B each. Unloaded a wave takes 10 + 156 = 166 cycles and its
  // DRAM demand, 98.7 B/cycle, fits the toy's 100. uncoalesced_gbps = 10 means
  // sectors move at 10 x 32 / 4 = 80 B/cycle (1 GHz): where the L1 does not
  // keep global loads the step raises a wave to 16384 / 80 = 204.8 cycles.
  KernelModel K = toyKernel(10 + sym("lat.mem"), 1, 4, 4);
  GpuModel G = toyGpu();
  G.UncoalescedBandwidthGBps = 10;
  G.L1CachesGlobalLoads = false;
  ASSERT_TRUE(takesUncoalescedStep(G));
  Prediction P = run(K, launch(400, 1024), G);
  EXPECT_NEAR(P.ExecMs / NsToMs, 100 * 204.8, 0.5);
  EXPECT_EQ(P.Binding, Bound::Uncoalesced);
  // Where the L1 keeps them, the extra sectors hit there after the first touch
  // of a line: no step, 100 waves of 166 cycles.
  G.L1CachesGlobalLoads = true;
  ASSERT_FALSE(takesUncoalescedStep(G));
  Prediction Q = run(K, launch(400, 1024), G);
  EXPECT_NEAR(Q.ExecMs / NsToMs, 100 * 166.0, 1e-6);
}

TEST(WaveModel, UncoalescedStepCountsEverySectorOfAnUncoalescedRequest) {
  // 4 sector bytes per thread, all in uncoalesced requests that need 4x the
  // contiguous sectors (16 instead of 4): their extra share, which weighs the
  // latency, is 1 B ((16 - 4) / 28 would be 0.43; 1/4 keeps the numbers round),
  // but every one of their sectors is its own transaction: 4 B for the step.
  // 100 waves of 4 blocks x 1024 threads. Unloaded: lat_SM = 100 + 0.25 x 56 =
  // 114, a wave 10 + 114 = 124 cycles; DRAM 16384 B / 124 = 132 B/cycle exceeds
  // the toy's 100, so the DRAM step raises a wave to 16384 / 100 = 163.84 cycles.
  // The uncoalesced step moves all 16384 B at 10 x 32 / 4 = 80 B/cycle:
  // 16384 / 80 = 204.8 cycles a wave.
  KernelModel K = toyKernel(10 + sym("lat.mem"), 1, 4, 1);
  K.UncoalescedSectorBytes = Expr(4.0);
  GpuModel G = toyGpu();
  G.UncoalescedBandwidthGBps = 10;
  G.L1CachesGlobalLoads = false;
  Prediction P = run(K, launch(400, 1024), G);
  EXPECT_NEAR(P.ExecMs / NsToMs, 100 * 204.8, 0.5);
  EXPECT_EQ(P.Binding, Bound::Uncoalesced);
  // A model without the field (older JSON) gives the step its uncoalesced bytes:
  // 4096 B a wave need 51.2 cycles, below the DRAM step's 163.84.
  K.UncoalescedSectorBytes = Expr();
  Prediction Q = run(K, launch(400, 1024), G);
  EXPECT_NEAR(Q.ExecMs / NsToMs, 100 * 163.84, 0.5);
  EXPECT_EQ(Q.Binding, Bound::Dram);
}

TEST(WaveModel, Barriers) {
  // time_syncs = syncs * delay_dep * (warpsPerBlock - 1), warps not threads
  // (WaveModel.h). Block of 1024 threads = 32 warps, 2 barriers, delay_dep 2:
  // 2 * 2 * 31 = 124; timeWP = 100 + 124 = 224. Issue: 32 warps over 2 PBs,
  // 16 * 1 = 16 < 224. The barrier share 124/224 = 55% binds.
  KernelModel K = toyKernel(100, 1);
  K.Syncs = 2;
  Prediction P = run(K, launch(1, 1024));
  EXPECT_NEAR(P.ExecMs / NsToMs, 224, 1e-9);
  EXPECT_EQ(P.Binding, Bound::Barriers);
  EXPECT_NEAR(P.SyncShare, 124.0 / 224, 1e-9);
  // 64 threads = 2 warps: 2 * 2 * 1 = 4 extra cycles, 104 in all; 4/104 < 50%.
  Prediction Q = run(K, launch(1, 64));
  EXPECT_NEAR(Q.ExecMs / NsToMs, 104, 1e-9);
  EXPECT_EQ(Q.Binding, Bound::Latency);
  // One warp per block waits for no other warp: no barrier cost.
  EXPECT_NEAR(run(K, launch(1, 32)).ExecMs / NsToMs, 100, 1e-9);
}

TEST(WaveModel, BlockDispatchOverlapsExecution) {
  // Toy GPU with 0.001 us (1 ns) of dispatch per block and 0.01 us (10 ns)
  // base: t = base + max(gridBlocks * 1 ns, exec).
  GpuModel G = toyGpu();
  G.LaunchOverhead = {{0, 0.001, 0.01}};
  // 100 cycles per one-warp block, 4 blocks per wave. Grid 8: 2 waves = 200 ns
  // of execution hide the 8 ns of dispatch: launch = 10 ns, t = 210 ns.
  Prediction P = run(toyKernel(100, 1), launch(8, 32), G);
  EXPECT_NEAR(P.ExecMs / NsToMs, 200, 1e-9);
  EXPECT_NEAR(P.LaunchMs / NsToMs, 10, 1e-9);
  EXPECT_NEAR(P.TimeMs / NsToMs, 210, 1e-9);
  // 1 cycle per block, grid 400: 100 waves = 100 ns of execution, 400 ns of
  // dispatch: launch = 10 + (400 - 100) = 310 ns, t = 10 + 400 = 410 ns, and
  // the launch (310 > 100) binds.
  Prediction Q = run(toyKernel(1, 1), launch(400, 32), G);
  EXPECT_NEAR(Q.ExecMs / NsToMs, 100, 1e-9);
  EXPECT_NEAR(Q.LaunchMs / NsToMs, 310, 1e-9);
  EXPECT_NEAR(Q.TimeMs / NsToMs, 410, 1e-9);
  EXPECT_EQ(Q.Binding, Bound::Launch);
  // The baselines use the same rule: roofline issue = 400 warps * 1 / (2 SMs
  // * 2 PBs) = 100 cycles, no DRAM bytes -> 100 ns exec, t = 410 ns.
  auto PK = PreparedKernel::prepare(toyKernel(1, 1), G);
  ASSERT_TRUE(bool(PK));
  auto R = predict(*PK, launch(400, 32), ModelKind::Roofline);
  ASSERT_TRUE(bool(R));
  EXPECT_NEAR(R->ExecMs / NsToMs, 100, 1e-9);
  EXPECT_NEAR(R->TimeMs / NsToMs, 410, 1e-9);
}

TEST(WaveModel, BlockStartIsAddedOncePerWave) {
  // Toy GPU with a 30-cycle block start: every wave's SM time begins 30 cycles
  // late. 100 cycles per one-warp block, 4 blocks per wave: grid 8 = 2 waves of
  // 130 = 260 ns; the 8 ns of dispatch stay hidden, t = 10 + 260 ns.
  GpuModel G = toyGpu();
  G.LaunchOverhead = {{0, 0.001, 0.01, 30}};
  Prediction P = run(toyKernel(100, 1), launch(8, 32), G);
  EXPECT_NEAR(P.ExecMs / NsToMs, 260, 1e-9);
  EXPECT_NEAR(P.TimeMs / NsToMs, 270, 1e-9);
  ASSERT_EQ(P.PerWave.size(), 1u);
  EXPECT_NEAR(P.PerWave[0].TimeMs / NsToMs, 130, 1e-9);
  EXPECT_NEAR(P.Details["block_start_ms"] / NsToMs, 60, 1e-9); // 2 waves x 30 ns
  // A bandwidth-bound wave is not slowed: time = 30 + 10 + lat.mem, 16384 B per
  // wave at 100 B/cycle. The fixed point time = 163.84 is reached at latDRAM =
  // 123.84 instead of 153.84 (BandwidthBoundRaisesDramLatency without start).
  KernelModel K = toyKernel(10 + sym("lat.mem"), 1, 4);
  Prediction Q = run(K, launch(4, 1024), G);
  EXPECT_NEAR(Q.ExecMs / NsToMs, 163.84, 1e-3);
  EXPECT_NEAR(Q.Dram.ConvergedCycles, 123.84, 1e-3);
  // The same wave on fewer bytes (lat stays at its base 100): 30 + 110 = 140.
  Prediction L = run(K, launch(1, 1024), G);
  EXPECT_NEAR(L.ExecMs / NsToMs, 140, 1e-9);
  // An issue-bound wave waits for its blocks too: IssueBound's 4 warps x 80 =
  // 320 cycles per processing block start 30 cycles late, 350.
  Prediction I = run(toyKernel(100, 80), launch(4, 128), G);
  EXPECT_NEAR(I.ExecMs / NsToMs, 350, 1e-9);
  EXPECT_EQ(I.Binding, Bound::Issue);
}

TEST(WaveModel, RoundRobinAndPartialLastWave) {
  // time = 100 + 50*bid.x, one warp per block, 4 blocks per wave.
  // Wave 0: SM0 gets blocks 0, 2; SM1 blocks 1, 3 -> max 100 + 150 = 250.
  // Wave 1 (partial): SM0 block 4 (300), SM1 block 5 (350) -> 350. Total 600.
  KernelModel K = toyKernel(100 + 50 * sym("bid.x"), 1);
  Prediction P = run(K, launch(6, 32));
  EXPECT_NEAR(P.ExecMs / NsToMs, 600, 1e-9);
  ASSERT_EQ(P.PerWave.size(), 2u);
  EXPECT_NEAR(P.PerWave[0].TimeMs / NsToMs, 250, 1e-9);
  EXPECT_NEAR(P.PerWave[1].TimeMs / NsToMs, 350, 1e-9);
}

TEST(WaveModel, GuardMakesLateThreadsShort) {
  // i = bid.x*bdim.x + tid.x; time = i < n ? 200 : 20; 8 B per active thread.
  // Block 64 = 2 warps, grid 2, n = 100: every warp has an active lane, so
  // every main thread takes 200 cycles; bytes = 100 * 8 = 800 in 200 cycles
  // (= 200 ns): 4 GB/s achieved.
  Expr I = sym("bid.x") * sym("bdim.x") + sym("tid.x");
  Expr Active = lt(I, sym("n"));
  KernelModel K = toyKernel(select(Active, 200, 20), select(Active, 4, 1), select(Active, 8, 0));
  K.Params = {{"n", "int", false}};
  LaunchConfig L = launch(2, 64);
  L.Args["n"] = 100;
  Prediction P = run(K, L);
  EXPECT_NEAR(P.ExecMs / NsToMs, 200, 1e-9);
  EXPECT_NEAR(P.DramBandwidth.AchievedGBps, 4, 1e-9);
  // n = 40: block 1 (threads 64..127) is all past n: 20 cycles, but block 0
  // still has active lanes in both warps: 200. Bytes 320 -> 1.6 GB/s.
  L.Args["n"] = 40;
  P = run(K, L);
  EXPECT_NEAR(P.ExecMs / NsToMs, 200, 1e-9);
  EXPECT_NEAR(P.DramBandwidth.AchievedGBps, 1.6, 1e-9);
  // n = 0: everyone short: 20 cycles.
  L.Args["n"] = 0;
  EXPECT_NEAR(run(K, L).ExecMs / NsToMs, 20, 1e-9);
}

TEST(WaveModel, LargeGuardedGridIsGrouped) {
  // 4096 blocks of 256 threads, n = 2^20 - 7: the last block's last warp is
  // partial. Bytes per wave 4*256*8 = 8192 in 200 cycles (41 B/cycle) fit,
  // so every one of the 1024 waves takes 200 cycles.
  Expr I = sym("bid.x") * sym("bdim.x") + sym("tid.x");
  Expr Active = lt(I, sym("n"));
  KernelModel K = toyKernel(select(Active, 200, 20), select(Active, 4, 1), select(Active, 8, 0));
  K.Params = {{"n", "int", false}};
  LaunchConfig L = launch(4096, 256);
  L.Args["n"] = (1 << 20) - 7;
  Prediction P = run(K, L);
  EXPECT_NEAR(P.ExecMs / NsToMs, 1024 * 200, 1e-6);
  EXPECT_LE(P.Details["block_classes"], 3);
  EXPECT_LE(P.Details["distinct_waves"], 3);
}

TEST(WaveModel, HotLinesOfTheMainThread) {
  // Line 5 costs 10 cycles, line 6 costs 2*lat.mem = 200 at lat 100.
  KernelModel K = toyKernel(10 + 2 * sym("lat.mem"), 4, 8);
  K.Lines = {{{"k.cu", 5, 1}, Expr(10)}, {{"k.cu", 6, 1}, 2 * sym("lat.mem")}};
  Prediction P = run(K, launch(1, 32));
  ASSERT_EQ(P.HotLines.size(), 2u);
  EXPECT_EQ(P.HotLines[0].Loc.Line, 6u);
  EXPECT_NEAR(P.HotLines[0].Cycles, 200, 1e-9);
  EXPECT_NEAR(P.HotLines[0].Share, 200.0 / 210, 1e-9);
}

TEST(WaveModel, LatencyLoopConvergesToTheBandwidthFixedPoint) {
  // T(lat) = 1000 + lat, 2000 bytes at 1 B/cycle: fixed point T = 2000, lat = 1000.
  BandwidthStep S =
      raiseLatencyUntilBandwidthFits(100, 2000, 1, [](double L) { return 1000 + L; });
  EXPECT_TRUE(S.Converged);
  EXPECT_NEAR(S.Time, 2000, 1e-3);
  EXPECT_NEAR(S.Lat, 1000, 1e-3);
  EXPECT_LT(S.Steps, 20u);
  // Already fits: latency stays at its base.
  S = raiseLatencyUntilBandwidthFits(100, 500, 1, [](double L) { return 1000 + L; });
  EXPECT_DOUBLE_EQ(S.Lat, 100);
  // Time independent of latency: cannot converge, time floored at bytes / band.
  S = raiseLatencyUntilBandwidthFits(100, 5000, 1, [](double) { return 1000.0; });
  EXPECT_FALSE(S.Converged);
  EXPECT_DOUBLE_EQ(S.Time, 5000);
}

TEST(WaveModel, FormulaHelpers) {
  GpuModel G = toyGpu();
  EXPECT_DOUBLE_EQ(departureDelay(G), 2);
  // 3 barriers, delay_dep 2, 65 warps: 3 * 2 * 64 = 384; one warp: 0.
  EXPECT_DOUBLE_EQ(syncTime(3, 2, 65), 384);
  EXPECT_DOUBLE_EQ(syncTime(3, 2, 1), 0);
  // 40% L1, 40% L2, 20% DRAM of 100 B, 25 B of it the extra sectors of
  // uncoalesced requests, which add 25% of the extra latency 156 - 100:
  // 0.4*10 + 0.4*50 + 0.2*100 + 0.25*56 = 4 + 20 + 20 + 14 = 58.
  Traffic T{100, 40, 40, 20, 25, 0, 40, 40, 20};
  EXPECT_DOUBLE_EQ(smLatency(T, {10, 50, 100, 56}), 58);
  // The latency weighs what the requests wait for, not where the bytes come
  // from: the same traffic with every request waiting for DRAM (the L1 and L2
  // hits all at the point that first touched their sectors) gives
  // 1.0*100 + 0.25*56 = 114.
  Traffic Waiting{100, 40, 40, 20, 25, 0, 0, 0, 100};
  EXPECT_DOUBLE_EQ(smLatency(Waiting, {10, 50, 100, 56}), 114);
  EXPECT_DOUBLE_EQ(bytesPerCycle(G, 100), 100);
  // No per-block cost: the base 0.01 us whatever the execution time.
  EXPECT_DOUBLE_EQ(launchOverheadUs(G, 1000, 4, 0.5), 0.01);
  // 0.001 us per block: 1000 blocks = 1 us of dispatch; 0.5 us of execution
  // hides half of it: 0.01 + 0.5 = 0.51; 2 us of execution hides all: 0.01.
  G.LaunchOverhead = {{0, 0.001, 0.01}};
  EXPECT_NEAR(launchOverheadUs(G, 1000, 4, 0.5), 0.51, 1e-12);
  EXPECT_DOUBLE_EQ(launchOverheadUs(G, 1000, 4, 2), 0.01);
}

TEST(WaveModel, L1DataStageFloorWhereL1KeepsGlobalData) {
  // 100 cycles per thread, 2048 / l1.bytes_per_cycle = 32 L1 data-stage cycles
  // per thread at the GPU's 64 B/cycle: one warp's requests hold the L1 data
  // stage 32 x 32 = 1024 cycles, longer than the warp's 100.
  KernelModel K = toyKernel(100, 1, 4);
  K.GlobalL1Cycles = Expr(2048.0) / sym(std::string(L1BytesPerCycleSymbol).c_str());
  GpuModel G = toyGpu();
  G.L1BandwidthBytesPerCyclePerSm = 64;
  G.L1CachesGlobalLoads = true;
  Prediction P = run(K, launch(1, 32), G);
  EXPECT_NEAR(P.ExecMs / NsToMs, 1024, 1e-9);
  EXPECT_EQ(P.Binding, Bound::L1);
  // Where L1 does not keep global data the floor is the sector bytes at the L1
  // bandwidth (128 B / 64 = 2 cycles): the warp's 100 cycles.
  G.L1CachesGlobalLoads = false;
  EXPECT_NEAR(run(K, launch(1, 32), G).ExecMs / NsToMs, 100, 1e-9);
  // A model without the L1 cycles (an older file) keeps the sector-byte floor.
  G.L1CachesGlobalLoads = true;
  K.GlobalL1Cycles = Expr();
  EXPECT_NEAR(run(K, launch(1, 32), G).ExecMs / NsToMs, 100, 1e-9);
}

TEST(WaveModel, L1DataStageTakesTheTagRateFromTheGpu) {
  // 32 requests per thread whose 32 lanes each touch their own line, as the
  // analyzer writes them (executions x cycles per request / 32 per thread):
  // 1 + 31 / l1.lines_per_cycle cycles per request where the GPU gives the tag
  // rate, else 32 sectors at the L1 bandwidth, 2048 B / 64 B per cycle = 32.
  // Per thread 32 x 8.75 / 32 = 8.75 at 4 lines per cycle: a warp holds the
  // stage 32 x 8.75 = 280 cycles, over its 100; without the rate 32 x 32 = 1024.
  KernelModel K = toyKernel(100, 1, 4);
  Expr Rate = sym(std::string(L1LinesPerCycleSymbol).c_str());
  K.GlobalL1Cycles = select(lt(Expr(0.0), Rate), Expr(1.0) + Expr(31.0) / max(Rate, Expr(1e-9)),
                            Expr(2048.0) / sym(std::string(L1BytesPerCycleSymbol).c_str()));
  GpuModel G = toyGpu();
  G.L1BandwidthBytesPerCyclePerSm = 64;
  G.L1CachesGlobalLoads = true;
  G.L1LinesPerCycle = 4;
  EXPECT_NEAR(run(K, launch(1, 32), G).ExecMs / NsToMs, 280, 1e-9);
  G.L1LinesPerCycle = 0;
  EXPECT_NEAR(run(K, launch(1, 32), G).ExecMs / NsToMs, 1024, 1e-9);
}

TEST(WaveModel, SharedFp64UnitOverlapsTheOtherInstructions) {
  // Per thread: 100 issue cycles of integer work and 2 double FMAs. On a GPU
  // whose FP64 unit is shared by the SM (fp64_fma 64 issue cycles, 64 x
  // fp32_fma's 1) the FMAs hold the unit 128 cycles while the scheduler issues
  // the 100 others: one warp takes max(100, 128) = 128 cycles, not 228. With
  // FP64 in the datapath (4 cycles, A100-like) the sum stands: 100 + 8 = 108.
  auto Kernel = [](const GpuModel &G) {
    double Fp64 = G.Instructions[static_cast<unsigned>(InstrClass::Fp64Fma)].IssueCycles;
    KernelModel K = toyKernel(10, 100 + 2 * Fp64);
    K.InstructionMix["fp64_fma"] = Expr(2.0);
    K.InstructionMix["int_add"] = Expr(100.0);
    return K;
  };
  GpuModel G = toyGpu();
  G.Instructions[static_cast<unsigned>(InstrClass::Fp64Fma)].IssueCycles = 64;
  ASSERT_TRUE(G.fp64UnitIsShared());
  Prediction P = run(Kernel(G), launch(1, 32), G);
  EXPECT_NEAR(P.ExecMs / NsToMs, 128, 1e-9);
  EXPECT_EQ(P.Binding, Bound::Issue);
  G.Instructions[static_cast<unsigned>(InstrClass::Fp64Fma)].IssueCycles = 4;
  ASSERT_FALSE(G.fp64UnitIsShared());
  EXPECT_NEAR(run(Kernel(G), launch(1, 32), G).ExecMs / NsToMs, 108, 1e-9);
}

TEST(WaveModel, MemoryInstructionsQueueBesideTheOtherIssue) {
  // Per thread: 40 integer adds (2 issue cycles each), 10 global loads (8
  // each) and 4 shared loads (4 each) that replay twice more for bank
  // conflicts (delay 6 x del.load_shared). The plain sum: 80 + 80 + 24 = 184
  // cycles for the one warp. Where memory instructions queue for their pipes
  // (GpuModel::MemoryInstructionQueue), the scheduler spends one cycle on each
  // of the 14 and the pipes take their 80 + 24 = 104 beside it: max(80 + 14,
  // 104) = 104. With 2 loads and no shared ones the rest binds: max(80 + 2, 16).
  auto Kernel = [](double Loads, double Shared) {
    KernelModel K = toyKernel(10, Expr(40.0) * sym("del.int_add") + Expr(Loads) * sym("del.load_global") +
                                      Expr(1.5 * Shared) * sym("del.load_shared"));
    K.InstructionMix["int_add"] = Expr(40.0);
    K.InstructionMix["load_global"] = Expr(Loads);
    if (Shared > 0)
      K.InstructionMix["load_shared"] = Expr(Shared);
    return K;
  };
  GpuModel G = toyGpu();
  G.Instructions[static_cast<unsigned>(InstrClass::IntAdd)].IssueCycles = 2;
  G.Instructions[static_cast<unsigned>(InstrClass::LoadGlobal)].IssueCycles = 8;
  G.Instructions[static_cast<unsigned>(InstrClass::LoadShared)].IssueCycles = 4;
  ASSERT_FALSE(G.MemoryInstructionQueue);
  EXPECT_NEAR(run(Kernel(10, 4), launch(1, 32), G).ExecMs / NsToMs, 184, 1e-9);
  G.MemoryInstructionQueue = true;
  Prediction P = run(Kernel(10, 4), launch(1, 32), G);
  EXPECT_NEAR(P.ExecMs / NsToMs, 104, 1e-9);
  EXPECT_EQ(P.Binding, Bound::Issue);
  // The pipes set the time: the verdict names them. The scheduler's issue
  // slots are 80 + 14 = 94 of the 104 cycles of the one busy processing block,
  // out of 2 SMs x 2 blocks: 94 / 416 (the plain delay, 184, would claim 44 %).
  EXPECT_THAT(P.BoundDetail, ::testing::HasSubstr("issue (memory pipes)"));
  EXPECT_NEAR(P.IssueUtilization, 94.0 / 416, 1e-12);
  EXPECT_NEAR(run(Kernel(2, 0), launch(1, 32), G).ExecMs / NsToMs, 82, 1e-9);
  // A hand-built model whose delay is a plain number has no memory-pipe part.
  KernelModel Plain = toyKernel(10, 184);
  Plain.InstructionMix["load_global"] = Expr(10.0);
  EXPECT_NEAR(run(Plain, launch(1, 32), G).ExecMs / NsToMs, 184, 1e-9);
}

TEST(WaveModel, ConversionsAndSpecialFunctionsRunInTheXuBesideTheOtherIssue) {
  // Per thread: 20 integer adds (2 issue cycles each), 6 conversions and 2
  // MUFU functions (8 each: 16 lanes per SM, 4 per processing block). The XU
  // holds 8 x 8 = 64 cycles while the scheduler issues the 40 cycles of adds
  // and one dispatch cycle for each of the 8: max(40 + 8, 64) = 64 for the
  // one warp, not the sum 40 + 64 = 104. With 40 adds the rest binds:
  // max(80 + 8, 64) = 88. On every GPU, with or without a shared FP64 unit.
  auto Kernel = [](double Adds) {
    KernelModel K = toyKernel(10, Expr(Adds) * sym("del.int_add") + Expr(6.0) * sym("del.conversion") +
                                      Expr(2.0) * sym("del.fp32_special"));
    K.InstructionMix = {{"int_add", Expr(Adds)}, {"conversion", Expr(6.0)}, {"fp32_special", Expr(2.0)}};
    return K;
  };
  GpuModel G = toyGpu();
  G.Instructions[static_cast<unsigned>(InstrClass::IntAdd)].IssueCycles = 2;
  G.Instructions[static_cast<unsigned>(InstrClass::Conversion)].IssueCycles = 8;
  G.Instructions[static_cast<unsigned>(InstrClass::Fp32Special)].IssueCycles = 8;
  ASSERT_FALSE(G.fp64UnitIsShared());
  Prediction P = run(Kernel(20), launch(1, 32), G);
  EXPECT_NEAR(P.ExecMs / NsToMs, 64, 1e-9);
  EXPECT_EQ(P.Binding, Bound::Issue);
  EXPECT_THAT(P.BoundDetail, ::testing::HasSubstr("issue (narrow units)"));
  EXPECT_THAT(P.BoundDetail, ::testing::Not(::testing::HasSubstr("FP64")));
  // The scheduler's slots: 40 + 8 of 2 SMs x 2 blocks x 64 cycles.
  EXPECT_NEAR(P.IssueUtilization, 48.0 / 256, 1e-12);
  EXPECT_NEAR(run(Kernel(40), launch(1, 32), G).ExecMs / NsToMs, 88, 1e-9);
  // A shared FP64 unit adds its classes to the same units' term.
  G.Instructions[static_cast<unsigned>(InstrClass::Fp64Fma)].IssueCycles = 64;
  ASSERT_TRUE(G.fp64UnitIsShared());
  EXPECT_NEAR(run(Kernel(20), launch(1, 32), G).ExecMs / NsToMs, 64, 1e-9);
}

TEST(WaveModel, MemoryQueueAndSharedFp64UnitTogether) {
  // 40 integer adds (2 cycles), 10 global loads (8), 2 double FMAs (64) on a
  // GPU with both: the rest 80 + 10 dispatch cycles, the loads' pipe 80, the
  // FP64 unit 128 -> 128 (the sum would be 288).
  GpuModel G = toyGpu();
  G.Instructions[static_cast<unsigned>(InstrClass::IntAdd)].IssueCycles = 2;
  G.Instructions[static_cast<unsigned>(InstrClass::LoadGlobal)].IssueCycles = 8;
  G.Instructions[static_cast<unsigned>(InstrClass::Fp64Fma)].IssueCycles = 64;
  G.MemoryInstructionQueue = true;
  ASSERT_TRUE(G.fp64UnitIsShared());
  KernelModel K = toyKernel(10, Expr(40.0) * sym("del.int_add") + Expr(10.0) * sym("del.load_global") +
                                    Expr(2.0) * sym("del.fp64_fma"));
  K.InstructionMix = {{"int_add", Expr(40.0)}, {"load_global", Expr(10.0)}, {"fp64_fma", Expr(2.0)}};
  Prediction P = run(K, launch(1, 32), G);
  EXPECT_NEAR(P.ExecMs / NsToMs, 128, 1e-9);
  // The FP64 unit binds and is named. The scheduler's slots: the delay 288
  // without the unit's 128 and the pipe's 80 cycles, plus a dispatch cycle for
  // each of the 10 loads and the 2 FMAs = 92, of 2 SMs x 2 blocks x 128 cycles.
  EXPECT_THAT(P.BoundDetail, ::testing::HasSubstr("issue (narrow units)"));
  EXPECT_THAT(P.BoundDetail, ::testing::HasSubstr("shared FP64 unit"));
  EXPECT_NEAR(P.IssueUtilization, 92.0 / 512, 1e-12);
  // With 30 loads the pipe binds: 240 > 80 + 30, 128.
  K.Delay = Expr(40.0) * sym("del.int_add") + Expr(30.0) * sym("del.load_global") + Expr(2.0) * sym("del.fp64_fma");
  K.InstructionMix["load_global"] = Expr(30.0);
  EXPECT_NEAR(run(K, launch(1, 32), G).ExecMs / NsToMs, 240, 1e-9);
}

TEST(WaveModel, ALoneBlockAddsItsBarrierPhases) {
  // Two phases (docs/model.md#barrier-phases): a wait of 1000 cycles issuing
  // 10, then 100 issue cycles that take 200 alone; no sync cost (syncs 0).
  // A block of 1024 threads is 32 warps, 16 on each of the toy's 2 processing
  // blocks. Two blocks on two SMs: each SM holds one block, whose warps cannot
  // issue the second phase while they wait in the first:
  //   max(16 x 10, 1000) + max(16 x 100, 200) = 1000 + 1600 = 2600 cycles,
  // where the whole block gives max(16 x 110, 1200) = 1760.
  KernelModel K = toyKernel(1200, 110);
  K.Phases = {{Expr(1000.0), Expr(10.0)}, {Expr(200.0), Expr(100.0)}};
  Prediction Lone = run(K, launch(2, 1024));
  EXPECT_NEAR(Lone.ExecMs / NsToMs, 2600, 1e-9);
  EXPECT_EQ(Lone.Binding, Bound::Barriers);
  EXPECT_THAT(Lone.BoundDetail, ::testing::HasSubstr("barrier phases"));
  // Four blocks: two per SM, whose waits overlap each other's issue; the whole
  // blocks' bound, 32 warps x 110 = 3520 per processing block.
  Prediction Pair = run(K, launch(4, 1024));
  EXPECT_NEAR(Pair.ExecMs / NsToMs, 3520, 1e-9);
  EXPECT_EQ(Pair.Binding, Bound::Issue);
  // Six: a wave of two per SM, then a last wave of one per SM.
  EXPECT_NEAR(run(K, launch(6, 1024)).ExecMs / NsToMs, 3520 + 2600, 1e-9);
  // Without phases the lone block takes the whole block's bound.
  K.Phases.clear();
  EXPECT_NEAR(run(K, launch(2, 1024)).ExecMs / NsToMs, 1760, 1e-9);
}
