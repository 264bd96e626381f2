// compare: a CSV with hand-checkable predictions on the toy GPU (given by
// name through CompareOptions::FindGpu, a hand-built kernel model), malformed rows
// reported by line and skipped, and a real .cu whose rows must agree with the
// DRAM time worked out by hand from the GPU file.
#include "../common/ToyGpu.h"

#include "gpumodel/GpuDatabase.h"
#include "predictor/Prediction.h"
#include "workflows/Compare.h"
#include "workflows/CsvTable.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace kc;
using namespace kc::test;

namespace {

/// The toy GPU under the name "toy-gpu" (through CompareOptions::FindGpu; the
/// toy model has no provenance, so it is not written as a GPU file); other
/// names go to the built-in database.
std::string toyGpuPath() { return "toy-gpu"; }

llvm::Expected<GpuModel> findGpu(const std::string &Name) {
  if (Name == "toy-gpu")
    return toyGpu();
  return GpuDatabase::builtin().find(Name);
}

/// 100 cycles per thread, 1 issue cycle, no memory: on the toy GPU (2 SMs x
/// 2 blocks, 1 GHz) a wave of up to 4 one-warp blocks takes 100 ns, and the
/// launch costs 0.01 us.
struct ToyAnalyzer {
  unsigned Calls = 0;
  llvm::Expected<KernelModel> operator()(const AnalysisKey &K) {
    ++Calls;
    KernelModel M = toyKernel(100, 1);
    M.Name = K.Kernel;
    return M;
  }
};

CompareOptions toyOptions(ToyAnalyzer &A) {
  CompareOptions O;
  O.Models = {ModelKind::Wave, ModelKind::Roofline};
  O.Jobs = 2;
  O.Analyze = [&A](const AnalysisKey &K) { return A(K); };
  O.FindGpu = findGpu;
  return O;
}

} // namespace

TEST(Compare, ToyGpuHandChecked) {
  std::string G = toyGpuPath();
  // Predicted (wave): grid 4 -> 1 wave = 100 ns; 8 -> 200 ns; 9 -> 300 ns;
  // plus 1e-5 ms launch: 0.00011, 0.00021, 0.00031 ms. The measurements rank
  // rows 3 and 4 the other way round.
  std::string Csv = "source,kernel,gpu,grid_x,block_x,measured_time_ms,note\n"
                    "k.cu,toy," + G + ",4,32,0.000125,a\n"   // APE 0.015/0.125 = 0.12
                    "k.cu,toy," + G + ",8,32,0.0003,b\n"     // APE 0.09/0.3 = 0.3
                    "k.cu,toy," + G + ",9,32,0.0002,c\n";    // APE 0.11/0.2 = 0.55
  auto T = CsvTable::parse(Csv, "toy.csv");
  ASSERT_TRUE(bool(T)) << llvm::toString(T.takeError());
  ToyAnalyzer A;
  auto R = compareTable(*T, "toy.csv", toyOptions(A));
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  EXPECT_TRUE(R->Issues.empty()) << R->Issues[0].Message;
  ASSERT_EQ(R->Rows.size(), 3u);
  EXPECT_EQ(A.Calls, 1u); // one (source, kernel, defines, arch, block) -> one analysis
  EXPECT_EQ(R->Analyses, 1u);
  const double Pred[3] = {0.00011, 0.00021, 0.00031};
  const double Ape[3] = {0.12, 0.3, 0.55};
  const uint64_t Warps[3] = {4, 8, 9};
  for (int I = 0; I < 3; ++I) {
    EXPECT_EQ(R->Rows[I].Line, unsigned(I + 2));
    EXPECT_NEAR(R->Rows[I].Predictions[0].TimeMs, Pred[I], 1e-12) << I;
    EXPECT_NEAR(R->Rows[I].Ape[0], Ape[I], 1e-9) << I;
    EXPECT_EQ(R->Rows[I].Warps, Warps[I]);
    EXPECT_EQ(R->Rows[I].GpuId, "toy");
  }
  EXPECT_EQ(R->Rows[1].Cells.back(), "b"); // other columns are kept
  // Summary of the wave model: MAPE (0.12 + 0.3 + 0.55) / 3, median 0.3, none
  // within 10 %, one of 3 within 25 %. One group (same source/kernel/gpu):
  // predicted ranks 1, 2, 3, measured 1, 3, 2: Spearman 1 - 6 x (0 + 1 + 1) /
  // (3 x (9 - 1)) = 0.5.
  ASSERT_EQ(R->Summary.size(), 2u);
  const ModelSummary &W = R->Summary[0];
  EXPECT_EQ(W.Errors.N, 3u);
  EXPECT_NEAR(W.Errors.Mape, (0.12 + 0.3 + 0.55) / 3, 1e-9);
  EXPECT_NEAR(W.Errors.MedianApe, 0.3, 1e-9);
  EXPECT_NEAR(W.Errors.Within10, 0.0, 1e-12);
  EXPECT_NEAR(W.Errors.Within25, 1.0 / 3, 1e-12);
  ASSERT_TRUE(W.SpearmanMedian.has_value());
  EXPECT_NEAR(*W.SpearmanMedian, 0.5, 1e-12);
  ASSERT_EQ(R->Groups.size(), 1u);
  EXPECT_EQ(R->Groups[0].Rows.size(), 3u);
  ASSERT_FALSE(W.WorstRows.empty());
  EXPECT_EQ(R->Rows[W.WorstRows[0]].Line, 4u); // APE 0.55 is the worst
}

TEST(Compare, DistinctDefinesAndGroupsAreSeparate) {
  std::string G = toyGpuPath();
  std::string Csv = "source,kernel,gpu,grid_x,block_x,measured_time_ms,defines,args,variant\n"
                    "k.cu,toy," + G + ",4,32,0.0001,T=8,n=4,x\n"
                    "k.cu,toy," + G + ",4,32,0.0001,T=16,n=4,x\n"
                    "k.cu,toy," + G + ",4,32,0.0001,T=16;DEBUG,n=4,y\n"
                    "k.cu,toy," + G + ",4,32,0.0001,T=16;DEBUG,n=5,y\n";
  auto T = CsvTable::parse(Csv, "d.csv");
  ASSERT_TRUE(bool(T));
  ToyAnalyzer A;
  CompareOptions O = toyOptions(A);
  O.GroupBy = {"variant"};
  auto R = compareTable(*T, "d.csv", O);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  EXPECT_EQ(A.Calls, 3u); // T=8, T=16, T=16;DEBUG (args do not change the analysis)
  ASSERT_EQ(R->Groups.size(), 2u);
  EXPECT_EQ(R->Groups[0].Key, std::vector<std::string>{"x"});
  EXPECT_EQ(R->Groups[1].Rows.size(), 2u);
  EXPECT_EQ(R->Rows[2].Defines, (std::vector<std::string>{"T=16", "DEBUG"}));
  EXPECT_EQ(R->Rows[3].Launch.Args.at("n"), 5);
}

TEST(Compare, MalformedRowsAreReportedByLineAndSkipped) {
  std::string G = toyGpuPath();
  std::string Csv = "source,kernel,gpu,grid_x,grid_y,block_x,measured_time_ms,args\n"
                    "k.cu,toy," + G + ",4,,32,0.0001,\n"        // 2: ok (empty grid_y = 1)
                    "k.cu,toy," + G + ",abc,1,32,0.0001,\n"     // 3: bad grid_x
                    "k.cu,toy," + G + ",4,1,32,,\n"             // 4: no measurement
                    "k.cu,toy,no-such-gpu,4,1,32,0.0001,\n"     // 5: unknown GPU
                    "k.cu,toy," + G + ",4,1,32,0.0001,n\n"      // 6: bad args
                    "k.cu,toy," + G + ",4,1,2048,0.0001,\n"     // 7: block too large
                    "k.cu,toy," + G + ",4,1,0,0.0001,\n"        // 8: zero block
                    ",toy," + G + ",4,1,32,0.0001,\n"           // 9: no source
                    "k.cu,toy," + G + ",8,1,32,-1,\n"           // 10: negative time
                    "k.cu,toy," + G + ",8,1,32,0.0002,\n";      // 11: ok
  auto T = CsvTable::parse(Csv, "bad.csv");
  ASSERT_TRUE(bool(T));
  ToyAnalyzer A;
  auto R = compareTable(*T, "bad.csv", toyOptions(A));
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  ASSERT_EQ(R->Rows.size(), 2u);
  EXPECT_EQ(R->Rows[0].Line, 2u);
  EXPECT_EQ(R->Rows[0].Launch.Grid.Y, 1u);
  EXPECT_EQ(R->Rows[1].Line, 11u);
  ASSERT_EQ(R->Issues.size(), 8u);
  const std::pair<unsigned, const char *> Expected[] = {
      {3, "grid_x: 'abc' is not an integer >= 1"},
      {4, "measured_time_ms: empty value (expected a positive number"},
      {5, "unknown GPU 'no-such-gpu'"},
      {6, "args: 'n': expected NAME=NUMBER"},
      {7, "2048"},
      {8, "block_x: '0' is out of range"},
      {9, "source: empty"},
      {10, "measured_time_ms: '-1'"}};
  for (size_t I = 0; I < 8; ++I) {
    EXPECT_EQ(R->Issues[I].Line, Expected[I].first);
    EXPECT_NE(R->Issues[I].Message.find(Expected[I].second), std::string::npos)
        << R->Issues[I].Message;
  }
}

TEST(Compare, MissingColumnsAndBadGroupByFailTheRun) {
  auto T = CsvTable::parse("source,kernel,grid_x\nk.cu,toy,4\n", "cols.csv");
  ASSERT_TRUE(bool(T));
  auto R = compareTable(*T, "cols.csv", CompareOptions{});
  ASSERT_FALSE(bool(R));
  std::string Msg = llvm::toString(R.takeError());
  EXPECT_NE(Msg.find("cols.csv: missing columns gpu, block_x, measured_time_ms"), std::string::npos)
      << Msg;

  auto T2 = CsvTable::parse("source,kernel,gpu,grid_x,block_x,measured_time_ms\n", "g.csv");
  ASSERT_TRUE(bool(T2));
  CompareOptions O;
  O.GroupBy = {"variant"};
  auto R2 = compareTable(*T2, "g.csv", O);
  ASSERT_FALSE(bool(R2));
  EXPECT_NE(llvm::toString(R2.takeError()).find("--group-by: 'variant' is not a column"),
            std::string::npos);
}

TEST(Compare, RealKernelAgreesWithTheHandDerivedDramTime) {
  // saxpy from the corpus, through the real analyzer, on k40. Each element
  // moves 12 bytes (x, y read, y written), every block is DRAM-bound, so the
  // roofline is launch + 12 n / sustained bandwidth exactly and the wave model
  // within 1 % (its last, partial wave adds a little), with the k40 file's
  // numbers: base launch and sustained DRAM bandwidth. The block dispatch
  // (blocks x per-block cost) hides under the execution.
  std::string Csv = "source,kernel,gpu,grid_x,block_x,measured_time_ms,args\n"
                    "saxpy.cu,saxpy,k40,16384,256,0.5,n=4194304\n"
                    "saxpy.cu,saxpy,Tesla K40m,8192,512,2.0,n=4194304\n";
  auto T = CsvTable::parse(Csv, "saxpy.csv");
  ASSERT_TRUE(bool(T));
  CompareOptions O;
  O.BaseDir = std::string(KC_SOURCE_DIR) + "/tests/kernels";
  O.Models = {ModelKind::Wave, ModelKind::Roofline};
  auto R = compareTable(*T, "saxpy.csv", O);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  ASSERT_EQ(R->Rows.size(), 2u) << (R->Issues.empty() ? "" : R->Issues[0].Message);

  auto Gpu = GpuDatabase::builtin().find("k40");
  ASSERT_TRUE(bool(Gpu));
  double Bw = Gpu->dramSustainedGBps();
  const double Measured[2] = {0.5, 2.0};
  for (size_t I = 0; I < 2; ++I) {
    const CompareRow &Row = R->Rows[I];
    const LaunchLine &L = Gpu->launchLine(static_cast<unsigned>(Row.Launch.Block.X / 32));
    double DramMs = 12.0 * 4194304 / (Bw * 1e9) * 1e3;
    double BaseMs = L.BaseUs / 1e3;
    ASSERT_LT(static_cast<double>(Row.Launch.Grid.X) * L.PerBlockUs / 1e3, DramMs);
    double Want = BaseMs + DramMs;
    EXPECT_NEAR(Row.Predictions[1].TimeMs / Want, 1.0, 1e-9) << "roofline, row " << I;
    EXPECT_NEAR(Row.Predictions[0].TimeMs / Want, 1.0, 0.01) << "wave, row " << I;
    EXPECT_GE(Row.Predictions[0].TimeMs, Row.Predictions[1].TimeMs * (1 - 1e-12));
    EXPECT_DOUBLE_EQ(Row.Ape[0], std::fabs(Row.Predictions[0].TimeMs - Measured[I]) / Measured[I]);
    EXPECT_EQ(Row.GpuId, "k40");
  }
  // Different block shapes are analyzed separately (bank conflicts need the shape).
  EXPECT_EQ(R->Analyses, 2u);
}
