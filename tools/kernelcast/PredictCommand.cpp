//===- PredictCommand.cpp - `kernelcast predict`: time of one launch ------===//
// Analyzes the kernel (or reads a kernel model written by analyze
// --emit-model), binds it to the GPU model and predicts the launch with the
// wave model and/or the baselines; prints views/PredictionView.
#include "tools/kernelcast/CliChecks.h"
#include "tools/kernelcast/Command.h"
#include "tools/kernelcast/JsonOutput.h"
#include "tools/kernelcast/LaunchOptions.h"
#include "tools/kernelcast/SmClockOption.h"
#include "tools/kernelcast/SourceOptions.h"

#include "gpumodel/GpuDatabase.h"
#include "gpumodel/JsonInput.h"
#include "kernelmodel/Assumptions.h"
#include "predictor/Prediction.h"
#include "views/PredictionView.h"
#include "workflows/Compare.h"
#include "workflows/RegisterFallback.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <memory>

namespace {

using namespace kc;

struct PredictOptions {
  cli::SourceOptions Src;
  std::string KernelModelFile;
  std::string Gpu = "a100-sxm4-80gb";
  std::string Grid, Block;
  std::optional<unsigned> DynamicSmem; ///< --dynamic-smem; unset: 0 B, with a warning
  std::vector<std::string> Args;
  std::string Model = "wave";
  std::optional<int> Carveout;
  bool Json = false;
  bool NoNvccRegisters = false;
  std::string TimerOverheadUs; ///< --timer-overhead-us, parsed in runPredict
  std::string SmClockMHz;      ///< --sm-clock-mhz, parsed in runPredict
};

int fail(const std::string &Msg) {
  llvm::errs() << "kernelcast predict: " << Msg << "\n";
  return 1;
}

/// Loads the one kernel to predict; \p BranchOverrides gets the prob.* values
/// --branch-prob sets in a model read with --kernel-model.
llvm::Expected<KernelModel> loadKernel(const PredictOptions &O, const GpuModel &Gpu,
                                       std::map<std::string, double> &BranchOverrides,
                                       bool RegistersFromNvcc = false) {
  std::vector<KernelModel> Kernels;
  std::string Origin;
  if (!O.KernelModelFile.empty()) {
    auto J = readJsonFile(O.KernelModelFile);
    if (!J)
      return J.takeError();
    try {
      Kernels = kernelModelFileFromJson(*J).Kernels;
    } catch (const std::exception &E) {
      return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s: %s",
                                     O.KernelModelFile.c_str(), jsonErrorText(E).c_str());
    }
    Origin = O.KernelModelFile;
    if (!O.Src.Kernel.empty()) {
      std::vector<KernelModel> Sel;
      for (auto &K : Kernels)
        if (K.Name == O.Src.Kernel || K.MangledName == O.Src.Kernel ||
            K.Name.substr(0, K.Name.find('<')) == O.Src.Kernel)
          Sel.push_back(K);
      if (Sel.empty())
        return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                       "%s: no kernel named '%s'", Origin.c_str(),
                                       O.Src.Kernel.c_str());
      Kernels = std::move(Sel);
    }
  } else {
    auto Opts = O.Src.resolve(&Gpu);
    if (!Opts)
      return Opts.takeError();
    Opts->Ptxas.UseNvcc = Opts->Ptxas.UseNvcc || RegistersFromNvcc;
    auto R = analyzeSource(O.Src.Source, *Opts);
    if (!R)
      return R.takeError();
    cli::printFrontendWarnings(R->Models, "predict");
    Kernels = std::move(R->Models.Kernels);
    Origin = O.Src.Source;
  }
  O.Src.warnUnmatchedOverrides(Kernels, "predict");
  if (!O.KernelModelFile.empty()) {
    // A model read from a file keeps its branches as prob.L<line>[_k] symbols:
    // --branch-prob sets them (analysis would bake them in instead).
    auto Probs = O.Src.branchProbabilities();
    if (!Probs)
      return Probs.takeError();
    for (const KernelModel &K : Kernels)
      for (const auto &[Name, Default] : K.SymbolDefaults)
        if (auto Line = symbolLine(Name, "prob.L"))
          if (auto It = Probs->find(*Line); It != Probs->end())
            BranchOverrides[Name] = It->second;
  }
  if (Kernels.size() != 1) {
    std::string Names;
    for (auto &K : Kernels)
      Names += (Names.empty() ? "" : ", ") + K.Name;
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "%s has %zu kernels (%s): choose one with --kernel",
                                   Origin.c_str(), Kernels.size(), Names.c_str());
  }
  return std::move(Kernels.front());
}

int runPredict(const PredictOptions &O) {
  if (O.Src.Source.empty() == O.KernelModelFile.empty())
    return fail("give either a CUDA source or --kernel-model FILE.json (exactly one)");
  double OverheadUs = 0;
  if (!O.TimerOverheadUs.empty()) {
    auto Us = parseTimerOverheadUs(O.TimerOverheadUs, "--timer-overhead-us");
    if (!Us)
      return fail(llvm::toString(Us.takeError()));
    OverheadUs = *Us;
  }
  auto Gpu = GpuDatabase::findBuiltin(O.Gpu);
  if (!Gpu)
    return fail(llvm::toString(Gpu.takeError()));
  if (auto E = cli::applySmClock(O.SmClockMHz, *Gpu))
    return fail(llvm::toString(std::move(E)));
  LaunchConfig L;
  auto Grid = cli::parseDim3(O.Grid, "--grid");
  if (!Grid)
    return fail(llvm::toString(Grid.takeError()));
  auto Block = cli::parseDim3(O.Block, "--block");
  if (!Block)
    return fail(llvm::toString(Block.takeError()));
  L.Grid = *Grid;
  L.Block = *Block;
  L.DynamicSharedBytes = O.DynamicSmem.value_or(0);
  L.CarveoutPercent = O.Carveout;
  if (auto E = cli::parseArgs(O.Args, L.Args))
    return fail(llvm::toString(std::move(E)));
  auto Trips = O.Src.tripOverrides();
  if (!Trips)
    return fail(llvm::toString(Trips.takeError()));
  L.Overrides = std::move(*Trips);
  auto Scatters = O.Src.scatterOverrides();
  if (!Scatters)
    return fail(llvm::toString(Scatters.takeError()));
  L.Overrides.insert(Scatters->begin(), Scatters->end());

  std::map<std::string, double> BranchOverrides;
  auto Kernel = loadKernel(O, *Gpu, BranchOverrides);
  if (!Kernel)
    return fail(llvm::toString(Kernel.takeError()));
  L.Overrides.insert(BranchOverrides.begin(), BranchOverrides.end());
  cli::warnUnknownArgs(*Kernel, L.Args, "predict");
  auto Probs = O.Src.branchProbabilities();
  if (!Probs)
    return fail(llvm::toString(Probs.takeError()));
  const std::map<unsigned, double> GivenProbs = std::move(*Probs);
  // Kernel Tuner's convention: -D block_size_x/y/z are the block's dimensions.
  // A kernel sized for one block while launched with another is a slip.
  for (const std::string &D : O.Src.Defines) {
    auto [Name, Value] = llvm::StringRef(D).split('=');
    const uint64_t Dims[3] = {L.Block.X, L.Block.Y, L.Block.Z};
    for (unsigned I = 0; I < 3; ++I) {
      unsigned long long V;
      if (Name.trim() == std::string("block_size_") + "xyz"[I] && !Value.trim().getAsInteger(10, V) &&
          V != Dims[I])
        llvm::errs() << "kernelcast predict: warning: -D " << D << " but --block " << L.Block.str()
                     << " (" << "xyz"[I] << " = " << Dims[I]
                     << "): Kernel Tuner's block_size_" << "xyz"[I]
                     << " is the block's dimension; the prediction uses --block\n";
    }
  }
  // Only kernelcast's registers refuse the launch, or its PTX spills: nvcc's build decides
  // (RegisterFallback.h), unless --no-nvcc-registers.
  std::string RegisterNote;
  bool Refused = O.KernelModelFile.empty() && !O.NoNvccRegisters && refusedForRegisters(*Gpu, *Kernel, L);
  if (O.KernelModelFile.empty() && !O.NoNvccRegisters && wantsNvccRegisters(*Kernel, Refused)) {
    std::map<std::string, double> Unused;
    auto Nvcc = loadKernel(O, *Gpu, Unused, /*RegistersFromNvcc=*/true);
    if (Nvcc && registersFromNvcc(Nvcc->Registers)) {
      RegisterNote = nvccRegisterNote(*Kernel, *Nvcc, Refused);
      Kernel = std::move(Nvcc);
    } else if (!Nvcc) {
      llvm::consumeError(Nvcc.takeError());
    }
  }
  if (Kernel->UsesDynamicShared && !O.DynamicSmem)
    llvm::errs() << "kernelcast predict: warning: " << Kernel->Name
                 << " uses dynamic shared memory (extern __shared__) and no --dynamic-smem was "
                    "given: assumed 0 B per block (occupancy may be overestimated)\n";
  const std::string Uncosted = uncostedNote(*Kernel);
  if (!Uncosted.empty() && O.Json) // the text view shows it as a note
    llvm::errs() << "kernelcast predict: warning: " << Kernel->Name << ": " << Uncosted << "\n";
  auto Prepared = PreparedKernel::prepare(*Kernel, *Gpu);
  if (!Prepared)
    return fail(llvm::toString(Prepared.takeError()));

  if (O.Model == "all") {
    auto All = predictAll(*Prepared, L);
    if (!All)
      return fail(llvm::toString(All.takeError()));
    // Scatter defaults are left to the interval line.
    std::string Assumed = assumptionNote(*Kernel, L.Overrides, GivenProbs, /*WithScatter=*/false);
    for (Prediction &P : *All) {
      if (!RegisterNote.empty())
        P.Notes.push_back(RegisterNote);
      if (!Assumed.empty())
        P.Notes.push_back(Assumed);
      if (!Uncosted.empty())
        P.Notes.push_back(Uncosted);
    }
    if (O.Json)
      llvm::outs() << cli::jsonText(comparisonJSON(*All, OverheadUs), 2) << "\n";
    else
      printComparison(llvm::outs(), *All, OverheadUs);
    return 0;
  }
  auto Kind = modelFromName(O.Model);
  if (!Kind)
    return fail("--model '" + O.Model + "': expected wave, mwp-cwp, roofline or all");
  auto P = predict(*Prepared, L, *Kind);
  if (!P)
    return fail(llvm::toString(P.takeError()));
  if (auto E = addScatterInterval(*Prepared, L, *P))
    return fail(llvm::toString(std::move(E)));
  if (!RegisterNote.empty())
    P->Notes.push_back(RegisterNote);
  if (std::string A = assumptionNote(*Kernel, L.Overrides, GivenProbs, /*WithScatter=*/false); !A.empty())
    P->Notes.push_back(A);
  if (!Uncosted.empty())
    P->Notes.push_back(Uncosted);
  if (O.Json)
    llvm::outs() << cli::jsonText(PredictionView(*P, OverheadUs).toJSON(), 2) << "\n";
  else
    PredictionView(*P, OverheadUs).printView(llvm::outs());
  return 0;
}

cli::CommandRegistration Reg({
    "predict",
    "Predict the run time of one kernel launch on a GPU, and say what limits it",
    [](CLI::App &Sub) -> std::function<int()> {
      auto O = std::make_shared<PredictOptions>();
      O->Src.addTo(Sub, /*SourceRequired=*/false);
      Sub.add_option("--kernel-model", O->KernelModelFile,
                     "read the kernel model from this JSON file (analyze --emit-model) "
                     "instead of compiling a source");
      Sub.add_option("-g,--gpu", O->Gpu,
                     "GPU: id, alias, CUDA device name or a GPU file (see `kernelcast gpus`)")
          ->capture_default_str();
      cli::addSmClockOption(Sub, O->SmClockMHz);
      Sub.add_option("--grid", O->Grid, "grid dimensions in blocks: X[,Y,Z]")->required();
      Sub.add_option("--block", O->Block, "block dimensions in threads: X[,Y,Z]")->required();
      Sub.add_option("--dynamic-smem", O->DynamicSmem,
                     "dynamic shared memory per block, bytes (the <<<..., smem>>> argument); "
                     "default 0, with a warning when the kernel uses extern __shared__")
          ->check(cli::countCheck());
      Sub.add_option("-a,--arg", O->Args,
                     "value of a scalar kernel argument: NAME=VALUE (repeat for each one the "
                     "formulas need)");
      Sub.add_option("--carveout", O->Carveout,
                     "preferred shared-memory carveout, percent (CC >= 7.0)")
          ->check(CLI::Range(0, 100));
      Sub.add_option("-m,--model", O->Model, "wave (default), mwp-cwp, roofline or all")
          ->check(CLI::IsMember({"wave", "mwp-cwp", "roofline", "all"}));
      Sub.add_flag("--json", O->Json, "print JSON (time_ms, launch_ms, waves, blocks_per_sm, "
                                      "occupancy, bound, per_wave_ms, ...)");
      Sub.add_flag("--no-nvcc-registers", O->NoNvccRegisters,
                   "with --registers ptxas: fail when kernelcast's registers refuse the launch "
                   "(\"cannot run\"), and keep them where kernelcast's PTX spills, instead of "
                   "asking nvcc for the registers of the user's build");
      Sub.add_option("--timer-overhead-us", O->TimerOverheadUs,
                     "your measuring harness's fixed cost per timed launch, microseconds: also "
                     "print the time as that harness would measure it (kernel time + this; "
                     "JSON harness_time_ms). See below")
          ->type_name("US");
      Sub.footer("Timer overhead: the time predicted is the kernel's on the GPU (what nvprof or\n"
                 "Nsight report as its duration). A harness that times one launch between two\n"
                 "CUDA events also times the host's launch submission, a fixed cost per launch\n"
                 "that dominates kernels under ~20 us:\n"
                 "  nvprof / Nsight kernel duration              0\n"
                 "  CUDA events around one launch (NVBench cold) about 1-1.5 us on Linux,\n"
                 "                                               4-5 us on Windows (WDDM)\n"
                 "  Kernel Tuner (Python, CuPy)                  about 8-10 us\n"
                 "Measure yours: time an empty kernel with your harness, minus this command's\n"
                 "time for that launch. kernelcast never fits it; it adds to every time alike,\n"
                 "so the ranking of launches does not change.\n"
                 "Example:\n  kernelcast predict tests/kernels/saxpy.cu --gpu v100 "
                 "--grid 4096 --block 256 --arg n=1048576\n"
                 "  kernelcast predict --kernel-model m.json --gpu k40 --grid 64,64 "
                 "--block 16,16 --arg Width=1024 --model all");
      return [O] { return runPredict(*O); };
    },
    40});

} // namespace
