// Barrier phases (analyzer/BarrierPhases.cpp, docs/model.md#barrier-phases):
// a tile loaded into shared memory, a barrier, then arithmetic on it; the same
// in a loop of tiles; and a kernel without a barrier.
#include "kc_test_device.h"

// Two phases: the global load and the shared store, then (after the barrier)
// a shared load, two FMAs and the global store.
__global__ void tileThenCompute(const float *in, float *out) {
  __shared__ float tile[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = in[i];
  __syncthreads();
  float v = tile[(threadIdx.x + 1) & 255];
  out[i] = v * v + v;
}

// `load a tile; sync; 4 FMAs on it; sync` n times: two phases, the loads (with
// the code before and after the loop) and the FMAs.
__global__ void tiledLoop(const float *in, float *out, int n) {
  __shared__ float tile[256];
  float acc = 0.f;
#pragma unroll 1
  for (int t = 0; t < n; ++t) {
    tile[threadIdx.x] = in[t * 256 + threadIdx.x];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < 4; ++k)
      acc = acc * tile[(threadIdx.x + k) & 255] + 1.f;
    __syncthreads();
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

// No barrier: no phases.
__global__ void noBarrier(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] * 2.f;
}
