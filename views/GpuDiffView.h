/// \file
/// Text and JSON renderings of a GPU comparison (gpumodel/GpuDiff.h) for
/// `kernelcast gpus diff A B`.
///
/// Text (printGpuDiff), differing fields only unless \p All:
///   A: NVIDIA A100 SXM4 80GB (a100-sxm4-80gb), Ampere GA100, CC 8.0
///   B: NVIDIA H100 SXM5 80GB (h100-sxm), Hopper GH100, CC 9.0
///   FIELD                                   A            B      B/A   SOURCE A -> B
///   sm_count                              108          132    1.222   LUO24-T3 -> DS
///   ...
///   87 of 112 values differ
#pragma once

#include "gpumodel/GpuDiff.h"

#include "llvm/Support/raw_ostream.h"

#include <nlohmann/json.hpp>

namespace kc::views {

void printGpuDiff(llvm::raw_ostream &OS, const GpuDiff &D, bool All);
/// {"a": {id, name, ...}, "b": {...}, "identity": [{field, a, b}], "fields":
/// [{field, a, b, ratio, a_source, b_source}], "compared": N, "differing": M}.
/// "fields" holds only differing fields unless \p All.
nlohmann::json gpuDiffToJson(const GpuDiff &D, bool All);

} // namespace kc::views
