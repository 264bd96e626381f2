// Device functions the build calls instead of inlining (analyzer/InlineDeviceCalls.h).
// callsPoly calls a __noinline__ Horner polynomial of 8 FMAs; inlinePoly has the
// same loop written in the kernel; callsFib calls a recursive function.
__device__ __noinline__ float poly(float x) {
  float r = 0.f;
  for (int k = 0; k < 8; ++k)
    r = r * x + 1.0f;
  return r;
}

__global__ void callsPoly(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = poly(in[i]);
}

__global__ void inlinePoly(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float x = in[i], r = 0.f;
    for (int k = 0; k < 8; ++k)
      r = r * x + 1.0f;
    out[i] = r;
  }
}

__device__ int fib(int x) { return x < 2 ? x : fib(x - 1) + fib(x - 2); }

__global__ void callsFib(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = fib(i % 16);
}
