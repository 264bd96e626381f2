// __constant__ operands (analyzer/BlockClassification.cpp): a load from constant
// memory at an address known at compile time is an operand of the instruction
// that uses it (FFMA R0, R1, c[0x3][0x4], R0 in SASS), not an instruction.
#include "kc_test_device.h"

__constant__ float taps[8];

// Unrolled: taps[0..7] at constant addresses, no LDC.
__global__ void filter8(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 0.f;
#pragma unroll
  for (int k = 0; k < 8; ++k)
    s += in[i + k] * taps[k];
  out[i] = s;
}

// A run-time index: one LDC per use.
__global__ void filterVar(const float *in, float *out, int n, int w) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 0.f;
#pragma unroll 1
  for (int k = 0; k < w; ++k)
    s += in[i + k] * taps[k & 7];
  out[i] = s;
}
