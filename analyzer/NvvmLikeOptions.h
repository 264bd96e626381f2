/// \file
/// LLVM optimizer settings that bring Clang's NVPTX code closer to what nvcc's
/// NVVM makes of the same source, so that ptxas on kernelcast's PTX gives about the
/// registers per thread nvcc gives (occupancy follows from them). NVVM unrolls far
/// more than LLVM's -O3 default (a loop of 8 iterations around 256 FMAs: fully
/// unrolled by nvcc, 123-128 registers; left rolled by LLVM, 72-96), so the
/// full-unroll cost threshold is raised. They are process-wide LLVM options (as
/// `-mllvm` would set them), applied once with the NVPTX target registration;
/// their text is part of the front-end version, so cached results made under
/// other settings are not reused. Measured with scripts/register_agreement.py
/// (docs/analyzer-frontend.md, "Agreement with nvcc").
#pragma once

#include "llvm/Support/Error.h"

#include <string>
#include <utility>
#include <vector>

namespace kc {

/// The settings: (LLVM option name, value), e.g. ("unroll-threshold", "1000").
const std::vector<std::pair<std::string, std::string>> &nvvmLikeLlvmOptions();

/// "unroll-threshold=1000 ..." (for the front-end version).
std::string nvvmLikeLlvmOptionsText();

/// Sets every option of nvvmLikeLlvmOptions() that the user did not set (an
/// option already given, e.g. by a host program's own command line, is left
/// alone). An option this LLVM does not have is an error naming it.
llvm::Error applyNvvmLikeLlvmOptions();

} // namespace kc
