// atSmClock (GpuModel.h, docs/model.md#sm-clock): a GPU run at another SM
// clock keeps the cycles of what the SM clocks and the time of what has a
// clock of its own; figures worked out by hand on the toy GPU (1000 MHz, L2
// 50 cycles, DRAM 100, uncoalesced 156).
#include "../common/ToyGpu.h"

#include "gpumodel/GpuModel.h"

#include <gtest/gtest.h>

using namespace kc;

TEST(SmClock, DramNanosecondsStaySmCyclesScale) {
  GpuModel G = kc::test::toyGpu();
  GpuModel H = atSmClock(G, 500);
  EXPECT_DOUBLE_EQ(H.CoreClockMHz, 500);
  EXPECT_DOUBLE_EQ(H.FileCoreClockMHz, 1000);
  // On-chip: the same cycles.
  EXPECT_DOUBLE_EQ(H.L1LatencyCycles, G.L1LatencyCycles);
  EXPECT_DOUBLE_EQ(H.L2LatencyCycles, 50);
  EXPECT_DOUBLE_EQ(H.SharedLatencyCycles, G.SharedLatencyCycles);
  // Past the L2: 50 + (100 - 50) x 500 / 1000 = 75; 50 + 106 / 2 = 103.
  EXPECT_DOUBLE_EQ(H.DramLatencyCycles, 75);
  EXPECT_DOUBLE_EQ(H.UncoalescedLatencyCycles, 103);
  // Bandwidths in GB/s and the launch overhead in microseconds keep their values.
  EXPECT_DOUBLE_EQ(H.DramBandwidthGBps, G.DramBandwidthGBps);
  EXPECT_DOUBLE_EQ(H.L2BandwidthGBps, G.L2BandwidthGBps);
  EXPECT_EQ(H.Id, G.Id);
  EXPECT_NE(H.Name.find("at 500 MHz"), std::string::npos) << H.Name;
  // Back at the file's clock: the file's latencies, and the file's clock remembered.
  GpuModel Back = atSmClock(H, 1000);
  EXPECT_DOUBLE_EQ(Back.DramLatencyCycles, 100);
  EXPECT_DOUBLE_EQ(Back.UncoalescedLatencyCycles, 156);
  EXPECT_DOUBLE_EQ(Back.FileCoreClockMHz, 1000);
  // The file's own clock changes nothing.
  GpuModel Same = atSmClock(G, 1000);
  EXPECT_DOUBLE_EQ(Same.DramLatencyCycles, 100);
  EXPECT_DOUBLE_EQ(Same.FileCoreClockMHz, 0);
}
