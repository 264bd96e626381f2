// The public API (kernelcast/kernelcast.h): each function forwards to the
// library that does the work (GpuDatabase, analyzeSource, PreparedKernel,
// predict); only the option translation and the sweep's thread pool live here.
#include "kernelcast/kernelcast.h"

#include "analyzer/SourceAnalysis.h"
#include "gpumodel/GpuDatabase.h"
#include "gpumodel/JsonInput.h"

#include "llvm/Support/MemoryBuffer.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <thread>

namespace kernelcast {

namespace {

llvm::Error error(const std::string &Msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Msg);
}

llvm::Expected<kc::SourceAnalysisOptions> analysisOptions(const SourceOptions &O, const GpuModel *Gpu) {
  kc::SourceAnalysisOptions R;
  if (!O.Arch.empty()) // the front end rejects an unknown one, listing the known ones
    R.Compile.Arch = O.Arch;
  else if (Gpu)
    R.Compile.Arch = kc::compileArchFor(*Gpu).first;
  R.Compile.Defines = O.Defines;
  R.Compile.IncludeDirs = O.IncludeDirs;
  R.Compile.Std = O.Std;
  R.Compile.ExtraArgs = O.ExtraArgs;
  R.Compile.UseCache = O.UseCache;
  R.Compile.CudaPath = O.CudaPath;
  R.Compile.UseCudaToolkit = O.UseCudaToolkit;
  R.Ptxas.UsePtxas = O.UsePtxas;
  R.Ptxas.UseCache = O.UseCache;
  R.Kernel = O.Kernel;
  for (const auto &[Name, Value] : O.SymbolValues)
    R.Analysis.SymbolValues[Name] = Value;
  for (const auto &[Line, P] : O.BranchProbabilityByLine) {
    if (P < 0 || P > 1)
      return error("SourceOptions::BranchProbabilityByLine[" + std::to_string(Line) + "] = " +
                   std::to_string(P) + ": a probability must be between 0 and 1");
    R.Analysis.BranchProbabilityByLine[Line] = P;
  }
  return R;
}

} // namespace

std::string version() { return KC_VERSION; }

llvm::Expected<GpuModel> loadGpu(std::string_view IdNameOrFile) {
  return kc::GpuDatabase::builtin().find(IdNameOrFile);
}

std::vector<std::string> builtinGpuIds() {
  std::vector<std::string> Ids;
  for (const GpuModel &G : kc::GpuDatabase::builtin().all())
    Ids.push_back(G.Id);
  return Ids;
}

llvm::Expected<std::vector<KernelModel>> analyzeSource(const std::string &Path, const SourceOptions &Opts,
                                                       const GpuModel *Gpu) {
  auto O = analysisOptions(Opts, Gpu);
  if (!O)
    return O.takeError();
  auto R = kc::analyzeSource(Path, *O);
  if (!R)
    return R.takeError();
  return std::move(R->Models.Kernels);
}

llvm::Expected<std::vector<KernelModel>> analyzeSourceText(std::string_view Source, const std::string &FileName,
                                                           const SourceOptions &Opts, const GpuModel *Gpu) {
  auto O = analysisOptions(Opts, Gpu);
  if (!O)
    return O.takeError();
  auto R = kc::analyzeSourceText(llvm::StringRef(Source.data(), Source.size()), FileName, *O);
  if (!R)
    return R.takeError();
  return std::move(R->Models.Kernels);
}

llvm::Expected<std::vector<KernelModel>> loadKernelModels(const std::string &Path) {
  auto J = kc::readJsonFile(Path);
  if (!J)
    return J.takeError();
  try {
    return kc::kernelModelFileFromJson(*J).Kernels;
  } catch (const std::exception &E) {
    return error(Path + ": " + kc::jsonErrorText(E));
  }
}

LaunchConfig launch(Dim3 Grid, Dim3 Block, std::map<std::string, double> Args, unsigned DynamicSharedBytes) {
  LaunchConfig L;
  L.Grid = Grid;
  L.Block = Block;
  L.Args = std::move(Args);
  L.DynamicSharedBytes = DynamicSharedBytes;
  return L;
}

llvm::Expected<Predictor> Predictor::create(const KernelModel &Kernel, const GpuModel &Gpu) {
  auto P = kc::PreparedKernel::prepare(Kernel, Gpu);
  if (!P)
    return P.takeError();
  return Predictor(std::move(*P));
}

llvm::Expected<Prediction> Predictor::predict(const LaunchConfig &Launch, ModelKind Model) const {
  return kc::predict(Prepared, Launch, Model);
}

std::vector<SweepPoint> Predictor::sweep(std::span<const LaunchConfig> Launches, ModelKind Model,
                                         unsigned Jobs) const {
  std::vector<SweepPoint> Out(Launches.size());
  std::atomic<size_t> Next{0};
  auto Worker = [&] {
    for (;;) {
      // Small chunks: cheap launches would otherwise contend on the counter.
      size_t Begin = Next.fetch_add(16);
      if (Begin >= Launches.size())
        return;
      for (size_t I = Begin, End = std::min(Launches.size(), Begin + 16); I < End; ++I) {
        auto P = kc::predict(Prepared, Launches[I], Model);
        if (P)
          Out[I].Result = std::move(*P);
        else
          Out[I].Error = llvm::toString(P.takeError());
      }
    }
  };
  if (!Jobs)
    Jobs = std::max(1u, std::thread::hardware_concurrency());
  Jobs = static_cast<unsigned>(std::min<size_t>(Jobs, std::max<size_t>(1, Launches.size() / 64)));
  if (Jobs <= 1) {
    Worker();
    return Out;
  }
  std::vector<std::thread> Pool;
  for (unsigned J = 0; J < Jobs; ++J)
    Pool.emplace_back(Worker);
  for (std::thread &T : Pool)
    T.join();
  return Out;
}

std::vector<std::string> Predictor::requiredArguments() const { return kernel().requiredArguments(); }

} // namespace kernelcast
