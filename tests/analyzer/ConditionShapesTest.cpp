// Conditions LLVM writes in shapes ScalarEvolution has no form for stay
// conditions of the thread and block indices (SymbolicSCEV::translateCondition),
// not data-dependent branches with a probability: the low bit as a `trunc` to
// i1, `x == 0 && y == 0` merged into `(x | y) == 0`, and a short-circuit `&&`
// left as a `phi i1` over the first test's branch.
#include "KernelAnalysisTestUtil.h"

#include <gtest/gtest.h>

using namespace kc;
using kc::test::analyze;
using kc::test::evalAt;
using kc::test::threadAt;

namespace {
/// Stores the thread at \p B executes.
double storesAt(const KernelModel &M, const std::map<std::string, double> &B) {
  return evalAt(M.InstructionMix.at("store_global"), B);
}
} // namespace

// `trunc i32 %x to i1` (LLVM's `x & 1` in an unrolled loop's remainder test) is a
// condition: the low bit, not a data-dependent branch (inputs/lowbit_trunc.ll).
TEST(ConditionShapes, LowBitTrunc) {
  KernelModel M = analyze("lowbit_trunc.ll", "oddLanes");
  for (const auto &[Name, Value] : M.SymbolDefaults)
    EXPECT_NE(Name.rfind("prob.", 0), 0u) << Name << ": the low bit became a probability";
  // Odd lanes store once, even lanes not.
  for (double Tx : {1.0, 3.0, 31.0})
    EXPECT_DOUBLE_EQ(storesAt(M, threadAt(Tx, 32)), 1) << Tx;
  for (double Tx : {0.0, 2.0, 30.0})
    EXPECT_DOUBLE_EQ(storesAt(M, threadAt(Tx, 32)), 0) << Tx;
}

// Conditions LLVM rewrites into shapes with no sum form are still conditions,
// not data-dependent probabilities: `tx == 0 && ty == 0` merged into
// `(tx | ty) == 0` (inputs/or_zero.cu), and a short-circuit `&&` left as a
// `phi i1` over the first test's branch (inputs/phi_condition.ll).
TEST(ConditionShapes, MergedAndShortCircuit) {
  KernelModel Or = analyze("or_zero.ll", "firstLane");
  KernelModel Phi = analyze("phi_condition.ll", "bothInRange");
  for (const KernelModel *M : {&Or, &Phi})
    for (const auto &[Name, Value] : M->SymbolDefaults)
      EXPECT_NE(Name.rfind("prob.", 0), 0u) << M->Name << ": " << Name << " is a probability";
  auto At = [](double Tx, double Ty) { return threadAt(Tx, 32, {{"n", 10}, {"m", 4}}, Ty, 8); };
  // firstLane: only thread (0, 0) stores.
  EXPECT_DOUBLE_EQ(storesAt(Or, At(0, 0)), 1);
  EXPECT_DOUBLE_EQ(storesAt(Or, At(1, 0)), 0);
  EXPECT_DOUBLE_EQ(storesAt(Or, At(0, 3)), 0);
  // bothInRange (n = 10, m = 4): tx < 10 and ty < 4.
  EXPECT_DOUBLE_EQ(storesAt(Phi, At(9, 3)), 1);
  EXPECT_DOUBLE_EQ(storesAt(Phi, At(10, 3)), 0);
  EXPECT_DOUBLE_EQ(storesAt(Phi, At(9, 4)), 0);
}

// An sdiv by a negative constant truncates toward zero as C does (`tx - m / 2`
// written by LLVM as `tx + m / -2`, inputs/sdiv_negative.ll): m = 5 gives tx - 2,
// so lanes 2 and up store (floor(5 / -2) = -3 would start at lane 3).
TEST(ConditionShapes, SignedDivisionByANegativeConstantTruncates) {
  KernelModel M = analyze("sdiv_negative.ll", "halfBack");
  auto At = [](double Tx, double Mv) { return threadAt(Tx, 32, {{"m", Mv}}); };
  EXPECT_DOUBLE_EQ(storesAt(M, At(1, 5)), 0);
  EXPECT_DOUBLE_EQ(storesAt(M, At(2, 5)), 1);
  // m = 4: tx - 2 as well.
  EXPECT_DOUBLE_EQ(storesAt(M, At(1, 4)), 0);
  EXPECT_DOUBLE_EQ(storesAt(M, At(2, 4)), 1);
  // m = 7: tx - 3.
  EXPECT_DOUBLE_EQ(storesAt(M, At(2, 7)), 0);
  EXPECT_DOUBLE_EQ(storesAt(M, At(3, 7)), 1);
}
