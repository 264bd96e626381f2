// --registers nvcc: the register count comes from nvcc -cubin on this file, with
// the -D defines of the analysis (UNROLL must reach nvcc, or it fails).
#ifndef UNROLL
#error "UNROLL must be defined (-D UNROLL=N)"
#endif
__global__ void polyEval(const float *x, float *y, const float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i], acc = 0.0f, p = 1.0f;
#pragma unroll
  for (int k = 0; k < UNROLL; ++k) {
    acc += c[k] * p;
    p *= v;
  }
  y[i] = acc;
}
