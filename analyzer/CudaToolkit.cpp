// Finding the CUDA toolkit (CudaToolkit.h): --cuda-path, CUDA_PATH, CUDA_HOME,
// nvcc on PATH, /usr/local/cuda; version from include/cuda.h.
#include "analyzer/CudaToolkit.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <fmt/format.h>

#include <cstdlib>

namespace kc {
namespace {

bool isToolkit(const std::string &Dir) {
  return !Dir.empty() && llvm::sys::fs::exists(Dir + "/include/cuda_runtime.h");
}

/// "13.0" from `#define CUDA_VERSION 13000` in include/cuda.h.
std::string readVersion(const std::string &Dir) {
  auto Buf = llvm::MemoryBuffer::getFile(Dir + "/include/cuda.h", /*IsText=*/true);
  if (!Buf)
    return "";
  llvm::StringRef Text = (*Buf)->getBuffer();
  size_t At = Text.find("#define CUDA_VERSION ");
  if (At == llvm::StringRef::npos)
    return "";
  llvm::StringRef Num = Text.substr(At + 21).ltrim().take_while([](char C) { return C >= '0' && C <= '9'; });
  unsigned V = 0;
  if (Num.getAsInteger(10, V) || V == 0)
    return "";
  return fmt::format("{}.{}", V / 1000, (V % 1000) / 10);
}

CudaToolkit make(const std::string &Dir, const char *Via) {
  llvm::SmallString<256> Real;
  CudaToolkit T;
  T.Path = llvm::sys::fs::real_path(Dir, Real) ? Dir : std::string(Real);
  T.Version = readVersion(T.Path);
  T.FoundVia = Via;
  return T;
}

} // namespace

bool cudaToolkitDisabledByEnvironment() {
  const char *V = std::getenv("KERNELCAST_NO_CUDA_TOOLKIT");
  return V && *V && llvm::StringRef(V) != "0";
}

llvm::Expected<std::optional<CudaToolkit>> findCudaToolkit(const CompileOptions &Opts) {
  if (!Opts.CudaPath.empty()) {
    if (!isToolkit(Opts.CudaPath))
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          fmt::format("--cuda-path '{}': not a CUDA toolkit (no include/cuda_runtime.h there)",
                      Opts.CudaPath));
    return make(Opts.CudaPath, "--cuda-path");
  }
  for (const char *Env : {"CUDA_PATH", "CUDA_HOME"})
    if (const char *P = std::getenv(Env); P && isToolkit(P))
      return make(P, Env);
  if (auto Nvcc = llvm::sys::findProgramByName("nvcc")) {
    llvm::SmallString<256> Real;
    if (!llvm::sys::fs::real_path(*Nvcc, Real)) {
      llvm::StringRef Root = llvm::sys::path::parent_path(llvm::sys::path::parent_path(Real));
      if (isToolkit(Root.str()))
        return make(Root.str(), "nvcc on PATH");
    }
  }
  if (isToolkit("/usr/local/cuda"))
    return make("/usr/local/cuda", "default");
  return std::optional<CudaToolkit>();
}

llvm::Expected<std::optional<CudaToolkit>> headerToolkit(const CompileOptions &Opts) {
  if (!Opts.UseCudaToolkit || cudaToolkitDisabledByEnvironment())
    return std::optional<CudaToolkit>();
  return findCudaToolkit(Opts);
}

std::string describeHeaders(const std::optional<CudaToolkit> &Tk, bool Disabled) {
  if (Tk)
    return fmt::format("CUDA {} toolkit headers ({}, found via {})",
                       Tk->Version.empty() ? "?" : Tk->Version, Tk->Path, Tk->FoundVia);
  return Disabled ? "kernelcast built-in device header (CUDA toolkit disabled)"
                  : "kernelcast built-in device header (no CUDA toolkit found)";
}

} // namespace kc
