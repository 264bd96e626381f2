// Histogram with atomics: a grid-stride loop over the input, a per-block
// histogram in shared memory (NBINS unsigned ints, shared atomicAdd), then one
// global atomicAdd per bin and thread < NBINS. Static shared memory 256*4 bytes.
#define NBINS 256

__global__ void histogram(const unsigned char *data, int n, unsigned int *bins) {
  __shared__ unsigned int local[NBINS];
  for (int b = threadIdx.x; b < NBINS; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&local[data[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < NBINS; b += blockDim.x)
    atomicAdd(&bins[b], local[b]);
}
