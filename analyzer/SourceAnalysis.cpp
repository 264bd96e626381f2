//===- SourceAnalysis.cpp - source -> kernel models, in one call ----------===//
#include "analyzer/SourceAnalysis.h"

#include "analyzer/FrontendNvptx.h"
#include "analyzer/InlineDeviceCalls.h"
#include "analyzer/ModelCache.h"
#include "analyzer/RedundantLoads.h"

#include "llvm/IR/Function.h"

#include <chrono>

namespace kc {

namespace {
double msSince(std::chrono::steady_clock::time_point T0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - T0)
      .count();
}

llvm::Expected<AnalyzedSource> analyzeModule(DeviceModule &M, const SourceAnalysisOptions &Opts,
                                             AnalyzedSource Out) {
  auto Kernels = selectKernels(M, Opts.Kernel);
  if (!Kernels)
    return Kernels.takeError();

  // PTX emission, then ptxas runs while the pass analyzes the kernels (the
  // pass only reads the module).
  auto T1 = std::chrono::steady_clock::now();
  // With --kernel, only the selected kernels go through PTX emission and ptxas.
  std::vector<std::string> Selected;
  if (!Opts.Kernel.empty())
    for (const KernelInfo &K : *Kernels)
      Selected.push_back(K.MangledName);
  auto Pending = startKernelResources(M, Opts.Ptxas, Selected);
  if (!Pending)
    return Pending.takeError();
  Out.ResourcesMs = msSince(T1);
  // PTX has been emitted from a copy of the module: the calls the build makes
  // can be inlined for the count now (registers stay the calling code's).
  inlineDeviceCalls(*M.Module);
  if (llvm::Error E = vectorizeLoadsAndStores(*M.Module, M.Arch))
    return std::move(E);
  // After the vectorizer, which already merges equal loads within a block.
  removeRedundantLoads(*M.Module);

  auto T2 = std::chrono::steady_clock::now();
  PhaseScope Analysis("analysis");
  Out.Models.SourceFile = M.SourcePath;
  Out.Models.Headers = M.Headers;
  Out.Models.SkippedHostCode = M.Skipped;
  Out.Models.SharedStorageNotes = M.SharedStorage;
  Out.Models.FrontendWarnings = M.Warnings;
  for (const KernelInfo &K : *Kernels) {
    llvm::Function *F = M.kernelFunction(K);
    if (!F)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "%s: kernel '%s' has no definition in the module",
                                     M.SourcePath.c_str(), K.Name.c_str());
    auto Model = analyzeKernel(*F, Opts.Analysis);
    if (!Model)
      return Model.takeError();
    Model->Name = K.Name;
    Model->MangledName = K.MangledName;
    Model->Params = K.Params;
    if (K.Loc.Line)
      Model->Loc = K.Loc;
    Model->Arch = M.Arch;
    Out.Models.Kernels.push_back(std::move(*Model));
  }
  Analysis.stop();
  Out.AnalysisMs = msSince(T2);

  auto T3 = std::chrono::steady_clock::now();
  std::map<std::string, KernelResources> Resources =
      finishKernelResources(std::move(*Pending), M);
  Out.ResourcesMs += msSince(T3);
  for (KernelModel &Model : Out.Models.Kernels) {
    auto R = Resources.find(Model.MangledName);
    if (R != Resources.end()) {
      Model.Registers = R->second.Registers;
      Model.StaticSharedBytes = R->second.Shared.StaticBytes;
      Model.UsesDynamicShared = R->second.Shared.UsesDynamic;
      // ptxas's smem count includes what it allocates itself; prefer it when larger.
      if (R->second.Ptxas && R->second.Ptxas->SharedBytes > Model.StaticSharedBytes)
        Model.StaticSharedBytes = R->second.Ptxas->SharedBytes;
    }
  }
  return Out;
}
} // namespace

void addDefines(SourceAnalysisOptions &Opts, const std::vector<std::string> &Defines) {
  Opts.Compile.Defines.insert(Opts.Compile.Defines.end(), Defines.begin(), Defines.end());
  for (const std::string &D : Defines)
    Opts.Ptxas.NvccArgs.push_back("-D" + D);
}

llvm::Expected<AnalyzedSource> analyzeSource(const std::string &Path,
                                             const SourceAnalysisOptions &Opts) {
  PhaseTimes Phases;
  PhaseRecording Recording(Phases);
  auto T0 = std::chrono::steady_clock::now();
  // A model cache hit needs neither the module nor the pass (ModelCache.h).
  std::optional<ModelCacheSlot> Slot = modelCacheSlot(Path, Opts);
  if (Slot)
    if (auto Cached = loadCachedModels(*Slot, Path, Opts)) {
      AnalyzedSource Out;
      Out.Models = std::move(*Cached);
      Out.CompileFromCache = Out.ModelsFromCache = true;
      Out.CompileMs = msSince(T0);
      Out.Phases = std::move(Phases);
      return Out;
    }
  auto M = loadDeviceCode(Path, Opts.Compile);
  if (!M)
    return M.takeError();
  AnalyzedSource Out;
  Out.CompileMs = msSince(T0);
  Out.CompileFromCache = M->FromCache;
  auto R = analyzeModule(*M, Opts, std::move(Out));
  if (R && Slot)
    storeCachedModels(*Slot, R->Models);
  if (R)
    R->Phases = std::move(Phases);
  return R;
}

llvm::Expected<AnalyzedSource> analyzeSourceText(llvm::StringRef Source,
                                                 const std::string &FileName,
                                                 const SourceAnalysisOptions &Opts) {
  auto T0 = std::chrono::steady_clock::now();
  auto M = compileCudaSource(Source, FileName, Opts.Compile);
  if (!M)
    return M.takeError();
  AnalyzedSource Out;
  Out.CompileMs = msSince(T0);
  return analyzeModule(*M, Opts, std::move(Out));
}

} // namespace kc

#include "gpumodel/GpuModel.h"

namespace kc {
std::pair<std::string, bool> compileArchFor(const GpuModel &Gpu) {
  std::string Arch = Gpu.smArch();
  if (isSupportedArch(Arch))
    return {Arch, false};
  return {"sm_90", true};
}
} // namespace kc
