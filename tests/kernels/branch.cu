// A data-dependent branch: the taken side depends on the loaded value, not on
// thread ids or arguments, so the analysis needs a branch probability (default
// 0.5, --branch-prob LINE=P). The expensive side (a 32-step loop) is on line 11.
__global__ void clampOrIterate(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = in[i];
  if (v > 0.0f) {
    float acc = v;
    for (int k = 0; k < 32; ++k)
      acc = acc * 0.5f + sqrtf(acc);
    out[i] = acc;
  } else {
    out[i] = 0.0f;
  }
}
