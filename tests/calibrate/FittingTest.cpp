// Line fits and plateau detection on curves with known answers.
#include "microbench/calibrate/Fitting.h"
#include "microbench/calibrate/SyntheticResults.h"
#include "../common/ToyGpu.h"

#include <gtest/gtest.h>

#include <random>

using namespace kc::calib;

TEST(FitLine, ExactLine) {
  LineFit F = fitLine({1, 2, 3, 4, 5}, {5, 8, 11, 14, 17}); // y = 3x + 2
  EXPECT_NEAR(F.Slope, 3, 1e-12);
  EXPECT_NEAR(F.Intercept, 2, 1e-12);
  EXPECT_NEAR(F.RSquared, 1, 1e-12);
}

TEST(FitLine, RSquaredOfKnownScatter) {
  // y = {1, 3, 2}: slope Sxy/Sxx = 1/2, intercept 2 - 0.5 = 1.5; residuals
  // -0.5, 1, -0.5 -> SS_res 1.5, SS_tot 2 -> R^2 0.25.
  LineFit F = fitLine({0, 1, 2}, {1, 3, 2});
  EXPECT_NEAR(F.Slope, 0.5, 1e-12);
  EXPECT_NEAR(F.Intercept, 1.5, 1e-12);
  EXPECT_NEAR(F.RSquared, 0.25, 1e-12);
}

// The launch model t = blocks * x1 + x2 over the runner's grid sweep, 2%
// multiplicative noise (seeded): slope and intercept within 3%, R^2 > 0.99.
TEST(FitLine, LaunchLineWithNoise) {
  const double X1 = 0.0045, X2 = 4.2;
  for (unsigned Seed = 1; Seed <= 5; ++Seed) {
    std::mt19937_64 Rng(Seed);
    std::normal_distribution<double> N(0, 0.02);
    std::vector<double> X, Y;
    for (unsigned G = 1; G <= 65536; G *= 2) {
      X.push_back(G);
      Y.push_back((X2 + X1 * G) * (1 + N(Rng)));
    }
    LineFit F = fitLineRelative(X, Y);
    EXPECT_NEAR(F.Slope, X1, 0.03 * X1) << "seed " << Seed;
    EXPECT_NEAR(F.Intercept, X2, 0.03 * X2) << "seed " << Seed;
    EXPECT_GT(F.RSquared, 0.99) << "seed " << Seed;
  }
}

// Three cache plateaus (L1 40, L2 200, DRAM 500 cycles) and a TLB step
// (+150 past 128 MB), one-octave ramps, 2% noise.
TEST(Plateaus, ThreeLevelsAndTlbStep) {
  kc::GpuModel M = kc::test::calibrationToyGpu();
  SyntheticOptions O;
  for (unsigned Seed = 1; Seed <= 10; ++Seed) {
    std::vector<double> X, Y;
    synthesizeChaseCurve(M, /*CacheL1=*/true, O, X, Y, Seed);
    std::vector<Plateau> P = detectPlateaus(X, Y);
    ASSERT_EQ(P.size(), 4u) << "seed " << Seed;
    EXPECT_NEAR(P[0].Level, 40, 2) << "seed " << Seed;
    EXPECT_NEAR(P[1].Level, 200, 10) << "seed " << Seed;
    EXPECT_NEAR(P[2].Level, 500, 25) << "seed " << Seed;
    EXPECT_NEAR(P[3].Level, 650, 32) << "seed " << Seed;
    // Boundaries: each plateau lies within its level's capacity range.
    EXPECT_EQ(P[0].XBegin, 4096);
    EXPECT_LE(P[0].XEnd, 128 * 1024);
    EXPECT_GE(P[0].XEnd, 64 * 1024);
    EXPECT_GT(P[1].XBegin, 128 * 1024);
    EXPECT_LE(P[1].XEnd, 8 * 1024 * 1024);
    EXPECT_GT(P[2].XBegin, 8 * 1024 * 1024);
    EXPECT_LE(P[2].XEnd, 1.42 * 128 * 1024 * 1024); // half an octave of resolution
    EXPECT_GT(P[3].XBegin, 128.0 * 1024 * 1024);
  }
}

TEST(Plateaus, SpikeDoesNotSplitAPlateau) {
  std::vector<double> X, Y;
  for (int I = 0; I < 12; ++I) {
    X.push_back(I);
    Y.push_back(I < 6 ? 100 : 300);
  }
  Y[2] = 400; // one outlier inside the first plateau
  std::vector<Plateau> P = detectPlateaus(X, Y);
  ASSERT_EQ(P.size(), 2u);
  EXPECT_EQ(P[0].First, 0u);
  EXPECT_EQ(P[0].Last, 5u);
  EXPECT_DOUBLE_EQ(P[0].Level, 100);
  EXPECT_DOUBLE_EQ(P[1].Level, 300);
}

TEST(Plateaus, RampIsNotAPlateau) {
  // 100 flat, a 6-point geometric ramp to 400, 400 flat.
  std::vector<double> X, Y;
  for (int I = 0; I < 6; ++I)
    Y.push_back(100);
  for (int I = 1; I <= 6; ++I)
    Y.push_back(100 * std::pow(4.0, I / 7.0));
  for (int I = 0; I < 6; ++I)
    Y.push_back(400);
  for (size_t I = 0; I < Y.size(); ++I)
    X.push_back(double(I));
  std::vector<Plateau> P = detectPlateaus(X, Y);
  ASSERT_EQ(P.size(), 2u);
  EXPECT_DOUBLE_EQ(P[0].Level, 100);
  EXPECT_DOUBLE_EQ(P[1].Level, 400);
}
