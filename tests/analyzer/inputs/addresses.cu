// Address arithmetic as loop strength reduction and immediate offsets leave it
// (analyzer/AddressArithmetic.cpp).
#include "kc_test_device.h"

// a[k * m + i]: the address steps by 4 * m bytes per iteration, a pointer
// induction variable (one add), where the IR computes k * m + i, extends it and
// scales it (a multiply, an add and a GEP).
__global__ void strided(const float *a, float *out, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float sum = 0.f;
#pragma unroll 1
  for (int k = 0; k < n; ++k)
    sum += a[k * m + i];
  out[i] = sum;
}

// Four unrolled taps: in[] at (r + l) * c + i steps by 4 * c bytes from one tap
// to the next (one add each), mask[] by 4 bytes (an immediate offset, free,
// after the first).
__global__ void taps(const float *in, const float *mask, float *out, int n, int c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float sum = 0.f;
#pragma unroll 1
  for (int r = 0; r < n; r += 4) {
#pragma unroll
    for (int l = 0; l < 4; ++l)
      sum += in[(r + l) * c + i] * mask[r + l];
  }
  out[i] = sum;
}

// a[idx[k]]: the index is loaded, so the address is computed in every iteration.
__global__ void gather(const float *a, const int *idx, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float sum = 0.f;
#pragma unroll 1
  for (int k = 0; k < n; ++k)
    sum += a[idx[k] + i];
  out[i] = sum;
}
