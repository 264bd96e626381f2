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
/// of every block not of the dominant class. The key names the wave up to SM
/// order; composition() builds one representative SM per distinct profile.
///
/// Two ways to find the SM profiles, with the same key:
///  - block by block: one step per block not of the dominant class (cheap when
///    those blocks are few and far apart);
///  - by stretches of SMs (closed form): a run [b, e) of one class puts on SM s
///    the slots j with b <= j * smCount + s < e, i.e. j from b div smCount +
///    [s < b mod smCount] to e div smCount + [s < e mod smCount]. Between two
///    consecutive cut points (every run's b and e mod smCount, the wave's size
///    mod smCount, 0 and smCount) every SM holds the same slots of every run and
///    the same number of blocks, so one SM of each stretch is dealt and counted
///    stretch-length times. Cost: stretches x runs not of the dominant class,
///    plus the pairs of one SM per stretch, instead of one step per block (a
///    long run of another class, e.g. a partial last row of blocks, is
///    thousands of blocks but two cut points).
/// deal() takes the cheaper of the two (by an estimate of their steps).
#pragma once

#include "predictor/WaveModel.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <array>
#include <cstdint>
#include <vector>

namespace kc {

class WaveDealer {
public:
  /// End (exclusive) of the run of blocks of one class that starts at a block,
  /// and that class (GridGroups::runEnd; runs need not be maximal).
  using RunEndFn = llvm::function_ref<uint64_t(uint64_t Begin, uint32_t &Class)>;

  /// How deal() finds the SM profiles (the key is the same either way).
  enum class Method { Cheaper, BlockByBlock, ByStretches };

  /// Blocks [Begin, End) of a wave (offsets from its first block) of one class.
  struct Span {
    uint64_t Begin, End;
    uint32_t Class;
  };

  /// \p RunEnd must outlive the dealer. \p M: Cheaper except in tests.
  WaveDealer(RunEndFn RunEnd, unsigned SmCount, unsigned WarpsPerBlock, unsigned ProcessingBlocks,
             Method M = Method::Cheaper);

  /// Deals blocks [A, A + N) of the grid; returns the wave's key (valid until
  /// the next deal).
  const std::vector<uint64_t> &deal(uint64_t A, uint64_t N);
  /// Deals a wave of \p N blocks given as its runs (offsets from its first
  /// block, in order, covering [0, N); e.g. RowClasses::window): the same key
  /// as deal(A, N) on those blocks, without asking RunEnd.
  const std::vector<uint64_t> &deal(const std::vector<Span> &Runs, uint64_t N);
  /// Deals N blocks all of class \p Class.
  const std::vector<uint64_t> &dealUniform(uint32_t Class, uint64_t N);
  /// The composition of the last deal: one representative SM per distinct
  /// profile, with the number of SMs that share it.
  WaveComposition composition() const;

  /// The runs the last deal() walked (offsets from its first block).
  const std::vector<Span> &runs() const { return Runs; }
  /// A cheaper name for a full wave (N a multiple of smCount) given as runs
  /// covering offsets [0, N) in order: two waves with the same shape key have
  /// the same deal() key. The blocks not of the dominant class are moved as a
  /// whole to the first SM and the first slots their positions allow, which
  /// changes no SM's profile: by d blocks, when no such block is on an SM
  /// below d (each stays in its slot; in a full wave every SM holds the same
  /// number of blocks, so which SM holds a profile does not matter), then by
  /// m * T * smCount blocks, T the slots after which the phase repeats (each
  /// stays on its SM, m * T slots earlier, at the same phase). Returns false
  /// (and no key) for a partial wave.
  bool shapeKey(const std::vector<Span> &Runs, uint64_t N, std::vector<uint64_t> &Out);
  /// A smaller name for the commonest shape, a full wave of three runs whose
  /// first and last are of the dominant class (one stretch of another class
  /// inside, e.g. an edge column): {N, dominant class, other class, its
  /// length, its start after shapeKey's shift}, computed in a few steps. Two
  /// such waves have the same threeRunKey exactly when they have the same
  /// shapeKey ({N, dominant, start, end, other}). False (no key) for other waves.
  bool threeRunKey(const std::vector<Span> &Runs, uint64_t N, std::array<uint64_t, 5> &Out) const;

  /// threeRunKey's last value for a wave whose other stretch is blocks
  /// [Begin, Begin + Len) (its start after shapeKey's shift), below smCount * T.
  uint64_t threeRunOffset(uint64_t Begin, uint64_t Len) const;
  /// Slots after which the phase repeats (T): threeRunKey's offsets are
  /// below smCount * T.
  uint64_t phasePeriod() const { return PhasePeriod; }

private:
  uint64_t phaseOf(uint64_t Slot) const { return Slot * Wpb % Pbs; }
  /// deal() once Runs and ClassLen hold the wave's runs.
  const std::vector<uint64_t> &dealRuns(uint64_t N);
  /// Signatures from Others, one block at a time (plus the plain SMs).
  void sigsBlockByBlock(uint64_t N);
  /// Signatures from the runs not of class \p Dom, one SM per stretch.
  void sigsByStretches(uint32_t Dom, uint64_t N);
  /// Counts \p Sms more SMs with the signature at Sigs[At..]: merged with an
  /// equal one seen before (then dropped from Sigs) or kept as a new one.
  void addSig(size_t At, uint64_t Sms);
  /// The key from the signatures: dominant class, blocks, sorted signatures.
  void makeKey(uint32_t Dom, uint64_t N);

  RunEndFn RunEnd;
  Method How;
  uint64_t Sm;
  uint64_t Wpb, Pbs;
  uint64_t PhasePeriod; ///< slots after which the phase repeats: Pbs / gcd(Wpb, Pbs)
  // Scratch, reused between deals.
  using Run = Span;
  std::vector<Run> Runs;
  std::vector<Run> Merged;             // shapeKey: maximal runs
  std::vector<std::pair<uint32_t, uint64_t>> ShapeLen; // shapeKey: blocks per class
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
  std::vector<uint64_t> Cuts;          // stretch boundaries (SM indices)
  std::vector<std::pair<uint64_t, uint32_t>> SmPairs; // one SM's (phase, class)
  std::vector<size_t> Order;
  std::vector<uint64_t> Key;
};

} // namespace kc
