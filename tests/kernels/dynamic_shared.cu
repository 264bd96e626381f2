// Dynamic shared memory: `extern __shared__ float buf[]` sized at launch
// (<<<grid, block, block * sizeof(float)>>>), plus a small static array, so the
// kernel has 16 bytes of static shared memory and uses dynamic shared memory.
__global__ void reverseBlock(float *d, int n) {
  extern __shared__ float buf[];
  __shared__ int flags[4];
  int t = threadIdx.x;
  int g = blockIdx.x * blockDim.x + t;
  if (t < 4)
    flags[t] = t;
  buf[t] = g < n ? d[g] : 0.0f;
  __syncthreads();
  if (g < n)
    d[g] = buf[blockDim.x - 1 - t] + flags[t & 3];
}

int main() {
  float *d;
  cudaMalloc(&d, 1 << 20);
  reverseBlock<<<1024, 256, 256 * sizeof(float)>>>(d, 1 << 18);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
