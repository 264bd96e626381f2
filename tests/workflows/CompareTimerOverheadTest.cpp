// compare with a measuring harness's timer overhead (CompareOptions::
// TimerOverheadUs, the timer_overhead_us column): predictions of the toy GPU
// worked out by hand, compared as prediction + overhead; errors change, the
// ranking (Spearman, top-1 regret) does not; bad overheads fail the run with
// the file, line and value; the views say which overhead was applied.
#include "../common/ToyCompare.h"
#include "../common/ToyGpu.h"

#include "gpumodel/GpuDatabase.h"
#include "workflows/Compare.h"
#include "workflows/CompareView.h"
#include "workflows/CsvTable.h"
#include "workflows/KernelTunerCache.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace kc;
using namespace kc::test;

namespace {

/// The toy compare (ToyCompare.h: grid 4 -> 0.004 ms, 8 -> 0.00799 ms, 12 ->
/// 0.01198 ms) with the harness overhead \p OverheadUs.
CompareOptions toyOptions(double OverheadUs) {
  CompareOptions O = toyCompareOptions();
  O.TimerOverheadUs = OverheadUs;
  return O;
}

/// Measured 0.010, 0.009, 0.012 ms: the measured best is row 2 (line 3), the
/// predicted best row 1 (line 2).
const char *ThreeRows = "source,kernel,gpu,grid_x,block_x,measured_time_ms\n"
                        "k.cu,toy,toy-gpu,4,32,0.010\n"
                        "k.cu,toy,toy-gpu,8,32,0.009\n"
                        "k.cu,toy,toy-gpu,12,32,0.012\n";

llvm::Expected<CompareResult> run(const std::string &Csv, double OverheadUs) {
  return compareCsvText(Csv, toyOptions(OverheadUs));
}

std::string errorOf(const std::string &Csv, double OverheadUs) {
  auto R = run(Csv, OverheadUs);
  if (R)
    return "(no error)";
  return llvm::toString(R.takeError());
}

} // namespace

TEST(CompareTimerOverhead, AddedToEveryPredictionBeforeComparing) {
  auto R = run(ThreeRows, 5);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  ASSERT_TRUE(R->Issues.empty()) << R->Issues[0].Message;
  ASSERT_EQ(R->Rows.size(), 3u);
  EXPECT_DOUBLE_EQ(R->TimerOverheadUs, 5);
  EXPECT_EQ(R->TimerOverheadRowsFromColumn, 0u);
  // The model's kernel time is unchanged; the compared time is + 0.005 ms.
  const double Kernel[3] = {0.004, 0.00799, 0.01198};
  const double Compared[3] = {0.009, 0.01299, 0.01698};
  // |0.009 - 0.010| / 0.010 = 0.1; |0.01299 - 0.009| / 0.009 = 0.00399 / 0.009;
  // |0.01698 - 0.012| / 0.012 = 0.00498 / 0.012 = 0.415.
  const double Ape[3] = {0.1, 0.00399 / 0.009, 0.415};
  for (int I = 0; I < 3; ++I) {
    const CompareRow &Row = R->Rows[I];
    EXPECT_DOUBLE_EQ(Row.TimerOverheadUs, 5) << I;
    EXPECT_NEAR(Row.Predictions[0].TimeMs, Kernel[I], 1e-12) << I;
    EXPECT_NEAR(Row.comparedMs(0), Compared[I], 1e-12) << I;
    EXPECT_NEAR(Row.Ape[0], Ape[I], 1e-9) << I;
  }
  // Median of 0.1, 0.4433, 0.415: 0.415.
  EXPECT_NEAR(R->Summary[0].Errors.MedianApe, 0.415, 1e-9);
  EXPECT_NEAR(R->Summary[0].Errors.Mape, (0.1 + 0.00399 / 0.009 + 0.415) / 3, 1e-9);
}

TEST(CompareTimerOverhead, RankingFiguresDoNotChangeOnlyErrors) {
  auto Zero = run(ThreeRows, 0);
  auto Nine = run(ThreeRows, 9);
  ASSERT_TRUE(bool(Zero)) << llvm::toString(Zero.takeError());
  ASSERT_TRUE(bool(Nine)) << llvm::toString(Nine.takeError());
  // Without the overhead: APE 0.6, 0.00101 / 0.009, 0.00002 / 0.012.
  EXPECT_NEAR(Zero->Rows[0].Ape[0], 0.6, 1e-9);
  EXPECT_NEAR(Zero->Rows[1].Ape[0], 0.00101 / 0.009, 1e-9);
  EXPECT_NEAR(Zero->Rows[2].Ape[0], 0.00002 / 0.012, 1e-9);
  // With 9 us: 0.013 vs 0.010 -> 0.3.
  EXPECT_NEAR(Nine->Rows[0].Ape[0], 0.3, 1e-9);
  // Predicted ranks 1, 2, 3; measured 2, 1, 3: Spearman 1 - 6 x (1 + 1 + 0) /
  // (3 x 8) = 0.5. The predicted best (row 1, measured 0.010) against the
  // measured best 0.009: top-1 regret 0.010 / 0.009. Both with and without.
  for (const CompareResult *R : {&*Zero, &*Nine}) {
    const ModelSummary &S = R->Summary[0];
    ASSERT_TRUE(S.SpearmanMedian.has_value());
    EXPECT_NEAR(*S.SpearmanMedian, 0.5, 1e-12);
    ASSERT_TRUE(S.RegretMedian.has_value());
    EXPECT_NEAR(*S.RegretMedian, 0.010 / 0.009, 1e-12);
    ASSERT_TRUE(R->Groups[0].Tuning[0].has_value());
    EXPECT_EQ(R->Groups[0].Tuning[0]->Top1MeasuredRank, 2u);
  }
  EXPECT_NE(Zero->Summary[0].Errors.MedianApe, Nine->Summary[0].Errors.MedianApe);
}

TEST(CompareTimerOverhead, ColumnOverridesTheOptionPerRow) {
  // Line 2: 9 us from the cell; line 3: empty cell -> the option's 5 us;
  // line 4: 0 from the cell (a profiler-timed row).
  std::string Csv = "source,kernel,gpu,grid_x,block_x,measured_time_ms,timer_overhead_us\n"
                    "k.cu,toy,toy-gpu,4,32,0.010,9\n"
                    "k.cu,toy,toy-gpu,8,32,0.009,\n"
                    "k.cu,toy,toy-gpu,12,32,0.012, 0 \n";
  auto R = run(Csv, 5);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  ASSERT_EQ(R->Rows.size(), 3u);
  EXPECT_EQ(R->TimerOverheadRowsFromColumn, 2u);
  EXPECT_DOUBLE_EQ(R->Rows[0].TimerOverheadUs, 9);
  EXPECT_DOUBLE_EQ(R->Rows[1].TimerOverheadUs, 5);
  EXPECT_DOUBLE_EQ(R->Rows[2].TimerOverheadUs, 0);
  // 0.004 + 0.009 = 0.013 vs 0.010: 0.3; 0.00799 + 0.005 = 0.01299 vs 0.009;
  // 0.01198 vs 0.012.
  EXPECT_NEAR(R->Rows[0].comparedMs(0), 0.013, 1e-12);
  EXPECT_NEAR(R->Rows[0].Ape[0], 0.3, 1e-9);
  EXPECT_NEAR(R->Rows[1].Ape[0], 0.00399 / 0.009, 1e-9);
  EXPECT_NEAR(R->Rows[2].comparedMs(0), 0.01198, 1e-12);
  EXPECT_NEAR(R->Rows[2].Ape[0], 0.00002 / 0.012, 1e-9);
}

TEST(CompareTimerOverhead, BadValuesFailTheRunWithFileLineAndValue) {
  for (double Bad : {-1.0, 2e6, std::numeric_limits<double>::quiet_NaN(),
                     std::numeric_limits<double>::infinity()}) {
    std::string E = errorOf(ThreeRows, Bad);
    EXPECT_NE(E.find("--timer-overhead-us"), std::string::npos) << E;
    EXPECT_NE(E.find("microseconds, 0 .. 1e6"), std::string::npos) << E;
  }
  EXPECT_NE(errorOf(ThreeRows, -1).find("'-1' is out of range"), std::string::npos);
  EXPECT_NE(errorOf(ThreeRows, std::nan("")).find("is not a finite number"), std::string::npos);
  EXPECT_EQ(errorOf(ThreeRows, 1e6), "(no error)"); // the bound itself is allowed

  auto CsvWith = [](const std::string &Cell) {
    return "source,kernel,gpu,grid_x,block_x,measured_time_ms,timer_overhead_us\n"
           "k.cu,toy,toy-gpu,4,32,0.010,1\n"
           "k.cu,toy,toy-gpu,8,32,0.009," + Cell + "\n";
  };
  EXPECT_EQ(errorOf(CsvWith("abc"), 0),
            "t.csv:3: timer_overhead_us: 'abc' is not a number (expected the harness's "
            "overhead per timed launch in microseconds, 0 .. 1e6 (0 for a profiler's kernel "
            "duration))");
  EXPECT_NE(errorOf(CsvWith("-2"), 0).find("t.csv:3: timer_overhead_us: '-2' is out of range"),
            std::string::npos);
  EXPECT_NE(errorOf(CsvWith("nan"), 0).find("t.csv:3: timer_overhead_us: 'nan' is not a finite"),
            std::string::npos);
  EXPECT_NE(errorOf(CsvWith("1e7"), 0).find("'1e7' is out of range"), std::string::npos);

  auto P = parseTimerOverheadUs(" 4.5 ", "--timer-overhead-us");
  ASSERT_TRUE(bool(P)) << llvm::toString(P.takeError());
  EXPECT_DOUBLE_EQ(*P, 4.5);
}

TEST(CompareTimerOverhead, ViewsSayWhichOverheadWasApplied) {
  auto R = run(ThreeRows, 5);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  CompareView V(*R);
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  V.printView(OS);
  OS.flush();
  EXPECT_NE(Text.find("timer overhead: 5 us added to every prediction before comparing "
                      "(--timer-overhead-us)"),
            std::string::npos)
      << Text;
  // The worst row (APE 0.4433, line 3): 0.01299 ms compared, kernel 0.00799.
  EXPECT_NE(Text.find("line 3  toy on toy, grid 8 x block 32: predicted 0.01299 ms (kernel "
                      "0.00799 ms + timer 5 us), measured 0.009 ms (+44.3 %)"),
            std::string::npos)
      << Text;
  nlohmann::json J = V.toJSON();
  EXPECT_DOUBLE_EQ(J["timer_overhead_us"].get<double>(), 5);
  EXPECT_DOUBLE_EQ(J["rows"][0]["timer_overhead_us"].get<double>(), 5);
  EXPECT_NEAR(J["rows"][0]["models"]["wave"]["predicted_time_ms"].get<double>(), 0.009, 1e-12);
  EXPECT_NEAR(J["rows"][0]["models"]["wave"]["kernel_time_ms"].get<double>(), 0.004, 1e-12);
  EXPECT_NE(V.csv().find("warps,timer_overhead_us,predicted_time_ms_wave"), std::string::npos);

  // No overhead: no line, no extra CSV column.
  auto Z = run(ThreeRows, 0);
  ASSERT_TRUE(bool(Z));
  std::string ZText;
  llvm::raw_string_ostream ZOS(ZText);
  CompareView(*Z).printView(ZOS);
  ZOS.flush();
  EXPECT_EQ(ZText.find("timer overhead"), std::string::npos) << ZText;
  EXPECT_EQ(CompareView(*Z).csv().find("timer_overhead_us"), std::string::npos);
}

TEST(CompareTimerOverhead, KernelTunerParameterOfThatNameIsNoOverhead) {
  // A tunable parameter named timer_overhead_us is echoed as
  // param:timer_overhead_us, so compare does not read it as the overhead.
  const char *Text = R"({"device_name": "Tesla K40m", "kernel_name": "k", "problem_size": 1024,
    "tune_params_keys": ["block_size_x", "timer_overhead_us"], "tune_params": {},
    "cache": {"128,7": {"block_size_x": 128, "timer_overhead_us": 7, "time": 0.5}}})";
  auto C = parseKernelTunerCache(Text, "sweep.json");
  ASSERT_TRUE(bool(C)) << llvm::toString(C.takeError());
  KernelTunerLaunchOptions O;
  O.Source = "k.cu";
  auto T = kernelTunerCompareTable(*C, O);
  ASSERT_TRUE(bool(T)) << llvm::toString(T.takeError());
  EXPECT_FALSE(T->column("timer_overhead_us").has_value());
  ASSERT_TRUE(T->column("param:timer_overhead_us").has_value());
  EXPECT_EQ(T->cell(T->rows()[0], "param:timer_overhead_us"), "7");
}
