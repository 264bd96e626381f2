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
