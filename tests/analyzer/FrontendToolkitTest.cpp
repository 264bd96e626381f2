// Front end with the CUDA toolkit's headers (CudaToolkit.h): which headers a
// compile used, the cache key's dependence on them, the fallback switch, the
// host-code retry (FrontendHostSkip.h) and `#pragma unroll 0` read as nvcc does.
#include "analyzer/CompileCache.h"
#include "analyzer/CudaToolkit.h"
#include "analyzer/Frontend.h"
#include "analyzer/FrontendHostSkip.h"
#include "FrontendTestUtil.h"

#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

using namespace kc;

namespace {

CompileOptions opts(bool Toolkit) { return kc::test::uncachedOptions(Toolkit); }

bool haveToolkit() {
  auto T = findCudaToolkit(CompileOptions());
  if (!T) {
    llvm::consumeError(T.takeError());
    return false;
  }
  return T->has_value() && !cudaToolkitDisabledByEnvironment();
}

unsigned countOpcode(const llvm::Module &M, unsigned Opcode) {
  unsigned N = 0;
  for (const llvm::Function &F : M)
    for (const llvm::BasicBlock &BB : F)
      for (const llvm::Instruction &I : BB)
        N += I.getOpcode() == Opcode;
  return N;
}

using kc::test::mustCompileText;

const char *Saxpy = "__global__ void saxpy(float a, float *x, float *y, int n) {\n"
                    "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                    "  if (i < n) y[i] = a * x[i] + y[i];\n}\n";

/// The inline asm calls of \p M, in order.
std::vector<const llvm::CallBase *> inlineAsmCalls(const llvm::Module &M) {
  std::vector<const llvm::CallBase *> Out;
  for (const llvm::Function &F : M)
    for (const llvm::BasicBlock &BB : F)
      for (const llvm::Instruction &I : BB)
        if (auto *C = llvm::dyn_cast<llvm::CallBase>(&I); C && C->isInlineAsm())
          Out.push_back(C);
  return Out;
}

std::string asmString(const llvm::CallBase *C) {
  return llvm::cast<llvm::InlineAsm>(C->getCalledOperand())->getAsmString().str();
}

} // namespace

TEST(CudaToolkit, ExplicitPathMustBeAToolkit) {
  CompileOptions O;
  O.CudaPath = "/nonexistent/cuda";
  auto T = findCudaToolkit(O);
  ASSERT_FALSE(static_cast<bool>(T));
  EXPECT_NE(llvm::toString(T.takeError()).find("--cuda-path '/nonexistent/cuda': not a CUDA toolkit"),
            std::string::npos);
}

TEST(CudaToolkit, DisabledMeansBuiltinHeader) {
  DeviceModule M = mustCompileText(Saxpy, opts(false));
  ASSERT_TRUE(M.Module);
  EXPECT_NE(M.Headers.find("kernelcast built-in device header"), std::string::npos) << M.Headers;
}

TEST(CudaToolkit, HeadersNamedAndCacheKeyDiffers) {
  if (!haveToolkit())
    GTEST_SKIP() << "no CUDA toolkit found (set CUDA_PATH)";
  auto T = findCudaToolkit(CompileOptions());
  ASSERT_TRUE(T && *T);
  DeviceModule M = mustCompileText(Saxpy, opts(true));
  ASSERT_TRUE(M.Module);
  EXPECT_EQ(M.Headers.find("CUDA " + (*T)->Version + " toolkit headers (" + (*T)->Path), 0u)
      << M.Headers;
  EXPECT_NE(compileCacheKey(Saxpy, "inline.cu", opts(true)),
            compileCacheKey(Saxpy, "inline.cu", opts(false)));
}

TEST(CudaToolkit, SameSaxpyEitherWay) {
  // The built-in header and the toolkit's give the same arithmetic for plain code:
  // two global loads, one store, one fmul + fadd (contracted later) per thread.
  if (!haveToolkit())
    GTEST_SKIP() << "no CUDA toolkit found";
  for (bool Tk : {true, false}) {
    DeviceModule M = mustCompileText(Saxpy, opts(Tk));
    ASSERT_TRUE(M.Module);
    EXPECT_EQ(countOpcode(*M.Module, llvm::Instruction::Load), 2u) << Tk;
    EXPECT_EQ(countOpcode(*M.Module, llvm::Instruction::Store), 1u) << Tk;
    EXPECT_EQ(countOpcode(*M.Module, llvm::Instruction::FMul), 1u) << Tk;
  }
}

TEST(CudaToolkit, ToolkitPrintfIsVprintf) {
  if (!haveToolkit())
    GTEST_SKIP() << "no CUDA toolkit found";
  DeviceModule M = mustCompileText(
      "#include <cstdio>\n__global__ void k(int *p) { printf(\"%d\\n\", *p); }\n", opts(true));
  ASSERT_TRUE(M.Module);
  EXPECT_TRUE(M.Module->getFunction("vprintf"));
}

TEST(HostSkip, MissingHostHeadersAndBrokenHostCodeAreSkipped) {
  const char *Text = "#include <no_such_host_library.h>\n"
                     "static libHandle g;\n"
                     "__global__ void twice(float *x) { x[threadIdx.x] *= 2.0f; }\n"
                     "int main() {\n"
                     "  libInit(&g);\n"
                     "  twice<<<1, 32>>>(nullptr);\n"
                     "  return 0;\n"
                     "}\n";
  for (bool Tk : {true, false}) {
    if (Tk && !haveToolkit())
      continue;
    DeviceModule M = mustCompileText(Text, opts(Tk));
    ASSERT_TRUE(M.Module);
    EXPECT_EQ(listKernels(M).size(), 1u);
    std::vector<std::string> Want = {"missing header no_such_host_library.h treated as empty",
                                     "host declaration g (inline.cu:2) dropped",
                                     "statements of host function main (inline.cu:4) dropped"};
    EXPECT_EQ(M.Skipped, Want);
    // Line numbers survive the rewrite: the store is still on line 3.
    bool Line3 = false;
    for (const llvm::Function &F : *M.Module)
      for (const llvm::BasicBlock &BB : F)
        for (const llvm::Instruction &I : BB)
          if (llvm::isa<llvm::StoreInst>(I) && I.getDebugLoc())
            Line3 |= I.getDebugLoc().getLine() == 3;
    EXPECT_TRUE(Line3);
  }
}

// A const local whose initializer fails (a host `max` nvcc has and Clang lacks):
// the initializer becomes `{}`, so the `if` on it and the launches in it that
// instantiate the template kernel stay (both instantiations are listed).
TEST(HostSkip, ConstLocalWithBrokenInitializerKeepsLaunchesAfterIt) {
  const char *Text = "template <bool Direct> __global__ void acc(float *x) {\n"
                     "  if (Direct) x[threadIdx.x] = 1.0f; else x[threadIdx.x] += 1.0f;\n"
                     "}\n"
                     "void run(float *x, int n) {\n"
                     "  const int grid = hostOnlyMax(1, n / 256);\n"
                     "  if (grid == 1)\n"
                     "    acc<true><<<grid, 256>>>(x);\n"
                     "  else\n"
                     "    acc<false><<<grid, 256>>>(x);\n"
                     "}\n";
  for (bool Tk : {true, false}) {
    if (Tk && !haveToolkit())
      continue;
    DeviceModule M = mustCompileText(Text, opts(Tk));
    ASSERT_TRUE(M.Module);
    std::vector<std::string> Names;
    for (const KernelInfo &K : listKernels(M))
      Names.push_back(K.MangledName);
    std::sort(Names.begin(), Names.end());
    std::vector<std::string> Want = {"_Z3accILb0EEvPf", "_Z3accILb1EEvPf"};
    EXPECT_EQ(Names, Want);
    std::vector<std::string> Skipped = {"statements of host function run (inline.cu:4) dropped"};
    EXPECT_EQ(M.Skipped, Skipped);
  }
}

// nvcc accepts `extern "C"__global__` with no space (NVIDIA's grcuda saxpy sample);
// Clang alone reads a user-defined literal suffix and fails.
TEST(Frontend, ExternCWithoutSpaceCompilesAsWithNvcc) {
  const char *Text = "extern \"C\"__global__ void saxpyC(float a, float *x, float *y, int n) {\n"
                     "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                     "  if (i < n) y[i] = a * x[i] + y[i];\n}\n";
  DeviceModule M = mustCompileText(Text, opts(false));
  ASSERT_TRUE(M.Module);
  auto Ks = listKernels(M);
  ASSERT_EQ(Ks.size(), 1u);
  EXPECT_EQ(Ks[0].MangledName, "saxpyC");
  EXPECT_EQ(Ks[0].Loc.Line, 1u);
}

TEST(HostSkip, DeviceErrorsStayErrors) {
  const char *Text = "#include <no_such_host_library.h>\n"
                     "__global__ void bad(float *x) { x[0] = notDeclared; }\n"
                     "int main() { libInit(); }\n";
  auto M = compileCudaSource(Text, "inline.cu", opts(false));
  ASSERT_FALSE(static_cast<bool>(M));
  std::string E = llvm::toString(M.takeError());
  EXPECT_NE(E.find("inline.cu:2:40: error: use of undeclared identifier 'notDeclared'"),
            std::string::npos)
      << E;
}

TEST(HostSkip, CudaDeviceHeadersAreNeverSkipped) {
  EXPECT_TRUE(isCudaDeviceHeader("cooperative_groups.h"));
  EXPECT_TRUE(isCudaDeviceHeader("cub/block/block_reduce.cuh"));
  EXPECT_TRUE(isCudaDeviceHeader("cuda_fp16.h"));
  EXPECT_TRUE(isCudaDeviceHeader("mma.h"));
  EXPECT_TRUE(isCudaDeviceHeader("curand_kernel.h"));
  EXPECT_FALSE(isCudaDeviceHeader("cublas_v2.h"));
  EXPECT_FALSE(isCudaDeviceHeader("omp.h"));
  EXPECT_FALSE(isCudaDeviceHeader("GL/glut.h"));
}

TEST(Frontend, PragmaUnrollZeroIsIgnoredAsByNvcc) {
  // nvcc ignores `#pragma unroll 0` (warning 20168) and unrolls the 8-trip loop
  // fully: 8 multiplies. `#pragma unroll 1` keeps the loop: 1 multiply.
  const char *Loop = "__global__ void k(float *a) {\n"
                     "#pragma unroll %s\n"
                     "  for (int i = 0; i < 8; ++i) a[threadIdx.x + i * 32] *= 2.0f;\n}\n";
  char Buf[512];
  std::snprintf(Buf, sizeof Buf, Loop, "0");
  DeviceModule Zero = mustCompileText(Buf, opts(false));
  std::snprintf(Buf, sizeof Buf, Loop, "1");
  DeviceModule One = mustCompileText(Buf, opts(false));
  ASSERT_TRUE(Zero.Module && One.Module);
  EXPECT_EQ(countOpcode(*Zero.Module, llvm::Instruction::FMul), 8u);
  EXPECT_EQ(countOpcode(*One.Module, llvm::Instruction::FMul), 1u);
}

TEST(Frontend, PragmaUnrollOfAParameterDefinedZeroIsDroppedAsByKernelTuner) {
  // Kernel Tuner removes `#pragma unroll loop_unroll_factor_k` when the parameter
  // is 0 (the compiler decides) and otherwise declares it `constexpr int`; with
  // -D loop_unroll_factor_k=0 the 8-trip loop is unrolled fully as without the
  // pragma (8 multiplies), with =1 it stays rolled (1), and a name defined 0 that
  // is not the pragma's changes nothing.
  const char *Loop = "__global__ void k(float *a) {\n"
                     "#pragma unroll loop_unroll_factor_k\n"
                     "  for (int i = 0; i < 8; ++i) a[threadIdx.x + i * 32] *= 2.0f;\n}\n";
  auto Mul = [&](std::vector<std::string> Defines) {
    CompileOptions O = opts(false);
    O.Defines = std::move(Defines);
    DeviceModule M = mustCompileText(Loop, O);
    return M.Module ? countOpcode(*M.Module, llvm::Instruction::FMul) : 0u;
  };
  EXPECT_EQ(Mul({"loop_unroll_factor_k=0"}), 8u);
  EXPECT_EQ(Mul({"loop_unroll_factor_k=1"}), 1u);
  EXPECT_EQ(Mul({"loop_unroll_factor_k=1", "other=0"}), 1u);
}

TEST(Frontend, AsmOperandsWithoutACommaCompileAsWithNvcc) {
  // nvcc accepts `::"r"(v) "l"(p)` (no comma between the operands, as in the
  // CUDA samples' conjugateGradientMultiDeviceCG); Clang stops at the second
  // constraint. The front end puts the comma in: the asm call has both operands,
  // and a ')' followed by '"' inside the template string is left alone.
  const char *Text = "__global__ void release(unsigned char *p, unsigned v) {\n"
                     "  asm volatile(\"st.release.sys.global.u8 [%1], %0; // (x)\" ::\"r\"(v) \"l\"(p) : \"memory\");\n"
                     "}\n";
  DeviceModule M = mustCompileText(Text, opts(false));
  ASSERT_TRUE(M.Module);
  auto Calls = inlineAsmCalls(*M.Module);
  ASSERT_EQ(Calls.size(), 1u);
  EXPECT_EQ(Calls[0]->arg_size(), 2u);
  EXPECT_EQ(asmString(Calls[0]), "st.release.sys.global.u8 [$1], $0; // (x)");
}

TEST(Frontend, PtxSpecialRegisterWithOnePercentCompilesAsWithNvcc) {
  // nvcc accepts `%globaltimer` in inline asm; Clang needs `%%globaltimer`. The
  // front end escapes it, and the PTX keeps the register name.
  const char *Text = "__global__ void stamp(long long *t) {\n"
                     "  long long g;\n"
                     "  asm volatile(\"mov.u64 %0, %globaltimer;\" : \"=l\"(g));\n"
                     "  *t = g;\n}\n";
  DeviceModule M = mustCompileText(Text, opts(false));
  ASSERT_TRUE(M.Module);
  bool Found = false;
  for (const llvm::CallBase *C : inlineAsmCalls(*M.Module))
    Found |= asmString(C) == "mov.u64 $0, %globaltimer;";
  EXPECT_TRUE(Found);
}
