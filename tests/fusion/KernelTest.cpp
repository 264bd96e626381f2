// Register placement (the thesis's mmul33 patterns), barrier elimination on
// SyncTest, and shared-memory overlap, with expected values worked out by hand.
#include "TestUtil.h"

#include "fusion/FusedKernel.h"
#include "fusion/FusionPlanner.h"
#include "support/EmbeddedFiles.h"

#include <algorithm>

using namespace kc::fusion;
using namespace kc::fusion::test;

namespace {
const char *SyncTestText = R"(matrix3x3 A, M_1, M_2, M_3, F;
input A;
M_1 = madd33(A, A);
M_2 = madd33(A, M_1);
M_3 = madd33(A, M_2);
F = madd33(A, M_3);
return F;
)";

/// The shipped library with every io pattern marked noreg: loaded and stored
/// values stay in shared memory (as the thesis's SyncTest kernel has them).
const Library &noRegIoLib() {
  static Library L = [] {
    std::vector<std::pair<std::string, std::string>> Files;
    for (auto &F : kc::embedded::fusionlib::files()) {
      std::string T(F.Contents);
      if (F.Name == "types.cu")
        for (size_t P; (P = T.find("noreg 0")) != std::string::npos;)
          T.replace(P, 7, "noreg 1");
      Files.emplace_back(std::string(F.Name), T);
    }
    auto R = Library::parse(Files);
    EXPECT_TRUE(!!R);
    return R ? std::move(*R) : Library();
  }();
  return L;
}

std::map<unsigned, unsigned> allImpl(const Pipeline &P, const Library &L, const std::string &Impl) {
  std::map<unsigned, unsigned> M;
  for (unsigned C = 0; C < P.Calls.size(); ++C)
    M[C] = implIndex(L, Impl);
  return M;
}

const KernelVar &varOf(const FusedKernel &K, const Pipeline &P, const std::string &Name) {
  for (auto &V : K.Vars)
    if (P.Values[V.Value].codeName() == Name)
      return V;
  ADD_FAILURE() << "no variable " << Name;
  return K.Vars.front();
}
} // namespace

TEST(Patterns, ThesisMmul33Sets) {
  const Library &L = builtinLib();
  const Implementation &I = L.impl(implIndex(L, "mmul33_2"));
  std::array<unsigned, 3> Shape{3, 16, 1};
  PatternSets Out = computePatternSets(I.Out, Shape);
  PatternSets In0 = computePatternSets(I.In[0], Shape);
  PatternSets In1 = computePatternSets(I.In[1], Shape);
  ASSERT_EQ(Out.StartSet.size(), 48u);
  // Thread (tx=2, ty=5) is linear id 2 + 5*3 = 17: start 5*9 + 2*3 = 51.
  EXPECT_EQ(Out.StartSet[17], 51);
  EXPECT_EQ(Out.AccessSet, (std::vector<long long>{0, 1, 2}));
  EXPECT_EQ(In0, Out); // INPATTERN 0 == OUTPATTERN: registers possible
  EXPECT_EQ(In1.StartSet[17], 45);
  EXPECT_EQ(In1.AccessSet.size(), 9u); // the whole matrix: not compatible
  EXPECT_FALSE(In1 == Out);
  // The thesis's load pattern: start "ty*3+tx", stride BY*3 (= 48), count 3.
  auto Ld = Expr::parse("ty*3+tx"), St = Expr::parse("BY*3"), One = Expr::parse("1");
  ASSERT_TRUE(Ld && St && One);
  AccessPattern LS{*Ld, *One, *St, 3, false, "ty*3+tx"};
  PatternSets LSS = computePatternSets(LS, Shape);
  EXPECT_EQ(LSS.AccessSet, (std::vector<long long>{0, 48, 96}));
  EXPECT_EQ(LSS.StartSet[17], 17);
}

TEST(RegisterPlacement, Mmul33ChainThroughFirstArgument) {
  const Library &L = builtinLib();
  Pipeline P = mustParse("matrix3x3 A, B, C, M1, M2; input A, B, C; M1 = mmul33(A, B); M2 = mmul33(M1, C); return M2;");
  FusionGraph G = buildGraph(P);
  KernelBuilder KB(L, P, G);
  FusedKernel K = KB.build(0b11, allImpl(P, L, "mmul33_2"), 16);
  EXPECT_TRUE(varOf(K, P, "M1").InRegisters);  // OUTPATTERN -> INPATTERN 0
  EXPECT_TRUE(varOf(K, P, "A").InRegisters);   // io matrix3x3_r3 matches INPATTERN 0
  EXPECT_FALSE(varOf(K, P, "B").InRegisters);  // INPATTERN 1 reads whole matrices
  EXPECT_FALSE(varOf(K, P, "C").InRegisters);
  EXPECT_TRUE(varOf(K, P, "M2").InRegisters);  // stored through matrix3x3_r3
  EXPECT_EQ(varOf(K, P, "A").Io->Name, "matrix3x3_r3");
  EXPECT_EQ(varOf(K, P, "B").Io->Name, "matrix3x3_c");
}

TEST(RegisterPlacement, SecondArgumentOrDifferentThreadCountForcesShared) {
  const Library &L = builtinLib();
  Pipeline P = mustParse("matrix3x3 A, B, C, M1, M2; input A, B, C; M1 = mmul33(A, B); M2 = mmul33(C, M1); return M2;");
  FusionGraph G = buildGraph(P);
  KernelBuilder KB(L, P, G);
  FusedKernel K = KB.build(0b11, allImpl(P, L, "mmul33_2"), 16);
  EXPECT_FALSE(varOf(K, P, "M1").InRegisters); // OUTPATTERN -> INPATTERN 1
  // mmul33_1 (16 threads) feeding mmul33_2 (48 threads): same pattern family, other thread count.
  Pipeline Q = mustParse("matrix3x3 A, B, C, M1, M2; input A, B, C; M1 = mmul33(A, B); M2 = mmul33(M1, C); return M2;");
  FusionGraph GQ = buildGraph(Q);
  KernelBuilder KQ(L, Q, GQ);
  FusedKernel K2 = KQ.build(0b11, {{0, implIndex(L, "mmul33_1")}, {1, implIndex(L, "mmul33_2")}}, 16);
  EXPECT_FALSE(varOf(K2, Q, "M1").InRegisters);
  EXPECT_EQ(K2.Block, (std::array<unsigned, 3>{3, 16, 1})); // the larger step's shape
}

TEST(Barriers, SyncTestWithSharedInputAndOutput) {
  // Thesis: 6 barriers in the original KAS kernel, 3 after the new algorithm,
  // 3 of 5 variables in registers. Here A and F stay in shared memory (io noreg),
  // M_1..M_3 go in registers; barriers: before the first madd33 (A written by the
  // coalesced load, read with the element-per-thread pattern) and before the
  // store of F (written per element, read coalesced) = 2 of 6.
  const Library &L = noRegIoLib();
  Pipeline P = mustParse(SyncTestText, L);
  FusionGraph G = buildGraph(P);
  KernelBuilder KB(L, P, G);
  FusedKernel K = KB.build(0b1111, allImpl(P, L, "madd33_1"), 64);
  ASSERT_EQ(K.Steps.size(), 6u); // load A, 4 x madd33, store F
  EXPECT_EQ(K.barriersBaseline(), 6u);
  EXPECT_EQ(K.barriersKept(), 2u);
  EXPECT_TRUE(K.Steps[1].BarrierBefore);
  EXPECT_TRUE(K.Steps[5].BarrierBefore);
  EXPECT_EQ(K.registerVars(), 3u);
  EXPECT_FALSE(varOf(K, P, "A").InRegisters);
  EXPECT_FALSE(varOf(K, P, "F").InRegisters);
  // A lives over steps 0..4, F over 4..5: they meet at step 4, so no overlap.
  EXPECT_EQ(K.SharedFloats, 2u * 9 * 64);
}

TEST(Barriers, SyncTestWithCompatibleIoNeedsNone) {
  const Library &L = builtinLib();
  Pipeline P = mustParse(SyncTestText);
  FusionGraph G = buildGraph(P);
  KernelBuilder KB(L, P, G);
  for (const char *Impl : {"madd33_1", "madd33_2"}) {
    FusedKernel K = KB.build(0b1111, allImpl(P, L, Impl), 64);
    EXPECT_EQ(K.barriersKept(), 0u) << Impl;
    EXPECT_EQ(K.registerVars(), 5u) << Impl;
    EXPECT_EQ(K.SharedFloats, 0u) << Impl;
  }
}

TEST(SharedMemory, ChainReusesDeadRegions) {
  // B lives over steps 1..2, M1 over 2..4, M2 over 4..6: B and M2 never meet, so
  // M2 reuses B's region; total 2 x 9 x 16 floats instead of 3 x.
  const Library &L = builtinLib();
  Pipeline P = mustParse("matrix3x3 A, B, C, D, M1, M2, M3; input A, B, C, D;"
                         "M1 = mmul33(A, B); M2 = mmul33(C, M1); M3 = mmul33(D, M2); return M3;");
  FusionGraph G = buildGraph(P);
  KernelBuilder KB(L, P, G);
  FusedKernel K = KB.build(0b111, allImpl(P, L, "mmul33_2"), 16);
  const KernelVar &B = varOf(K, P, "B"), &M1 = varOf(K, P, "M1"), &M2 = varOf(K, P, "M2");
  EXPECT_EQ(B.First, 1u);
  EXPECT_EQ(B.Last, 2u);
  EXPECT_EQ(M1.First, 2u);
  EXPECT_EQ(M1.Last, 4u);
  EXPECT_EQ(M2.First, 4u);
  EXPECT_EQ(M2.Last, 6u);
  EXPECT_EQ(B.SharedOffset, M2.SharedOffset);
  EXPECT_NE(M1.SharedOffset, B.SharedOffset);
  EXPECT_EQ(K.SharedFloats, 2u * 9 * 16);
  // Each mmul33 reads a shared matrix written with another pattern: 3 barriers of 8.
  EXPECT_EQ(K.barriersKept(), 3u);
  EXPECT_EQ(K.barriersBaseline(), 8u);
}

TEST(SharedMemory, FirstFitOnIntervals) {
  std::vector<KernelVar> V(4);
  unsigned Life[4][2] = {{0, 1}, {1, 2}, {2, 3}, {3, 4}};
  unsigned Size[4] = {100, 50, 100, 50};
  for (int I = 0; I < 4; ++I) {
    V[I].First = Life[I][0];
    V[I].Last = Life[I][1];
    V[I].SharedFloats = Size[I];
  }
  EXPECT_EQ(allocateShared(V), 150u);
  EXPECT_EQ(V[0].SharedOffset, 0u);
  EXPECT_EQ(V[1].SharedOffset, 100u);
  EXPECT_EQ(V[2].SharedOffset, 0u);
  EXPECT_EQ(V[3].SharedOffset, 100u);
}
