// The fusion search's bounds (FusionOptions::MaxFusionsVisited, MaxCandidates):
// a 64-call chain with --max-fusion 64 and a dense DAG finish quickly, say that a
// bound cut the search, and still return a plan covering every call once.
#include "TestCostModel.h"
#include "TestUtil.h"

#include "fusion/FusionGraph.h"
#include "fusion/FusionPlanner.h"

#include <chrono>

using namespace kc::fusion;
using namespace kc::fusion::test;

namespace {

/// M_1 = madd33(A, A); M_i = madd33(M_{i-1}, M_{i-1}) ...: a chain of \p Calls calls.
std::string chain(unsigned Calls) {
  std::string S = "matrix3x3 A";
  for (unsigned I = 1; I <= Calls; ++I)
    S += ", M_" + std::to_string(I);
  S += ";\ninput A;\nM_1 = madd33(A, A);\n";
  for (unsigned I = 2; I <= Calls; ++I)
    S += "M_" + std::to_string(I) + " = madd33(M_" + std::to_string(I - 1) + ", A);\n";
  return S + "return M_" + std::to_string(Calls) + ";\n";
}

/// Each call reads the two values before it: M_i = madd33(M_{i-1}, M_{i-2}).
std::string ladder(unsigned Calls) {
  std::string S = "matrix3x3 A, B";
  for (unsigned I = 1; I <= Calls; ++I)
    S += ", M_" + std::to_string(I);
  S += ";\ninput A, B;\nM_1 = madd33(A, B);\nM_2 = madd33(M_1, A);\n";
  for (unsigned I = 3; I <= Calls; ++I)
    S += "M_" + std::to_string(I) + " = madd33(M_" + std::to_string(I - 1) + ", M_" +
         std::to_string(I - 2) + ");\n";
  return S + "return M_" + std::to_string(Calls) + ";\n";
}

/// Every call of 0..N-1 in exactly one kernel of the plan.
void expectCoversOnce(const FusionPlan &Plan, unsigned N) {
  std::vector<unsigned> Seen(N, 0);
  for (const PlannedKernel &K : Plan.Kernels)
    for (unsigned C : K.Calls)
      ++Seen.at(C);
  for (unsigned C = 0; C < N; ++C)
    EXPECT_EQ(Seen[C], 1u) << "call " << C;
}

double seconds(std::chrono::steady_clock::time_point Since) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - Since).count();
}

} // namespace

TEST(SearchBound, VisitBoundKeepsTheSmallSets) {
  // Chain 0 -> 1 -> ... -> 5. Singletons (6), then pairs grown from {0}: {0,1}
  // (7 sets), from {1}: {1,2} (8), from {2}: {2,3} would be the 9th: cut at size 2.
  FusionGraph G({{1}, {2}, {3}, {4}, {5}, {}});
  unsigned Cut = 0;
  auto F = G.legalFusions(6, 8, &Cut);
  EXPECT_EQ(Cut, 2u);
  ASSERT_EQ(F.size(), 8u);
  EXPECT_EQ(F[6], CallSet(0b11));
  EXPECT_EQ(F[7], CallSet(0b110));
  // Unbounded: 6 + 5 + 4 + 3 + 2 + 1 intervals, no cut.
  EXPECT_EQ(G.legalFusions(6, SIZE_MAX, &Cut).size(), 21u);
  EXPECT_EQ(Cut, 0u);
}

TEST(SearchBound, ChainOf64WithMaxFusion64) {
  Pipeline P = mustParse(chain(64));
  ASSERT_EQ(P.Calls.size(), 64u);
  BytesCostModel Cost;
  FusionOptions O;
  O.MaxFusion = 64;
  O.MaxCandidates = 200;
  unsigned long long Updates = 0;
  O.EnumerationProgress = [&](unsigned long long, unsigned long long) { ++Updates; };
  auto Start = std::chrono::steady_clock::now();
  auto R = planFusion(builtinLib(), P, toyGpu(), Cost, O);
  ASSERT_TRUE(!!R) << llvm::toString(R.takeError());
  EXPECT_LT(seconds(Start), 60.0);
  // A chain's legal fusions are its intervals: 64 * 65 / 2 = 2080 (under the visit bound).
  EXPECT_EQ(R->LegalFusions, 2080u);
  EXPECT_GT(Updates, 0u);
  EXPECT_EQ(R->SearchCut.rfind("search cut: candidates of fusions of ", 0), 0u) << R->SearchCut;
  EXPECT_NE(R->SearchCut.find("the bound is 200 distinct, --max-candidates"), std::string::npos)
      << R->SearchCut;
  // Past the bound only the current fusion's choices for one elements-per-block
  // list (7 values) may still be added; the single calls may be more on their own.
  EXPECT_LE(R->Costed, 200u + 7u);
  EXPECT_EQ(Cost.Calls, R->Costed);
  ASSERT_FALSE(R->Plans.empty());
  expectCoversOnce(R->Plans[0], 64);
  // Fewer kernels than calls: the fusions that were searched are used.
  EXPECT_LT(R->Plans[0].Kernels.size(), 64u);
  EXPECT_LT(R->Plans[0].TimeMs, R->UnfusedTimeMs);
}

TEST(SearchBound, DenseDagVisitBound) {
  Pipeline P = mustParse(ladder(40));
  BytesCostModel Cost;
  FusionOptions O;
  O.MaxFusion = 40;
  O.MaxFusionsVisited = 500;
  O.MaxCandidates = 300;
  auto Start = std::chrono::steady_clock::now();
  auto R = planFusion(builtinLib(), P, toyGpu(), Cost, O);
  ASSERT_TRUE(!!R) << llvm::toString(R.takeError());
  EXPECT_LT(seconds(Start), 60.0);
  EXPECT_LE(R->LegalFusions, 500u);
  EXPECT_NE(R->SearchCut.find("only partly enumerated (500 connected call sets visited"),
            std::string::npos)
      << R->SearchCut;
  ASSERT_FALSE(R->Plans.empty());
  expectCoversOnce(R->Plans[0], 40);
}

TEST(SearchBound, SmallSearchIsNotCut) {
  Pipeline P = mustParse(chain(4));
  BytesCostModel Cost;
  auto R = planFusion(builtinLib(), P, toyGpu(), Cost, FusionOptions());
  ASSERT_TRUE(!!R) << llvm::toString(R.takeError());
  EXPECT_EQ(R->SearchCut, "");
  EXPECT_EQ(R->LegalFusions, 10u);
}

TEST(SearchBound, ThesisExamplesAreNotCutByTheDefaults) {
  for (const char *Name : {"BigFusion", "SyncTest", "StVenant", "StVenantInner"}) {
    auto P = Pipeline::load(std::string(KC_SOURCE_DIR) + "/fusion/examples/" + Name + ".kas",
                            builtinLib());
    ASSERT_TRUE(!!P) << llvm::toString(P.takeError());
    BytesCostModel Cost;
    auto R = planFusion(builtinLib(), *P, toyGpu(), Cost, FusionOptions());
    ASSERT_TRUE(!!R) << llvm::toString(R.takeError());
    EXPECT_EQ(R->SearchCut, "") << Name;
    EXPECT_LT(R->Costed, FusionOptions().MaxCandidates) << Name;
  }
}
