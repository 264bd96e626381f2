// A tile copied to shared memory with cp.async (cuda_pipeline.h): each thread's
// 16-byte copy is one global read of the model, its size the asm's immediate.
#include <cuda_pipeline.h>

__global__ void stage(const float4 *in, float *out, int n) {
  __shared__ float4 tile[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __pipeline_memcpy_async(&tile[threadIdx.x], &in[i], sizeof(float4));
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  out[i] = tile[threadIdx.x].x + tile[threadIdx.x].w;
}
