// The note of assumed values (kernelmodel/Assumptions.h): which defaults it
// names, which ones the user's values remove, and the scatter switch.
#include "kernelmodel/Assumptions.h"

#include <gtest/gtest.h>

using namespace kc;

namespace {

KernelModel withDefaults() {
  KernelModel K;
  K.SymbolDefaults = {{"trip.L12", 16},   {"prob.L27", 0.5}, {"prob.L27_2", 0.5},
                      {"scatter.L6", 1},  {"scatter.L9", 0}, {"reuse.l1.a0", 0}};
  return K;
}

} // namespace

TEST(Assumptions, NamesEachDefaultWithItsOption) {
  EXPECT_EQ(assumptionNote(withDefaults(), {}, {}, true),
            "assumed, not derived (set them to match your data): loop L12 runs 16 times (--trip L12=N); "
            "the data-dependent branch at line 27 is taken with probability 0.5 (2 copies) "
            "(--branch-prob 27=P); the data-dependent address at line 6 is taken as scattering the "
            "warp's lanes (--scatter 6=V, 0 keeps their locality)");
}

TEST(Assumptions, StatedValuesAndScatterSwitch) {
  // A computed index (scatter default 0) is not an assumption; without the
  // switch the gather is left out too (predict prints it as an interval).
  EXPECT_EQ(assumptionNote(withDefaults(), {{"trip.L12", 10}}, {{27, 0.2}}, false), "");
  EXPECT_EQ(assumptionNote(withDefaults(), {{"trip.L12", 10}, {"scatter.L6", 0}}, {{27, 0.2}}, true), "");
  EXPECT_EQ(assumptionNote(KernelModel{}, {}, {}, true), "");
}

TEST(Assumptions, UncostedOperationsAreNamedAtMostThree) {
  KernelModel K;
  EXPECT_EQ(uncostedNote(K), "");
  K.Uncosted = {"line 9: call to helper(int)"};
  EXPECT_EQ(uncostedNote(K), "the model has no cost of its own for 1 operation (each counted as one ALU "
                             "operation, a call as a call and return; what they really take, and their "
                             "memory traffic, is left out of the time): line 9: call to helper(int)");
  K.Uncosted = {"line 13: llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0 (tensor-core matrix operation)",
                "line 14: llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0 (tensor-core matrix operation)",
                "line 15: llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32 (tensor-core matrix operation)",
                "line 17: llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0 (tensor-core matrix operation)"};
  EXPECT_EQ(uncostedNote(K),
            "the model has no cost of its own for 4 operations (each counted as one ALU operation, a call "
            "as a call and return; what they really take, and their memory traffic, is left out of the "
            "time): "
            "line 13: llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0 (tensor-core matrix operation); "
            "line 14: llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0 (tensor-core matrix operation); "
            "line 15: llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32 (tensor-core matrix operation); and 1 more; "
            "tensor cores are not modelled, so a kernel that relies on them is predicted too fast");
}
