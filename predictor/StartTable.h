/// \file
/// The wave loop's results by a wave's starting column (predictWave: waves on
/// rows of one y and z segment that start at the same column are the same).
#pragma once

#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Compiler.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace kc {

/// Results by a wave's starting column: a flat table for rows of at most
/// FlatColumns blocks (one load per wave), else a hash map.
class StartTable {
public:
  static constexpr uint64_t FlatColumns = 1u << 16;
  /// Rows of \p Gx columns; without it (or past FlatColumns) the map.
  void init(uint64_t Gx) {
    if (Gx <= FlatColumns)
      Flat.assign(Gx, None);
  }
  /// The result at column \p X (< the row's columns), or SIZE_MAX. (Inlined:
  /// the wave loop asks once per wave.)
  LLVM_ATTRIBUTE_ALWAYS_INLINE size_t find(uint64_t X) const {
    if (!Flat.empty())
      return Flat[X] == None ? SIZE_MAX : Flat[X];
    auto It = Map.find(X);
    return It == Map.end() ? SIZE_MAX : It->second;
  }
  /// Records \p I at column \p X unless X has a result.
  void tryEmplace(uint64_t X, size_t I) {
    if (!Flat.empty() && I < None) {
      if (Flat[X] == None)
        Flat[X] = static_cast<uint32_t>(I);
      return;
    }
    if (!Flat.empty()) { // a result index past 32 bits: the map from now on
      for (uint64_t C = 0; C < Flat.size(); ++C)
        if (Flat[C] != None)
          Map.try_emplace(C, Flat[C]);
      Flat.clear();
    }
    Map.try_emplace(X, I);
  }

private:
  static constexpr uint32_t None = UINT32_MAX;
  std::vector<uint32_t> Flat;
  llvm::DenseMap<uint64_t, size_t> Map; ///< columns < 2^64 - 2
};

} // namespace kc
