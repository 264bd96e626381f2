/// \file
/// How the planner asks for the time of a candidate fused kernel. The planner
/// only generates candidates; a FusionCostModel prices them. The product binds
/// this to kernelcast's analyzer + predictor (makeDefaultFusionCostModel in
/// workflows/FusionCostBinding.h); tests use transparent doubles (bytes / bandwidth + a
/// launch constant) defined in the tests themselves.
#pragma once

#include "llvm/Support/Error.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace kc {
struct GpuModel;
}

namespace kc::fusion {

/// Everything a cost model may use about one candidate kernel launch.
struct FusedKernelCandidate {
  std::string CudaSource;  ///< self-contained plain CUDA (device functions + one __global__ kernel)
  std::string KernelName;  ///< the __global__ function in CudaSource
  unsigned BlockX = 1, BlockY = 1, BlockZ = 1;
  unsigned long long GridBlocks = 0;   ///< ceil(Elements / ElementsPerBlock), 1-D grid
  unsigned SharedBytes = 0;            ///< static shared memory of the kernel
  unsigned long long Elements = 0;     ///< problem size n (the kernel's last parameter)
  unsigned ElementsPerBlock = 0;
  /// Kernel parameters before `n`: loaded arrays (const float*), then stored arrays
  /// (float*), each of Elements * floats-per-element floats.
  std::vector<unsigned> InputFloatsPerElement, OutputFloatsPerElement;
  // Structure (for reports and simple models).
  unsigned Calls = 0;
  unsigned Barriers = 0;
  unsigned RegisterVariables = 0;
  unsigned long long GlobalBytesRead = 0;    ///< whole launch
  unsigned long long GlobalBytesWritten = 0; ///< whole launch
};

class FusionCostModel {
public:
  virtual ~FusionCostModel();
  /// Predicted run time of the launch in milliseconds.
  virtual llvm::Expected<double> predictMs(const FusedKernelCandidate &C) = 0;
  /// Optional one-line detail shown beside a chosen kernel (e.g. "occupancy 67%,
  /// limited by shared memory"); empty by default.
  virtual std::string describe(const FusedKernelCandidate &C) { return {}; }
  /// Prices many candidates at once (the planner passes every distinct
  /// candidate of a run), result i for \p Cs[i]. The default calls predictMs in
  /// order; an implementation may work in parallel. \p Done, when set, is
  /// called once per finished candidate, never concurrently.
  virtual std::vector<llvm::Expected<double>> predictMany(const std::vector<const FusedKernelCandidate *> &Cs,
                                                          const std::function<void()> &Done);
};

} // namespace kc::fusion
