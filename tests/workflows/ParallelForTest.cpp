// parallelChunks (workflows/ParallelFor.h): every item once, in chunks of the
// size asked, on any number of threads.
#include "workflows/ParallelFor.h"

#include <gtest/gtest.h>

#include <atomic>
#include <vector>

using namespace kc;

TEST(ParallelFor, EveryItemOnceInChunks) {
  for (unsigned Jobs : {1u, 2u, 7u}) {
    std::vector<std::atomic<int>> Seen(1000);
    std::atomic<size_t> Calls{0}, Longest{0};
    parallelChunks(1000, 16, Jobs, [&](size_t Begin, size_t End) {
      ++Calls;
      size_t Len = End - Begin, L = Longest.load();
      while (Len > L && !Longest.compare_exchange_weak(L, Len)) {
      }
      for (size_t I = Begin; I < End; ++I)
        ++Seen[I];
    });
    for (size_t I = 0; I < Seen.size(); ++I)
      ASSERT_EQ(Seen[I].load(), 1) << "item " << I << " with " << Jobs << " jobs";
    EXPECT_EQ(Calls.load(), 63u); // ceil(1000 / 16): 62 full chunks and one of 8
    EXPECT_EQ(Longest.load(), 16u);
  }
}

TEST(ParallelFor, NoItemsNoCalls) {
  int Calls = 0;
  parallelChunks(0, 4, 2, [&](size_t, size_t) { ++Calls; });
  EXPECT_EQ(Calls, 0);
}

TEST(ParallelFor, WorkerCountIsBounded) {
  EXPECT_EQ(workerCount(4, 2), 2u);  // no more threads than useful
  EXPECT_EQ(workerCount(4, 0), 1u);  // at least one
  EXPECT_EQ(workerCount(3, 100), 3u);
  EXPECT_GE(workerCount(0, 100), 1u); // 0 = every core
}
