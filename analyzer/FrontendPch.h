/// \file
/// A precompiled header (PCH) of Clang's CUDA wrapper and the CUDA toolkit
/// headers it includes (cuda_runtime.h, cuda.h, the math and intrinsics
/// headers). Parsing them is most of a small kernel's compile time; a define
/// sweep compiles the same prefix once per variant. The PCH is built once per
/// device compilation setting (clang, toolkit, architecture, language
/// standard, optimisation, header-configuring defines: every cc1 argument but
/// the input, the output and the compile-time-parameter header) and kept in
/// the compile cache's `pch/` folder; the variants then read it with
/// `-include-pch` in place of `-include __clang_cuda_runtime_wrapper.h`.
/// Clang checks a PCH against the headers' times and the options when it
/// loads it; a PCH that does not load is rebuilt once, else the compile goes
/// on without one.
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <optional>
#include <string>
#include <vector>

namespace kc {

/// The cc1 arguments that build the PCH from the device compilation's \p CC1:
/// the action becomes -emit-pch, the input \p PrefixFile (empty), the output
/// \p Output, and the `-include` of \p DefinesHeader (the parameters, which
/// differ per variant) is left out. None when \p CC1 has no CUDA wrapper include.
std::optional<std::vector<std::string>> pchBuildArgs(const std::vector<std::string> &CC1,
                                                     llvm::StringRef DefinesHeader,
                                                     llvm::StringRef PrefixFile,
                                                     llvm::StringRef Output);

/// \p CC1 reading \p Pch instead of including the CUDA wrapper.
std::vector<std::string> withPch(const std::vector<std::string> &CC1, llvm::StringRef Pch);

/// The PCH for \p CC1 under \p CacheDir/pch, built when missing (or when
/// \p Rebuild); "" when it cannot be built (then \p Why says why).
std::string ensureCudaPch(const std::vector<std::string> &CC1, llvm::StringRef DefinesHeader,
                          const std::string &CacheDir,
                          llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS, bool Rebuild,
                          std::string &Why);

} // namespace kc
