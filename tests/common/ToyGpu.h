/// \file
/// The GPU models the unit tests are worked out on, in one place:
///  - toyGpu(): the predictor's toy GPU with round numbers (1 cycle = 1 ns),
///    with toyKernel() for hand-built kernel models;
///  - calibrationToyGpu(): a toy with the shape of a modern GPU, which the
///    calibration tests synthesize results from and must recover;
///  - fermiGtx580() ... hopperH100(): occupancy limits of real GPUs as
///    published (CUDA programming guide, cuda_occupancy.h), built by hand so
///    every occupancy in the tests can be worked out on paper.
/// None of them has provenance for every field, so none is a valid GPU file.
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


/// A toy model with round numbers and the shape of a modern GPU (80 SMs, 4
/// processing blocks, a launch-overhead line per block size): what the
/// calibration tests synthesize results from and must recover.
inline GpuModel calibrationToyGpu() {
  GpuModel M;
  M.Id = "toy";
  M.Name = "Toy GPU";
  M.Architecture = "Toy";
  M.Chip = "T100";
  M.ComputeMajor = 8;
  M.ComputeMinor = 0;
  M.SmCount = 80;
  M.CoreClockMHz = 1500;
  M.MemoryClockMHz = 1200;
  M.SameLineAtomicsGops = 1.5;
  M.ProcessingBlocksPerSm = 4;
  M.UnitsPerProcessingBlock = {{"fp32", 16}, {"int32", 16}, {"fp64", 8}, {"sfu", 4}, {"ldst", 8}, {"tensor", 1}};
  for (unsigned C = 0; C < NumInstrClasses; ++C)
    M.Instructions[C] = {6, 2};
  auto Set = [&](InstrClass C, double L, double I) { M.Instructions[unsigned(C)] = {L, I}; };
  Set(InstrClass::Fp32Add, 4, 2);
  Set(InstrClass::Fp32Mul, 4, 2);
  Set(InstrClass::Fp32Fma, 4, 2);
  Set(InstrClass::Fp32Div, 120, 40);
  Set(InstrClass::Fp32Sqrt, 100, 36);
  Set(InstrClass::Fp32Special, 20, 8);
  Set(InstrClass::Fp64Add, 8, 4);
  Set(InstrClass::Fp64Fma, 8, 4);
  Set(InstrClass::Fp64Div, 400, 120);
  Set(InstrClass::IntAdd, 4, 2);
  Set(InstrClass::IntMul, 4, 2);
  Set(InstrClass::IntDiv, 60, 30);
  Set(InstrClass::Conversion, 12, 8);
  Set(InstrClass::ConversionF64, 20, 32); // conversions from and to 64-bit types: slower
  Set(InstrClass::Shuffle, 24, 4);
  Set(InstrClass::Barrier, 20, 4);
  M.SharedLatencyCycles = 30;
  M.L1LatencyCycles = 40;
  M.L2LatencyCycles = 200;
  M.DramLatencyCycles = 500;
  M.UncoalescedLatencyCycles = 900;
  M.L1BandwidthBytesPerCyclePerSm = 128;
  M.SharedBandwidthBytesPerCyclePerSm = 128;
  M.L2BandwidthGBps = 4000;
  M.DramBandwidthGBps = 1000;
  M.UncoalescedBandwidthGBps = 100;
  M.L1SizeBytesPerSm = 128 * 1024;
  M.L2SizeBytes = 8 * 1024 * 1024;
  // One line per block size: x1 grows with the block size, x2 = 4 us; a block
  // start of 300 cycles.
  for (unsigned W = 1; W <= 32; ++W)
    M.LaunchOverhead.push_back({W, 0.001 + 0.0001 * W, 4.0, 300});
  OccupancyLimits &L = M.Occupancy;
  L.MaxThreadsPerBlock = 1024;
  L.MaxThreadsPerSm = 2048;
  L.MaxWarpsPerSm = 64;
  L.MaxBlocksPerSm = 32;
  L.RegistersPerSm = 65536;
  L.MaxRegistersPerBlock = 65536;
  L.MaxRegistersPerThread = 255;
  L.RegisterAllocationUnit = 256;
  L.RegisterSubPartitions = 4;
  L.SharedMemPerSmBytes = 167936;
  L.SharedMemPerBlockBytes = 49152;
  L.SharedMemPerBlockOptinBytes = 166912;
  L.ReservedSharedMemPerBlockBytes = 1024;
  L.SharedMemAllocationGranularityBytes = 128;
  M.Provenance["/sm_count"] = "TOY: made up";
  M.Provenance["/caches/l1_size_bytes_per_sm"] = "TOY: made up";
  return M;
}


// GTX 580 (CC 2.0): the occupancy limits of the Fermi generation (docs/occupancy.md).
inline GpuModel fermiGtx580() {
  GpuModel G;
  G.Id = "gtx580";
  G.Name = "GeForce GTX 580";
  G.ComputeMajor = 2;
  OccupancyLimits &L = G.Occupancy;
  L.MaxThreadsPerBlock = 1024;
  L.MaxThreadsPerSm = 1536;
  L.MaxWarpsPerSm = 48;
  L.MaxBlocksPerSm = 8;
  L.RegistersPerSm = 32768;
  L.MaxRegistersPerBlock = 32768;
  L.MaxRegistersPerThread = 63;
  L.RegisterAllocationUnit = 64;
  L.WarpAllocationGranularity = 2;
  L.RegisterSubPartitions = 1;
  L.SharedMemPerSmBytes = 49152;
  L.SharedMemPerBlockBytes = 49152;
  L.SharedMemPerBlockOptinBytes = 49152;
  L.SharedMemAllocationGranularityBytes = 128;
  L.CacheConfigs = {{"prefer-none", 49152}, {"prefer-shared", 49152}, {"prefer-l1", 16384}};
  return G;
}

// Tesla K40 (CC 3.5): 16/32/48 KB shared-memory configurations.
inline GpuModel keplerK40() {
  GpuModel G;
  G.Id = "k40";
  G.Name = "Tesla K40";
  G.ComputeMajor = 3;
  G.ComputeMinor = 5;
  OccupancyLimits &L = G.Occupancy;
  L.MaxThreadsPerBlock = 1024;
  L.MaxThreadsPerSm = 2048;
  L.MaxWarpsPerSm = 64;
  L.MaxBlocksPerSm = 16;
  L.RegistersPerSm = 65536;
  L.MaxRegistersPerBlock = 65536;
  L.MaxRegistersPerThread = 255;
  L.RegisterAllocationUnit = 256;
  L.WarpAllocationGranularity = 4;
  L.RegisterSubPartitions = 4;
  L.SharedMemPerSmBytes = 49152;
  L.SharedMemPerBlockBytes = 49152;
  L.SharedMemPerBlockOptinBytes = 49152;
  L.SharedMemAllocationGranularityBytes = 256;
  L.CacheConfigs = {{"prefer-none", 49152},
                    {"prefer-shared", 49152},
                    {"prefer-l1", 16384},
                    {"prefer-equal", 32768}};
  return G;
}

// Tesla P100 (CC 6.0): two register sub-partitions, checked against four.
inline GpuModel pascalP100() {
  GpuModel G;
  G.Id = "p100";
  G.Name = "Tesla P100";
  G.ComputeMajor = 6;
  OccupancyLimits &L = G.Occupancy;
  L.MaxThreadsPerBlock = 1024;
  L.MaxThreadsPerSm = 2048;
  L.MaxWarpsPerSm = 64;
  L.MaxBlocksPerSm = 32;
  L.RegistersPerSm = 65536;
  L.MaxRegistersPerBlock = 65536;
  L.MaxRegistersPerThread = 255;
  L.RegisterAllocationUnit = 256;
  L.WarpAllocationGranularity = 2;
  L.RegisterSubPartitions = 2;
  L.RegisterCompatSubPartitions = 4;
  L.SharedMemPerSmBytes = 65536;
  L.SharedMemPerBlockBytes = 49152;
  L.SharedMemPerBlockOptinBytes = 49152;
  L.SharedMemAllocationGranularityBytes = 256;
  return G;
}

// A100 (CC 8.0): carveouts 0..164 KB, 1 KB reserved per block, 163 KB opt-in.
inline GpuModel ampereA100() {
  GpuModel G;
  G.Id = "a100";
  G.Name = "A100";
  G.ComputeMajor = 8;
  OccupancyLimits &L = G.Occupancy;
  L.MaxThreadsPerBlock = 1024;
  L.MaxThreadsPerSm = 2048;
  L.MaxWarpsPerSm = 64;
  L.MaxBlocksPerSm = 32;
  L.RegistersPerSm = 65536;
  L.MaxRegistersPerBlock = 65536;
  L.MaxRegistersPerThread = 255;
  L.RegisterAllocationUnit = 256;
  L.WarpAllocationGranularity = 4;
  L.RegisterSubPartitions = 4;
  L.SharedMemPerSmBytes = 167936;
  L.SharedMemPerBlockBytes = 49152;
  L.SharedMemPerBlockOptinBytes = 166912;
  L.ReservedSharedMemPerBlockBytes = 1024;
  L.SharedMemAllocationGranularityBytes = 128;
  for (unsigned KB : {0, 8, 16, 32, 64, 100, 132, 164})
    L.SharedMemCarveoutBytes.push_back(KB * 1024);
  return G;
}

// H100 (CC 9.0): as A100 plus 2 barriers per block slot (64 per SM).
inline GpuModel hopperH100() {
  GpuModel G = ampereA100();
  G.Id = "h100";
  G.Name = "H100";
  G.ComputeMajor = 9;
  G.Occupancy.SharedMemPerSmBytes = 233472;
  G.Occupancy.SharedMemPerBlockOptinBytes = 232448;
  G.Occupancy.SharedMemCarveoutBytes.push_back(196 * 1024);
  G.Occupancy.SharedMemCarveoutBytes.push_back(228 * 1024);
  G.Occupancy.MaxBarriersPerSm = 64;
  return G;
}

} // namespace kc::test
