// Warp sum with __shfl_down_sync (5 steps), broadcast with __shfl_sync.
__global__ void warpSum(const float *in, float *out) {
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffffu, v, o);
  v = __shfl_sync(0xffffffffu, v, 0);
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
