// Coalescing experiments of the CUDA lecture (seed cuda-lecture-occupancy-
// coalescing): strided copy, run with stride = 1, 2, 4, 8, 32 (sectors per warp
// request for floats: 4, 8, 16, 32, 32), and offset copy (the array shifted by
// `offset` floats from cudaMalloc's alignment: one extra sector per request when
// offset is not a multiple of 8).
__global__ void stridedCopy(float *df1, const float *df2, int stride) {
  int i = (threadIdx.x + blockIdx.x * blockDim.x) * stride;
  df1[i] = df2[i];
}

__global__ void offsetCopy(float *df1, const float *df2, int offset) {
  int i = threadIdx.x + blockIdx.x * blockDim.x + offset;
  df1[i] = df2[i];
}

// The lecture's other two patterns: block-major index (B) and reversed order.
__global__ void transposedIndexCopy(float *df1, const float *df2) {
  int i = blockIdx.x + threadIdx.x * gridDim.x;
  df1[i] = df2[i];
}

__global__ void reversedCopy(float *df1, const float *df2) {
  int i = (blockDim.x - threadIdx.x - 1) + blockIdx.x * blockDim.x;
  df1[i] = df2[i];
}
