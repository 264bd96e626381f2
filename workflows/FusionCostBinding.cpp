// The fusion planner's cost model bound to kernelcast's analyzer and wave-model
// predictor: compile the candidate, analyze its kernel, predict its launch.
#include "workflows/FusionCostBinding.h"

#include "analyzer/CompileCache.h"
#include "analyzer/SourceAnalysis.h"
#include "gpumodel/GpuModel.h"
#include "predictor/Prediction.h"
#include "predictor/PreparedKernel.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

#include <atomic>
#include <map>
#include <mutex>
#include <thread>

namespace kc {
namespace {

using fusion::FusedKernelCandidate;

/// The planner's structural key of a candidate launch.
std::string launchKey(const FusedKernelCandidate &C) {
  return fmt::format("{}x{}x{}/{}/{}\n", C.BlockX, C.BlockY, C.BlockZ, C.GridBlocks, C.Elements) + C.CudaSource;
}

class AnalyzerFusionCostModel : public fusion::FusionCostModel {
public:
  AnalyzerFusionCostModel(const GpuModel &G, const FusionCostOptions &O) : Gpu(G), Opts(O) {
    Analysis.Compile.Arch = compileArchFor(Gpu).first;
    Analysis.Compile.UseCache = O.UseCache && !cacheDisabledByEnvironment();
    Analysis.Compile.CacheDir = O.CacheDir;
    Analysis.Compile.UseLibdevice = O.UseLibdevice;
    Analysis.Ptxas.UsePtxas = O.UsePtxas;
    Analysis.Ptxas.UseCache = Analysis.Compile.UseCache;
    Analysis.Ptxas.CacheDir = O.CacheDir;
    Analysis.Kernel = ""; // set per candidate
    // Latencies of this GPU rank the dependence paths (KernelAnalysis.h).
    for (unsigned I = 0; I < NumInstrClasses; ++I) {
      auto Class = static_cast<InstrClass>(I);
      std::string Name(instrClassName(Class));
      Analysis.Analysis.PathRankingCosts["lat." + Name] = Gpu.cost(Class).LatencyCycles;
      Analysis.Analysis.PathRankingCosts["del." + Name] = Gpu.cost(Class).IssueCycles;
    }
  }

  llvm::Expected<double> predictMs(const FusedKernelCandidate &C) override {
    auto P = predictOne(C);
    if (!P)
      return P.takeError();
    return *P;
  }

  std::vector<llvm::Expected<double>> predictMany(const std::vector<const FusedKernelCandidate *> &Cs,
                                                  const std::function<void()> &Done) override {
    std::vector<Outcome> Out(Cs.size());
    const size_t Batch = std::max(1u, Opts.BatchSize);
    const size_t Batches = (Cs.size() + Batch - 1) / Batch;
    std::atomic<size_t> Next{0};
    std::mutex DoneMu;
    auto Work = [&] {
      for (size_t B; (B = Next++) < Batches;) {
        size_t Begin = B * Batch, End = std::min(Cs.size(), Begin + Batch);
        predictBatch(Cs, Begin, End, Out);
        if (Done) {
          std::lock_guard<std::mutex> Lock(DoneMu);
          for (size_t I = Begin; I < End; ++I)
            Done();
        }
      }
    };
    unsigned N = Opts.Threads ? Opts.Threads : std::max(1u, std::thread::hardware_concurrency());
    N = static_cast<unsigned>(std::max<size_t>(1, std::min<size_t>(N, Batches)));
    std::vector<std::thread> Pool;
    for (unsigned T = 1; T < N; ++T)
      Pool.emplace_back(Work);
    Work();
    for (auto &T : Pool)
      T.join();
    std::vector<llvm::Expected<double>> R;
    R.reserve(Cs.size());
    for (auto &O : Out)
      if (O.Error.empty())
        R.emplace_back(O.Ms);
      else
        R.emplace_back(llvm::createStringError(llvm::inconvertibleErrorCode(), O.Error));
    return R;
  }

  std::string describe(const FusedKernelCandidate &C) override {
    std::lock_guard<std::mutex> Lock(Mu);
    auto It = Details.find(launchKey(C));
    return It == Details.end() ? std::string() : It->second;
  }

private:
  struct Outcome {
    double Ms = 0;
    std::string Error;
  };
  const GpuModel &Gpu;
  FusionCostOptions Opts;
  SourceAnalysisOptions Analysis;
  std::mutex Mu;
  std::map<std::string, std::string> Details; ///< launchKey -> describe() text

  /// Where a candidate's source is written so that the compile cache (keyed by
  /// path and content) finds it again; "" when the cache is off or unwritable.
  std::string sourcePath(const std::string &Source) {
    if (!Analysis.Compile.UseCache)
      return "";
    std::string Dir = Opts.CacheDir.empty() ? defaultCacheDir() : Opts.CacheDir;
    if (Dir.empty())
      return "";
    llvm::SmallString<256> Path(Dir);
    llvm::sys::path::append(Path, "fusion-src");
    if (llvm::sys::fs::create_directories(Path))
      return "";
    auto Digest = llvm::SHA256::hash(llvm::arrayRefFromStringRef(Source));
    llvm::sys::path::append(Path, llvm::toHex(Digest, /*LowerCase=*/true) + ".cu");
    std::string P(Path);
    if (llvm::sys::fs::exists(P))
      return P;
    // Write through a unique temporary and rename: concurrent runs never see half a file.
    llvm::SmallString<256> Tmp;
    int FD;
    if (llvm::sys::fs::createUniqueFile(P + ".tmp-%%%%%%", FD, Tmp))
      return "";
    {
      llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
      OS << Source;
      OS.close();
      if (OS.has_error()) {
        OS.clear_error();
        llvm::sys::fs::remove(Tmp);
        return "";
      }
    }
    if (llvm::sys::fs::rename(Tmp, P)) {
      llvm::sys::fs::remove(Tmp);
      return "";
    }
    return P;
  }

  llvm::Expected<double> predictOne(const FusedKernelCandidate &C) {
    SourceAnalysisOptions A = Analysis;
    A.Kernel = C.KernelName;
    A.Analysis.BlockDim = std::array<unsigned, 3>{C.BlockX, C.BlockY, C.BlockZ};
    std::string Path = sourcePath(C.CudaSource);
    auto Analyzed = Path.empty() ? analyzeSourceText(C.CudaSource, C.KernelName + ".cu", A) : analyzeSource(Path, A);
    if (!Analyzed)
      return Analyzed.takeError();
    if (Analyzed->Models.Kernels.size() != 1)
      return llvm::createStringError(llvm::inconvertibleErrorCode(), "fused candidate: expected one kernel named %s, found %zu",
                                     C.KernelName.c_str(), Analyzed->Models.Kernels.size());
    return predictModel(Analyzed->Models.Kernels.front(), C);
  }

  /// Candidates [Begin, End) of \p Cs compiled as one translation unit (each in
  /// its own namespace), which spreads the front end's fixed cost (the device
  /// header) and one ptxas run over the batch; each kernel is then analyzed with
  /// its own block shape, as analyzeSource would. When the batch does not
  /// compile, every candidate is compiled alone so each gets its own error.
  void predictBatch(const std::vector<const FusedKernelCandidate *> &Cs, size_t Begin, size_t End,
                    std::vector<Outcome> &Out) {
    auto Single = [&](size_t I) {
      auto T = predictOne(*Cs[I]);
      if (T)
        Out[I].Ms = *T;
      else
        Out[I].Error = llvm::toString(T.takeError());
    };
    if (End - Begin == 1)
      return Single(Begin);
    std::string Source = "// Candidate fused kernels priced together by kernelcast fuse.\n";
    for (size_t I = Begin; I < End; ++I)
      Source += fmt::format("namespace kc_candidate_{} {{\n{}}}\n", I - Begin, Cs[I]->CudaSource);
    std::string Path = sourcePath(Source);
    auto M = Path.empty() ? compileCudaSource(Source, "fusion_candidates.cu", Analysis.Compile)
                          : loadDeviceCode(Path, Analysis.Compile);
    if (!M) {
      llvm::consumeError(M.takeError());
      for (size_t I = Begin; I < End; ++I)
        Single(I);
      return;
    }
    auto Resources = kernelResources(*M, Analysis.Ptxas);
    if (!Resources) {
      std::string Msg = llvm::toString(Resources.takeError());
      for (size_t I = Begin; I < End; ++I)
        Out[I].Error = Msg;
      return;
    }
    for (size_t I = Begin; I < End; ++I) {
      const FusedKernelCandidate &C = *Cs[I];
      auto T = [&]() -> llvm::Expected<double> {
        auto Ks = selectKernels(*M, fmt::format("kc_candidate_{}::{}", I - Begin, C.KernelName));
        if (!Ks)
          return Ks.takeError();
        const KernelInfo &K = Ks->front();
        llvm::Function *F = M->kernelFunction(K);
        if (!F)
          return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s: kernel '%s' has no definition",
                                         M->SourcePath.c_str(), K.Name.c_str());
        AnalysisOptions AO = Analysis.Analysis;
        AO.BlockDim = std::array<unsigned, 3>{C.BlockX, C.BlockY, C.BlockZ};
        auto Model = analyzeKernel(*F, AO);
        if (!Model)
          return Model.takeError();
        // What analyzeSource adds to the pass's model (SourceAnalysis.cpp).
        Model->Name = K.Name;
        Model->MangledName = K.MangledName;
        Model->Params = K.Params;
        Model->Arch = M->Arch;
        auto R = Resources->find(K.MangledName);
        if (R != Resources->end()) {
          Model->Registers = R->second.Registers;
          Model->StaticSharedBytes = R->second.Shared.StaticBytes;
          Model->UsesDynamicShared = R->second.Shared.UsesDynamic;
          if (R->second.Ptxas && R->second.Ptxas->SharedBytes > Model->StaticSharedBytes)
            Model->StaticSharedBytes = R->second.Ptxas->SharedBytes;
        }
        return predictModel(*Model, C);
      }();
      if (T)
        Out[I].Ms = *T;
      else
        Out[I].Error = llvm::toString(T.takeError());
    }
  }

  /// The wave model's time of \p C's launch; records describe()'s text.
  llvm::Expected<double> predictModel(const KernelModel &K, const FusedKernelCandidate &C) {
    auto Prepared = PreparedKernel::prepare(K, Gpu);
    if (!Prepared)
      return Prepared.takeError();
    LaunchConfig L;
    L.Grid = {C.GridBlocks, 1, 1};
    L.Block = {C.BlockX, C.BlockY, C.BlockZ};
    L.Args["n"] = static_cast<double>(C.Elements);
    if (K.UsesDynamicShared)
      L.DynamicSharedBytes = C.SharedBytes;
    auto P = predict(*Prepared, L, ModelKind::Wave);
    if (!P)
      return P.takeError();
    std::string Limiters;
    for (auto &Lim : P->OccupancyLimiters)
      Limiters += (Limiters.empty() ? "" : ", ") + Lim;
    std::string Detail = fmt::format(
        "occupancy {:.0f}% ({} blocks of {} warps per SM), limited by {}; {} registers ({}); bound: {}",
        P->Occupancy * 100, P->BlocksPerSm, P->WarpsPerBlock, Limiters.empty() ? "-" : Limiters, K.Registers.Registers,
        K.Registers.Source, boundName(P->Binding));
    {
      std::lock_guard<std::mutex> Lock(Mu);
      Details[launchKey(C)] = std::move(Detail);
    }
    return P->TimeMs;
  }
};

} // namespace

std::unique_ptr<fusion::FusionCostModel> makeDefaultFusionCostModel(const GpuModel &Gpu,
                                                                    const FusionCostOptions &Opts) {
  return std::make_unique<AnalyzerFusionCostModel>(Gpu, Opts);
}

} // namespace kc
