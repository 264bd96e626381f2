// The CUDA headers' precompiled header (analyzer/FrontendPch.h): the cc1
// argument rewriting, and that compiles with a toolkit build the PCH once,
// share it across defines and survive a corrupt one.
#include "analyzer/CudaToolkit.h"
#include "analyzer/Frontend.h"
#include "analyzer/FrontendPch.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <gtest/gtest.h>

#include <fstream>

using namespace kc;

namespace {

const std::vector<std::string> DeviceCC1 = {
    "-cc1", "-triple", "nvptx64-nvidia-cuda", "-emit-llvm", "-main-file-name", "k.cu",
    "-fdebug-compilation-dir=/home/u/run1", "-cuid=b4a3f729e4a1207b",
    "-include", "__clang_cuda_runtime_wrapper.h",
    "-include", "/v/defines.h", "-D", "NDEBUG", "-o", "/dev/null", "-x", "cuda", "/src/k.cu"};

std::vector<std::string> pchFiles(const std::string &Dir) {
  std::vector<std::string> Out;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir + "/pch", EC), End; !EC && It != End;
       It.increment(EC))
    if (llvm::StringRef(It->path()).ends_with(".pch"))
      Out.push_back(It->path());
  return Out;
}

} // namespace

TEST(FrontendPch, BuildArgumentsEmitThePrefixOnly) {
  auto A = pchBuildArgs(DeviceCC1, "/v/defines.h", "/p/prefix.cu", "/c/x.pch");
  ASSERT_TRUE(A);
  // The source's name, working directory and unit id are left out: one PCH
  // serves every file compiled with the same setting.
  const std::vector<std::string> Want = {
      "-cc1", "-triple", "nvptx64-nvidia-cuda", "-emit-pch", "-main-file-name", "prefix.cu",
      "-include", "__clang_cuda_runtime_wrapper.h", "-D", "NDEBUG",
      "-o", "/c/x.pch", "-x", "cuda", "/p/prefix.cu"};
  EXPECT_EQ(*A, Want);
}

TEST(FrontendPch, ConsumerReadsThePchInsteadOfTheWrapper) {
  const std::vector<std::string> Want = {
      "-cc1", "-triple", "nvptx64-nvidia-cuda", "-emit-llvm", "-main-file-name", "k.cu",
      "-fdebug-compilation-dir=/home/u/run1", "-cuid=b4a3f729e4a1207b", "-include-pch", "/c/x.pch",
      "-include", "/v/defines.h", "-D", "NDEBUG", "-o", "/dev/null", "-x", "cuda", "/src/k.cu"};
  EXPECT_EQ(withPch(DeviceCC1, "/c/x.pch"), Want);
}

TEST(FrontendPch, NoWrapperNoPch) {
  // kernelcast's built-in header (no toolkit): nothing to precompile.
  std::vector<std::string> Builtin = {"-cc1", "-emit-llvm", "-include", "kernelcast_cuda.h",
                                      "-o", "/dev/null", "-x", "cuda", "/src/k.cu"};
  EXPECT_FALSE(pchBuildArgs(Builtin, "/v/defines.h", "/p/prefix.cu", "/c/x.pch"));
}

TEST(FrontendPch, FilesAndDefinesShareOnePchAndACorruptOneIsRebuilt) {
  CompileOptions O;
  auto Tk = findCudaToolkit(O);
  if (!Tk || !*Tk) {
    if (!Tk)
      llvm::consumeError(Tk.takeError());
    GTEST_SKIP() << "no CUDA toolkit: the PCH is only used with the toolkit's headers";
  }
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("kc-pch-test", Dir));
  O.CacheDir = std::string(Dir);
  const std::string Src = std::string(KC_SOURCE_DIR) + "/tests/kernels/matmul_tiled.cu";
  for (const char *Tile : {"TILE=8", "TILE=16"}) {
    O.Defines = {Tile};
    auto M = compileCuda(Src, O);
    ASSERT_TRUE(bool(M)) << llvm::toString(M.takeError());
    std::vector<KernelInfo> Ks = listKernels(*M);
    ASSERT_EQ(Ks.size(), 1u);
    EXPECT_EQ(Ks[0].Name, "matmulTiled");
  }
  // Another source file, compiled from another working directory, too.
  {
    CompileOptions Other = O;
    Other.Defines.clear();
    llvm::SmallString<128> Cwd;
    llvm::sys::fs::current_path(Cwd);
    llvm::sys::fs::set_current_path(O.CacheDir);
    auto M = compileCuda(std::string(KC_SOURCE_DIR) + "/tests/kernels/saxpy.cu", Other);
    llvm::sys::fs::set_current_path(Cwd);
    ASSERT_TRUE(bool(M)) << llvm::toString(M.takeError());
  }
  // All used the same PCH: the defines, the file and the directory are not part of it.
  std::vector<std::string> Files = pchFiles(O.CacheDir);
  ASSERT_EQ(Files.size(), 1u);
  // A corrupt PCH: Clang refuses it, the compile rebuilds it and goes on.
  { std::ofstream(Files[0], std::ios::trunc) << "not a precompiled header"; }
  O.Defines = {"TILE=32"};
  auto M = compileCuda(Src, O);
  ASSERT_TRUE(bool(M)) << llvm::toString(M.takeError());
  ASSERT_EQ(listKernels(*M).size(), 1u);
  EXPECT_EQ(listKernels(*M)[0].Name, "matmulTiled");
  uint64_t Size = 0;
  ASSERT_FALSE(llvm::sys::fs::file_size(Files[0], Size));
  EXPECT_GT(Size, 100000u); // rebuilt: the CUDA headers, megabytes
  llvm::sys::fs::remove_directories(O.CacheDir);
}
