// Inline PTX classification (analyzer/InlinePtx.h) on the strings the CUDA 13
// headers use: __hfma, a bf16 multiply, tex1Dfetch, cvta of the shared window.
#include "analyzer/InlinePtx.h"

#include <gtest/gtest.h>

using namespace kc;

namespace {
using Parts = std::vector<std::pair<InstrClass, unsigned>>;
Parts partsOf(const InlinePtxClasses &C) { return Parts(C.Parts.begin(), C.Parts.end()); }
} // namespace

TEST(InlinePtx, HalfFmaIsOneFp16) {
  InlinePtxClasses C = classifyInlinePtx("{fma.rn.f16 $0,$1,$2,$3;\n}\n");
  EXPECT_EQ(partsOf(C), (Parts{{InstrClass::Fp16, 1}}));
  EXPECT_TRUE(C.Unknown.empty());
}

TEST(InlinePtx, Bf16MultiplyIsMovPlusFma) {
  // cuda_bf16.hpp's __hmul: a -0.0 constant moved in (free), then one bf16 fma.
  InlinePtxClasses C = classifyInlinePtx(
      "{.reg .b16 c;\n  mov.b16 c, 0x8000U;\n  fma.rn.bf16 $0,$1,$2,c;}\n");
  EXPECT_EQ(partsOf(C), (Parts{{InstrClass::Fp16, 1}}));
}

TEST(InlinePtx, TextureFetchIsNamedNotCosted) {
  InlinePtxClasses C = classifyInlinePtx("tex.1d.v4.f32.s32\t{$0, $1, $2, $3}, [$4, {$5}];");
  EXPECT_EQ(C.Unknown, (std::vector<std::string>{"tex.1d.v4.f32.s32"}));
  EXPECT_EQ(partsOf(C), (Parts{{InstrClass::IntAdd, 1}}));
}

TEST(InlinePtx, SharedWindowAddress) {
  // cooperative groups' dynamic-smem base: mov (free), cvt (conversion), cvta (int add).
  InlinePtxClasses C = classifyInlinePtx(
      "{\n\t .reg .u32 start;\n\t .reg .u64 extended;\n\t mov.u32 start, %reserved_smem_offset_1;\n"
      "\t cvt.u64.u32 extended, start;\n\t cvta.shared.u64 $0, extended;\n\t}");
  EXPECT_EQ(partsOf(C), (Parts{{InstrClass::Conversion, 1}, {InstrClass::IntAdd, 1}}));
  EXPECT_TRUE(C.Unknown.empty());
}

TEST(InlinePtx, ArithmeticByType) {
  EXPECT_EQ(partsOf(classifyInlinePtx("add.f32 $0, $1, $2; mul.lo.s32 $3, $4, $5;")),
            (Parts{{InstrClass::Fp32Add, 1}, {InstrClass::IntMul, 1}}));
  EXPECT_EQ(partsOf(classifyInlinePtx("fma.rn.f64 $0, $1, $2, $3;")),
            (Parts{{InstrClass::Fp64Fma, 1}}));
  EXPECT_EQ(partsOf(classifyInlinePtx("@p shfl.sync.bfly.b32 $0, $1, 1, 31, -1;")),
            (Parts{{InstrClass::Shuffle, 1}}));
}

TEST(InlinePtx, CacheHintedLoadsAndStoresAreAccesses) {
  // cub's ThreadLoad<LOAD_CG> / ThreadStore<STORE_CG>, as the IR writes them ($N).
  InlinePtxClasses LC = classifyInlinePtx("ld.global.cg.u32 $0, [$1];");
  std::optional<InlinePtxAccess> L = LC.Access;
  // The access is counted as itself, not as an unknown opcode.
  EXPECT_TRUE(LC.Unknown.empty());
  EXPECT_TRUE(LC.Parts.empty());
  ASSERT_TRUE(L);
  EXPECT_EQ(L->Operand, 1u);
  EXPECT_EQ(L->Bytes, 4u);
  EXPECT_EQ(L->Space, InlinePtxAccess::Global);
  EXPECT_FALSE(L->IsStore);
  std::optional<InlinePtxAccess> S = classifyInlinePtx("st.global.cg.v4.u32 [$0], {$1, $2, $3, $4};").Access;
  ASSERT_TRUE(S);
  EXPECT_EQ(S->Operand, 0u);
  EXPECT_EQ(S->Bytes, 16u);
  EXPECT_TRUE(S->IsStore);
  // A generic ld (no space): the pointer decides; an offset after the operand.
  std::optional<InlinePtxAccess> G = classifyInlinePtx("ld.relaxed.gpu.v2.u32 {$0, $1}, [$2+8];").Access;
  ASSERT_TRUE(G);
  EXPECT_EQ(G->Operand, 2u);
  EXPECT_EQ(G->Bytes, 8u);
  EXPECT_EQ(G->Space, InlinePtxAccess::FromPointer);
}

TEST(InlinePtx, AtomicsAndAsyncCopies) {
  std::optional<InlinePtxAccess> R = classifyInlinePtx("red.and.release.cta.b32 [$0], $1;").Access;
  ASSERT_TRUE(R);
  EXPECT_TRUE(R->IsAtomic);
  EXPECT_TRUE(R->IsStore); // counted with the stores, as atomicrmw is
  EXPECT_EQ(R->Bytes, 4u);
  std::optional<InlinePtxAccess> A = classifyInlinePtx("atom.add.release.gpu.u32 $0,[$1],$2;").Access;
  ASSERT_TRUE(A);
  EXPECT_EQ(A->Operand, 1u);
  // cp.async reads global memory: the source operand and the copy size.
  std::optional<InlinePtxAccess> C = classifyInlinePtx("cp.async.cg.shared.global [$0], [$1], 16, $2;\n").Access;
  ASSERT_TRUE(C);
  EXPECT_EQ(C->Operand, 1u);
  EXPECT_EQ(C->Bytes, 16u);
  EXPECT_EQ(C->Space, InlinePtxAccess::Global);
  EXPECT_EQ(partsOf(classifyInlinePtx("cp.async.commit_group;")), Parts{});
  EXPECT_EQ(partsOf(classifyInlinePtx("cp.async.wait_group 0;")), (Parts{{InstrClass::Barrier, 1}}));
}

TEST(InlinePtx, NoSingleAccessNoAccess) {
  EXPECT_FALSE(classifyInlinePtx("add.u32 $0, $1, $2;").Access);                         // no memory
  EXPECT_FALSE(classifyInlinePtx("ld.global.u32 $0, [$2]; ld.global.u32 $1, [$3];").Access); // two
  EXPECT_FALSE(classifyInlinePtx("tex.1d.v4.f32.s32 {$0, $1, $2, $3}, [$4, {$5}]; ld.global.u32 $6, [$7];").Access);
  EXPECT_FALSE(classifyInlinePtx("ld.param.u32 $0, [$1];").Access);
  EXPECT_FALSE(classifyInlinePtx("ld.global.u32 $0, [addr];").Access); // a named address, not an operand
}

TEST(InlinePtx, IntegerBitOpsAreAlu) {
  EXPECT_EQ(partsOf(classifyInlinePtx("bmsk.clamp.b32 $0, $1, $2;")), (Parts{{InstrClass::IntAdd, 1}}));
  EXPECT_EQ(partsOf(classifyInlinePtx("madc.hi.u32 $0, $1, $2, $3;")), (Parts{{InstrClass::IntMad, 1}}));
  EXPECT_EQ(partsOf(classifyInlinePtx("dp4a.u32.u32 $0, $1, $2, $3;")), (Parts{{InstrClass::IntMad, 1}}));
}

TEST(InlinePtx, AsyncCopySizeFromAnOperand) {
  // cuda_pipeline_helpers.h / cccl: the size is an immediate operand ("n"(16)).
  std::optional<InlinePtxAccess> C = classifyInlinePtx("cp.async.cg.shared.global [$0], [$1], $2, $3;").Access;
  ASSERT_TRUE(C);
  EXPECT_EQ(C->Operand, 1u);
  EXPECT_EQ(C->Bytes, 0u);
  ASSERT_TRUE(C->SizeOperand);
  EXPECT_EQ(*C->SizeOperand, 2u);
}
