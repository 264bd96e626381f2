/// \file
/// Kernels the preprocessor leaves out: a `__global__` in a branch of the main
/// file that the compile skips (`#ifdef GPU` without `-D GPU`). When a source
/// yields no kernel, the error names them, so the user can pass the build's
/// definitions instead of guessing (Frontend.cpp, FrontendKernels.cpp).
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace clang {
class PPCallbacks;
class SourceManager;
} // namespace clang

namespace kc {

/// A PPCallbacks that appends to \p Out, for each skipped range of the main
/// file holding `__global__` outside comments: "line 262 (`#ifdef GPU` at line
/// 261)" -- the line of the first such `__global__` and the directive that
/// opened the skipped branch.
std::unique_ptr<clang::PPCallbacks> makeSkippedKernelFinder(const clang::SourceManager &SM,
                                                            std::vector<std::string> &Out);

} // namespace kc
