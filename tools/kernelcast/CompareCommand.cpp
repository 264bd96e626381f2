//===- CompareCommand.cpp - `kernelcast compare FILE.csv` ------------------===//
// Predicted vs measured times from a CSV (workflows/Compare.h): options into
// CompareOptions, one library call, then the views (workflows/CompareView.h).
#include "tools/kernelcast/CliChecks.h"
#include "tools/kernelcast/Command.h"
#include "tools/kernelcast/JsonOutput.h"

#include "workflows/CompareView.h"
#include "workflows/Compare.h"

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
  std::string Registers = "ptxas";
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

int runCompare(const CompareCliOptions &O) {
  CompareOptions Opts;
  Opts.Jobs = O.Jobs;
  Opts.WorstRows = O.Worst;
  Opts.UseCompileCache = !O.NoCache;
  Opts.RegistersFromNvcc = O.Registers == "nvcc";
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

  auto R = compareFile(O.File, Opts);
  if (!R)
    return fail(llvm::toString(R.takeError()));
  CompareView View(*R);
  if (O.Json)
    llvm::outs() << cli::jsonText(View.toJSON(), 2) << "\n";
  else
    View.printView(llvm::outs());

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
    return fail("no usable row in " + O.File);
  return 0;
}

kc::cli::CommandRegistration Registration{kc::cli::Command{
    "compare",
    "Compare predicted with measured kernel times from a CSV: error per row, MAPE, median "
    "error, rank correlation, plots",
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
          "A row with more or fewer fields than the header, or a column named twice, is an "
          "error for the whole file.\n"
          "A bad row is reported with its line number and skipped. Each distinct (source, "
          "kernel, defines, arch) is compiled once (and cached on disk).");
      Sub.add_option("file", O->File, "the compare CSV")->required();
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
      Sub.add_option("-j,--jobs", O->Jobs, "prediction threads (default: every core)")
          ->check(cli::countCheck(0, 4096));
      Sub.add_option("--worst", O->Worst, "worst rows listed per model")
          ->capture_default_str()
          ->check(cli::countCheck());
      Sub.add_flag("--no-cache", O->NoCache, "do not use the on-disk compile cache");
      Sub.add_option("--registers", O->Registers,
                     "where register counts come from: ptxas (ptxas on kernelcast's PTX, "
                     "default) or nvcc (nvcc -cubin on each source, as the measured build got "
                     "them)")
          ->check(CLI::IsMember({"ptxas", "nvcc"}));
      return [O] { return runCompare(*O); };
    },
    40}};

} // namespace
