/// \file
/// Text and JSON views of one occupancy result (gpumodel/Occupancy.h).
///
/// Text (printView), for a100-sxm4-80gb, 256 threads, 47 registers, 8192 B:
/// \code
///   Occupancy on NVIDIA A100-SXM4-80GB (a100-sxm4-80gb, CC 8.0)
///     launch                 256 threads/block, 47 registers/thread, 8192 B shared/block (static 8192 + dynamic 0)
///     shared memory per SM   167936 B (carveout: driver default)
///
///     active blocks per SM     5
///     active warps per SM      40 of 64
///     occupancy                62.5 %  (active warps / max warps per SM)
///     useful thread occupancy  62.5 %  (threads of active blocks / max threads per SM)
///     limited by               registers
///
///     limit           per block            per SM               blocks per SM
///     warps           8 warps              64 warps             8
///     registers       12288 registers      65536 registers      5  <- limiter
///     shared memory   9216 B               167936 B             18
///     blocks          1 block              32 blocks            32
///     barriers        1 barrier            -                    no limit
/// \endcode
///
/// JSON (toJSON; the field names are a contract):
/// \code
///   {"gpu": {"id": "a100-sxm4-80gb", "name": "...", "compute_capability": "8.0"},
///    "inputs": {"threads_per_block": 256, "registers_per_thread": 47,
///               "static_shared_memory_bytes": 8192, "dynamic_shared_memory_bytes": 0,
///               "carveout_percent": null, "cache_config": "prefer-none"},
///    "active_blocks_per_sm": 5, "active_warps_per_sm": 40, "max_warps_per_sm": 64,
///    "occupancy": 0.625, "useful_thread_occupancy": 0.625, "limiters": ["registers"],
///    "block_limits": {"warps": 8, "registers": 5, "shared_memory": 18, "blocks": 32,
///                     "barriers": null},
///    "allocated_registers_per_block": 12288, "allocated_shared_memory_per_block": 9216,
///    "opted_in_shared_memory": false, "shared_memory_per_sm_bytes": 167936}
/// \endcode
/// A limit that does not apply (cuda_occupancy.h's INT_MAX) is null in JSON.
/// With a max-potential result, "max_potential": {"block_size", "active_blocks_per_sm",
/// "active_warps_per_sm", "occupancy"} is added.
#pragma once

#include "gpumodel/Occupancy.h"

#include "llvm/Support/raw_ostream.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace kc {

class OccupancyView {
public:
  OccupancyView(const GpuModel &Gpu, const OccupancyRequest &Req, const OccupancyResult &Res)
      : Gpu(Gpu), Req(Req), Res(Res) {}

  /// Adds the cudaOccMaxPotentialOccupancyBlockSize answer to the report.
  void setMaxPotential(const MaxPotentialResult &M) { MaxPotential = M; }

  void printView(llvm::raw_ostream &OS) const;
  nlohmann::json toJSON() const;

private:
  const GpuModel &Gpu;
  OccupancyRequest Req;
  OccupancyResult Res;
  std::optional<MaxPotentialResult> MaxPotential;
};

/// The "gpu" object of the JSON views: id, name, compute_capability ("8.0").
nlohmann::json gpuIdentityJSON(const GpuModel &Gpu);

} // namespace kc
