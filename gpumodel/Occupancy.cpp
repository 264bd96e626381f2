//===- Occupancy.cpp - the CUDA occupancy calculator ----------------------===//
//
// Mirrors cuda_occupancy.h (CUDA 13) step by step: cudaOccMaxBlocksPerSM
// {Warps,Regs,Smem}Limit, the block and barrier limits, the carveout rounding
// of cudaOccSMemPreferenceVoltaPlus and the Kepler cache configurations of
// cudaOccSMemPreference. Every architecture constant the header derives from
// the compute capability is read from OccupancyLimits instead; which path is
// taken (carveout / cache config / fixed) follows from what the GPU file lists.
// The core works on one stack struct and allocates nothing; only the public
// result's Limiters vector and the error path allocate.
//
//===----------------------------------------------------------------------===//
#include "gpumodel/Occupancy.h"

#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cstdint>

namespace kc {

char OccupancyLaunchError::ID = 0;

void OccupancyLaunchError::log(llvm::raw_ostream &OS) const { OS << Message; }

std::error_code OccupancyLaunchError::convertToErrorCode() const {
  return llvm::inconvertibleErrorCode();
}

const char *limiterName(OccupancyLimiter L) {
  switch (L) {
  case LimitWarps:
    return "warps";
  case LimitRegisters:
    return "registers";
  case LimitSharedMemory:
    return "shared_memory";
  case LimitBlocks:
    return "blocks";
  case LimitBarriers:
    return "barriers";
  }
  return "unknown";
}

const char *cachePreferenceName(CachePreference P) {
  switch (P) {
  case CachePreference::PreferShared:
    return "prefer-shared";
  case CachePreference::PreferL1:
    return "prefer-l1";
  case CachePreference::PreferEqual:
    return "prefer-equal";
  case CachePreference::None:
    break;
  }
  return "prefer-none";
}

namespace {

using u64 = std::uint64_t;
constexpr u64 Unl = OccupancyResult::Unlimited;

u64 divUp(u64 X, u64 Y) { return (X + Y - 1) / Y; }
u64 roundUp(u64 X, u64 Y) { return Y ? divUp(X, Y) * Y : X; }
u64 roundDown(u64 X, u64 Y) { return Y ? X / Y * Y : X; }
unsigned clampU(u64 X) { return X >= Unl ? OccupancyResult::Unlimited : unsigned(X); }

/// Everything one evaluation computes (the stack-only core result).
struct Core {
  u64 WarpsPerBlock = 0;
  u64 LimitWarps = 0, LimitRegs = 0, LimitSmem = 0, LimitBlocks = 0, LimitBarriers = Unl;
  u64 RegsPerWarp = 0, RegsPerBlock = 0, RegsAssumedPerBlock = 0;
  u64 SmemTotal = 0, SmemAllocated = 0, SmemLimitPerBlock = 0, SmemPerSm = 0;
  bool OptedIn = false;
  bool BadCarveout = false;
  bool RegsPerThreadExceeded = false, RegsPerBlockExceeded = false, RegsCompatFailed = false;
  u64 Active = 0;
  unsigned Mask = 0;
};

/// cudaOccAlignUpShmemSizeVoltaPlus: the smallest supported carveout that holds
/// \p Bytes; \p Fallback when none does (an inconsistent GPU file).
u64 alignUpCarveout(const OccupancyLimits &L, u64 Bytes, u64 Fallback) {
  for (unsigned C : L.SharedMemCarveoutBytes)
    if (C >= Bytes)
      return C;
  return Fallback;
}

/// cudaOccSMemPerMultiprocessor: the per-SM shared memory the user's
/// preference asks for (before the "does one block fit" adjustment).
u64 preferredSmemPerSm(const OccupancyLimits &L, const OccupancyRequest &R, bool &Bad) {
  if (!L.SharedMemCarveoutBytes.empty()) {
    // Volta and newer: the carveout takes precedence over the cache config.
    int Pref = R.CarveoutPercent ? *R.CarveoutPercent : -1;
    if (Pref < -1 || Pref > 100) {
      Bad = true;
      return 0;
    }
    if (Pref == -1) {
      switch (R.CacheConfig) {
      case CachePreference::PreferL1:
        Pref = 0;
        break;
      case CachePreference::PreferShared:
        Pref = 100;
        break;
      case CachePreference::PreferEqual:
        Pref = 50;
        break;
      case CachePreference::None:
        break;
      }
    }
    u64 Size = Pref == -1 ? u64(L.SharedMemPerSmBytes) : u64(Pref) * L.SharedMemPerSmBytes / 100;
    return alignUpCarveout(L, Size, L.SharedMemPerSmBytes);
  }
  if (!L.CacheConfigs.empty()) {
    // Fermi / Kepler: a fixed set of L1/shared splits.
    const char *Name = cachePreferenceName(R.CacheConfig);
    for (const CacheConfig &C : L.CacheConfigs)
      if (C.Name == Name)
        return C.SharedMemPerSmBytes;
  }
  return L.SharedMemPerSmBytes; // dedicated shared memory, or no such config
}

/// cudaOccMaxBlocksPerSMRegsLimit with \p SubPartitions register-file parts.
/// Returns the block limit (0 = cannot run); fills the allocation fields.
u64 registerLimit(const OccupancyLimits &L, u64 Regs, u64 Warps, u64 SubPartitions, Core &C) {
  SubPartitions = std::max<u64>(SubPartitions, 1);
  if (L.RegisterAllocationGranularity == "block") {
    // CC 1.x: one allocation for the whole block.
    u64 PerBlock = roundUp(roundUp(Warps, L.WarpAllocationGranularity) * Regs * L.WarpSize,
                           L.RegisterAllocationUnit);
    C.RegsPerWarp = 0;
    C.RegsPerBlock = C.RegsAssumedPerBlock = PerBlock;
    C.RegsPerThreadExceeded = Regs > L.MaxRegistersPerThread;
    C.RegsPerBlockExceeded = PerBlock > L.MaxRegistersPerBlock;
    if (C.RegsPerThreadExceeded || C.RegsPerBlockExceeded)
      return 0;
    return PerBlock ? L.RegistersPerSm / PerBlock : Unl;
  }
  u64 PerWarp = roundUp(Regs * L.WarpSize, L.RegisterAllocationUnit);
  C.RegsPerWarp = PerWarp;
  C.RegsPerBlock = PerWarp * Warps;
  // The hardware check assumes every sub-partition is allocated at once.
  C.RegsAssumedPerBlock = PerWarp * roundUp(Warps, SubPartitions);
  C.RegsPerThreadExceeded = Regs > L.MaxRegistersPerThread;
  C.RegsPerBlockExceeded =
      C.RegsAssumedPerBlock > L.MaxRegistersPerBlock || C.RegsPerBlock > L.MaxRegistersPerBlock;
  if (C.RegsPerThreadExceeded || C.RegsPerBlockExceeded)
    return 0;
  if (PerWarp == 0)
    return Unl;
  // Warps are placed per sub-partition; Fermi's warp allocation granularity
  // (2) rounds the SM's warp count down (a no-op where it divides the split).
  u64 WarpsPerSm = (L.RegistersPerSm / SubPartitions) / PerWarp * SubPartitions;
  WarpsPerSm = roundDown(WarpsPerSm, L.WarpAllocationGranularity);
  return WarpsPerSm / Warps;
}

void evaluate(const OccupancyLimits &L, const OccupancyRequest &R, Core &C) {
  const u64 WarpSize = std::max(L.WarpSize, 1u);
  const u64 Threads = R.ThreadsPerBlock;
  C.WarpsPerBlock = divUp(Threads, WarpSize);
  const u64 Warps = std::max<u64>(C.WarpsPerBlock, 1);

  // Warps.
  C.LimitWarps = Threads > L.MaxThreadsPerBlock || Threads == 0 ? 0 : L.MaxWarpsPerSm / Warps;

  // Registers.
  const u64 Regs = R.RegistersPerThread;
  C.LimitRegs = registerLimit(L, Regs, Warps, L.RegisterSubPartitions, C);
  if (C.LimitRegs && L.RegisterCompatSubPartitions) {
    Core Compat;
    if (registerLimit(L, Regs, Warps, L.RegisterCompatSubPartitions, Compat) == 0) {
      C.LimitRegs = 0;
      C.RegsCompatFailed = true;
    }
  }

  // Shared memory.
  const u64 Requested = u64(R.StaticSharedBytes) + R.DynamicSharedBytes;
  C.SmemTotal = Requested + L.ReservedSharedMemPerBlockBytes;
  C.SmemAllocated = roundUp(C.SmemTotal, L.SharedMemAllocationGranularityBytes);
  C.OptedIn = Requested > L.SharedMemPerBlockBytes;
  // cudaOccSMemPerBlock: the opt-in limit once the block asks for more than the
  // default (equal to it where there is no opt-in), plus the reserved part.
  C.SmemLimitPerBlock =
      u64(C.SmemTotal > L.SharedMemPerBlockBytes ? L.SharedMemPerBlockOptinBytes
                                                  : L.SharedMemPerBlockBytes) +
      L.ReservedSharedMemPerBlockBytes;
  u64 Preferred = preferredSmemPerSm(L, R, C.BadCarveout);
  if (C.SmemAllocated > C.SmemLimitPerBlock) {
    C.LimitSmem = 0;
    C.SmemPerSm = Preferred;
  } else {
    // The preference is used while one block fits in it; otherwise the driver
    // picks the smallest carveout that holds a block (Volta+), or the largest
    // configuration (Fermi-Pascal).
    if (Preferred >= C.SmemAllocated)
      C.SmemPerSm = Preferred;
    else if (!L.SharedMemCarveoutBytes.empty())
      C.SmemPerSm = alignUpCarveout(L, C.SmemAllocated, L.SharedMemPerSmBytes);
    else
      C.SmemPerSm = L.SharedMemPerSmBytes;
    C.LimitSmem = C.SmemAllocated ? C.SmemPerSm / C.SmemAllocated : Unl;
  }

  // Blocks and barriers.
  C.LimitBlocks = L.MaxBlocksPerSm;
  C.LimitBarriers =
      L.MaxBarriersPerSm && R.BarriersPerBlock ? L.MaxBarriersPerSm / R.BarriersPerBlock : Unl;

  C.Active = std::min({C.LimitWarps, C.LimitRegs, C.LimitSmem, C.LimitBlocks, C.LimitBarriers});
  if (C.BadCarveout)
    C.Active = 0;
  C.Mask = (C.Active == C.LimitWarps ? unsigned(LimitWarps) : 0u) |
           (C.Active == C.LimitRegs ? unsigned(LimitRegisters) : 0u) |
           (C.Active == C.LimitSmem ? unsigned(LimitSharedMemory) : 0u) |
           (C.Active == C.LimitBlocks ? unsigned(LimitBlocks) : 0u) |
           (C.Active == C.LimitBarriers ? unsigned(LimitBarriers) : 0u);
}

/// The message for a launch that cannot run: one clause per exceeded limit.
llvm::Error launchError(const GpuModel &Gpu, const OccupancyRequest &R, const Core &C) {
  const OccupancyLimits &L = Gpu.Occupancy;
  std::string Why;
  auto Add = [&Why](const std::string &S) { Why += (Why.empty() ? "" : "; ") + S; };
  if (C.BadCarveout)
    Add(fmt::format("carveout {}% is out of range (expected 0..100, or the driver default)",
                    R.CarveoutPercent.value_or(-1)));
  if (R.ThreadsPerBlock == 0)
    Add("threads per block must be at least 1");
  else if (C.LimitWarps == 0)
    Add(fmt::format("threads per block: {} exceeds the maximum of {} threads per block",
                    R.ThreadsPerBlock, L.MaxThreadsPerBlock));
  if (C.LimitRegs == 0) {
    if (C.RegsPerThreadExceeded)
      Add(fmt::format("registers per thread: {} exceeds the maximum of {} registers per thread",
                      R.RegistersPerThread, L.MaxRegistersPerThread));
    else if (C.RegsPerBlockExceeded)
      Add(fmt::format("registers per block: {} warps x {} registers per warp ({} registers per "
                      "thread, allocated in units of {}) = {} exceeds the maximum of {} "
                      "registers per block",
                      C.RegsAssumedPerBlock / std::max<u64>(C.RegsPerWarp, 1), C.RegsPerWarp,
                      R.RegistersPerThread, L.RegisterAllocationUnit, C.RegsAssumedPerBlock,
                      L.MaxRegistersPerBlock));
    else if (C.RegsCompatFailed)
      Add(fmt::format("registers per block: {} warps x {} registers per warp do not fit a "
                      "register file split in {} parts (checked for compatibility across the "
                      "architecture family)",
                      C.WarpsPerBlock, C.RegsPerWarp, L.RegisterCompatSubPartitions));
    else
      Add(fmt::format("registers per SM: a block of {} warps x {} registers per warp does not fit "
                      "in {} registers per SM ({} sub-partitions)",
                      C.WarpsPerBlock, C.RegsPerWarp, L.RegistersPerSm, L.RegisterSubPartitions));
  }
  if (C.LimitSmem == 0 && !C.BadCarveout) {
    const u64 Reserved = L.ReservedSharedMemPerBlockBytes;
    const bool OptIn = C.SmemTotal > L.SharedMemPerBlockBytes;
    std::string Detail =
        Reserved ? fmt::format(" (+ {} reserved by the driver, allocated in units of {}: {})",
                               Reserved, L.SharedMemAllocationGranularityBytes, C.SmemAllocated)
                 : fmt::format(" (allocated in units of {}: {})",
                               L.SharedMemAllocationGranularityBytes, C.SmemAllocated);
    const char *Which = L.SharedMemPerBlockOptinBytes <= L.SharedMemPerBlockBytes ? ""
                        : OptIn                                                      ? "opt-in "
                                                                                     : "default ";
    Add(fmt::format("shared memory per block: static {} + dynamic {} = {} bytes{} exceeds the {}"
                    "limit of {} bytes per block",
                    R.StaticSharedBytes, R.DynamicSharedBytes,
                    u64(R.StaticSharedBytes) + R.DynamicSharedBytes, Detail,
                    Which, C.SmemLimitPerBlock - Reserved));
  }
  if (C.LimitBarriers == 0)
    Add(fmt::format("barriers: {} barriers per block exceed the {} barriers per SM",
                    R.BarriersPerBlock, L.MaxBarriersPerSm));
  if (L.MaxBlocksPerSm == 0)
    Add("the GPU file gives 0 blocks per SM");
  unsigned Mask = C.BadCarveout ? 0 : C.Mask;
  return llvm::make_error<OccupancyLaunchError>(
      fmt::format("launch cannot run on {}: {}", Gpu.Name.empty() ? Gpu.Id : Gpu.Name, Why), Mask, Why);
}

void fillResult(const OccupancyLimits &L, const OccupancyRequest &R, const Core &C,
                OccupancyResult &Out, bool WithNames) {
  Out.ActiveBlocksPerSm = unsigned(C.Active);
  Out.WarpsPerBlock = unsigned(C.WarpsPerBlock);
  Out.ActiveWarpsPerSm = unsigned(C.Active * C.WarpsPerBlock);
  Out.MaxWarpsPerSm = L.MaxWarpsPerSm;
  Out.Occupancy = L.MaxWarpsPerSm ? double(Out.ActiveWarpsPerSm) / L.MaxWarpsPerSm : 0.0;
  Out.UsefulThreadOccupancy =
      L.MaxThreadsPerSm ? double(C.Active) * R.ThreadsPerBlock / L.MaxThreadsPerSm : 0.0;
  Out.LimiterMask = C.Mask;
  if (WithNames) {
    Out.Limiters.clear();
    Out.Limiters.reserve(std::popcount(C.Mask));
    for (OccupancyLimiter Bit : AllLimiters)
      if (C.Mask & Bit)
        Out.Limiters.emplace_back(limiterName(Bit));
  }
  Out.BlockLimitWarps = clampU(C.LimitWarps);
  Out.BlockLimitRegisters = clampU(C.LimitRegs);
  Out.BlockLimitSharedMemory = clampU(C.LimitSmem);
  Out.BlockLimitBlocks = clampU(C.LimitBlocks);
  Out.BlockLimitBarriers = clampU(C.LimitBarriers);
  Out.AllocatedRegistersPerBlock = clampU(C.RegsPerBlock);
  Out.AllocatedSharedMemoryPerBlock = clampU(C.SmemAllocated);
  Out.SharedMemPerSmBytes = clampU(C.SmemPerSm);
  Out.OptedInSharedMemory = C.OptedIn;
  Out.RegistersPerWarp = clampU(C.RegsPerWarp);
}

} // namespace

llvm::Expected<OccupancyResult> computeOccupancy(const GpuModel &Gpu, const OccupancyRequest &Req) {
  Core C;
  evaluate(Gpu.Occupancy, Req, C);
  if (C.Active == 0)
    return launchError(Gpu, Req, C);
  OccupancyResult Out;
  fillResult(Gpu.Occupancy, Req, C, Out, /*WithNames=*/true);
  return Out;
}

unsigned activeBlocksPerSm(const GpuModel &Gpu, const OccupancyRequest &Req) {
  Core C;
  evaluate(Gpu.Occupancy, Req, C);
  return unsigned(C.Active);
}

llvm::Expected<MaxPotentialResult> maxPotentialBlockSize(const GpuModel &Gpu,
                                                         OccupancyRequest Req) {
  // cudaOccMaxPotentialOccupancyBlockSize: from the largest block size down in
  // warp steps; a strictly better thread count wins, so ties keep the larger block.
  const OccupancyLimits &L = Gpu.Occupancy;
  const u64 Granularity = std::max(L.WarpSize, 1u);
  const u64 Limit = L.MaxThreadsPerBlock;
  u64 BestSize = 0, BestThreads = 0;
  for (u64 Aligned = roundUp(Limit, Granularity); Aligned > 0; Aligned -= Granularity) {
    Req.ThreadsPerBlock = unsigned(std::min(Limit, Aligned));
    Core C;
    evaluate(L, Req, C);
    u64 Threads = C.Active * Req.ThreadsPerBlock;
    if (Threads > BestThreads) {
      BestThreads = Threads;
      BestSize = Req.ThreadsPerBlock;
    }
    if (BestThreads == L.MaxThreadsPerSm)
      break;
  }
  if (BestSize == 0) {
    Req.ThreadsPerBlock = unsigned(std::min<u64>(Granularity, std::max<u64>(Limit, 1)));
    llvm::Expected<OccupancyResult> Smallest = computeOccupancy(Gpu, Req);
    if (!Smallest)
      return llvm::handleErrors(Smallest.takeError(), [&](const OccupancyLaunchError &E) {
        return llvm::make_error<OccupancyLaunchError>(
            "no block size can run: " + E.message(), E.mask());
      });
    return llvm::make_error<OccupancyLaunchError>("no block size can run", 0u);
  }
  Req.ThreadsPerBlock = unsigned(BestSize);
  llvm::Expected<OccupancyResult> Best = computeOccupancy(Gpu, Req);
  if (!Best)
    return Best.takeError();
  return MaxPotentialResult{unsigned(BestSize), std::move(*Best)};
}

} // namespace kc
