// StartTable: the flat table (rows of at most 2^16 columns) and the hash map
// answer the same, the first result recorded at a column stays, and a result
// index past 32 bits moves the table to the map without losing a column.
#include "predictor/StartTable.h"

#include <gtest/gtest.h>

using namespace kc;

TEST(StartTable, FlatAndMapAgree) {
  const uint64_t Small = 10, Large = StartTable::FlatColumns + 1;
  for (uint64_t Gx : {Small, Large}) {
    StartTable T;
    T.init(Gx);
    EXPECT_EQ(T.find(0), SIZE_MAX);
    EXPECT_EQ(T.find(Gx - 1), SIZE_MAX);
    T.tryEmplace(3, 7);
    T.tryEmplace(3, 8); // the first result stays
    T.tryEmplace(Gx - 1, 0);
    EXPECT_EQ(T.find(3), 7u) << Gx;
    EXPECT_EQ(T.find(Gx - 1), 0u) << Gx;
    EXPECT_EQ(T.find(4), SIZE_MAX) << Gx;
  }
  StartTable NoInit; // never initialised: the map
  NoInit.tryEmplace(123456789, 5);
  EXPECT_EQ(NoInit.find(123456789), 5u);
  EXPECT_EQ(NoInit.find(1), SIZE_MAX);
}

TEST(StartTable, AResultPast32BitsMovesToTheMap) {
  StartTable T;
  T.init(10);
  T.tryEmplace(2, 1);
  T.tryEmplace(9, 4);
  const size_t Big = size_t{1} << 32;
  T.tryEmplace(5, Big);
  T.tryEmplace(2, 3); // still the first one
  EXPECT_EQ(T.find(2), 1u);
  EXPECT_EQ(T.find(9), 4u);
  EXPECT_EQ(T.find(5), Big);
  EXPECT_EQ(T.find(0), SIZE_MAX);
}
