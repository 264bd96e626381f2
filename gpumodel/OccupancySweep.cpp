//===- OccupancySweep.cpp - occupancy as one launch parameter varies -------===//
#include "gpumodel/OccupancySweep.h"

#include <algorithm>

namespace kc {

OccupancyCurve sweepOccupancy(const GpuModel &Gpu, const OccupancyRequest &Req,
                              OccupancyCurve::Parameter Varied) {
  const OccupancyLimits &L = Gpu.Occupancy;
  OccupancyCurve Curve;
  Curve.Varied = Varied;
  OccupancyRequest R = Req;
  auto Add = [&](unsigned X) {
    unsigned Blocks = activeBlocksPerSm(Gpu, R);
    unsigned WarpSize = std::max(L.WarpSize, 1u);
    unsigned Warps = Blocks * ((R.ThreadsPerBlock + WarpSize - 1) / WarpSize);
    Curve.Points.push_back(
        {X, Warps, L.MaxWarpsPerSm ? double(Warps) / L.MaxWarpsPerSm : 0.0});
  };
  switch (Varied) {
  case OccupancyCurve::Parameter::ThreadsPerBlock: {
    Curve.CurrentX = Req.ThreadsPerBlock;
    unsigned Step = std::max(L.WarpSize, 1u);
    for (unsigned T = Step; T <= L.MaxThreadsPerBlock; T += Step) {
      R.ThreadsPerBlock = T;
      Add(T);
    }
    break;
  }
  case OccupancyCurve::Parameter::RegistersPerThread:
    Curve.CurrentX = Req.RegistersPerThread;
    for (unsigned Regs = 1; Regs <= L.MaxRegistersPerThread; ++Regs) {
      R.RegistersPerThread = Regs;
      Add(Regs);
    }
    break;
  case OccupancyCurve::Parameter::SharedMemoryPerBlock: {
    Curve.CurrentX = Req.StaticSharedBytes + Req.DynamicSharedBytes;
    unsigned Step = std::max(L.SharedMemAllocationGranularityBytes, 1u);
    unsigned Max = std::max(L.SharedMemPerBlockOptinBytes, L.SharedMemPerBlockBytes);
    for (unsigned Bytes = 0; Bytes <= Max; Bytes += Step) {
      if (Bytes < Req.StaticSharedBytes)
        continue;
      R.DynamicSharedBytes = Bytes - Req.StaticSharedBytes;
      Add(Bytes);
    }
    break;
  }
  }
  return Curve;
}

} // namespace kc
