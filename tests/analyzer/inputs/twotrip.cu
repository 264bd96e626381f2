// A loop of two trips whose variable bounds an inner loop (the temporal tiling of
// a stencil): LLVM gives the variable as a header phi of two constants,
// `phi [1, %entry], [2, %latch]`, which ScalarEvolution does not model.
#include "kc_test_device.h"

// Thread tx sums elements tx + it .. 39 - it with step 8, for it = 1 and 2.
__global__ void twoSteps(float *out, const float *in) {
  float s = 0.0f;
#pragma unroll 1
  for (int it = 1; it <= 2; ++it) {
#pragma unroll 1
    for (int j = threadIdx.x + it; j < 40 - it; j += 8)
      s += in[j];
    __syncthreads();
  }
  out[threadIdx.x] = s;
}
