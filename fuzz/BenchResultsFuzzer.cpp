// libFuzzer target: the microbenchmark-results reader (microbench/calibrate/
// BenchResults.h) and, for results that read, the calibration fit on them
// (Calibrate.h) against a built-in base GPU.
#include "gpumodel/GpuDatabase.h"
#include "microbench/calibrate/BenchResults.h"
#include "microbench/calibrate/Calibrate.h"

#include "llvm/Support/ErrorHandling.h"

#include <cstdint>
#include <string_view>

using namespace kc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string_view Text(reinterpret_cast<const char *>(Data), Size);
  auto R = calib::parseResults(Text, "fuzz.json");
  if (!R) {
    llvm::consumeError(R.takeError());
    return 0;
  }
  static const GpuModel Base = [] {
    auto G = GpuDatabase::builtin().find("a100-sxm4-40gb");
    if (!G)
      llvm::report_fatal_error("fuzz: no built-in a100-sxm4-40gb");
    return std::move(*G);
  }();
  auto C = calib::calibrate(*R, Base);
  if (!C)
    llvm::consumeError(C.takeError());
  return 0;
}
