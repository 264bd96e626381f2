//===- SvgTest.cpp - the SVG helper's ticks, escaping and mapping ---------===//
#include "views/Svg.h"

#include <gtest/gtest.h>

using namespace kc::svg;

TEST(Svg, NiceTicksUseRoundSteps) {
  // 0..100 in about 6 steps: 100 / 6 = 16.7 -> the next round step is 20.
  EXPECT_EQ(niceTicks(0, 100), (std::vector<double>{0, 20, 40, 60, 80, 100}));
  // 0..1 in 4: 0.25 (the 2.5 x 10^k step).
  EXPECT_EQ(niceTicks(0, 1, 4), (std::vector<double>{0, 0.25, 0.5, 0.75, 1}));
  EXPECT_EQ(niceTicks(5, 5), std::vector<double>{5});
}

TEST(Svg, PowerOfTwoTicks) {
  // Block sizes up to 1024 in at most 8 steps: 128.
  std::vector<double> T = powerOfTwoTicks(1024, 8);
  ASSERT_EQ(T.size(), 9u);
  EXPECT_EQ(T[1], 128);
  // 163 KB of shared memory in KB multiples: 32 KB steps (16 KB would give 10).
  T = powerOfTwoTicks(166912, 8, 1024);
  EXPECT_EQ(T[1], 32768);
  EXPECT_EQ(T.back(), 5 * 32768);
  EXPECT_EQ(formatTick(32768, true), "32K");
  EXPECT_EQ(formatTick(100, true), "100");
  EXPECT_EQ(formatTick(2.5), "2.5");
}

TEST(Svg, EscapesTextAndMapsCoordinates) {
  Document Doc(200, 100);
  Chart C(Doc, {10, 10, 100, 50});
  C.setX({0, 10, "x", false, {}});
  C.setY({0, 100, "y", false, {}});
  EXPECT_DOUBLE_EQ(C.px(5), 60);   // halfway across a 100 px panel starting at 10
  EXPECT_DOUBLE_EQ(C.py(100), 10); // the top of the panel
  EXPECT_DOUBLE_EQ(C.py(0), 60);
  Doc.text(0, 0, "a < b & \"c\"");
  std::string S = Doc.str();
  EXPECT_NE(S.find("a &lt; b &amp; &quot;c&quot;"), std::string::npos);
  EXPECT_EQ(S.rfind("</svg>\n"), S.size() - 7);
}

TEST(Svg, StepLineHasCornersAndDropsFlatPoints) {
  Document Doc(100, 100);
  Chart C(Doc, {0, 0, 100, 100});
  C.setX({0, 100, "x", false, {}});
  C.setY({0, 100, "y", false, {}});
  // 0 -> 50 held until x = 50, then 20: corners at (50, 50) then (50, 20); the
  // flat middle point (25, 50) is dropped.
  C.stepLine({{0, 50}, {25, 50}, {50, 20}, {100, 20}}, {});
  EXPECT_NE(Doc.str().find("points=\"0,50 50,50 50,80 100,80\""), std::string::npos) << Doc.str();
}
