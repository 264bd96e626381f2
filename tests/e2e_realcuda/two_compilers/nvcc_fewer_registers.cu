// Test input for the nvcc register fallback (workflows/RegisterFallback.h): the
// body differs between the two compilers on purpose. Under nvcc (__NVCC__) it is
// a copy (few registers); under kernelcast's Clang it keeps 96 accumulators live
// (over 96 registers), so a 1024-thread block (at most 64 registers per thread)
// cannot run with kernelcast's own count but runs with nvcc's.
__global__ void heavyOrLight(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
#ifdef __NVCC__
  y[i] = x[i];
#else
  float acc[96];
#pragma unroll
  for (int k = 0; k < 96; ++k)
    acc[k] = x[(i + k) % n];
  float s = 0.0f;
#pragma unroll
  for (int r = 0; r < 4; ++r)
#pragma unroll
    for (int k = 0; k < 96; ++k)
      s += acc[k] * acc[(k + r + 1) % 96];
  y[i] = s;
#endif
}
