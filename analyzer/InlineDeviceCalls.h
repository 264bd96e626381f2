/// \file
/// Device functions the build calls rather than inlines (`__noinline__`, or
/// ones LLVM chose not to inline) still do their work: for the count, their
/// calls in the kernels are inlined into a module that has already been given
/// to PTX emission (registers stay those of the real, calling code). A kernel
/// that got callee bodies carries their names in the function attribute
/// `kc-inlined-calls` for the analysis' note. Calls through pointers and
/// recursive calls stay calls (the analysis notes them as not analyzed).
#pragma once

#include "llvm/IR/Module.h"

namespace kc {

/// The attribute naming the device functions inlined into a kernel
/// (", "-separated demangled names, in the order first inlined).
inline constexpr const char *InlinedCallsAttribute = "kc-inlined-calls";

/// Inlines the calls to defined device functions into every kernel of \p M
/// (nested calls too, at most \p MaxDepth levels deep, while the kernel has at
/// most \p MaxInstructions IR instructions: the analysis stays fast), then
/// scalar-replaces the argument copies it leaves.
void inlineDeviceCalls(llvm::Module &M, unsigned MaxDepth = 8, unsigned MaxInstructions = 100000);

} // namespace kc
