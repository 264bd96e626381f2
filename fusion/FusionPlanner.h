/// \file
/// Entry point of the fusion planner (Lakomý 2012, the KAS thesis, ch. 3.6; docs/model.md#fusion): from a
/// pipeline and the elementary-function library, enumerate the legal fusions of
/// at most MaxFusion calls, build every candidate kernel (implementation of each
/// call x elements per block), price the structurally distinct ones through a
/// FusionCostModel (all at once: predictMany may work in parallel), keep the cheapest candidate per fusion, and choose the
/// plans covering every call exactly once with lp_solve. Returns plain data;
/// FusionView.h renders it.
#pragma once

#include "fusion/FusedKernel.h"
#include "fusion/FusionCostModel.h"
#include "fusion/Library.h"
#include "fusion/Pipeline.h"

#include "llvm/Support/Error.h"

#include <functional>
#include <string>
#include <vector>

namespace kc {
struct GpuModel;
}

namespace kc::fusion {

struct FusionOptions {
  unsigned long long Elements = 1 << 20; ///< problem size (elements of every array)
  unsigned MaxFusion = 4;                ///< K: calls per fused kernel at most
  unsigned TopN = 1;                     ///< plans to return
  /// Values tried for the `size` block dimension (elements per block).
  std::vector<unsigned> ElementsPerBlock = {16, 32, 64, 96, 128, 192, 256};
  /// Called after each distinct candidate is priced: (priced, distinct candidates).
  std::function<void(unsigned long long, unsigned long long)> Progress;
  /// Bounds of the search (time and memory grow with them; a large MaxFusion on a
  /// long chain or a dense DAG would otherwise run for hours): connected call sets
  /// visited while enumerating fusions, and distinct candidate kernels priced (each
  /// is compiled). Fusions are taken smallest first, every single call always, so a
  /// cut search still covers the pipeline; FusionResult::SearchCut says what was cut.
  size_t MaxFusionsVisited = 20000;
  unsigned long long MaxCandidates = 4000;
  /// Called during enumeration with (legal fusions, candidates generated so far),
  /// at most every 1000 candidates.
  std::function<void(unsigned long long, unsigned long long)> EnumerationProgress;
};

struct PlannedKernel {
  std::string Name;                          ///< e.g. "k0_mmul33_mvmul33_venorm3"
  std::vector<unsigned> Calls;               ///< pipeline call indices, execution order
  std::vector<std::string> CallTexts;        ///< "M1 = mmul33(A, B)"
  std::vector<std::string> Implementations;  ///< per call, e.g. "mmul33_2"
  unsigned BlockX = 1, BlockY = 1, BlockZ = 1;
  unsigned ElementsPerBlock = 0;
  unsigned long long GridBlocks = 0;
  unsigned SharedBytes = 0;
  std::vector<std::string> RegisterVariables; ///< values passed in registers
  std::vector<std::string> SharedVariables;   ///< values in shared memory
  unsigned BarriersKept = 0, BarriersRemoved = 0;
  double TimeMs = 0;
  std::string Detail; ///< FusionCostModel::describe
  FusedKernel Kernel; ///< the full layout (code generation)
};

struct FusionPlan {
  double TimeMs = 0;
  double ElementsPerS = 0;
  std::vector<PlannedKernel> Kernels; ///< launch order
};

struct FusionResult {
  std::string Pipeline;
  unsigned long long Elements = 0;
  unsigned MaxFusion = 0;
  double UnfusedTimeMs = 0;          ///< every call its own kernel (best implementation each)
  double UnfusedElementsPerS = 0;
  std::vector<PlannedKernel> Unfused;
  std::vector<FusionPlan> Plans;     ///< best first
  unsigned LegalFusions = 0;
  unsigned long long Candidates = 0; ///< generated
  unsigned long long Rejected = 0;   ///< over the GPU's block/shared-memory limits or refused by the cost model
  unsigned long long Costed = 0;     ///< priced by the cost model
  unsigned long long CacheHits = 0;  ///< structurally equal to an earlier candidate
  std::string FirstCostError;        ///< the first error the cost model gave ("" = none)
  /// "" when the search was complete; else what a bound (FusionOptions) left out:
  /// "search cut: ..." naming the bound, its value and the option raising it.
  std::string SearchCut;
};

llvm::Expected<FusionResult> planFusion(const Library &Lib, const Pipeline &P, const GpuModel &Gpu,
                                        FusionCostModel &Cost, const FusionOptions &Opts);

/// Writes plan \p PlanIndex as CUDA (kernels.cu, main.cu, Makefile) into \p Dir.
llvm::Error emitPlan(const FusionResult &R, unsigned PlanIndex, const Library &Lib, const Pipeline &P,
                     const std::string &Dir, const std::string &Arch = "sm_75");

/// The pipeline's call DAG.
FusionGraph buildGraph(const Pipeline &P);

} // namespace kc::fusion
