// RowClasses: the classes along a row learned from runs of blocks, and the
// runs of a wave read from them, by hand.
#include "predictor/RowClasses.h"

#include <gtest/gtest.h>

#include <vector>

using namespace kc;

namespace {

std::vector<std::vector<uint64_t>> spans(const std::vector<WaveDealer::Span> &V) {
  std::vector<std::vector<uint64_t>> Out;
  for (const WaveDealer::Span &S : V)
    Out.push_back({S.Begin, S.End, S.Class});
  return Out;
}

} // namespace

TEST(RowClasses, LearnsARowFromPiecesAcrossRowEnds) {
  // Rows of 10 blocks: columns 0..8 of class 4, column 9 of class 6.
  RowClasses R(10);
  std::vector<WaveDealer::Span> Out;
  R.learn(23, 29, 4); // row 2, columns 3..8
  EXPECT_FALSE(R.complete());
  EXPECT_FALSE(R.window(0, 5, 8, Out));
  R.learn(29, 30, 6); // column 9
  R.learn(30, 32, 4); // row 3, columns 0..1
  EXPECT_FALSE(R.complete()); // column 2 is not known
  R.learn(41, 43, 4);         // row 4, columns 1..2
  EXPECT_TRUE(R.complete());
  // 12 blocks from column 7: 7 8 | 9 | 0..8 | 9 (offsets 0-1, 2, 3-11).
  ASSERT_TRUE(R.window(7, 12, 8, Out));
  EXPECT_EQ(spans(Out), (std::vector<std::vector<uint64_t>>{{0, 2, 4}, {2, 3, 6}, {3, 12, 4}}));
  // 13 blocks from column 7 end on the next column 9.
  ASSERT_TRUE(R.window(7, 13, 8, Out));
  EXPECT_EQ(spans(Out), (std::vector<std::vector<uint64_t>>{{0, 2, 4}, {2, 3, 6}, {3, 12, 4}, {12, 13, 6}}));
  // Too many runs for the limit.
  EXPECT_FALSE(R.window(7, 13, 3, Out));
  // 35 blocks (three rows) from column 0: at least 3 runs, more than 2.
  EXPECT_FALSE(R.window(0, 35, 2, Out));
}

TEST(RowClasses, WholeRowOfOneClassAndConflicts) {
  RowClasses R(4);
  R.learn(6, 11, 2); // 5 blocks: more than a row
  ASSERT_TRUE(R.complete());
  std::vector<WaveDealer::Span> Out;
  ASSERT_TRUE(R.window(3, 9, 1, Out));
  EXPECT_EQ(spans(Out), (std::vector<std::vector<uint64_t>>{{0, 9, 2}}));
  // A column given two classes: the row is given up.
  RowClasses C(4);
  C.learn(0, 2, 1);
  C.learn(1, 3, 2);
  C.learn(3, 4, 1);
  EXPECT_FALSE(C.complete());
  EXPECT_FALSE(C.window(0, 2, 4, Out));
}

TEST(RowClasses, TwoStretchRowsGiveTheRunsOfTheirColumns) {
  // Rows of two stretches ([0, g) of class 1, [g, gdim.x) of class 2: the
  // shortcut for waves shorter than a row) and of three: every wave's runs
  // are the maximal runs of its columns' classes, column by column. By hand,
  // rows of 10 with column 9 of class 2, 8 blocks from column 5: 5..8 | 9 |
  // 0..2 -> {0, 4, 1}, {4, 5, 2}, {5, 8, 1}.
  for (uint64_t Gx : {2u, 3u, 7u, 10u})
    for (uint64_t G = 1; G < Gx; ++G)
      for (int Three = 0; Three < 2; ++Three) {
        if (Three && G + 1 >= Gx)
          continue;
        std::vector<uint32_t> Col(Gx);
        for (uint64_t X = 0; X < Gx; ++X)
          Col[X] = X < G ? 1 : (Three && X == Gx - 1 ? 3 : 2);
        RowClasses R(Gx);
        for (uint64_t X = 0; X < Gx; ++X)
          R.learn(X, X + 1, Col[X]);
        ASSERT_TRUE(R.complete());
        EXPECT_EQ(R.twoStretches(), !Three);
        if (!Three)
          EXPECT_EQ(R.firstStretchEnd(), G);
        for (uint64_t X0 = 0; X0 < Gx; ++X0)
          for (uint64_t N = 1; N <= 2 * Gx + 1; ++N) {
            std::vector<std::vector<uint64_t>> Want;
            for (uint64_t I = 0; I < N; ++I) {
              uint32_t C = Col[(X0 + I) % Gx];
              if (!Want.empty() && Want.back()[2] == C)
                ++Want.back()[1];
              else
                Want.push_back({I, I + 1, C});
            }
            std::vector<WaveDealer::Span> Out;
            ASSERT_TRUE(R.window(X0, N, 64, Out));
            EXPECT_EQ(spans(Out), Want) << "Gx " << Gx << " g " << G << " x0 " << X0 << " n " << N;
          }
      }
  RowClasses R(10);
  R.learn(0, 9, 1);
  R.learn(9, 10, 2);
  std::vector<WaveDealer::Span> Out;
  ASSERT_TRUE(R.window(5, 8, 64, Out));
  EXPECT_EQ(spans(Out), (std::vector<std::vector<uint64_t>>{{0, 4, 1}, {4, 5, 2}, {5, 8, 1}}));
}
