//===- AccuracyStats.cpp - APE, MAPE, Spearman and friends -----------------===//
#include "workflows/AccuracyStats.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace kc {

double absolutePercentageError(double Predicted, double Measured) {
  return std::fabs(Predicted - Measured) / Measured;
}

std::vector<double> averageRanks(std::span<const double> Values) {
  std::vector<size_t> Order(Values.size());
  std::iota(Order.begin(), Order.end(), 0);
  std::stable_sort(Order.begin(), Order.end(),
                   [&](size_t A, size_t B) { return Values[A] < Values[B]; });
  std::vector<double> Ranks(Values.size());
  for (size_t I = 0; I < Order.size();) {
    size_t J = I;
    while (J + 1 < Order.size() && Values[Order[J + 1]] == Values[Order[I]])
      ++J;
    double Avg = (static_cast<double>(I) + static_cast<double>(J)) / 2.0 + 1.0;
    for (size_t K = I; K <= J; ++K)
      Ranks[Order[K]] = Avg;
    I = J + 1;
  }
  return Ranks;
}

std::optional<double> spearman(std::span<const double> A, std::span<const double> B) {
  if (A.size() != B.size() || A.size() < 3)
    return std::nullopt;
  std::vector<double> RA = averageRanks(A), RB = averageRanks(B);
  double N = static_cast<double>(RA.size());
  double MA = std::accumulate(RA.begin(), RA.end(), 0.0) / N;
  double MB = std::accumulate(RB.begin(), RB.end(), 0.0) / N;
  double Cov = 0, VA = 0, VB = 0;
  for (size_t I = 0; I < RA.size(); ++I) {
    Cov += (RA[I] - MA) * (RB[I] - MB);
    VA += (RA[I] - MA) * (RA[I] - MA);
    VB += (RB[I] - MB) * (RB[I] - MB);
  }
  if (VA == 0 || VB == 0)
    return std::nullopt;
  return Cov / std::sqrt(VA * VB);
}

double median(std::vector<double> Values) {
  if (Values.empty())
    return 0;
  size_t Mid = Values.size() / 2;
  std::nth_element(Values.begin(), Values.begin() + Mid, Values.end());
  double Hi = Values[Mid];
  if (Values.size() % 2)
    return Hi;
  double Lo = *std::max_element(Values.begin(), Values.begin() + Mid);
  return (Lo + Hi) / 2;
}

ErrorSummary summarizeErrors(std::span<const double> Predicted, std::span<const double> Measured) {
  ErrorSummary S;
  std::vector<double> Apes;
  double SumLogAbs = 0, SumLog = 0;
  size_t In10 = 0, In25 = 0;
  for (size_t I = 0; I < std::min(Predicted.size(), Measured.size()); ++I) {
    double P = Predicted[I], M = Measured[I];
    if (!(M > 0) || !(P > 0) || !std::isfinite(P) || !std::isfinite(M))
      continue;
    double Ape = absolutePercentageError(P, M);
    Apes.push_back(Ape);
    double L = std::log(P / M);
    SumLog += L;
    SumLogAbs += std::fabs(L);
    // A tolerance so that exactly 10% (1.1 vs 1.0 in binary) counts as within.
    In10 += Ape <= 0.10 + 1e-12;
    In25 += Ape <= 0.25 + 1e-12;
  }
  S.N = Apes.size();
  if (S.N == 0)
    return S;
  double N = static_cast<double>(S.N);
  S.Mape = std::accumulate(Apes.begin(), Apes.end(), 0.0) / N;
  S.MaxApe = *std::max_element(Apes.begin(), Apes.end());
  S.MedianApe = median(Apes);
  S.GeomeanErrorRatio = std::exp(SumLogAbs / N);
  S.GeomeanBias = std::exp(SumLog / N);
  S.Within10 = In10 / N;
  S.Within25 = In25 / N;
  return S;
}

std::optional<TuningFigures> tuningFigures(std::span<const double> Predicted,
                                           std::span<const double> Measured) {
  size_t N = std::min(Predicted.size(), Measured.size());
  if (N < 2)
    return std::nullopt;
  for (size_t I = 0; I < N; ++I)
    if (!(Measured[I] > 0) || !std::isfinite(Predicted[I]))
      return std::nullopt;
  auto Order = [&](std::span<const double> V) {
    std::vector<size_t> Idx(N);
    for (size_t I = 0; I < N; ++I)
      Idx[I] = I;
    std::stable_sort(Idx.begin(), Idx.end(), [&](size_t A, size_t B) { return V[A] < V[B]; });
    return Idx;
  };
  std::vector<size_t> ByPred = Order(Predicted), ByMeas = Order(Measured);
  TuningFigures F;
  size_t Pick = ByPred.front();
  F.Top1Regret = Measured[Pick] / Measured[ByMeas.front()];
  F.Top1MeasuredRank = 1;
  for (size_t I = 0; I < N; ++I)
    F.Top1MeasuredRank += Measured[I] < Measured[Pick];
  F.TopCount = std::max<size_t>(1, static_cast<size_t>(std::ceil(0.05 * static_cast<double>(N))));
  // The measured top K by value (rows tied with the K-th measured time count as in it).
  double Cut = Measured[ByMeas[F.TopCount - 1]];
  size_t Hits = 0;
  for (size_t I = 0; I < F.TopCount; ++I)
    Hits += Measured[ByPred[I]] <= Cut;
  F.Top5Overlap = static_cast<double>(Hits) / static_cast<double>(F.TopCount);
  return F;
}

} // namespace kc
