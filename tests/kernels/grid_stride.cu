// A grid-stride loop: each thread handles elements gid, gid + bdim.x*gdim.x, ...,
// so its trip count is ceil((n - gid) / (bdim.x * gdim.x)) for gid < n.
__global__ void scaleGridStride(float *x, float a, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    x[i] = a * x[i];
}
