// Textbook kernels (Hwu, Kirk & El Hajj, "Programming Massively Parallel
// Processors") written for kernelcast's accuracy smoke test of NVBench
// timings of such kernels (README.md beside this file): element-wise array
// add with a row-major and a column-major thread mapping, 1-D and 2-D
// convolution with a mask in global memory, matrix-vector product, RGB to
// grayscale and a histogram with per-block bins in shared memory. The convolutions clamp their result to [0, 1] in double
// precision, as the timed kernels do.
#include <cstdint>

// Thread x walks the columns: neighbouring threads touch neighbouring elements.
__global__ void add_rows(float *a, float *b, float *c, int m, int n) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < n && col < m)
    c[row * m + col] = a[row * m + col] + b[row * m + col];
}

// Thread x walks the rows: neighbouring threads are a row apart.
__global__ void add_columns(float *a, float *b, float *c, int m, int n) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  int col = blockIdx.y * blockDim.y + threadIdx.y;
  if (row < n && col < m)
    c[row * m + col] = a[row * m + col] + b[row * m + col];
}

__device__ __forceinline__ float unit_clamp(float v) { return (float)fmin(fmax((double)v, 0.0), 1.0); }

__global__ void conv1d(float *in, float *mask, float *out, int mask_width, int width) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= width)
    return;
  float sum = 0;
  int start = i - mask_width / 2;
  for (int k = 0; k < mask_width; ++k)
    if (start + k >= 0 && start + k < width)
      sum += in[start + k] * mask[k];
  out[i] = unit_clamp(sum);
}

__global__ void conv2d(float *in, float *mask, float *out, int mask_height, int mask_width, int height,
                       int width, int channels) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= height || col >= width)
    return;
  int r0 = row - mask_height / 2, c0 = col - mask_width / 2;
  for (int ch = 0; ch < channels; ++ch) {
    float sum = 0;
    for (int k = 0; k < mask_height; ++k)
      for (int l = 0; l < mask_width; ++l)
        if (r0 + k >= 0 && r0 + k < height && c0 + l >= 0 && c0 + l < width)
          sum += in[((r0 + k) * width + c0 + l) * channels + ch] * mask[k * mask_width + l];
    out[(row * width + col) * channels + ch] = unit_clamp(sum);
  }
}

// One thread per output element; each reads its matrix row and the whole vector.
__global__ void matvec(unsigned *out, unsigned *mat, unsigned *vec, int m, int n) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= m)
    return;
  unsigned sum = 0;
  for (int k = 0; k < n; ++k)
    sum += mat[row * n + k] * vec[k];
  out[row] = sum;
}

__global__ void grayscale(uint8_t *rgb, uint8_t *gray, int width, int height) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= height || col >= width)
    return;
  int px = row * width + col;
  uint8_t r = rgb[3 * px], g = rgb[3 * px + 1], b = rgb[3 * px + 2];
  gray[px] = (uint8_t)(0.21f * r + 0.71f * g + 0.07f * b);
}

// Histogram with a per-block copy of the bins in shared memory (num_bins words,
// the launch's dynamic shared memory): a grid-stride pass adds each element to
// its bin there, then every block adds its copy to the global bins. Every block
// updates the same num_bins words of `bins`, so the commit's atomics contend
// (docs/model.md#atomic-contention); the measured runs had all-zero input.
__global__ void histogram_private(unsigned *input, unsigned *bins, unsigned num_elements,
                                  unsigned num_bins) {
  extern __shared__ unsigned local_bins[];
  for (unsigned b = threadIdx.x; b < num_bins; b += blockDim.x)
    local_bins[b] = 0;
  __syncthreads();
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < num_elements; i += blockDim.x * gridDim.x)
    atomicAdd(&local_bins[input[i]], 1u);
  __syncthreads();
  for (unsigned b = threadIdx.x; b < num_bins; b += blockDim.x)
    atomicAdd(&bins[b], local_bins[b]);
}
