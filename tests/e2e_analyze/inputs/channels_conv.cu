// A 2-D filter over an image whose channels are interleaved (pixel-major):
// the taps of the unrolled inner loop read in[] at offsets one pixel apart.
__global__ void filterChannels(const float *in, const float *mask, float *out, int h, int w,
                               int ch, int r) {
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  if (y >= h || x >= w)
    return;
  for (int c = 0; c < ch; ++c) {
    float s = 0;
    for (int k = 0; k < 2 * r + 1; ++k)
#pragma unroll 4
      for (int l = 0; l < 2 * r + 1; ++l)
        s += in[((y - r + k) * w + x - r + l) * ch + c] * mask[k * (2 * r + 1) + l];
    out[(y * w + x) * ch + c] = s;
  }
}
