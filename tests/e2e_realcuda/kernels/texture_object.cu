// A 1-D texture object read (tex1Dfetch), scaled and written out.
#include <cuda_runtime.h>

__global__ void scaleTex(cudaTextureObject_t tex, float *out, int n, float a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = a * tex1Dfetch<float>(tex, i);
}
