//===- Fitting.cpp - least-squares lines and plateau detection ------------===//
#include "microbench/calibrate/Fitting.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace kc::calib {

double median(std::vector<double> V) {
  if (V.empty())
    return 0;
  std::sort(V.begin(), V.end());
  size_t N = V.size();
  return N % 2 ? V[N / 2] : 0.5 * (V[N / 2 - 1] + V[N / 2]);
}

LineFit fitLine(const std::vector<double> &X, const std::vector<double> &Y) {
  LineFit F;
  F.N = std::min(X.size(), Y.size());
  if (F.N == 0)
    return F;
  double Mx = 0, My = 0;
  for (size_t I = 0; I < F.N; ++I) {
    Mx += X[I];
    My += Y[I];
  }
  Mx /= F.N;
  My /= F.N;
  double Sxx = 0, Sxy = 0, Syy = 0;
  for (size_t I = 0; I < F.N; ++I) {
    Sxx += (X[I] - Mx) * (X[I] - Mx);
    Sxy += (X[I] - Mx) * (Y[I] - My);
    Syy += (Y[I] - My) * (Y[I] - My);
  }
  F.Slope = Sxx > 0 ? Sxy / Sxx : 0;
  F.Intercept = My - F.Slope * Mx;
  double SsRes = 0;
  for (size_t I = 0; I < F.N; ++I) {
    double E = Y[I] - (F.Slope * X[I] + F.Intercept);
    SsRes += E * E;
  }
  F.RSquared = Syy > 0 ? 1 - SsRes / Syy : 1;
  return F;
}

namespace {
struct Segment {
  size_t First, Last; // inclusive
};
} // namespace

std::vector<Plateau> detectPlateaus(const std::vector<double> &X, const std::vector<double> &Y,
                                    const PlateauOptions &Opts) {
  const size_t N = std::min(X.size(), Y.size());
  std::vector<Plateau> Out;
  if (N == 0)
    return Out;
  // 1. log of a running median of 3.
  std::vector<double> V(N);
  for (size_t I = 0; I < N; ++I) {
    double Y0 = Y[I > 0 ? I - 1 : I], Y1 = Y[I], Y2 = Y[I + 1 < N ? I + 1 : I];
    double M = std::max(std::min(Y0, Y1), std::min(std::max(Y0, Y1), Y2));
    V[I] = std::log(std::max(M, 1e-12));
  }
  // 2. noise from successive differences.
  std::vector<double> D;
  for (size_t I = 1; I < N; ++I)
    D.push_back(V[I] - V[I - 1]);
  double MedD = median(D);
  std::vector<double> Abs;
  for (double E : D)
    Abs.push_back(std::fabs(E - MedD));
  double Sigma = std::max(Opts.MinNoise, 1.4826 * median(Abs) / std::sqrt(2.0));
  // 3. optimal partitioning with prefix sums.
  std::vector<double> S1(N + 1, 0), S2(N + 1, 0);
  for (size_t I = 0; I < N; ++I) {
    S1[I + 1] = S1[I] + V[I];
    S2[I + 1] = S2[I] + V[I] * V[I];
  }
  auto Cost = [&](size_t A, size_t B) { // [A, B)
    double Len = double(B - A), Sum = S1[B] - S1[A];
    return (S2[B] - S2[A]) - Sum * Sum / Len;
  };
  const double Penalty = Opts.PenaltyFactor * Sigma * Sigma * std::log(double(std::max<size_t>(N, 3)));
  std::vector<double> F(N + 1, std::numeric_limits<double>::infinity());
  std::vector<size_t> Prev(N + 1, 0);
  F[0] = -Penalty;
  for (size_t B = 1; B <= N; ++B)
    for (size_t A = 0; A < B; ++A) {
      double C = F[A] + Cost(A, B) + Penalty;
      if (C < F[B]) {
        F[B] = C;
        Prev[B] = A;
      }
    }
  std::vector<Segment> Segs;
  for (size_t B = N; B > 0; B = Prev[B])
    Segs.push_back({Prev[B], B - 1});
  std::reverse(Segs.begin(), Segs.end());
  // 4. merge near-equal neighbours, then keep the flat, long-enough segments.
  auto Level = [&](const Segment &S) {
    return (S1[S.Last + 1] - S1[S.First]) / double(S.Last - S.First + 1);
  };
  const double MinStep = std::log(Opts.MinStepRatio);
  std::vector<Segment> Merged;
  for (const Segment &S : Segs) {
    if (!Merged.empty() && std::fabs(Level(Merged.back()) - Level(S)) < MinStep)
      Merged.back().Last = S.Last;
    else
      Merged.push_back(S);
  }
  for (const Segment &S : Merged) {
    size_t Len = S.Last - S.First + 1;
    if (Len < Opts.MinPoints)
      continue;
    std::vector<double> Idx, Val;
    for (size_t I = S.First; I <= S.Last; ++I) {
      Idx.push_back(double(I));
      Val.push_back(V[I]);
    }
    LineFit L = fitLine(Idx, Val);
    if (std::fabs(L.Slope) * double(Len - 1) > MinStep)
      continue; // a ramp between levels
    std::vector<double> Raw(Y.begin() + S.First, Y.begin() + S.Last + 1);
    Out.push_back({S.First, S.Last, X[S.First], X[S.Last], median(Raw)});
  }
  return Out;
}

} // namespace kc::calib
