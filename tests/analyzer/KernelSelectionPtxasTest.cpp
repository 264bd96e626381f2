// Registers of the selected kernels only (`analyze --kernel K`): the other
// kernels of the file are left out of the PTX that ptxas assembles, the
// selected kernel's registers are what assembling the whole file gives, and the
// register cache entry keeps every kernel that was ever assembled.
#include "analyzer/CompileCache.h"
#include "analyzer/Frontend.h"
#include "analyzer/FrontendNvptx.h"
#include "analyzer/Ptxas.h"
#include "analyzer/SourceAnalysis.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include "../common/TempFiles.h"
#include "FrontendTestUtil.h"

#include <gtest/gtest.h>

using namespace kc;
using namespace kc::test;

namespace {

std::string corpus(const std::string &Name) {
  return std::string(KC_SOURCE_DIR) + "/tests/kernels/" + Name;
}

bool noPtxas() { return findPtxas(PtxasOptions()).empty(); }

/// The text of the one register cache entry in \p Dir ("" when none).
std::string registerEntry(const std::string &Dir) {
  std::error_code EC;
  std::string Found, Text;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC; It.increment(EC)) {
    llvm::StringRef Name = llvm::sys::path::filename(It->path());
    if (Name.contains(".regs-") && Name.ends_with(".json")) {
      EXPECT_TRUE(Found.empty()) << "two register entries: " << Found << ", " << Name.str();
      Found = Name.str();
      Text = readAll(It->path());
    }
  }
  return Text;
}

// Two kernels calling one non-inlined device function; a second function only
// the second kernel calls.
constexpr const char *TwoKernels = R"(
__device__ __noinline__ float shared_step(float x) { return x * 3.0f + 1.0f; }
static __device__ __noinline__ float only_b_step(float x) { return x * x - 2.0f; }
__global__ void kernel_a(float *p) { p[threadIdx.x] = shared_step(p[threadIdx.x]); }
__global__ void kernel_b(float *p) {
  p[threadIdx.x] = only_b_step(shared_step(p[threadIdx.x + 1]));
}
)";

} // namespace

TEST(KernelSelection, DroppedKernelsAndWhatOnlyTheyCalledLeaveThePtx) {
  DeviceModule M = mustCompileText(TwoKernels, uncachedOptions(false), "two.cu");
  ASSERT_TRUE(M.Module);
  std::vector<KernelInfo> Ks = listKernels(M);
  ASSERT_EQ(Ks.size(), 2u);
  std::string A = Ks[0].MangledName, B = Ks[1].MangledName;
  ASSERT_EQ(Ks[0].Name.substr(0, 8), "kernel_a");

  auto Whole = emitPTX(*M.Module, M.Arch);
  ASSERT_TRUE(bool(Whole)) << llvm::toString(Whole.takeError());
  EXPECT_NE(Whole->find(".entry " + B), std::string::npos);
  EXPECT_NE(Whole->find("only_b_step"), std::string::npos);

  auto OnlyA = emitPTX(*M.Module, M.Arch, {B});
  ASSERT_TRUE(bool(OnlyA)) << llvm::toString(OnlyA.takeError());
  EXPECT_NE(OnlyA->find(".entry " + A), std::string::npos) << *OnlyA;
  EXPECT_EQ(OnlyA->find(".entry " + B), std::string::npos) << *OnlyA;
  EXPECT_EQ(OnlyA->find("only_b_step"), std::string::npos) << *OnlyA;
  EXPECT_NE(OnlyA->find("shared_step"), std::string::npos) << *OnlyA; // kernel_a calls it
  // The module itself is untouched (emitPTX lowers a copy).
  EXPECT_NE(M.Module->getFunction(B), nullptr);
}

TEST(KernelSelection, OnlyTheSelectedKernelIsAssembledAndCached) {
  if (noPtxas())
    GTEST_SKIP() << "ptxas not found (PATH, /usr/local/cuda/bin)";
  ScopedTempDir Scratch("kc-kernel-selection");
  const std::string &Dir = Scratch.Path;
  CompileOptions C;
  C.CacheDir = Dir;
  auto M = loadDeviceCode(corpus("transpose.cu"), C);
  ASSERT_TRUE(bool(M)) << llvm::toString(M.takeError());
  std::vector<KernelInfo> Ks = listKernels(*M);
  ASSERT_EQ(Ks.size(), 2u);
  std::string Naive = Ks[0].MangledName, Tiled = Ks[1].MangledName;
  ASSERT_EQ(Naive, "_Z14transposeNaivePfPKfii");
  ASSERT_EQ(Tiled, "_Z14transposeTiledPfPKfii");

  PtxasOptions NoCache;
  NoCache.UseCache = false;
  auto Whole = kernelResources(*M, NoCache);
  ASSERT_TRUE(bool(Whole)) << llvm::toString(Whole.takeError());

  PtxasOptions O;
  O.CacheDir = Dir;
  auto P = startKernelResources(*M, O, {Tiled});
  ASSERT_TRUE(bool(P)) << llvm::toString(P.takeError());
  EXPECT_TRUE(P->Running);
  auto R = finishKernelResources(std::move(*P), *M);
  ASSERT_EQ(R.size(), 1u);
  ASSERT_TRUE(R.count(Tiled));
  ASSERT_TRUE(R.at(Tiled).Ptxas.has_value());
  EXPECT_EQ(R.at(Tiled).Registers.Registers, Whole->at(Tiled).Registers.Registers);
  EXPECT_EQ(R.at(Tiled).Registers.Source, Whole->at(Tiled).Registers.Source);
  EXPECT_EQ(R.at(Tiled).Shared.StaticBytes, Whole->at(Tiled).Shared.StaticBytes);
  // ptxas never saw transposeNaive: the cache entry has the tiled kernel only.
  std::string Entry = registerEntry(Dir);
  EXPECT_NE(Entry.find(Tiled), std::string::npos) << Entry;
  EXPECT_EQ(Entry.find(Naive), std::string::npos) << Entry;

  // The other kernel next: assembled alone, added to the entry.
  auto P2 = startKernelResources(*M, O, {Naive});
  ASSERT_TRUE(bool(P2));
  EXPECT_TRUE(P2->Running);
  auto R2 = finishKernelResources(std::move(*P2), *M);
  EXPECT_EQ(R2.at(Naive).Registers.Registers, Whole->at(Naive).Registers.Registers);
  Entry = registerEntry(Dir);
  EXPECT_NE(Entry.find(Tiled), std::string::npos) << Entry;
  EXPECT_NE(Entry.find(Naive), std::string::npos) << Entry;

  // Every kernel is now in the entry: all of them come from the cache, no ptxas.
  auto All = startKernelResources(*M, O);
  ASSERT_TRUE(bool(All));
  EXPECT_TRUE(All->Done);
  EXPECT_FALSE(All->Running);
  EXPECT_EQ(All->Out.size(), 2u);
}

TEST(KernelSelection, AnalyzeWithKernelAssemblesOnlyThatKernel) {
  if (noPtxas())
    GTEST_SKIP() << "ptxas not found (PATH, /usr/local/cuda/bin)";
  ScopedTempDir Scratch("kc-kernel-selection-analyze");
  const std::string &Dir = Scratch.Path;
  SourceAnalysisOptions O;
  O.Compile.CacheDir = Dir;
  O.Ptxas.CacheDir = Dir;
  O.Kernel = "transposeTiled";
  auto R = analyzeSource(corpus("transpose.cu"), O);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  ASSERT_EQ(R->Models.Kernels.size(), 1u);
  EXPECT_EQ(R->Models.Kernels[0].MangledName, "_Z14transposeTiledPfPKfii");
  std::string Entry = registerEntry(Dir);
  EXPECT_NE(Entry.find("_Z14transposeTiledPfPKfii"), std::string::npos) << Entry;
  EXPECT_EQ(Entry.find("_Z14transposeNaivePfPKfii"), std::string::npos) << Entry;
}
