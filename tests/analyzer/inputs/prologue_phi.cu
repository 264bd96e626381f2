#include "kc_test_device.h"

// A loop unrolled by 2 with a runtime trip count: LLVM's prologue of at most one
// iteration is straight-line code, so the unrolled loop starts at a phi over the
// prologue's branch (SymbolicSCEV::translateBranchPhi).
__global__ void pairs(float *y) {
  int tx = threadIdx.x;
#pragma unroll 2
  for (int i = tx; i < 13; ++i)
    y[i] = 1.0f;
}
