/// \file
/// The wave loop's results by WaveDealer::threeRunKey (predictWave): a map
/// from {N, dominant class, other class, its length, its offset} to a result
/// index, with the answers of a std::map (the first result recorded for a key
/// stays), but a few steps per lookup: the offset after shapeKey's shift is
/// below smCount * T (T the slots after which the phase repeats), so the keys
/// that share their first four values ("a family": the waves of one segment
/// of rows with one edge stretch) keep their results in a flat table indexed
/// by the offset. Families are few (one or two per segment of rows); they are
/// searched linearly, the last one found first.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <vector>

namespace kc {

class ThreeRunTable {
public:
  using Key = std::array<uint64_t, 5>;

  /// Offsets (Key[4]) below \p Period go to the flat tables; others (none
  /// from threeRunKey when Period = smCount * T) to a map, as do all keys
  /// when Period is past MaxPeriod.
  static constexpr uint64_t MaxPeriod = 1u << 16;
  explicit ThreeRunTable(uint64_t Period) : Period(Period <= MaxPeriod ? Period : 0) {}

  /// The result recorded for \p K, or SIZE_MAX.
  size_t find(const Key &K) {
    if (K[4] < Period)
      if (const Family *F = family(K, false); F && F->Results[K[4]] != None)
        return F->Results[K[4]];
    if (Rest.empty())
      return SIZE_MAX;
    auto It = Rest.find(K);
    return It == Rest.end() ? SIZE_MAX : It->second;
  }

  /// Records \p I for \p K unless K has a result.
  void tryEmplace(const Key &K, size_t I) {
    if (find(K) != SIZE_MAX)
      return;
    if (K[4] < Period && I < None)
      family(K, true)->Results[K[4]] = static_cast<uint32_t>(I);
    else
      Rest.emplace(K, I);
  }

private:
  static constexpr uint32_t None = UINT32_MAX;
  struct Family {
    std::array<uint64_t, 4> Head; ///< N, dominant class, other class, length
    std::vector<uint32_t> Results; ///< by offset, None = no result
  };
  Family *family(const Key &K, bool Create) {
    auto Same = [&](const Family &F) {
      return F.Head[0] == K[0] && F.Head[1] == K[1] && F.Head[2] == K[2] && F.Head[3] == K[3];
    };
    if (Last < Families.size() && Same(Families[Last]))
      return &Families[Last];
    for (size_t I = 0; I < Families.size(); ++I)
      if (Same(Families[I])) {
        Last = I;
        return &Families[I];
      }
    if (!Create)
      return nullptr;
    Families.push_back({{K[0], K[1], K[2], K[3]}, std::vector<uint32_t>(Period, None)});
    Last = Families.size() - 1;
    return &Families.back();
  }

  uint64_t Period;
  std::vector<Family> Families;
  size_t Last = 0;
  std::map<Key, size_t> Rest; ///< offsets past Period, results past 32 bits
};

} // namespace kc
