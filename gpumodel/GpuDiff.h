/// \file
/// Side-by-side comparison of two GPU models ("what changes if I move from an
/// A100 to an H100?"): every numeric field of the GPU file, in file order, with
/// both values, their ratio and where each came from. Plain data; the text and
/// JSON renderings are views/GpuDiffView.
#pragma once

#include "gpumodel/GpuModel.h"

#include <optional>
#include <string>
#include <vector>

namespace kc {

/// One numeric field of the GPU file compared between two GPUs.
struct GpuFieldDiff {
  std::string Field;            ///< JSON pointer, e.g. "/bandwidth/dram_gbps"
  std::optional<double> A, B;   ///< absent when that GPU's file has no such field
  std::string ProvenanceA, ProvenanceB; ///< "KEY" or "estimate" (short form)
  bool differs() const { return A != B; }
  /// B / A, when both are present and A is not 0.
  std::optional<double> ratio() const {
    if (A && B && *A != 0)
      return *B / *A;
    return std::nullopt;
  }
};

struct GpuDiff {
  const GpuModel *A = nullptr, *B = nullptr;
  /// Identity fields that differ (name, architecture, chip, compute capability).
  std::vector<std::pair<std::string, std::pair<std::string, std::string>>> Identity;
  std::vector<GpuFieldDiff> Fields; ///< every numeric field, in file order
  unsigned numDiffering() const;
};

/// Compares every numeric field of \p A and \p B (the models must outlive the result).
GpuDiff diffGpus(const GpuModel &A, const GpuModel &B);

} // namespace kc
