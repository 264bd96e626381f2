//===- GpuModel.cpp - small helpers of the GPU machine model --------------===//
#include "gpumodel/GpuModel.h"

#include <stdexcept>

namespace kc {

const LaunchLine &GpuModel::launchLine(unsigned Warps) const {
  const LaunchLine *Default = nullptr;
  for (const LaunchLine &L : LaunchOverhead) {
    if (L.Warps == Warps)
      return L;
    if (L.Warps == 0)
      Default = &L;
  }
  if (Default)
    return *Default;
  if (LaunchOverhead.empty())
    throw std::logic_error("GPU model '" + Id + "' has no launch-overhead model");
  return LaunchOverhead.front();
}

} // namespace kc
