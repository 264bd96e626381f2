// ThreeRunTable answers as a std::map of threeRunKey -> result would (the
// first result recorded for a key stays), for offsets in the flat tables,
// offsets past them and results past 32 bits.
#include "predictor/ThreeRunTable.h"
#include "predictor/WaveDeal.h"

#include <gtest/gtest.h>

#include <map>
#include <random>

using namespace kc;

TEST(ThreeRunTable, ByHandTwoSmsPeriodTwo) {
  // 2 SMs, 1 warp per block, 2 processing blocks: T = 2, offsets below 4.
  // A 12-block wave of class 0 with one block of class 1 at offset 1 or 5
  // has the key {12, 0, 1, 1, 0} (WaveDealTest); at offset 3 (SM 1, slot 1)
  // {12, 0, 1, 1, 2}: another result.
  auto NoRuns = [](uint64_t, uint32_t &C) { C = 0; return uint64_t{0}; };
  WaveDealer D(NoRuns, 2, 1, 2);
  ASSERT_EQ(D.phasePeriod(), 2u);
  ThreeRunTable T(2 * D.phasePeriod());
  std::array<uint64_t, 5> K1, K3, K5;
  ASSERT_TRUE(D.threeRunKey({{0, 1, 0}, {1, 2, 1}, {2, 12, 0}}, 12, K1));
  ASSERT_TRUE(D.threeRunKey({{0, 3, 0}, {3, 4, 1}, {4, 12, 0}}, 12, K3));
  ASSERT_TRUE(D.threeRunKey({{0, 5, 0}, {5, 6, 1}, {6, 12, 0}}, 12, K5));
  EXPECT_EQ(K3, (std::array<uint64_t, 5>{12, 0, 1, 1, 2}));
  EXPECT_EQ(T.find(K1), SIZE_MAX);
  T.tryEmplace(K1, 4);
  EXPECT_EQ(T.find(K5), 4u); // the same key
  EXPECT_EQ(T.find(K3), SIZE_MAX);
  T.tryEmplace(K3, 9);
  T.tryEmplace(K3, 10); // the first result stays
  EXPECT_EQ(T.find(K3), 9u);
  EXPECT_EQ(T.find({12, 0, 2, 1, 0}), SIZE_MAX); // another class: another family
  EXPECT_EQ(T.find({12, 0, 1, 2, 0}), SIZE_MAX); // another length
  EXPECT_EQ(T.find({13, 0, 1, 1, 0}), SIZE_MAX); // another wave size
}

TEST(ThreeRunTable, AnswersAsAMap) {
  std::mt19937_64 Rng(7);
  for (uint64_t Period : {1u, 4u, 432u}) {
    ThreeRunTable T(Period);
    std::map<ThreeRunTable::Key, size_t> M;
    for (int I = 0; I < 20000; ++I) {
      ThreeRunTable::Key K = {Rng() % 2 ? 2268u : 1080u, Rng() % 3, Rng() % 3, 1 + Rng() % 2,
                              Rng() % (Period + 3)}; // a few offsets past the tables
      // Results past 32 bits now and then (they go to the map).
      size_t R = Rng() % 16 == 0 ? (size_t{1} << 32) + Rng() % 5 : Rng() % 1000;
      if (Rng() % 2) {
        T.tryEmplace(K, R);
        M.emplace(K, R);
      }
      auto It = M.find(K);
      ASSERT_EQ(T.find(K), It == M.end() ? SIZE_MAX : It->second) << "period " << Period;
    }
  }
  ThreeRunTable Huge(ThreeRunTable::MaxPeriod + 1); // no flat tables: the map alone
  Huge.tryEmplace({1, 2, 3, 4, 5}, 6);
  EXPECT_EQ(Huge.find({1, 2, 3, 4, 5}), 6u);
  EXPECT_EQ(Huge.find({1, 2, 3, 4, 6}), SIZE_MAX);
}
