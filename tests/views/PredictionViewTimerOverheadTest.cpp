// PredictionView with a timer overhead (predict --timer-overhead-us): the time
// as the user's harness would measure it, kernel time + overhead, in one more
// text line and two more JSON keys; nothing changes without one.
#include "views/PredictionView.h"

#include <gtest/gtest.h>

using namespace kc;

namespace {

/// A hand-made 0.004 ms prediction (launch 0.001 + execution 0.003 ms).
Prediction fourMicroseconds(ModelKind M = ModelKind::Wave, double TimeMs = 0.004) {
  Prediction P;
  P.Model = M;
  P.Kernel = "k";
  P.Gpu = "toy";
  P.Grid.X = 4;
  P.Block.X = 32;
  P.TimeMs = TimeMs;
  P.LaunchMs = 0.001;
  P.ExecMs = TimeMs - 0.001;
  return P;
}

std::string text(const Prediction &P, double Us) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  PredictionView(P, Us).printView(OS);
  return OS.str();
}

} // namespace

TEST(PredictionViewTimerOverhead, KernelTimePlusTheHarnessOverhead) {
  Prediction P = fourMicroseconds();
  // 0.004 ms + 5 us = 0.009 ms.
  std::string S = text(P, 5);
  EXPECT_NE(S.find("  time          0.004 ms  (launch 0.001 ms + execution 0.003 ms)\n"
                   "  as timed      0.009 ms  (as timed by your harness: 0.004 ms + 5 us timer "
                   "overhead)\n"),
            std::string::npos)
      << S;
  nlohmann::json J = PredictionView(P, 5).toJSON();
  EXPECT_DOUBLE_EQ(J["time_ms"].get<double>(), 0.004); // unchanged
  EXPECT_DOUBLE_EQ(J["timer_overhead_us"].get<double>(), 5);
  EXPECT_NEAR(J["harness_time_ms"].get<double>(), 0.009, 1e-15);

  // No overhead: no line, no keys (the JSON is as before).
  EXPECT_EQ(text(P, 0).find("as timed"), std::string::npos);
  nlohmann::json Z = PredictionView(P).toJSON();
  EXPECT_FALSE(Z.contains("timer_overhead_us"));
  EXPECT_FALSE(Z.contains("harness_time_ms"));
}

TEST(PredictionViewTimerOverhead, EveryModelOfTheComparison) {
  // wave 0.004 + 1.5 us = 0.0055 ms; roofline 0.002 + 1.5 us = 0.0035 ms.
  std::vector<Prediction> All = {fourMicroseconds(),
                                 fourMicroseconds(ModelKind::Roofline, 0.002)};
  std::string S;
  llvm::raw_string_ostream OS(S);
  printComparison(OS, All, 1.5);
  EXPECT_NE(OS.str().find("  as timed by your harness (+ 1.5 us timer overhead): wave 0.0055 ms, "
                          "roofline 0.0035 ms\n"),
            std::string::npos)
      << S;
  nlohmann::json J = comparisonJSON(All, 1.5);
  EXPECT_NEAR(J["harness_time_ms"].get<double>(), 0.0055, 1e-15);
  EXPECT_NEAR(J["models"]["roofline"]["harness_time_ms"].get<double>(), 0.0035, 1e-15);
  EXPECT_DOUBLE_EQ(J["models"]["wave"]["timer_overhead_us"].get<double>(), 1.5);
  EXPECT_FALSE(comparisonJSON(All).contains("harness_time_ms"));
}
