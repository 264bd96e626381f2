#include "kc_test_device.h"

// LLVM merges `threadIdx.x == 0 && threadIdx.y == 0` into `(tid.x | tid.y) == 0`,
// an `or` of values that may share bits: SymbolicSCEV reads it as both zero.
__global__ void firstLane(float *out, const float *in) {
  if (threadIdx.x == 0 && threadIdx.y == 0)
    out[blockIdx.x] = in[blockIdx.x];
}
