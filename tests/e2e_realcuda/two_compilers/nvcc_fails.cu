// Test input: nvcc refuses this file (#error under __NVCC__), kernelcast's Clang
// compiles it, so `--registers nvcc` falls back to ptxas on kernelcast's PTX and
// says why. A later plain run must not inherit that reason from the register cache.
#ifdef __NVCC__
#error "this file is for kernelcast's Clang only"
#endif
__global__ void scale(float *y, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] *= a;
}
