// half and __nv_bfloat16 arithmetic: y = a*x + y in half, z = x*x in bf16.
#include <cuda_bf16.h>
#include <cuda_fp16.h>

__global__ void haxpy(int n, __half a, const __half *x, __half *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = __hfma(a, x[i], y[i]);
}

__global__ void bsquare(int n, const __nv_bfloat16 *x, float *z) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    __nv_bfloat16 v = x[i] * x[i];
    z[i] = __bfloat162float(v);
  }
}
