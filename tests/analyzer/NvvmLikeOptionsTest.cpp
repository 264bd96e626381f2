// LLVM options set to unroll as nvcc does (NvvmLikeOptions.h): they are in force
// after the NVPTX target is registered, named in the front-end version, and an
// 8-iteration loop around 12 multiply-adds from global memory (about 8 x 90 cost
// units: over -O3's 300, under 1000) is unrolled fully, as nvcc unrolls it, and
// a loop starting at the thread index is runtime-unrolled with its remainder
// last (an epilogue), so its trip count and accesses stay derivable.
#include "analyzer/Frontend.h"
#include "analyzer/FrontendNvptx.h"
#include "analyzer/KernelAnalysis.h"
#include "analyzer/NvvmLikeOptions.h"
#include "FrontendTestUtil.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

#include <gtest/gtest.h>

using namespace kc;

namespace {

/// The module's function with a body (the test source's one kernel; the last
/// one when there are several), or null.
llvm::Function *onlyDefinedFunction(llvm::Module &M) {
  llvm::Function *F = nullptr;
  for (llvm::Function &G : M)
    if (!G.isDeclaration())
      F = &G;
  return F;
}

} // namespace

TEST(NvvmLikeOptions, SetAfterTargetRegistrationAndNamedInVersion) {
  initializeNVPTXTarget();
  auto &Registered = llvm::cl::getRegisteredOptions();
  auto It = Registered.find("unroll-threshold");
  ASSERT_NE(It, Registered.end());
  auto *Threshold = static_cast<llvm::cl::opt<unsigned> *>(It->second);
  EXPECT_GT(Threshold->getNumOccurrences(), 0);
  EXPECT_EQ(Threshold->getValue(), 1000u);
  EXPECT_EQ(nvvmLikeLlvmOptionsText(), "unroll-threshold=1000");
  EXPECT_NE(frontendVersion().find("llvm [unroll-threshold=1000]"), std::string::npos)
      << frontendVersion();
}

TEST(NvvmLikeOptions, EightIterationsOfTwelveFmasAreUnrolledFully) {
  const char *Text =
      "#define T(k) acc[k % 4] += pa[threadIdx.x + k * 32] * pb[threadIdx.x + k * 32];\n"
      "__global__ void dot8(const float *a, const float *b, float *out, int n) {\n"
      "  float acc[4] = {0.f, 0.f, 0.f, 0.f};\n"
      "  for (int s = 0; s < 8; ++s) {\n"
      "    const float *pa = a + s * n, *pb = b + s * n;\n"
      "    T(0) T(1) T(2) T(3) T(4) T(5) T(6) T(7) T(8) T(9) T(10) T(11)\n"
      "  }\n"
      "  out[threadIdx.x] = acc[0] + acc[1] + acc[2] + acc[3];\n"
      "}\n";
  DeviceModule M = kc::test::mustCompileText(Text, kc::test::uncachedOptions(false), "dot8.cu");
  ASSERT_TRUE(M.Module);
  unsigned FMul = 0, Branches = 0;
  for (const llvm::Function &F : *M.Module)
    for (const llvm::BasicBlock &BB : F)
      for (const llvm::Instruction &I : BB) {
        FMul += I.getOpcode() == llvm::Instruction::FMul;
        if (auto *B = llvm::dyn_cast<llvm::BranchInst>(&I))
          Branches += B->isConditional();
      }
  EXPECT_EQ(FMul, 8u * 12u); // every iteration's 12 products, no loop left
  EXPECT_EQ(Branches, 0u);
}

TEST(NvvmLikeOptions, LoopFromTheThreadIndexKeepsItsTripCount) {
  const char *Text = "__global__ void tail(float *out, const float *in) {\n"
                     "  for (int i = threadIdx.x; i < 13; ++i)\n"
                     "    out[blockIdx.x * 13 + i] = 2.f * in[blockIdx.x * 13 + i];\n"
                     "}\n";
  DeviceModule M = kc::test::mustCompileText(Text, kc::test::uncachedOptions(false), "tail.cu");
  ASSERT_TRUE(M.Module);
  llvm::Function *F = onlyDefinedFunction(*M.Module);
  ASSERT_NE(F, nullptr);
  // LLVM's remainder form (a prologue of (13 - tx) % 4 iterations, then the
  // loop unrolled by 4: nvcc's register counts, docs/analyzer-frontend.md): one
  // loop with several loads per iteration. Its start holds a floor of the trip
  // count, which the analysis follows (trip counts derived, loads exact).
  llvm::DominatorTree DT(*F);
  llvm::LoopInfo LI(DT);
  unsigned Unrolled = 0;
  for (llvm::Loop *L : LI.getLoopsInPreorder()) {
    unsigned Loads = 0;
    for (llvm::BasicBlock *BB : L->blocks())
      for (llvm::Instruction &I : *BB)
        Loads += llvm::isa<llvm::LoadInst>(I);
    if (Loads < 2)
      continue; // the remainder loop
    ++Unrolled;
  }
  EXPECT_EQ(Unrolled, 1u);
  auto K = analyzeKernel(*F);
  ASSERT_TRUE(bool(K)) << llvm::toString(K.takeError());
  for (const kc::LoopInfo &L : K->Loops)
    EXPECT_FALSE(L.DefaultTrip) << L.Name;
  // 13 - tx loads of 4 bytes per thread.
  for (double Tx : {0.0, 6.0, 12.0, 20.0}) {
    std::map<std::string, double> B = {{"tid.x", Tx}, {"bid.x", 3}, {"bdim.x", 32}, {"gdim.x", 10}};
    EXPECT_DOUBLE_EQ(K->GlobalLoadBytes.evaluate(B), 4 * std::max(0.0, 13 - Tx)) << Tx;
  }
}

TEST(NvvmLikeOptions, AnInnerLoopsRemainderIsUnrolledAnOutermostLoopsIsNot) {
  // nvcc 13 (nvcc -ptx, sm_86) runtime-unrolls a tap loop with a runtime trip
  // count by 4; nested in another loop, its remainder becomes up to 3 guarded
  // copies (NvvmLikeRemainderUnrollPass): two loops are left, the outer one and
  // the unrolled inner one. The taps stay exact: m x n shared loads per thread
  // (the accesses' executions; a predicated copy is issued by every warp, but
  // moves only the threads' data that take it).
  const char *Text = "__constant__ float c[64];\n"
                     "__global__ void taps(const float *in, float *out, int n, int m) {\n"
                     "  __shared__ float s[512];\n"
                     "  s[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];\n"
                     "  __syncthreads();\n"
                     "  float acc = 0.f;\n"
                     "  for (int k = 0; k < m; ++k)\n"
                     "    for (int l = 0; l < n; ++l)\n"
                     "      acc += s[(threadIdx.x + k * 16 + l) & 511] * c[k * n + l];\n"
                     "  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;\n"
                     "}\n";
  DeviceModule M = kc::test::mustCompileText(Text, kc::test::uncachedOptions(false), "taps.cu");
  ASSERT_TRUE(M.Module);
  llvm::Function *F = onlyDefinedFunction(*M.Module);
  ASSERT_NE(F, nullptr);
  llvm::DominatorTree DT(*F);
  llvm::LoopInfo LI(DT);
  EXPECT_EQ(LI.getLoopsInPreorder().size(), 2u);
  auto K = analyzeKernel(*F);
  ASSERT_TRUE(bool(K)) << llvm::toString(K.takeError());
  for (double N : {11.0, 12.0, 2.0, 1.0}) {
    std::map<std::string, double> B = {{"tid.x", 3}, {"bid.x", 0}, {"bdim.x", 256}, {"gdim.x", 1},
                                       {"n", N}, {"m", 5}};
    double Loads = 0;
    for (const MemoryAccess &A : K->Accesses)
      if (A.Space == AddressSpace::Shared && !A.IsStore)
        Loads += A.Executions.evaluate(B);
    EXPECT_DOUBLE_EQ(Loads, 5 * N) << N;
  }
}
