// PhaseTimes (analyzer/PhaseTimes.h): phases add up by name, keep their first
// order, CPU time is the thread's (a sleep costs none), and nothing is recorded
// without a PhaseRecording.
#include "analyzer/PhaseTimes.h"

#include <gtest/gtest.h>

#include <thread>

using namespace kc;

TEST(PhaseTimes, AddsUpByNameInFirstOrder) {
  PhaseTimes T;
  T.add("parse", 10, 8);
  T.add("ptxas", 2.5, 0);
  T.add("parse", 5, 4.5);
  ASSERT_EQ(T.Phases.size(), 2u);
  EXPECT_EQ(T.Phases[0].Name, "parse");
  EXPECT_DOUBLE_EQ(T.Phases[0].WallMs, 15);
  EXPECT_DOUBLE_EQ(T.Phases[0].CpuMs, 12.5);
  EXPECT_EQ(T.str(), "parse 15.0 ms (cpu 12.5), ptxas 2.5 ms (cpu 0.0)");
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
    addChildCpu("ptxas", 7);
  }
  { PhaseScope S("after"); }
  addChildCpu("after", 1); // no recording: dropped
  ASSERT_EQ(T.Phases.size(), 3u);
  EXPECT_EQ(T.Phases[0].Name, "sleep");
  EXPECT_GE(T.Phases[0].WallMs, 20);
  EXPECT_LT(T.Phases[0].CpuMs, 15); // sleeping takes no CPU
  EXPECT_EQ(T.Phases[1].Name, "stopped");
  EXPECT_LT(T.Phases[1].WallMs, 20);
  EXPECT_EQ(T.Phases[2].Name, "ptxas");
  EXPECT_DOUBLE_EQ(T.Phases[2].WallMs, 0);
  EXPECT_DOUBLE_EQ(T.Phases[2].CpuMs, 7);
}

TEST(PhaseTimes, RecordingsNestAndRestore) {
  PhaseTimes Outer, Inner;
  PhaseRecording A(Outer);
  {
    PhaseRecording B(Inner);
    PhaseScope S("inner");
  }
  { PhaseScope S("outer"); }
  ASSERT_EQ(Inner.Phases.size(), 1u);
  EXPECT_EQ(Inner.Phases[0].Name, "inner");
  ASSERT_EQ(Outer.Phases.size(), 1u);
  EXPECT_EQ(Outer.Phases[0].Name, "outer");
}
