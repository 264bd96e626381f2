// The source line of a per-line symbol (symbolLine, KernelModel.h): a branch's
// probability and its unrolled copies, a data-dependent address's scatter.
#include "kernelmodel/KernelModel.h"

#include <gtest/gtest.h>

using namespace kc;

namespace {

TEST(SymbolLine, BranchAndItsCopies) {
  EXPECT_EQ(symbolLine("prob.L27", "prob.L"), 27u);
  EXPECT_EQ(symbolLine("prob.L27_2", "prob.L"), 27u);
  EXPECT_EQ(symbolLine("scatter.L112", "scatter.L"), 112u);
}

TEST(SymbolLine, OtherNamesHaveNone) {
  EXPECT_EQ(symbolLine("trip.L4", "prob.L"), std::nullopt);
  EXPECT_EQ(symbolLine("scatter.L112", "prob.L"), std::nullopt);
  EXPECT_EQ(symbolLine("prob.L", "prob.L"), std::nullopt);
  EXPECT_EQ(symbolLine("prob.Lx", "prob.L"), std::nullopt);
  EXPECT_EQ(symbolLine("prob.L12x", "prob.L"), std::nullopt);
  EXPECT_EQ(symbolLine("prob", "prob.L"), std::nullopt);
}

} // namespace
