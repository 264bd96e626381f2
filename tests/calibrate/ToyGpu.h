/// \file
/// A toy GPU model with round numbers: what the synthetic results are
/// generated from and what calibration must recover.
#pragma once

#include "gpumodel/GpuModel.h"

namespace kc::calib::test {

inline GpuModel toyGpu() {
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
  // One line per block size: x1 grows with the block size, x2 = 4 us.
  for (unsigned W = 1; W <= 32; ++W)
    M.LaunchOverhead.push_back({W, 0.001 + 0.0001 * W, 4.0});
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

} // namespace kc::calib::test
