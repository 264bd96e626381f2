/// \file
/// The product's fusion cost model: prices a candidate fused kernel of the
/// fusion planner (fusion/FusionCostModel.h) with kernelcast's own analyzer and
/// predictor. Each candidate's CUDA source is compiled in process for the GPU's
/// architecture (compileArchFor: sm_20 .. sm_90, newer GPUs clamped to sm_90),
/// its kernel analyzed into a kernel model, prepared for the GPU and predicted
/// with the wave model (docs/model.md#waves) at the candidate's launch (1-D grid of GridBlocks,
/// the candidate's block, argument n = Elements). Lives in workflows because it
/// binds the analyzer (Clang, LLVM IR) to the fusion library, which must not see
/// either.
///
/// predictMany compiles the candidates in batches (BatchSize kernels per
/// translation unit, each in its own namespace: the front end's fixed cost, the
/// device header, and one ptxas run are shared by the batch) on a pool of threads
/// (each compilation owns its LLVMContext). Sources go through the analyzer's
/// on-disk compile cache: they are written once under
/// <cache dir>/fusion-src/<sha256>.cu, so planning the same pipeline again skips
/// Clang and ptxas.
#pragma once

#include "fusion/FusionCostModel.h"

#include <memory>
#include <string>

namespace kc {
struct GpuModel;

struct FusionCostOptions {
  /// Worker threads for predictMany; 0 = one per hardware thread.
  unsigned Threads = 0;
  /// Candidates compiled together as one translation unit in predictMany.
  unsigned BatchSize = 16;
  /// Use the analyzer's compile cache (also off when KERNELCAST_NO_CACHE is set).
  bool UseCache = true;
  std::string CacheDir; ///< empty: defaultCacheDir()
  /// Register counts from ptxas (true) or the analyzer's IR estimate (false).
  bool UsePtxas = true;
  /// Link libdevice into every candidate. Off by default: the library functions
  /// use little math (sqrtf, fabsf), which the device header maps to LLVM
  /// builtins, and linking libdevice dominates the compile time of a candidate.
  bool UseLibdevice = false;
};

/// The cost model bound to \p Gpu (kept by reference: it must outlive the model).
std::unique_ptr<fusion::FusionCostModel> makeDefaultFusionCostModel(const GpuModel &Gpu,
                                                                    const FusionCostOptions &Opts = {});

} // namespace kc
