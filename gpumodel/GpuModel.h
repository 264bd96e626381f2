/// \file
/// The machine model of one GPU (docs/model.md#gpu-model): m_gpu = <smCount, lat_inst,
/// delay_inst, lat_mem, band_mem, limits>, plus the launch-overhead model and
/// every field the occupancy calculator needs. A plain struct of numbers, read
/// from a GPU file (docs/gpu-file-format.md) by GpuDatabase; where each number
/// came from is kept beside it in `Provenance` (JSON pointer -> source text).
/// No GPU numbers live in code: every value here comes from a data file.
#pragma once

#include "gpumodel/InstrClass.h"

#include <algorithm>
#include <array>
#include <map>
#include <string>
#include <vector>

namespace kc {

/// Cost of one warp instruction of a class on one processing block.
struct InstrCost {
  double LatencyCycles = 0; ///< dependent-issue latency, SM clock cycles
  double IssueCycles = 0;   ///< cycles before the next warp instruction can issue
};

/// Fermi/Kepler L1/shared split (cudaFuncCachePrefer*), or a CC >= 7.0 carveout.
struct CacheConfig {
  std::string Name;               ///< "prefer-shared", "prefer-l1", "prefer-equal", "prefer-none"
  unsigned SharedMemPerSmBytes = 0;
};

/// Every limit the occupancy calculator needs (mirrors cudaOccDeviceProp plus
/// the per-architecture constants cuda_occupancy.h derives from the CC).
struct OccupancyLimits {
  unsigned WarpSize = 32;
  unsigned MaxThreadsPerBlock = 0;
  unsigned MaxThreadsPerSm = 0;
  unsigned MaxWarpsPerSm = 0;
  unsigned MaxBlocksPerSm = 0;
  unsigned RegistersPerSm = 0;
  unsigned MaxRegistersPerBlock = 0;
  unsigned MaxRegistersPerThread = 0;
  unsigned RegisterAllocationUnit = 0;  ///< registers per warp are rounded up to this
  std::string RegisterAllocationGranularity = "warp"; ///< "warp" (CC >= 2.0) or "block"
  unsigned WarpAllocationGranularity = 1;
  unsigned RegisterSubPartitions = 1;   ///< register file split (4; 2 on CC 6.0; 1 before 3.0)
  /// 0 = none. Otherwise a block must also fit a register file split this many
  /// ways: cuda_occupancy.h refuses a CC 6.0 (GP100, 2 sub-partitions) launch
  /// that would not fit a GP10x (4 sub-partitions), for forward compatibility.
  unsigned RegisterCompatSubPartitions = 0;
  unsigned SharedMemPerSmBytes = 0;     ///< maximum shared memory per SM (largest configuration)
  unsigned SharedMemPerBlockBytes = 0;  ///< default per-block limit (48 KB)
  unsigned SharedMemPerBlockOptinBytes = 0; ///< opt-in per-block limit (== default when no opt-in)
  unsigned ReservedSharedMemPerBlockBytes = 0; ///< driver-reserved per block (1 KB on CC >= 8.0)
  unsigned SharedMemAllocationGranularityBytes = 0;
  /// CC >= 7.0: shared memory sizes (bytes per SM) the carveout can select, ascending.
  std::vector<unsigned> SharedMemCarveoutBytes;
  /// CC < 7.0 with a configurable split: the cudaFuncCachePrefer* configurations.
  std::vector<CacheConfig> CacheConfigs;
  unsigned MaxBarriersPerSm = 0;        ///< 0 = not a limit on this architecture
};

/// Launch overhead line for blocks of W warps: t_launch = gridBlocks * PerBlockUs + BaseUs
/// (docs/model.md#launch, docs/gpu-file-format.md#launch-overhead). BaseUs is the per-kernel time of
/// back-to-back launches of a tiny kernel in one stream: the GPU-side cost a
/// kernel adds to a stream's timeline. It contains neither the host's launch
/// call when the GPU is idle (an isolated, event-timed launch adds that) nor
/// the savings of a CUDA graph (lower).
///
/// BlockStartCycles is the SM side of a block's life that no thread of it
/// spends: from a block's exit until the block that takes its place issues its
/// first instruction (retirement, dispatch, warp set-up). The wave model adds
/// it once per wave (docs/model.md#block-start); 0 = not modelled.
struct LaunchLine {
  unsigned Warps = 0;      ///< block size in warps (1..32); 0 = default for every size
  double PerBlockUs = 0;   ///< x1: dispatch cost per block, overlapped with execution
  double BaseUs = 0;       ///< x2: back-to-back per-kernel cost (see above)
  double BlockStartCycles = 0; ///< SM cycles between a block's exit and its successor's start
};

struct GpuModel {
  // --- identity -----------------------------------------------------------
  int SchemaVersion = 1;
  std::string Id;                    ///< e.g. "a100-sxm4-80gb"
  std::string Name;                  ///< display name
  std::vector<std::string> Aliases;  ///< CUDA device names, e.g. "NVIDIA A100-SXM4-80GB"
  std::string Architecture;          ///< "Ampere"
  std::string Chip;                  ///< "GA100"
  int ComputeMajor = 0, ComputeMinor = 0;

  // --- compute --------------------------------------------------------------
  unsigned SmCount = 0;
  double CoreClockMHz = 0;           ///< clock that cycles are counted in (SM clock)
  /// The GPU file's core clock when atSmClock set another (0: CoreClockMHz is the file's).
  double FileCoreClockMHz = 0;
  double MemoryClockMHz = 0;
  unsigned ProcessingBlocksPerSm = 0;
  /// Memory instructions (loads, stores, atomics, shuffles) wait in a queue of
  /// their own for the memory pipes (Nsight Compute's MIO and LG instruction
  /// queues, CC >= 7.0): the scheduler dispatches one in a cycle and goes on
  /// issuing while the queue drains (docs/model.md#memory-pipe). Not given: the
  /// paper's sum of all issue cycles.
  bool MemoryInstructionQueue = false;
  /// Lanes per processing block per unit kind: "fp32", "int32", "fp64", "sfu", "ldst", "tensor".
  std::map<std::string, double> UnitsPerProcessingBlock;
  std::array<InstrCost, NumInstrClasses> Instructions{};

  // --- memory -----------------------------------------------------------------
  double SharedLatencyCycles = 0;
  double L1LatencyCycles = 0;
  double L2LatencyCycles = 0;
  double DramLatencyCycles = 0;
  /// Latency of a fully uncoalesced warp request (32 sectors instead of 4);
  /// docs/model.md#departure-delay: departure delay = (UncoalescedLatencyCycles - DramLatencyCycles) / 28.
  double UncoalescedLatencyCycles = 0;
  double L1BandwidthBytesPerCyclePerSm = 0;
  /// Bytes per thread of the loads L1BandwidthBytesPerCyclePerSm was measured
  /// with (4 = 32-bit loads, 16 = 128-bit loads); 0 = not stated. On GA10x and
  /// AD10x (16 load/store units per SM) 4-byte loads reach about half of what
  /// 16-byte loads do; GV100/GA100/GH100 reach ~125 B/cycle with 4-byte loads.
  unsigned L1AccessBytes = 0;
  /// 128-byte lines the L1 tag stage looks up per cycle (a warp request whose
  /// lanes touch n lines holds it 1 + (n - 1) / this many cycles,
  /// docs/model.md#l1-data-stage); 0 = not stated (a request then costs its
  /// sector bytes at the L1 bandwidth).
  double L1LinesPerCycle = 0;
  double SharedBandwidthBytesPerCyclePerSm = 0;
  double L2BandwidthGBps = 0;
  double DramBandwidthGBps = 0;     ///< datasheet peak
  /// What a streaming kernel sustains (copy / STREAM measurements, below the
  /// peak); 0 = not given, the peak is used. See dramSustainedGBps().
  double DramSustainedBandwidthGBps = 0;
  double UncoalescedBandwidthGBps = 0;
  /// Atomic updates per second, billions, that the L2 applies to one 128-byte
  /// line: same-line atomics are applied one lane's update at a time
  /// (docs/model.md#atomic-contention). A rate of its own clock domain (kept by
  /// atSmClock); 0 = not stated (no contention bound).
  double SameLineAtomicsGops = 0;
  unsigned L1SizeBytesPerSm = 0;
  /// Which global loads the L1 keeps (CUDA C++ Programming Guide, "Global
  /// Memory" of each compute capability): plain loads (CC 2.x and >= 7.0), and
  /// loads through the read-only path (__ldg, const __restrict__: CC >= 3.5).
  /// Not given: none (the reuse model then serves repeats from L2).
  bool L1CachesGlobalLoads = false;
  bool L1CachesReadOnlyLoads = false;
  /// One array for L1 and shared memory (CC >= 7.0): the L1 is what the
  /// shared memory of the resident blocks leaves of L1SizeBytesPerSm.
  bool L1SharedUnified = false;
  unsigned L2SizeBytes = 0;
  unsigned SharedBanks = 32;
  unsigned SharedBankWidthBytes = 4;
  unsigned SectorBytes = 32;
  unsigned CacheLineBytes = 128;

  // --- launch -----------------------------------------------------------------
  std::vector<LaunchLine> LaunchOverhead; ///< one default line (Warps = 0) and/or per block size

  OccupancyLimits Occupancy;

  /// JSON pointer of a field in the file -> its source (or "estimate: reasoning").
  std::map<std::string, std::string> Provenance;
  /// A value's optional free-text "note", kept with the provenance it was
  /// written for: when the value's provenance changes (calibration), the note
  /// no longer applies and is not written back.
  struct ValueNote {
    std::string Provenance;
    std::string Text;
  };
  std::map<std::string, ValueNote> Notes;
  /// Every citation of the file's /sources (key -> citation), including those
  /// only an estimate's reasoning refers to.
  std::map<std::string, std::string> Sources;

  // --- convenience ------------------------------------------------------------
  const InstrCost &cost(InstrClass C) const { return Instructions[static_cast<unsigned>(C)]; }
  double computeCapability() const { return ComputeMajor + ComputeMinor / 10.0; }
  std::string smArch() const { return "sm_" + std::to_string(ComputeMajor * 10 + ComputeMinor); }
  /// Launch overhead line for a block of \p Warps warps (exact match, else the default).
  const LaunchLine &launchLine(unsigned Warps) const;
  /// Does the L1 keep a global load (through the read-only path when \p ReadOnly)?
  bool l1KeepsGlobalLoads(bool ReadOnly) const {
    return L1CachesGlobalLoads || (ReadOnly && L1CachesReadOnlyLoads);
  }
  /// Double arithmetic runs in a unit of a few lanes per SM (GeForce/workstation
  /// parts: FP64 at 1/16 of the FP32 rate or less, e.g. 2 units per SM on GA10x)
  /// rather than in each processing block's datapath (GK110, GP100, GV100, GA100,
  /// GH100: 1/3 to 1/2): read from the instruction table, fp64_fma's issue cycles
  /// at least 16 times fp32_fma's.
  bool fp64UnitIsShared() const {
    const InstrCost &D = Instructions[static_cast<unsigned>(InstrClass::Fp64Fma)];
    const InstrCost &F = Instructions[static_cast<unsigned>(InstrClass::Fp32Fma)];
    return F.IssueCycles > 0 && D.IssueCycles >= 16 * F.IssueCycles;
  }
  /// Issue cycles of a processing block one pass of the shared-memory banks
  /// takes: the banks' bytes per pass (banks x width) at this processing
  /// block's share of the shared-memory bandwidth; where no bandwidth is
  /// given, a shared load's issue cycles (docs/model.md#issue-delay).
  double sharedPassCycles() const {
    double PassBytes = double(SharedBanks) * SharedBankWidthBytes;
    if (SharedBandwidthBytesPerCyclePerSm <= 0 || ProcessingBlocksPerSm == 0 || PassBytes <= 0)
      return cost(InstrClass::LoadShared).IssueCycles;
    return PassBytes / (std::min(SharedBandwidthBytesPerCyclePerSm, PassBytes) / ProcessingBlocksPerSm);
  }
  /// The SM clock when atSmClock set another than the file's, else 0.
  double statedSmClockMHz() const { return FileCoreClockMHz > 0 ? CoreClockMHz : 0; }
  /// The DRAM bandwidth the models use: sustained when given, else the peak.
  double dramSustainedGBps() const {
    return DramSustainedBandwidthGBps > 0 ? DramSustainedBandwidthGBps : DramBandwidthGBps;
  }
};

/// \p G run at an SM clock of \p MHz instead of its file's core_clock_mhz (a
/// locked clock, Kernel Tuner's nvml_gr_clock, a laptop's power limit;
/// docs/model.md#sm-clock). What the SM clocks keeps its cycles: instruction
/// latencies and issue, shared memory, L1, L2 latency, block start, the L1 and
/// shared bandwidth per cycle. What has a clock of its own keeps its time: the
/// bandwidths in GB/s (DRAM, L2, uncoalesced), the launch overhead in
/// microseconds, and the DRAM part of the DRAM and uncoalesced latencies (their
/// cycles beyond the L2 latency scale by MHz / core_clock_mhz). The id stays;
/// the name says the clock. \p MHz must lie in 100-5000 (checked by the callers).
GpuModel atSmClock(const GpuModel &G, double MHz);

} // namespace kc
