/// \file
/// Writes a GpuModel as a GPU file (docs/gpu-file-format.md), the inverse of
/// parseGpuFile: used by the calibration tool to save measured models and by
/// `kernelcast gpus show --json`. Each value's provenance comes from
/// GpuModel::Provenance (JSON pointer -> text): "estimate: <reasoning>" becomes
/// {"estimate": ...}; "<KEY>: <citation>" becomes {"source": "<KEY>"} with the
/// citation under /sources; a pointer without provenance is written as an
/// estimate saying so. parseGpuFile(writeGpuFile(M)) == M for a model that
/// came from a file.
#pragma once

#include "gpumodel/GpuModel.h"

#include <nlohmann/json.hpp>

#include <string>

namespace kc {

/// The model as a GPU-file JSON object (key order: nlohmann::json's, sorted).
nlohmann::json gpuModelToJson(const GpuModel &M);

/// The model as GPU-file text, fields in the documented order, indented by 2.
std::string writeGpuFile(const GpuModel &M);

} // namespace kc
