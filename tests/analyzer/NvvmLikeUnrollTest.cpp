// Runtime unrolling by 4 as nvcc's NVVM does (NvvmLikeUnroll.h). Each kernel does
// one multiply per iteration, so the multiplies left in the optimized IR tell the
// unroll factor: 4 in the unrolled loop + 1 in the remainder loop = 5 when the loop
// is unrolled by 4, 1 when it stays rolled. The expectations are what nvcc 13.0
// (`nvcc -ptx -arch=sm_80`) does with the same loops: it unrolls the grid-stride
// loop whose stride is an `int` variable and the unit-step loop to a runtime bound
// by 4 (4 + 1 loads), and leaves rolled the loop that adds `blockDim.x * gridDim.x`
// (unsigned: no trip count without a no-wrap flag) and the block-stride loop
// to a constant bound (LLVM proves its trip count from blockDim's range, NVVM does
// not), and the loop under `#pragma unroll 1`. A loop stepping by a kernel
// argument nvcc unrolls, kernelcast does not (a step of 0 must stay an infinite
// prediction, NvvmLikeUnroll.h).
#include "analyzer/Frontend.h"
#include "analyzer/NvvmLikeUnroll.h"
#include "FrontendTestUtil.h"

#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <gtest/gtest.h>

#include <map>
#include <string>

using namespace kc;

namespace {

const char *Kernels =
    "__global__ void strideVar(float *y, const float *x, float a, int n) {\n"
    "  int stride = blockDim.x * gridDim.x;\n"
    "  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)\n"
    "    y[i] = a * x[i];\n"
    "}\n"
    "__global__ void strideInline(float *y, const float *x, float a, int n) {\n"
    "  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)\n"
    "    y[i] = a * x[i];\n"
    "}\n"
    "__global__ void blockStride256(float *y, float a) {\n"
    "  for (int b = threadIdx.x; b < 256; b += blockDim.x)\n"
    "    y[b] = a * y[b];\n"
    "}\n"
    "__global__ void unitStep(float *y, const float *x, float a, int n) {\n"
    "  for (int i = 0; i < n; ++i)\n"
    "    y[i] = a * x[i];\n"
    "}\n"
    "__global__ void stepArg(float *y, const float *x, float a, int n, int step) {\n"
    "  for (int i = 0; i < n; i += step)\n"
    "    y[i] = a * x[i];\n"
    "}\n"
    "__global__ void twoExits(float *y, const float *x, float a, int n, int start, int k) {\n"
    "  for (int j = 0; j < n && start + j < k; ++j)\n"
    "    y[j] = a * x[j];\n"
    "}\n"
    "__global__ void pragmaOne(float *y, const float *x, float a, int n) {\n"
    "  int stride = blockDim.x * gridDim.x;\n"
    "#pragma unroll 1\n"
    "  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)\n"
    "    y[i] = a * x[i];\n"
    "}\n";

/// Multiplies per kernel (by source name, e.g. "strideVar").
std::map<std::string, unsigned> multipliesPerKernel() {
  DeviceModule M = kc::test::mustCompileText(Kernels, kc::test::uncachedOptions(false), "grid_stride_unroll.cu");
  std::map<std::string, unsigned> Out;
  if (!M.Module)
    return Out;
  for (const char *Name : {"strideVar", "strideInline", "blockStride256", "unitStep", "stepArg", "twoExits", "pragmaOne"})
    for (const llvm::Function &F : *M.Module)
      if (!F.isDeclaration() && F.getName().contains(Name)) {
        unsigned &N = Out[Name];
        for (const llvm::BasicBlock &BB : F)
          for (const llvm::Instruction &I : BB)
            N += I.getOpcode() == llvm::Instruction::FMul;
      }
  return Out;
}

} // namespace

TEST(NvvmLikeUnroll, UnrollsRuntimeLoopsByFourAsNvccDoes) {
  auto N = multipliesPerKernel();
  ASSERT_EQ(N.size(), 7u);
  EXPECT_EQ(N["strideVar"], 5u);      // LLVM alone: 1 ("expensive trip count")
  EXPECT_EQ(N["unitStep"], 5u);       // LLVM alone: 8 + 1
  EXPECT_EQ(N["strideInline"], 1u);   // no trip count: rolled (nvcc too)
  EXPECT_EQ(N["blockStride256"], 1u); // tagged before optimization: rolled (nvcc too)
  EXPECT_EQ(N["stepArg"], 1u);        // a step that may be 0: rolled (nvcc unrolls it)
  EXPECT_EQ(N["twoExits"], 5u);       // LLVM folds its two exits into one (the smaller
                                      // bound), then unrolls by 4 as nvcc does; a loop
                                      // whose exits stay apart stays rolled (TwoExitLoopTest)
  EXPECT_EQ(N["pragmaOne"], 1u);      // the user's pragma wins
}

TEST(NvvmLikeUnroll, NamedInFrontendVersion) {
  EXPECT_EQ(nvvmLikeUnrollText(),
            "runtime-unroll-count=4 max-size=100 wrapping-step-tag nonzero-step inner-remainder-unrolled "
            "single-exit");
  EXPECT_NE(frontendVersion().find("passes [runtime-unroll-count=4 max-size=100 wrapping-step-tag "
                                   "nonzero-step inner-remainder-unrolled single-exit]"),
            std::string::npos)
      << frontendVersion();
}
