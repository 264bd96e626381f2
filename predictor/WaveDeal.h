/// \file
/// Dealing the blocks of one wave round robin over the SMs (block A + i goes to
/// SM i mod smCount), in a canonical form that is cheap to compute and to memoize.
///
/// An SM's profile in simulateWave depends only on which block classes it holds
/// and on the processing block each of their warps lands on: the block in slot j
/// of an SM starts at warp j * warpsPerBlock, so its warps go to processing
/// blocks (j * warpsPerBlock + w) mod PB. Two SMs with the same multiset of
/// (class, phase) pairs, phase = (j * warpsPerBlock) mod PB, therefore have the
/// same profile, whatever the order of their blocks.
///
/// A wave is described as a dominant class (the one covering most of its blocks)
/// plus the SMs that hold other classes: for each of those the (phase, class)
/// of every block not of the dominant class. The cost is one pass over the
/// wave's runs of identical blocks plus one step per block not of the dominant
/// class, instead of dealing every block. The key names the wave up to SM
/// order; composition() builds one representative SM per distinct profile.
#pragma once

#include "predictor/WaveModel.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstdint>
#include <vector>

namespace kc {

class WaveDealer {
public:
  /// End (exclusive) of the run of blocks of one class that starts at a block,
  /// and that class (GridGroups::runEnd; runs need not be maximal).
  using RunEndFn = llvm::function_ref<uint64_t(uint64_t Begin, uint32_t &Class)>;

  /// \p RunEnd must outlive the dealer.
  WaveDealer(RunEndFn RunEnd, unsigned SmCount, unsigned WarpsPerBlock, unsigned ProcessingBlocks);

  /// Deals blocks [A, A + N) of the grid; returns the wave's key (valid until
  /// the next deal).
  const std::vector<uint64_t> &deal(uint64_t A, uint64_t N);
  /// Deals N blocks all of class \p Class.
  const std::vector<uint64_t> &dealUniform(uint32_t Class, uint64_t N);
  /// The composition of the last deal: one representative SM per distinct
  /// profile, with the number of SMs that share it.
  WaveComposition composition() const;

private:
  uint64_t phaseOf(uint64_t Slot) const { return Slot * Wpb % Pbs; }
  void finish(uint32_t Dominant, uint64_t N);

  RunEndFn RunEnd;
  uint64_t Sm;
  uint64_t Wpb, Pbs;
  // Scratch, reused between deals.
  struct Run {
    uint64_t Begin, End;
    uint32_t Class;
  };
  std::vector<Run> Runs;
  llvm::SmallDenseMap<uint32_t, uint64_t, 16> ClassLen; // blocks per class in the wave
  struct Other {
    uint64_t Sm, Phase;
    uint32_t Class;
  };
  std::vector<Other> Others;
  std::vector<Other> Grouped;          // Others by SM
  std::vector<uint64_t> SmFirst, SmFill; // counting sort by SM
  // Profiles of SMs holding other classes: [blocks, pairs, (phase, class)...] each.
  std::vector<uint64_t> Sigs;
  std::vector<size_t> SigAt;
  std::vector<uint64_t> ScratchCounts; // SMs per signature
  std::vector<size_t> Order;
  std::vector<uint64_t> Key;
};

} // namespace kc
