// Front end tests: the corpus under tests/kernels compiles, kernels are listed
// with names/parameters/lines, IR inputs, diagnostics, -D, shared memory from the
// IR, ptxas parsing (and ptxas itself when installed), the compile cache.
#include "analyzer/CompileCache.h"
#include "analyzer/Frontend.h"
#include "analyzer/FrontendNvptx.h"
#include "analyzer/Ptxas.h"

#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include "../common/TempFiles.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>

#include <fstream>

using namespace kc;

namespace {

std::string corpus(const std::string &Name) {
  return std::string(KC_SOURCE_DIR) + "/tests/kernels/" + Name;
}

CompileOptions noCache() {
  CompileOptions O;
  O.UseCache = false;
  return O;
}

DeviceModule mustCompile(const std::string &Name, CompileOptions O = noCache()) {
  auto M = loadDeviceCode(corpus(Name), O);
  if (!M) {
    ADD_FAILURE() << Name << ": " << llvm::toString(M.takeError());
    return DeviceModule();
  }
  return std::move(*M);
}

std::vector<std::string> names(const std::vector<KernelInfo> &Ks) {
  std::vector<std::string> Out;
  for (const KernelInfo &K : Ks)
    Out.push_back(K.Name);
  return Out;
}

std::string functionText(const DeviceModule &M, const std::string &Mangled) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  M.Module->getFunction(Mangled)->print(OS);
  return S;
}

std::string tempDir() { return kc::test::tempDir("kc-frontend-test"); }

} // namespace

TEST(Frontend, EveryCorpusKernelCompiles) {
  // File -> the kernels it must list, in source order.
  const std::vector<std::pair<std::string, std::vector<std::string>>> Corpus = {
      {"saxpy.cu", {"saxpy"}},
      {"matmul_naive.cu", {"matmulNaive"}},
      {"matmul_tiled.cu", {"matmulTiled"}},
      {"amaris_kernels.cu",
       {"vectorAdd", "dotProd", "matMul", "matMulUncoalesced", "matMulShared",
        "matMulSharedUncoalesced", "matSum", "matSumNormal"}},
      {"transpose.cu", {"transposeNaive", "transposeTiled"}},
      {"strided_copy.cu", {"stridedCopy", "offsetCopy", "transposedIndexCopy", "reversedCopy"}},
      {"aos_soa.cu", {"updateAoS", "updateSoA"}},
      {"reduction.cu", {"reduceSum"}},
      {"histogram.cu", {"histogram"}},
      {"branch.cu", {"clampOrIterate"}},
      {"template_kernel.cu", {"scale<int>", "scale<float>", "scale<double>"}},
      {"dynamic_shared.cu", {"reverseBlock"}},
      {"grid_stride.cu", {"scaleGridStride"}},
      {"stencil.cu", {"jacobi5"}},
      {"math_intrinsics.cu", {"mathMix"}},
  };
  for (const auto &[File, Expected] : Corpus) {
    DeviceModule M = mustCompile(File);
    if (!M.Module)
      continue;
    std::vector<std::string> Got = names(listKernels(M));
    std::vector<std::string> Want = Expected;
    std::sort(Got.begin(), Got.end());
    std::sort(Want.begin(), Want.end());
    EXPECT_EQ(Got, Want) << File;
    for (const KernelInfo &K : listKernels(M)) {
      llvm::Function *F = M.kernelFunction(K);
      ASSERT_NE(F, nullptr) << K.Name;
      EXPECT_TRUE(isKernelFunction(*F));
      // Line tables: every non-intrinsic instruction of the kernel has a line.
      for (const llvm::BasicBlock &BB : *F)
        for (const llvm::Instruction &I : BB)
          if (!llvm::isa<llvm::DbgInfoIntrinsic>(I))
            EXPECT_TRUE(I.getDebugLoc() && I.getDebugLoc().getLine() > 0)
                << File << " " << K.Name << ": instruction without a line";
    }
  }
}

TEST(Frontend, ListsNameParametersAndLine) {
  DeviceModule M = mustCompile("saxpy.cu");
  ASSERT_TRUE(M.Module);
  auto Ks = listKernels(M);
  ASSERT_EQ(Ks.size(), 1u);
  const KernelInfo &K = Ks[0];
  EXPECT_EQ(K.Name, "saxpy");
  EXPECT_EQ(K.BaseName, "saxpy");
  EXPECT_EQ(K.MangledName, "_Z5saxpyifPKfPf");
  EXPECT_EQ(K.Signature, "void saxpy(int, float, const float *, float *)");
  EXPECT_EQ(K.Loc.Line, 8u); // `__global__ void saxpy(` in tests/kernels/saxpy.cu
  EXPECT_TRUE(llvm::StringRef(K.Loc.File).ends_with("saxpy.cu"));
  ASSERT_EQ(K.Params.size(), 4u);
  EXPECT_EQ(K.Params[0].Name, "n");
  EXPECT_EQ(K.Params[0].Type, "int");
  EXPECT_FALSE(K.Params[0].IsPointer);
  EXPECT_EQ(K.Params[2].Name, "x");
  EXPECT_EQ(K.Params[2].Type, "const float *");
  EXPECT_TRUE(K.Params[2].IsPointer);
  // IR argument names are kept for the pass.
  EXPECT_EQ(M.kernelFunction(K)->getArg(3)->getName(), "y");
  EXPECT_EQ(M.Arch, "sm_80");
}

TEST(Frontend, TemplateInstantiationsAndSelection) {
  DeviceModule M = mustCompile("template_kernel.cu");
  ASSERT_TRUE(M.Module);
  auto All = selectKernels(M, "scale");
  ASSERT_TRUE(bool(All)) << llvm::toString(All.takeError());
  EXPECT_EQ(All->size(), 3u);
  auto F = selectKernels(M, "scale<float>");
  ASSERT_TRUE(bool(F));
  ASSERT_EQ(F->size(), 1u);
  EXPECT_EQ((*F)[0].BaseName, "scale");
  EXPECT_EQ((*F)[0].Params[1].Type, "float");
  EXPECT_EQ((*F)[0].Loc.Line, 8u);
  auto ByMangled = selectKernels(M, (*F)[0].MangledName);
  ASSERT_TRUE(bool(ByMangled));
  EXPECT_EQ(ByMangled->size(), 1u);
  auto D = selectKernels(M, "scale<double>");
  ASSERT_TRUE(bool(D));
  EXPECT_EQ((*D)[0].Params[0].Type, "double *");
  // The __device__ helper is inlined: no call remains in the kernel.
  for (const llvm::BasicBlock &BB : *M.kernelFunction((*D)[0]))
    for (const llvm::Instruction &I : BB)
      if (auto *C = llvm::dyn_cast<llvm::CallInst>(&I))
        EXPECT_TRUE(C->getCalledFunction() && C->getCalledFunction()->isIntrinsic());
  auto None = selectKernels(M, "nosuch");
  ASSERT_FALSE(bool(None));
  std::string Msg = llvm::toString(None.takeError());
  EXPECT_NE(Msg.find("no kernel named 'nosuch'"), std::string::npos) << Msg;
  EXPECT_NE(Msg.find("scale<float>"), std::string::npos) << Msg;
}

TEST(Frontend, LoadsLlAndBc) {
  auto L = loadDeviceCode(corpus("ll/matmul_tiled.ll"), noCache());
  ASSERT_TRUE(bool(L)) << llvm::toString(L.takeError());
  auto Ks = listKernels(*L);
  ASSERT_EQ(Ks.size(), 1u);
  EXPECT_EQ(Ks[0].Name, "matmulTiled");
  EXPECT_EQ(Ks[0].Params[3].Name, "Width");
  EXPECT_EQ(L->Arch, "sm_80");

  std::string Dir = tempDir();
  std::string Bc = Dir + "/tiled.bc";
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Bc, EC);
    ASSERT_FALSE(EC);
    llvm::WriteBitcodeToFile(*L->Module, OS);
  }
  auto B = loadDeviceCode(Bc, noCache());
  ASSERT_TRUE(bool(B)) << llvm::toString(B.takeError());
  ASSERT_EQ(listKernels(*B).size(), 1u);
  EXPECT_EQ(listKernels(*B)[0].Signature, Ks[0].Signature);

  // Foreign IR without the kernel table: names from the IR and nvvm.annotations.
  B->Module->eraseNamedMetadata(B->Module->getNamedMetadata("kernelcast.kernels"));
  auto Foreign = listKernels(*B);
  ASSERT_EQ(Foreign.size(), 1u);
  EXPECT_EQ(Foreign[0].Name, "matmulTiled");
  EXPECT_EQ(Foreign[0].Params[0].Name, "M");
  EXPECT_EQ(Foreign[0].Loc.Line, 11u);
  llvm::sys::fs::remove_directories(Dir);
}

TEST(Frontend, MalformedGivesClangDiagnostic) {
  auto M = loadDeviceCode(corpus("malformed.cu"), noCache());
  ASSERT_FALSE(bool(M));
  std::string Msg = llvm::toString(M.takeError());
  EXPECT_NE(Msg.find("malformed.cu:4:22: error: expected ';'"), std::string::npos) << Msg;
}

TEST(Frontend, NoKernelIsAnError) {
  auto M = loadDeviceCode(corpus("nokernel.cu"), noCache());
  ASSERT_FALSE(bool(M));
  std::string Msg = llvm::toString(M.takeError());
  EXPECT_NE(Msg.find("nokernel.cu: no __global__ function"), std::string::npos) << Msg;
}

TEST(Frontend, BadOptionsAreNamed) {
  CompileOptions O = noCache();
  O.Arch = "sm_99";
  auto M = compileCuda(corpus("saxpy.cu"), O);
  ASSERT_FALSE(bool(M));
  EXPECT_NE(llvm::toString(M.takeError()).find("unsupported architecture 'sm_99'"),
            std::string::npos);
  O = noCache();
  O.Std = "c++03";
  auto S = compileCuda(corpus("saxpy.cu"), O);
  ASSERT_FALSE(bool(S));
  EXPECT_NE(llvm::toString(S.takeError()).find("c++03"), std::string::npos);
  EXPECT_TRUE(isSupportedArch("sm_35"));
  EXPECT_TRUE(isSupportedArch("sm_90a"));
  EXPECT_TRUE(isSupportedArch("sm_100")); // Blackwell: LLVM 22's NVPTX knows these
  EXPECT_TRUE(isSupportedArch("sm_120"));
  EXPECT_FALSE(isSupportedArch("sm_99"));
  EXPECT_EQ(archNumber("sm_86"), 86u);
}

// The Blackwell GPU files compile for their own architecture (sm_100 for CC 10.0,
// sm_120 for CC 12.0), with a PTX ISA that ptxas accepts for them.
TEST(Frontend, BlackwellCompilesForItsOwnArchitecture) {
  for (const char *Arch : {"sm_100", "sm_120"}) {
    CompileOptions O = noCache();
    O.Arch = Arch;
    auto M = compileCuda(corpus("saxpy.cu"), O);
    ASSERT_TRUE(bool(M)) << llvm::toString(M.takeError());
    EXPECT_EQ(M->Arch, Arch);
    auto PTX = emitPTX(*M->Module, Arch);
    ASSERT_TRUE(bool(PTX)) << llvm::toString(PTX.takeError());
    EXPECT_NE(PTX->find(std::string(".target ") + Arch), std::string::npos) << Arch;
    EXPECT_NE(PTX->find(".version 8.8"), std::string::npos) << Arch;
  }
}

TEST(Frontend, DefineChangesTheIR) {
  DeviceModule T16 = mustCompile("matmul_tiled.cu");
  CompileOptions O = noCache();
  O.Defines = {"TILE=32"};
  DeviceModule T32 = mustCompile("matmul_tiled.cu", O);
  ASSERT_TRUE(T16.Module && T32.Module);
  llvm::Function *F16 = T16.Module->getFunction("_Z11matmulTiledPKfS0_Pfi");
  llvm::Function *F32 = T32.Module->getFunction("_Z11matmulTiledPKfS0_Pfi");
  ASSERT_TRUE(F16 && F32);
  // Two TILE x TILE float arrays: 2*16*16*4 and 2*32*32*4 bytes.
  EXPECT_EQ(sharedMemoryOf(*F16).StaticBytes, 2048u);
  EXPECT_EQ(sharedMemoryOf(*F32).StaticBytes, 8192u);
  EXPECT_FALSE(sharedMemoryOf(*F16).UsesDynamic);
}

TEST(Frontend, SharedMemoryAccessesAreAddrspace3) {
  DeviceModule M = mustCompile("matmul_tiled.cu");
  ASSERT_TRUE(M.Module);
  unsigned SharedLoads = 0;
  for (const llvm::BasicBlock &BB : *M.Module->getFunction("_Z11matmulTiledPKfS0_Pfi"))
    for (const llvm::Instruction &I : BB)
      if (auto *L = llvm::dyn_cast<llvm::LoadInst>(&I))
        SharedLoads += L->getPointerAddressSpace() == 3;
  EXPECT_GT(SharedLoads, 0u);
}

TEST(Frontend, StaticAndDynamicSharedMemory) {
  struct Case {
    std::string File, Mangled;
    unsigned Static;
    bool Dynamic;
  };
  const Case Cases[] = {
      {"dynamic_shared.cu", "_Z12reverseBlockPfi", 16, true}, // int flags[4]
      {"reduction.cu", "_Z9reduceSumPKfPfi", 1024, false},     // float[256]
      {"histogram.cu", "_Z9histogramPKhiPj", 1024, false},     // unsigned[256]
      {"transpose.cu", "_Z14transposeTiledPfPKfii", 32 * 33 * 4, false},
      {"saxpy.cu", "_Z5saxpyifPKfPf", 0, false},
  };
  for (const Case &C : Cases) {
    DeviceModule M = mustCompile(C.File);
    ASSERT_TRUE(M.Module) << C.File;
    llvm::Function *F = M.Module->getFunction(C.Mangled);
    ASSERT_NE(F, nullptr) << C.Mangled;
    SharedMemoryInfo S = sharedMemoryOf(*F);
    EXPECT_EQ(S.StaticBytes, C.Static) << C.File;
    EXPECT_EQ(S.UsesDynamic, C.Dynamic) << C.File;
  }
}

TEST(Frontend, DeviceHeaderMathAndNoOps) {
  // kernelcast's built-in header (printf is a no-op there; the toolkit's printf
  // is a vprintf call, as with nvcc: FrontendToolkitTest.cpp).
  CompileOptions O = noCache();
  O.UseCudaToolkit = false;
  DeviceModule M = mustCompile("math_intrinsics.cu", O);
  ASSERT_TRUE(M.Module);
  llvm::Function *K = M.Module->getFunction(listKernels(M)[0].MangledName);
  bool HasAtomic = false, HasShuffle = false, HasVprintf = false;
  for (const llvm::BasicBlock &BB : *K)
    for (const llvm::Instruction &I : BB) {
      HasAtomic |= llvm::isa<llvm::AtomicRMWInst>(I) || llvm::isa<llvm::AtomicCmpXchgInst>(I);
      if (auto *C = llvm::dyn_cast<llvm::CallInst>(&I))
        if (llvm::Function *Callee = C->getCalledFunction()) {
          HasShuffle |= Callee->getName().contains("shfl");
          HasVprintf |= Callee->getName() == "vprintf";
        }
    }
  EXPECT_TRUE(HasAtomic);
  EXPECT_TRUE(HasShuffle);
  EXPECT_FALSE(HasVprintf) << "printf must be a no-op on the device";
  if (!findLibdevice(CompileOptions()).empty())
    for (const llvm::Function &F : *M.Module)
      EXPECT_FALSE(F.isDeclaration() && F.getName().starts_with("__nv_"))
          << "unresolved libdevice function " << F.getName().str();
}

TEST(Frontend, WithoutLibdeviceMathUsesBuiltins) {
  CompileOptions O = noCache();
  O.UseLibdevice = false;
  DeviceModule M = mustCompile("branch.cu", O);
  ASSERT_TRUE(M.Module);
  bool SawSqrt = false;
  for (const llvm::Function &F : *M.Module)
    SawSqrt |= F.getName().starts_with("llvm.sqrt") || F.getName().contains("sqrt");
  EXPECT_TRUE(SawSqrt);
}

TEST(Ptxas, ParsesVerboseOutput) {
  // CUDA 13.0 ptxas -v output for the tiled matmul (sm_80), with a called
  // non-entry function whose properties must not be taken for the kernel's.
  const char *Text =
      "ptxas info    : 0 bytes gmem\n"
      "ptxas info    : Function properties for __internal_trig_reduction_slowpathd\n"
      "    40 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
      "ptxas info    : Compiling entry function '_Z12matMulSharedPfS_S_i' for 'sm_80'\n"
      "ptxas info    : Function properties for _Z12matMulSharedPfS_S_i\n"
      "    8 bytes stack frame, 12 bytes spill stores, 16 bytes spill loads\n"
      "ptxas info    : Used 32 registers, used 1 barriers, 2048 bytes smem, 380 bytes "
      "cmem[0]\n"
      "ptxas info    : Compile time = 10.158 ms\n"
      "ptxas info    : Compiling entry function '_Z5saxpyifPKfPf' for 'sm_90a'\n"
      "ptxas info    : Function properties for _Z5saxpyifPKfPf\n"
      "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
      "ptxas info    : Used 10 registers, used 0 barriers\n";
  auto R = parsePtxasOutput(Text);
  ASSERT_EQ(R.size(), 2u);
  const PtxasKernelReport &M = R.at("_Z12matMulSharedPfS_S_i");
  EXPECT_EQ(M.Registers, 32u);
  EXPECT_EQ(M.Barriers, 1u);
  EXPECT_EQ(M.SharedBytes, 2048u);
  EXPECT_EQ(M.ConstantBytes, 380u);
  EXPECT_EQ(M.StackFrameBytes, 8u);
  EXPECT_EQ(M.SpillStoreBytes, 12u);
  EXPECT_EQ(M.SpillLoadBytes, 16u);
  const PtxasKernelReport &S = R.at("_Z5saxpyifPKfPf");
  EXPECT_EQ(S.Registers, 10u);
  EXPECT_EQ(S.SharedBytes, 0u);
  EXPECT_EQ(S.ConstantBytes, 0u);
}

TEST(Ptxas, EstimateWithoutPtxas) {
  DeviceModule M = mustCompile("matmul_tiled.cu");
  ASSERT_TRUE(M.Module);
  PtxasOptions O;
  O.UsePtxas = false;
  O.UseCache = false;
  auto R = kernelResources(M, O);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  const KernelResources &K = R->at("_Z11matmulTiledPKfS0_Pfi");
  // The estimate is the most 32-bit values live at once in the IR, + 4 reserved,
  // at least 16 (its source text says so). The unrolled k loop of the tiled
  // kernel keeps far more values live than ptxas needs registers (nvcc 13.0
  // -arch=sm_80 --resource-usage: 32 registers): an over-estimate, never under.
  llvm::StringRef Src(K.Registers.Source);
  ASSERT_TRUE(Src.starts_with("estimate from IR: at most ")) << K.Registers.Source;
  unsigned Live = 0;
  ASSERT_FALSE(Src.drop_front(strlen("estimate from IR: at most ")).consumeInteger(10, Live));
  EXPECT_EQ(K.Registers.Registers, std::max(16u, Live + 4)) << K.Registers.Source;
  EXPECT_GE(K.Registers.Registers, 32u);
  EXPECT_EQ(K.Shared.StaticBytes, 2048u);
  // saxpy holds i, n, a, x, y, x[i], y[i] and an address at once: 8 values,
  // 8 + 4 = 12 < 16: the floor, 16.
  DeviceModule S = mustCompile("saxpy.cu");
  ASSERT_TRUE(S.Module);
  auto RS = kernelResources(S, O);
  ASSERT_TRUE(bool(RS)) << llvm::toString(RS.takeError());
  EXPECT_EQ(RS->at("_Z5saxpyifPKfPf").Registers.Registers, 16u)
      << RS->at("_Z5saxpyifPKfPf").Registers.Source;
}

TEST(Ptxas, RunsPtxasWhenInstalled) {
  if (findPtxas(PtxasOptions()).empty())
    GTEST_SKIP() << "ptxas not found (PATH, /usr/local/cuda/bin): register counts untested";
  DeviceModule M = mustCompile("matmul_tiled.cu");
  ASSERT_TRUE(M.Module);
  PtxasOptions O;
  O.UseCache = false;
  auto R = kernelResources(M, O);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  const KernelResources &K = R->at("_Z11matmulTiledPKfS0_Pfi");
  ASSERT_TRUE(K.Ptxas.has_value()) << K.Registers.Source;
  EXPECT_TRUE(llvm::StringRef(K.Registers.Source).starts_with("ptxas ")) << K.Registers.Source;
  EXPECT_NE(K.Registers.Source.find("(sm_80)"), std::string::npos) << K.Registers.Source;
  // nvcc 13.0 -arch=sm_80 --resource-usage on the same source: "Used 32
  // registers, used 1 barriers, 2048 bytes smem". ptxas assembles clang's PTX
  // here, whose instruction selection differs a little from nvcc's front end:
  // within one register (31 with clang 22 and CUDA 13.0).
  EXPECT_NEAR(K.Registers.Registers, 32.0, 1.0) << K.Registers.Source;
  EXPECT_EQ(K.Ptxas->Barriers, 1u);
  // ptxas and the IR agree on static shared memory.
  EXPECT_EQ(K.Ptxas->SharedBytes, K.Shared.StaticBytes);

  // An architecture CUDA 13's ptxas no longer accepts: assembled for the nearest
  // one it does, and labelled so.
  CompileOptions Old = noCache();
  Old.Arch = "sm_35";
  DeviceModule M35 = mustCompile("saxpy.cu", Old);
  ASSERT_TRUE(M35.Module);
  auto R35 = kernelResources(M35, O);
  ASSERT_TRUE(bool(R35)) << llvm::toString(R35.takeError());
  const RegisterInfo &I35 = R35->at("_Z5saxpyifPKfPf").Registers;
  if (ptxasArchFor("sm_35", findPtxas(PtxasOptions())) != "sm_35")
    EXPECT_NE(I35.Source.find("nearest supported; target sm_35"), std::string::npos)
        << I35.Source;
  // nvcc 13.0 -arch=sm_80 --resource-usage on saxpy.cu: "Used 10 registers";
  // and for sm_75, the nearest architecture CUDA 13 assembles sm_35 code for.
  EXPECT_NEAR(I35.Registers, 10.0, 1.0) << I35.Source;
}

TEST(Ptxas, RunsWhileTheCallerWorks) {
  if (findPtxas(PtxasOptions()).empty())
    GTEST_SKIP() << "ptxas not found (PATH, /usr/local/cuda/bin): register counts untested";
  DeviceModule M = mustCompile("matmul_tiled.cu");
  ASSERT_TRUE(M.Module);
  PtxasOptions O;
  O.UseCache = false;
  auto Whole = kernelResources(M, O);
  ASSERT_TRUE(bool(Whole)) << llvm::toString(Whole.takeError());

  // start: PTX emitted, ptxas started on it, not waited for.
  auto P = startKernelResources(M, O);
  ASSERT_TRUE(bool(P)) << llvm::toString(P.takeError());
  EXPECT_TRUE(P->Running);
  EXPECT_FALSE(P->Done);
  EXPECT_TRUE(llvm::sys::fs::exists(P->PtxFile)) << P->PtxFile;
  std::string PtxFile = P->PtxFile;
  auto Split = finishKernelResources(std::move(*P), M);
  EXPECT_FALSE(llvm::sys::fs::exists(PtxFile)) << PtxFile;
  ASSERT_EQ(Split.size(), Whole->size());
  for (const auto &[Name, R] : *Whole) {
    const KernelResources &S = Split.at(Name);
    EXPECT_EQ(S.Registers.Registers, R.Registers.Registers) << Name;
    EXPECT_EQ(S.Registers.Source, R.Registers.Source) << Name;
    EXPECT_EQ(S.Shared.StaticBytes, R.Shared.StaticBytes) << Name;
    ASSERT_TRUE(S.Ptxas.has_value()) << Name;
    EXPECT_EQ(S.Ptxas->Barriers, R.Ptxas->Barriers) << Name;
  }

  // Dropped unfinished (the analysis failed): ptxas is waited for, its input removed.
  {
    auto Dropped = startKernelResources(M, O);
    ASSERT_TRUE(bool(Dropped)) << llvm::toString(Dropped.takeError());
    PtxFile = Dropped->PtxFile;
  }
  EXPECT_FALSE(llvm::sys::fs::exists(PtxFile)) << PtxFile;
}

TEST(CompileCache, HitReturnsTheSameModule) {
  std::string Dir = tempDir();
  CompileOptions O;
  O.CacheDir = Dir;
  auto First = loadDeviceCode(corpus("matmul_tiled.cu"), O);
  ASSERT_TRUE(bool(First)) << llvm::toString(First.takeError());
  EXPECT_FALSE(First->FromCache);
  auto Second = loadDeviceCode(corpus("matmul_tiled.cu"), O);
  ASSERT_TRUE(bool(Second)) << llvm::toString(Second.takeError());
  EXPECT_TRUE(Second->FromCache);
  EXPECT_EQ(First->CacheKey, Second->CacheKey);
  EXPECT_EQ(functionText(*First, "_Z11matmulTiledPKfS0_Pfi"),
            functionText(*Second, "_Z11matmulTiledPKfS0_Pfi"));
  EXPECT_EQ(listKernels(*Second)[0].Signature, listKernels(*First)[0].Signature);

  // Another define is another entry.
  CompileOptions O32 = O;
  O32.Defines = {"TILE=32"};
  auto Third = loadDeviceCode(corpus("matmul_tiled.cu"), O32);
  ASSERT_TRUE(bool(Third));
  EXPECT_FALSE(Third->FromCache);
  EXPECT_NE(Third->CacheKey, First->CacheKey);

  // A corrupt entry is ignored and rewritten.
  {
    std::ofstream Junk(Dir + "/" + First->CacheKey + ".bc", std::ios::trunc);
    Junk << "not bitcode";
  }
  auto Fourth = loadDeviceCode(corpus("matmul_tiled.cu"), O);
  ASSERT_TRUE(bool(Fourth)) << llvm::toString(Fourth.takeError());
  EXPECT_FALSE(Fourth->FromCache);
  auto Fifth = loadDeviceCode(corpus("matmul_tiled.cu"), O);
  ASSERT_TRUE(bool(Fifth));
  EXPECT_TRUE(Fifth->FromCache);

  // Disabled: never a hit.
  O.UseCache = false;
  auto Off = loadDeviceCode(corpus("matmul_tiled.cu"), O);
  ASSERT_TRUE(bool(Off));
  EXPECT_FALSE(Off->FromCache);
  llvm::sys::fs::remove_directories(Dir);
}

TEST(CompileCache, ChangedHeaderIsAMiss) {
  std::string Dir = tempDir();
  std::string Src = Dir + "/k.cu", Hdr = Dir + "/scale.h";
  std::ofstream(Hdr) << "#define SCALE 2.0f\n";
  std::ofstream(Src) << "#include \"scale.h\"\n"
                        "__global__ void k(float *x) { x[threadIdx.x] *= SCALE; }\n";
  CompileOptions O;
  O.CacheDir = Dir + "/cache";
  auto A = loadDeviceCode(Src, O);
  ASSERT_TRUE(bool(A)) << llvm::toString(A.takeError());
  ASSERT_EQ(A->IncludedFiles.size(), 1u);
  EXPECT_TRUE(llvm::StringRef(A->IncludedFiles[0]).ends_with("scale.h"));
  auto B = loadDeviceCode(Src, O);
  ASSERT_TRUE(bool(B));
  EXPECT_TRUE(B->FromCache);
  std::ofstream(Hdr, std::ios::trunc) << "#define SCALE 3.0f\n";
  auto C = loadDeviceCode(Src, O);
  ASSERT_TRUE(bool(C));
  EXPECT_FALSE(C->FromCache);
  EXPECT_NE(functionText(*C, "_Z1kPf").find("3.0"), std::string::npos);
  llvm::sys::fs::remove_directories(Dir);
}
