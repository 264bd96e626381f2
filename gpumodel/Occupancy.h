/// \file
/// The CUDA occupancy calculator (docs/model.md#occupancy). Reproduces NVIDIA's
/// cuda_occupancy.h (CUDA 13) exactly for CC 3.0 and newer, and the Fermi
/// rules for CC 2.x, from the limits in a GpuModel (no architecture constants
/// in code):
///   blocks/SM = min(warp limit, register limit, shared-memory limit, block
///                   limit, barrier limit)
///   warp limit      = floor(maxWarpsPerSm / ceil(threads / 32))
///   register limit  = floor(floor((regsPerSm / subPartitions) / regsPerWarp) * subPartitions
///                           / warpsPerBlock),  regsPerWarp = roundUp(regs * 32, allocUnit)
///   smem limit      = floor(smemPerSm(config) / roundUp(static + dynamic + reserved, granularity))
/// occupancy = active warps / max warps per SM; useful_thread_occupancy =
/// active blocks * threads / max threads per SM (the olympiad seed's number).
#pragma once

#include "gpumodel/GpuModel.h"

#include "llvm/Support/Error.h"

#include <climits>
#include <optional>
#include <string>
#include <vector>

namespace kc {

enum class CachePreference { None, PreferShared, PreferL1, PreferEqual };

struct OccupancyRequest {
  unsigned ThreadsPerBlock = 0;
  unsigned RegistersPerThread = 0;
  unsigned StaticSharedBytes = 0;   ///< per block
  unsigned DynamicSharedBytes = 0;  ///< per block
  /// CC >= 7.0: preferred shared-memory carveout in percent of the maximum
  /// (cudaFuncAttributePreferredSharedMemoryCarveout); nullopt = driver default.
  std::optional<int> CarveoutPercent;
  /// CC < 7.0 with configurable L1/shared split (cudaFuncCachePrefer*).
  CachePreference CacheConfig = CachePreference::None;
  /// Block barriers the kernel uses (cudaFuncAttributes gives 1: barrier 0 is
  /// always reserved). Counts against OccupancyLimits::MaxBarriersPerSm.
  unsigned BarriersPerBlock = 1;
};

/// The limits as bits (the same values as cuda_occupancy.h's
/// cudaOccLimitingFactor, so a mask can be compared with limitingFactors).
enum OccupancyLimiter : unsigned {
  LimitWarps = 0x01,
  LimitRegisters = 0x02,
  LimitSharedMemory = 0x04,
  LimitBlocks = 0x08,
  LimitBarriers = 0x10,
};

/// CLI / JSON name of a cache preference: "prefer-none", "prefer-shared", "prefer-l1", "prefer-equal".
const char *cachePreferenceName(CachePreference P);

/// JSON name of one limiter bit: "warps", "registers", "shared_memory", "blocks", "barriers".
const char *limiterName(OccupancyLimiter L);
/// Every limiter bit, in the order they are reported.
inline constexpr OccupancyLimiter AllLimiters[] = {LimitWarps, LimitRegisters, LimitSharedMemory,
                                                   LimitBlocks, LimitBarriers};

/// Names used in `limiters` (JSON contract): "warps", "registers",
/// "shared_memory", "blocks", "barriers".
struct OccupancyResult {
  unsigned ActiveBlocksPerSm = 0;
  unsigned ActiveWarpsPerSm = 0;
  unsigned MaxWarpsPerSm = 0;
  double Occupancy = 0;               ///< active warps / max warps
  double UsefulThreadOccupancy = 0;   ///< active blocks * threads / max threads per SM
  std::vector<std::string> Limiters;  ///< every limit equal to ActiveBlocksPerSm
  unsigned BlockLimitWarps = 0, BlockLimitRegisters = 0, BlockLimitSharedMemory = 0,
           BlockLimitBlocks = 0, BlockLimitBarriers = 0;
  unsigned AllocatedRegistersPerBlock = 0;
  unsigned AllocatedSharedMemoryPerBlock = 0;
  unsigned SharedMemPerSmBytes = 0;   ///< capacity under the chosen carveout / cache config
  bool OptedInSharedMemory = false;   ///< the block asks for more than the default 48 KB

  // --- added beside the contract fields ---------------------------------------
  /// A block limit that does not apply (no registers, no shared memory, no
  /// barrier limit on this architecture); cuda_occupancy.h reports INT_MAX.
  static constexpr unsigned Unlimited = UINT_MAX;
  unsigned LimiterMask = 0;           ///< Limiters as OccupancyLimiter bits
  unsigned WarpsPerBlock = 0;         ///< ceil(threads / warp size)
  unsigned RegistersPerWarp = 0;      ///< allocated, after rounding to the allocation unit
};

/// The error computeOccupancy returns for a launch that cannot run: the
/// message names each limit that is exceeded; Mask holds them as
/// OccupancyLimiter bits (the limits that are zero).
class OccupancyLaunchError : public llvm::ErrorInfo<OccupancyLaunchError> {
public:
  static char ID;
  OccupancyLaunchError(std::string Message, unsigned Mask, std::string Reason = "")
      : Message(std::move(Message)), Mask(Mask), Reason(std::move(Reason)) {}
  void log(llvm::raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override;
  std::string message() const override { return Message; }
  unsigned mask() const { return Mask; }
  /// The limits broken, without the "launch cannot run on <GPU>: " the
  /// message opens with (for a caller that names the GPU itself).
  const std::string &reason() const { return Reason.empty() ? Message : Reason; }

private:
  std::string Message;
  unsigned Mask;
  std::string Reason;
};

/// Fails (llvm::Error with a message naming the limit) when the launch cannot
/// run at all: threads > max per block, registers > max per thread, shared
/// memory above the opt-in limit, zero threads.
llvm::Expected<OccupancyResult> computeOccupancy(const GpuModel &Gpu, const OccupancyRequest &Req);

/// The hot path for callers that only need the number (predictor, tuner):
/// active blocks per SM, 0 when the launch cannot run. Allocates nothing.
unsigned activeBlocksPerSm(const GpuModel &Gpu, const OccupancyRequest &Req);

/// cudaOccMaxPotentialOccupancyBlockSize: the block size (a multiple of the
/// warp size up to the max) with the highest occupancy; ties go to the larger block.
struct MaxPotentialResult {
  unsigned BlockSize = 0;
  OccupancyResult AtBest;
};
llvm::Expected<MaxPotentialResult> maxPotentialBlockSize(const GpuModel &Gpu,
                                                         OccupancyRequest Req);

} // namespace kc
