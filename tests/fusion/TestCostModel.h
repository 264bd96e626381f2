/// \file
/// A TEST DOUBLE of the fusion cost model, transparent enough to work expected
/// results out by hand: time_ms = LaunchMs + (bytes read + bytes written) /
/// (BandwidthGBps * 1e6) + BarrierMs * barriers + SharedMsPerKB * shared KB +
/// RegisterMs * variables in registers (a positive RegisterMs steers the choice
/// to shared-memory layouts, to exercise barriers and coordinate recomputation).
/// It is not kernelcast's prediction: the product prices kernels with the
/// analyzer and predictor.
#pragma once

#include "fusion/FusionCostModel.h"
#include "gpumodel/GpuModel.h"

namespace kc::fusion::test {

class BytesCostModel : public FusionCostModel {
public:
  double LaunchMs = 0.005;
  double BandwidthGBps = 100;
  double BarrierMs = 0;
  double SharedMsPerKB = 0;
  double RegisterMs = 0;
  double RowImplBonusMs = 0; ///< subtracted per thread beyond one per element (prefers row implementations)
  unsigned Calls = 0; ///< predictMs calls
  llvm::Expected<double> predictMs(const FusedKernelCandidate &C) override;
};

/// A round toy GPU: 1024 threads and 48 KB shared memory per block.

kc::GpuModel toyGpu();

} // namespace kc::fusion::test
