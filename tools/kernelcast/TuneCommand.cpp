//===- TuneCommand.cpp - `kernelcast tune kernel.cu` -----------------------===//
// Ranks launch configurations (block sizes, grid expressions, compile-time
// tunables) by predicted time: options into TuneOptions (workflows/Tune.h),
// one library call, then views/TuneView.
#include "tools/kernelcast/CliChecks.h"
#include "tools/kernelcast/Command.h"
#include "tools/kernelcast/JsonOutput.h"
#include "tools/kernelcast/SmClockOption.h"
#include "tools/kernelcast/SourceOptions.h"

#include "gpumodel/GpuDatabase.h"
#include "workflows/KernelTunerCacheWriter.h"
#include "workflows/NumberInput.h"
#include "workflows/TuneView.h"
#include "workflows/Tune.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>

namespace {

using namespace kc;

struct TuneCliOptions {
  cli::SourceOptions Src;
  std::string Gpu = "a100-sxm4-80gb";
  std::vector<std::string> Params, Constraints;
  std::string BlockX = "32:1024:32", BlockY = "1", BlockZ = "1";
  std::string Grid;
  std::string Model = "wave";
  unsigned Top = 10;
  unsigned Jobs = 0;
  bool Json = false;
  bool NoNvccRegisters = false;
  std::string Plot;
  std::string KtCacheOut;
  std::string SmClockMHz; ///< --sm-clock-mhz, parsed in runTune
};

int fail(const std::string &Msg) {
  llvm::errs() << "kernelcast tune: " << Msg << "\n";
  return 1;
}

/// At most 60 characters of a value echoed in a message (an expression of
/// 15,000 parentheses is not worth repeating).
std::string shortened(const std::string &S) {
  return S.size() <= 60 ? S : S.substr(0, 57) + "...";
}

int runTune(const TuneCliOptions &O) {
  auto Gpu = GpuDatabase::findBuiltin(O.Gpu);
  if (!Gpu)
    return fail(llvm::toString(Gpu.takeError()));
  if (auto E = cli::applySmClock(O.SmClockMHz, *Gpu))
    return fail(llvm::toString(std::move(E)));
  auto Analysis = O.Src.resolve(&*Gpu);
  if (!Analysis)
    return fail(llvm::toString(Analysis.takeError()));

  TuneOptions T;
  T.Source = O.Src.Source;
  T.Analysis = std::move(*Analysis);
  T.Jobs = O.Jobs;
  T.NvccWhenRefused = !O.NoNvccRegisters;
  if (auto K = modelFromName(O.Model))
    T.Model = *K;
  else
    return fail("--model '" + O.Model + "': expected wave, mwp-cwp or roofline");

  // -D NAME=V1,V2,... is a sweep; NAME or NAME=V a fixed define.
  std::vector<std::string> Fixed;
  for (const std::string &D : T.Analysis.Compile.Defines) {
    if (D.find('=') == std::string::npos || D.find(',') == std::string::npos) {
      Fixed.push_back(D);
      continue;
    }
    auto S = parseDefineSweep(D);
    if (!S)
      return fail(llvm::toString(S.takeError()));
    T.DefineSweeps.push_back(std::move(*S));
    // nvcc (--registers nvcc, or the fallback for refused launches) gets each
    // variant's value of a swept define (workflows/Tune.cpp), not the list.
    auto &Nv = T.Analysis.Ptxas.NvccArgs;
    Nv.erase(std::remove(Nv.begin(), Nv.end(), "-D" + D), Nv.end());
  }
  T.Analysis.Compile.Defines = Fixed;

  auto Params = parseAssignments(O.Params, "--param");
  if (!Params)
    return fail(llvm::toString(Params.takeError()));
  T.Space.Params = std::move(*Params);
  for (auto [Spec, Target, Name] :
       {std::tuple{&O.BlockX, &T.Space.BlockX, "--block-x"},
        std::tuple{&O.BlockY, &T.Space.BlockY, "--block-y"},
        std::tuple{&O.BlockZ, &T.Space.BlockZ, "--block-z"}}) {
    auto L = parseSweepList(*Spec, Name);
    if (!L)
      return fail(llvm::toString(L.takeError()));
    *Target = std::move(*L);
  }
  if (O.Grid.empty())
    return fail("--grid is required: the grid as expressions of the params and block_x, "
                "block_y, block_z, e.g. --grid 'ceil_div(n, block_x)' or --grid "
                "'ceil_div(w, block_x),ceil_div(w, block_y)'");
  std::vector<std::string> GridParts = splitTopLevel(O.Grid);
  if (GridParts.size() > 3)
    return fail("--grid '" + O.Grid + "': at most three expressions (x,y,z)");
  for (size_t I = 0; I < GridParts.size(); ++I) {
    try {
      T.Space.Grid[I] = Expr::parse(GridParts[I]);
    } catch (const std::exception &E) {
      return fail("--grid '" + shortened(GridParts[I]) + "': " + E.what());
    }
  }
  for (const std::string &C : O.Constraints) {
    try {
      T.Space.Constraints.push_back(Expr::parse(C));
    } catch (const std::exception &E) {
      return fail("--constraint '" + shortened(C) + "': " + E.what());
    }
  }

  auto R = tune(T, *Gpu);
  if (!R)
    return fail(llvm::toString(R.takeError()));
  std::vector<std::string> Symbols;
  for (const TuneVariant &V : R->Variants)
    Symbols.insert(Symbols.end(), V.Symbols.begin(), V.Symbols.end());
  O.Src.warnUnmatchedOverrides(Symbols, "tune");
  TuneView View(*R);
  if (O.Json)
    llvm::outs() << cli::jsonText(View.toJSON(O.Top), 2) << "\n";
  else
    View.printView(llvm::outs(), O.Top);
  if (!O.Plot.empty()) {
    auto Svg = View.plot();
    if (!Svg)
      return fail(llvm::toString(Svg.takeError()));
    std::error_code EC;
    llvm::raw_fd_ostream OS(O.Plot, EC, llvm::sys::fs::OF_Text);
    if (EC)
      return fail("cannot write '" + O.Plot + "': " + EC.message());
    OS << *Svg;
    if (!O.Json)
      llvm::outs() << "plot written to " << O.Plot << "\n";
  }
  if (!O.KtCacheOut.empty()) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(O.KtCacheOut, EC, llvm::sys::fs::OF_Text);
    if (EC)
      return fail("cannot write '" + O.KtCacheOut + "': " + EC.message());
    OS << kernelTunerCacheText(*R, T, *Gpu, kernelTunerTimestampNow());
    if (!O.Json)
      llvm::outs() << "Kernel Tuner cache (predicted times) written to " << O.KtCacheOut << " ("
                   << R->Ranking.size() + R->Skipped.size() << " configurations)\n";
  }
  return 0;
}

kc::cli::CommandRegistration Registration{kc::cli::Command{
    "tune",
    "Rank block sizes, grids and compile-time tunables of a kernel by predicted time, "
    "without a GPU",
    [](CLI::App &Sub) -> std::function<int()> {
      auto O = std::make_shared<TuneCliOptions>();
      O->Src.addTo(Sub, /*SourceRequired=*/true);
      Sub.footer(
          "Example:\n"
          "  kernelcast tune saxpy.cu --gpu k40 --param n=16777216 --block-x 32:1024:32 \\\n"
          "      --grid 'ceil_div(n, block_x)'\n"
          "  kernelcast tune matmul.cu --gpu v100 --param Width=2048 -D TILE=8,16,32 \\\n"
          "      --block-x 8,16,32 --block-y 8,16,32 --constraint 'block_x == TILE' \\\n"
          "      --constraint 'block_y == TILE' --grid 'Width // TILE,Width // TILE'\n"
          "-D NAME=V1,V2,... sweeps a compile-time tunable (each combination compiled once, "
          "cached); numeric define values can be used in --grid and --constraint.");
      Sub.add_option("-g,--gpu", O->Gpu, "GPU to tune for")->capture_default_str();
      cli::addSmClockOption(Sub, O->SmClockMHz);
      Sub.add_option("--param", O->Params,
                     "NAME=VALUE problem size, usable in --grid/--constraint and passed as "
                     "the kernel's scalar argument of that name (repeatable)");
      Sub.add_option("--block-x", O->BlockX, "block x sizes: a list 32,64,128 or A:B:STEP")
          ->capture_default_str();
      Sub.add_option("--block-y", O->BlockY, "block y sizes")->capture_default_str();
      Sub.add_option("--block-z", O->BlockZ, "block z sizes")->capture_default_str();
      Sub.add_option("--grid", O->Grid,
                     "grid: EXPR[,EXPR,EXPR] of the params, block_x, block_y, block_z; "
                     "ceil_div(a,b), a // b, min, max");
      Sub.add_option("--constraint", O->Constraints,
                     "keep only configurations where EXPR is true, e.g. "
                     "'block_x*block_y <= 1024' (repeatable)");
      Sub.add_option("-m,--model", O->Model, "wave, mwp-cwp or roofline")->capture_default_str();
      Sub.add_option("--top", O->Top, "configurations listed")
          ->capture_default_str()
          ->check(cli::countCheck(1));
      Sub.add_option("-j,--jobs", O->Jobs, "threads for the analyses (one compile per variant) and the predictions (default: every core)")
          ->check(cli::countCheck(0, 4096));
      Sub.add_flag("--json", O->Json, "print JSON: evaluated, best, ranking, compiles, ...");
      Sub.add_flag("--no-nvcc-registers", O->NoNvccRegisters,
                   "with --registers ptxas: skip the launches kernelcast's registers refuse "
                   "(\"cannot run\"), and keep kernelcast's registers where its PTX spills, "
                   "instead of taking the variant's registers from nvcc");
      Sub.add_option("--plot", O->Plot,
                     "write an SVG: time vs the swept dimension (one) or a heat map (two)")
          ->check(cli::nonEmptyPath());
      Sub.add_option("--write-kernel-tuner-cache", O->KtCacheOut,
                     "write the ranking as a Kernel Tuner cache file (JSON; \"time\" = the "
                     "predicted ms; keys block_size_x/y/z and the swept defines) to seed or "
                     "prune a Kernel Tuner run")
          ->check(cli::nonEmptyPath());
      return [O] { return runTune(*O); };
    },
    45}};

} // namespace
