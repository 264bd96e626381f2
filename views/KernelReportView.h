/// \file
/// Text view of a kernel model: what `kernelcast analyze` prints for each
/// kernel (the JSON view is the model's own JSON, kernelmodel/KernelModel.h).
/// Example (tiled matmul, T = 16; docs/kernel-model.md annotates a full report):
/// \code
///   kernel matmulTiled(const float *M, const float *N, float *P, int Width)   matmul_tiled.cu:11  [sm_70]
///     registers      34  (ptxas 13.0 for sm_75 (nearest supported; target sm_70)); spills 0 B stores / 0 B loads
///     shared memory  2048 B static
///     per thread (formulas of tid/bid/bdim/gdim and the arguments; cycles use the GPU's lat.*/del.*)
///       time          ... floor(Width / 16)*max(...)  cycles
///       global load   8*floor(Width / 16)*(15 < Width) B
///       syncs         2*floor(Width / 16)*(15 < Width)
///     instruction mix (executions per thread)
///       fp32_fma      16*floor(Width / 16)*(15 < Width)
///     loops
///       L19    matmul_tiled.cu:19  depth 1  trip floor(Width / 16)
///         per iteration max(...) cycles
///     memory accesses
///       matmul_tiled.cu:20     load   global     4 B  x floor(Width / 16)*(15 < Width)
///           coalesced (4 sectors per request); warps span several threadIdx.y rows when blockDim.x < 32
///           sectors/request = min(32, min(bdim.y, ...)*min(32, bdim.x, ...))
///       matmul_tiled.cu:24     load   shared     4 B  x 16*floor(Width / 16)*(15 < Width)
///           conflict-free; 1-way
/// \endcode
#pragma once

#include "kernelmodel/KernelModel.h"

#include "llvm/Support/raw_ostream.h"

namespace kc {

class KernelReportView {
public:
  explicit KernelReportView(const KernelModel &M) : M(M) {}
  void printView(llvm::raw_ostream &OS) const;

private:
  const KernelModel &M;
};

} // namespace kc
