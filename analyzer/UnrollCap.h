/// \file
/// Caps loop-unroll counts in CUDA source before Clang sees it. An explicit count
/// (`#pragma unroll 100000`, `#pragma unroll(N)`, `#pragma GCC unroll N`,
/// `_Pragma("unroll N")`, `#pragma clang loop unroll_count(N)`) makes LLVM's
/// unroller copy the body that many times with no size limit: 10,000 takes
/// 19-58 s, 100,000 more than 10 minutes. Counts above MaxUnrollCount are
/// rewritten to it (the line stays where it is) with a warning naming the line;
/// the analysis then sees the loop unrolled MaxUnrollCount times, which changes
/// its per-iteration overhead by less than 0.1 %.
///
/// Only literal counts in the main source are seen: a count written as a macro
/// or template parameter, or a pragma in an included header, is not capped (the
/// compile time budget, Frontend.h, still bounds such a compile).
#pragma once

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace kc {

constexpr unsigned MaxUnrollCount = 1024;

/// \p Source with every literal unroll count above \p Cap replaced by \p Cap;
/// appends one warning per capped pragma to \p Warnings:
///   "<file>:<line>: #pragma unroll 100000 capped at 1024 (kernelcast's unroll limit) ..."
std::string capUnrollPragmas(llvm::StringRef Source, llvm::StringRef FileName,
                             std::vector<std::string> &Warnings,
                             unsigned Cap = MaxUnrollCount);

} // namespace kc
