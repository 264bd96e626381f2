// Conditional blocks under a warp-uniform condition (analyzer/Predication.cpp),
// on inputs/predication_uniform.cu. ptxas 11.8's SASS for sm_86
// (scripts/sass_mix.py on kernelcast's own PTX) branches around 7 FMAs under
// `k < m` (uniFma7: 4 BRA, none predicated) where it predicates them under a
// data-dependent condition (the divergent limit is 8), and predicates 6
// (uniFma6: 3 BRA, 6 predicated FFMA). Loads and stores keep their limits
// (uniLoads6: 3 BRA, 13 predicated; uniStore1: 2 BRA, its load and store
// predicated). mixedFma7's condition compares with a value merged after a
// data-dependent branch: not uniform, so its 7 FMAs are predicated (3 BRA, 7
// predicated).
#include "KernelAnalysisTestUtil.h"

#include <gtest/gtest.h>

using namespace kc;
using kc::test::analyze;
using kc::test::mixAt;

namespace {

const char *const Input = "predication_uniform.ll";

/// Thread 0 of block 0 (256 threads), the loop running n = 10 times, the
/// uniform bound m as given.
std::map<std::string, double> thread(double M) {
  return kc::test::threadAt(0, 256, {{"n", 10}, {"m", M}});
}

bool predicatedAt(const KernelModel &Model, unsigned Line) {
  std::string Text = "line " + std::to_string(Line) + ": short conditional block";
  for (const std::string &N : Model.Notes)
    if (N.find(Text) != std::string::npos && N.find("is predicated") != std::string::npos)
      return true;
  return false;
}

} // namespace

// 6 FMAs under `k < m` are predicated: every warp issues them in all 10
// iterations, even when m = 0 and no lane runs them.
TEST(PredicationUniform, SixFmasArePredicated) {
  KernelModel M = analyze(Input, "uniFma6");
  EXPECT_TRUE(predicatedAt(M, 19));
  EXPECT_DOUBLE_EQ(mixAt(M, "fp32_fma", thread(0)), 60);
}

// 7 are branched around under a uniform condition (they would be predicated
// under a divergent one): with m = 0 no FMA is issued.
TEST(PredicationUniform, SevenFmasAreBranchedAround) {
  KernelModel M = analyze(Input, "uniFma7");
  EXPECT_FALSE(predicatedAt(M, 36));
  EXPECT_DOUBLE_EQ(mixAt(M, "fp32_fma", thread(0)), 0);
}

// Three hash steps (9 integer operations) exceed the uniform limit of 6.
TEST(PredicationUniform, ThreeHashStepsAreBranchedAround) {
  EXPECT_FALSE(predicatedAt(analyze(Input, "uniHash3"), 69));
}

// Loads and stores keep the divergent limits.
TEST(PredicationUniform, LoadsAndStoresKeepTheirLimits) {
  EXPECT_TRUE(predicatedAt(analyze(Input, "uniLoads6"), 86));
  EXPECT_TRUE(predicatedAt(analyze(Input, "uniStore1"), 101));
}

// `k < lim` with lim chosen per thread at a data-dependent branch is not
// uniform: the divergent limit (8) applies and 7 FMAs are predicated.
TEST(PredicationUniform, AValueMergedAfterADivergentBranchIsNotUniform) {
  KernelModel M = analyze(Input, "mixedFma7");
  EXPECT_TRUE(predicatedAt(M, 119));
}
