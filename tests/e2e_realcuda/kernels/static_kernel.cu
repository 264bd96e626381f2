// A `static __global__` kernel (internal linkage): Clang mangles it _ZL11scaleStaticPfi,
// nvcc's ptxas report says _Z11scaleStaticPfi; scripts/register_agreement.py must
// pair the two (register_agreement_script test).
static __global__ void scaleStatic(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= 2.0f;
}

void launchScaleStatic(float *x, int n) { scaleStatic<<<(n + 255) / 256, 256>>>(x, n); }
