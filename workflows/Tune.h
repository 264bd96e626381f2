/// \file
/// `kernelcast tune`: rank launch configurations (and compile-time tunables)
/// of one kernel by predicted time, without a GPU.
///
/// Every combination of the swept defines (TuneSpace.h: --define TILE=8,16,32)
/// is compiled and analyzed once (through the compile cache) and prepared for
/// the GPU once; then every launch of the search space (block sizes, grid
/// expressions, constraints; the numeric define values are visible to the
/// grid and constraint expressions under their names) is predicted on a pool
/// of threads. Launches the GPU cannot run (too many threads, registers or
/// shared memory per block: occupancy 0) are kept as skipped with the reason,
/// not as errors.
///
///   ranking   every predicted configuration, fastest first (ties: fewer
///             threads per block, then enumeration order)
#pragma once

#include "analyzer/SourceAnalysis.h"
#include "gpumodel/GpuModel.h"
#include "kernelmodel/KernelModel.h"
#include "predictor/Prediction.h"
#include "workflows/TuneSpace.h"

#include "llvm/Support/Error.h"

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace kc {

struct TuneOptions {
  std::string Source;                 ///< the .cu (or .ll/.bc)
  /// Kernel name, architecture, fixed defines (-D), include dirs, ...;
  /// the swept defines are appended per combination.
  SourceAnalysisOptions Analysis;
  /// --define NAME=V1,V2,...: a single value is a fixed define.
  std::vector<std::pair<std::string, std::vector<std::string>>> DefineSweeps;
  TuneSpace Space;                    ///< Params are also passed as scalar kernel args
  ModelKind Model = ModelKind::Wave;
  unsigned Jobs = 0;                  ///< 0 = every core
  /// A variant some of whose launches only the registers of kernelcast's PTX
  /// refuse takes nvcc's registers when nvcc gives them (RegisterFallback.h);
  /// TuneVariant::RegisterNote says so. Off (or with Analyze set): those
  /// launches are skipped.
  bool NvccWhenRefused = true;
  /// Replace the analyzer (tests): the kernel model for a define combination.
  std::function<llvm::Expected<KernelModel>(const std::vector<std::string> &Defines)> Analyze;
};

/// One compiled define combination.
struct TuneVariant {
  std::vector<std::string> Defines;   ///< the swept NAME=VALUE of this combination
  std::string KernelName;
  unsigned Registers = 0;
  std::string RegisterSource;         ///< RegisterInfo::Source
  std::string RegisterNote;           ///< set when nvcc's registers replaced kernelcast's
  std::string UncostedNote;           ///< uncostedNote(): what the model has no cost of its own for, or ""
  unsigned StaticSharedBytes = 0;
  std::vector<std::string> Symbols;   ///< the model's trip.* / prob.* symbols (--trip, --branch-prob)
  bool FromCache = false;
  double CompileMs = 0, ResourcesMs = 0, AnalysisMs = 0; ///< from the analyzer
  double TotalMs = 0;                 ///< wall time of analyze + prepare
};

struct TuneEntry {
  size_t Variant = 0;                 ///< index into TuneResult::Variants
  LaunchPoint Launch;
  Prediction P;
};

struct TuneSkip {
  size_t Variant = 0;
  LaunchPoint Launch;
  std::string Reason;
};

struct TuneResult {
  std::string Kernel, GpuId, GpuName;
  ModelKind Model = ModelKind::Wave;
  std::vector<TuneVariant> Variants;
  std::vector<TuneEntry> Ranking;     ///< every predicted configuration, fastest first
  std::vector<TuneSkip> Skipped;
  size_t Evaluated = 0;               ///< configurations predicted (= Ranking.size())
  size_t RejectedByConstraint = 0;
  double PredictMs = 0;               ///< wall time of enumerate + predict + rank
  /// Names of the dimensions with more than one value, in order: block_x,
  /// block_y, block_z, then the swept defines (what a plot can show).
  std::vector<std::string> SweptDimensions;
};

/// Errors: a define combination fails to compile (names it), a grid/constraint
/// expression is malformed or names an unknown symbol, the kernel model needs
/// an argument no --param gives, or nothing at all could be predicted.
llvm::Expected<TuneResult> tune(const TuneOptions &Opts, const GpuModel &Gpu);

/// The value of a swept dimension of an entry ("block_x" ... or a define name).
double dimensionValue(const TuneResult &R, const TuneEntry &E, const std::string &Dim);

} // namespace kc
