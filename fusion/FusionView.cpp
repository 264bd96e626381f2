// Renders a FusionResult as text or JSON.
#include "fusion/FusionView.h"

#include <llvm/Support/raw_ostream.h>

#include <fmt/format.h>

namespace kc::fusion {

namespace {
std::string join(const std::vector<std::string> &V) {
  std::string S;
  for (auto &X : V)
    S += (S.empty() ? "" : ", ") + X;
  return S.empty() ? "-" : S;
}

void printKernel(const PlannedKernel &K, llvm::raw_ostream &OS) {
  OS << fmt::format("  kernel {}: block {}x{}x{} ({} elements), {} blocks, {} B shared, {:.4f} ms\n", K.Name, K.BlockX,
                    K.BlockY, K.BlockZ, K.ElementsPerBlock, K.GridBlocks, K.SharedBytes, K.TimeMs);
  for (size_t I = 0; I < K.CallTexts.size(); ++I)
    OS << fmt::format("    {}  [{}]\n", K.CallTexts[I], K.Implementations[I]);
  OS << fmt::format("    registers: {}   shared: {}   barriers: {} kept, {} removed\n", join(K.RegisterVariables),
                    join(K.SharedVariables), K.BarriersKept, K.BarriersRemoved);
  if (!K.Detail.empty())
    OS << "    " << K.Detail << "\n";
}

nlohmann::json kernelJson(const PlannedKernel &K) {
  return {{"name", K.Name},
          {"calls", K.CallTexts},
          {"implementations", K.Implementations},
          {"block", {K.BlockX, K.BlockY, K.BlockZ}},
          {"elements_per_block", K.ElementsPerBlock},
          {"grid_blocks", K.GridBlocks},
          {"shared_bytes", K.SharedBytes},
          {"registers", K.RegisterVariables},
          {"shared", K.SharedVariables},
          {"barriers_kept", K.BarriersKept},
          {"barriers_removed", K.BarriersRemoved},
          {"time_ms", K.TimeMs},
          {"detail", K.Detail}};
}
} // namespace

void printFusionText(const FusionResult &R, llvm::raw_ostream &OS) {
  OS << fmt::format("{}: {} elements, fusions of at most {} calls ({} legal, {} candidates, {} priced, {} cache hits, {} rejected)\n",
                    R.Pipeline, R.Elements, R.MaxFusion, R.LegalFusions, R.Candidates, R.Costed, R.CacheHits, R.Rejected);
  OS << fmt::format("unfused: {} kernels, {:.4f} ms, {:.1f} MElems/s\n", R.Unfused.size(), R.UnfusedTimeMs,
                    R.UnfusedElementsPerS / 1e6);
  for (size_t I = 0; I < R.Plans.size(); ++I) {
    const FusionPlan &P = R.Plans[I];
    OS << fmt::format("plan {}: {:.4f} ms, {:.1f} MElems/s, speed-up {:.2f}x over unfused\n", I + 1, P.TimeMs,
                      P.ElementsPerS / 1e6, P.TimeMs > 0 ? R.UnfusedTimeMs / P.TimeMs : 0.0);
    for (auto &K : P.Kernels)
      printKernel(K, OS);
  }
}

nlohmann::json fusionToJson(const FusionResult &R) {
  nlohmann::json J;
  J["pipeline"] = R.Pipeline;
  J["elements"] = R.Elements;
  J["max_fusion"] = R.MaxFusion;
  nlohmann::json U = {{"time_ms", R.UnfusedTimeMs}, {"elements_per_s", R.UnfusedElementsPerS}, {"kernels", nlohmann::json::array()}};
  for (auto &K : R.Unfused)
    U["kernels"].push_back(kernelJson(K));
  J["unfused"] = U;
  J["plans"] = nlohmann::json::array();
  for (auto &P : R.Plans) {
    nlohmann::json PJ = {{"time_ms", P.TimeMs},
                         {"elements_per_s", P.ElementsPerS},
                         {"speedup", P.TimeMs > 0 ? R.UnfusedTimeMs / P.TimeMs : 0.0},
                         {"kernels", nlohmann::json::array()}};
    for (auto &K : P.Kernels)
      PJ["kernels"].push_back(kernelJson(K));
    J["plans"].push_back(PJ);
  }
  J["search"] = {{"legal_fusions", R.LegalFusions}, {"candidates", R.Candidates}, {"priced", R.Costed},
                 {"cache_hits", R.CacheHits}, {"rejected", R.Rejected}};
  if (!R.FirstCostError.empty())
    J["search"]["first_cost_error"] = R.FirstCostError;
  return J;
}

} // namespace kc::fusion
