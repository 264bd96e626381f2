/// \file
/// Synthetic microbenchmark results: the records kernelcast-microbench would
/// print on a GPU that behaved exactly like a given model, with seeded
/// multiplicative noise. Used to test calibration (it must recover the model)
/// and by `kernelcast microbench synthesize` to try `calibrate` without a GPU.
/// Every record is marked "synthetic": true and its device name starts with
/// "synthetic "; it is never a GPU measurement.
#pragma once

#include "gpumodel/GpuModel.h"
#include "microbench/calibrate/BenchResults.h"

#include <vector>

namespace kc::calib {

struct SyntheticOptions {
  unsigned Seed = 1;
  double Noise = 0.02;        ///< relative standard deviation of each point
  double LoopOverheadCycles = 6; ///< added per loop iteration of the chain benchmarks
  double TlbPenaltyCycles = 150; ///< extra latency past TlbReachBytes in the pointer chase
  double TlbReachBytes = 128.0 * 1024 * 1024;
  std::string Date = "2000-01-01T00:00:00Z";
};

std::vector<BenchRecord> synthesizeResults(const GpuModel &M, const SyntheticOptions &Opts = {});

/// The pointer-chase curve alone (x = array bytes, y = cycles), as used above.
void synthesizeChaseCurve(const GpuModel &M, bool CacheL1, const SyntheticOptions &Opts,
                          std::vector<double> &X, std::vector<double> &Y, unsigned Seed);

} // namespace kc::calib
