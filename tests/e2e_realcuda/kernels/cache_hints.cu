// Cache-hinted stores (__stcs, __stcg, __stwb: declared by nvcc's headers, not by
// Clang's CUDA wrapper) and C++98's `register`, which nvcc accepts in C++17 code.
// Per thread in range: one load (__ldg), three stores.
__global__ void hinted(float *a, float4 *b, float *c, const float *in, int n) {
  register int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = __ldg(in + i);
    __stcs(a + i, v);
    __stcg(b + i, make_float4(v, v, v, v));
    __stwb(c + i, 2.0f * v);
  }
}
