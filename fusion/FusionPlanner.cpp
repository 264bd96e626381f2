// Enumerates and prices candidate fused kernels, then picks plans with lp_solve.
#include "fusion/FusionPlanner.h"

#include "fusion/CodeGen.h"
#include "fusion/SetCover.h"
#include "gpumodel/GpuModel.h"

#include "llvm/ADT/StringExtras.h"

#include <fmt/format.h>
#include <algorithm>
#include <map>
#include <optional>
#include <unordered_map>

namespace kc::fusion {

FusionGraph buildGraph(const Pipeline &P) {
  std::vector<std::vector<unsigned>> Succ(P.Calls.size());
  for (unsigned C = 0; C < P.Calls.size(); ++C)
    for (unsigned U : P.Values[P.Calls[C].Output].Consumers)
      Succ[C].push_back(U);
  return FusionGraph(std::move(Succ));
}

namespace {

PlannedKernel describeKernel(const FusedKernel &K, const Pipeline &P, const Library &Lib, double Ms,
                             unsigned long long Elements) {
  PlannedKernel PK;
  PK.Calls = K.Order;
  for (unsigned C : K.Order) {
    PK.CallTexts.push_back(P.Calls[C].text(P.Values));
    PK.Implementations.push_back(Lib.impl(K.ImplOf.at(C)).Name);
  }
  PK.BlockX = K.Block[0];
  PK.BlockY = K.Block[1];
  PK.BlockZ = K.Block[2];
  PK.ElementsPerBlock = K.ElementsPerBlock;
  PK.GridBlocks = (Elements + K.ElementsPerBlock - 1) / K.ElementsPerBlock;
  PK.SharedBytes = K.sharedBytes();
  for (auto &V : K.Vars)
    (V.InRegisters ? PK.RegisterVariables : PK.SharedVariables).push_back(P.Values[V.Value].codeName());
  PK.BarriersKept = K.barriersKept();
  PK.BarriersRemoved = K.barriersBaseline() - K.barriersKept();
  PK.TimeMs = Ms;
  PK.Kernel = K;
  return PK;
}

FusedKernelCandidate candidateOf(const FusedKernel &K, const Pipeline &P, const Library &Lib, unsigned long long N) {
  FusedKernelCandidate C;
  C.KernelName = "fused_kernel";
  C.CudaSource = generateKernelSource(K, Lib, P, C.KernelName, false);
  C.BlockX = K.Block[0];
  C.BlockY = K.Block[1];
  C.BlockZ = K.Block[2];
  C.ElementsPerBlock = K.ElementsPerBlock;
  C.GridBlocks = (N + K.ElementsPerBlock - 1) / K.ElementsPerBlock;
  C.SharedBytes = K.sharedBytes();
  C.Elements = N;
  for (unsigned V : K.LoadedVars)
    C.InputFloatsPerElement.push_back(K.Vars[V].Floats);
  for (unsigned V : K.StoredVars)
    C.OutputFloatsPerElement.push_back(K.Vars[V].Floats);
  C.Calls = static_cast<unsigned>(K.Order.size());
  C.Barriers = K.barriersKept();
  C.RegisterVariables = K.registerVars();
  C.GlobalBytesRead = N * K.bytesReadPerElement(P);
  C.GlobalBytesWritten = N * K.bytesWrittenPerElement(P);
  return C;
}

std::string cacheKey(const FusedKernelCandidate &C) {
  return fmt::format("{}x{}x{}/{}/{}\n", C.BlockX, C.BlockY, C.BlockZ, C.GridBlocks, C.Elements) + C.CudaSource;
}

} // namespace

llvm::Expected<FusionResult> planFusion(const Library &Lib, const Pipeline &P, const GpuModel &Gpu,
                                        FusionCostModel &Cost, const FusionOptions &Opts) {
  if (P.Calls.empty())
    return llvm::createStringError(fmt::format("{}: the pipeline calls no function", P.Name));
  if (P.Calls.size() > 64)
    return llvm::createStringError(fmt::format("{}: {} calls; the planner handles at most 64", P.Name, P.Calls.size()));
  if (Opts.Elements == 0)
    return llvm::createStringError("fusion: the number of elements must be positive");
  if (Opts.MaxFusion == 0)
    return llvm::createStringError("fusion: --max-fusion must be at least 1");
  if (Opts.TopN == 0)
    return llvm::createStringError("fusion: --top must be at least 1");
  if (Opts.ElementsPerBlock.empty())
    return llvm::createStringError("fusion: no elements-per-block value to try");

  FusionGraph G = buildGraph(P);
  KernelBuilder Builder(Lib, P, G);
  FusionResult R;
  R.Pipeline = P.Name;
  R.Elements = Opts.Elements;
  R.MaxFusion = Opts.MaxFusion;
  unsigned FusionCut = 0;
  std::vector<CallSet> Fusions = G.legalFusions(Opts.MaxFusion, Opts.MaxFusionsVisited, &FusionCut);
  R.LegalFusions = static_cast<unsigned>(Fusions.size());
  std::vector<std::string> Cuts;
  if (FusionCut)
    Cuts.push_back(fmt::format("fusions of {} or more calls only partly enumerated ({} connected "
                               "call sets visited, the bound)",
                               FusionCut, Opts.MaxFusionsVisited));

  auto implsOf = [&](unsigned C) { return Lib.function(P.Calls[C].Function)->Implementations; };
  const unsigned MaxThreads = Gpu.Occupancy.MaxThreadsPerBlock ? Gpu.Occupancy.MaxThreadsPerBlock : 1024;
  const unsigned MaxShared = Gpu.Occupancy.SharedMemPerBlockBytes ? Gpu.Occupancy.SharedMemPerBlockBytes : 48 * 1024;
  // 1. Generate every candidate; structurally equal ones share one price.
  struct Generated {
    size_t Fusion;
    std::map<unsigned, unsigned> ImplOf;
    unsigned ElementsPerBlock;
    long long Unique; ///< index into Uniques, -1 = over the GPU's limits
  };
  std::vector<Generated> All;
  std::unordered_map<std::string, size_t> UniqueOf;
  std::vector<FusedKernelCandidate> Uniques;
  // Generated candidates at most: the distinct ones are bounded by MaxCandidates,
  // the structurally equal ones (cache hits) by this multiple of it.
  const unsigned long long MaxGenerated = 16 * std::max(Opts.MaxCandidates, 1ull);
  unsigned CandidateCut = 0; // the size of the first fusion left out
  for (size_t F = 0; F < Fusions.size() && !CandidateCut; ++F) {
    CallSet S = Fusions[F];
    // Single calls always (the unfused baseline and the cover need them).
    if (popcount(S) > 1 && (Uniques.size() >= Opts.MaxCandidates || R.Candidates >= MaxGenerated)) {
      CandidateCut = popcount(S);
      break;
    }
    if (Opts.EnumerationProgress && F % 64 == 0)
      Opts.EnumerationProgress(Fusions.size(), R.Candidates);
    std::vector<unsigned> Members;
    for (unsigned C = 0; C < P.Calls.size(); ++C)
      if (S >> C & 1)
        Members.push_back(C);
    std::vector<size_t> Pick(Members.size(), 0);
    while (true) {
      std::map<unsigned, unsigned> ImplOf;
      for (size_t M = 0; M < Members.size(); ++M)
        ImplOf[Members[M]] = implsOf(Members[M])[Pick[M]];
      for (unsigned E : Opts.ElementsPerBlock) {
        ++R.Candidates;
        FusedKernel K = Builder.build(S, ImplOf, E);
        long long U = -1;
        if (K.threads() > MaxThreads || K.sharedBytes() > MaxShared) {
          ++R.Rejected;
        } else {
          FusedKernelCandidate Cand = candidateOf(K, P, Lib, Opts.Elements);
          auto [It, New] = UniqueOf.emplace(cacheKey(Cand), Uniques.size());
          if (New)
            Uniques.push_back(std::move(Cand));
          else
            ++R.CacheHits;
          U = static_cast<long long>(It->second);
        }
        All.push_back({F, ImplOf, E, U});
      }
      size_t M = 0;
      for (; M < Members.size(); ++M) {
        if (++Pick[M] < implsOf(Members[M]).size())
          break;
        Pick[M] = 0;
      }
      if (M == Members.size())
        break;
      // Within one fusion the implementation choices multiply: stop when over a
      // bound (this fusion keeps the choices generated so far).
      if (Members.size() > 1 &&
          (Uniques.size() >= Opts.MaxCandidates || R.Candidates >= MaxGenerated)) {
        CandidateCut = static_cast<unsigned>(Members.size());
        break;
      }
    }
  }
  UniqueOf.clear();
  if (CandidateCut)
    Cuts.push_back(fmt::format("candidates of fusions of {} or more calls left out ({} distinct "
                               "candidate kernels, {} generated: the bound is {} distinct, "
                               "--max-candidates)",
                               CandidateCut, Uniques.size(), R.Candidates, Opts.MaxCandidates));
  if (!Cuts.empty())
    R.SearchCut = "search cut: " + llvm::join(Cuts, "; ") +
                  "; the plans are the best among what was searched";

  // 2. Price the distinct candidates (the cost model may work in parallel).
  std::vector<const FusedKernelCandidate *> Ptrs;
  for (auto &C : Uniques)
    Ptrs.push_back(&C);
  unsigned long long Done = 0;
  auto Times = Cost.predictMany(Ptrs, [&] {
    ++Done;
    if (Opts.Progress)
      Opts.Progress(Done, Uniques.size());
  });
  if (Times.size() != Uniques.size())
    return llvm::createStringError(fmt::format("fusion: the cost model priced {} of {} candidates", Times.size(), Uniques.size()));
  R.Costed = Uniques.size();
  std::optional<std::string> FirstCostError;
  std::vector<double> MsOf(Uniques.size(), -1);
  for (size_t U = 0; U < Times.size(); ++U) {
    if (Times[U])
      MsOf[U] = *Times[U];
    else if (!FirstCostError)
      FirstCostError = llvm::toString(Times[U].takeError());
    else
      llvm::consumeError(Times[U].takeError());
  }

  R.FirstCostError = FirstCostError.value_or("");

  // 3. The cheapest candidate of every fusion (the first generated on ties).
  struct Best {
    FusedKernel K;
    double Ms;
    FusedKernelCandidate Cand;
  };
  std::vector<long long> BestGen(Fusions.size(), -1);
  for (size_t I = 0; I < All.size(); ++I) {
    const Generated &Gen = All[I];
    if (Gen.Unique < 0)
      continue;
    double Ms = MsOf[Gen.Unique];
    if (Ms < 0) {
      ++R.Rejected;
      continue;
    }
    long long &B = BestGen[Gen.Fusion];
    if (B < 0 || Ms < MsOf[All[B].Unique])
      B = static_cast<long long>(I);
  }
  std::vector<std::optional<Best>> BestOf(Fusions.size());
  for (size_t F = 0; F < Fusions.size(); ++F)
    if (BestGen[F] >= 0) {
      const Generated &Gen = All[BestGen[F]];
      BestOf[F] = Best{Builder.build(Fusions[F], Gen.ImplOf, Gen.ElementsPerBlock), MsOf[Gen.Unique],
                       Uniques[Gen.Unique]};
    }
  All.clear();
  Uniques.clear();

  // Unfused baseline: the best singleton kernel of every call.
  for (unsigned C = 0; C < P.Calls.size(); ++C) {
    for (size_t F = 0; F < Fusions.size(); ++F)
      if (Fusions[F] == (CallSet(1) << C)) {
        if (!BestOf[F])
          return llvm::createStringError(fmt::format(
              "{}:{}: no implementation of {} fits the GPU ({} threads, {} B shared memory per block){}", P.Name,
              P.Calls[C].Line, P.Calls[C].Function, MaxThreads, MaxShared,
              FirstCostError ? "; the cost model said: " + *FirstCostError : std::string()));
        PlannedKernel PK = describeKernel(BestOf[F]->K, P, Lib, BestOf[F]->Ms, Opts.Elements);
        PK.Name = fmt::format("u{}_{}", C, P.Calls[C].Function);
        PK.Detail = Cost.describe(BestOf[F]->Cand);
        R.UnfusedTimeMs += PK.TimeMs;
        R.Unfused.push_back(std::move(PK));
      }
  }
  R.UnfusedElementsPerS = R.UnfusedTimeMs > 0 ? Opts.Elements / (R.UnfusedTimeMs * 1e-3) : 0;

  std::vector<CoverSubset> Subsets;
  std::vector<size_t> FusionOfSubset;
  for (size_t F = 0; F < Fusions.size(); ++F) {
    if (!BestOf[F])
      continue;
    CoverSubset CS;
    for (unsigned C = 0; C < P.Calls.size(); ++C)
      if (Fusions[F] >> C & 1)
        CS.Items.push_back(C);
    CS.Cost = BestOf[F]->Ms;
    Subsets.push_back(std::move(CS));
    FusionOfSubset.push_back(F);
  }
  auto Sols = solveExactCover(static_cast<unsigned>(P.Calls.size()), Subsets, Opts.TopN, [&](const CoverSolution &S) {
    std::vector<CallSet> Parts;
    for (unsigned J : S.Chosen)
      Parts.push_back(Fusions[FusionOfSubset[J]]);
    std::vector<unsigned> Order;
    return G.schedule(Parts, Order);
  });
  if (!Sols)
    return Sols.takeError();
  for (auto &S : *Sols) {
    FusionPlan Plan;
    std::vector<CallSet> Parts;
    for (unsigned J : S.Chosen)
      Parts.push_back(Fusions[FusionOfSubset[J]]);
    std::vector<unsigned> Order;
    G.schedule(Parts, Order);
    for (unsigned K : Order) {
      const Best &B = *BestOf[FusionOfSubset[S.Chosen[K]]];
      PlannedKernel PK = describeKernel(B.K, P, Lib, B.Ms, Opts.Elements);
      std::string Fns;
      for (unsigned C : PK.Calls)
        Fns += "_" + P.Calls[C].Function;
      PK.Name = fmt::format("k{}{}", Plan.Kernels.size(), Fns.size() > 60 ? Fns.substr(0, 60) : Fns);
      PK.Detail = Cost.describe(B.Cand);
      Plan.TimeMs += PK.TimeMs;
      Plan.Kernels.push_back(std::move(PK));
    }
    Plan.ElementsPerS = Plan.TimeMs > 0 ? Opts.Elements / (Plan.TimeMs * 1e-3) : 0;
    R.Plans.push_back(std::move(Plan));
  }
  return R;
}

llvm::Error emitPlan(const FusionResult &R, unsigned PlanIndex, const Library &Lib, const Pipeline &P,
                     const std::string &Dir, const std::string &Arch) {
  if (PlanIndex >= R.Plans.size())
    return llvm::createStringError(fmt::format("no plan {} (the result has {})", PlanIndex + 1, R.Plans.size()));
  std::vector<EmittedKernel> Ks;
  for (auto &K : R.Plans[PlanIndex].Kernels)
    Ks.push_back({&K.Kernel, K.Name});
  return emitPlanCuda(Dir, Ks, Lib, P, R.Elements, Arch);
}

} // namespace kc::fusion
