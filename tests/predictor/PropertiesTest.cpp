// Properties every model of every shipped GPU must have: more bytes is never
// faster, uncoalesced never faster than coalesced, more SMs never slower, a
// larger grid never faster. Also the baselines on the toy GPU.
//
// MWP-CWP keeps Hong & Kim's formulas, which are not monotone in the grid or
// SM count (the three cases switch discontinuously, #Rep is fractional), so
// only the byte properties are asserted for it; wave and roofline get all four.
#include "../common/ToyGpu.h"

#include "gpumodel/GpuDatabase.h"
#include "predictor/Prediction.h"

#include <gtest/gtest.h>

using namespace kc;
using namespace kc::test;

namespace {

double timeOf(const KernelModel &K, const GpuModel &G, uint64_t Grid, uint64_t Block,
              ModelKind M = ModelKind::Wave) {
  auto P = PreparedKernel::prepare(K, G);
  if (!P) {
    ADD_FAILURE() << llvm::toString(P.takeError());
    return 0;
  }
  LaunchConfig L;
  L.Grid.X = Grid;
  L.Block.X = Block;
  L.Args["n"] = static_cast<double>(Grid * Block) - 5;
  auto R = predict(*P, L, M);
  if (!R) {
    ADD_FAILURE() << G.Id << ": " << llvm::toString(R.takeError());
    return 0;
  }
  return R->TimeMs;
}

/// A saxpy-like kernel: guard, one load per 4 bytes, the given uncoalesced share.
KernelModel streamKernel(double Bytes, double UncoalShare) {
  Expr I = sym("bid.x") * sym("bdim.x") + sym("tid.x");
  Expr Active = lt(I, sym("n"));
  KernelModel K = toyKernel(select(Active, 40 + 2 * sym("lat.mem"), 8), select(Active, 12, 3),
                            select(Active, Bytes, 0), select(Active, Bytes * UncoalShare, 0));
  K.Params = {{"n", "int", false}};
  return K;
}

std::vector<GpuModel> gpus() {
  std::vector<GpuModel> All = GpuDatabase::builtin().all();
  All.push_back(toyGpu());
  return All;
}

} // namespace

TEST(Properties, MoreBytesIsNeverFaster) {
  for (const GpuModel &G : gpus())
    for (ModelKind M : {ModelKind::Wave, ModelKind::MwpCwp, ModelKind::Roofline}) {
      double Prev = 0;
      for (double B : {4.0, 8.0, 12.0, 32.0, 64.0}) {
        double T = timeOf(streamKernel(B, 0), G, 4096, 256, M);
        EXPECT_GE(T, Prev * (1 - 1e-9)) << G.Id << " " << modelName(M) << " bytes " << B;
        Prev = T;
      }
    }
}

TEST(Properties, UncoalescedIsNeverFaster) {
  for (const GpuModel &G : gpus())
    for (ModelKind M : {ModelKind::Wave, ModelKind::MwpCwp, ModelKind::Roofline})
      for (uint64_t Grid : {8, 1024, 8192}) {
        double C = timeOf(streamKernel(12, 0), G, Grid, 256, M);
        double U = timeOf(streamKernel(12, 1), G, Grid, 256, M);
        EXPECT_GE(U, C * (1 - 1e-9)) << G.Id << " " << modelName(M) << " grid " << Grid;
      }
}

TEST(Properties, MoreSmsIsNeverSlower) {
  for (const GpuModel &G : gpus()) {
    GpuModel More = G;
    More.SmCount = G.SmCount * 2;
    for (ModelKind M : {ModelKind::Wave, ModelKind::Roofline})
      for (uint64_t Grid : {1, 100, 5000}) {
        double A = timeOf(streamKernel(8, 0), G, Grid, 256, M);
        double B = timeOf(streamKernel(8, 0), More, Grid, 256, M);
        EXPECT_LE(B, A * (1 + 1e-9)) << G.Id << " " << modelName(M) << " grid " << Grid;
      }
  }
}

TEST(Properties, LargerGridIsNeverFaster) {
  for (const GpuModel &G : gpus())
    for (ModelKind M : {ModelKind::Wave, ModelKind::Roofline}) {
      double Prev = 0;
      for (uint64_t Grid = 1; Grid < 3000; Grid += 97) {
        double T = timeOf(streamKernel(8, 0), G, Grid, 128, M);
        EXPECT_GE(T, Prev * (1 - 1e-9)) << G.Id << " " << modelName(M) << " grid " << Grid;
        Prev = T;
      }
    }
}

TEST(Baselines, RooflineByHand) {
  // 4096 threads (16 blocks of 256 = 128 warps), delay 10 per warp, 8 B per
  // thread from DRAM. Issue: 128*10 / (2 SMs * 2 PB) = 320 cycles. DRAM:
  // 32768 B / 100 B/cycle = 327.68 cycles -> DRAM-bound, 327.68 ns + 10 ns launch.
  KernelModel K = toyKernel(500, 10, 8);
  double T = timeOf(K, toyGpu(), 16, 256, ModelKind::Roofline);
  EXPECT_NEAR(T, 1e-5 + 327.68e-6, 1e-12);
}

TEST(Baselines, MwpCwpByHand) {
  // One block of 32 threads (N = 1 warp per PB... max(1, 1/2) = 1), 2 memory
  // instructions (8 B / 4), delay_dep 2 so Departure_delay = 2, Mem_L = 100:
  // MWP_without_BW = 50; N = 1 -> MWP = 1. Mem_cycles = 200, Comp = 10,
  // CWP = min(21, 1) = 1 = N = MWP: case 1:
  // (200 + 10 + 10/2 * 0) * #Rep, #Rep = 1 / (1 * 1) = 1 -> 210 cycles.
  KernelModel K = toyKernel(500, 10, 8);
  auto P = PreparedKernel::prepare(K, toyGpu());
  ASSERT_TRUE(bool(P));
  LaunchConfig L;
  L.Block.X = 32;
  auto R = predict(*P, L, ModelKind::MwpCwp);
  ASSERT_TRUE(bool(R));
  EXPECT_EQ(R->Details["case"], 1);
  EXPECT_NEAR(R->ExecMs, 210e-6, 1e-12);
}

TEST(Baselines, PredictAllGivesThree) {
  KernelModel K = toyKernel(500, 10, 8);
  auto P = PreparedKernel::prepare(K, toyGpu());
  ASSERT_TRUE(bool(P));
  LaunchConfig L;
  L.Grid.X = 100;
  L.Block.X = 256;
  auto All = predictAll(*P, L);
  ASSERT_TRUE(bool(All));
  ASSERT_EQ(All->size(), 3u);
  EXPECT_EQ((*All)[0].Model, ModelKind::Wave);
  EXPECT_EQ((*All)[1].Model, ModelKind::MwpCwp);
  EXPECT_EQ((*All)[2].Model, ModelKind::Roofline);
}
