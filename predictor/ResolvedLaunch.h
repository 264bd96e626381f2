/// \file
/// The launch facts every model needs, checked once: validated dimensions,
/// the bound slot array, occupancy (resident blocks per SM), warps per block
/// and the launch-overhead line (docs/model.md#launch: gridBlocks * x1 + x2 for the block
/// size in warps).
///
/// How the models use it (a deliberate reading, docs/model.md#reading-launch): x1 is the
/// per-block dispatch cost, and dispatching a block overlaps the execution of
/// the blocks dispatched before it, so only the part of the dispatch that
/// execution does not hide adds to the time:
///   t_kernel = x2 + max(gridBlocks * x1, t_exec)
///   t_launch (reported) = x2 + max(0, gridBlocks * x1 - t_exec)
/// Adding the whole dispatch on top of execution counted every block's
/// dispatch twice for long grids (see docs/predictor.md).
#pragma once

#include "gpumodel/Occupancy.h"
#include "predictor/AtomicContention.h"
#include "predictor/Launch.h"
#include "predictor/PreparedKernel.h"

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace kc {

struct ResolvedLaunch {
  const LaunchConfig *Config = nullptr;
  std::vector<double> Slots;        ///< PreparedKernel::bindLaunch
  OccupancyResult Occupancy;
  uint64_t Blocks = 0;              ///< grid blocks (64-bit)
  uint64_t ThreadsPerBlock = 0;
  unsigned WarpsPerBlock = 0;
  double LaunchBaseMs = 0;           ///< x2 (BaseUs), ms
  double DispatchMs = 0;             ///< gridBlocks * x1 (PerBlockUs), ms
  double BlockStartCycles = 0;       ///< the line's block start, added once per wave
  AtomicContention Atomics;          ///< the most contended global atomic (ReusePlan::apply)
  std::vector<std::string> Notes;
};

/// t_launch(us) = BaseUs + max(0, gridBlocks * PerBlockUs - ExecUs), with the
/// line for ceil(threads / 32) warps (GpuModel::launchLine); 0 when the GPU
/// file has none. The kernel then takes t_launch + ExecUs.
double launchOverheadUs(const GpuModel &Gpu, uint64_t GridBlocks, unsigned WarpsPerBlock,
                        double ExecUs);

/// The same for a resolved launch: LaunchBaseMs + max(0, DispatchMs - ExecMs).
double launchMs(const ResolvedLaunch &R, double ExecMs);

/// cycles / (CoreClockMHz * 1e3) = milliseconds.
double cyclesToMs(const GpuModel &Gpu, double Cycles);
/// GB/s -> bytes per core cycle: GBps * 1e9 / (CoreClockMHz * 1e6).
double bytesPerCycle(const GpuModel &Gpu, double GBps);
/// bytes per cycle -> GB/s.
double gbpsFromBytesPerCycle(const GpuModel &Gpu, double BytesPerCycle);

llvm::Expected<ResolvedLaunch> resolveLaunch(const PreparedKernel &P, const LaunchConfig &L);

/// What occupancy asks about launch \p L of kernel \p K: threads per block, the
/// kernel's registers and static shared memory, the launch's dynamic shared
/// memory, carveout and cache preference.
OccupancyRequest occupancyRequest(const KernelModel &K, const LaunchConfig &L);

} // namespace kc
