//===- Tune.cpp - ranking launch configurations by predicted time ----------===//
// Compile each define combination once, enumerate its launches, predict them
// on a thread pool, sort.
#include "workflows/Tune.h"
#include "workflows/ParallelFor.h"
#include "workflows/RegisterFallback.h"

#include "kernelmodel/Assumptions.h"
#include "predictor/PreparedKernel.h"

#include "llvm/ADT/StringRef.h"

#include <algorithm>
#include <chrono>
#include <optional>

namespace kc {

namespace {

llvm::Error error(const std::string &Msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Msg);
}

double msSince(std::chrono::steady_clock::time_point T0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - T0).count();
}

std::string launchName(const LaunchPoint &P) {
  return "block " + std::to_string(P.BlockX) + "x" + std::to_string(P.BlockY) + "x" +
         std::to_string(P.BlockZ);
}

} // namespace

double dimensionValue(const TuneResult &R, const TuneEntry &E, const std::string &Dim) {
  if (Dim == "block_x")
    return E.Launch.BlockX;
  if (Dim == "block_y")
    return E.Launch.BlockY;
  if (Dim == "block_z")
    return E.Launch.BlockZ;
  for (const std::string &D : R.Variants[E.Variant].Defines) {
    auto [Name, Value] = llvm::StringRef(D).split('=');
    double V;
    if (Name == Dim && !Value.getAsDouble(V))
      return V;
  }
  return 0;
}

llvm::Expected<TuneResult> tune(const TuneOptions &Opts, const GpuModel &Gpu) {
  TuneResult R;
  R.GpuId = Gpu.Id;
  R.GpuName = Gpu.Name;
  R.Model = Opts.Model;
  if (Opts.Space.BlockX.size() > 1)
    R.SweptDimensions.push_back("block_x");
  if (Opts.Space.BlockY.size() > 1)
    R.SweptDimensions.push_back("block_y");
  if (Opts.Space.BlockZ.size() > 1)
    R.SweptDimensions.push_back("block_z");
  for (const auto &[Name, Values] : Opts.DefineSweeps)
    if (Values.size() > 1)
      R.SweptDimensions.push_back(Name);

  // --- 1. One compiled, prepared kernel per define combination ---------------
  struct Work {
    size_t Variant;
    LaunchPoint Launch;
  };
  std::vector<PreparedKernel> Prepared;
  std::vector<Work> Items;
  const std::vector<std::vector<std::string>> Combos = defineCombinations(Opts.DefineSweeps);
  // The variants' analyses (a compile each, unless cached) are independent:
  // run them on --jobs threads first, in order of the combinations.
  std::vector<std::optional<llvm::Expected<AnalyzedSource>>> Analyses(Combos.size());
  std::vector<double> AnalyzeMs(Combos.size(), 0.0);
  auto AnalyzeCombo = [&](size_t I) {
    auto T0 = std::chrono::steady_clock::now();
    SourceAnalysisOptions SO = Opts.Analysis;
    addDefines(SO, Combos[I]);
    Analyses[I].emplace(analyzeSource(Opts.Source, SO));
    AnalyzeMs[I] = msSince(T0);
  };
  if (!Opts.Analyze)
    parallelChunks(Combos.size(), 1, Opts.Jobs, [&](size_t I, size_t) { AnalyzeCombo(I); });
  for (size_t ComboIndex = 0; ComboIndex < Combos.size(); ++ComboIndex) {
    const std::vector<std::string> &Combo = Combos[ComboIndex];
    auto T0 = std::chrono::steady_clock::now();
    TuneVariant V;
    V.Defines = Combo;
    std::string ComboName;
    for (const std::string &D : Combo)
      ComboName += (ComboName.empty() ? "" : " ") + ("-D" + D);
    std::optional<KernelModel> Model;
    if (Opts.Analyze) {
      auto M = Opts.Analyze(Combo);
      if (!M)
        return M.takeError();
      Model = std::move(*M);
    } else {
      llvm::Expected<AnalyzedSource> &A = *Analyses[ComboIndex];
      if (!A)
        return error((ComboName.empty() ? std::string() : ComboName + ": ") +
                     llvm::toString(A.takeError()));
      if (A->Models.Kernels.size() != 1) {
        std::string Names;
        for (const KernelModel &K : A->Models.Kernels)
          Names += (Names.empty() ? "" : ", ") + K.Name;
        return error(Opts.Source + ": " + std::to_string(A->Models.Kernels.size()) +
                     " kernels (" + Names + "); choose one with --kernel");
      }
      V.FromCache = A->CompileFromCache;
      V.CompileMs = A->CompileMs;
      V.ResourcesMs = A->ResourcesMs;
      V.AnalysisMs = A->AnalysisMs;
      Model = std::move(A->Models.Kernels.front());
    }
    TuneSpace Space = Opts.Space;
    for (const std::string &D : Combo) {
      auto [Name, Value] = llvm::StringRef(D).split('=');
      double X;
      if (!Value.getAsDouble(X) && !Space.Params.count(Name.str()))
        Space.Params[Name.str()] = X;
    }
    auto L = enumerateLaunches(Space);
    if (!L)
      return error((ComboName.empty() ? std::string() : ComboName + ": ") +
                   llvm::toString(L.takeError()));
    // Launches that only kernelcast's registers refuse, or a kernel whose PTX
    // spills: the variant takes nvcc's registers, as the user's build gets them.
    const bool MayAskNvcc = Opts.NvccWhenRefused && !Opts.Analyze && !Opts.Analysis.Ptxas.UseNvcc &&
                            !registersFromNvcc(Model->Registers);
    const bool Refused =
        MayAskNvcc && std::any_of(L->Points.begin(), L->Points.end(), [&](const LaunchPoint &Pt) {
          LaunchConfig C;
          C.Block = {Pt.BlockX, Pt.BlockY, Pt.BlockZ};
          return refusedForRegisters(Gpu, *Model, C);
        });
    if (MayAskNvcc && wantsNvccRegisters(*Model, Refused)) {
      SourceAnalysisOptions SO = Opts.Analysis;
      addDefines(SO, Combo);
      SO.Ptxas.UseNvcc = true;
      auto N = analyzeSource(Opts.Source, SO);
      if (N && N->Models.Kernels.size() == 1 && registersFromNvcc(N->Models.Kernels[0].Registers)) {
        V.RegisterNote = nvccRegisterNote(*Model, N->Models.Kernels[0], Refused);
        Model = std::move(N->Models.Kernels[0]);
      } else if (!N) {
        llvm::consumeError(N.takeError());
      }
    }
    V.KernelName = Model->Name;
    V.Registers = Model->Registers.Registers;
    V.RegisterSource = Model->Registers.Source;
    V.StaticSharedBytes = Model->StaticSharedBytes;
    for (const auto &[Name, Default] : Model->SymbolDefaults)
      V.Symbols.push_back(Name);
    V.UncostedNote = uncostedNote(*Model);
    auto P = PreparedKernel::prepare(*Model, Gpu);
    if (!P)
      return error((ComboName.empty() ? std::string() : ComboName + ": ") +
                   llvm::toString(P.takeError()));
    V.TotalMs = AnalyzeMs[ComboIndex] + msSince(T0);
    R.Kernel = Model->Name;

    R.RejectedByConstraint += L->RejectedByConstraint;
    // A missing kernel argument is the same for every launch: report it once.
    if (!L->Points.empty()) {
      LaunchConfig Probe;
      Probe.Args = Opts.Space.Params;
      std::vector<double> Slots;
      if (auto E = P->bindLaunch(Probe, Slots))
        return error(llvm::toString(std::move(E)) + " (give it with --param NAME=VALUE)");
    }
    size_t VI = R.Variants.size();
    for (const LaunchPoint &Pt : L->Points)
      Items.push_back({VI, Pt});
    R.Variants.push_back(std::move(V));
    Prepared.push_back(std::move(*P));
  }

  // --- 2. Predict every launch ------------------------------------------------
  auto T0 = std::chrono::steady_clock::now();
  std::vector<std::optional<Prediction>> Results(Items.size());
  std::vector<std::string> Errors(Items.size());
  // Chunks of 16 launches (cheap ones would otherwise contend on the counter),
  // and no more threads than 64 launches each keep busy.
  parallelChunks(Items.size(), 16, workerCount(Opts.Jobs, Items.size() / 64),
                 [&](size_t Begin, size_t End) {
                   LaunchConfig L;
                   L.Args = Opts.Space.Params;
                   for (size_t I = Begin; I < End; ++I) {
                     const Work &W = Items[I];
                     L.Grid = {W.Launch.GridX, W.Launch.GridY, W.Launch.GridZ};
                     L.Block = {W.Launch.BlockX, W.Launch.BlockY, W.Launch.BlockZ};
                     auto P = predict(Prepared[W.Variant], L, Opts.Model);
                     if (P)
                       Results[I] = std::move(*P);
                     else
                       Errors[I] = llvm::toString(P.takeError());
                   }
                 });
  for (size_t I = 0; I < Items.size(); ++I) {
    if (Results[I])
      R.Ranking.push_back({Items[I].Variant, Items[I].Launch, std::move(*Results[I])});
    else
      R.Skipped.push_back({Items[I].Variant, Items[I].Launch,
                           launchName(Items[I].Launch) + ": " + Errors[I]});
  }
  auto Threads = [](const LaunchPoint &P) {
    return uint64_t(P.BlockX) * P.BlockY * P.BlockZ;
  };
  std::stable_sort(R.Ranking.begin(), R.Ranking.end(), [&](const TuneEntry &A, const TuneEntry &B) {
    if (A.P.TimeMs != B.P.TimeMs)
      return A.P.TimeMs < B.P.TimeMs;
    return Threads(A.Launch) < Threads(B.Launch);
  });
  R.Evaluated = R.Ranking.size();
  R.PredictMs = msSince(T0);
  if (R.Ranking.empty()) {
    std::string Why = Items.empty() ? "the search space is empty (every block shape rejected "
                                      "by the constraints?)"
                                    : "no configuration can run: " + R.Skipped.front().Reason;
    return error(Why);
  }
  return R;
}

} // namespace kc
