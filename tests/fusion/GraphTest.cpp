// Legal fusions on small DAGs enumerated by hand, and plan scheduling.
#include "fusion/FusionGraph.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace kc::fusion;

static CallSet S(std::initializer_list<unsigned> L) {
  CallSet R = 0;
  for (unsigned I : L)
    R |= CallSet(1) << I;
  return R;
}

TEST(FusionGraph, DiamondHasElevenLegalFusions) {
  // 0 -> 1, 0 -> 2, 1 -> 3, 2 -> 3.
  FusionGraph G({{1, 2}, {3}, {3}, {}});
  std::vector<CallSet> Expected = {S({0}), S({1}), S({2}), S({3}), S({0, 1}), S({0, 2}), S({1, 3}), S({2, 3}),
                                   S({0, 1, 2}), S({1, 2, 3}), S({0, 1, 2, 3})};
  auto Got = G.legalFusions(4);
  std::sort(Expected.begin(), Expected.end(), [](CallSet A, CallSet B) {
    return popcount(A) != popcount(B) ? popcount(A) < popcount(B) : A < B;
  });
  EXPECT_EQ(Got, Expected);
  // {0,1,3}: the path 0 -> 2 -> 3 leaves and re-enters.
  EXPECT_FALSE(G.isLegal(S({0, 1, 3})));
  EXPECT_FALSE(G.isLegal(S({0, 2, 3})));
  // {0,3} and {1,2} are not connected.
  EXPECT_FALSE(G.isLegal(S({0, 3})));
  EXPECT_FALSE(G.isLegal(S({1, 2})));
}

TEST(FusionGraph, SizeLimit) {
  FusionGraph G({{1}, {2}, {}}); // chain 0 -> 1 -> 2
  EXPECT_EQ(G.legalFusions(1).size(), 3u);
  EXPECT_EQ(G.legalFusions(2).size(), 5u); // + {0,1}, {1,2}; {0,2} not connected
  EXPECT_EQ(G.legalFusions(3).size(), 6u);
}

TEST(FusionGraph, ShortcutEdgeMakesPairIllegal) {
  FusionGraph G({{1, 2}, {2}, {}}); // 0 -> 1 -> 2 and 0 -> 2
  EXPECT_TRUE(G.isConnected(S({0, 2})));
  EXPECT_FALSE(G.isLegal(S({0, 2})));
  EXPECT_TRUE(G.isLegal(S({0, 1})));
  EXPECT_TRUE(G.isLegal(S({0, 1, 2})));
}

TEST(FusionGraph, LinearizationsOfDiamond) {
  FusionGraph G({{1, 2}, {3}, {3}, {}});
  auto L = G.linearizations(S({0, 1, 2, 3}), 100);
  ASSERT_EQ(L.size(), 2u);
  EXPECT_EQ(L[0], (std::vector<unsigned>{0, 1, 2, 3}));
  EXPECT_EQ(L[1], (std::vector<unsigned>{0, 2, 1, 3}));
}

TEST(FusionGraph, ConvexPartsThatDependOnEachOtherCannotBeScheduled) {
  // a1=0, b2=1, b1=2, a2=3; a1->b1, b2->a2, a1->a2, b2->b1.
  FusionGraph G({{2, 3}, {2, 3}, {}, {}});
  EXPECT_TRUE(G.isLegal(S({0, 3})));
  EXPECT_TRUE(G.isLegal(S({1, 2})));
  std::vector<unsigned> Order;
  EXPECT_FALSE(G.schedule({S({0, 3}), S({1, 2})}, Order));
  EXPECT_TRUE(G.schedule({S({0}), S({1}), S({2}), S({3})}, Order));
  EXPECT_EQ(Order.size(), 4u);
}
