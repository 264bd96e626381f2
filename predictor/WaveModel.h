/// \file
/// The wave model of Kleimenov & Popova 2021 (docs/model.md#waves), one function per step.
///
///   t_kernel = BaseUs + max(gridBlocks * PerBlockUs, t_exec),
///   t_exec = sum over waves w of t_wave(w)
///              (block dispatch overlaps the execution of earlier blocks;
///              ResolvedLaunch.h; reported t_launch = t_kernel - t_exec)
///   wave     = ActiveBlocksPerSM * smCount blocks (the last may be partial);
///              block i of a wave goes to SM (i mod smCount) (round robin)
///   warp w of an SM runs on processing block (w mod PB)
///   mainThread(wp) = the longest thread of warp wp (Grouping.h)
///   time_syncs(wp) = syncs(main) * delay_dep * (warpsPerBlock - 1),
///                    delay_dep = (lat_uncoal - lat_DRAM) / 28
///     A deliberate reading of the paper's "blockSize" (docs/model.md#reading-barrier-warps): the paper follows Hong &
///     Kim 2009, whose Synch_cost = Departure_delay * (MWP - 1) * ... counts
///     warps (warps, not threads, leave the barrier one departure delay
///     apart), and it measures block size in warps for its launch model.
///     Counting threads made a 1024-thread block's barrier cost 32x too large.
///   timeWP(wp, lat) = time(main, lat) + time_syncs(wp);  delayWP(wp) = delay(main)
///   timePB(pb, lat) = max(max_{wp in pb} timeWP(wp, lat), sum_{wp in pb} delayWP(wp))
///   timeSM(sm, lat) = max_{pb} timePB(pb, lat)
///                   = max(max_{wp in sm} timeWP(wp, lat), max_{pb} sum delayWP)  (same value)
///     plus an addition to the paper (docs/model.md#block-start): the launch
///     line's block_start_cycles come before a wave's first instruction
///     (between a block's exit and the first instruction of the block that
///     takes its place nothing of it runs); the L1 floor bounds the whole:
///   timeSM(sm, lat) = max(start + max(max_{wp} timeWP(wp, lat), max_{pb} sum delayWP), L1 floor)
///   memSM = sum of memWP over the SM's warps (also l1, l2, dram, uncoal); memGPU = sum over SMs.
///     mem is the sector traffic of the warps' requests, split between L1, L2
///     and DRAM by the reuse model (ReuseModel.h); uncoal is the share of it
///     that exceeds what coalesced requests would move.
///   lat_SM = l1pct * latL1 + l2pct * latL2 + drampct * latDRAM + uncoalpct * (latUncoal - latDRAM)
///     (a deliberate reading of the paper's coalpct * (...) + uncoalpct * latUncoal
///     once uncoalesced sectors may hit in L1 or L2: the extra sectors of an
///     uncoalesced request leave one departure delay apart, wherever they hit)
///   L1 step per SM (fig. 4), then L2 and DRAM steps for the GPU (fig. 5);
///   uncoalesced sectors are part of the L2 and DRAM traffic they cause. The
///   paper's uncoalesced-bandwidth step follows only on GPUs whose L1 does not
///   keep plain global loads (GpuModel::l1KeepsGlobalLoads: Kepler, Maxwell,
///   Pascal): there each sector of an uncoalesced request is its own L2
///   transaction even when it hits, and all of them (Traffic::Scattered, not
///   only the extra share uncoal) move at the sector rate the GPU file's
///   uncoalesced_gbps implies (useful bytes of fully uncoalesced 4-byte
///   accesses, one 32-byte sector each: x 32 / 4). Where
///   the L1 keeps the lines, the extra sectors of a request are L1 hits after the
///   first touch of each line and the step is not taken:
///     lat = base; repeat: time = T(lat); demand = bytes / time;
///                          lat = max(base, lat * demand / band)
///     until time and lat change by less than Epsilon (relative), at most MaxSteps.
///     The fixed point is time * band = bytes (the demanded bandwidth fits the
///     peak) or lat = base (it already fits). After two paper steps a secant
///     step on h(lat) = T(lat) * band - bytes is taken when it stays above
///     base: the same fixed point, reached in a few steps instead of hundreds
///     when T(lat) has a large latency-independent part. Without convergence
///     the time is raised to bytes / band and the result says so.
///   cycles -> ms with CoreClockMHz.
///
/// Efficiency: blocks and warps are grouped (Grouping.h); a wave is described
/// by the block classes on each SM; waves of identical composition are
/// simulated once and counted, SMs of identical composition likewise.
#pragma once

#include "predictor/Grouping.h"
#include "predictor/Prediction.h"
#include "predictor/ResolvedLaunch.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <vector>

namespace kc {

struct MemLatencies {
  double L1 = 0, L2 = 0, Dram = 0, Uncoal = 0;
};

/// Bytes an SM (or the GPU) moves per wave, by level.
struct Traffic {
  double Mem = 0, L1 = 0, L2 = 0, Dram = 0, Uncoal = 0;
  double Scattered = 0; ///< all sector bytes of uncoalesced requests: the uncoalesced step's traffic
  /// Mem split by what its requests wait for, the latency's weights: a
  /// request that touches a sector another request of the same point brought
  /// in waits for that fetch (docs/model.md#waiting-on-a-miss).
  double WaitL1 = 0, WaitL2 = 0, WaitDram = 0;
  Traffic &operator+=(const Traffic &O);
  Traffic scaled(double K) const;
};

/// delay_dep = (lat_uncoal - lat_DRAM) / 28, clamped at 0.
double departureDelay(const GpuModel &Gpu);
/// Whether the uncoalesced-bandwidth step is taken on \p Gpu (see the file comment).
bool takesUncoalescedStep(const GpuModel &Gpu);
/// time_syncs = syncs * delay_dep * (warpsPerBlock - 1) (see the file comment).
double syncTime(double Syncs, double DelayDep, uint64_t WarpsPerBlock);
/// lat_SM = l1pct*latL1 + l2pct*latL2 + drampct*latDRAM + uncoalpct*Lat.Uncoal, where
/// Lat.Uncoal is the extra latency of a fully uncoalesced request (latUncoal -
/// latDRAM); with no traffic: latDRAM (the value is then unused).
double smLatency(const Traffic &T, const MemLatencies &Lat);

/// A processing block's issue cycles from the sums over its warps
/// (docs/model.md#processing-blocks, #narrow-units, #memory-pipe): the rest of
/// the delay with one dispatch cycle per instruction of a pipe or unit of its
/// own, the narrow units' cycles (XU, a shared FP64 unit) and the memory
/// pipes' cycles each overlap the others; the busiest bounds.
/// The scheduler's part of issueBound: the issue slots a processing block's
/// warps take (the delay without the narrow units' and the memory pipes'
/// cycles, with one dispatch cycle per instruction sent to them). This is what
/// "issue slots busy" counts; the units and the pipes are resources of their own.
inline double issueSlots(double Delay, double Narrow, double Mio, double DispatchInsts) {
  return Delay - Narrow - Mio + DispatchInsts;
}

inline double issueBound(double Delay, double Narrow, double Mio, double DispatchInsts) {
  return std::max({issueSlots(Delay, Narrow, Mio, DispatchInsts), Narrow, Mio});
}

/// Which of issueBound's three terms is the largest.
enum class PbLimit { IssueSlots, NarrowUnits, MemoryPipes };

/// One SM's share of a wave: the warp classes on it, the delay sum of each
/// processing block, its traffic.
struct SmProfile {
  // Inline storage: a profile is built for every distinct SM of a
  // prediction and merged ones are copied (mergeAlikeSms); most have a few
  // warp classes and 4 processing blocks, and then allocate nothing.
  llvm::SmallVector<uint32_t, 8> WarpClasses; ///< distinct, present on the SM
  llvm::SmallVector<double, 4> PbDelay;       ///< sum of delayWP per processing block
  llvm::SmallVector<double, 4> PbPipe;        ///< ... of which the narrow units' (overlapping the rest)
  llvm::SmallVector<double, 4> PbMio;         ///< ... of which the memory pipes' (overlapping the rest)
  llvm::SmallVector<double, 4> PbMioInsts;    ///< memory-pipe and narrow-unit instructions (one dispatch cycle each)
  double MaxPbDelay = 0;
  PbLimit MaxPbLimit = PbLimit::IssueSlots; ///< the term that gives MaxPbDelay
  double IssueSlots = 0;               ///< issueSlots summed over the processing blocks
  Traffic Bytes;
  double L1Cycles = 0;                 ///< L1 data-stage cycles of the SM's requests
  double L1StageCycles = 0;            ///< the floor they set (0 where the GPU has no L1 figure)
  unsigned Warps = 0;
  double LatL1 = 0;                    ///< after the L1 step
  double TimeFloor = 0;                ///< the L1 data stage's cycles; bytes / band when the L1 loop did not converge
  double StartCycles = 0;              ///< block start (LaunchLine::BlockStartCycles)
  /// An SM that holds one block and a kernel with barrier phases
  /// (docs/model.md#barrier-phases): per phase, the busiest processing block's
  /// issue bound over the phase's issue cycles. Empty otherwise.
  llvm::SmallVector<double, 4> PhaseIssue;
};

/// timeWP(wp, lat) = max over the warp's candidate threads of time(th, lat) + time_syncs.
double timeWarp(GridGroups &G, uint32_t WarpClass, double LatMem, double DelayDep,
                uint64_t WarpsPerBlock);
/// A lone block's barrier phases (docs/model.md#barrier-phases): the sum over
/// phases of max(the phase's issue bound, its longest warp), plus the
/// barriers' departures (time_syncs of the longest-syncing warp). 0 when
/// S.PhaseIssue is empty.
double lonePhasesTime(GridGroups &G, const SmProfile &S, double LatMem, double DelayDep,
                      uint64_t WarpsPerBlock);
/// timeSM(sm, lat) = max(start + max(max timeWP, max over pb of sum delayWP,
/// lonePhasesTime), floor): the block start precedes the wave's first
/// instruction; the L1 bandwidth floor bounds the whole wave.
double timeSm(GridGroups &G, const SmProfile &S, double LatMem, double DelayDep,
              uint64_t WarpsPerBlock);

/// The SMs of a wave as the GPU's latency steps see them: SMs whose latency
/// lat_SM is the same double at every L2 / DRAM / uncoalesced latency (the
/// same traffic fractions, L1 latency and block start) merged into one SM
/// with the union of their warp classes, the largest MaxPbDelay and the
/// largest TimeFloor. timeSm of a merged SM is the max of its members'
/// timeSm, exactly (max commutes with the rounded addition of the start), so
/// max over SMs of timeSm is unchanged. Only WarpClasses, MaxPbDelay,
/// TimeFloor, LatL1, StartCycles and Bytes (for its fractions) are meaningful.
std::vector<SmProfile> mergeAlikeSms(llvm::ArrayRef<const SmProfile *> Sms);

struct BandwidthStep {
  double Lat = 0, Time = 0;
  unsigned Steps = 0;
  bool Converged = true;
  bool Ran = false;
};

/// The paper's latency loop (see the file comment). \p TimeAt(lat) in cycles;
/// \p BandPerCycle <= 0 or \p Bytes <= 0: no loop, lat = base.
BandwidthStep raiseLatencyUntilBandwidthFits(double Base, double Bytes, double BandPerCycle,
                                             llvm::function_ref<double(double)> TimeAt);

/// Blocks of one wave per SM: SmBlocks[s] = block classes on SM s in slot order.
struct WaveComposition {
  std::vector<std::pair<std::vector<uint32_t>, uint64_t>> Sms; ///< distinct SM contents, count
  uint64_t Blocks = 0;
};

struct WaveResult {
  double TimeCycles = 0;
  uint64_t Blocks = 0;
  Traffic Bytes;                   ///< whole GPU
  BandwidthStep L1, L2, Dram, Uncoal; ///< L1: the step with the largest latency over SMs
  double IssueCycles = 0;          ///< issue slots the wave's warps take (issueSlots, all SMs)
  // The critical SM (the one that sets the time) and its critical warp:
  double CritMaxTimeWp = 0, CritMaxPbDelay = 0, CritSyncCycles = 0, CritLatSm = 0;
  PbLimit CritPbLimit = PbLimit::IssueSlots; ///< what bounds its busiest processing block
  double CritTimeSm = 0;           ///< the critical SM's time (cycles)
  double CritPhases = 0;           ///< its lone block's barrier phases (lonePhasesTime; 0: none)
  double CritL1StageCycles = 0;    ///< its L1 data stage's cycles (the floor under CritTimeSm)
  uint32_t CritWarp = 0;
};

struct WaveConfig {
  double Epsilon = 1e-6;
  unsigned MaxSteps = 100;
  /// A wave that covers whole rows of one y and z segment of the grid depends
  /// only on the column it starts at. The starting columns are cut into this
  /// many equal stretches; once a stretch has one simulated start, waves at
  /// its other starts (except the last wave) are estimated as the mean of all
  /// starts simulated on those rows. Such waves hold the same columns up to one
  /// partial row, so they differ only in where its edge blocks fall and on
  /// which SM. Rows of at most this many blocks are always exact; 0 simulates
  /// every wave.
  unsigned SampledStarts = 16;
};

/// The SM profiles simulateWave built, with their L1 steps, by the block
/// classes the SM holds in slot order: the distinct waves of one prediction
/// share most of their SMs (e.g. the SMs that hold only the dominant class),
/// and a profile and its L1 step depend on those classes alone. Valid for one
/// GridGroups, GPU, warps per block and block start.
struct SmProfileMemo {
  struct Entry {
    SmProfile S;    ///< after the L1 step (LatL1, TimeFloor)
    BandwidthStep L1;
  };
  std::map<std::vector<uint32_t>, Entry> Profiles;
  uint64_t Hits = 0; ///< profiles taken from the memo
};

/// Simulates one wave: SM profiles, the per-SM L1 step, then the GPU's L2,
/// DRAM and uncoalesced steps.
/// \p BlockStartCycles is added to every SM's time (ResolvedLaunch::BlockStartCycles).
/// \p Memo: profiles of earlier waves (the same result, bit for bit).
WaveResult simulateWave(GridGroups &G, const GpuModel &Gpu, const WaveComposition &C,
                        uint64_t WarpsPerBlock, double BlockStartCycles = 0,
                        const WaveConfig &Cfg = {}, SmProfileMemo *Memo = nullptr);

/// The whole model: waves, their times and the Prediction (bound, bandwidths,
/// hot lines). \p R from resolveLaunch.
Prediction predictWave(const PreparedKernel &P, const ResolvedLaunch &R, const WaveConfig &Cfg = {});

} // namespace kc
