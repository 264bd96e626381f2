//===- OccupancyViewTest.cpp - the occupancy JSON contract and the plot ---===//
#include "../common/ToyGpu.h"

#include "views/OccupancyPlot.h"
#include "views/OccupancyView.h"

#include <gtest/gtest.h>

using namespace kc;
using namespace kc::test;


// 256 threads x 64 registers: 2048 per warp, 8 per part = 32 warps -> 4 blocks;
// 4000 B -> 4096: 12 blocks; warps 64 / 8 = 8.
TEST(OccupancyView, JsonFieldsAreTheContract) {
  GpuModel G = keplerK40();
  OccupancyRequest R;
  R.ThreadsPerBlock = 256;
  R.RegistersPerThread = 64;
  R.StaticSharedBytes = 4000;
  OccupancyResult Res = llvm::cantFail(computeOccupancy(G, R));
  nlohmann::json J = OccupancyView(G, R, Res).toJSON();
  EXPECT_EQ(J["active_blocks_per_sm"], 4);
  EXPECT_EQ(J["active_warps_per_sm"], 32);
  EXPECT_EQ(J["max_warps_per_sm"], 64);
  EXPECT_DOUBLE_EQ(J["occupancy"].get<double>(), 0.5);
  EXPECT_DOUBLE_EQ(J["useful_thread_occupancy"].get<double>(), 0.5);
  EXPECT_EQ(J["limiters"], nlohmann::json::array({"registers"}));
  EXPECT_EQ(J["block_limits"]["warps"], 8);
  EXPECT_EQ(J["block_limits"]["registers"], 4);
  EXPECT_EQ(J["block_limits"]["shared_memory"], 12);
  EXPECT_EQ(J["block_limits"]["blocks"], 16);
  EXPECT_TRUE(J["block_limits"]["barriers"].is_null()); // no barrier limit on this GPU
  EXPECT_EQ(J["allocated_registers_per_block"], 16384);
  EXPECT_EQ(J["allocated_shared_memory_per_block"], 4096);
  EXPECT_EQ(J["opted_in_shared_memory"], false);
  EXPECT_EQ(J["shared_memory_per_sm_bytes"], 49152);
  EXPECT_EQ(J["gpu"]["id"], "k40");
  EXPECT_EQ(J["gpu"]["compute_capability"], "3.5");
  EXPECT_EQ(J["inputs"]["threads_per_block"], 256);
  EXPECT_TRUE(J["inputs"]["carveout_percent"].is_null());
  EXPECT_FALSE(J.contains("max_potential"));
}

TEST(OccupancyView, TextMarksTheLimiter) {
  GpuModel G = keplerK40();
  OccupancyRequest R;
  R.ThreadsPerBlock = 256;
  R.RegistersPerThread = 64;
  OccupancyResult Res = llvm::cantFail(computeOccupancy(G, R));
  std::string S;
  llvm::raw_string_ostream OS(S);
  OccupancyView(G, R, Res).printView(OS);
  EXPECT_NE(S.find("active warps per SM      32 of 64"), std::string::npos) << S;
  EXPECT_NE(S.find("occupancy                50.0 %"), std::string::npos) << S;
  EXPECT_NE(S.find("16384 registers      65536 registers      4  <- limiter"), std::string::npos)
      << S;
}

TEST(OccupancyPlot, ThreeLabelledGraphsWithTheLaunchMarked) {
  GpuModel G = keplerK40();
  OccupancyRequest R;
  R.ThreadsPerBlock = 256;
  R.RegistersPerThread = 64;
  OccupancyResult Res = llvm::cantFail(computeOccupancy(G, R));
  std::string Svg = renderOccupancyPlot(G, R, Res);
  for (const char *Want :
       {"Occupancy on Tesla K40 (CC 3.5)", "threads per block", "registers per thread",
        "shared memory per block (bytes)", "occupancy (% of max warps per SM)",
        "256 threads: 50.0 %", "64 registers: 50.0 %", "0 B: 50.0 %"})
    EXPECT_NE(Svg.find(Want), std::string::npos) << Want;
  // One curve per graph.
  size_t Lines = 0;
  for (size_t P = 0; (P = Svg.find("<polyline", P)) != std::string::npos; ++P)
    ++Lines;
  EXPECT_EQ(Lines, 3u);
}
