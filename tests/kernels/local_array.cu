// A per-thread array indexed by data: it cannot live in registers, so ptxas gives
// the kernel a stack frame (local memory). Used by the register tests.
__global__ void localArray(const int *idx, float *out, int n) {
  float buf[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = 0; k < 64; ++k)
    buf[k] = k * 0.5f + i;
  if (i < n)
    out[i] = buf[idx[i] & 63];
}
