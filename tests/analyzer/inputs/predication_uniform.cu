// Conditional blocks under a warp-uniform condition (`k < m`, m a kernel
// argument), which ptxas predicates less readily than a divergent one
// (analyzer/Predication.cpp). Checked against ptxas 11.8 for sm_86 with
// scripts/sass_mix.py: uniFma6's, uniHash2's, uniLoads6's and uniStore1's
// bodies are predicated (ptxas may execute part of the work unconditionally and
// predicate the rest: either way a warp issues it whatever the condition);
// uniFma7's and uniHash3's are branched around; mixedFma7 (a condition on a
// value merged after a divergent branch) counts as divergent and is predicated.
#include "kc_test_device.h"

// 6 dependent FMAs under a uniform condition: predicated.
__global__ void uniFma6(const float *a, float *out, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.f;
#pragma unroll 1
  for (int k = 0; k < n; ++k) {
    float x = a[i + k * 1024];
    acc += x;
    if (k < m) {
#pragma unroll
      for (int j = 0; j < 6; ++j)
        acc = acc * x + (float)j;
    }
  }
  out[i] = acc;
}

// 7 FMAs: branched around (a divergent condition predicates up to 8).
__global__ void uniFma7(const float *a, float *out, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.f;
#pragma unroll 1
  for (int k = 0; k < n; ++k) {
    float x = a[i + k * 1024];
    acc += x;
    if (k < m) {
#pragma unroll
      for (int j = 0; j < 7; ++j)
        acc = acc * x + (float)j;
    }
  }
  out[i] = acc;
}

// 2 steps of an integer hash (6 IR operations): predicated.
__global__ void uniHash2(const unsigned *a, unsigned *out, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned h = 0;
#pragma unroll 1
  for (int k = 0; k < n; ++k) {
    unsigned x = a[i + k * 1024];
    h += x;
    if (k < m) {
      h = (h ^ (k + 0)) * 2654435761u;
      h = (h ^ (k + 1)) * 2654435761u;
    }
  }
  out[i] = h;
}

// 3 steps: branched around (a divergent condition predicates 3).
__global__ void uniHash3(const unsigned *a, unsigned *out, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned h = 0;
#pragma unroll 1
  for (int k = 0; k < n; ++k) {
    unsigned x = a[i + k * 1024];
    h += x;
    if (k < m) {
      h = (h ^ (k + 0)) * 2654435761u;
      h = (h ^ (k + 1)) * 2654435761u;
      h = (h ^ (k + 2)) * 2654435761u;
    }
  }
  out[i] = h;
}

// 6 guarded loads and adds: predicated, as under a divergent condition.
__global__ void uniLoads6(const float *a, const float *b, float *out, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.f;
#pragma unroll 1
  for (int k = 0; k < n; ++k) {
    float x = a[i + k * 1024];
    acc += x;
    if (k < m) {
      acc += b[k * 64 + 0]; acc += b[k * 64 + 1]; acc += b[k * 64 + 2];
      acc += b[k * 64 + 3]; acc += b[k * 64 + 4]; acc += b[k * 64 + 5];
    }
  }
  out[i] = acc;
}

// A load and its store under a uniform condition: predicated (stores keep the
// divergent limit).
__global__ void uniStore1(const float *a, float *out, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#pragma unroll 1
  for (int k = 0; k < n; ++k) {
    float x = a[i + k * 1024];
    if (k < m)
      out[i + k * 4096] = x;
  }
}

// 7 FMAs under `k < lim`, where lim is m or n by a per-thread choice: the value
// merged after that divergent branch differs between lanes, so the condition is
// divergent and the 7 FMAs are predicated.
__global__ void mixedFma7(const float *a, float *out, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lim = n;
  if (a[i] > 0.5f)
    lim = m;
  float acc = 0.f;
#pragma unroll 1
  for (int k = 0; k < n; ++k) {
    float x = a[i + k * 1024];
    acc += x;
    if (k < lim) {
#pragma unroll
      for (int j = 0; j < 7; ++j)
        acc = acc * x + (float)j;
    }
  }
  out[i] = acc;
}
