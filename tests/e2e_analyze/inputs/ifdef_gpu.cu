// A kernel that only exists when the build defines GPU (HeCBench's face
// detection is written so: `#ifdef GPU` around its __global__ functions).
#include <cstdio>
#ifdef GPU
/* a comment naming __global__ does not count; the kernel two lines below does */
__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}
#else
void scale(float *x, float a, int n) {
  for (int i = 0; i < n; ++i)
    x[i] *= a;
}
#endif
