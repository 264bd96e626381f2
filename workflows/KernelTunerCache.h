/// \file
/// Kernel Tuner cache files in, as compare rows: `kernelcast compare
/// --kernel-tuner-cache sweep.json --source kernel.cu ...`.
///
/// A cache (Kernel Tuner's `cache=` file) is JSON:
/// \code
///   {"device_name": "NVIDIA RTX A4000", "kernel_name": "vector_add",
///    "problem_size": [4096, 4096], "tune_params_keys": ["block_size_x", "tile"],
///    "tune_params": {"block_size_x": [32, 64], "tile": [1, 2]}, "objective": "time",
///    "cache": {"32,1": {"block_size_x": 32, "tile": 1, "time": 0.04, "times": [...]},
///              "64,2": {"block_size_x": 64, "tile": 2, "time": "InvalidConfig"}}}
/// \endcode
/// The key is the parameter values joined by commas in tune_params_keys order
/// (Python's str() of each). "time" is milliseconds; a failed configuration has
/// a string there (InvalidConfig, CompilationFailedConfig, RuntimeFailedConfig)
/// or, in old caches, 1e20: those are counted and left out. A cache Kernel
/// Tuner did not close (a run that was stopped: no final "}\n}", maybe a
/// trailing comma) is read the way Kernel Tuner reads it; bare NaN / Infinity
/// (Python's json writes them) are read as null.
///
/// Each configuration becomes one compare row with Kernel Tuner's own launch
/// semantics (kernel_tuner/util.py):
///   block   (block_size_x, block_size_y, block_size_z), or the
///           --block-size-names; absent names default to 256, 1, 1
///   grid    per dimension ceil(problem_size[d] / divisor[d]), divisor the
///           product of the grid_div_<d> entries (each an integer, a parameter
///           name or an expression of them, truncated to an integer as
///           Kernel Tuner's int(eval()) does); without grid_div_<d> the divisor
///           is the value of block size name d, or 1 when that is no parameter
///   problem size  up to three entries (integers or expressions of the
///           parameters); missing dimensions are 1
///   defines what Kernel Tuner prepends as #define lines, in its order:
///           grid_size_x/y/z, the three block size names, every tunable
///           parameter (Python's str() of the value), kernel_tuner=1; or only
///           the names given with --define-params (Kernel Tuner's defines=)
///   kernel  kernel_name (or --kernel) with parameter names replaced by their
///           values, as Kernel Tuner does for templated names
/// Row line numbers are the lines of the keys in the cache file.
#pragma once

#include "workflows/CsvTable.h"

#include "llvm/Support/Error.h"

#include <nlohmann/json.hpp>

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kc {

/// One configuration of the cache, in file order.
struct KernelTunerEntry {
  std::string Key;                        ///< "32,1"
  unsigned Line = 0;                      ///< line of the key in the file
  std::vector<nlohmann::json> Values;     ///< per tune_params_keys, as stored
  std::optional<double> TimeMs;           ///< nullopt: the configuration failed
  std::string Failure;                    ///< InvalidConfig, ..., or "time 1e20"
};

struct KernelTunerCache {
  std::string Path;
  std::string DeviceName, KernelName, Objective;
  nlohmann::json ProblemSize;             ///< as stored; null when absent
  std::vector<std::string> Keys;          ///< tune_params_keys
  nlohmann::json TuneParams;              ///< tune_params (object; may be empty)
  std::vector<KernelTunerEntry> Entries;  ///< file order
  bool WasOpen = false;                   ///< the file was not closed (stopped run)

  /// Failed configurations by kind ("InvalidConfig" -> 3, ...).
  std::map<std::string, size_t> failures() const;
  size_t failedCount() const;
  /// Index of a tunable parameter in Keys, or nullopt.
  std::optional<size_t> keyIndex(std::string_view Name) const;
};

/// Parses cache text; \p Origin names it in errors. Errors name the origin and
/// the key (with its line): not JSON, no tune_params_keys, a key whose values
/// differ from the entry's parameters, an entry without "time".
llvm::Expected<KernelTunerCache> parseKernelTunerCache(std::string_view Text,
                                                       std::string_view Origin);
llvm::Expected<KernelTunerCache> readKernelTunerCache(const std::string &Path);

/// How the configurations are launched (the CLI options of the same names).
struct KernelTunerLaunchOptions {
  std::string Source;                     ///< the .cu (required)
  std::string Kernel;                     ///< "" = the cache's kernel_name
  std::string Gpu;                        ///< "" = the cache's device_name
  /// Entries: integers or expressions of the parameters; empty = the cache's
  /// problem_size.
  std::vector<std::string> ProblemSize;
  /// grid_div_x/y/z; nullopt = Kernel Tuner's default (the block size name).
  std::array<std::optional<std::vector<std::string>>, 3> GridDiv;
  std::vector<std::string> BlockSizeNames; ///< up to 3; the rest default
  std::map<std::string, double> Args;      ///< the kernel's scalar arguments
  /// nullopt = Kernel Tuner's default defines; otherwise exactly these names
  /// (tunable parameters, grid_size_x/y/z, block size names, kernel_tuner).
  std::optional<std::vector<std::string>> DefineParams;
};

/// The compare rows of a cache (workflows/Compare.h's CSV contract): columns
/// source, kernel, gpu, grid_x..z, block_x..z, defines, args,
/// measured_time_ms, config (the cache key), then one column per tunable
/// parameter (named "param:NAME" if NAME is already a column). Failed
/// configurations are left out (KernelTunerCache::failures counts them).
/// Errors name the file and the key: a parameter needed for the block, grid
/// or problem size that is not a number, a name in an expression that is no
/// parameter, a zero divisor, no problem size, a define value with ';'.
llvm::Expected<CsvTable> kernelTunerCompareTable(const KernelTunerCache &Cache,
                                                 const KernelTunerLaunchOptions &Opts);

/// Python's str() of a JSON scalar as Kernel Tuner writes keys and #defines:
/// 32 -> "32", 1.0 -> "1.0", 1e-05 -> "1e-05", true -> "True", "abc" -> "abc".
std::string kernelTunerStr(const nlohmann::json &V);

/// Splits "a,b,min(c, d)" at commas outside parentheses (trimmed parts).
std::vector<std::string> splitKernelTunerList(std::string_view S);

} // namespace kc
