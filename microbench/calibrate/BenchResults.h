/// \file
/// The microbenchmark results file read by `kernelcast calibrate`: the records
/// kernelcast-microbench prints (one JSON object per line, see
/// microbench/common/Harness.cuh), either as JSON Lines or wrapped by
/// `kernelcast microbench run` as
///   {"format": "kernelcast-microbench-results", "version": 1, "records": [...]}.
/// Reading validates every record and names the bad one:
///   r.json: record 3 (line 4, instruction-latency/fp32_fma): field 'median': expected a number
#pragma once

#include "llvm/Support/Error.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace kc::calib {

/// The "device" object every record carries (from cudaGetDeviceProperties).
struct DeviceDesc {
  std::string Name;
  int ComputeMajor = 0, ComputeMinor = 0;
  unsigned SmCount = 0;
  double CoreClockMHz = 0, MemoryClockMHz = 0;
  int DriverVersion = 0, RuntimeVersion = 0;
  nlohmann::json Raw; ///< the whole object (optional limits: l2_bytes, max_threads_per_sm, ...)
  /// An optional non-negative integer property of Raw (0 when absent).
  double number(const char *Key) const;
};

struct BenchPoint {
  double X = 0, Median = 0, Min = 0, Spread = 0;
  int Repetitions = 0;
};

struct BenchRecord {
  std::string Benchmark, Variant, Unit, XUnit, Date;
  DeviceDesc Device;
  int Repetitions = 0;
  double Median = 0, Min = 0, Spread = 0;
  std::vector<BenchPoint> Points; ///< sorted by X as written
  nlohmann::json Params = nlohmann::json::object();
  bool Synthetic = false;   ///< produced by the synthetic generator, not a GPU
  size_t Index = 0;         ///< 0-based position in the file
  size_t Line = 0;          ///< 1-based line for JSON Lines input; 0 otherwise
  std::string label() const { return Benchmark + "/" + Variant; }
};

/// Parses \p Text (JSON Lines or the wrapped document). \p Origin names the file in errors.
llvm::Expected<std::vector<BenchRecord>> parseResults(std::string_view Text, std::string_view Origin);

/// Parses one record object (\p Where is "record 3 (line 4)" style context for errors).
llvm::Expected<BenchRecord> parseRecord(const nlohmann::json &J, const std::string &Where);

/// A record back as JSON (the inverse of parseRecord).
nlohmann::json recordToJson(const BenchRecord &R);

/// The wrapped results document for \p Records.
nlohmann::json resultsDocument(const std::vector<BenchRecord> &Records);

} // namespace kc::calib
