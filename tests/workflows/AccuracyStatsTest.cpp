// Tests of the accuracy statistics against values worked out by hand.
#include "workflows/AccuracyStats.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

using namespace kc;

TEST(AccuracyStats, ApeIsRelativeToMeasured) {
  EXPECT_DOUBLE_EQ(absolutePercentageError(1.2, 1.0), 0.2);
  EXPECT_DOUBLE_EQ(absolutePercentageError(0.5, 2.0), 0.75);
}

TEST(AccuracyStats, AverageRanksSplitTies) {
  std::vector<double> V = {10, 20, 20, 5};
  std::vector<double> R = averageRanks(V);
  EXPECT_EQ(R, (std::vector<double>{2, 3.5, 3.5, 1}));
}

TEST(AccuracyStats, SpearmanPerfectAndReversed) {
  std::vector<double> A = {1, 2, 3, 4, 5};
  std::vector<double> B = {10, 20, 30, 40, 1000}; // monotone, not linear
  std::vector<double> C = {5, 4, 3, 2, 1};
  EXPECT_DOUBLE_EQ(*spearman(A, B), 1.0);
  EXPECT_DOUBLE_EQ(*spearman(A, C), -1.0);
}

TEST(AccuracyStats, SpearmanHandWorked) {
  // ranks A: 1 2 3 4, ranks B: 2 1 4 3 -> d^2 = 1+1+1+1 = 4
  // rho = 1 - 6*4 / (4*(16-1)) = 1 - 24/60 = 0.6
  std::vector<double> A = {1, 2, 3, 4}, B = {2, 1, 4, 3};
  EXPECT_NEAR(*spearman(A, B), 0.6, 1e-12);
}

TEST(AccuracyStats, SpearmanUndefinedCases) {
  std::vector<double> A = {1, 2}, B = {1, 2};
  EXPECT_FALSE(spearman(A, B).has_value());
  std::vector<double> C = {1, 2, 3}, D = {7, 7, 7};
  EXPECT_FALSE(spearman(C, D).has_value());
}

TEST(AccuracyStats, MedianOddEvenEmpty) {
  EXPECT_DOUBLE_EQ(median({3, 1, 2}), 2);
  EXPECT_DOUBLE_EQ(median({4, 1, 3, 2}), 2.5);
  EXPECT_DOUBLE_EQ(median({}), 0);
}

TEST(AccuracyStats, SummaryHandWorked) {
  // APEs: 0.1, 0.5, 0.05, 0.3 -> MAPE 0.2375, median (0.1+0.3)/2 = 0.2,
  // within 10%: 2 of 4, within 25%: 2 of 4.
  std::vector<double> P = {1.1, 1.0, 2.1, 1.3}, M = {1.0, 2.0, 2.0, 1.0};
  ErrorSummary S = summarizeErrors(P, M);
  EXPECT_EQ(S.N, 4u);
  EXPECT_NEAR(S.Mape, 0.2375, 1e-12);
  EXPECT_NEAR(S.MedianApe, 0.2, 1e-12);
  EXPECT_NEAR(S.MaxApe, 0.5, 1e-12);
  EXPECT_DOUBLE_EQ(S.Within10, 0.5);
  EXPECT_DOUBLE_EQ(S.Within25, 0.5);
  // ratios 1.1, 0.5, 1.05, 1.3
  double Logs = std::log(1.1) + std::log(0.5) + std::log(1.05) + std::log(1.3);
  double Abs = std::log(1.1) + std::log(2.0) + std::log(1.05) + std::log(1.3);
  EXPECT_NEAR(S.GeomeanBias, std::exp(Logs / 4), 1e-12);
  EXPECT_NEAR(S.GeomeanErrorRatio, std::exp(Abs / 4), 1e-12);
}

TEST(AccuracyStats, SummarySkipsNonPositive) {
  std::vector<double> P = {1.0, -1.0, 2.0}, M = {1.0, 1.0, 0.0};
  EXPECT_EQ(summarizeErrors(P, M).N, 1u);
}

// Tuning figures, worked by hand.
TEST(TuningFigures, PickOfThePredictionAgainstTheMeasuredBest) {
  // Measured best is row 2 (1.0 ms); the prediction ranks row 1 first (measured
  // 1.2 ms): regret 1.2, measured rank 3 (rows 2 and 3 are faster). n = 4: K =
  // max(1, ceil(0.2)) = 1; the predicted top row is not the measured best: 0/1.
  std::vector<double> Pred = {3.0, 0.5, 1.0, 2.0};
  std::vector<double> Meas = {1.5, 1.2, 1.0, 1.1};
  auto F = tuningFigures(Pred, Meas);
  ASSERT_TRUE(F.has_value());
  EXPECT_DOUBLE_EQ(F->Top1Regret, 1.2);
  EXPECT_EQ(F->Top1MeasuredRank, 3u);
  EXPECT_EQ(F->TopCount, 1u);
  EXPECT_DOUBLE_EQ(F->Top5Overlap, 0.0);
}

TEST(TuningFigures, PerfectRankingAndTheTopFivePercentOf41Rows) {
  // 41 rows, prediction = measurement / 2 (same order): regret 1, rank 1;
  // K = ceil(2.05) = 3, all 3 predicted fastest are the 3 measured fastest.
  std::vector<double> Meas, Pred;
  for (int I = 0; I < 41; ++I) {
    Meas.push_back(1.0 + I);
    Pred.push_back((1.0 + I) / 2);
  }
  auto F = tuningFigures(Pred, Meas);
  ASSERT_TRUE(F.has_value());
  EXPECT_DOUBLE_EQ(F->Top1Regret, 1.0);
  EXPECT_EQ(F->Top1MeasuredRank, 1u);
  EXPECT_EQ(F->TopCount, 3u);
  EXPECT_DOUBLE_EQ(F->Top5Overlap, 1.0);
  // Reverse the prediction: the pick is the slowest row (41 ms): regret 41, rank 41,
  // none of the 3 predicted fastest (rows 38..40) is in the measured top 3.
  std::reverse(Pred.begin(), Pred.end());
  F = tuningFigures(Pred, Meas);
  ASSERT_TRUE(F.has_value());
  EXPECT_DOUBLE_EQ(F->Top1Regret, 41.0);
  EXPECT_EQ(F->Top1MeasuredRank, 41u);
  EXPECT_DOUBLE_EQ(F->Top5Overlap, 0.0);
}

TEST(TuningFigures, TiesAndDegenerateGroups) {
  // A predicted tie goes to the first row (measured 2.0; best 1.0): regret 2.
  auto F = tuningFigures(std::vector<double>{1.0, 1.0}, std::vector<double>{2.0, 1.0});
  ASSERT_TRUE(F.has_value());
  EXPECT_DOUBLE_EQ(F->Top1Regret, 2.0);
  EXPECT_EQ(F->Top1MeasuredRank, 2u);
  // Measured ties with the best count as the best: regret 1, rank 1.
  F = tuningFigures(std::vector<double>{1.0, 2.0}, std::vector<double>{1.0, 1.0});
  ASSERT_TRUE(F.has_value());
  EXPECT_DOUBLE_EQ(F->Top1Regret, 1.0);
  EXPECT_EQ(F->Top1MeasuredRank, 1u);
  EXPECT_DOUBLE_EQ(F->Top5Overlap, 1.0);
  // One row, or a measured time of 0: undefined.
  EXPECT_FALSE(tuningFigures(std::vector<double>{1.0}, std::vector<double>{1.0}).has_value());
  EXPECT_FALSE(
      tuningFigures(std::vector<double>{1.0, 2.0}, std::vector<double>{0.0, 1.0}).has_value());
}
