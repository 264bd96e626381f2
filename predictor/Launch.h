/// \file
/// A kernel launch as the predictor sees it: grid and block dimensions,
/// dynamic shared memory, the values of the kernel's scalar arguments and of
/// the model's free symbols (trip.*, prob.*), plus the cache preference that
/// occupancy needs. validateLaunch() rejects what CUDA would reject, with a
/// message naming the value and the limit.
///
/// Counts are 64-bit: CUDA allows a (2^31-1) x 65535 x 65535 grid, about
/// 2^63 blocks, which overflows 32-bit arithmetic.
#pragma once

#include "gpumodel/GpuModel.h"
#include "gpumodel/Occupancy.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace kc {

struct Dim3 {
  uint64_t X = 1, Y = 1, Z = 1;
  /// X * Y * Z, exact below 2^64 (a legal CUDA grid is below 2^63).
  uint64_t count() const { return X * Y * Z; }
  std::string str() const; ///< "4096" or "256x256" or "8x8x4"
};

/// CUDA programming-model limits (CUDA C++ Programming Guide, "Technical
/// Specifications per Compute Capability"; the same for every CC >= 3.0).
/// They are properties of the programming model, not of a GPU's performance,
/// so they live here rather than in the GPU files. Fermi (CC 2.x) has a
/// grid-x limit of 65535.
inline constexpr uint64_t MaxGridX = 2147483647ULL; // 2^31 - 1
inline constexpr uint64_t MaxGridXFermi = 65535;
inline constexpr uint64_t MaxGridY = 65535, MaxGridZ = 65535;
inline constexpr uint64_t MaxBlockX = 1024, MaxBlockY = 1024, MaxBlockZ = 64;

struct LaunchConfig {
  Dim3 Grid;                         ///< blocks
  Dim3 Block;                        ///< threads per block
  unsigned DynamicSharedBytes = 0;
  /// Scalar kernel arguments by parameter name (what --arg n=1000 sets).
  std::map<std::string, double> Args;
  /// Values of the model's trip.<loop> / prob.<branch> symbols (override the
  /// kernel model's SymbolDefaults).
  std::map<std::string, double> Overrides;
  std::optional<int> CarveoutPercent;             ///< CC >= 7.0
  CachePreference CacheConfig = CachePreference::None; ///< CC < 7.0
};

/// Threads per block (X * Y * Z).
inline uint64_t threadsPerBlock(const LaunchConfig &L) { return L.Block.count(); }

/// Checks the dimensions against CUDA's limits and the GPU's maximum threads
/// per block: zero anywhere, a block above 1024 x 1024 x 64 or above the
/// GPU's max threads per block, a grid above (2^31-1) x 65535 x 65535. The
/// error names the dimension, the value and the limit.
llvm::Error validateLaunch(const GpuModel &Gpu, const LaunchConfig &L);

} // namespace kc
