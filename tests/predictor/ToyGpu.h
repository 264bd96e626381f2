// A toy GPU with round numbers, so predictions can be worked out by hand.
#pragma once

#include "gpumodel/GpuModel.h"
#include "kernelmodel/KernelModel.h"

namespace kc::test {

/// 2 SMs at 1 GHz (1 cycle = 1 ns), 2 processing blocks per SM, every
/// instruction latency/issue 1 cycle. Memory latencies: L1 10, L2 50,
/// DRAM 100, uncoalesced 156 (so delay_dep = (156 - 100) / 28 = 2).
/// Bandwidths: DRAM 100 GB/s = 100 B/cycle; L1, L2, uncoalesced effectively
/// unlimited (1e6). At most 2 blocks and 64 warps per SM, no register or
/// shared-memory limit in play. Launch: 0.01 us (10 cycles) per launch, 0 per block.
inline GpuModel toyGpu() {
  GpuModel G;
  G.Id = "toy";
  G.Name = "Toy GPU";
  G.ComputeMajor = 8;
  G.ComputeMinor = 0;
  G.SmCount = 2;
  G.CoreClockMHz = 1000;
  G.MemoryClockMHz = 1000;
  G.ProcessingBlocksPerSm = 2;
  for (auto &C : G.Instructions)
    C = {1, 1};
  G.SharedLatencyCycles = 5;
  G.L1LatencyCycles = 10;
  G.L2LatencyCycles = 50;
  G.DramLatencyCycles = 100;
  G.UncoalescedLatencyCycles = 156;
  G.L1BandwidthBytesPerCyclePerSm = 1e6;
  G.L2BandwidthGBps = 1e6;
  G.DramBandwidthGBps = 100;
  G.UncoalescedBandwidthGBps = 1e6;
  G.LaunchOverhead = {{0, 0.0, 0.01}};
  auto &L = G.Occupancy;
  L.WarpSize = 32;
  L.MaxThreadsPerBlock = 1024;
  L.MaxThreadsPerSm = 2048;
  L.MaxWarpsPerSm = 64;
  L.MaxBlocksPerSm = 2;
  L.RegistersPerSm = 65536;
  L.MaxRegistersPerBlock = 65536;
  L.MaxRegistersPerThread = 255;
  L.RegisterAllocationUnit = 256;
  L.WarpAllocationGranularity = 4;
  L.RegisterSubPartitions = 4;
  L.SharedMemPerSmBytes = 65536;
  L.SharedMemPerBlockBytes = 49152;
  L.SharedMemPerBlockOptinBytes = 49152;
  L.SharedMemAllocationGranularityBytes = 128;
  return G;
}

inline Expr sym(const char *S) { return Expr::symbol(S); }

/// A kernel model with the given expressions (others 0), 32 registers.
inline KernelModel toyKernel(Expr Time, Expr Delay, Expr LoadBytes = Expr(), Expr Uncoal = Expr()) {
  KernelModel K;
  K.Name = "toy";
  K.Time = std::move(Time);
  K.Delay = std::move(Delay);
  K.GlobalLoadBytes = std::move(LoadBytes);
  K.UncoalescedBytes = std::move(Uncoal);
  K.Registers.Registers = 32;
  return K;
}

} // namespace kc::test
