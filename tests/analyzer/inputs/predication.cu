// Short conditional blocks that ptxas predicates, and blocks it branches around
// (analyzer/Predication.cpp). Checked against ptxas 11.8 for sm_86 with
// scripts/sass_mix.py: guardedFma's and guardedLoad's bodies are predicated
// (one BRA per iteration: the back edge), guardedLong's, guardedDivision's and
// earlyExit's are branched around or exited.
#include "kc_test_device.h"

// 4 dependent FMAs under a data-dependent condition: predicated.
__global__ void guardedFma(const float *a, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.f;
#pragma unroll 1
  for (int k = 0; k < n; ++k) {
    float x = a[i + k * 1024];
    if (x > 0.5f) {
#pragma unroll
      for (int j = 0; j < 4; ++j)
        acc = acc * x + (float)j;
    }
  }
  out[i] = acc;
}

// 12 dependent FMAs: too long, branched around.
__global__ void guardedLong(const float *a, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.f;
#pragma unroll 1
  for (int k = 0; k < n; ++k) {
    float x = a[i + k * 1024];
    if (x > 0.5f) {
#pragma unroll
      for (int j = 0; j < 12; ++j)
        acc = acc * x + (float)j;
    }
  }
  out[i] = acc;
}

// A guarded load divided by x: an IEEE division has its own slow path, so the
// body is branched around.
__global__ void guardedDivision(const float *a, const float *b, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.f;
#pragma unroll 1
  for (int k = 0; k < n; ++k) {
    float x = a[i + k * 1024];
    if (x > 0.5f)
      acc += b[k] / x;
  }
  out[i] = acc;
}

// A guarded load and add, with its index arithmetic: predicated.
__global__ void guardedLoad(const float *a, const float *b, float *out, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.f;
#pragma unroll 1
  for (int k = 0; k < n; ++k) {
    float x = a[i + k * 1024];
    if (x > 0.5f)
      acc += b[(i + k) * m + 3];
  }
  out[i] = acc;
}

// A guard around the rest of the kernel: an early exit, not predication.
__global__ void earlyExit(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = 2.0f * x[i];
}

// A window check `0 <= j < n` around a load: the two compares' `and` is the
// second compare's predicate combine (ISETP.LT.OR P0, ..., P0), not an
// instruction of its own; the guarded load and add are predicated.
__global__ void windowSum(const float *a, float *out, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int start = i - m / 2;
  float acc = 0.f;
#pragma unroll 1
  for (int k = 0; k < m; ++k) {
    int j = start + k;
    if (j >= 0 && j < n)
      acc += a[j];
  }
  out[i] = acc;
}

// An integer hash under the condition, 3 steps (9 IR operations; an LOP3 and
// an IMAD each in SASS): predicated.
__global__ void hashThreeSteps(const float *a, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned h = i;
#pragma unroll 1
  for (int k = 0; k < n; ++k) {
    float x = a[i + k * 1024];
    if (x > 0.5f) {
#pragma unroll
      for (int j = 0; j < 3; ++j)
        h = (h ^ (unsigned)(k + j)) * 0x9e3779b1u;
    }
  }
  out[i] = h;
}

// The same hash, 4 steps: branched around.
__global__ void hashFourSteps(const float *a, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned h = i;
#pragma unroll 1
  for (int k = 0; k < n; ++k) {
    float x = a[i + k * 1024];
    if (x > 0.5f) {
#pragma unroll
      for (int j = 0; j < 4; ++j)
        h = (h ^ (unsigned)(k + j)) * 0x9e3779b1u;
    }
  }
  out[i] = h;
}

// 5 stores of one value under the condition: predicated.
__global__ void fiveStores(const float *a, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#pragma unroll 1
  for (int k = 0; k < n; ++k) {
    float x = a[i + k * 1024];
    if (x > 0.5f) {
#pragma unroll
      for (int j = 0; j < 5; ++j)
        out[i + (k * 5 + j) * 4096] = x;
    }
  }
}

// 6 stores: branched around.
__global__ void sixStores(const float *a, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#pragma unroll 1
  for (int k = 0; k < n; ++k) {
    float x = a[i + k * 1024];
    if (x > 0.5f) {
#pragma unroll
      for (int j = 0; j < 6; ++j)
        out[i + (k * 6 + j) * 4096] = x;
    }
  }
}
