// Minimal CUDA device declarations for generating the analyzer's test IR with
// clang-22 -nocudainc (the front end ships its own, fuller header).
#pragma once
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __restrict__ __restrict
#include <__clang_cuda_builtin_vars.h>
__device__ inline int atomicAdd(int *P, int V) { return __nvvm_atom_add_gen_i(P, V); }
__device__ inline float atomicAdd(float *P, float V) { return __nvvm_atom_add_gen_f(P, V); }
__device__ inline float __shfl_down_sync(unsigned M, float V, unsigned D) {
  return __nvvm_shfl_sync_down_f32(M, V, D, 0x1f);
}
extern "C" __device__ float __nv_expf(float);
extern "C" __device__ float __nv_sqrtf(float);
__device__ inline float expf(float X) { return __nv_expf(X); }
__device__ inline float sqrtf(float X) { return __builtin_sqrtf(X); }
