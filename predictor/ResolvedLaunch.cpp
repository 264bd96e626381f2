// Launch resolution shared by the models: validation, argument binding,
// occupancy and launch overhead.
#include "predictor/ResolvedLaunch.h"

#include <fmt/format.h>

#include <algorithm>

namespace kc {

double launchOverheadUs(const GpuModel &Gpu, uint64_t GridBlocks, unsigned WarpsPerBlock,
                        double ExecUs) {
  if (Gpu.LaunchOverhead.empty())
    return 0;
  const LaunchLine &L = Gpu.launchLine(WarpsPerBlock);
  return L.BaseUs + std::max(0.0, static_cast<double>(GridBlocks) * L.PerBlockUs - ExecUs);
}

double launchMs(const ResolvedLaunch &R, double ExecMs) {
  return R.LaunchBaseMs + std::max(0.0, R.DispatchMs - ExecMs);
}

OccupancyRequest occupancyRequest(const KernelModel &K, const LaunchConfig &L) {
  OccupancyRequest Req;
  Req.ThreadsPerBlock = static_cast<unsigned>(L.Block.count());
  Req.RegistersPerThread = K.Registers.Registers;
  Req.StaticSharedBytes = K.StaticSharedBytes;
  Req.DynamicSharedBytes = L.DynamicSharedBytes;
  Req.CarveoutPercent = L.CarveoutPercent;
  Req.CacheConfig = L.CacheConfig;
  return Req;
}

double cyclesToMs(const GpuModel &Gpu, double Cycles) { return Cycles / (Gpu.CoreClockMHz * 1e3); }

double bytesPerCycle(const GpuModel &Gpu, double GBps) { return GBps * 1e3 / Gpu.CoreClockMHz; }

double gbpsFromBytesPerCycle(const GpuModel &Gpu, double BytesPerCycle) {
  return BytesPerCycle * Gpu.CoreClockMHz / 1e3;
}

llvm::Expected<ResolvedLaunch> resolveLaunch(const PreparedKernel &P, const LaunchConfig &L) {
  const GpuModel &Gpu = P.gpu();
  if (llvm::Error E = validateLaunch(Gpu, L))
    return E;
  if (Gpu.SmCount == 0 || Gpu.CoreClockMHz <= 0 || Gpu.ProcessingBlocksPerSm == 0)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "GPU model '%s' lacks sm_count, core clock or processing "
                                   "blocks per SM",
                                   Gpu.Id.c_str());
  ResolvedLaunch R;
  R.Config = &L;
  if (llvm::Error E = P.bindLaunch(L, R.Slots))
    return E;
  R.Blocks = L.Grid.count();
  R.ThreadsPerBlock = L.Block.count();
  R.WarpsPerBlock = static_cast<unsigned>((R.ThreadsPerBlock + 31) / 32);

  // Static shared memory above the default per-block limit (48 KB) does not
  // build: ptxas refuses it ("uses too much shared data"); only dynamic shared
  // memory may use the opt-in limit (cudaFuncSetAttribute).
  const unsigned StaticLimit = Gpu.Occupancy.SharedMemPerBlockBytes;
  if (StaticLimit && P.kernel().StaticSharedBytes > StaticLimit)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        fmt::format("kernel '{}' cannot run on {}: {} bytes of static __shared__ memory exceed "
                    "the {} bytes a kernel may declare statically (ptxas refuses it; larger "
                    "tiles need extern __shared__ memory and cudaFuncSetAttribute)",
                    P.kernel().Name, Gpu.Id, P.kernel().StaticSharedBytes, StaticLimit));
  OccupancyRequest Req = occupancyRequest(P.kernel(), L);
  auto Occ = computeOccupancy(Gpu, Req);
  if (!Occ) {
    std::string Why;
    llvm::handleAllErrors(
        Occ.takeError(), [&](const OccupancyLaunchError &E) { Why = E.reason(); },
        [&](const llvm::ErrorInfoBase &E) { Why = E.message(); });
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   fmt::format("launch of '{}' with block {} cannot run on {}: {}",
                                               P.kernel().Name, L.Block.str(), Gpu.Id, Why));
  }
  R.Occupancy = std::move(*Occ);
  if (R.Occupancy.ActiveBlocksPerSm == 0)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        fmt::format("launch of '{}' with block {} does not fit on an SM of {} ({} registers, "
                    "{} B shared memory per block)",
                    P.kernel().Name, L.Block.str(), Gpu.Id, Req.RegistersPerThread,
                    Req.StaticSharedBytes + Req.DynamicSharedBytes));
  R.Slots[SlotWaveBlocks] = static_cast<double>(std::min<uint64_t>(
      R.Blocks, static_cast<uint64_t>(R.Occupancy.ActiveBlocksPerSm) * Gpu.SmCount));
  if (!P.reuse().empty() || P.reuse().hasAtomics()) {
    ReusePlan::Launch RL;
    RL.WaveBlocks = R.Slots[SlotWaveBlocks];
    RL.BlocksPerSm = R.Occupancy.ActiveBlocksPerSm;
    RL.SharedBytesPerSm = static_cast<double>(R.Occupancy.AllocatedSharedMemoryPerBlock) *
                          R.Occupancy.ActiveBlocksPerSm;
    R.Atomics = P.reuse().apply(Gpu, RL, R.Slots);
  }
  if (P.reuse().hasAtomics() && Gpu.SameLineAtomicsGops <= 0)
    R.Notes.push_back("the GPU model gives no bandwidth/same_line_atomics_gops: the contention of "
                      "atomics on the same addresses is not modeled (docs/model.md#atomic-contention)");
  if (Gpu.LaunchOverhead.empty())
    R.Notes.push_back("the GPU model has no launch-overhead data: launch time taken as 0");
  if (!Gpu.LaunchOverhead.empty()) {
    const LaunchLine &Line = Gpu.launchLine(std::min(R.WarpsPerBlock, 32u));
    R.LaunchBaseMs = Line.BaseUs / 1e3;
    R.DispatchMs = static_cast<double>(R.Blocks) * Line.PerBlockUs / 1e3;
    R.BlockStartCycles = Line.BlockStartCycles;
  }
  return R;
}

} // namespace kc
