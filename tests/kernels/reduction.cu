// Shared-memory sum reduction (sequential addressing, BLOCK threads per block):
// each thread loads one element, log2(BLOCK) = 8 tree steps with a __syncthreads
// each (9 syncs in all), thread 0 writes the block's sum. Static shared memory
// BLOCK * 4 = 1024 bytes. Conflict-free shared accesses (stride 1).
#define BLOCK 256

__global__ void reduceSum(const float *in, float *out, int n) {
  __shared__ float sdata[BLOCK];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * BLOCK + threadIdx.x;
  sdata[tid] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned s = BLOCK / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
