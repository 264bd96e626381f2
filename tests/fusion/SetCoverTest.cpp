// The 0/1 program on toy instances whose optima are worked out by hand.
#include "fusion/SetCover.h"

#include <gtest/gtest.h>

using namespace kc::fusion;

TEST(SetCover, TopPlansInCostOrder) {
  // Items 0,1,2. Exact covers: {0}+{1,2} = 2.2, {0,1}+{2} = 2.5, {0,1,2} = 2.9, {0}+{1}+{2} = 3.0.
  std::vector<CoverSubset> Sub = {{{0}, 1.0}, {{1}, 1.0}, {{2}, 1.0}, {{0, 1}, 1.5}, {{1, 2}, 1.2}, {{0, 1, 2}, 2.9}};
  auto R = solveExactCover(3, Sub, 10);
  ASSERT_TRUE(!!R) << llvm::toString(R.takeError());
  ASSERT_EQ(R->size(), 4u);
  EXPECT_EQ((*R)[0].Chosen, (std::vector<unsigned>{0, 4}));
  EXPECT_NEAR((*R)[0].Cost, 2.2, 1e-9);
  EXPECT_EQ((*R)[1].Chosen, (std::vector<unsigned>{2, 3}));
  EXPECT_NEAR((*R)[1].Cost, 2.5, 1e-9);
  EXPECT_EQ((*R)[2].Chosen, (std::vector<unsigned>{5}));
  EXPECT_EQ((*R)[3].Chosen, (std::vector<unsigned>{0, 1, 2}));
  EXPECT_NEAR((*R)[3].Cost, 3.0, 1e-9);
}

TEST(SetCover, RejectedSolutionsAreSkipped) {
  std::vector<CoverSubset> Sub = {{{0}, 1.0}, {{1}, 1.0}, {{0, 1}, 1.5}};
  auto R = solveExactCover(2, Sub, 1, [](const CoverSolution &S) { return S.Chosen.size() != 1; });
  ASSERT_TRUE(!!R);
  ASSERT_EQ(R->size(), 1u);
  EXPECT_EQ((*R)[0].Chosen, (std::vector<unsigned>{0, 1})); // 2.0, the 1.5 one was rejected
}

TEST(SetCover, Errors) {
  auto Empty = solveExactCover(0, {}, 1);
  ASSERT_FALSE(!!Empty);
  EXPECT_NE(llvm::toString(Empty.takeError()).find("no calls"), std::string::npos);

  auto NoSubsets = solveExactCover(2, {}, 1);
  ASSERT_FALSE(!!NoSubsets);
  EXPECT_NE(llvm::toString(NoSubsets.takeError()).find("no candidate"), std::string::npos);

  auto Uncovered = solveExactCover(3, {{{0, 1}, 1.0}}, 1);
  ASSERT_FALSE(!!Uncovered);
  EXPECT_NE(llvm::toString(Uncovered.takeError()).find("call 3"), std::string::npos);

  // {0,1} and {1,2} overlap: every item covered, but no exact cover.
  auto Infeasible = solveExactCover(3, {{{0, 1}, 1.0}, {{1, 2}, 1.0}}, 1);
  ASSERT_FALSE(!!Infeasible);
  EXPECT_NE(llvm::toString(Infeasible.takeError()).find("infeasible"), std::string::npos);
}
