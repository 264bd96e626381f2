// A dedispersion-like loop (e2e_predict): per channel, a float shift read from
// a table every lane shares is truncated to an integer (F2I), and a byte read
// at that shift is converted to a float (I2F) and weighted by __expf (MUFU.EX2):
// three XU instructions per iteration, 24 cycles of a GA10x processing block's
// XU, beside about 20 integer and FP32 issue cycles. The XU binds
// (docs/model.md#narrow-units).
__global__ void byte_channel_sum(const unsigned char *in, float *out, const float *shifts, int stride,
                                 float step) {
  int sample = blockIdx.x * blockDim.x + threadIdx.x;
  int dm = blockIdx.y * blockDim.y + threadIdx.y;
  float acc = 0.0f;
  for (int c = 0; c < 512; ++c) {
    unsigned shift = (dm * step) * shifts[c];
    acc += __expf(-step * in[c * stride + sample + shift]);
  }
  out[dm * stride + sample] = acc;
}
