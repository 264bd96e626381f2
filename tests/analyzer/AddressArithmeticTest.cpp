// Address arithmetic as loop strength reduction and immediate offsets leave it
// (analyzer/AddressArithmetic.cpp), on inputs/addresses.cu. Counts per thread,
// worked from the IR in inputs/addresses.ll and checked against the SASS that
// ptxas 11.8 makes of kernelcast's PTX for sm_86 (scripts/sass_mix.py): strided's
// loop is IMAD.WIDE, LDG, IADD3 x 2, ISETP, FADD, BRA; taps' 4-tap loop has 12
// integer instructions (6 IMAD forms, 6 ALU) besides 8 loads and 4 FFMAs.
#include "KernelAnalysisTestUtil.h"

#include <gtest/gtest.h>

#include <tuple>

using namespace kc;
using kc::test::analyze;
using kc::test::evalAt;

namespace {

const char *const Input = "addresses.ll";

std::map<std::string, double> thread(double N) {
  return kc::test::threadAt(5, 256, {{"n", N}, {"m", 100}, {"c", 100}}, 0, 1, 3, 0, 64);
}

double mix(const KernelModel &M, const std::string &Class, double N) { return kc::test::mixAt(M, Class, thread(N)); }

/// Integer instructions per iteration: the difference between 9 and 8 iterations.
double intPerIteration(const KernelModel &M) {
  double Sum = 0;
  for (const char *C : {"int_add", "int_mul", "int_mad"})
    Sum += mix(M, C, 9) - mix(M, C, 8);
  return Sum;
}

TEST(AddressArithmetic, StridedAddressIsAPointerInductionVariable) {
  KernelModel M = analyze(Input, "strided");
  // Per iteration the IR has k * m, + i, sext, GEP, k + 1, the exit compare.
  // After strength reduction the 32-bit index steps by m (an add) and the
  // address is formed from it (a wide multiply-add); with k + 1 and the compare,
  // 4 integer instructions, as in the SASS, and no multiply.
  EXPECT_DOUBLE_EQ(intPerIteration(M), 4);
  EXPECT_DOUBLE_EQ(mix(M, "int_mad", 9) - mix(M, "int_mad", 8), 1);
  EXPECT_DOUBLE_EQ(mix(M, "int_mul", 9) - mix(M, "int_mul", 8), 0);
  // The load itself is unchanged: one per iteration.
  EXPECT_DOUBLE_EQ(mix(M, "load_global", 8), 8);
}

TEST(AddressArithmetic, UnrolledCopiesUseOffsetsOrOneStepEach) {
  KernelModel M = analyze(Input, "taps");
  // Per iteration of the outer loop (4 taps): in[]'s 32-bit index steps by 4c
  // (an add and a wide multiply-add) and its 3 copies are at the loop-invariant
  // distances c, 2c, 3c (an add and a wide multiply-add each): 8; mask[]'s
  // address is a 64-bit induction variable (the zero-extended r: a 64-bit add,
  // 2), its copies immediate offsets; r + 4 and the exit compare: 12, as in the
  // SASS. The IR computes (r | l) * c + i for each copy.
  EXPECT_DOUBLE_EQ(mix(M, "int_add", 10) - mix(M, "int_add", 6), 8);
  EXPECT_DOUBLE_EQ(mix(M, "int_mad", 10) - mix(M, "int_mad", 6), 4);
  EXPECT_DOUBLE_EQ(mix(M, "int_mul", 10) - mix(M, "int_mul", 6), 0);
  EXPECT_DOUBLE_EQ(mix(M, "fp32_fma", 8), 8);
}

TEST(AddressArithmetic, GatherAddressIsComputedEveryIteration) {
  KernelModel M = analyze(Input, "gather");
  // idx[k] is a 64-bit pointer induction variable (2 adds); a[idx[k] + i]
  // needs the loaded index: its add and its GEP (a multiply-add) stay; k + 1
  // and the compare: 6 (the SASS: 8, two of them on the uniform datapath).
  EXPECT_DOUBLE_EQ(intPerIteration(M), 6);
  EXPECT_DOUBLE_EQ(mix(M, "int_mad", 9) - mix(M, "int_mad", 8), 1);
}

TEST(AddressArithmetic, StepCostFollowsTheArchitecture) {
  // strided's loop in ptxas 11.8's SASS for each architecture: the index step
  // and address, then the counter's add and the exit compare.
  //   sm_35: IADD, ISCADD, IMAD.HI.X              + 2 = 5 (one a multiply-add)
  //   sm_61: IADD, SHR, ISCADD, IADD.X            + 2 = 6
  //   sm_80: IADD3, IMAD.WIDE                     + 2 = 4 (one a multiply-add)
  llvm::Function *F = kc::test::kernelNamed(Input, "strided");
  ASSERT_NE(F, nullptr);
  const std::string Saved = F->getFnAttribute("target-cpu").getValueAsString().str();
  for (auto [Cpu, Ints, Mads] : {std::tuple{"sm_35", 5.0, 1.0}, {"sm_61", 6.0, 0.0}, {"sm_80", 4.0, 1.0}}) {
    F->addFnAttr("target-cpu", Cpu);
    KernelModel M = analyze(Input, "strided");
    EXPECT_DOUBLE_EQ(intPerIteration(M), Ints) << Cpu;
    EXPECT_DOUBLE_EQ(mix(M, "int_mad", 9) - mix(M, "int_mad", 8), Mads) << Cpu;
  }
  F->addFnAttr("target-cpu", Saved);
}

} // namespace
