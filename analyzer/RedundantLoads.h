/// \file
/// Loads that repeat an earlier load of the same address, as the compiler that
/// builds the kernel removes them (NVVM's GVN, ptxas): a load of shared or
/// global memory whose address ScalarEvolution proves equal to that of a load
/// before it -- in the same block or in a block that only that block's path
/// reaches (its single predecessor, transitively) -- with nothing between
/// them that may write that memory, takes the earlier load's value instead.
///
/// Clang's pipeline misses such loads when the two addresses are computed
/// differently: a tiled convolution's tap `in[ty + yi*BY + i][tx + j]` for
/// (yi, i) = (1, 0) and (0, BY) is one word, loaded once by nvcc's build, but
/// twice in the IR when one output's taps are sunk into the block that stores
/// it (`if (y < height) out[...] = sum[yi]`). Counting both made the model
/// charge 646 shared loads per thread where nvcc's SASS has 391
/// (docs/accuracy-notes.md, seventeenth session).
#pragma once

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace kc {

/// Removes the repeated loads of \p F; returns how many it removed.
unsigned removeRedundantLoads(llvm::Function &F);

/// The same for every function of \p M that has a body.
unsigned removeRedundantLoads(llvm::Module &M);

} // namespace kc
