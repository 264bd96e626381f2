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

static LineFit fitWeighted(const std::vector<double> &X, const std::vector<double> &Y,
                           const std::vector<double> &W) {
  LineFit F;
  F.N = std::min(X.size(), Y.size());
  if (F.N == 0)
    return F;
  double Sw = 0, Mx = 0, My = 0;
  for (size_t I = 0; I < F.N; ++I) {
    Sw += W[I];
    Mx += W[I] * X[I];
    My += W[I] * Y[I];
  }
  Mx /= Sw;
  My /= Sw;
  double Sxx = 0, Sxy = 0, Syy = 0;
  for (size_t I = 0; I < F.N; ++I) {
    Sxx += W[I] * (X[I] - Mx) * (X[I] - Mx);
    Sxy += W[I] * (X[I] - Mx) * (Y[I] - My);
    Syy += W[I] * (Y[I] - My) * (Y[I] - My);
  }
  F.Slope = Sxx > 0 ? Sxy / Sxx : 0;
  F.Intercept = My - F.Slope * Mx;
  double SsRes = 0;
  for (size_t I = 0; I < F.N; ++I) {
    double E = Y[I] - (F.Slope * X[I] + F.Intercept);
    SsRes += W[I] * E * E;
  }
  F.RSquared = Syy > 0 ? 1 - SsRes / Syy : 1;
  return F;
}

LineFit fitLine(const std::vector<double> &X, const std::vector<double> &Y) {
  return fitWeighted(X, Y, std::vector<double>(X.size(), 1.0));
}

LineFit fitLineRelative(const std::vector<double> &X, const std::vector<double> &Y) {
  std::vector<double> W;
  for (double V : Y)
    W.push_back(1.0 / std::max(V * V, 1e-30));
  return fitWeighted(X, Y, W);
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
  auto Drift = [&](size_t A, size_t B) {
    std::vector<double> Idx, Val;
    for (size_t I = A; I <= B; ++I) {
      Idx.push_back(double(I));
      Val.push_back(V[I]);
    }
    return std::fabs(fitLine(Idx, Val).Slope) * double(B - A);
  };
  for (Segment S : Merged) {
    if (S.Last - S.First + 1 < Opts.MinPoints)
      continue;
    // A segment that drifts may be a plateau with part of a ramp attached:
    // trim the end farther from the segment's median until it is flat.
    while (Drift(S.First, S.Last) > MinStep && S.Last - S.First + 1 > Opts.MinPoints) {
      double Mid = median(std::vector<double>(V.begin() + S.First, V.begin() + S.Last + 1));
      if (std::fabs(V[S.First] - Mid) > std::fabs(V[S.Last] - Mid))
        ++S.First;
      else
        --S.Last;
    }
    if (Drift(S.First, S.Last) > MinStep)
      continue; // a ramp between levels
    std::vector<double> Raw(Y.begin() + S.First, Y.begin() + S.Last + 1);
    Out.push_back({S.First, S.Last, X[S.First], X[S.Last], median(Raw)});
  }
  // 5. a short plateau whose level lies between its neighbours' is a ramp that
  //    happened to look flat (a gentle step spread over a few points).
  std::vector<Plateau> Kept;
  for (size_t I = 0; I < Out.size(); ++I) {
    bool Short = Out[I].Last - Out[I].First + 1 < Opts.MinPoints + 2;
    bool Between = I > 0 && I + 1 < Out.size() &&
                   ((Out[I - 1].Level < Out[I].Level && Out[I].Level < Out[I + 1].Level) ||
                    (Out[I - 1].Level > Out[I].Level && Out[I].Level > Out[I + 1].Level));
    if (!(Short && Between))
      Kept.push_back(Out[I]);
  }
  return Kept;
}

} // namespace kc::calib
