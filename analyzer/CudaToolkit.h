/// \file
/// Finding the CUDA toolkit whose headers (and libdevice) the front end compiles
/// against. Search order: CompileOptions::CudaPath (CLI --cuda-path; an invalid
/// one is an error), $CUDA_PATH, $CUDA_HOME, the directory above `nvcc` on PATH,
/// /usr/local/cuda. A directory counts as a toolkit when it has
/// include/cuda_runtime.h; its version is read from include/cuda.h
/// (CUDA_VERSION 13000 -> "13.0").
///
/// CompileOptions::UseCudaToolkit = false (CLI --no-cuda-toolkit) or
/// KERNELCAST_NO_CUDA_TOOLKIT=1 makes the front end use kernelcast's own device
/// header (analyzer/include/kernelcast_cuda.h) even when a toolkit exists; libdevice
/// is still taken from the toolkit when one is found.
#pragma once

#include "analyzer/Frontend.h"

#include "llvm/Support/Error.h"

#include <optional>
#include <string>

namespace kc {

struct CudaToolkit {
  std::string Path;     ///< the toolkit root, e.g. /usr/local/cuda (symlinks resolved)
  std::string Version;  ///< "13.0" ("" when include/cuda.h has no CUDA_VERSION)
  std::string FoundVia; ///< "--cuda-path", "CUDA_PATH", "CUDA_HOME", "nvcc on PATH", "default"
};

/// True when KERNELCAST_NO_CUDA_TOOLKIT is set to a non-empty value other than "0".
bool cudaToolkitDisabledByEnvironment();

/// The toolkit the search order above finds (std::nullopt when none). Ignores
/// UseCudaToolkit (libdevice and ptxas are looked up here too). Errors only for an
/// explicit CudaPath that is not a toolkit.
llvm::Expected<std::optional<CudaToolkit>> findCudaToolkit(const CompileOptions &Opts);

/// The toolkit whose headers a compile with \p Opts uses: findCudaToolkit() unless
/// UseCudaToolkit is false or the environment disables it.
llvm::Expected<std::optional<CudaToolkit>> headerToolkit(const CompileOptions &Opts);

/// One line naming the headers: "CUDA 13.0 toolkit headers (/usr/local/cuda, found
/// via default)" or "kernelcast built-in device header (no CUDA toolkit found)".
std::string describeHeaders(const std::optional<CudaToolkit> &Tk, bool Disabled);

} // namespace kc
