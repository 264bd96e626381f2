// Sums into one global word, every thread its own atomicAdd: integers, which
// ptxas merges over a warp before the update (one update per warp), and floats,
// which it does not (one update per lane); docs/model.md#atomic-contention.
__global__ void int_sum(const int *x, int n, int *sum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(sum, x[i]);
}

__global__ void float_sum(const float *x, int n, float *sum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(sum, x[i]);
}
