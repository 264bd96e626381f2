// __constant__ operands (analyzer/BlockClassification.cpp), on
// inputs/constmem.cu. ptxas 11.8's SASS for sm_86 (scripts/sass_mix.py): filter8
// is 8 FFMAs with c[0x3][0x0] ... c[0x3][0x1c] operands and no LDC; filterVar
// loads taps[k & 7] with one LDC per iteration.
#include "KernelAnalysisTestUtil.h"

#include <gtest/gtest.h>

using namespace kc;
using kc::test::analyze;
using kc::test::evalAt;

namespace {

const char *const Input = "constmem.ll";

double mixAt(const KernelModel &M, const char *Class, double W) {
  return kc::test::mixAt(M, Class, kc::test::threadAt(5, 256, {{"n", 1000}, {"w", W}}, 0, 1, 3, 0, 64));
}

TEST(ConstantOperand, ConstantIndexIsAnOperandNotALoad) {
  KernelModel M = analyze(Input, "filter8");
  EXPECT_DOUBLE_EQ(mixAt(M, "load_const", 0), 0);
  EXPECT_DOUBLE_EQ(mixAt(M, "fp32_fma", 0), 8);
  // The constant cache still delivers the 8 floats: the traffic is counted.
  EXPECT_DOUBLE_EQ(evalAt(M.ConstantBytes, kc::test::threadAt(5, 256, {{"n", 1000}}, 0, 1, 3, 0, 64)), 32);
}

TEST(ConstantOperand, RunTimeIndexIsALoad) {
  KernelModel M = analyze(Input, "filterVar");
  EXPECT_DOUBLE_EQ(mixAt(M, "load_const", 10), 10);
  EXPECT_DOUBLE_EQ(mixAt(M, "load_const", 11) - mixAt(M, "load_const", 10), 1);
}

} // namespace
