// Tests of the accuracy statistics against values worked out by hand.
#include "workflows/AccuracyStats.h"

#include <gtest/gtest.h>

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
