// A per-thread array read at a data-dependent place; its fill loop is unrolled fully
// and, as with nvcc, ptxas needs no stack frame (12 registers). Register tests.
__global__ void localArray(const int *idx, float *out, int n) {
  float buf[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = 0; k < 64; ++k)
    buf[k] = k * 0.5f + i;
  if (i < n)
    out[i] = buf[idx[i] & 63];
}
