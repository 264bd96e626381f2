/// \file
/// Calibration: turns microbenchmark records (BenchResults.h) into a GPU model.
/// Starts from a base model (the closest GPU, `--base`), replaces every field
/// the records measure, and rewrites provenance: a measured value's source is
/// `microbench:<benchmark>/<variant>` with the run's date, device and driver;
/// every value kept from the base says it came from the base file and was not
/// measured. The methods are documented in docs/calibration.md.
#pragma once

#include "gpumodel/GpuModel.h"
#include "microbench/calibrate/BenchResults.h"

#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kc::calib {

struct CalibrationOptions {
  std::string Id;   ///< id of the new model (default: from the device name + "-calibrated")
  std::string Name; ///< display name (default: the device name)
};

/// One line of the calibration report: a model field and how it was obtained.
struct FieldReport {
  std::string Pointer;  ///< GPU-file JSON pointer, e.g. "/memory_latency_cycles/l2"
  double Value = 0;
  std::string Source;   ///< "microbench:pointer-chase-latency/cg" or "cudaGetDeviceProperties"
  std::string Method;   ///< how the value was derived, with fit quality (R^2, plateau range)
};

struct CalibrationResult {
  GpuModel Model;
  std::vector<FieldReport> Calibrated;   ///< measured or queried fields
  std::vector<std::string> FromBase;     ///< pointers whose value is the base model's
  std::vector<std::string> Notes;        ///< informational findings (coalescing ratios, ...)
  std::vector<std::string> Warnings;     ///< suspicious inputs (base of another CC, bad fits)
};

/// Fits the model; fails when the records cannot produce a usable model: no
/// records, results from a device of another compute capability than \p Base
/// (the fields kept from the base would describe another architecture), or a
/// record whose unit is not the one its benchmark measures in (expectedUnit).
/// Missing benchmarks just leave base values.
/// The unit a benchmark's results are in ("cycles", "GB/s", ...); nullopt for a
/// benchmark the calibration does not use.
std::optional<std::string_view> expectedUnit(std::string_view Benchmark, std::string_view Variant);

llvm::Expected<CalibrationResult> calibrate(const std::vector<BenchRecord> &Records,
                                            const GpuModel &Base,
                                            const CalibrationOptions &Opts = {});

} // namespace kc::calib
