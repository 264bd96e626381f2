/// \file
/// The roofline baseline on the same models:
///   compute_cycles = sum over warps of delay(main thread) / (smCount * PB)
///                    (each processing block issues one warp instruction per cycle)
///   memory_cycles  = DRAM bytes of the grid / DRAM bytes per cycle
///                    (DRAM bytes = mem * (1 - l1pct - l2pct) summed over threads)
///   exec = max(compute_cycles, memory_cycles) / clock; t = launch + exec with
///   launch = base + max(0, gridBlocks * per_block - exec) (ResolvedLaunch.h)
/// It ignores latency, occupancy and waves: a lower bound for most kernels.
#pragma once

#include "predictor/Prediction.h"
#include "predictor/ResolvedLaunch.h"

namespace kc {

Prediction predictRoofline(const PreparedKernel &P, const ResolvedLaunch &R);

} // namespace kc
