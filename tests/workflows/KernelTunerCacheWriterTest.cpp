// tune's ranking written as a Kernel Tuner cache and read back with the
// reader: the same configurations, the same (predicted) times, the unrunnable
// launches as failed ones, and rows whose launches are tune's launches.
#include "../common/ToyGpu.h"

#include "workflows/KernelTunerCache.h"
#include "workflows/KernelTunerCacheWriter.h"
#include "workflows/Tune.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

using namespace kc;
using namespace kc::test;

namespace {

/// The toy sweep of TuneTest.cpp: 100-cycle threads, n = 4096, blocks 128 ..
/// 2048 (2048 cannot run), SLOW=2 doubling every thread's time.
TuneOptions toyOptions() {
  TuneOptions O;
  O.Source = "toy.cu";
  O.Space.Params["n"] = 4096;
  O.Space.BlockX = {128, 256, 512, 1024, 2048};
  O.Space.Grid[0] = Expr::parse("ceil_div(n, block_x)");
  O.DefineSweeps = {{"SLOW", {"2", "1"}}};
  O.Jobs = 1;
  O.Analyze = [](const std::vector<std::string> &Defines) -> llvm::Expected<KernelModel> {
    double Scale = 1;
    for (const std::string &D : Defines)
      if (D.rfind("SLOW=", 0) == 0)
        Scale = std::stod(D.substr(5));
    KernelModel K = toyKernel(100 * Scale, 1);
    K.Name = "toy";
    return K;
  };
  return O;
}

} // namespace

TEST(KernelTunerCacheWriter, RoundTrip) {
  TuneOptions O = toyOptions();
  GpuModel Gpu = toyGpu();
  auto R = tune(O, Gpu);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  ASSERT_EQ(R->Ranking.size(), 8u);
  ASSERT_EQ(R->Skipped.size(), 2u);
  std::string Text = kernelTunerCacheText(*R, O, Gpu, "2026-01-31 12:00:00.000000+00:00");
  // Kernel Tuner appends to a cache whose text ends in "}\n}" (cache last).
  EXPECT_EQ(Text.substr(Text.size() - 4), "}\n}\n");
  EXPECT_NE(Text.find("\"kernelcast\": {\"note\":\"every time in this file is a kernelcast "
                      "prediction (not a measurement)\",\"model\":\"wave\",\"gpu_id\":\"toy\""),
            std::string::npos)
      << Text;
  EXPECT_NE(Text.find("\"source\":\"toy.cu\",\"params\":{\"n\":4096.0},\"grid\":[\"floor((block_x + n - 1) / block_x)\",\"1\",\"1\"]}"),
            std::string::npos)
      << Text;

  auto C = parseKernelTunerCache(Text, "out.json");
  ASSERT_TRUE(bool(C)) << llvm::toString(C.takeError());
  EXPECT_EQ(C->DeviceName, "Toy GPU"); // no CUDA device name: the display name
  EXPECT_EQ(C->KernelName, "toy");
  EXPECT_EQ(C->Objective, "time");
  EXPECT_EQ(C->Keys, (std::vector<std::string>{"block_size_x", "SLOW"}));
  EXPECT_EQ(C->TuneParams["block_size_x"].dump(), "[128,256,512,1024,2048]");
  EXPECT_EQ(C->TuneParams["SLOW"].dump(), "[2,1]");
  ASSERT_EQ(C->Entries.size(), 10u);
  EXPECT_EQ(C->failures(), (std::map<std::string, size_t>{{"RuntimeFailedConfig", 2}}));

  // Same configurations and times, in ranking order, one entry per line.
  for (size_t I = 0; I < 8; ++I) {
    const TuneEntry &T = R->Ranking[I];
    const KernelTunerEntry &E = C->Entries[I];
    std::string Slow = R->Variants[T.Variant].Defines.at(0).substr(5);
    EXPECT_EQ(E.Key, std::to_string(T.Launch.BlockX) + "," + Slow) << I;
    ASSERT_TRUE(E.TimeMs) << I;
    EXPECT_EQ(*E.TimeMs, T.P.TimeMs) << I; // exact: JSON doubles round-trip
    EXPECT_EQ(E.Line, 9 + I) << I;
  }
  // By hand (TuneTest.cpp): SLOW=1 at 1024 threads, 4 blocks, one 100 ns wave.
  EXPECT_EQ(C->Entries[0].Key, "1024,1");
  EXPECT_NEAR(*C->Entries[0].TimeMs, 100e-6 + 1e-5, 1e-12);
  EXPECT_EQ(C->Entries[8].Key.substr(0, 5), "2048,");
  EXPECT_FALSE(C->Entries[8].TimeMs);

  // As compare rows with Kernel Tuner's defaults: grid ceil(4096 / block_size_x)
  // is tune's ceil_div(n, block_x); SLOW is defined.
  KernelTunerLaunchOptions L;
  L.Source = "toy.cu";
  L.ProblemSize = {"4096"};
  L.Args = {{"n", 4096}};
  auto Table = kernelTunerCompareTable(*C, L);
  ASSERT_TRUE(bool(Table)) << llvm::toString(Table.takeError());
  ASSERT_EQ(Table->rows().size(), 8u);
  for (size_t I = 0; I < 8; ++I) {
    const CsvRow &Row = Table->rows()[I];
    const TuneEntry &T = R->Ranking[I];
    EXPECT_EQ(Table->cell(Row, "block_x"), std::to_string(T.Launch.BlockX));
    EXPECT_EQ(Table->cell(Row, "grid_x"), std::to_string(T.Launch.GridX));
    EXPECT_NE(Table->cell(Row, "defines").find(";SLOW=" + R->Variants[T.Variant].Defines[0].substr(5) + ";"),
              std::string::npos);
  }
}

TEST(KernelTunerCacheWriter, BlockYWhenSweptAndFloatDefines) {
  TuneOptions O = toyOptions();
  O.Space.BlockX = {32, 64};
  O.Space.BlockY = {1, 2};
  O.DefineSweeps = {{"ALPHA", {"0.5", "1.5"}}, {"SLOW", {"1"}}};
  O.Analyze = [](const std::vector<std::string> &) -> llvm::Expected<KernelModel> {
    KernelModel K = toyKernel(100, 1);
    K.Name = "toy";
    return K;
  };
  GpuModel Gpu = toyGpu();
  Gpu.Aliases = {"NVIDIA Toy 9000"};
  auto R = tune(O, Gpu);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  auto C = parseKernelTunerCache(kernelTunerCacheText(*R, O, Gpu, "t"), "out.json");
  ASSERT_TRUE(bool(C)) << llvm::toString(C.takeError());
  EXPECT_EQ(C->DeviceName, "NVIDIA Toy 9000");
  EXPECT_EQ(C->Keys, (std::vector<std::string>{"block_size_x", "block_size_y", "ALPHA", "SLOW"}));
  ASSERT_EQ(C->Entries.size(), 8u); // 2 x 2 blocks x 2 ALPHA
  std::set<std::string> Keys;
  for (const KernelTunerEntry &E : C->Entries)
    Keys.insert(E.Key);
  EXPECT_TRUE(Keys.count("64,2,0.5,1"));
  EXPECT_TRUE(Keys.count("32,1,1.5,1"));
}
