/// \file
/// The kernel table the front end stores in a module as named metadata
/// (`!kernelcast.kernels = !{!"<json>"}`, plus `!kernelcast.arch`): the kernels'
/// demangled names, source locations and parameters as Clang's AST saw them. It
/// travels with the module into .ll/.bc files and the compile cache.
#pragma once

#include "analyzer/Frontend.h"

#include <optional>

namespace kc {

void writeKernelTable(llvm::Module &M, const std::vector<KernelInfo> &Kernels,
                      llvm::StringRef Source, llvm::StringRef Arch);
/// std::nullopt when the module has no (well-formed) table.
std::optional<std::vector<KernelInfo>> readKernelTable(const llvm::Module &M);
/// "" when absent.
std::string readKernelTableArch(const llvm::Module &M);

} // namespace kc
