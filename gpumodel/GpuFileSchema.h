/// \file
/// The GPU file schema (docs/gpu-file-format.md) as data, shared by the reader
/// (GpuFileParser.cpp) and the writer (GpuFileWriter.cpp) so the two cannot
/// drift apart: every scalar field's JSON location, its GpuModel member, its
/// sanity range and whether it must be an integer. Internal to gpumodel.
#pragma once

#include "gpumodel/GpuModel.h"

#include <array>
#include <string_view>
#include <vector>

namespace kc::gpufile {

/// One numeric field written as {"value": N, "source"|"estimate": ...}.
struct ScalarField {
  std::string_view Group; ///< enclosing object ("" = top level)
  std::string_view Key;
  double Min, Max;        ///< sanity range (inclusive)
  bool Integer;
  double (*Get)(const GpuModel &);
  void (*Set)(GpuModel &, double);
  bool Optional = false;  ///< may be absent (then left at its default)
};

#define KC_D(MEMBER)                                                                               \
  [](const GpuModel &M) -> double { return M.MEMBER; },                                            \
      [](GpuModel &M, double V) { M.MEMBER = V; }
#define KC_U(MEMBER)                                                                               \
  [](const GpuModel &M) -> double { return M.MEMBER; },                                            \
      [](GpuModel &M, double V) { M.MEMBER = static_cast<unsigned>(V); }

#define KC_B(MEMBER)                                                                               \
  [](const GpuModel &M) -> double { return M.MEMBER ? 1 : 0; },                                    \
      [](GpuModel &M, double V) { M.MEMBER = V != 0; }

/// Scalar fields in file order (groups appear in this order too).
inline const std::vector<ScalarField> &scalarFields() {
  static const std::vector<ScalarField> Fields = {
      {"", "sm_count", 1, 1000, true, KC_U(SmCount)},
      {"clocks", "core_clock_mhz", 100, 5000, false, KC_D(CoreClockMHz)},
      {"clocks", "memory_clock_mhz", 100, 30000, false, KC_D(MemoryClockMHz)},
      {"", "processing_blocks_per_sm", 1, 16, true, KC_U(ProcessingBlocksPerSm)},
      {"", "memory_instruction_queue", 0, 1, true, KC_B(MemoryInstructionQueue), true},
      {"memory_latency_cycles", "shared", 1, 100000, false, KC_D(SharedLatencyCycles)},
      {"memory_latency_cycles", "l1", 1, 100000, false, KC_D(L1LatencyCycles)},
      {"memory_latency_cycles", "l2", 1, 100000, false, KC_D(L2LatencyCycles)},
      {"memory_latency_cycles", "dram", 1, 100000, false, KC_D(DramLatencyCycles)},
      {"memory_latency_cycles", "uncoalesced", 1, 1000000, false, KC_D(UncoalescedLatencyCycles)},
      {"bandwidth", "l1_bytes_per_cycle_per_sm", 1, 4096, false, KC_D(L1BandwidthBytesPerCyclePerSm)},
      {"bandwidth", "l1_access_bytes", 1, 16, true, KC_U(L1AccessBytes), true},
      {"bandwidth", "l1_lines_per_cycle", 0.5, 64, false, KC_D(L1LinesPerCycle), true},
      {"bandwidth", "shared_bytes_per_cycle_per_sm", 1, 4096, false,
       KC_D(SharedBandwidthBytesPerCyclePerSm)},
      {"bandwidth", "l2_gbps", 1, 1e6, false, KC_D(L2BandwidthGBps)},
      {"bandwidth", "dram_gbps", 1, 1e6, false, KC_D(DramBandwidthGBps)},
      {"bandwidth", "dram_sustained_gbps", 1, 1e6, false, KC_D(DramSustainedBandwidthGBps), true},
      {"bandwidth", "uncoalesced_gbps", 0.01, 1e6, false, KC_D(UncoalescedBandwidthGBps)},
      {"bandwidth", "same_line_atomics_gops", 0.01, 100, false, KC_D(SameLineAtomicsGops), true},
      {"caches", "l1_size_bytes_per_sm", 0, 16777216, true, KC_U(L1SizeBytesPerSm)},
      {"caches", "l2_size_bytes", 1024, 4294967295.0, true, KC_U(L2SizeBytes)},
      {"caches", "shared_banks", 1, 64, true, KC_U(SharedBanks)},
      {"caches", "shared_bank_width_bytes", 1, 16, true, KC_U(SharedBankWidthBytes)},
      {"caches", "sector_bytes", 1, 1024, true, KC_U(SectorBytes)},
      {"caches", "cache_line_bytes", 1, 1024, true, KC_U(CacheLineBytes)},
      {"caches", "l1_caches_global_loads", 0, 1, true, KC_B(L1CachesGlobalLoads), true},
      {"caches", "l1_caches_readonly_loads", 0, 1, true, KC_B(L1CachesReadOnlyLoads), true},
      {"caches", "l1_shared_unified", 0, 1, true, KC_B(L1SharedUnified), true},
      {"occupancy", "warp_size", 32, 32, true, KC_U(Occupancy.WarpSize)},
      {"occupancy", "max_threads_per_block", 1, 4096, true, KC_U(Occupancy.MaxThreadsPerBlock)},
      {"occupancy", "max_threads_per_sm", 32, 8192, true, KC_U(Occupancy.MaxThreadsPerSm)},
      {"occupancy", "max_warps_per_sm", 1, 256, true, KC_U(Occupancy.MaxWarpsPerSm)},
      {"occupancy", "max_blocks_per_sm", 1, 256, true, KC_U(Occupancy.MaxBlocksPerSm)},
      {"occupancy", "registers_per_sm", 1024, 1048576, true, KC_U(Occupancy.RegistersPerSm)},
      {"occupancy", "max_registers_per_block", 1024, 1048576, true,
       KC_U(Occupancy.MaxRegistersPerBlock)},
      {"occupancy", "max_registers_per_thread", 1, 1024, true, KC_U(Occupancy.MaxRegistersPerThread)},
      {"occupancy", "register_allocation_unit", 1, 8192, true, KC_U(Occupancy.RegisterAllocationUnit)},
      {"occupancy", "warp_allocation_granularity", 1, 16, true,
       KC_U(Occupancy.WarpAllocationGranularity)},
      {"occupancy", "register_sub_partitions", 1, 16, true, KC_U(Occupancy.RegisterSubPartitions)},
      {"occupancy", "shared_memory_per_sm_bytes", 1024, 16777216, true,
       KC_U(Occupancy.SharedMemPerSmBytes)},
      {"occupancy", "shared_memory_per_block_bytes", 1024, 16777216, true,
       KC_U(Occupancy.SharedMemPerBlockBytes)},
      {"occupancy", "shared_memory_per_block_optin_bytes", 1024, 16777216, true,
       KC_U(Occupancy.SharedMemPerBlockOptinBytes)},
      {"occupancy", "reserved_shared_memory_per_block_bytes", 0, 65536, true,
       KC_U(Occupancy.ReservedSharedMemPerBlockBytes)},
      {"occupancy", "shared_memory_allocation_granularity_bytes", 1, 65536, true,
       KC_U(Occupancy.SharedMemAllocationGranularityBytes)},
      {"occupancy", "max_barriers_per_sm", 0, 4096, true, KC_U(Occupancy.MaxBarriersPerSm)},
  };
  return Fields;
}

#undef KC_D
#undef KC_U
#undef KC_B

/// The unit kinds of /units_per_processing_block, in file order.
inline constexpr std::array<std::string_view, 6> UnitKinds = {"fp32", "int32", "fp64",
                                                              "sfu",  "ldst",  "tensor"};

/// Names accepted in /occupancy/cache_configs/*/name.
inline constexpr std::array<std::string_view, 4> CacheConfigNames = {
    "prefer-none", "prefer-shared", "prefer-l1", "prefer-equal"};

/// Top-level groups and their order in a written file.
inline constexpr std::array<std::string_view, 19> TopLevelKeys = {
    "schema_version", "id", "name", "aliases", "architecture", "chip", "compute_capability",
    "sources", "sm_count", "clocks", "processing_blocks_per_sm", "memory_instruction_queue",
    "units_per_processing_block",
    "instructions", "memory_latency_cycles", "bandwidth", "caches", "launch_overhead",
    "occupancy"};

inline constexpr int SchemaVersion = 1;

} // namespace kc::gpufile
