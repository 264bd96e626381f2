// A histogram straight into global memory: one global atomicAdd per byte at a
// data-dependent address (bins[data[i]]), over a grid-stride loop. How much the
// lanes' updates collide depends on the data (docs/model.md#atomic-contention).
__global__ void global_histogram(const unsigned char *data, int n, unsigned int *bins) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&bins[data[i]], 1u);
}
