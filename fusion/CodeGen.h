/// \file
/// CUDA source of fused kernels and of the host driver of a plan (KAS thesis
/// ch. 3.7: globalgpu / graphgpu / graphcpu / gen_main in one program). Kernel
/// sources are plain CUDA (no #include, no CUDA-header features: __global__,
/// __device__, __shared__, __syncthreads, threadIdx/blockIdx only), so both nvcc
/// and the project's own device header accept them. A kernel's parameters are
/// the loaded values (const float *in0, ...), then the stored ones (float *out0,
/// ...), then `int n` (elements); launch it with the kernel's block shape and
/// ceil(n / elements-per-block) blocks.
#pragma once

#include "fusion/FusedKernel.h"

#include <string>
#include <vector>

namespace kc::fusion {

/// The device-function variants a kernel uses and the kernel itself. With
/// \p Annotate false the text depends only on the kernel's structure (no value
/// names), so equal structures give equal text (the cost cache key).
std::string generateKernelSource(const FusedKernel &K, const Library &Lib, const Pipeline &P,
                                 const std::string &KernelName, bool Annotate);

/// Replaces whole identifiers of \p Text by the mapped strings.
std::string substituteIdentifiers(const std::string &Text, const std::map<std::string, std::string> &Map);

struct EmittedKernel {
  const FusedKernel *Kernel = nullptr;
  std::string Name;
};

/// Writes DIR/kernels.cu (the kernels), DIR/main.cu (host driver: random inputs,
/// runs and times the kernels in order, compares the returned values with the
/// CPU reference; exit status 1 on a mismatch), DIR/emulate.cpp (the same kernels
/// run on the CPU, one std::thread per CUDA thread and a std::barrier per block,
/// for checking the generated code without a GPU) and DIR/Makefile.
llvm::Error emitPlanCuda(const std::string &Dir, const std::vector<EmittedKernel> &Kernels, const Library &Lib,
                         const Pipeline &P, unsigned long long DefaultElements, const std::string &Arch);

} // namespace kc::fusion
