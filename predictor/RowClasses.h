/// \file
/// The block classes along one row of the grid (columns 0 .. gdim.x - 1), for
/// rows whose classes depend on the column alone (one y and one z segment:
/// GridGroups::rowPeriodKey), learned from the runs of the waves dealt on
/// such rows. Once every column is known, the runs of a later wave on those
/// rows follow from its starting column without looking at its blocks, and
/// without evaluating any block class the waves before it did not evaluate
/// (so classes keep the numbers they get in the order of the grid).
#pragma once

#include "predictor/WaveDeal.h"

#include <cstdint>
#include <vector>

namespace kc {

class RowClasses {
public:
  /// At most this many stretches of known columns are kept; past that the
  /// row is given up (window() says so).
  static constexpr size_t MaxStretches = 64;

  explicit RowClasses(uint64_t GridX) : Gx(GridX) { Known.reserve(8); }

  /// Blocks [Begin, End) (linear indices, rows of gdim.x blocks) are of class \p C.
  void learn(uint64_t Begin, uint64_t End, uint32_t C);
  /// Every column's class is known.
  bool complete() const { return Complete; }
  /// Complete, and of two stretches: [0, firstStretchEnd()) of one class,
  /// the rest of another.
  bool twoStretches() const { return Complete && Known.size() == 2; }
  uint64_t firstStretchEnd() const { return Known.front().End; }
  /// The maximal runs of the wave of \p N blocks that starts at column \p X0
  /// (offsets from its first block), wrapping from the row's end to the next
  /// row's start. False when the row is not complete or the wave has more
  /// than \p MaxRuns runs.
  bool window(uint64_t X0, uint64_t N, size_t MaxRuns, std::vector<WaveDealer::Span> &Out) const;

private:
  struct Stretch {
    uint64_t Begin, End; ///< columns
    uint32_t Class;
  };
  void add(uint64_t Begin, uint64_t End, uint32_t C);

  uint64_t Gx;
  std::vector<Stretch> Known; ///< sorted, disjoint, neighbours of one class merged
  bool Complete = false, GivenUp = false;
};

} // namespace kc
