/// \file
/// The data behind the Excel occupancy calculator's three graphs: occupancy
/// as one launch parameter varies while the others stay as requested —
/// threads per block (every multiple of the warp size), registers per thread
/// (1 .. max) and shared memory per block (0 .. opt-in limit, in allocation
/// granularity steps). Plain numbers; views/OccupancyPlot.h draws them.
#pragma once

#include "gpumodel/Occupancy.h"

#include <string>
#include <vector>

namespace kc {

struct OccupancyPoint {
  unsigned X = 0;          ///< the varied parameter's value
  unsigned ActiveWarps = 0;
  double Occupancy = 0;    ///< active warps / max warps (0 when the launch cannot run)
};

struct OccupancyCurve {
  enum class Parameter { ThreadsPerBlock, RegistersPerThread, SharedMemoryPerBlock };
  Parameter Varied = Parameter::ThreadsPerBlock;
  std::vector<OccupancyPoint> Points; ///< ascending X
  unsigned CurrentX = 0;              ///< the request's own value of the parameter
};

/// One curve. Shared memory varies the dynamic part (static stays as requested).
OccupancyCurve sweepOccupancy(const GpuModel &Gpu, const OccupancyRequest &Req,
                              OccupancyCurve::Parameter Varied);

} // namespace kc
