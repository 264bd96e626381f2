// The MWP-CWP baseline (Hong & Kim, "An analytical model for a GPU
// architecture with memory-level and thread-level parallelism awareness",
// ISCA 2009) worked by hand on the toy GPU: its cases 0, 2 and 3 (case 1 is in
// PropertiesTest.cpp), the uncoalesced weights and the synchronisation term.
//
// Toy GPU (tests/common/ToyGpu.h): 2 SMs, 2 processing blocks (PB) per SM, at
// most 2 blocks per SM, 1 GHz (1 cycle = 1 ns), Mem_LD = DRAM latency 100,
// delay_dep = (156 - 100) / 28 = 2, DRAM 100 B/cycle, launch 10 ns.
// Launch used below unless said otherwise: 8 blocks of 256 threads (8 warps):
//   #Active_SMs = 2, #Active_blocks_per_SM = min(2, ceil(8 / 2)) = 2,
//   N = 2 blocks x 8 warps / 2 PB = 8 warps per PB, #Rep = 8 / (2 x 2) = 2.
#include "../common/ToyGpu.h"

#include "predictor/Prediction.h"

#include <gtest/gtest.h>

using namespace kc;
using namespace kc::test;

namespace {

Prediction mwpCwp(const KernelModel &K, uint64_t Grid = 8, uint64_t Block = 256) {
  auto P = PreparedKernel::prepare(K, toyGpu());
  EXPECT_TRUE(bool(P)) << (P ? "" : llvm::toString(P.takeError()));
  LaunchConfig L;
  L.Grid.X = Grid;
  L.Block.X = Block;
  auto R = predict(*P, L, ModelKind::MwpCwp);
  if (!R) {
    ADD_FAILURE() << llvm::toString(R.takeError());
    return {};
  }
  return *R;
}

constexpr double LaunchMs = 1e-5;

} // namespace

TEST(MwpCwp, Case0NoMemoryInstructions) {
  // No global memory: Exec = Comp_cycles x N x #Rep = 10 x 8 x 2 = 160 cycles.
  Prediction P = mwpCwp(toyKernel(500, 10));
  EXPECT_EQ(P.Details["case"], 0);
  EXPECT_DOUBLE_EQ(P.Details["n"], 8);
  EXPECT_DOUBLE_EQ(P.Details["rep"], 2);
  EXPECT_NEAR(P.ExecMs, 160e-6, 1e-15);
  EXPECT_NEAR(P.TimeMs, LaunchMs + 160e-6, 1e-15);
  EXPECT_EQ(P.Binding, Bound::Issue);
}

TEST(MwpCwp, Case2BandwidthLimitsMwp) {
  // 64 B per thread in one load instruction: a warp moves 2048 B per memory
  // instruction. Mem_L = 100, Departure_delay = 2: MWP_without_BW = 50;
  // BW_per_warp = 2048 / 100 = 20.48 B/cycle; MWP_peak_BW = 100 / (20.48 x 2 PB
  // x 2 SMs) = 1.220703125; MWP = 1.220703125. Mem_cycles = 100 x 1, Comp = 10:
  // CWP = min(110 / 10, 8) = 8 >= MWP: case 2,
  //   (Mem_cycles x N / MWP + Comp / #Mem_insts x (MWP - 1)) x #Rep
  //   = (800 / 1.220703125 + 10 x 0.220703125) x 2 = (655.36 + 2.20703125) x 2
  //   = 1315.1340625 cycles.
  KernelModel K = toyKernel(500, 10, 64);
  K.InstructionMix["load_global"] = 1;
  Prediction P = mwpCwp(K);
  EXPECT_EQ(P.Details["case"], 2);
  EXPECT_NEAR(P.Details["mwp"], 1.220703125, 1e-12);
  EXPECT_DOUBLE_EQ(P.Details["cwp"], 8);
  EXPECT_NEAR(P.ExecMs / 1e-6, 1315.1340625, 1e-9);
  EXPECT_EQ(P.Binding, Bound::Dram);
}

TEST(MwpCwp, Case3ComputeDominates) {
  // 8 B per thread in 2 instructions (4 B each, no instruction mix): Mem_cycles =
  // 100 x 2 = 200; Comp = delay = 200: CWP = (200 + 200) / 200 = 2. MWP =
  // min(50, 100 / (128 / 100 x 4) = 19.53, N = 8) = 8 > CWP, and Comp is not
  // above Mem_cycles: case 3, (Mem_L + Comp x N) x #Rep = (100 + 1600) x 2 = 3400.
  Prediction P = mwpCwp(toyKernel(500, 200, 8));
  EXPECT_EQ(P.Details["case"], 3);
  EXPECT_DOUBLE_EQ(P.Details["mwp"], 8);
  EXPECT_DOUBLE_EQ(P.Details["cwp"], 2);
  EXPECT_NEAR(P.ExecMs / 1e-6, 3400, 1e-9);
  EXPECT_EQ(P.Binding, Bound::Issue);
}

TEST(MwpCwp, SynchronisationCost) {
  // Case 3 above with 3 barriers per thread: Synch_cost = Departure_delay x
  // (MWP - 1) x #Sync_insts x #Active_blocks_per_SM x #Rep = 2 x 7 x 3 x 2 x 2
  // = 168 cycles on top of 3400.
  KernelModel K = toyKernel(500, 200, 8);
  K.Syncs = 3;
  Prediction P = mwpCwp(K);
  EXPECT_EQ(P.Details["case"], 3);
  EXPECT_DOUBLE_EQ(P.Details["sync_cycles"], 168);
  EXPECT_NEAR(P.ExecMs / 1e-6, 3568, 1e-9);
  EXPECT_NEAR(P.SyncShare, 168.0 / 3568, 1e-12);
  // One block per SM (grid 2): #Active_blocks_per_SM = 1, N = 4, #Rep = 1,
  // MWP = 4: 2 x 3 x 3 x 1 x 1 = 18; case 3 again: (100 + 200 x 4) x 1 = 900.
  Prediction Q = mwpCwp(K, 2);
  EXPECT_EQ(Q.Details["case"], 3);
  EXPECT_DOUBLE_EQ(Q.Details["sync_cycles"], 18);
  EXPECT_NEAR(Q.ExecMs / 1e-6, 918, 1e-9);
}

TEST(MwpCwp, UncoalescedAccessesWeighMemoryLatency) {
  // All 8 bytes uncoalesced (weight 1): Mem_L = Mem_L_Uncoal = 100 + 31 x 2 =
  // 162, Departure_delay = 32 x 2 = 64, Mem_cycles = 162 x 2 = 324. With Comp =
  // 324: CWP = 2; MWP_without_BW = 162 / 64 = 2.53125 (BW: 100 / (128 / 162 x
  // 4) = 31.6 and N = 8 are larger): MWP = 2.53125 > CWP: case 3,
  // (162 + 324 x 8) x 2 = 5508; one barrier: 64 x 1.53125 x 1 x 2 x 2 = 392.
  KernelModel K = toyKernel(500, 324, 8, 8);
  K.Syncs = 1;
  Prediction P = mwpCwp(K);
  EXPECT_EQ(P.Details["case"], 3);
  EXPECT_DOUBLE_EQ(P.Details["mem_l"], 162);
  EXPECT_DOUBLE_EQ(P.Details["mwp"], 2.53125);
  EXPECT_DOUBLE_EQ(P.Details["sync_cycles"], 392);
  EXPECT_NEAR(P.ExecMs / 1e-6, 5900, 1e-9);
  // Half uncoalesced: Mem_L = 0.5 x 162 + 0.5 x 100 = 131, Departure_delay =
  // 0.5 x 64 + 0.5 x 2 = 33, Mem_cycles = 0.5 x 324 + 0.5 x 200 = 262.
  KernelModel H = toyKernel(500, 262, 8, 4);
  Prediction Q = mwpCwp(H);
  EXPECT_DOUBLE_EQ(Q.Details["mem_l"], 131);
  EXPECT_DOUBLE_EQ(Q.Details["mem_cycles"], 262);
  // MWP = 131 / 33 = 3.9697 > CWP = 2: case 3, (131 + 262 x 8) x 2 = 4454.
  EXPECT_EQ(Q.Details["case"], 3);
  EXPECT_NEAR(Q.Details["mwp"], 131.0 / 33, 1e-12);
  EXPECT_NEAR(Q.ExecMs / 1e-6, 4454, 1e-9);
}
