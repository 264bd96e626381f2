//===- OccupancyView.cpp - text and JSON views of an occupancy result -----===//
#include "views/OccupancyView.h"

#include <fmt/format.h>

namespace kc {

namespace {

nlohmann::json limitJSON(unsigned Limit) {
  if (Limit == OccupancyResult::Unlimited)
    return nullptr;
  return Limit;
}

std::string limitText(unsigned Limit) {
  return Limit == OccupancyResult::Unlimited ? "no limit" : std::to_string(Limit);
}

std::string percent(double Fraction) { return fmt::format("{:.1f} %", Fraction * 100); }

} // namespace

nlohmann::json gpuIdentityJSON(const GpuModel &Gpu) {
  return {{"id", Gpu.Id},
          {"name", Gpu.Name},
          {"compute_capability", fmt::format("{}.{}", Gpu.ComputeMajor, Gpu.ComputeMinor)}};
}

nlohmann::json OccupancyView::toJSON() const {
  nlohmann::json Inputs = {{"threads_per_block", Req.ThreadsPerBlock},
                           {"registers_per_thread", Req.RegistersPerThread},
                           {"static_shared_memory_bytes", Req.StaticSharedBytes},
                           {"dynamic_shared_memory_bytes", Req.DynamicSharedBytes},
                           {"carveout_percent", nullptr},
                           {"cache_config", cachePreferenceName(Req.CacheConfig)}};
  if (Req.CarveoutPercent)
    Inputs["carveout_percent"] = *Req.CarveoutPercent;
  nlohmann::json J = {
      {"gpu", gpuIdentityJSON(Gpu)},
      {"inputs", Inputs},
      {"active_blocks_per_sm", Res.ActiveBlocksPerSm},
      {"active_warps_per_sm", Res.ActiveWarpsPerSm},
      {"max_warps_per_sm", Res.MaxWarpsPerSm},
      {"occupancy", Res.Occupancy},
      {"useful_thread_occupancy", Res.UsefulThreadOccupancy},
      {"limiters", Res.Limiters},
      {"block_limits",
       {{"warps", limitJSON(Res.BlockLimitWarps)},
        {"registers", limitJSON(Res.BlockLimitRegisters)},
        {"shared_memory", limitJSON(Res.BlockLimitSharedMemory)},
        {"blocks", limitJSON(Res.BlockLimitBlocks)},
        {"barriers", limitJSON(Res.BlockLimitBarriers)}}},
      {"allocated_registers_per_block", Res.AllocatedRegistersPerBlock},
      {"allocated_shared_memory_per_block", Res.AllocatedSharedMemoryPerBlock},
      {"opted_in_shared_memory", Res.OptedInSharedMemory},
      {"shared_memory_per_sm_bytes", Res.SharedMemPerSmBytes}};
  if (MaxPotential)
    J["max_potential"] = {{"block_size", MaxPotential->BlockSize},
                          {"active_blocks_per_sm", MaxPotential->AtBest.ActiveBlocksPerSm},
                          {"active_warps_per_sm", MaxPotential->AtBest.ActiveWarpsPerSm},
                          {"occupancy", MaxPotential->AtBest.Occupancy}};
  return J;
}

void OccupancyView::printView(llvm::raw_ostream &OS) const {
  const OccupancyLimits &L = Gpu.Occupancy;
  OS << fmt::format("Occupancy on {} ({}, CC {}.{})\n", Gpu.Name, Gpu.Id, Gpu.ComputeMajor,
                    Gpu.ComputeMinor);
  OS << fmt::format("  {:<23}{} threads/block, {} registers/thread, {} B shared/block "
                    "(static {} + dynamic {})\n",
                    "launch", Req.ThreadsPerBlock, Req.RegistersPerThread,
                    Req.StaticSharedBytes + Req.DynamicSharedBytes, Req.StaticSharedBytes,
                    Req.DynamicSharedBytes);
  std::string Config;
  if (!L.SharedMemCarveoutBytes.empty())
    Config = Req.CarveoutPercent ? fmt::format("carveout: {} %", *Req.CarveoutPercent)
             : Req.CacheConfig != CachePreference::None
                 ? fmt::format("carveout from cache config {}", cachePreferenceName(Req.CacheConfig))
                 : "carveout: driver default";
  else if (!L.CacheConfigs.empty())
    Config = fmt::format("cache config: {}", cachePreferenceName(Req.CacheConfig));
  else
    Config = "dedicated shared memory";
  OS << fmt::format("  {:<23}{} B ({})\n", "shared memory per SM", Res.SharedMemPerSmBytes, Config);
  if (Res.OptedInSharedMemory)
    OS << fmt::format("  {:<23}{} B per block is above the default {} B: taken as opted in "
                      "(cudaFuncAttributeMaxDynamicSharedMemorySize), limit {} B\n",
                      "shared memory opt-in", Req.StaticSharedBytes + Req.DynamicSharedBytes,
                      L.SharedMemPerBlockBytes, L.SharedMemPerBlockOptinBytes);
  if (L.ReservedSharedMemPerBlockBytes)
    OS << fmt::format("  {:<23}{} B per block reserved by the driver (counted in the allocation)\n",
                      "reserved shared memory", L.ReservedSharedMemPerBlockBytes);

  std::string Limiters;
  for (const std::string &N : Res.Limiters)
    Limiters += (Limiters.empty() ? "" : ", ") + N;
  OS << "\n";
  OS << fmt::format("  {:<25}{}\n", "active blocks per SM", Res.ActiveBlocksPerSm);
  OS << fmt::format("  {:<25}{} of {}\n", "active warps per SM", Res.ActiveWarpsPerSm,
                    Res.MaxWarpsPerSm);
  OS << fmt::format("  {:<25}{}  (active warps / max warps per SM)\n", "occupancy",
                    percent(Res.Occupancy));
  OS << fmt::format("  {:<25}{}  (threads of active blocks / max threads per SM)\n",
                    "useful thread occupancy", percent(Res.UsefulThreadOccupancy));
  OS << fmt::format("  {:<25}{}\n", "limited by", Limiters);
  if (MaxPotential)
    OS << fmt::format("  {:<25}{} threads ({} blocks, {} warps, {}; ties go to the larger "
                      "block)\n",
                      "max potential block", MaxPotential->BlockSize,
                      MaxPotential->AtBest.ActiveBlocksPerSm,
                      MaxPotential->AtBest.ActiveWarpsPerSm,
                      percent(MaxPotential->AtBest.Occupancy));

  auto Row = [&](const char *Name, const std::string &PerBlock, const std::string &PerSm,
                 unsigned Limit, OccupancyLimiter Bit) {
    OS << fmt::format("  {:<16}{:<21}{:<21}{}{}\n", Name, PerBlock, PerSm, limitText(Limit),
                      (Res.LimiterMask & Bit) ? "  <- limiter" : "");
  };
  OS << "\n" << fmt::format("  {:<16}{:<21}{:<21}{}\n", "limit", "per block", "per SM",
                            "blocks per SM");
  Row("warps", fmt::format("{} warps", Res.WarpsPerBlock), fmt::format("{} warps", L.MaxWarpsPerSm),
      Res.BlockLimitWarps, LimitWarps);
  Row("registers", fmt::format("{} registers", Res.AllocatedRegistersPerBlock),
      fmt::format("{} registers", L.RegistersPerSm), Res.BlockLimitRegisters, LimitRegisters);
  Row("shared memory", fmt::format("{} B", Res.AllocatedSharedMemoryPerBlock),
      fmt::format("{} B", Res.SharedMemPerSmBytes), Res.BlockLimitSharedMemory, LimitSharedMemory);
  Row("blocks", "1 block", fmt::format("{} blocks", L.MaxBlocksPerSm), Res.BlockLimitBlocks,
      LimitBlocks);
  Row("barriers", fmt::format("{} barrier{}", Req.BarriersPerBlock, Req.BarriersPerBlock == 1 ? "" : "s"),
      L.MaxBarriersPerSm ? fmt::format("{} barriers", L.MaxBarriersPerSm) : "-",
      Res.BlockLimitBarriers, LimitBarriers);
}

} // namespace kc
