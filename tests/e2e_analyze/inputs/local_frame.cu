// A per-thread array filled by a loop of data-dependent length and read at a
// data-dependent place: kernelcast's PTX keeps it in local memory, so ptxas
// reports a stack frame (registers.ptxas.test checks how it is printed). nvcc
// 13.0 keeps it in 72 registers instead, so this file is not in the register
// agreement corpus.
__global__ void localFrame(const int *idx, float *out, int n) {
  float buf[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = 0; k < n && k < 64; ++k)
    buf[k] = k * 0.5f + i;
  if (i < n)
    out[i] = buf[idx[i] & 63];
}
