// saxpy with a bounds check: one coalesced load of x and y, one store of y per
// thread with i < n; threads past n do nothing. Host code (main, cudaMalloc,
// a <<<...>>> launch) is included to prove it does not stop the analysis.
#include <cstdio>
#include <cstdlib>
#include <vector>

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

int main() {
  const int N = 1 << 20;
  std::vector<float> hx(N, 1.0f), hy(N, 2.0f);
  float *dx, *dy;
  cudaMalloc(&dx, N * sizeof(float));
  cudaMalloc(&dy, N * sizeof(float));
  cudaMemcpy(dx, hx.data(), N * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dy, hy.data(), N * sizeof(float), cudaMemcpyHostToDevice);
  saxpy<<<(N + 255) / 256, 256>>>(N, 2.0f, dx, dy);
  cudaMemcpy(hy.data(), dy, N * sizeof(float), cudaMemcpyDeviceToHost);
  printf("y[0] = %f\n", hy[0]);
  cudaFree(dx);
  cudaFree(dy);
  return 0;
}
