//===- GpuModel.cpp - small helpers of the GPU machine model --------------===//
#include "gpumodel/GpuModel.h"

#include <fmt/format.h>

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

GpuModel atSmClock(const GpuModel &G, double MHz) {
  GpuModel C = G;
  if (G.CoreClockMHz <= 0 || MHz == G.CoreClockMHz)
    return C;
  const double Scale = MHz / G.CoreClockMHz;
  // Past the L2, a DRAM access waits in the memory's clock domain: those
  // nanoseconds take fewer SM cycles at a lower SM clock.
  auto Beyond = [&](double Lat) {
    return Lat > G.L2LatencyCycles ? G.L2LatencyCycles + (Lat - G.L2LatencyCycles) * Scale : Lat;
  };
  C.DramLatencyCycles = Beyond(G.DramLatencyCycles);
  C.UncoalescedLatencyCycles = Beyond(G.UncoalescedLatencyCycles);
  C.CoreClockMHz = MHz;
  C.FileCoreClockMHz = G.FileCoreClockMHz > 0 ? G.FileCoreClockMHz : G.CoreClockMHz;
  C.Name = fmt::format("{} at {:g} MHz", G.Name, MHz);
  return C;
}

} // namespace kc
