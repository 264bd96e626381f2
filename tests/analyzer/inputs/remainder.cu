// Loops whose start is the thread index and whose bound is a constant: LLVM
// runtime-unrolls them (trip count 13 - tx is known only at run time) into an
// unrolled loop plus a remainder, whose start is a phi of the induction
// variable's exit value and of its bypass value. remainder-prolog.ll and
// remainder-epilog.ll hold the two forms LLVM produces (see their headers).
#include "kc_test_device.h"

// Thread tx copies elements tx..12 of its row: 13 - tx loads for tx < 13, none after.
__global__ void rowTail(float *out, const float *in, int w) {
  __shared__ float t[32][13];
  int tx = threadIdx.x, ty = threadIdx.y;
  for (int i = tx; i < 13; ++i) {
    int x = blockIdx.x + i;
    if (x < w)
      t[ty][i] = in[(blockIdx.y * 32 + ty) * w + x];
    else
      t[ty][i] = 0.0f;
  }
  __syncthreads();
  out[(blockIdx.y * 32 + ty) * w + blockIdx.x] = t[ty][0];
}
