// compare at a stated SM clock (CompareOptions::SmClockMHz, the sm_clock_mhz
// column, Kernel Tuner's nvml_gr_clock): predictions of the toy GPU worked out
// by hand; a bad clock skips its row with the line and value.
#include "../common/ToyCompare.h"
#include "../common/ToyGpu.h"

#include "workflows/Compare.h"
#include "workflows/CsvTable.h"
#include "workflows/KernelTunerCache.h"

#include <gtest/gtest.h>

using namespace kc;
using namespace kc::test;

namespace {

/// The toy compare (ToyCompare.h) at the option's SM clock: grid 4 is one
/// wave, 3990 cycles + 10 ns launch = 0.004 ms at 1000 MHz. At 500 MHz the same
/// cycles take 7980 ns: 0.00799 ms (the launch overhead is in microseconds and
/// stays).
llvm::Expected<CompareResult> run(const std::string &Csv, double SmClockMHz = 0) {
  CompareOptions O = toyCompareOptions();
  O.SmClockMHz = SmClockMHz;
  return compareCsvText(Csv, O);
}

} // namespace

TEST(CompareSmClock, TheColumnSetsEachRowsClock) {
  auto R = run("source,kernel,gpu,grid_x,block_x,measured_time_ms,sm_clock_mhz\n"
               "k.cu,toy,toy-gpu,4,32,0.008,500\n"
               "k.cu,toy,toy-gpu,4,32,0.004,\n"
               "k.cu,toy,toy-gpu,4,32,0.004,1000\n");
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  ASSERT_EQ(R->Rows.size(), 3u);
  EXPECT_NEAR(R->Rows[0].Predictions[0].TimeMs, 0.00799, 1e-12);
  EXPECT_NEAR(R->Rows[1].Predictions[0].TimeMs, 0.004, 1e-12);
  EXPECT_NEAR(R->Rows[2].Predictions[0].TimeMs, 0.004, 1e-12);
  EXPECT_DOUBLE_EQ(R->Rows[0].SmClockMHz, 500);
  EXPECT_DOUBLE_EQ(R->Rows[1].SmClockMHz, 0);
  // Only the 500 MHz row ran at another clock than the file's 1000.
  EXPECT_EQ(R->ClockRows, 1u);
  EXPECT_EQ(R->Rows[0].GpuId, toyGpu().Id); // the id, not the clock-keyed copy's name
}

TEST(CompareSmClock, TheOptionAppliesWhereTheCellIsEmpty) {
  auto R = run("source,kernel,gpu,grid_x,block_x,measured_time_ms,sm_clock_mhz\n"
               "k.cu,toy,toy-gpu,4,32,0.008,\n"
               "k.cu,toy,toy-gpu,4,32,0.004,1000\n",
               500);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  ASSERT_EQ(R->Rows.size(), 2u);
  EXPECT_NEAR(R->Rows[0].Predictions[0].TimeMs, 0.00799, 1e-12);
  EXPECT_NEAR(R->Rows[1].Predictions[0].TimeMs, 0.004, 1e-12);
}

TEST(CompareSmClock, ABadClockSkipsItsRowNamingTheValue) {
  auto R = run("source,kernel,gpu,grid_x,block_x,measured_time_ms,sm_clock_mhz\n"
               "k.cu,toy,toy-gpu,4,32,0.004,50\n"
               "k.cu,toy,toy-gpu,4,32,0.004,fast\n"
               "k.cu,toy,toy-gpu,4,32,0.004,1000\n");
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  EXPECT_EQ(R->Rows.size(), 1u);
  ASSERT_EQ(R->Issues.size(), 2u);
  EXPECT_EQ(R->Issues[0].Line, 2u);
  EXPECT_NE(R->Issues[0].Message.find("sm_clock_mhz: '50' is out of range (expected an SM clock in "
                                      "MHz, 100 to 5000)"),
            std::string::npos)
      << R->Issues[0].Message;
  EXPECT_EQ(R->Issues[1].Line, 3u);
  EXPECT_NE(R->Issues[1].Message.find("'fast' is not a number"), std::string::npos)
      << R->Issues[1].Message;
}

TEST(CompareSmClock, KernelTunersLockedClockBecomesTheColumn) {
  // nvml_gr_clock (Kernel Tuner's NVML observer locks the graphics clock to
  // it) fills sm_clock_mhz; a cache without it has no such column.
  const char *Text = R"({"device_name": "Tesla K40m", "kernel_name": "k", "problem_size": 1024,
    "tune_params_keys": ["block_size_x", "nvml_gr_clock"], "tune_params": {},
    "cache": {"128,705": {"block_size_x": 128, "nvml_gr_clock": 705, "time": 0.5},
              "128,875": {"block_size_x": 128, "nvml_gr_clock": 875, "time": 0.4}}})";
  auto C = parseKernelTunerCache(Text, "sweep.json");
  ASSERT_TRUE(bool(C)) << llvm::toString(C.takeError());
  KernelTunerLaunchOptions O;
  O.Source = "k.cu";
  auto T = kernelTunerCompareTable(*C, O);
  ASSERT_TRUE(bool(T)) << llvm::toString(T.takeError());
  ASSERT_TRUE(T->column("sm_clock_mhz").has_value());
  ASSERT_EQ(T->rows().size(), 2u);
  EXPECT_EQ(T->cell(T->rows()[0], "sm_clock_mhz"), "705");
  EXPECT_EQ(T->cell(T->rows()[1], "sm_clock_mhz"), "875");
  EXPECT_EQ(T->cell(T->rows()[0], "nvml_gr_clock"), "705");

  const char *NoClock = R"({"device_name": "Tesla K40m", "kernel_name": "k", "problem_size": 1024,
    "tune_params_keys": ["block_size_x"], "tune_params": {},
    "cache": {"128": {"block_size_x": 128, "time": 0.5}}})";
  auto C2 = parseKernelTunerCache(NoClock, "sweep.json");
  ASSERT_TRUE(bool(C2)) << llvm::toString(C2.takeError());
  auto T2 = kernelTunerCompareTable(*C2, O);
  ASSERT_TRUE(bool(T2)) << llvm::toString(T2.takeError());
  EXPECT_FALSE(T2->column("sm_clock_mhz").has_value());
}

TEST(CompareSmClock, ALockedCoreMhzColumnIsReadAsTheClock) {
  // Published Kernel Tuner sweeps with locked clocks name the column
  // locked_core_mhz; without an sm_clock_mhz column it sets the clock.
  auto R = run("source,kernel,gpu,grid_x,block_x,measured_time_ms,locked_core_mhz\n"
               "k.cu,toy,toy-gpu,4,32,0.008,500\n"
               "k.cu,toy,toy-gpu,4,32,0.004,\n");
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  ASSERT_EQ(R->Rows.size(), 2u);
  EXPECT_NEAR(R->Rows[0].Predictions[0].TimeMs, 0.00799, 1e-12);
  EXPECT_NEAR(R->Rows[1].Predictions[0].TimeMs, 0.004, 1e-12);
  // sm_clock_mhz wins when both are there.
  auto Both = run("source,kernel,gpu,grid_x,block_x,measured_time_ms,locked_core_mhz,sm_clock_mhz\n"
                  "k.cu,toy,toy-gpu,4,32,0.004,500,1000\n");
  ASSERT_TRUE(bool(Both)) << llvm::toString(Both.takeError());
  ASSERT_EQ(Both->Rows.size(), 1u);
  EXPECT_NEAR(Both->Rows[0].Predictions[0].TimeMs, 0.004, 1e-12);
}
