// The device header's coverage in one file: math (float/double, fast intrinsics),
// atomics of every type, warp shuffles and votes, __ldg, vector types, clock64,
// printf/assert (no-ops), __launch_bounds__, __constant__ memory.
#include <cassert>
#include <cmath>
#include <cstdio>

__constant__ float coeffs[16];

__device__ __forceinline__ float warpSum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o);
  return v;
}

__global__ void __launch_bounds__(256) mathMix(const float4 *__restrict__ in, float *out,
                                               double *dout, int *counts, unsigned *flags,
                                               unsigned long long *big, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 v = __ldg(&in[i]);
  float s = sqrtf(v.x) + expf(v.y) + logf(fabsf(v.z) + 1.0f) + sinf(v.w) + cosf(v.x) +
            tanhf(v.y) + powf(v.z, 2.0f) + rsqrtf(v.w + 1.0f) + __expf(v.x) + __logf(v.y) +
            __sinf(v.z) + __fdividef(v.x, v.w + 1.0f) + __saturatef(v.y) + fminf(v.x, v.y) +
            fmaxf(v.z, v.w) + floorf(v.x) + ceilf(v.y) + fmaf(v.x, v.y, v.z) + erff(v.w) +
            exp2f(v.x) + log2f(v.y) + log10f(v.z) + coeffs[i & 15];
  double d = sqrt((double)s) + exp((double)v.x) + pow((double)v.y, 3.0) + fabs((double)v.z) +
             fma((double)v.x, 2.0, 1.0) + log((double)v.w + 2.0);
  s = warpSum(s) + min(i, n) + max(v.x, v.y);
  if (__all_sync(0xffffffffu, s > 0.0f) || __any_sync(0xffffffffu, s < -1.0f))
    atomicAdd(&counts[0], 1);
  unsigned ballot = __ballot_sync(__activemask(), s > 1.0f);
  atomicOr(&flags[0], ballot);
  atomicMax(&counts[1], i);
  atomicAdd(&big[0], 1ull);
  atomicAdd(&dout[0], d);
  atomicCAS(&counts[2], 0, i);
  atomicExch(&flags[1], 7u);
  atomicInc(&flags[2], 100u);
  float2 f2 = make_float2(s, s);
  int4 i4 = make_int4(1, 2, 3, 4);
  out[i] = s + f2.x * f2.y + i4.w + __shfl_xor_sync(0xffffffffu, s, 1) +
           __shfl_sync(0xffffffffu, s, 0) + __shfl_up_sync(0xffffffffu, s, 1);
  dout[i] = d + (double)(clock64() & 1);
  printf("thread %d: %f\n", i, s);
  assert(i < n);
}
