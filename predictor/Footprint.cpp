// Distinct sectors of an affine address stream (the algorithm is in Footprint.h).
#include "predictor/Footprint.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace kc {
namespace {

/// One dimension of the stream: values U bytes apart, S units of span, D of
/// them distinct (D < S: a sparse dimension), T bytes from its lowest to its
/// highest byte including the dimensions inside it.
struct Dim {
  double U, S, D, T;
};

/// Offsets become terms: each is split over the terms' strides (largest first,
/// rounding to the nearest multiple); per stride the multiples are one more
/// term: of that stride where they fill their range, else (fewer distinct
/// multiples than the range holds: rows far apart split over a 4-byte lane
/// stride) as many values spread evenly over it. What no stride captures is
/// spread evenly.
void addOffsetTerms(std::vector<FootprintTerm> &Terms, llvm::ArrayRef<double> Offsets) {
  if (Offsets.size() < 2)
    return;
  std::vector<double> Units;
  for (const FootprintTerm &T : Terms)
    Units.push_back(T.StrideBytes);
  std::sort(Units.begin(), Units.end(), std::greater<double>());
  Units.erase(std::unique(Units.begin(), Units.end()), Units.end());
  double Base = *std::min_element(Offsets.begin(), Offsets.end());
  std::map<double, std::set<double>> Multiples; // unit -> the distinct multiples
  std::vector<double> Residuals;
  for (double O : Offsets) {
    double R = O - Base;
    for (double U : Units) {
      double K = std::round(R / U);
      R -= K * U;
      Multiples[U].insert(K);
    }
    Residuals.push_back(R);
  }
  for (auto &[U, Ks] : Multiples) {
    double Lo = *Ks.begin(), Hi = *Ks.rbegin(), N = static_cast<double>(Ks.size());
    if (Hi <= Lo)
      continue;
    if (Hi - Lo + 1 <= N)
      Terms.push_back({U, Hi - Lo + 1});
    else
      Terms.push_back({(Hi - Lo) * U / (N - 1), N});
  }
  std::sort(Residuals.begin(), Residuals.end());
  Residuals.erase(std::unique(Residuals.begin(), Residuals.end()), Residuals.end());
  if (Residuals.size() > 1) {
    double Span = Residuals.back() - Residuals.front();
    double N = static_cast<double>(Residuals.size());
    Terms.push_back({Span / (N - 1), N});
  }
}

} // namespace

double distinctSectors(llvm::ArrayRef<FootprintTerm> In, llvm::ArrayRef<double> Offsets,
                       double ElementBytes, double SectorBytes) {
  const double B = std::max(1.0, ElementBytes);
  std::vector<FootprintTerm> Terms;
  for (const FootprintTerm &T : In)
    if (T.Count > 1 && T.StrideBytes != 0 && std::isfinite(T.StrideBytes))
      Terms.push_back({std::fabs(T.StrideBytes), T.Count});
  addOffsetTerms(Terms, Offsets);
  std::stable_sort(Terms.begin(), Terms.end(), [](const FootprintTerm &A, const FootprintTerm &B) {
    return A.StrideBytes < B.StrideBytes;
  });

  std::vector<Dim> Dims;
  for (const FootprintTerm &T : Terms) {
    double Inner = Dims.empty() ? B : Dims.back().T;
    if (!Dims.empty() && T.StrideBytes <= Inner) {
      // Inside the outermost dimension's span: its copies overlap or touch.
      Dim &D = Dims.back();
      D.S += (T.Count - 1) * T.StrideBytes / D.U;
      D.D = std::min(D.D * T.Count, D.S);
      D.T += (T.Count - 1) * T.StrideBytes;
    } else {
      Dims.push_back({T.StrideBytes, T.Count, T.Count, Inner + (T.Count - 1) * T.StrideBytes});
    }
  }

  // The contiguous run: dimensions whose values are at most a sector apart.
  double Run = B;
  size_t I = 0;
  for (; I < Dims.size() && Dims[I].U <= SectorBytes; ++I)
    Run = Dims[I].T;
  double Sectors = std::ceil(Run / SectorBytes - 1e-9);
  for (; I < Dims.size(); ++I)
    Sectors *= Dims[I].D;
  return Sectors;
}

} // namespace kc
