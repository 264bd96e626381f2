// Results that cannot describe the GPU are refused (issue 14): a results file
// of another format version, a record in the wrong unit, and results from a
// device of another compute capability than the base (which would give e.g. a
// "Fermi GF100, compute capability 7.0" that passes `gpus check`).
#include "microbench/calibrate/Calibrate.h"
#include "microbench/calibrate/SyntheticResults.h"
#include "../common/ToyGpu.h"

#include <gtest/gtest.h>

using namespace kc;
using namespace kc::calib;

namespace {

std::string errorOf(llvm::Expected<CalibrationResult> R) {
  if (R)
    return "";
  return llvm::toString(R.takeError());
}

TEST(CalibrateValidation, BaseOfAnotherComputeCapabilityIsRefused) {
  GpuModel Truth = kc::test::calibrationToyGpu();
  GpuModel Base = Truth;
  Base.Id = "old-base";
  Base.ComputeMajor = 2;
  Base.ComputeMinor = 0;
  std::vector<BenchRecord> Records = synthesizeResults(Truth);
  const DeviceDesc &D = Records.front().Device;
  EXPECT_EQ(errorOf(calibrate(Records, Base)),
            "the results are from " + D.Name + " (compute capability " +
                std::to_string(Truth.ComputeMajor) + "." + std::to_string(Truth.ComputeMinor) +
                ") but the base 'old-base' is compute capability 2.0: choose a base GPU of the "
                "same compute capability (`kernelcast gpus` lists them)");
  EXPECT_TRUE(bool(calibrate(Records, Truth)));
}

TEST(CalibrateValidation, WrongUnitIsRefused) {
  GpuModel Truth = kc::test::calibrationToyGpu();
  std::vector<BenchRecord> Records = synthesizeResults(Truth);
  size_t I = 0;
  while (I < Records.size() && Records[I].Benchmark != "shared-memory-latency")
    ++I;
  ASSERT_LT(I, Records.size());
  Records[I].Unit = "furlongs";
  EXPECT_EQ(errorOf(calibrate(Records, Truth)),
            "record " + std::to_string(Records[I].Index) +
                " (shared-memory-latency/chase): unit 'furlongs', but shared-memory-latency is "
                "measured in 'cycles per load'");
}

TEST(CalibrateValidation, EverySyntheticUnitIsTheExpectedOne) {
  for (const BenchRecord &R : synthesizeResults(kc::test::calibrationToyGpu())) {
    auto U = expectedUnit(R.Benchmark, R.Variant);
    ASSERT_TRUE(U.has_value()) << R.label();
    EXPECT_EQ(R.Unit, *U) << R.label();
  }
}

TEST(CalibrateValidation, OtherFormatVersionIsRefused) {
  std::string Doc = resultsDocument(synthesizeResults(kc::test::calibrationToyGpu())).dump();
  size_t P = Doc.find("\"version\":1");
  ASSERT_NE(P, std::string::npos);
  Doc.replace(P, 11, "\"version\":99");
  auto R = parseResults(Doc, "r.json");
  ASSERT_FALSE(bool(R));
  EXPECT_EQ(llvm::toString(R.takeError()),
            "r.json: results format version 99; this kernelcast reads version 1 (written by "
            "another kernelcast?)");
}

} // namespace
