/// \file
/// Grouping of threads, warps and blocks whose expressions evaluate the same,
/// so a prediction never evaluates every thread of a large grid.
///
/// The rule (documented in docs/predictor.md):
///  - A thread is summarised by a ThreadSample: time at lat.mem = 0 and at a
///    reference latency, delay, syncs, mem, l1pct, l2pct, uncoalMem, memory
///    instructions.
///  - Along a block's linear thread index t = x + y*bdim.x + z*bdim.x*bdim.y,
///    and along each grid axis, values are assumed piecewise constant with
///    pieces separated by monotone thresholds (bounds guards `i < n`, `x > 0`,
///    trip counts like ceil((n - i) / stride)): when the two ends of an
///    interval evaluate the same, the whole interval does. Intervals whose
///    ends differ are bisected. This is exact for guards affine in the index
///    and degrades gracefully (more evaluations, never a wrong count) when a
///    value varies with every index; only non-monotone patterns such as
///    `tid.x % 2` inside an interval with equal ends are missed.
///  - The main thread of a warp is its longest thread: among the distinct
///    samples of its lanes (lanes past the end of the block do not exist),
///    every sample not dominated in (time at 0, time at the reference
///    latency) is kept as a candidate; timeWP(lat) is the max over them, the
///    main thread (delay, syncs, source lines) is the one longest at the
///    reference latency.
///  - Warps with the same multiset of lane samples form a WarpClass; blocks
///    with the same sequence of warp classes form a BlockClass. The grid is
///    cut per axis into segments of equal block class (probing the other axes
///    at their first, middle and last index); a block's class is that of its
///    segment combination.
///  - Bounded work: at most MaxBlockProbesPerAxis block evaluations per axis;
///    past that the remaining intervals are taken as constant and
///    `approximated()` says so.
#pragma once

#include "predictor/Launch.h"
#include "predictor/PreparedKernel.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <unordered_map>
#include <vector>

namespace kc {

struct ThreadSample {
  double TimeAt0 = 0, TimeAtRef = 0;
  double Delay = 0, Syncs = 0, Mem = 0, L1Pct = 0, L2Pct = 0, Uncoal = 0, MemInsts = 0;
  bool operator==(const ThreadSample &) const = default;
};

/// A thread's coordinates (for re-evaluating its time at another latency).
struct ThreadCoord {
  uint32_t Tid[3] = {0, 0, 0};
  uint64_t Bid[3] = {0, 0, 0};
};

/// Warps that evaluate the same. Byte totals are sums over the warp's lanes
/// (SPEC 5: mem_l1WP = sum over threads of mem * l1pct, ...).
struct WarpClass {
  unsigned Lanes = 0;
  std::vector<ThreadCoord> Candidates; ///< [0] = the main thread
  ThreadSample Main;                   ///< the main thread's values
  double MemBytes = 0, L1Bytes = 0, L2Bytes = 0, DramBytes = 0, UncoalBytes = 0;
  double MemInsts = 0;                 ///< of the main thread
};

struct BlockClass {
  std::vector<uint32_t> Warps;         ///< warp class of each warp, in warp order
};

class GridGroups {
public:
  static constexpr unsigned MaxBlockProbesPerAxis = 4096;
  /// Reference latency for ThreadSample::TimeAtRef (cycles).
  static constexpr double RefLatency = 1000;

  /// \p BaseSlots: PreparedKernel::bindLaunch output for \p L.
  GridGroups(const PreparedKernel &P, const LaunchConfig &L, const std::vector<double> &BaseSlots);

  uint64_t totalBlocks() const { return Total; }
  unsigned warpsPerBlock() const { return WarpsPerBlock; }
  uint64_t threadsPerBlock() const { return Threads; }

  /// Class of the block with linear index b = x + y*gdim.x + z*gdim.x*gdim.y.
  uint32_t classOf(uint64_t Linear);
  /// End (exclusive) of a run of blocks of one class starting at \p Begin
  /// (not necessarily maximal); \p Class receives the class.
  uint64_t runEnd(uint64_t Begin, uint32_t &Class);

  /// Blocks [Begin, Begin + N) whose rows all lie in one y segment and one z
  /// segment have classes that depend on x alone, so the sequence of their
  /// classes is fixed by (Begin mod gdim.x, N, those segments): that tuple, or
  /// nothing when the range crosses a y or z segment boundary.
  std::optional<std::array<uint64_t, 4>> rowPeriodKey(uint64_t Begin, uint64_t N) const;

  /// Every block class with how many blocks of the grid have it.
  std::vector<std::pair<uint32_t, double>> classCounts();

  const WarpClass &warp(uint32_t I) const { return Warps[I]; }
  const BlockClass &block(uint32_t I) const { return Blocks[I]; }
  size_t numWarpClasses() const { return Warps.size(); }
  size_t numBlockClasses() const { return Blocks.size(); }
  /// Segment starts along each grid axis.
  const std::vector<uint64_t> &segments(unsigned Axis) const { return Segs[Axis]; }
  bool approximated() const { return Approx; }

  /// Time of a thread at memory latency \p LatMem (runs the compiled program).
  double timeAt(const ThreadCoord &C, double LatMem);
  /// Evaluates any compiled expression of the kernel for a thread at a latency.
  double evaluate(const CompiledExpr &E, const ThreadCoord &C, double LatMem);
  /// max over the warp's candidate threads of time(th, lat).
  double warpTime(uint32_t WarpClassId, double LatMem);

  unsigned threadEvaluations() const { return ThreadEvals; }

private:
  struct Run {
    uint32_t Begin, End; ///< linear thread indices [Begin, End)
    ThreadSample S;
  };

  ThreadSample sample(uint32_t T, const uint64_t Bid[3]);
  void setThread(uint32_t T, const uint64_t Bid[3]);
  void bisectThreads(uint32_t Lo, uint32_t Hi, const ThreadSample &SLo, const ThreadSample &SHi,
                     const uint64_t Bid[3], std::vector<Run> &Out);
  uint32_t evalBlock(const uint64_t Bid[3]);
  std::vector<uint32_t> axisSignature(unsigned Axis, uint64_t V);
  void segmentAxis(unsigned Axis);
  uint32_t comboClass(size_t Sx, size_t Sy, size_t Sz);

  const PreparedKernel &P;
  std::vector<double> Slots;
  uint64_t G[3];
  uint32_t B[3];
  uint64_t Threads, Total;
  unsigned WarpsPerBlock;
  std::vector<WarpClass> Warps;
  std::vector<BlockClass> Blocks;
  std::map<std::vector<double>, uint32_t> WarpIndex;
  std::map<std::vector<uint32_t>, uint32_t> BlockIndex;
  std::vector<uint64_t> Segs[3];
  std::vector<int64_t> ComboFlat;                   ///< -1 = not evaluated yet
  std::unordered_map<uint64_t, uint32_t> ComboMap;  ///< when too many combinations for ComboFlat
  unsigned Probes = 0;
  unsigned ThreadEvals = 0;
  bool Approx = false;
};

} // namespace kc
