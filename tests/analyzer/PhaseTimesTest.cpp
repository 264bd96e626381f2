// PhaseTimes (analyzer/PhaseTimes.h): phases add up by name, keep their first
// order, and nothing is recorded without a PhaseRecording.
#include "analyzer/PhaseTimes.h"

#include <gtest/gtest.h>

#include <thread>

using namespace kc;

TEST(PhaseTimes, AddsUpByNameInFirstOrder) {
  PhaseTimes T;
  T.add("parse", 10);
  T.add("ptxas", 2.5);
  T.add("parse", 5);
  ASSERT_EQ(T.Ms.size(), 2u);
  EXPECT_EQ(T.Ms[0].first, "parse");
  EXPECT_DOUBLE_EQ(T.Ms[0].second, 15);
  EXPECT_EQ(T.str(), "parse 15.0 ms, ptxas 2.5 ms");
}

TEST(PhaseTimes, ScopesRecordOnlyInsideARecording) {
  PhaseTimes T;
  { PhaseScope S("before"); }
  {
    PhaseRecording R(T);
    {
      PhaseScope S("sleep");
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    PhaseScope Stopped("stopped");
    Stopped.stop();
    Stopped.stop(); // a second stop adds nothing
  }
  { PhaseScope S("after"); }
  ASSERT_EQ(T.Ms.size(), 2u);
  EXPECT_EQ(T.Ms[0].first, "sleep");
  EXPECT_GE(T.Ms[0].second, 20);
  EXPECT_EQ(T.Ms[1].first, "stopped");
  EXPECT_LT(T.Ms[1].second, 20);
}

TEST(PhaseTimes, RecordingsNestAndRestore) {
  PhaseTimes Outer, Inner;
  PhaseRecording A(Outer);
  {
    PhaseRecording B(Inner);
    PhaseScope S("inner");
  }
  { PhaseScope S("outer"); }
  ASSERT_EQ(Inner.Ms.size(), 1u);
  EXPECT_EQ(Inner.Ms[0].first, "inner");
  ASSERT_EQ(Outer.Ms.size(), 1u);
  EXPECT_EQ(Outer.Ms[0].first, "outer");
}
