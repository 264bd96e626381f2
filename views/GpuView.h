/// \file
/// Text and JSON renderings of GPU models for `kernelcast gpus`.
///
/// List (printGpuList):
///   ID               NAME                              CC    SMs  CLOCK MHz  DRAM GB/s
///   a100-sxm4-80gb   NVIDIA A100 SXM4 80GB             8.0   108       1410       2039
///
/// One GPU (printGpu): every value with its unit-bearing path and source key,
/// estimates with their reasoning, then the sources' full citations:
///   sm_count                              108        [LUO24-T3]
///   memory_latency_cycles/uncoalesced     533.2      [estimate: DRAM latency + 28 ...]
#pragma once

#include "gpumodel/GpuModel.h"

#include "llvm/Support/raw_ostream.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace kc::views {

void printGpuList(llvm::raw_ostream &OS, const std::vector<GpuModel> &Gpus);
/// JSON array: {id, name, aliases, architecture, compute_capability, sm_count,
/// core_clock_mhz, dram_gbps} per GPU.
nlohmann::json gpuListToJson(const std::vector<GpuModel> &Gpus);

void printGpu(llvm::raw_ostream &OS, const GpuModel &Gpu);
/// The GPU file's JSON (schema of docs/gpu-file-format.md), with provenance.
nlohmann::json gpuToJson(const GpuModel &Gpu);

} // namespace kc::views
