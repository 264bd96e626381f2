// PredictionView: the text says what binds and what helps; JSON has the contract keys.
#include "../common/ToyGpu.h"

#include "views/PredictionView.h"

#include <gtest/gtest.h>

using namespace kc;
using namespace kc::test;

namespace {

/// Saxpy-like: 4096 x 256 threads, 48 B per thread from DRAM. On the toy GPU
/// a wave (4 blocks) moves 4*256*48 = 49152 B; at lat 100 it would take
/// 40 + 2*100 = 240 cycles (205 B/cycle > 100): DRAM-bound, each wave takes
/// 49152 / 100 = 491.52 cycles (lat.mem rises to 225.76).
std::vector<Prediction> saxpyAll() {
  Expr I = sym("bid.x") * sym("bdim.x") + sym("tid.x");
  Expr Active = lt(I, sym("n"));
  KernelModel K = toyKernel(select(Active, 40 + 2 * sym("lat.mem"), 8), select(Active, 12, 3),
                            select(Active, 48, 0));
  K.Name = "saxpy";
  K.Params = {{"n", "int", false}};
  K.Lines = {{{"saxpy.cu", 4, 3}, 2 * sym("lat.mem")}, {{"saxpy.cu", 3, 3}, Expr(40)}};
  auto P = PreparedKernel::prepare(K, toyGpu());
  EXPECT_TRUE(bool(P));
  LaunchConfig L;
  L.Grid.X = 4096;
  L.Block.X = 256;
  L.Args["n"] = 4096 * 256;
  auto All = predictAll(*P, L);
  EXPECT_TRUE(bool(All));
  return *All;
}

} // namespace

TEST(PredictionView, TextSaysWhyAndWhatHelps) {
  auto All = saxpyAll();
  std::string S;
  llvm::raw_string_ostream OS(S);
  PredictionView(All[0]).printView(OS);
  OS.flush();
  std::printf("%s", S.c_str());
  EXPECT_NE(S.find("saxpy on toy: grid 4096 x block 256 (wave model)"), std::string::npos);
  EXPECT_NE(S.find("bound         DRAM bandwidth: latency raised from 100"), std::string::npos);
  EXPECT_NE(S.find("fewer bytes or better reuse would help"), std::string::npos);
  EXPECT_NE(S.find("(100 %)"), std::string::npos); // DRAM at its peak
  EXPECT_NE(S.find("hot lines     saxpy.cu:4"), std::string::npos);
  std::string T;
  llvm::raw_string_ostream OT(T);
  printComparison(OT, All);
  OT.flush();
  std::printf("%s", T.c_str());
  EXPECT_NE(T.find("  wave "), std::string::npos);
  EXPECT_NE(T.find("  mwp-cwp "), std::string::npos);
  EXPECT_NE(T.find("  roofline "), std::string::npos);
}

TEST(PredictionView, JsonKeys) {
  auto All = saxpyAll();
  nlohmann::json J = comparisonJSON(All);
  for (const char *K : {"time_ms", "launch_ms", "waves", "blocks_per_sm", "occupancy", "bound",
                        "per_wave_ms", "models", "latencies", "bandwidth", "hot_lines"})
    EXPECT_TRUE(J.contains(K)) << K;
  EXPECT_EQ(J["bound"], "DRAM");
  EXPECT_EQ(J["waves"], 1024);
  EXPECT_EQ(J["blocks_per_sm"], 2);
  ASSERT_TRUE(J["models"].contains("mwp-cwp"));
  ASSERT_TRUE(J["models"].contains("roofline"));
  EXPECT_DOUBLE_EQ(J["models"]["wave"]["time_ms"].get<double>(), All[0].TimeMs);
  EXPECT_NEAR(J["bandwidth"]["dram"]["utilization"].get<double>(), 1.0, 1e-6);
}
