/// \file
/// The Excel occupancy calculator's three graphs in one SVG: occupancy (% of
/// the SM's warps) against threads per block, registers per thread and shared
/// memory per block, each varying one parameter of the launch while the others
/// stay as requested (gpumodel/OccupancySweep.h), with the requested launch
/// marked on every graph and the GPU named in the title. Drawn with views/Svg.h.
///
/// Layout (860 x 1080 px): a two-line title ("Occupancy on <GPU> (CC x.y)" and
/// the launch with its occupancy and limiters), then the three panels stacked,
/// each with a step line, a dashed line and a red dot at the current value.
#pragma once

#include "gpumodel/Occupancy.h"

#include <string>

namespace kc {

/// The whole SVG document. \p Res is the requested launch's result (the marker).
std::string renderOccupancyPlot(const GpuModel &Gpu, const OccupancyRequest &Req,
                                const OccupancyResult &Res);

} // namespace kc
