/// \file
/// Accuracy statistics of predicted vs measured times (the compare command and
/// docs/accuracy.md):
///   APE(p, m)            = |p - m| / m
///   MAPE                 = mean APE;  median APE
///   geomean error ratio  = exp(mean |ln(p / m)|)   (>= 1; 1.25 = typically 25% off)
///   geomean bias         = exp(mean ln(p / m))     (< 1: under-predicts)
///   within 10% / 25%     = share of rows with APE <= 0.10 / 0.25
///   Spearman rho         = Pearson correlation of the ranks (ties get average ranks)
///   top-1 regret         = measured time of the row predicted fastest / measured best
///   top-1 measured rank  = 1 + rows measured strictly faster than that row
///   top-5 % overlap      = share of the K = max(1, ceil(5 % of n)) rows predicted
///                          fastest that are among the K measured fastest
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

namespace kc {

double absolutePercentageError(double Predicted, double Measured);

/// Ranks 1..n, ties sharing the average of their positions.
std::vector<double> averageRanks(std::span<const double> Values);

/// Spearman's rank correlation; nullopt with fewer than 3 pairs or when either
/// side is constant (undefined).
std::optional<double> spearman(std::span<const double> A, std::span<const double> B);

double median(std::vector<double> Values); ///< 0 for an empty input

struct ErrorSummary {
  size_t N = 0;
  double Mape = 0, MedianApe = 0, MaxApe = 0;
  double GeomeanErrorRatio = 1, GeomeanBias = 1;
  double Within10 = 0, Within25 = 0;
};

/// Summary over pairs with Measured > 0 and Predicted > 0 (others are skipped).
ErrorSummary summarizeErrors(std::span<const double> Predicted, std::span<const double> Measured);

/// What a tuner picking by the prediction gets (one sweep = one group).
struct TuningFigures {
  double Top1Regret = 1;        ///< >= 1; 1 = the prediction's pick is the measured best
  size_t Top1MeasuredRank = 1;  ///< 1 = best
  double Top5Overlap = 1;       ///< 0 .. 1
  size_t TopCount = 1;          ///< K of the overlap
};
/// nullopt with fewer than 2 pairs or a measured time <= 0. Ties in the
/// prediction are broken by row order (the first row wins), as a tuner would.
std::optional<TuningFigures> tuningFigures(std::span<const double> Predicted,
                                           std::span<const double> Measured);

} // namespace kc
