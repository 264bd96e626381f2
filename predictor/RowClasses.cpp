// The block classes along a row of the grid, learned from dealt waves (see RowClasses.h).
#include "predictor/RowClasses.h"

#include <algorithm>

namespace kc {

void RowClasses::learn(uint64_t Begin, uint64_t End, uint32_t C) {
  if (Complete || GivenUp || Gx == 0 || Begin >= End)
    return;
  if (End - Begin >= Gx) { // a whole row of one class
    add(0, Gx, C);
    return;
  }
  uint64_t X = Begin % Gx, Len = End - Begin;
  if (X + Len <= Gx) {
    add(X, X + Len, C);
  } else { // across the end of a row
    add(X, Gx, C);
    add(0, X + Len - Gx, C);
  }
}

void RowClasses::add(uint64_t Begin, uint64_t End, uint32_t C) {
  Known.push_back({Begin, End, C});
  std::sort(Known.begin(), Known.end(), [](const Stretch &A, const Stretch &B) { return A.Begin < B.Begin; });
  // Merge overlapping or touching stretches of one class (overlapping
  // stretches always have one class: they are the same blocks' classes).
  size_t Out = 0;
  for (size_t I = 1; I < Known.size(); ++I) {
    Stretch &Last = Known[Out];
    if (Known[I].Begin <= Last.End && Known[I].Class == Last.Class)
      Last.End = std::max(Last.End, Known[I].End);
    else if (Known[I].Begin < Last.End)
      GivenUp = true; // two classes for one column: not a row of one y and z segment
    else
      Known[++Out] = Known[I];
  }
  Known.resize(Out + 1);
  if (Known.size() > MaxStretches)
    GivenUp = true;
  if (GivenUp) {
    Known.clear();
    return;
  }
  Complete = Known.front().Begin == 0 && Known.back().End == Gx;
  for (size_t I = 1; I < Known.size() && Complete; ++I)
    Complete = Known[I].Begin == Known[I - 1].End;
}

bool RowClasses::window(uint64_t X0, uint64_t N, size_t MaxRuns, std::vector<WaveDealer::Span> &Out) const {
  Out.clear();
  if (!Complete || X0 >= Gx)
    return false;
  // Each whole row in the wave brings at least one run per stretch of the row
  // but one (its first may continue the previous row's last).
  if (N / Gx * (Known.size() - 1) > MaxRuns)
    return false;
  if (Known.size() == 2 && N < Gx && MaxRuns >= 3) {
    // The commonest row, [0, g) of one class and [g, gdim.x) of another (an
    // edge column), and a wave shorter than a row: at most three runs,
    // alternating, the wave's end inside the next row's first stretch it reaches.
    const uint64_t Gs[2] = {Known[0].End, Gx - Known[0].End};
    unsigned K = X0 < Known[0].End ? 0 : 1;
    uint64_t At = 0, Left = (K == 0 ? Known[0].End : Gx) - X0;
    while (At < N) {
      const uint64_t Len = std::min(Left, N - At);
      Out.push_back({At, At + Len, Known[K].Class});
      At += Len;
      K ^= 1;
      Left = Gs[K];
    }
    return true;
  }
  size_t I = 0;
  while (Known[I].End <= X0)
    ++I;
  uint64_t At = 0, X = X0;
  while (At < N) {
    const Stretch &S = Known[I];
    uint64_t Len = std::min(S.End - X, N - At);
    if (!Out.empty() && Out.back().Class == S.Class)
      Out.back().End += Len;
    else if (Out.size() == MaxRuns)
      return false;
    else
      Out.push_back({At, At + Len, S.Class});
    At += Len;
    X += Len;
    if (X == S.End && ++I == Known.size())
      I = 0, X = 0;
  }
  return true;
}

} // namespace kc
