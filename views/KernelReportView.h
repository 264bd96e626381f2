/// \file
/// Text view of a kernel model: what `kernelcast analyze` prints for each
/// kernel (the JSON view is the model's own JSON, kernelmodel/KernelModel.h).
/// Example (tiled matmul, T = 16):
/// \code
///   kernel matMulShared(float *P, float *M, float *N, int Width)   amaris_kernels.cu:70  [sm_35]
///     registers      26  (ptxas 13.0 for sm_75 (nearest supported; target sm_35)); spills 0 B / 0 B
///     shared memory  2048 B static
///     per thread (formulas of tid/bid/bdim/gdim and the arguments; cycles use lat.*/del.* of the GPU)
///       time         ...
///       delay        ...
///       global load  8*floor(Width / 16) B     store 4 B
///       uncoalesced  0 B
///       syncs        2*floor(Width / 16)       atomics 0
///     instruction mix (executions per thread)
///       fp32_fma     16*floor(Width / 16)
///     loops
///       L78  amaris_kernels.cu:78  depth 1  trip floor(Width / 16)
///     memory accesses
///       amaris_kernels.cu:79  load  global  4 B  coalesced            4 sectors/request
///       amaris_kernels.cu:83  load  shared  4 B  broadcast            1-way
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
