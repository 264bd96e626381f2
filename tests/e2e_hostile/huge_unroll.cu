// A loop asking to be unrolled 100000 times: kernelcast caps the count at 1024
// with a warning naming line 5 (without the cap, Clang takes over ten minutes).
__global__ void huge_unroll(float *x) {
  float s = 0;
#pragma unroll 100000
  for (int i = 0; i < 100000; ++i)
    s += x[i * blockDim.x + threadIdx.x];
  x[threadIdx.x] = s;
}
