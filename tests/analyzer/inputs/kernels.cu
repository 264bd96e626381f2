#include "kc_test_device.h"

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

__global__ void matmulNaive(const float *M, const float *N, float *P, int Width) {
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < Width && j < Width) {
    float Sum = 0;
    for (int k = 0; k < Width; ++k)
      Sum += M[i * Width + k] * N[k * Width + j];
    P[i * Width + j] = Sum;
  }
}

#define TILE 16
__global__ void matmulTiled(const float *M, const float *N, float *P, int Width) {
  __shared__ float Mds[TILE][TILE];
  __shared__ float Nds[TILE][TILE];
  int bx = blockIdx.x, by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
  int Row = by * TILE + ty;
  int Col = bx * TILE + tx;
  float Pvalue = 0;
  for (int ph = 0; ph < Width / TILE; ++ph) {
    Mds[ty][tx] = M[Row * Width + ph * TILE + tx];
    Nds[ty][tx] = N[(ph * TILE + ty) * Width + Col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      Pvalue += Mds[ty][k] * Nds[k][tx];
    __syncthreads();
  }
  P[Row * Width + Col] = Pvalue;
}

__global__ void stridedCopy(float *out, const float *in, int stride) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i * stride];
}

__global__ void offsetCopy(float *out, const float *in, int offset) {
  int i = blockIdx.x * blockDim.x + threadIdx.x + offset;
  out[i] = in[i];
}

__global__ void gridStride(int n, const float *x, float *y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = 2.0f * x[i];
}

__global__ void dataBranch(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i];
  if (v > 0.0f)
    v = expf(v) * 3.0f + v / 7.0f;
  y[i] = v;
}

__global__ void histogram(const int *data, int *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&bins[data[i] & 255], 1);
}

__global__ void reduce(const float *in, float *out, int n) {
  __shared__ float sdata[256];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}

__global__ void transposeNaive(float *out, const float *in, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h)
    out[x * h + y] = in[y * w + x];
}

__global__ void transposeTiled(float *out, const float *in, int w, int h) {
  __shared__ float tile[32][33];
  int x = blockIdx.x * 32 + threadIdx.x;
  int y = blockIdx.y * 32 + threadIdx.y;
  if (x < w && y < h)
    tile[threadIdx.y][threadIdx.x] = in[y * w + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x;
  y = blockIdx.x * 32 + threadIdx.y;
  if (x < h && y < w)
    out[y * h + x] = tile[threadIdx.x][threadIdx.y];
}

__global__ void fp64Poly(const double *x, double *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    double v = x[i];
    y[i] = __builtin_sqrt(v) / (v * v + 1.0);
  }
}

__global__ void nestedLoops(float *a, int n, int m) {
  int t = threadIdx.x;
  float s = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      s += a[(i * m + j) * 64 + t];
  a[t] = s;
}

__global__ void triangular(float *a, int n) {
  float s = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= i; ++j)
      s += a[j * 32 + threadIdx.x];
  a[threadIdx.x] = s;
}

extern __shared__ float dyn[];
__global__ void dynShared(float *out) {
  dyn[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = dyn[blockDim.x - 1 - threadIdx.x];
}

// The exit depends on loaded data: no trip count (a trip.* symbol).
__global__ void chase(const int *next, int *out) {
  int i = threadIdx.x, steps = 0;
  while (i >= 0) {
    i = next[i];
    ++steps;
  }
  out[threadIdx.x] = steps;
}

// A doubling loop (Hillis-Steele scan steps): ceil(log2(blockDim.x)) iterations.
__global__ void scanSteps(float *x) {
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    float v = threadIdx.x >= s ? x[threadIdx.x - s] : 0.0f;
    __syncthreads();
    x[threadIdx.x] += v;
    __syncthreads();
  }
}

// Each thread reads a whole 9-float element (array of structures): every load
// alone is strided (36 B between lanes), together they cover the span.
__global__ void aosSum(const float *in, float *out) {
  int e = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 0;
  for (int k = 0; k < 9; ++k)
    s += in[9 * e + k];
  out[e] = s;
}

// A 5-point stencil: five loads of one array at constant offsets of each other.
__global__ void stencil5(const float *in, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x > 0 && y > 0 && x < w - 1 && y < h - 1)
    out[y * w + x] = in[y * w + x] + in[y * w + x - 1] + in[y * w + x + 1] + in[(y - 1) * w + x] +
                     in[(y + 1) * w + x];
}

// A bounds check on a window around the thread (1-D convolution): affine in the
// loop counter and the thread index, with a loop-invariant floor (mask / 2), so it
// is evaluated at the mean iteration, not taken as data-dependent.
__global__ void windowSum(const float *in, float *out, int mask, int width) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= width)
    return;
  int start = i - mask / 2;
  float sum = 0;
  for (int k = 0; k < mask; ++k)
    if (start + k >= 0 && start + k < width)
      sum += in[start + k];
  out[i] = sum;
}
