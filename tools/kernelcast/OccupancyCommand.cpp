//===- OccupancyCommand.cpp - `kernelcast occupancy` ----------------------===//
// The CUDA occupancy calculator on the command line: one launch (text, JSON,
// SVG plot, max potential block size) or a CSV batch of launches. The numbers
// come from gpumodel/Occupancy.h; the formatting from views/.
#include "tools/kernelcast/CliChecks.h"
#include "tools/kernelcast/Command.h"
#include "tools/kernelcast/JsonOutput.h"

#include "gpumodel/GpuDatabase.h"
#include "gpumodel/Occupancy.h"
#include "views/OccupancyPlot.h"
#include "views/OccupancyView.h"
#include "workflows/CsvTable.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

#include <map>
#include <memory>
#include <optional>

namespace {

using namespace kc;

struct OccupancyOptions {
  std::string Gpu;
  std::optional<unsigned> Threads, Regs;
  unsigned Smem = 0, DynamicSmem = 0;
  std::optional<int> Carveout;
  std::string CacheConfig = "prefer-none";
  bool Json = false;
  bool MaxPotential = false;
  std::string PlotFile;
  std::string BatchFile;
};

const std::map<std::string, CachePreference> CacheConfigNames = {
    {"prefer-none", CachePreference::None},
    {"prefer-shared", CachePreference::PreferShared},
    {"prefer-l1", CachePreference::PreferL1},
    {"prefer-equal", CachePreference::PreferEqual}};

llvm::Error writeFile(const std::string &Path, const std::string &Text) {
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC, llvm::sys::fs::OF_Text);
  if (EC)
    return llvm::createStringError(EC, "cannot write '%s': %s", Path.c_str(), EC.message().c_str());
  OS << Text;
  return llvm::Error::success();
}

/// Notes for options the GPU ignores (cuda_occupancy.h ignores them too).
void noteIgnoredOptions(const GpuModel &G, const OccupancyRequest &R) {
  const OccupancyLimits &L = G.Occupancy;
  if (R.CarveoutPercent && L.SharedMemCarveoutBytes.empty())
    llvm::errs() << fmt::format("kernelcast occupancy: note: --carveout is ignored on {} (CC {}.{} "
                                "has no shared-memory carveout{})\n",
                                G.Id, G.ComputeMajor, G.ComputeMinor,
                                L.CacheConfigs.empty() ? "" : "; use --cache-config");
  if (R.CacheConfig != CachePreference::None && L.SharedMemCarveoutBytes.empty() &&
      L.CacheConfigs.empty())
    llvm::errs() << fmt::format("kernelcast occupancy: note: --cache-config is ignored on {} (its "
                                "shared memory is dedicated, {} B per SM)\n",
                                G.Id, L.SharedMemPerSmBytes);
}

/// One CSV cell as an unsigned integer; nullopt when empty. Fails naming the column.
llvm::Expected<std::optional<unsigned>> parseCell(std::string_view Cell, const char *Column,
                                                  unsigned Max = UINT32_MAX) {
  llvm::StringRef S = llvm::StringRef(Cell.data(), Cell.size()).trim();
  if (S.empty())
    return std::nullopt;
  unsigned long long V = 0;
  if (S.getAsInteger(10, V) || V > Max)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(), "column '%s': expected %s, got '%s'", Column,
        Max == UINT32_MAX ? "a non-negative integer" : fmt::format("an integer 0..{}", Max).c_str(),
        S.str().c_str());
  return std::optional<unsigned>(unsigned(V));
}

/// Builds one batch row's request; defaults come from the command-line options.
llvm::Expected<OccupancyRequest> rowRequest(const CsvTable &T, const CsvRow &Row,
                                            const OccupancyOptions &O, const OccupancyRequest &Base) {
  OccupancyRequest R = Base;
  auto Threads = parseCell(T.cell(Row, "threads"), "threads");
  if (!Threads)
    return Threads.takeError();
  auto Regs = parseCell(T.cell(Row, "regs"), "regs");
  if (!Regs)
    return Regs.takeError();
  auto Smem = parseCell(T.cell(Row, "smem"), "smem");
  if (!Smem)
    return Smem.takeError();
  auto Dyn = parseCell(T.cell(Row, "dynamic_smem"), "dynamic_smem");
  if (!Dyn)
    return Dyn.takeError();
  auto Carveout = parseCell(T.cell(Row, "carveout"), "carveout", 100);
  if (!Carveout)
    return Carveout.takeError();
  if (!*Threads && !O.Threads)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "column 'threads' is empty and no --threads default was given");
  if (!*Regs && !O.Regs)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "column 'regs' is empty and no --regs default was given");
  R.ThreadsPerBlock = Threads->value_or(O.Threads.value_or(0));
  R.RegistersPerThread = Regs->value_or(O.Regs.value_or(0));
  R.StaticSharedBytes = Smem->value_or(O.Smem);
  R.DynamicSharedBytes = Dyn->value_or(O.DynamicSmem);
  if (*Carveout)
    R.CarveoutPercent = int(**Carveout);
  return R;
}

int runBatch(const OccupancyOptions &O, const GpuModel &G, const OccupancyRequest &Base) {
  llvm::Expected<CsvTable> Table = CsvTable::readFile(O.BatchFile);
  if (!Table) {
    llvm::errs() << "kernelcast occupancy: " << llvm::toString(Table.takeError()) << "\n";
    return 1;
  }
  static const char *Known[] = {"threads", "regs", "smem", "carveout", "dynamic_smem"};
  for (const std::string &H : Table->header()) {
    llvm::StringRef Name = llvm::StringRef(H).trim();
    if (std::find(std::begin(Known), std::end(Known), Name) == std::end(Known)) {
      llvm::errs() << fmt::format("kernelcast occupancy: {}:1: unknown column '{}' (expected "
                                  "threads, regs, smem, and optionally carveout, dynamic_smem)\n",
                                  O.BatchFile, Name.str());
      return 1;
    }
  }
  for (const char *Required : {"threads", "regs"})
    if (!Table->column(Required)) {
      llvm::errs() << fmt::format("kernelcast occupancy: {}:1: missing column '{}' (the header "
                                  "must name threads, regs, smem; carveout is optional)\n",
                                  O.BatchFile, Required);
      return 1;
    }

  nlohmann::json Array = nlohmann::json::array();
  unsigned Failed = 0;
  if (!O.Json)
    llvm::outs() << fmt::format("Occupancy on {} ({}, CC {}.{}), {} rows of {}\n", G.Name, G.Id,
                                G.ComputeMajor, G.ComputeMinor, Table->rows().size(), O.BatchFile)
                 << fmt::format("{:>5} {:>7} {:>5} {:>8} {:>8}  {:>6} {:>6} {:>9} {:>7}  {}\n",
                                "line", "threads", "regs", "smem", "carveout", "blocks", "warps",
                                "occupancy", "useful", "limiters");
  for (const CsvRow &Row : Table->rows()) {
    std::string Error;
    llvm::Expected<OccupancyRequest> Req = rowRequest(*Table, Row, O, Base);
    std::optional<OccupancyResult> Res;
    std::optional<MaxPotentialResult> Best;
    if (!Req) {
      Error = llvm::toString(Req.takeError());
    } else if (llvm::Expected<OccupancyResult> R = computeOccupancy(G, *Req)) {
      Res = *R;
      if (O.MaxPotential) {
        if (auto M = maxPotentialBlockSize(G, *Req))
          Best = *M;
        else
          llvm::consumeError(M.takeError());
      }
    } else {
      Error = llvm::toString(R.takeError());
    }
    if (!Error.empty()) {
      ++Failed;
      Error = fmt::format("{}:{}: {}", O.BatchFile, Row.Line, Error);
    }
    if (O.Json) {
      if (!Res) {
        Array.push_back({{"line", Row.Line}, {"error", Error}});
        continue;
      }
      OccupancyView V(G, *Req, *Res);
      if (Best)
        V.setMaxPotential(*Best);
      nlohmann::json J = {{"line", Row.Line}};
      J.update(V.toJSON());
      Array.push_back(std::move(J));
      continue;
    }
    if (!Res) {
      llvm::outs() << fmt::format("{:>5} error: {}\n", Row.Line, Error);
      continue;
    }
    std::string Limiters;
    for (const std::string &N : Res->Limiters)
      Limiters += (Limiters.empty() ? "" : ",") + N;
    llvm::outs() << fmt::format(
        "{:>5} {:>7} {:>5} {:>8} {:>8}  {:>6} {:>6} {:>8.1f}% {:>6.1f}%  {}{}\n", Row.Line,
        Req->ThreadsPerBlock, Req->RegistersPerThread,
        Req->StaticSharedBytes + Req->DynamicSharedBytes,
        Req->CarveoutPercent ? std::to_string(*Req->CarveoutPercent) : "default",
        Res->ActiveBlocksPerSm, Res->ActiveWarpsPerSm, Res->Occupancy * 100,
        Res->UsefulThreadOccupancy * 100, Limiters,
        Best ? fmt::format("  (best block size {})", Best->BlockSize) : "");
  }
  if (O.Json)
    llvm::outs() << cli::jsonText(Array, 2) << "\n";
  if (Failed) {
    llvm::errs() << fmt::format("kernelcast occupancy: {} of {} rows in {} could not be computed\n",
                                Failed, Table->rows().size(), O.BatchFile);
    return 1;
  }
  return 0;
}

int runOccupancy(const OccupancyOptions &O) {
  llvm::Expected<GpuModel> G = GpuDatabase::findBuiltin(O.Gpu);
  if (!G) {
    llvm::errs() << "kernelcast occupancy: " << llvm::toString(G.takeError()) << "\n";
    return 1;
  }
  OccupancyRequest Req;
  Req.StaticSharedBytes = O.Smem;
  Req.DynamicSharedBytes = O.DynamicSmem;
  Req.CarveoutPercent = O.Carveout;
  Req.CacheConfig = CacheConfigNames.at(O.CacheConfig);
  noteIgnoredOptions(*G, Req);

  if (!O.BatchFile.empty()) {
    if (!O.PlotFile.empty()) {
      llvm::errs() << "kernelcast occupancy: --plot draws one launch; it cannot be combined "
                      "with --batch\n";
      return 1;
    }
    return runBatch(O, *G, Req);
  }

  if (!O.Regs) {
    llvm::errs() << "kernelcast occupancy: --regs is required (registers per thread, from "
                    "`ptxas -v` or Nsight Compute)\n";
    return 1;
  }
  Req.RegistersPerThread = *O.Regs;
  std::optional<MaxPotentialResult> Best;
  if (O.MaxPotential) {
    llvm::Expected<MaxPotentialResult> M = maxPotentialBlockSize(*G, Req);
    if (!M) {
      llvm::errs() << "kernelcast occupancy: " << llvm::toString(M.takeError()) << "\n";
      return 1;
    }
    Best = *M;
  }
  if (!O.Threads && !Best) {
    llvm::errs() << "kernelcast occupancy: --threads is required (threads per block), unless "
                    "--max-potential picks it\n";
    return 1;
  }
  // Without --threads, --max-potential reports the best block size itself.
  Req.ThreadsPerBlock = O.Threads ? *O.Threads : Best->BlockSize;
  llvm::Expected<OccupancyResult> Res = computeOccupancy(*G, Req);
  if (!Res) {
    llvm::errs() << "kernelcast occupancy: " << llvm::toString(Res.takeError()) << "\n";
    return 1;
  }
  OccupancyView View(*G, Req, *Res);
  if (Best)
    View.setMaxPotential(*Best);
  if (O.Json)
    llvm::outs() << cli::jsonText(View.toJSON(), 2) << "\n";
  else
    View.printView(llvm::outs());
  if (!O.PlotFile.empty()) {
    if (llvm::Error E = writeFile(O.PlotFile, renderOccupancyPlot(*G, Req, *Res))) {
      llvm::errs() << "kernelcast occupancy: " << llvm::toString(std::move(E)) << "\n";
      return 1;
    }
    (O.Json ? llvm::errs() : llvm::outs()) << "\nplot written to " << O.PlotFile << "\n";
  }
  return 0;
}

kc::cli::CommandRegistration Registration{kc::cli::Command{
    "occupancy",
    "CUDA occupancy calculator: active blocks and warps per SM, what limits them, and the "
    "three graphs of NVIDIA's spreadsheet (agrees with cuda_occupancy.h)",
    [](CLI::App &Sub) -> std::function<int()> {
      auto O = std::make_shared<OccupancyOptions>();
      Sub.footer(
          "Examples:\n"
          "  kernelcast occupancy --gpu a100-sxm4-80gb --threads 256 --regs 47 --smem 8192\n"
          "  kernelcast occupancy --gpu \"Tesla K40m\" --threads 128 --regs 64 "
          "--cache-config prefer-l1 --json\n"
          "  kernelcast occupancy --gpu h100-sxm --regs 64 --max-potential --plot occ.svg\n"
          "  kernelcast occupancy --gpu gtx580 --batch launches.csv --json\n\n"
          "A launch that cannot run (too many threads, registers or shared memory) is an\n"
          "error naming the limit (exit 1). Shared memory above the default 48 KB per block\n"
          "is taken as opted in (cudaFuncAttributeMaxDynamicSharedMemorySize), up to the\n"
          "GPU's opt-in limit. On CC >= 8.0 the driver reserves 1 KB per block on top.\n\n"
          "--batch CSV: a header row naming threads,regs,smem (and optionally carveout,\n"
          "dynamic_smem), then one launch per row. An empty cell takes the command-line\n"
          "value (--threads, --regs, --smem, --carveout, --dynamic-smem). Every row is\n"
          "computed; a bad row is reported with its line (an \"error\" field in JSON) and\n"
          "makes the exit status 1.\n");
      Sub.add_option("--gpu", O->Gpu,
                     "GPU: id (kernelcast gpus), alias or CUDA device name (case and "
                     "punctuation ignored), or a GPU .json file")
          ->required();
      Sub.add_option("--threads", O->Threads, "Threads per block")
          ->check(CLI::Range(1u, 1u << 20));
      Sub.add_option("--regs", O->Regs, "Registers per thread (ptxas -v)")
          ->check(CLI::Range(0u, 1u << 16));
      Sub.add_option("--smem", O->Smem, "Static shared memory per block, bytes (default 0)")
          ->check(cli::countCheck());
      Sub.add_option("--dynamic-smem", O->DynamicSmem,
                     "Dynamic shared memory per block, bytes (the launch's third <<<>>> "
                     "argument; default 0)")
          ->check(cli::countCheck());
      Sub.add_option("--carveout", O->Carveout,
                     "CC >= 7.0: preferred shared-memory carveout, percent of the maximum "
                     "(cudaFuncAttributePreferredSharedMemoryCarveout); rounded up to a size "
                     "the GPU supports. Default: the driver's choice")
          ->check(CLI::Range(0, 100));
      Sub.add_option("--cache-config", O->CacheConfig,
                     "cudaFuncCachePrefer*: L1/shared split on Fermi/Kepler; on CC >= 7.0 it "
                     "stands for a carveout of 0 (prefer-l1), 50 (prefer-equal) or 100 % "
                     "(prefer-shared) when --carveout is not given")
          ->check(CLI::IsMember({"prefer-none", "prefer-shared", "prefer-l1", "prefer-equal"}))
          ->default_str("prefer-none");
      Sub.add_flag("--json", O->Json, "Print JSON (an array of results with --batch)");
      Sub.add_option("--plot", O->PlotFile,
                     "Write an SVG with occupancy vs threads per block, registers per thread "
                     "and shared memory per block, this launch marked")
          ->check(cli::nonEmptyPath());
      Sub.add_flag("--max-potential", O->MaxPotential,
                   "Also find the block size with the highest occupancy "
                   "(cudaOccMaxPotentialOccupancyBlockSize; ties go to the larger block); "
                   "without --threads, report that block size");
      Sub.add_option("--batch", O->BatchFile,
                     "CSV file of launches (header threads,regs,smem[,carveout]); one result "
                     "per row")
          ->check(CLI::ExistingFile);
      return [O] { return runOccupancy(*O); };
    },
    20}};

} // namespace
