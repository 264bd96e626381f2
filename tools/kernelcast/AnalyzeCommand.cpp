//===- AnalyzeCommand.cpp - `kernelcast analyze`: show the kernel model ---===//
// Compiles a .cu (or loads .ll/.bc), runs the analysis pass on each kernel and
// prints what one thread does and costs (views/KernelReportView.h), or the
// model as JSON (--json), or writes it for `predict --kernel-model` (--emit-model).
#include "tools/kernelcast/CliChecks.h"
#include "tools/kernelcast/Command.h"
#include "tools/kernelcast/JsonOutput.h"
#include "tools/kernelcast/SourceOptions.h"

#include "analyzer/CompileCache.h"
#include "gpumodel/GpuDatabase.h"
#include "views/KernelReportView.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <nlohmann/json.hpp>

#include <memory>

namespace {

using namespace kc;

struct AnalyzeOptions {
  cli::SourceOptions Src;
  std::string Gpu;
  std::string EmitModel;
  bool Json = false;
  bool Timing = false;
  bool Verbose = false;
};

int runAnalyze(const AnalyzeOptions &O) {
  std::optional<GpuModel> Gpu;
  if (!O.Gpu.empty()) {
    auto G = GpuDatabase::findBuiltin(O.Gpu); // one file parsed for an id (cached runs)
    if (!G) {
      llvm::errs() << "kernelcast analyze: " << llvm::toString(G.takeError()) << "\n";
      return 1;
    }
    Gpu = std::move(*G);
  }
  auto Opts = O.Src.resolve(Gpu ? &*Gpu : nullptr);
  if (!Opts) {
    llvm::errs() << "kernelcast analyze: " << llvm::toString(Opts.takeError()) << "\n";
    return 1;
  }
  if (O.Verbose) // invalid compile-cache entries dropped and rebuilt
    setCacheNoteHandler(
        [](const std::string &Note) { llvm::errs() << "kernelcast analyze: note: " << Note << "\n"; });
  auto Result = analyzeSource(O.Src.Source, *Opts);
  if (!Result) {
    llvm::errs() << llvm::toString(Result.takeError()) << "\n";
    return 1;
  }
  cli::printFrontendWarnings(Result->Models, "analyze");
  O.Src.warnUnmatchedOverrides(Result->Models.Kernels, "analyze");
  if (O.Verbose && !Result->Models.Headers.empty())
    llvm::errs() << "headers: " << Result->Models.Headers << "\n";
  // A model with a formula too large to write out (Expr::MaxWrittenNodes)
  // cannot be emitted as JSON: say which, instead of an internal error.
  std::string ModelJson;
  if (!O.EmitModel.empty() || O.Json) {
    try {
      ModelJson = cli::jsonText(toJson(Result->Models));
    } catch (const ExprTooLarge &E) {
      llvm::errs() << "kernelcast analyze: " << O.Src.Source << ": the kernel model cannot be "
                   << "written as JSON: " << E.what()
                   << " (a chain of data-dependent selects, each using the last); the text "
                      "report works without it\n";
      return 1;
    }
  }
  if (!O.EmitModel.empty()) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(O.EmitModel, EC, llvm::sys::fs::OF_Text);
    if (EC) {
      llvm::errs() << "kernelcast analyze: cannot write '" << O.EmitModel
                   << "': " << EC.message() << "\n";
      return 1;
    }
    OS << ModelJson << "\n";
  }
  if (O.Json) {
    llvm::outs() << ModelJson << "\n";
  } else {
    bool First = true;
    for (const KernelModel &K : Result->Models.Kernels) {
      if (!First)
        llvm::outs() << "\n";
      First = false;
      KernelReportView(K).printView(llvm::outs());
    }
    if (!O.EmitModel.empty())
      llvm::outs() << "\nkernel model written to " << O.EmitModel << "\n";
  }
  llvm::outs().flush(); // the report first, then the timing line (2>&1 keeps the order)
  if (O.Timing)
    llvm::errs() << llvm::formatv("timing: compile {0:f1} ms{1}, registers {2:f1} ms, "
                                  "analysis {3:f1} ms{4}\n",
                                  Result->CompileMs,
                                  Result->ModelsFromCache    ? " (model cache hit)"
                                  : Result->CompileFromCache ? " (cache hit)"
                                                             : "",
                                  Result->ResourcesMs, Result->AnalysisMs,
                                  Result->Models.Headers.empty()
                                      ? std::string()
                                      : "; headers: " + Result->Models.Headers);
  if (O.Timing && !Result->Phases.Phases.empty())
    llvm::errs() << "timing phases: " << Result->Phases.str() << "\n";
  return 0;
}

cli::CommandRegistration Reg({
    "analyze",
    "Show the kernel model: what one thread of each kernel does and costs, as formulas",
    [](CLI::App &Sub) -> std::function<int()> {
      auto O = std::make_shared<AnalyzeOptions>();
      O->Src.addTo(Sub, /*SourceRequired=*/true);
      Sub.add_option("-g,--gpu", O->Gpu,
                     "GPU whose architecture to compile for (id, alias, device name or file); "
                     "see `kernelcast gpus`");
      Sub.add_flag("--json", O->Json, "print the kernel model as JSON (docs/kernel-model.md)");
      Sub.add_option("--emit-model", O->EmitModel,
                     "write the kernel model as JSON to this file (for predict --kernel-model)")
          ->check(cli::nonEmptyPath());
      Sub.add_flag("--timing", O->Timing,
                   "print compile and analysis times (and the headers used) to stderr");
      Sub.add_flag("--verbose", O->Verbose,
                   "say which headers the compile used (the CUDA toolkit's or kernelcast's "
                   "built-in one) and which invalid compile-cache entries were dropped and "
                   "rebuilt, on stderr");
      Sub.footer("Example:\n  kernelcast analyze tests/kernels/matmul_tiled.cu --gpu v100\n"
                 "  kernelcast analyze k.cu -D TILE=32 --kernel matmul --json");
      return [O] { return runAnalyze(*O); };
    },
    30});

} // namespace
