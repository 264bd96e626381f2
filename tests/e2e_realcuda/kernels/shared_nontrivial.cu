// __shared__ variables whose type's default constructor is not empty: a
// cuda::barrier (the pattern of the CUDA samples simpleAWBarrier and
// globalToShmemAsyncCopy) and arrays of a struct that zeroes itself, in a
// kernel and in a template kernel. nvcc warns and never runs the constructors;
// Clang refuses them; kernelcast keeps them as uninitialized shared storage of
// the same size. Static shared memory as nvcc --resource-usage gives it (sm_80):
// accumulate 8 + 64 x 4 = 264 B, copyTile<32> 32 x 8 = 256 B.
#include <cuda/barrier>

struct Acc {
  float v;
  __device__ Acc() : v(0.0f) {}
};

struct Pair {
  float a, b;
  __device__ Pair() : a(0.0f), b(0.0f) {}
};

__global__ void accumulate(const float *in, float *out, int n) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ Acc acc[64];
  if (threadIdx.x == 0)
    init(&bar, blockDim.x);
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x < 64)
    acc[threadIdx.x].v = i < n ? in[i] : 0.0f;
  bar.arrive_and_wait();
  if (threadIdx.x < 64)
    out[blockIdx.x * 64 + threadIdx.x] = acc[threadIdx.x].v + acc[63 - threadIdx.x].v;
}

template <int N>
__global__ void copyTile(const float *in, float *out) {
  __shared__ Pair tile[N];
  tile[threadIdx.x].a = in[blockIdx.x * N + threadIdx.x];
  __syncthreads();
  out[blockIdx.x * N + threadIdx.x] = tile[N - 1 - threadIdx.x].a;
}

template __global__ void copyTile<32>(const float *, float *);
