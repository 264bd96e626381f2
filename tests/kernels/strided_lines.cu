// A loop of one global load whose warp request touches `stride` 128-byte lines
// (lane l reads in[l * stride + k * 1056]: stride 32 floats puts every lane in a
// line of its own). Used to pin the per-line issue cost of global loads.
__global__ void stridedLines(const float *in, float *out, int stride, int iters) {
  float acc = 0.f;
  const float *p = in + threadIdx.x * stride;
  for (int k = 0; k < iters; ++k)
    acc += p[k * 32 * 33];
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
