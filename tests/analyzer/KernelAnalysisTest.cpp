// KernelAnalysis on the committed IR of tests/analyzer/inputs/kernels.cu: facts
// worked out by hand from the source (trip counts, bytes, syncs, sectors, bank
// conflicts, guards, probabilities).
#include "KernelAnalysisTestUtil.h"

#include "analyzer/AccessPattern.h"

#include <gmock/gmock.h>

#include <algorithm>
#include <tuple>

using namespace kc;
using kc::test::analyze;
using kc::test::withCosts;
using ::testing::HasSubstr;

namespace {

const char *const Input = "kernels.ll";

/// A thread/launch binding: tid, bid, bdim, gdim plus extra symbols.
std::map<std::string, double> launch(double Tx, double Bx, double BdimX, double GdimX,
                                     std::map<std::string, double> Extra = {}, double Ty = 0, double By = 0,
                                     double BdimY = 1, double GdimY = 1) {
  return kc::test::threadAt(Tx, BdimX, std::move(Extra), Ty, BdimY, Bx, By, GdimX, GdimY);
}

double eval(const Expr &E, std::map<std::string, double> B, double Cost = 1) {
  return E.evaluate(withCosts(E, std::move(B), Cost));
}

std::vector<const MemoryAccess *> accessesAt(const KernelModel &M, unsigned Line, unsigned Column) {
  std::vector<const MemoryAccess *> R;
  for (const MemoryAccess &A : M.Accesses)
    if (A.Loc.Line == Line && (!Column || A.Loc.Column == Column))
      R.push_back(&A);
  return R;
}

const kc::LoopInfo *loopAt(const KernelModel &M, unsigned Line) {
  for (const kc::LoopInfo &L : M.Loops)
    if (L.Loc.Line == Line)
      return &L;
  return nullptr;
}

} // namespace

TEST(KernelAnalysisTest, SaxpyGuardMakesThreadsPastNCheaper) {
  KernelModel M = analyze(Input, "saxpy");
  EXPECT_EQ(M.Name, "saxpy");
  EXPECT_EQ(M.Arch, "sm_80");
  ASSERT_EQ(M.Params.size(), 4u);
  EXPECT_EQ(M.Params[0].Name, "n");
  EXPECT_TRUE(M.Params[2].IsPointer);
  // Thread 10 of block 0 with n = 100 is inside; thread 10 of block 1 (gid 266) is past n.
  auto In = launch(10, 0, 256, 4, {{"n", 100}}), Out = launch(10, 1, 256, 4, {{"n", 100}});
  EXPECT_GT(eval(M.Time, In), eval(M.Time, Out));
  EXPECT_GT(eval(M.Delay, In), eval(M.Delay, Out));
  // y[i] = a * x[i] + y[i]: two 4-byte loads and one store, only inside.
  EXPECT_EQ(eval(M.GlobalLoadBytes, In), 8);
  EXPECT_EQ(eval(M.GlobalStoreBytes, In), 4);
  EXPECT_EQ(eval(M.GlobalLoadBytes, Out), 0);
  EXPECT_EQ(eval(M.UncoalescedBytes, In), 0);
  ASSERT_EQ(M.Accesses.size(), 3u);
  for (const MemoryAccess &A : M.Accesses) {
    EXPECT_EQ(A.Space, AddressSpace::Global);
    EXPECT_THAT(A.Verdict, HasSubstr("coalesced"));
    EXPECT_EQ(eval(A.SectorsPerRequest, In), 4);
    ASSERT_TRUE(A.StrideX);
    EXPECT_TRUE(A.StrideX->isConstant(4));
  }
  // 3 warp requests of 4 sectors each, per thread 12/32 sectors.
  EXPECT_DOUBLE_EQ(eval(M.GlobalSectors, In), 12.0 / 32);
  EXPECT_EQ(M.InstructionMix.count("fp32_fma"), 1u); // a * x[i] + y[i] contracted
  EXPECT_EQ(eval(M.Syncs, In), 0);
}

TEST(KernelAnalysisTest, TiledMatmulTripSyncsBytesAndBanks) {
  KernelModel M = analyze(Input, "matmulTiled");
  EXPECT_EQ(M.StaticSharedBytes, 2u * 16 * 16 * 4);
  EXPECT_FALSE(M.UsesDynamicShared);
  const kc::LoopInfo *Outer = loopAt(M, 28);
  ASSERT_NE(Outer, nullptr);
  EXPECT_EQ(Outer->Depth, 1u);
  // Width / 16, floor (C division of a non-negative Width).
  for (double W : {1024.0, 1000.0, 16.0})
    EXPECT_EQ(Outer->TripCount.evaluate({{"Width", W}}), std::floor(W / 16)) << W;
  EXPECT_FALSE(Outer->DefaultTrip);
  auto T = launch(3, 2, 16, 64, {{"Width", 1024}}, 5, 1, 16, 64);
  EXPECT_EQ(eval(M.Syncs, T), 2 * 64);
  EXPECT_EQ(eval(M.GlobalLoadBytes, T), 2 * 64 * 4);
  EXPECT_EQ(eval(M.GlobalStoreBytes, T), 4);
  EXPECT_EQ(eval(M.SharedBytes, T), 64 * (2 + 2 * 16) * 4); // 2 stores + 32 loads of 4 B per phase
  // Width < 16: no phase at all.
  EXPECT_EQ(eval(M.Syncs, launch(0, 0, 16, 1, {{"Width", 8}}, 0, 0, 16, 1)), 0);
  // All global accesses coalesced with 16 x 16 blocks (2 rows of 16 floats = 4 sectors).
  EXPECT_EQ(eval(M.UncoalescedBytes, T), 0);
  for (const MemoryAccess &A : M.Accesses)
    if (A.Space == AddressSpace::Global)
      EXPECT_EQ(eval(A.SectorsPerRequest, T), 4) << A.Loc.Line << ":" << A.Loc.Column;
  // Pvalue += Mds[ty][k] * Nds[k][tx]: Mds is a broadcast, Nds conflict-free.
  auto Mds = accessesAt(M, 33, 17), Nds = accessesAt(M, 33, 30);
  ASSERT_EQ(Mds.size(), 1u);
  ASSERT_EQ(Nds.size(), 1u);
  EXPECT_EQ(Mds[0]->Space, AddressSpace::Shared);
  EXPECT_THAT(Mds[0]->Verdict, HasSubstr("broadcast"));
  EXPECT_EQ(Mds[0]->BankConflictWays, 1u);
  EXPECT_EQ(Nds[0]->BankConflictWays, 1u);
  EXPECT_EQ(Nds[0]->Verdict, "conflict-free");
  EXPECT_EQ(eval(Nds[0]->Executions, T), 16 * 64); // unrolled k loop x 64 phases
  // With the real 16 x 16 block shape the Mds read is still conflict-free (2 words, banks 0 and 16).
  AnalysisOptions Opts;
  Opts.BlockDim = std::array<unsigned, 3>{16, 16, 1};
  KernelModel M16 = analyze(Input, "matmulTiled", Opts);
  EXPECT_EQ(accessesAt(M16, 33, 17)[0]->BankConflictWays, 1u);
  // Mds[ty][tx] = ... with rows of 16 floats: conflict-free for 16-wide warp rows,
  // but 8-wide rows (4 rows a warp: words 0-7, 16-23, 32-39, 48-55) put two
  // words in banks 0-7 and 16-23: 2-way. The model keeps the degree as a
  // formula of bdim.x; the store takes max(del.store_shared, ways x
  // del.shared_pass) (docs/model.md#issue-delay).
  auto Store = accessesAt(M, 29, 17);
  ASSERT_EQ(Store.size(), 1u);
  ASSERT_TRUE(Store[0]->BankConflicts);
  auto T8 = launch(0, 0, 8, 128, {{"Width", 1024}}, 0, 0, 8, 128);
  EXPECT_EQ(eval(*Store[0]->BankConflicts, T), 1);
  EXPECT_EQ(eval(*Store[0]->BankConflicts, T8), 2);
  // Issue and pass cycles alike (1, 1): the stores' issue plus one replay per
  // extra way.
  // (The loads' issue is held fixed, and longer than any of their passes, so
  // that the difference is the stores' alone.)
  auto StoreDelay = [&](double Issue, double Pass) {
    return M.Delay.substitute({{"del.store_shared", Expr(Issue)},
                               {"del.shared_pass", Expr(Pass)},
                               {"del.load_shared", Expr(1e6)}}) -
           M.Delay.substitute({{"del.store_shared", Expr(0.0)},
                               {"del.shared_pass", Expr(0.0)},
                               {"del.load_shared", Expr(1e6)}});
  };
  // 2 stores per phase (Mds and Nds, both 2-way with 8-wide rows) x 64 phases,
  // plus one replay each with 8-wide rows.
  EXPECT_EQ(eval(StoreDelay(1, 1), T), 2 * 64);
  EXPECT_EQ(eval(StoreDelay(1, 1), T8), 2 * 64 + 2 * 64);
  // GA10x (8 issue cycles, the lanes through 4 LD/ST units; a pass of the banks
  // 4): the 2-way store's 2 passes fit its issue, nothing more.
  EXPECT_EQ(eval(StoreDelay(8, 4), T8), 8 * 2 * 64);
  // Passes longer than the issue (issue 2, pass 4): 2 x 4 per 2-way store, and
  // 4 per conflict-free one (one pass).
  EXPECT_EQ(eval(StoreDelay(2, 4), T8), 8 * 2 * 64);
  EXPECT_EQ(eval(StoreDelay(2, 4), T), 4 * 2 * 64);
}

/// Strides along tid.x and tid.y (none along tid.z) of a \p Bytes-wide access.
static AccessStrides sharedStrides(double X, double Y, unsigned Bytes) {
  AccessStrides S;
  S.X = Expr(X);
  S.Y = Expr(Y);
  S.Z = Expr(0.0);
  S.Bytes = Bytes;
  return S;
}

TEST(KernelAnalysisTest, SharedBankConflictDegrees) {
  // A column walk of a [32][32] float tile (stride 128 B along threadIdx.x):
  // 32 lanes in one bank. Compute capability 3.x's 64-bit banks (32-bit mode)
  // serve words i and i + 32 of one 64-word segment together: half the ways.
  AccessStrides S = sharedStrides(128, 4, 4);
  std::array<unsigned, 3> Row32{32, 1, 1}, Row16{16, 2, 1}, Row8{8, 4, 1};
  EXPECT_EQ(sharedPattern(S, Row32).Ways, 32u);
  EXPECT_EQ(sharedPattern(S, Row32, /*PairedBankRows=*/true).Ways, 16u);
  // 16 lanes of threadIdx.x x 2 of threadIdx.y: words 32*tx + ty, 16 per bank.
  EXPECT_EQ(sharedPattern(S, Row16).Ways, 16u);
  EXPECT_EQ(sharedPattern(S, Row16, true).Ways, 8u);
  EXPECT_EQ(sharedPattern(S, Row8).Ways, 8u);
  EXPECT_EQ(sharedPattern(S, Row8, true).Ways, 4u);
  // A row walk (stride 4 B) is conflict-free for warps of one row; with 8-wide
  // rows the warp's 4 rows (128 B apart) share banks 0-7: 4-way, 2-way paired.
  S.X = Expr(4.0);
  S.Y = Expr(128.0);
  EXPECT_EQ(sharedPattern(S, Row32).Ways, 1u);
  EXPECT_EQ(sharedPattern(S, Row32, true).Ways, 1u);
  EXPECT_EQ(sharedPattern(S, Row8).Ways, 4u);
  EXPECT_EQ(sharedPattern(S, Row8, true).Ways, 2u);
}

TEST(KernelAnalysisTest, SharedVectorAccessesTakeOnePassPer128Bytes) {
  // ld.shared.v4 of consecutive float4s: 32 lanes x 16 B = 512 B, 4 words in
  // every bank, 4 passes of the banks' 128 B; a double per lane: 2 passes.
  // Kepler's paired rows serve words i and i + 32 together: the doubles in one.
  // Every lane reading one float4 (a broadcast): one pass.
  std::array<unsigned, 3> Row32{32, 1, 1};
  SharedPattern V4 = sharedPattern(sharedStrides(16, 0, 16), Row32);
  EXPECT_EQ(V4.Ways, 4u);
  EXPECT_EQ(V4.Verdict, "conflict-free; 16 B per lane: 4 passes of the banks");
  EXPECT_EQ(sharedPattern(sharedStrides(8, 0, 8), Row32).Ways, 2u);
  EXPECT_EQ(sharedPattern(sharedStrides(8, 0, 8), Row32, /*PairedBankRows=*/true).Ways, 1u);
  SharedPattern Broadcast = sharedPattern(sharedStrides(0, 0, 16), Row32);
  EXPECT_EQ(Broadcast.Ways, 1u);
  EXPECT_EQ(Broadcast.Verdict, "broadcast (all lanes read one 16-byte value)");
}

TEST(KernelAnalysisTest, NaiveMatmulSectorsDependOnBlockShape) {
  KernelModel M = analyze(Input, "matmulNaive");
  // Loads per thread: Width iterations of 2 floats, through the x4-unrolled loop and its remainder.
  for (double W : {1024.0, 1023.0, 3.0}) {
    auto T = launch(1, 0, 32, 1, {{"Width", W}}, 1, 0, 32, 1);
    EXPECT_EQ(eval(M.GlobalLoadBytes, T), 2 * W * 4) << W;
  }
  auto Big = launch(1, 0, 32, 32, {{"Width", 1024}}, 1, 0, 32, 32);
  auto Small = launch(1, 0, 8, 128, {{"Width", 1024}}, 1, 0, 8, 128);
  auto M15 = accessesAt(M, 15, 14), N15 = accessesAt(M, 15, 33);
  ASSERT_FALSE(M15.empty());
  ASSERT_FALSE(N15.empty());
  for (const MemoryAccess *A : M15) {
    // M[i*Width + k]: the same address along threadIdx.x, one sector per threadIdx.y row.
    EXPECT_EQ(eval(A->SectorsPerRequest, Big), 1);
    EXPECT_EQ(eval(A->SectorsPerRequest, Small), 4);
    ASSERT_TRUE(A->StrideX && A->StrideY);
    EXPECT_TRUE(A->StrideX->isConstant(0));
    EXPECT_EQ(A->StrideY->evaluate({{"Width", 1024}}), 4 * 1024);
  }
  for (const MemoryAccess *A : N15) {
    // N[k*Width + j]: coalesced along threadIdx.x.
    EXPECT_EQ(eval(A->SectorsPerRequest, Big), 4);
    EXPECT_TRUE(A->StrideX->isConstant(4));
  }
  EXPECT_EQ(eval(M.UncoalescedBytes, Big), 0);
  EXPECT_EQ(eval(M.UncoalescedBytes, Small), 0); // 4 rows x 1 sector is no worse than contiguous
}

/// Strides of an access's address form at a launch, by variable (bytes per step).
std::map<std::string, double> termStrides(const MemoryAccess &A, const std::map<std::string, double> &B) {
  std::map<std::string, double> Out;
  for (const AddressTerm &T : A.Address->Terms)
    Out[T.Var] = T.Stride.evaluate(B);
  return Out;
}

TEST(KernelAnalysisTest, AddressFormsForTheReuseModel) {
  // Naive matmul, Width 1024, 32x32 blocks: M[i*Width + k] and N[k*Width + j] as
  // affine forms of the thread, the block and the k loop (unrolled by 4: the
  // main loop's iteration steps 4 elements, its copies sit at offsets 0..12 B).
  KernelModel M = analyze(Input, "matmulNaive");
  auto T = launch(0, 0, 32, 32, {{"Width", 1024}}, 0, 0, 32, 32);
  auto M15 = accessesAt(M, 15, 14), N15 = accessesAt(M, 15, 33);
  ASSERT_FALSE(M15.empty());
  ASSERT_FALSE(N15.empty());
  for (const MemoryAccess *A : M15) {
    ASSERT_TRUE(A->Address);
    EXPECT_EQ(A->Address->Array, "M");
    auto S = termStrides(*A, T);
    // i = bid.y*32 + tid.y: a row of 4096 B per tid.y, 32 rows per bid.y; k steps 4 B.
    EXPECT_EQ(S.count("tid.x"), 0u);
    EXPECT_EQ(S.count("bid.x"), 0u);
    EXPECT_DOUBLE_EQ(S.at("tid.y"), 4096);
    EXPECT_DOUBLE_EQ(S.at("bid.y"), 4096 * 32);
    ASSERT_EQ(A->Address->Loops.size(), 1u);
    std::string Iter = "iter." + A->Address->Loops[0];
    ASSERT_TRUE(S.count(Iter));
    EXPECT_EQ(std::fmod(S.at(Iter), 4.0), 0.0);
  }
  for (const MemoryAccess *A : N15) {
    ASSERT_TRUE(A->Address);
    EXPECT_EQ(A->Address->Array, "N");
    auto S = termStrides(*A, T);
    EXPECT_DOUBLE_EQ(S.at("tid.x"), 4);
    EXPECT_DOUBLE_EQ(S.at("bid.x"), 128);
    EXPECT_EQ(S.count("tid.y"), 0u);
    std::string Iter = "iter." + A->Address->Loops[0];
    EXPECT_EQ(std::fmod(S.at(Iter), 4096.0), 0.0); // k steps whole rows
  }
  // The store P[i*Width + j] has its own array; the kernel's L1 and L2 shares are
  // formulas of the reuse model's per-launch symbols: with the defaults (no L1,
  // everything from DRAM) nothing hits, with every share on L2 everything does.
  auto Store = accessesAt(M, 16, 0);
  ASSERT_FALSE(Store.empty());
  EXPECT_EQ(Store[0]->Address->Array, "P");
  EXPECT_DOUBLE_EQ(eval(M.L1HitFraction, T), 0);
  EXPECT_DOUBLE_EQ(eval(M.L2HitFraction, T), 0);
  auto AllL2 = T;
  for (size_t I = 0; I < M.Accesses.size(); ++I)
    AllL2[reuseDramSymbol(I)] = 0, AllL2[reuseL1Symbol(I)] = 0;
  EXPECT_DOUBLE_EQ(eval(M.L2HitFraction, AllL2), 1);
}

TEST(KernelAnalysisTest, AccessesOfOneArrayAtConstantOffsetsShareTheirTerms) {
  // The 5-point stencil's loads in[i], in[i +- 1], in[i +- w] have equal terms:
  // the reuse model counts their footprint once (offsets -w..w elements).
  KernelModel M = analyze(Input, "stencil5");
  std::set<std::string> Keys;
  std::vector<double> Offsets;
  auto T = launch(0, 0, 32, 32, {{"w", 1024}, {"h", 1024}}, 0, 0, 8, 32);
  for (const MemoryAccess &A : M.Accesses)
    if (A.Space == AddressSpace::Global && !A.IsStore) {
      ASSERT_TRUE(A.Address);
      std::string K = A.Address->Array;
      for (auto &[V, S] : termStrides(A, T))
        K += "|" + V + "=" + std::to_string(S);
      Keys.insert(K);
      for (const Expr &O : A.Address->Offsets)
        Offsets.push_back(O.evaluate(T));
    }
  EXPECT_EQ(Keys.size(), 1u);
  ASSERT_FALSE(Offsets.empty());
  auto [Lo, Hi] = std::minmax_element(Offsets.begin(), Offsets.end());
  EXPECT_DOUBLE_EQ(*Hi - *Lo, 2 * 1024 * 4); // from the row above to the row below
}

/// A warp request of a 256-thread row whose lanes are \p Stride bytes apart.
static GlobalPattern rowRequest(double Stride, unsigned Bytes) {
  AccessStrides S;
  S.X = Expr(Stride);
  S.Y = Expr(0.0);
  S.Z = Expr(0.0);
  S.Bytes = Bytes;
  return globalPattern(S);
}

static const std::map<std::string, double> Row256 = {{"bdim.x", 256}, {"bdim.y", 1}, {"bdim.z", 1}};

TEST(KernelAnalysisTest, CacheLinesPerRequest) {
  auto Lines = [](double Stride, unsigned Bytes) { return rowRequest(Stride, Bytes).Lines.evaluate(Row256); };
  EXPECT_EQ(Lines(4, 4), 1);     // 32 floats: one 128-byte line
  EXPECT_EQ(Lines(8, 4), 2);     // every other float
  EXPECT_EQ(Lines(128, 4), 32);  // one line per lane
  EXPECT_EQ(Lines(0, 4), 1);     // broadcast
  EXPECT_EQ(Lines(16, 16), 4);   // float4: 512 bytes
}

TEST(KernelAnalysisTest, KeplerReplaysARequestPerExtraCacheLine) {
  // Compute capability 2.x/3.x issue a warp request once per 128-byte line. Naive
  // matmul with 8 x 8 blocks: M[i*Width + k] is one address per threadIdx.y row,
  // 4 rows a warp, 4 lines: 3 replays per execution (Width executions per
  // thread); N[k*Width + j] covers 32 bytes of one line: none; the store
  // P[i*Width + j] spans 4 rows: 3 replays, once. With 32 x 32 blocks every
  // request touches one line.
  llvm::Function *F = kc::test::kernelNamed(Input, "matmulNaive");
  ASSERT_NE(F, nullptr);
  KernelModel M80 = analyze(Input, "matmulNaive");
  F->addFnAttr("target-cpu", "sm_35");
  KernelModel M35 = analyze(Input, "matmulNaive");
  F->addFnAttr("target-cpu", "sm_80");
  ASSERT_EQ(M35.Arch, "sm_35");
  // The architectures also step addresses with different instructions
  // (AddressArithmetic.cpp): count only the memory instructions' issue, every
  // other cost 0.
  auto OnlyMemoryIssue = [](std::map<std::string, double> B) {
    for (const char *C : {"del.load_global", "del.store_global"})
      B[C] = 1;
    return B;
  };
  Expr Replays = M35.Delay - M80.Delay;
  auto T8 = OnlyMemoryIssue(launch(1, 0, 8, 128, {{"Width", 1024}}, 1, 0, 8, 128));
  auto T32 = OnlyMemoryIssue(launch(1, 0, 32, 32, {{"Width", 1024}}, 1, 0, 32, 32));
  EXPECT_EQ(eval(Replays, T8, 0), 3 * 1024 + 3);
  EXPECT_EQ(eval(Replays, T32, 0), 0);
  // The replays are added to the thread's time too; sm_35's longer address
  // steps (IADD + ISCADD + IMAD.HI.X for IADD3 + IMAD.WIDE) only lengthen it.
  auto T8All = launch(1, 0, 8, 128, {{"Width", 1024}}, 1, 0, 8, 128);
  EXPECT_GE(eval(M35.Time - M80.Time, T8All), 3 * 1024 + 3);
  EXPECT_GE(eval(M35.Delay - M80.Delay, T8All), 3 * 1024 + 3);
}

TEST(KernelAnalysisTest, UncoalescedShareMatchesTheSectorOverhead) {
  // A request costing S sectors where Smin would do: a share (S/Smin - 1)/7 of
  // its bytes moves at 1/8 of the DRAM rate, so it costs S/Smin coalesced ones.
  auto Share = [](double Stride, unsigned Bytes) {
    return rowRequest(Stride, Bytes).UncoalescedShare.evaluate(Row256);
  };
  EXPECT_DOUBLE_EQ(Share(4, 4), 0);        // 4 sectors
  EXPECT_DOUBLE_EQ(Share(8, 4), 1.0 / 7);  // 8 sectors: 2x
  EXPECT_DOUBLE_EQ(Share(128, 4), 1);      // 32 sectors: 8x
  EXPECT_DOUBLE_EQ(Share(16, 16), 0);      // float4, contiguous: 16 sectors
  EXPECT_DOUBLE_EQ(Share(32, 16), 1.0 / 7); // every other float4: 32 sectors, 2x
}

TEST(KernelAnalysisTest, NeighbouringLoadsOfAStructAreCoalescedTogether) {
  // in[9*e + k], k = 0..8 (unrolled): each load alone puts the warp's lanes 36 B
  // apart (32 sectors for 128 B); the nine together read 32 x 36 = 1152
  // contiguous bytes, 36 sectors, the minimum: no uncoalesced bytes.
  KernelModel M = analyze(Input, "aosSum");
  double Grouped = 0; // loads with the same line, column and verdict share an entry
  for (const MemoryAccess &A : M.Accesses)
    if (!A.IsStore) {
      EXPECT_EQ(eval(A.SectorsPerRequest, launch(0, 0, 256, 64)), 32) << A.Loc.Column;
      if (A.Verdict.find("with 8 neighbouring accesses (36 B span): 36 sectors") != std::string::npos)
        Grouped += eval(A.Executions, launch(0, 0, 256, 64));
    }
  EXPECT_EQ(Grouped, 9);
  EXPECT_EQ(eval(M.GlobalLoadBytes, launch(0, 0, 256, 64)), 36);
  EXPECT_EQ(eval(M.UncoalescedBytes, launch(0, 0, 256, 64)), 0);
  EXPECT_EQ(eval(M.UncoalescedSectorBytes, launch(0, 0, 256, 64)), 0); // coalesced as a group
}

TEST(KernelAnalysisTest, StridedCopySectorsPerRequest) {
  KernelModel M = analyze(Input, "stridedCopy");
  auto Load = accessesAt(M, 41, 12);
  ASSERT_EQ(Load.size(), 1u);
  std::map<double, double> Expected = {{1, 4}, {2, 8}, {4, 16}, {8, 32}, {32, 32}};
  for (auto [Stride, Sectors] : Expected) {
    auto T = launch(0, 0, 256, 1, {{"stride", Stride}});
    EXPECT_EQ(eval(Load[0]->SectorsPerRequest, T), Sectors) << "stride " << Stride;
    // The load is uncoalesced from stride 2 on: of the sector traffic it causes
    // (sectors x 32 B per warp, `sectors` bytes per thread), the share (sectors -
    // 4) / (32 - 4) counts as extra (its departure delays); the store never is.
    EXPECT_DOUBLE_EQ(eval(M.UncoalescedBytes, T), Sectors * (Sectors - 4) / 28) << "stride " << Stride;
    // For the uncoalesced-bandwidth step all of an uncoalesced request's sector
    // bytes count, each sector its own transaction: 8, 16, 32 bytes per thread.
    EXPECT_DOUBLE_EQ(eval(M.UncoalescedSectorBytes, T), Sectors > 4 ? Sectors : 0) << "stride " << Stride;
  }
}

TEST(KernelAnalysisTest, OffsetCopyMisalignmentAddsASector) {
  KernelModel M = analyze(Input, "offsetCopy");
  auto Load = accessesAt(M, 46, 12);
  ASSERT_EQ(Load.size(), 1u);
  EXPECT_EQ(eval(Load[0]->SectorsPerRequest, launch(0, 0, 256, 1, {{"offset", 0}})), 4);
  EXPECT_EQ(eval(Load[0]->SectorsPerRequest, launch(0, 0, 256, 1, {{"offset", 1}})), 5);
  EXPECT_EQ(eval(Load[0]->SectorsPerRequest, launch(0, 0, 256, 1, {{"offset", 8}})), 4);
}

TEST(KernelAnalysisTest, GridStrideTripCount) {
  KernelModel M = analyze(Input, "gridStride");
  const kc::LoopInfo *L = loopAt(M, 50);
  ASSERT_NE(L, nullptr);
  EXPECT_FALSE(L->DefaultTrip);
  // bdim.x * gdim.x = 512 threads, n = 1000: gid 0 does i = 0, 512; gid 487 does 487, 999;
  // gid 488 only 488 (488 + 512 = 1000 is not < 1000); gid 500 only 500.
  auto At = [&](double Gid) { return launch(Gid, 0, 512, 1, {{"n", 1000}}); };
  EXPECT_EQ(eval(L->TripCount, At(0)), 2);
  EXPECT_EQ(eval(L->TripCount, At(487)), 2);
  EXPECT_EQ(eval(L->TripCount, At(488)), 1);
  EXPECT_EQ(eval(L->TripCount, At(500)), 1);
  EXPECT_EQ(eval(M.GlobalLoadBytes, At(0)), 8);
  EXPECT_EQ(eval(M.GlobalStoreBytes, At(500)), 4);
  // A thread with gid >= n does nothing in the loop.
  EXPECT_EQ(eval(M.GlobalLoadBytes, launch(10, 0, 512, 1, {{"n", 5}})), 0);
}

TEST(KernelAnalysisTest, DataDependentBranchUsesProbability) {
  KernelModel M = analyze(Input, "dataBranch");
  ASSERT_EQ(M.SymbolDefaults.count("prob.L58"), 1u);
  EXPECT_EQ(M.SymbolDefaults.at("prob.L58"), 0.5);
  auto T = launch(0, 0, 256, 1, {{"n", 100}});
  auto With = [&](double P) {
    auto B = T;
    B["prob.L58"] = P;
    return eval(M.Time, B);
  };
  // The time is linear in the probability: halfway between never and always taken.
  EXPECT_GT(With(1), With(0));
  EXPECT_DOUBLE_EQ(With(0.5), (With(0) + With(1)) / 2);
  // The exp/div work is counted with weight p.
  auto B = T;
  B["prob.L58"] = 0.5;
  EXPECT_DOUBLE_EQ(eval(M.InstructionMix.at("fp32_div"), B), 0.5);
  AnalysisOptions Opts;
  Opts.BranchProbabilityByLine[58] = 0.9;
  EXPECT_EQ(analyze(Input, "dataBranch", Opts).SymbolDefaults.at("prob.L58"), 0.9);
}

TEST(KernelAnalysisTest, HistogramAtomicsAreDataDependent) {
  KernelModel M = analyze(Input, "histogram");
  auto T = launch(0, 0, 256, 1, {{"n", 100}});
  EXPECT_EQ(eval(M.Atomics, T), 1);
  EXPECT_EQ(eval(M.Atomics, launch(0, 1, 256, 1, {{"n", 100}})), 0);
  auto Atomic = std::find_if(M.Accesses.begin(), M.Accesses.end(), [](const MemoryAccess &A) { return A.IsAtomic; });
  ASSERT_NE(Atomic, M.Accesses.end());
  // bins[data[i]]: a gather through loaded data, taken as scattered (scatter = 1:
  // 32 sectors, all of them extra traffic) with the coalesced best case below it.
  EXPECT_FALSE(Atomic->StrideX);
  EXPECT_FALSE(Atomic->Address);
  EXPECT_THAT(Atomic->Verdict, HasSubstr("gather"));
  std::string X = "scatter.L" + std::to_string(Atomic->Loc.Line);
  ASSERT_TRUE(M.SymbolDefaults.count(X));
  EXPECT_EQ(M.SymbolDefaults.at(X), 1);
  auto Scattered = T, Best = T;
  Scattered[X] = 1, Best[X] = 0;
  EXPECT_EQ(eval(Atomic->SectorsPerRequest, Scattered), 32);
  EXPECT_EQ(eval(M.UncoalescedBytes, Scattered), 32);
  EXPECT_EQ(eval(Atomic->SectorsPerRequest, Best), 1); // all lanes at one bin: one sector
}

TEST(KernelAnalysisTest, HalvingLoopTripCountIsALog2) {
  // for (s = blockDim.x / 2; s > 0; s >>= 1): s = 128, 64, ..., 1 for 256 threads.
  KernelModel M = analyze(Input, "reduce");
  const kc::LoopInfo *L = loopAt(M, 75);
  ASSERT_NE(L, nullptr);
  EXPECT_FALSE(L->DefaultTrip);
  EXPECT_TRUE(L->TripCount.str().find("ilog2") != std::string::npos) << L->TripCount.str();
  EXPECT_EQ(M.StaticSharedBytes, 256u * 4);
  // One barrier before the loop, one per iteration (the loop runs when blockDim.x >= 2).
  for (auto [Threads, Iterations] : {std::pair{256.0, 8.0}, {64.0, 6.0}, {1024.0, 10.0}, {96.0, 6.0},
                                      {2.0, 1.0}, {3.0, 1.0}}) {
    auto T = launch(0, 0, Threads, 1, {{"n", 1000}});
    EXPECT_EQ(eval(M.Syncs, T), 1 + Iterations) << Threads;
  }
  EXPECT_EQ(eval(M.Syncs, launch(0, 0, 1, 1, {{"n", 1000}})), 1);
  // if (tid < s): thread t adds in the iterations with s > t. With 256 threads
  // (s = 128, 64, ..., 1) thread 0 adds 8 times, thread 63 twice (s = 128, 64),
  // thread 100 once, thread 200 never: the loads it executes.
  auto SumLoadsAt = [&](unsigned Line, const std::map<std::string, double> &B) {
    double Sum = 0;
    for (const MemoryAccess &A : M.Accesses)
      if (A.Loc.Line == Line && !A.IsStore)
        Sum += eval(A.Executions, B);
    return Sum;
  };
  for (auto [Tid, Adds] : {std::pair{0.0, 8.0}, {63.0, 2.0}, {100.0, 1.0}, {200.0, 0.0}})
    EXPECT_EQ(SumLoadsAt(77, launch(Tid, 0, 256, 1, {{"n", 1000}})), 2 * Adds) << Tid;
  // The body is two loads, an add and a store: ptxas predicates it (@!P1 LDS ...,
  // scripts/sass_mix.py), so every warp issues it in all 8 iterations: 16 shared
  // loads issued per thread, plus thread 0's final read of sdata[0] (a guard
  // before the return, compiled as an early exit: not predicated).
  for (double Tid : {0.0, 63.0, 100.0, 200.0})
    EXPECT_EQ(eval(M.InstructionMix.at("load_shared"), launch(Tid, 0, 256, 1, {{"n", 1000}})), 16 + (Tid == 0))
        << Tid;
  EXPECT_FALSE(M.SymbolDefaults.count("prob.L76"));
}

TEST(KernelAnalysisTest, DoublingLoopTripCountIsALog2) {
  // for (s = 1; s < blockDim.x; s *= 2), two barriers per iteration: s = 1, 2, ...,
  // 128 for 256 threads (8), 1 ... 64 for 100 threads (7), none for 1 thread.
  KernelModel M = analyze(Input, "scanSteps");
  for (auto [Threads, Iterations] : {std::pair{256.0, 8.0}, {100.0, 7.0}, {2.0, 1.0}, {1.0, 0.0}})
    EXPECT_EQ(eval(M.Syncs, launch(0, 0, Threads, 1, {{"prob.L149", 0.5}})), 2 * Iterations) << Threads;
}

TEST(KernelAnalysisTest, DataDependentLoopGetsATripSymbol) {
  KernelModel M = analyze(Input, "chase");
  const kc::LoopInfo *L = loopAt(M, 139);
  ASSERT_NE(L, nullptr);
  ASSERT_EQ(L->TripCount.kind(), ExprKind::Symbol);
  EXPECT_EQ(L->TripCount.symbolName(), "trip.L139");
  ASSERT_TRUE(L->DefaultTrip);
  EXPECT_EQ(*L->DefaultTrip, 16); // the option's default
  EXPECT_EQ(M.SymbolDefaults.at("trip.L139"), 16);
  auto T = launch(0, 0, 256, 1, {{"trip.L139", 5}, {"wave.blocks", 10}});
  for (auto &[Name, V] : M.SymbolDefaults)
    if (Name.rfind("scatter.", 0) == 0)
      T[Name] = V;
  EXPECT_EQ(eval(M.GlobalLoadBytes, T), 5 * 4);
  // next[i] with i loaded from memory: a pointer chase has no address form, so
  // the reuse model gives it no L1 or L2 share.
  auto Next = accessesAt(M, 140, 0);
  ASSERT_FALSE(Next.empty());
  EXPECT_FALSE(Next[0]->Address);
  EXPECT_EQ(eval(M.L2HitFraction, T), 0);
  AnalysisOptions Opts;
  Opts.SymbolValues["trip.L139"] = 8;
  EXPECT_EQ(*loopAt(analyze(Input, "chase", Opts), 139)->DefaultTrip, 8);
}

TEST(KernelAnalysisTest, TransposeBankConflictsAndUncoalescedStores) {
  KernelModel Tiled = analyze(Input, "transposeTiled");
  EXPECT_EQ(Tiled.StaticSharedBytes, 32u * 33 * 4);
  // tile[threadIdx.x][threadIdx.y] with a row of 33 floats: stride 33 words, conflict-free.
  auto Read = accessesAt(Tiled, 101, 22);
  ASSERT_EQ(Read.size(), 1u);
  EXPECT_TRUE(Read[0]->StrideX->isConstant(132));
  EXPECT_EQ(Read[0]->BankConflictWays, 1u);
  auto T = launch(0, 0, 32, 32, {{"w", 1024}, {"h", 1024}}, 0, 0, 8, 32);
  EXPECT_EQ(eval(Tiled.UncoalescedBytes, T), 0);
  EXPECT_EQ(eval(Tiled.UncoalescedSectorBytes, T), 0);

  KernelModel Naive = analyze(Input, "transposeNaive");
  // out[x * h + y]: stride 4h bytes along threadIdx.x: 32 sectors per request.
  auto Store = accessesAt(Naive, 88, 20);
  ASSERT_EQ(Store.size(), 1u);
  EXPECT_EQ(eval(Store[0]->SectorsPerRequest, T), 32);
  EXPECT_EQ(eval(Naive.UncoalescedBytes, T), 32); // all 32 sector bytes per thread are extra
  EXPECT_EQ(eval(Naive.UncoalescedSectorBytes, T), 32);
  // 8 x 8 blocks: a warp holds 8 columns of 4 lanes each, and a column's lanes
  // (y, y+1, y+2, y+3) are 4 B apart: one sector each, 8 sectors a request, which
  // moves 8 sector bytes per thread, (8 - 4) / (32 - 4) of them extra.
  auto T8 = launch(0, 0, 8, 128, {{"w", 1024}, {"h", 1024}}, 0, 0, 8, 128);
  EXPECT_EQ(eval(Store[0]->SectorsPerRequest, T8), 8);
  EXPECT_DOUBLE_EQ(eval(Naive.UncoalescedBytes, T8), 8.0 * 4 / 28);
  EXPECT_EQ(eval(Naive.UncoalescedSectorBytes, T8), 8); // all 8 sector bytes: 8 transactions
}

TEST(KernelAnalysisTest, Fp64InstructionMix) {
  KernelModel M = analyze(Input, "fp64Poly");
  auto T = launch(0, 0, 128, 1, {{"n", 10}});
  // sqrt(v) / (v * v + 1.0): sqrt and divide are fp64 sequences, v*v+1 one fma.
  EXPECT_EQ(eval(M.InstructionMix.at("fp64_div"), T), 2);
  EXPECT_EQ(eval(M.InstructionMix.at("fp64_fma"), T), 1);
  EXPECT_EQ(eval(M.GlobalLoadBytes, T), 8);
  auto Load = accessesAt(M, 107, 0);
  ASSERT_FALSE(Load.empty());
  EXPECT_EQ(eval(Load[0]->SectorsPerRequest, T), 8); // 32 doubles = 256 B = 8 sectors
}

TEST(KernelAnalysisTest, LineTimesAddUpToTheRankedTime) {
  // Under the ranking costs (latency 4, issue 1, lat.mem 100, lat.shared 8) the
  // per-line times are the critical chain, whose sum is the time.
  for (const char *Name : {"saxpy", "stridedCopy", "transposeNaive"}) {
    KernelModel M = analyze(Input, Name);
    std::map<std::string, double> B = launch(3, 1, 128, 8, {{"n", 1000}, {"stride", 2}, {"w", 512}, {"h", 512}});
    auto Bind = [&](const Expr &E) {
      auto R = B;
      for (const std::string &S : E.symbols())
        if (!R.count(S))
          R[S] = S == "lat.mem" ? 100 : S == "lat.shared" ? 8 : S.rfind("lat.", 0) == 0 ? 4 : 1;
      return E.evaluate(R);
    };
    double Sum = 0;
    for (const LineCost &L : M.Lines)
      Sum += Bind(L.Time);
    EXPECT_DOUBLE_EQ(Sum, Bind(M.Time)) << Name;
  }
}

TEST(KernelAnalysisTest, DeclarationIsAnError) {
  llvm::Module &Mod = kc::test::inputModule(Input);
  llvm::Function *Decl = Mod.getFunction("__nv_expf");
  ASSERT_NE(Decl, nullptr);
  auto R = analyzeKernel(*Decl);
  ASSERT_FALSE(R);
  EXPECT_THAT(llvm::toString(R.takeError()), HasSubstr("no body"));
  EXPECT_FALSE(isKernel(*Decl));
  EXPECT_TRUE(isKernel(*kc::test::kernelNamed(Input, "saxpy")));
}

TEST(KernelAnalysisTest, NestedLoopsMultiply) {
  KernelModel M = analyze(Input, "nestedLoops");
  // n * m loads of 4 B, through the x8-unrolled inner loop and its remainder.
  for (auto [N, Mm] : std::vector<std::pair<double, double>>{{10, 64}, {7, 13}, {3, 5}}) {
    auto T = launch(5, 0, 64, 1, {{"n", N}, {"m", Mm}});
    EXPECT_EQ(eval(M.GlobalLoadBytes, T), 4 * N * Mm) << N << "x" << Mm;
    EXPECT_EQ(eval(M.InstructionMix.at("load_global"), T), N * Mm);
  }
  EXPECT_EQ(eval(M.GlobalLoadBytes, launch(5, 0, 64, 1, {{"n", 0}, {"m", 64}})), 0);
  const kc::LoopInfo *Outer = loopAt(M, 115);
  ASSERT_NE(Outer, nullptr);
  EXPECT_EQ(Outer->TripCount.evaluate({{"n", 10}}), 10);
  unsigned Inner = 0;
  for (const kc::LoopInfo &L : M.Loops)
    Inner += L.Loc.Line == 116 && L.Depth == 2;
  EXPECT_EQ(Inner, 2u); // unrolled body + remainder
}

TEST(KernelAnalysisTest, TriangularLoopUsesTheMeanOuterIteration) {
  KernelModel M = analyze(Input, "triangular");
  // sum_{i<n} (i + 1) = n(n+1)/2 loads: approximate through the unrolled inner
  // loop's remainder, (i + 1) mod 8, taken at the mean i.
  auto T = launch(0, 0, 32, 1, {{"n", 100}});
  for (auto &[K, V] : M.SymbolDefaults)
    T[K] = V;
  double Exact = 4 * 100 * 101 / 2.0;
  EXPECT_NEAR(eval(M.GlobalLoadBytes, T), Exact, 0.05 * Exact);
}

TEST(KernelAnalysisTest, DynamicSharedMemory) {
  KernelModel M = analyze(Input, "dynShared");
  EXPECT_TRUE(M.UsesDynamicShared);
  EXPECT_EQ(M.StaticSharedBytes, 0u);
  auto T = launch(3, 0, 128, 1);
  EXPECT_EQ(eval(M.Syncs, T), 1);
  EXPECT_EQ(eval(M.SharedBytes, T), 8);
  auto Read = accessesAt(M, 133, 22);
  ASSERT_EQ(Read.size(), 1u);
  EXPECT_TRUE(Read[0]->StrideX->isConstant(-4)); // dyn[blockDim.x - 1 - threadIdx.x]
  EXPECT_EQ(Read[0]->BankConflictWays, 1u);
}

TEST(KernelAnalysisTest, WindowBoundsCheckIsNotDataDependent) {
  // `if (start + k >= 0 && start + k < width)` with start = i - mask / 2: the
  // floor is of loop-invariant values only, so in the loop unrolled by 4 and in
  // its remainder the condition is evaluated at the mean iteration (an interior
  // thread loads in every iteration), not given a 0.5 probability.
  KernelModel M = analyze(Input, "windowSum");
  for (const auto &[Name, Value] : M.SymbolDefaults)
    EXPECT_NE(Name.rfind("prob.", 0), 0u) << Name;
  auto T = [](double Mask, double Bx) { return launch(100, Bx, 256, 5, {{"mask", Mask}, {"width", 1000}}); };
  // mask 8: two iterations of the unrolled body, 8 loads of 4 B.
  EXPECT_DOUBLE_EQ(eval(M.GlobalLoadBytes, T(8, 0)), 8 * 4);
  // mask 5: one unrolled iteration (4 loads) and one remainder iteration.
  EXPECT_DOUBLE_EQ(eval(M.GlobalLoadBytes, T(5, 0)), 5 * 4);
  // A thread past the end (i = 1124) loads nothing.
  EXPECT_DOUBLE_EQ(eval(M.GlobalLoadBytes, T(8, 4)), 0);
}
