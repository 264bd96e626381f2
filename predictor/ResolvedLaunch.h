/// \file
/// The launch facts every model needs, checked once: validated dimensions,
/// the bound slot array, occupancy (resident blocks per SM), warps per block
/// and the launch overhead (SPEC 3: t_launch = gridBlocks * x1 + x2 for the
/// block size in warps).
#pragma once

#include "gpumodel/Occupancy.h"
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
  double LaunchMs = 0;
  std::vector<std::string> Notes;
};

/// t_launch(us) = gridBlocks * PerBlockUs + BaseUs, with the line for
/// ceil(threads / 32) warps (GpuModel::launchLine); 0 when the GPU file has none.
double launchOverheadUs(const GpuModel &Gpu, uint64_t GridBlocks, unsigned WarpsPerBlock);

/// cycles / (CoreClockMHz * 1e3) = milliseconds.
double cyclesToMs(const GpuModel &Gpu, double Cycles);
/// GB/s -> bytes per core cycle: GBps * 1e9 / (CoreClockMHz * 1e6).
double bytesPerCycle(const GpuModel &Gpu, double GBps);
/// bytes per cycle -> GB/s.
double gbpsFromBytesPerCycle(const GpuModel &Gpu, double BytesPerCycle);

llvm::Expected<ResolvedLaunch> resolveLaunch(const PreparedKernel &P, const LaunchConfig &L);

} // namespace kc
