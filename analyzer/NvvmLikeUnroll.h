/// \file
/// Two function passes that make LLVM's LoopUnrollPass runtime-unroll loops by 4,
/// as nvcc's NVVM does, where LLVM on its own unrolls by 8 (a unit-step loop to a
/// runtime bound) or not at all (a grid-stride loop, whose trip count needs a
/// division LLVM calls too expensive). The second runs at the vectorizer-start
/// extension point (after the simplification pipeline, before LoopUnrollPass) and
/// gives `llvm.loop.unroll.count 4` to every innermost loop that has no unroll
/// metadata of its own, whose trip count SCEV can compute but is not a constant,
/// and whose body has at most NvvmLikeRuntimeUnrollMaxSize instructions; with a
/// pragma count, LoopUnrollPass also expands trip counts it would call too
/// expensive. The first, at the pipeline start, tags the loops NVVM leaves rolled
/// although LLVM later finds their trip count (see WrappingStepTag).
/// Registered through Clang's CodeGenOptions::PassBuilderCallbacks. Measured with
/// scripts/register_agreement.py (docs/analyzer-frontend.md, "Agreement with nvcc").
#pragma once

#include "llvm/IR/PassManager.h"

#include <string>

namespace llvm {
class Loop;
class PassBuilder;
class ScalarEvolution;
} // namespace llvm

namespace kc {

/// The unroll count the pass gives (NVVM's runtime-unroll factor).
inline constexpr unsigned NvvmLikeRuntimeUnrollCount = 4;

/// Loops with more instructions (LLVM IR, PHIs and debug intrinsics not counted)
/// are left to LLVM. nvcc does not runtime-unroll llm.c's `matmul_tri_registers`
/// loop (178 here) and does unroll loops of 7-56.
inline constexpr unsigned NvvmLikeRuntimeUnrollMaxSize = 100;

/// Loop metadata (a string tag) for loops whose step NVVM cannot prove does not
/// wrap: tagged before any optimization, while the source's arithmetic is still
/// visible, because LLVM later proves it from the special registers' ranges
/// (`for (int b = threadIdx.x; b < 256; b += blockDim.x)`: the add is unsigned,
/// and nvcc leaves the loop rolled).
inline constexpr const char *WrappingStepTag = "kernelcast.loop.wrapping_step";

/// Loop metadata (a string tag) of the remainder loop of a runtime-unrolled loop
/// that is nested in another loop: NVVM unrolls such a remainder into up to 3
/// guarded copies (nvcc 13's PTX of a tap loop inside a row loop), where an
/// outermost loop keeps a remainder loop. The count pass gives the nested loop
/// an `llvm.loop.unroll.followup_remainder` with this tag (LoopUnrollPass puts it
/// on the remainder loop it makes); NvvmLikeRemainderUnrollPass then unrolls it.
inline constexpr const char *InnerRemainderTag = "kernelcast.loop.inner_remainder";

/// Tags every loop whose latch adds or subtracts a non-constant step without
/// nsw/nuw (run on Clang's unoptimized IR, where `i` is still a stack slot).
class NvvmLikeWrappingStepMarkerPass
    : public llvm::PassInfoMixin<NvvmLikeWrappingStepMarkerPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F, llvm::FunctionAnalysisManager &AM);
};

/// True when the pass gives \p L the count: innermost, no unroll metadata, not
/// tagged WrappingStepTag, one exiting block, a computable trip count that is not a constant, no
/// induction step that may be 0 (a constant or blockDim/gridDim products are
/// fine, a kernel argument is not: the unrolled trip count of a step-0 loop would
/// evaluate to NaN instead of infinity), at most NvvmLikeRuntimeUnrollMaxSize
/// instructions.
bool wantsNvvmLikeRuntimeUnroll(const llvm::Loop &L, llvm::ScalarEvolution &SE);

/// Gives the count to every loop of the function wantsNvvmLikeRuntimeUnroll picks.
class NvvmLikeRuntimeUnrollPass : public llvm::PassInfoMixin<NvvmLikeRuntimeUnrollPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F, llvm::FunctionAnalysisManager &AM);
};

/// Unrolls every loop tagged InnerRemainderTag whose trip count is at most
/// NvvmLikeRuntimeUnrollCount - 1 into that many guarded copies (LLVM's own
/// remainder unrolling, UnrollLoop with the maximum trip count).
class NvvmLikeRemainderUnrollPass : public llvm::PassInfoMixin<NvvmLikeRemainderUnrollPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F, llvm::FunctionAnalysisManager &AM);
};

/// Adds the marker at \p PB's pipeline-start, the count pass at its
/// vectorizer-start and the remainder pass at its optimizer-last extension
/// point (not at -O0).
void registerNvvmLikeUnroll(llvm::PassBuilder &PB);

/// "runtime-unroll-count=4 max-size=100 wrapping-step-tag nonzero-step
/// inner-remainder-unrolled single-exit" (for the front-end version).
std::string nvvmLikeUnrollText();

} // namespace kc
