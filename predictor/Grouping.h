/// \file
/// Grouping of threads, warps and blocks whose expressions evaluate the same,
/// so a prediction never evaluates every thread of a large grid.
///
/// The rule (documented in docs/predictor.md#grouping):
///  - A thread is summarised by a ThreadSample: time at lat.mem = 0 and at a
///    reference latency, delay, syncs, mem, l1pct, l2pct, uncoalMem, memory
///    instructions.
///  - A stretch of indices is taken as evaluating the same only when the
///    interval analysis of GroupingIntervals.h proves it: every quantity is
///    independent of the index over the stretch, for every value of the
///    other indices and of lat.mem. Otherwise the stretch is split where a
///    comparison can switch (bounds guards `i < n`, two-sided ranges,
///    triangles) or in the middle, and a repeating pattern (`%`, `&`) is
///    checked as a period and evaluated once per period. This is exact for
///    every pattern: a split never merges indices that differ.
///  - In a block (linear thread index t = x + y*bdim.x + z*bdim.x*bdim.y):
///    the whole block first; else its rows (r = t div bdim.x, one per tid.y
///    and tid.z) are split like any range, k = the row and the columns free:
///    rows that evaluate column by column as their first row (every row of
///    an edge column; the rows inside the grid of an edge row) or as their
///    first few rows share that row's runs of threads, found once; each
///    warp's lanes are read from the block's runs. (The earlier way, kept for
///    tests: ranges of warps whose lanes evaluate lane by lane the same,
///    e.g. `(tid.x & 31) == 0` in every warp, else one warp at a time, in a
///    warp runs of lanes.)
///  - The main thread of a warp is its longest thread: among the distinct
///    samples of its lanes (lanes past the end of the block do not exist),
///    every sample not dominated in (time at 0, time at the reference
///    latency) is kept as a candidate; timeWP(lat) is the max over them, the
///    main thread (delay, syncs, source lines) is the one longest at the
///    reference latency.
///  - Warps with the same multiset of lane samples form a WarpClass; blocks
///    with the same sequence of warp classes form a BlockClass. Each grid
///    axis is cut into segments, each uniform or periodic along that axis
///    for every value of the other axes and threads; a block's class is that
///    of its combination of representatives (segment start, plus the phase
///    in a periodic segment).
///  - Bounded work: at most MaxBlockProbesPerAxis analyses and single-block
///    segments per axis, and periods of at most MaxBlockPeriod blocks; past
///    that the rest of an axis is taken as uniform and `approximated()` says
///    so (the prediction's notes name it). Threads are never approximated.
#pragma once

#include "predictor/GroupingIntervals.h"
#include "predictor/Launch.h"
#include "predictor/PreparedKernel.h"

#include "llvm/ADT/SmallVector.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

namespace kc {

struct ThreadSample {
  double TimeAt0 = 0, TimeAtRef = 0;
  double Delay = 0, Syncs = 0, Mem = 0, L1Pct = 0, L2Pct = 0, Uncoal = 0, MemInsts = 0, L1Cycles = 0;
  double PipeDelay = 0; ///< the share of Delay spent in narrow units (the XU, a shared FP64 unit)
  double MioDelay = 0; ///< the share of Delay spent in the memory pipes
  double MioInsts = 0; ///< instructions of the memory pipes and the narrow units: one dispatch cycle each
  double Scattered = 0; ///< all sector bytes of uncoalesced requests (PreparedKernel::hasScattered)
  double L1WaitPct = 0, L2WaitPct = 0; ///< the shares its requests wait for (Quantity::L1WaitPct)
  bool operator==(const ThreadSample &) const = default;
};

/// A thread's coordinates (for re-evaluating its time at another latency).
struct ThreadCoord {
  uint32_t Tid[3] = {0, 0, 0};
  uint64_t Bid[3] = {0, 0, 0};
};

/// Warps that evaluate the same. Byte totals are sums over the warp's lanes
/// (docs/predictor.md: mem_l1WP = sum over threads of mem * l1pct, ...).
struct WarpClass {
  unsigned Lanes = 0;
  std::vector<ThreadCoord> Candidates; ///< [0] = the main thread
  ThreadSample Main;                   ///< the main thread's values
  double MemBytes = 0, L1Bytes = 0, L2Bytes = 0, DramBytes = 0, UncoalBytes = 0;
  double ScatteredBytes = 0;           ///< all sector bytes of the warp's uncoalesced requests
  /// MemBytes split by what their requests wait for (docs/model.md#waiting-on-a-miss).
  double WaitL1Bytes = 0, WaitL2Bytes = 0, WaitDramBytes = 0;
  double L1Cycles = 0;                 ///< L1 data-stage cycles of the warp's requests
  double MemInsts = 0;                 ///< of the main thread
};

struct BlockClass {
  std::vector<uint32_t> Warps;         ///< warp class of each warp, in warp order
};

class GridGroups {
public:
  static constexpr unsigned MaxBlockProbesPerAxis = 4096;
  static constexpr uint64_t MaxBlockPeriod = 4096;
  /// Reference latency for ThreadSample::TimeAtRef (cycles).
  static constexpr double RefLatency = 1000;

  /// \p BaseSlots: PreparedKernel::bindLaunch output for \p L. \p ByRows
  /// false evaluates a block that is not uniform by ranges of warps instead
  /// of rows (for tests: the classes must be the same).
  GridGroups(const PreparedKernel &P, const LaunchConfig &L, const std::vector<double> &BaseSlots,
             bool ByRows = true);

  uint64_t totalBlocks() const { return Total; }
  unsigned warpsPerBlock() const { return WarpsPerBlock; }
  const PreparedKernel &prepared() const { return P; }
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
  /// End (exclusive) of the rows from row \p Row on (rows of gdim.x blocks,
  /// r = y + z*gdim.y) that rowPeriodKey takes as one: every range of blocks
  /// inside rows [Row, end) has a key, with Row's y and z representatives.
  /// (The wave loop follows a wave's start column from wave to wave inside
  /// them instead of asking rowPeriodKey.)
  uint64_t rowsLikeEnd(uint64_t Row) const;

  /// Every block class with how many blocks of the grid have it.
  std::vector<std::pair<uint32_t, double>> classCounts();

  const WarpClass &warp(uint32_t I) const { return Warps[I]; }
  const BlockClass &block(uint32_t I) const { return Blocks[I]; }
  size_t numWarpClasses() const { return Warps.size(); }
  size_t numBlockClasses() const { return Blocks.size(); }
  /// Segment starts along each grid axis.
  const std::vector<uint64_t> &segments(unsigned Axis) const { return Starts[Axis]; }
  /// Period of each segment along an axis (1: uniform).
  std::vector<uint64_t> segmentPeriods(unsigned Axis) const;
  bool approximated() const { return Approx; }

  /// Time of a thread at memory latency \p LatMem (runs the compiled program).
  double timeAt(const ThreadCoord &C, double LatMem);
  /// Evaluates any compiled expression of the kernel for a thread at a latency.
  double evaluate(const CompiledExpr &E, const ThreadCoord &C, double LatMem);
  /// max over the warp's candidate threads of time(th, lat).
  double warpTime(uint32_t WarpClassId, double LatMem);

  /// A barrier phase's issue cycles in a warp class's main thread
  /// (PreparedKernel::phases): all of them, the narrow units' and the memory
  /// pipes' parts, and the instructions dispatched to them (the main thread's,
  /// in proportion to the phase's share of those units' and pipes' cycles).
  struct PhaseIssue {
    double Delay = 0, Pipe = 0, Mio = 0, MioInsts = 0;
  };
  /// Per phase, computed once per class.
  const std::vector<PhaseIssue> &phaseIssue(uint32_t WarpClassId);
  /// Per barrier phase, max over the warp's candidate threads of the phase's
  /// time at \p LatMem (the last few latencies asked are kept per class, as
  /// warpTime's are). Valid until the next call.
  const std::vector<double> &phaseTimes(uint32_t WarpClassId, double LatMem);

  unsigned threadEvaluations() const { return ThreadEvals; }
  unsigned analyses() const { return Analyzer.analyses(); }

private:
  struct Run {
    uint32_t Begin, End; ///< linear thread indices [Begin, End)
    ThreadSample S;
  };
  /// A block's (or a row's) runs of threads: most have a few, kept inline.
  using Runs = llvm::SmallVector<Run, 8>;
  /// Appends [Begin, End) with sample S, merged into the last run when it
  /// continues it with the same sample.
  static void appendRun(llvm::SmallVectorImpl<Run> &Out, uint32_t Begin, uint32_t End, const ThreadSample &S);
  /// A segment of a grid axis: blocks [Start, next Start) evaluate as
  /// Start + (b - Start) mod Period; representatives RepBase + phase.
  struct Segment {
    uint64_t Start, Period, RepBase;
  };

  ThreadSample sample(uint32_t T, const uint64_t Bid[3]);
  void setThread(uint32_t T, const uint64_t Bid[3]);
  Verdict analyzeThreads(const uint64_t Bid[3], uint64_t T0, uint64_t T1, uint64_t Period,
                         uint64_t Stride);
  void threadRuns(uint32_t T0, uint32_t T1, const uint64_t Bid[3], llvm::SmallVectorImpl<Run> &Out);
  /// \p Runs: in thread order, the first one may begin before \p Lo.
  uint32_t warpClass(std::span<const Run> Runs, uint32_t Lo, uint32_t Hi, const uint64_t Bid[3]);
  uint32_t laneClass(uint32_t W, const uint64_t Bid[3]);
  /// Runs of threads of rows [R0, R1] of block \p Bid, appended to \p Out.
  void rowRuns(uint64_t R0, uint64_t R1, const uint64_t Bid[3], llvm::SmallVectorImpl<Run> &Out);
  /// The warp classes of a block that is not uniform, from its rows (the file comment).
  void rowClasses(const uint64_t Bid[3], std::vector<uint32_t> &Key);
  uint32_t evalBlock(const uint64_t Bid[3]);
  void segmentAxis(unsigned Axis);
  size_t segIndex(unsigned Axis, uint64_t V) const;
  uint64_t repOf(unsigned Axis, uint64_t V) const;
  uint64_t segEnd(unsigned Axis, size_t S) const;
  uint32_t comboClass(uint64_t Rx, uint64_t Ry, uint64_t Rz);

  const PreparedKernel &P;
  std::vector<double> Slots;
  /// Values of the quantities' DAG nodes (GroupingProgram): the launch's
  /// constants, then the last sampled thread's varying nodes.
  std::vector<double> NodeVals;
  IntervalAnalyzer Analyzer;
  uint64_t G[3];
  uint32_t B[3];
  uint64_t Threads, Total;
  unsigned WarpsPerBlock;
  /// The kernel model gives a warp's sectors (and its L1 cycles) over 32
  /// threads; a block of fewer threads is one warp of that many lanes, whose
  /// requests cost the same sectors: its threads carry 32 / lanes times the
  /// per-thread share (docs/model.md#partial-warps).
  double LaneScale = 1;
  std::vector<WarpClass> Warps;
  /// warpTime's last answers per class, for the last Size latencies asked (a
  /// ring): the latency steps of one wave ask for each a few times, and the
  /// waves of a prediction start from the same base latencies.
  struct RecentTimes {
    static constexpr unsigned Size = 4;
    double Lat[Size], Time[Size];
    unsigned Next = 0; ///< slot the next answer replaces
  };
  std::vector<RecentTimes> LastWarpTime;
  std::vector<std::vector<PhaseIssue>> PhaseIssues; ///< per warp class, filled by phaseIssue
  /// phaseTimes' last answers per class: a ring of RecentTimes::Size latencies,
  /// each with its phase times.
  struct RecentPhaseTimes {
    double Lat[RecentTimes::Size];
    std::vector<double> Times[RecentTimes::Size];
    unsigned Next = 0;
  };
  std::vector<RecentPhaseTimes> LastPhaseTimes;
  std::vector<BlockClass> Blocks;
  std::map<std::vector<double>, uint32_t> WarpIndex;
  /// warpClass's buffers, and the key and class it found last.
  struct Piece {
    uint32_t Begin, Count;
    const ThreadSample *S;
  };
  std::vector<Piece> PieceBuf;
  std::vector<double> KeyBuf;
  std::vector<std::pair<uint32_t, ThreadSample>> LastPieces; ///< (lanes, sample) of the last key
  uint32_t LastWarpClass = UINT32_MAX;
  std::map<std::vector<uint32_t>, uint32_t> BlockIndex;
  std::vector<Segment> Segs[3];
  std::vector<uint64_t> Starts[3];
  std::vector<uint64_t> RepCoord[3];                ///< coordinate of each representative
  std::vector<int64_t> ComboFlat;                   ///< -1 = not evaluated yet
  std::unordered_map<uint64_t, uint32_t> ComboMap;  ///< when too many combinations for ComboFlat
  bool ByRows;
  bool TimeDependsOnLat; ///< does the time read lat.mem?
  unsigned ThreadEvals = 0;
  bool Approx = false;
};

} // namespace kc
