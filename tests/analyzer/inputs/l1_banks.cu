#include "kc_test_device.h"

// Global requests whose lanes meet one L1 data bank at different words
// (AccessPattern.h, l1DataBankWays): a row walk with a symbolic pitch, a
// column walk of a 2-D block, and constant strides.

// Each thread walks its own row: lanes are 4 * n bytes apart, all in one bank
// when n is a multiple of 32.
__global__ void rowWalk(float *out, const float *mat, const float *vec, int n) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  float sum = 0;
  for (int j = 0; j < n; ++j)
    sum += mat[row * n + j] * vec[j];
  out[row] = sum;
}

// threadIdx.x walks the rows, threadIdx.y the columns (a 2-D block).
__global__ void pitchColumns(float *out, const float *in, int pitch) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  int c = blockIdx.y * blockDim.y + threadIdx.y;
  out[r * pitch + c] = in[r * pitch + c];
}

// Constant strides: 32 words (one bank) and 33 words (every bank once).
__global__ void constStrides(float *out, const float *in) {
  out[threadIdx.x * 33] = in[threadIdx.x * 32];
}
