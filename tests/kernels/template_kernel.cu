// A template kernel with a __device__ helper, instantiated from host code for
// float and double (and explicitly for int): the analysis lists scale<float>,
// scale<double> and scale<int>, and the helper is inlined into each.
#include <cstdio>

template <typename T> __device__ T twice(T v) { return v + v; }

template <typename T> __global__ void scale(T *data, T factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = twice(data[i]) * factor;
}

template __global__ void scale<int>(int *, int, int);

int main() {
  float *f;
  double *d;
  cudaMalloc(&f, 1024 * sizeof(float));
  cudaMalloc(&d, 1024 * sizeof(double));
  scale<float><<<4, 256>>>(f, 2.0f, 1024);
  scale<<<4, 256>>>(d, 3.0, 1024);
  cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
