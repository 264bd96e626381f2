/// \file
/// `kernelcast compare`: predicted vs measured kernel times from a CSV.
///
/// The CSV contract (header row, any column order; other columns are kept and
/// echoed):
///   source              path to the .cu (.ll/.bc), relative to the CSV's folder or absolute
///   kernel              kernel name (as `--kernel` accepts it)
///   gpu                 any name `--gpu` accepts (id, alias, device name, or a .json
///                       path, which like source is relative to the CSV's folder)
///   grid_x grid_y grid_z      blocks (y, z default 1)
///   block_x block_y block_z   threads per block (y, z default 1)
///   dynamic_smem_bytes  default 0
///   defines             "NAME=V;NAME=V" (as -D), default none
///   args                "name=v;name=v", the kernel's scalar arguments (each name once)
///   measured_time_ms    the measured kernel time (> 0, at most 1e9)
///   timer_overhead_us   optional: the measuring harness's fixed cost per timed
///                       launch for this row, microseconds (0 .. 1e6); empty =
///                       CompareOptions::TimerOverheadUs. A bad value fails the run
///                       (file, line and value in the message).
///   registers_per_thread  optional: the measured build's registers per thread (a
///                       profiler's "Registers Per Thread"); the row's occupancy
///                       and launch check use it instead of kernelcast's count
///                       (ptxas on kernelcast's PTX, which for an architecture the
///                       toolkit no longer targets comes from a newer one). Empty:
///                       kernelcast's. A bad value skips the row.
/// A row that cannot be used (bad number, unknown GPU, kernel that fails to
/// compile, launch that does not fit) is reported with its line number and
/// skipped; the run goes on.
///
/// How it runs: the rows are parsed; every distinct (source, kernel, defines,
/// arch, block shape) is analyzed once, sequentially (the front end is Clang
/// in process; the on-disk compile cache makes a re-run cheap); every distinct
/// (analysis, GPU) is prepared once (PreparedKernel); then the rows are
/// predicted on a pool of `Jobs` threads (predictions are pure functions of
/// const data). The result is plain data; workflows/CompareView.h prints it.
///
/// Timer overhead: a harness that brackets one launch with CUDA events (NVBench
/// "cold", Kernel Tuner) measures host submission + kernel, so every
/// prediction is compared as predicted + overhead (CompareRow::comparedMs).
/// The user states the overhead (option or column); it is never fitted.
///
/// Statistics (AccuracyStats.h) per model: over all rows, per group (rows with
/// equal values in the group-by columns, default source,kernel,gpu) with the
/// Spearman rank correlation of predicted vs measured inside each group, and
/// the median of those correlations.
#pragma once

#include "gpumodel/GpuModel.h"
#include "kernelmodel/KernelModel.h"
#include "predictor/Launch.h"
#include "predictor/Prediction.h"
#include "workflows/AccuracyStats.h"

#include "llvm/Support/Error.h"

#include <array>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace kc {

/// What one analysis is made of (the in-memory cache key).
struct AnalysisKey {
  std::string Source;               ///< resolved path
  std::string Kernel;
  std::vector<std::string> Defines; ///< as given, in order
  std::string Arch;                 ///< compileArchFor(gpu)
  std::array<unsigned, 3> Block{1, 1, 1};
  /// Registers from nvcc for this analysis (the fallback of
  /// CompareOptions::NvccWhenRefused, or --registers nvcc).
  bool RegistersFromNvcc = false;
  auto tie() const { return std::tie(Source, Kernel, Defines, Arch, Block, RegistersFromNvcc); }
  bool operator<(const AnalysisKey &O) const { return tie() < O.tie(); }
};

struct CompareOptions {
  std::vector<ModelKind> Models{ModelKind::Wave};
  unsigned Jobs = 0;                 ///< 0 = every core (std::thread::hardware_concurrency)
  std::vector<std::string> GroupBy{"source", "kernel", "gpu"};
  unsigned WorstRows = 5;            ///< rows listed per model as the worst
  /// Folder relative `source` paths are resolved against ("" = the CSV's folder,
  /// or the current directory for compareTable()).
  std::string BaseDir;
  bool UseCompileCache = true;
  std::string CacheDir;              ///< "" = the default compile cache
  /// Registers from `nvcc -cubin` on the source instead of ptxas on Clang's PTX
  /// (PtxasOptions::UseNvcc).
  bool RegistersFromNvcc = false;
  /// A row whose launch only the registers of kernelcast's PTX refuse is
  /// predicted with nvcc's registers when nvcc gives them (RegisterFallback.h);
  /// the prediction says so in a note. Off: such rows are skipped as "cannot run".
  bool NvccWhenRefused = true;
  /// The measuring harness's fixed cost per timed launch, microseconds, added
  /// to every prediction before it is compared (0 .. kMaxTimerOverheadUs; the
  /// CSV column timer_overhead_us overrides it per row).
  double TimerOverheadUs = 0;
  /// The SM clock the GPUs ran at, MHz (atSmClock, docs/model.md#sm-clock); 0 =
  /// each GPU file's core_clock_mhz. The CSV column sm_clock_mhz overrides it
  /// per row.
  double SmClockMHz = 0;
  /// What the analysis cannot derive, stated for every kernel of the run (the
  /// --trip, --scatter and --branch-prob of analyze and predict): trip.<loop>
  /// and scatter.L<line> values, and branch probabilities by source line.
  /// Part of each analysis (KernelAnalysisOptions), so of its cache key.
  std::map<std::string, double> SymbolValues;
  std::map<unsigned, double> BranchProbabilityByLine;
  /// Progress of the prediction phase (rows done, rows in all); called from
  /// worker threads, at most every few rows.
  std::function<void(size_t Done, size_t Total)> Progress;
  /// Replace the analyzer or the GPU database (tests). Defaults: analyzeSource
  /// with Compile.Arch = Key.Arch, and GpuDatabase::builtin().find.
  std::function<llvm::Expected<KernelModel>(const AnalysisKey &)> Analyze;
  std::function<llvm::Expected<GpuModel>(const std::string &)> FindGpu;
};

/// The largest timer overhead accepted (1 s): more is a unit error.
inline constexpr double kMaxTimerOverheadUs = 1e6;

/// One usable row and its predictions.
struct CompareRow {
  unsigned Line = 0;                 ///< line in the CSV
  std::vector<std::string> Cells;    ///< the row as read (same order as the header)
  std::string Source, Kernel, Gpu;   ///< Source resolved; Gpu as written
  std::string GpuId;                 ///< the model's id
  std::vector<std::string> Defines;
  LaunchConfig Launch;
  double MeasuredMs = 0;
  uint64_t Warps = 0;                ///< grid blocks x warps per block
  /// The harness overhead applied to this row (option or column), microseconds.
  double TimerOverheadUs = 0;
  /// The registers_per_thread cell, when given: the kernel model's register
  /// count for this row.
  std::optional<unsigned> Registers;
  /// The row's SM clock (its sm_clock_mhz cell, else CompareOptions::SmClockMHz;
  /// 0 = the GPU file's).
  double SmClockMHz = 0;
  std::vector<Prediction> Predictions; ///< one per CompareOptions::Models, same order
  std::vector<double> Ape;           ///< |comparedMs - measured| / measured, per model
  /// What model \p M's prediction is compared with measured_time_ms as: the
  /// kernel time plus the timer overhead.
  double comparedMs(size_t M) const { return Predictions[M].TimeMs + TimerOverheadUs / 1000; }
};

/// A row that was skipped, with why.
struct CompareIssue {
  unsigned Line = 0;
  std::string Message;
};

struct GroupStats {
  std::vector<std::string> Key;      ///< values of the group-by columns
  std::vector<size_t> Rows;          ///< indices into CompareResult::Rows
  std::vector<ErrorSummary> Errors;  ///< per model
  std::vector<std::optional<double>> Spearman; ///< per model; nullopt: undefined (< 3 rows, ties)
  std::vector<std::optional<TuningFigures>> Tuning; ///< per model; nullopt: < 2 rows
};

struct ModelSummary {
  ModelKind Model = ModelKind::Wave;
  ErrorSummary Errors;
  std::optional<double> SpearmanMedian; ///< median over the groups where it is defined
  size_t GroupsWithSpearman = 0;
  std::optional<double> RegretMedian;  ///< median top-1 regret over the groups
  size_t GroupsWithRegret = 0, GroupsRegretWithin5 = 0; ///< groups; of them regret <= 1.05
  std::vector<size_t> WorstRows;     ///< indices into Rows, largest APE first
};

struct CompareResult {
  std::string Origin;                ///< the CSV's path
  std::vector<std::string> Header;
  std::vector<std::string> GroupBy;
  std::vector<ModelKind> Models;
  std::vector<CompareRow> Rows;      ///< in file order
  std::vector<CompareIssue> Issues;  ///< skipped rows, in line order
  std::vector<GroupStats> Groups;    ///< sorted by key
  std::vector<ModelSummary> Summary; ///< per model
  size_t Analyses = 0;               ///< distinct analyses run
  double AnalysisMs = 0, PredictMs = 0;
  /// Rows predicted with nvcc's registers because kernelcast's refused the
  /// launch (CompareOptions::NvccWhenRefused); each prediction has the note.
  size_t NvccRegisterRows = 0;
  /// Measured rows that no register count (kernelcast's, nvcc's) lets run,
  /// predicted with the most registers their launch allows; each has the note.
  size_t CappedRegisterRows = 0;
  double TimerOverheadUs = 0;        ///< CompareOptions::TimerOverheadUs
  size_t TimerOverheadRowsFromColumn = 0; ///< rows whose timer_overhead_us cell was used
  size_t RegisterRowsFromColumn = 0; ///< rows predicted with their registers_per_thread cell
  size_t ClockRows = 0;              ///< rows predicted at another SM clock than their GPU file's
  /// The symbols with defaults of the analysed kernels (sorted, once each):
  /// their trip.*, prob.* and scatter.* ones are what CompareOptions::SymbolValues
  /// and BranchProbabilityByLine can name (SourceOptions::warnUnmatchedOverrides
  /// picks those).
  std::vector<std::string> OverridableSymbols;
  /// What the analysed kernels' predictions assume at a default (loops the
  /// analysis cannot bound, data-dependent branches and addresses) that the
  /// options did not state: one entry per source and kernel with such values
  /// (kernelmodel/Assumptions.h), in source and kernel order.
  struct Assumption {
    std::string Source, Kernel, Note;
  };
  std::vector<Assumption> Assumptions;
};

class CsvTable;

/// Reads and runs a compare CSV. Fails only when the file cannot be read or
/// parsed as CSV, a required column (source, kernel, gpu, grid_x, block_x,
/// measured_time_ms) is missing, a group-by column does not exist, or a timer
/// overhead (option or cell) is not a number in 0 .. 1e6.
llvm::Expected<CompareResult> compareFile(const std::string &Path, const CompareOptions &Opts);
/// Same, on a parsed table (\p Origin names it in messages).
llvm::Expected<CompareResult> compareTable(const CsvTable &Table, std::string_view Origin,
                                           const CompareOptions &Opts);

/// Parses "NAME=V;NAME=V" (defines: values optional) or "name=v;..." (args:
/// numeric values). \p What names the column in errors.
llvm::Expected<std::vector<std::string>> parseDefineList(std::string_view Cell);
llvm::Expected<std::map<std::string, double>> parseArgList(std::string_view Cell);

/// Checks a timer overhead in microseconds (0 .. kMaxTimerOverheadUs, finite);
/// \p What names it in the error ("--timer-overhead-us", "f.csv:3:
/// timer_overhead_us").
llvm::Expected<double> parseTimerOverheadUs(std::string_view Text, std::string_view What);
llvm::Error checkTimerOverheadUs(double Us, std::string_view What);

/// Checks an SM clock in MHz (kMinSmClockMHz .. kMaxSmClockMHz, the GPU file's
/// range for core_clock_mhz); \p What names it in the error.
llvm::Expected<double> parseSmClockMHz(std::string_view Text, std::string_view What);
inline constexpr double kMinSmClockMHz = 100, kMaxSmClockMHz = 5000;

/// Computes groups and summaries of \p R's rows (compareTable calls it; exposed
/// for tests and for re-grouping).
void summarizeCompare(CompareResult &R, unsigned WorstRows = 5);

} // namespace kc
