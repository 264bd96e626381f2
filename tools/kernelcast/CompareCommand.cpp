//===- CompareCommand.cpp - `kernelcast compare FILE.csv` ------------------===//
// Predicted vs measured times from a CSV (workflows/Compare.h) or a Kernel
// Tuner cache (workflows/KernelTunerCache.h, turned into the same rows):
// options into CompareOptions, one library call, then the views
// (workflows/CompareView.h).
#include "tools/kernelcast/CliChecks.h"
#include "tools/kernelcast/Command.h"
#include "tools/kernelcast/JsonOutput.h"
#include "tools/kernelcast/SmClockOption.h"
#include "tools/kernelcast/SourceOptions.h"

#include "gpumodel/GpuDatabase.h"
#include "workflows/CompareView.h"
#include "workflows/Compare.h"
#include "workflows/KernelTunerCache.h"
#include "workflows/NumberInput.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <memory>
#include <mutex>

namespace {

using namespace kc;

struct CompareCliOptions {
  std::string File;
  std::string Model = "wave";
  bool Json = false;
  std::string CsvOut, PlotDir;
  std::string GroupBy = "source,kernel,gpu";
  unsigned Jobs = 0;
  unsigned Worst = 5;
  bool NoCache = false;
  bool NoNvccRegisters = false;
  std::string Registers = "ptxas";
  std::string TimerOverheadUs; ///< --timer-overhead-us, parsed in runCompare
  std::string SmClockMHz;      ///< --sm-clock-mhz, parsed in runCompare
  // --kernel-tuner-cache and its launch options (KernelTunerLaunchOptions).
  std::string KtCache, KtSource, KtKernel, KtGpu, KtProblemSize, KtBlockNames, KtDefines;
  std::string KtGridDiv[3];
  std::vector<std::string> KtArgs;
  /// --trip, --branch-prob, --scatter (only these members are used).
  cli::SourceOptions Hints;
};

int fail(const std::string &Msg) {
  llvm::errs() << "kernelcast compare: " << Msg << "\n";
  return 1;
}

bool writeFile(const std::string &Path, const std::string &Text, std::string &Err) {
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC, llvm::sys::fs::OF_Text);
  if (EC) {
    Err = "cannot write '" + Path + "': " + EC.message();
    return false;
  }
  OS << Text;
  return true;
}

/// A one-line progress bar on stderr, drawn only when stderr is a terminal and
/// only once the run has taken more than a second.
class ProgressBar {
public:
  ProgressBar() : Enabled(llvm::sys::Process::StandardErrIsDisplayed()),
                  Start(std::chrono::steady_clock::now()) {}
  void update(size_t Done, size_t Total) {
    if (!Enabled)
      return;
    std::lock_guard<std::mutex> Lock(M);
    auto Now = std::chrono::steady_clock::now();
    if (Now - Start < std::chrono::seconds(1) || Now - Last < std::chrono::milliseconds(100))
      if (Done != Total || !Drawn)
        return;
    Last = Now;
    Drawn = true;
    const unsigned Width = 40;
    unsigned Filled = Total ? static_cast<unsigned>(Width * Done / Total) : Width;
    llvm::errs() << "\r[" << std::string(Filled, '#') << std::string(Width - Filled, ' ') << "] "
                 << Done << "/" << Total << " rows";
    if (Done == Total)
      llvm::errs() << "\n";
  }

private:
  bool Enabled;
  bool Drawn = false;
  std::chrono::steady_clock::time_point Start, Last;
  std::mutex M;
};

/// The Kernel Tuner options as KernelTunerLaunchOptions.
llvm::Expected<KernelTunerLaunchOptions> ktOptions(const CompareCliOptions &O) {
  KernelTunerLaunchOptions K;
  K.Source = O.KtSource;
  K.Kernel = O.KtKernel;
  K.Gpu = O.KtGpu;
  if (!O.KtProblemSize.empty())
    K.ProblemSize = splitKernelTunerList(O.KtProblemSize);
  static const char *Axis[3] = {"x", "y", "z"};
  for (int D = 0; D < 3; ++D) {
    if (O.KtGridDiv[D].empty())
      continue;
    K.GridDiv[D] = splitKernelTunerList(O.KtGridDiv[D]);
    for (const std::string &P : *K.GridDiv[D])
      if (P.empty())
        return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                       std::string("--grid-div-") + Axis[D] + " '" +
                                           O.KtGridDiv[D] + "': an empty entry");
  }
  if (!O.KtBlockNames.empty())
    K.BlockSizeNames = splitKernelTunerList(O.KtBlockNames);
  if (!O.KtDefines.empty()) {
    K.DefineParams.emplace();
    if (O.KtDefines != "none")
      *K.DefineParams = splitKernelTunerList(O.KtDefines);
  }
  auto Args = parseAssignments(O.KtArgs, "--arg");
  if (!Args)
    return Args.takeError();
  for (const auto &[Name, Value] : *Args)
    K.Args[Name] = Value;
  return K;
}

/// Reads the cache and builds its rows; \p Summary gets the JSON object that
/// describes the cache (and the text line printed before the view).
llvm::Expected<CsvTable> ktTable(const CompareCliOptions &O, nlohmann::json &Summary,
                                 std::string &Line) {
  auto K = ktOptions(O);
  if (!K)
    return K.takeError();
  auto C = readKernelTunerCache(O.KtCache);
  if (!C)
    return C.takeError();
  // The GPU: --gpu, or the cache's device name, which must be in the database.
  std::string Gpu = K->Gpu.empty() ? C->DeviceName : K->Gpu;
  std::string GpuId;
  if (!Gpu.empty()) {
    auto G = GpuDatabase::builtin().find(Gpu);
    if (!G) {
      std::string Msg = llvm::toString(G.takeError());
      if (K->Gpu.empty())
        return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                       O.KtCache + ": device_name '" + Gpu +
                                           "' matches no GPU of the database (" + Msg +
                                           "); give --gpu");
      return llvm::createStringError(llvm::inconvertibleErrorCode(), "--gpu: " + Msg);
    }
    GpuId = G->Id;
  }
  auto T = kernelTunerCompareTable(*C, *K);
  if (!T)
    return T.takeError();
  nlohmann::json Failed = nlohmann::json::object();
  std::string FailedText;
  for (const auto &[Kind, N] : C->failures()) {
    Failed[Kind] = N;
    FailedText += (FailedText.empty() ? "" : ", ") + Kind + " " + std::to_string(N);
  }
  Summary = {{"file", O.KtCache},
             {"device_name", C->DeviceName},
             {"kernel_name", C->KernelName},
             {"gpu_id", GpuId},
             {"configurations", C->Entries.size()},
             {"measured", T->rows().size()},
             {"failed", Failed},
             {"was_open", C->WasOpen}};
  Line = "kernel tuner cache " + O.KtCache + ": " + std::to_string(C->Entries.size()) +
         " configurations on '" + C->DeviceName + "' (" + GpuId + "), " +
         std::to_string(T->rows().size()) + " measured" +
         (FailedText.empty() ? "" : ", failed in Kernel Tuner and left out: " + FailedText) +
         (C->WasOpen ? " (the file was not closed: a stopped run)" : "") + "\n";
  return T;
}

int runCompare(const CompareCliOptions &O) {
  if (O.File.empty() == O.KtCache.empty())
    return fail(O.File.empty() ? "give a compare CSV or --kernel-tuner-cache FILE"
                               : "give either a compare CSV or --kernel-tuner-cache, not both");
  if (O.KtCache.empty() && (!O.KtSource.empty() || !O.KtKernel.empty() || !O.KtGpu.empty() ||
                            !O.KtProblemSize.empty() || !O.KtBlockNames.empty() ||
                            !O.KtDefines.empty() || !O.KtArgs.empty() ||
                            !O.KtGridDiv[0].empty() || !O.KtGridDiv[1].empty() ||
                            !O.KtGridDiv[2].empty()))
    return fail("--source, --kernel, --gpu, --problem-size, --grid-div-*, --block-size-names, "
                "--define-params and --arg only go with --kernel-tuner-cache (a CSV has them "
                "in its columns)");
  CompareOptions Opts;
  Opts.Jobs = O.Jobs;
  Opts.WorstRows = O.Worst;
  Opts.UseCompileCache = !O.NoCache;
  Opts.RegistersFromNvcc = O.Registers == "nvcc";
  Opts.NvccWhenRefused = !O.NoNvccRegisters;
  if (!O.TimerOverheadUs.empty()) {
    auto Us = parseTimerOverheadUs(O.TimerOverheadUs, "--timer-overhead-us");
    if (!Us)
      return fail(llvm::toString(Us.takeError()));
    Opts.TimerOverheadUs = *Us;
  }
  if (!O.SmClockMHz.empty()) {
    auto MHz = parseSmClockMHz(O.SmClockMHz, "--sm-clock-mhz");
    if (!MHz)
      return fail(llvm::toString(MHz.takeError()));
    Opts.SmClockMHz = *MHz;
  }
  if (llvm::Error E = O.Hints.hintValues(Opts.SymbolValues, Opts.BranchProbabilityByLine))
    return fail(llvm::toString(std::move(E)));
  if (O.Model == "all") {
    Opts.Models = {ModelKind::Wave, ModelKind::MwpCwp, ModelKind::Roofline};
  } else if (auto K = modelFromName(O.Model)) {
    Opts.Models = {*K};
  } else {
    return fail("--model '" + O.Model + "': expected wave, mwp-cwp, roofline or all");
  }
  Opts.GroupBy.clear();
  llvm::SmallVector<llvm::StringRef, 4> Cols;
  llvm::StringRef(O.GroupBy).split(Cols, ',', -1, false);
  for (llvm::StringRef C : Cols)
    if (!C.trim().empty())
      Opts.GroupBy.push_back(C.trim().str());
  auto Bar = std::make_shared<ProgressBar>();
  Opts.Progress = [Bar](size_t Done, size_t Total) { Bar->update(Done, Total); };

  nlohmann::json KtSummary;
  std::string KtLine;
  llvm::Expected<CompareResult> R = [&]() -> llvm::Expected<CompareResult> {
    if (O.KtCache.empty())
      return compareFile(O.File, Opts);
    auto T = ktTable(O, KtSummary, KtLine);
    if (!T)
      return T.takeError();
    return compareTable(*T, O.KtCache, Opts);
  }();
  if (!R)
    return fail(llvm::toString(R.takeError()));
  O.Hints.warnUnmatchedOverrides(R->OverridableSymbols, "compare");
  CompareView View(*R);
  if (O.Json) {
    nlohmann::json J = View.toJSON();
    if (!KtSummary.is_null())
      J["kernel_tuner_cache"] = KtSummary;
    llvm::outs() << cli::jsonText(J, 2) << "\n";
  } else {
    llvm::outs() << KtLine;
    View.printView(llvm::outs());
  }

  std::string Err;
  if (!O.CsvOut.empty() && !writeFile(O.CsvOut, View.csv(), Err))
    return fail(Err);
  if (!O.PlotDir.empty()) {
    if (auto EC = llvm::sys::fs::create_directories(O.PlotDir))
      return fail("--plot-dir '" + O.PlotDir + "': " + EC.message());
    for (size_t M = 0; M < R->Models.size(); ++M) {
      std::string Name(modelName(R->Models[M]));
      llvm::SmallString<256> A(O.PlotDir), B(O.PlotDir);
      llvm::sys::path::append(A, "predicted-vs-measured-" + Name + ".svg");
      llvm::sys::path::append(B, "error-vs-warps-" + Name + ".svg");
      if (!writeFile(std::string(A), View.plotPredictedVsMeasured(M), Err) ||
          !writeFile(std::string(B), View.plotErrorVsWarps(M), Err))
        return fail(Err);
      if (!O.Json)
        llvm::outs() << "plots written: " << A << ", " << B << "\n";
    }
  }
  // Every row skipped is a failed run; some rows skipped is still a result.
  if (R->Rows.empty())
    return fail("no usable row in " + (O.File.empty() ? O.KtCache : O.File));
  return 0;
}

kc::cli::CommandRegistration Registration{kc::cli::Command{
    "compare",
    "Compare predicted with measured kernel times from a CSV or a Kernel Tuner cache: error "
    "per row, MAPE, median error, rank correlation, top-1 regret, plots",
    [](CLI::App &Sub) -> std::function<int()> {
      auto O = std::make_shared<CompareCliOptions>();
      Sub.footer(
          "CSV columns (header row, any order; other columns are echoed):\n"
          "  source              .cu path, relative to the CSV's folder or absolute\n"
          "  kernel              kernel name\n"
          "  gpu                 GPU id, alias, device name (see `kernelcast gpus`), or a GPU\n"
          "                      .json file, relative to the CSV's folder or absolute\n"
          "  grid_x,grid_y,grid_z, block_x,block_y,block_z   (y, z default 1)\n"
          "  dynamic_smem_bytes  default 0\n"
          "  defines             NAME=V;NAME=V (as -D)\n"
          "  args                name=v;name=v (the kernel's scalar arguments)\n"
          "  measured_time_ms    measured kernel time\n"
          "  timer_overhead_us   optional: this row's harness overhead in us (overrides\n"
          "                      --timer-overhead-us; empty = the option)\n"
          "  registers_per_thread  optional: the measured build's registers per thread (as a\n"
          "                      profiler reports them); the row's occupancy uses them instead\n"
          "                      of kernelcast's count (empty = kernelcast's)\n"
          "  sm_clock_mhz        optional: the SM clock the row ran at, MHz (a locked clock;\n"
          "                      overrides --sm-clock-mhz; empty = the option, else the GPU\n"
          "                      file's core clock). A Kernel Tuner cache's nvml_gr_clock\n"
          "                      parameter fills it; a column locked_core_mhz is read as\n"
          "                      this one when there is no sm_clock_mhz\n"
          "A row with more or fewer fields than the header, or a column named twice, is an "
          "error for the whole file.\n"
          "A bad row is reported with its line number and skipped. Each distinct (source, "
          "kernel, defines, arch) is compiled once (and cached on disk).\n"
          "Kernel Tuner caches, with Kernel Tuner's own block, grid and -D rules:\n"
          "  kernelcast compare --kernel-tuner-cache sweep.json --source kernel.cu \\\n"
          "      --problem-size 4096,4096 --grid-div-x block_size_x,tile_size_x --arg n=4096\n"
          "Failed configurations (InvalidConfig, ...) are counted and left out.\n"
          "Timer overhead: kernelcast predicts the kernel's time on the GPU. A harness that\n"
          "times one launch between two CUDA events also times the host's launch submission,\n"
          "a fixed cost per row that dominates kernels under ~20 us. State yours with\n"
          "--timer-overhead-us (or the timer_overhead_us column); kernelcast never fits it:\n"
          "  nvprof / Nsight kernel duration              0\n"
          "  CUDA events around one launch (NVBench cold) about 1-1.5 us on Linux,\n"
          "                                               4-5 us on Windows (WDDM)\n"
          "  Kernel Tuner (Python, CuPy)                  about 8-10 us\n"
          "Measure it: time an empty kernel with your harness, minus what `kernelcast\n"
          "predict` gives for that launch (the GPU's own launch cost, already predicted).\n"
          "It is added to every prediction before comparing, so errors change; the\n"
          "ranking (Spearman, top-1 regret) does not.");
      Sub.add_option("file", O->File, "the compare CSV (or give --kernel-tuner-cache)");
      Sub.add_option("-m,--model", O->Model, "wave, mwp-cwp, roofline or all")
          ->capture_default_str();
      Sub.add_flag("--json", O->Json,
                   "print JSON: summary (per model: n, mape, median_ape, within_10, within_25, "
                   "spearman_median, ...), groups, rows, skipped");
      Sub.add_option("--csv", O->CsvOut,
                     "write the rows with predicted_time_ms_<model>, ape_<model> and "
                     "bound_<model> to this CSV")
          ->check(cli::nonEmptyPath());
      Sub.add_option("--plot-dir", O->PlotDir,
                     "write SVG plots per model here: predicted-vs-measured-<model>.svg "
                     "(log-log, one colour per GPU) and error-vs-warps-<model>.svg")
          ->check(cli::nonEmptyPath());
      Sub.add_option("--group-by", O->GroupBy,
                     "comma-separated columns whose values define the groups (per-group "
                     "errors and Spearman rank correlation)")
          ->capture_default_str();
      Sub.add_option("-j,--jobs", O->Jobs, "threads for the analyses (one compile per variant) and the predictions (default: every core)")
          ->check(cli::countCheck(0, 4096));
      Sub.add_option("--worst", O->Worst, "worst rows listed per model")
          ->capture_default_str()
          ->check(cli::countCheck());
      Sub.add_flag("--no-cache", O->NoCache, "do not use the on-disk compile cache");
      Sub.add_option("--registers", O->Registers,
                     "where register counts come from: ptxas (ptxas on kernelcast's PTX, "
                     "default; a row whose launch only those registers refuse is predicted "
                     "with nvcc's, and the summary counts such rows) or nvcc (nvcc -cubin on "
                     "each source, as the measured build got them)")
          ->check(CLI::IsMember({"ptxas", "nvcc"}));
      Sub.add_flag("--no-nvcc-registers", O->NoNvccRegisters,
                   "with --registers ptxas: skip a row whose launch kernelcast's registers "
                   "refuse (\"cannot run\"), and keep kernelcast's registers where its PTX "
                   "spills, instead of asking nvcc for the registers of the user's build (and, "
                   "where nvcc's refuse the launch too, taking the most registers it allows: "
                   "it was measured, so it ran)");
      Sub.add_option("--timer-overhead-us", O->TimerOverheadUs,
                     "your measuring harness's fixed cost per timed launch, microseconds "
                     "(default 0: a profiler's kernel duration), added to every prediction "
                     "before it is compared; measure it by timing an empty kernel with your "
                     "harness (see below). Changes errors, not the ranking")
          ->type_name("US");
      cli::addSmClockOption(Sub, O->SmClockMHz,
                            "the SM clock the measurements ran at, MHz (a locked clock, a "
                            "laptop's): SM cycles count at it, while DRAM and L2 bandwidths and "
                            "the DRAM part of the DRAM latency keep their time (default: each GPU "
                            "file's core clock; the sm_clock_mhz column overrides it per row)");
      O->Hints.addHintOptions(Sub, "; applies to every kernel of the run (a line is "
                                   "a line of the row's source)");
      Sub.add_option("--kernel-tuner-cache", O->KtCache,
                     "a Kernel Tuner cache file (JSON) instead of the CSV: one row per measured "
                     "configuration");
      Sub.add_option("--source", O->KtSource, "with a cache: the kernel's .cu file");
      Sub.add_option("--kernel", O->KtKernel, "with a cache: kernel name (default: kernel_name)");
      Sub.add_option("--gpu", O->KtGpu,
                     "with a cache: the GPU (default: the cache's device_name, looked up in "
                     "the database)");
      Sub.add_option("--problem-size", O->KtProblemSize,
                     "with a cache: X[,Y[,Z]], integers or expressions of the parameters "
                     "(default: the cache's problem_size)");
      for (int D = 0; D < 3; ++D) {
        static const char *Names[3] = {"--grid-div-x", "--grid-div-y", "--grid-div-z"};
        static const char *Defaults[3] = {"block_size_x", "block_size_y", "block_size_z"};
        Sub.add_option(Names[D], O->KtGridDiv[D],
                       std::string("with a cache: grid divisors, a list of parameter names, "
                                   "integers or expressions multiplied together (default: ") +
                           Defaults[D] + " if it is a parameter, else 1)");
      }
      Sub.add_option("--block-size-names", O->KtBlockNames,
                     "with a cache: the parameters holding the block size "
                     "(default block_size_x,block_size_y,block_size_z)");
      Sub.add_option("--define-params", O->KtDefines,
                     "with a cache: define only these names as -D (parameters, grid_size_x.., "
                     "block size names, kernel_tuner; 'none' for no defines); default: what "
                     "Kernel Tuner defines (grid_size_*, block size names, every parameter, "
                     "kernel_tuner=1)");
      Sub.add_option("--arg", O->KtArgs,
                     "with a cache: name=value, a scalar argument of the kernel (repeatable)");
      return [O] { return runCompare(*O); };
    },
    40}};

} // namespace
