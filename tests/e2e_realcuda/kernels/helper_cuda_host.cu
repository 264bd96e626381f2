// helper_cuda.h-style host code: an error-checking macro around runtime calls.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
template <typename T> void check(T result, const char *func, const char *file, int line) {
  if (result) {
    fprintf(stderr, "CUDA error at %s:%d code=%d(%s) \"%s\"\n", file, line,
            static_cast<unsigned int>(result), cudaGetErrorString(result), func);
    exit(EXIT_FAILURE);
  }
}

__global__ void addOne(int *d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    d[i] += 1;
}

int main() {
  int *d;
  cudaEvent_t start, stop;
  checkCudaErrors(cudaMalloc(&d, 1024 * sizeof(int)));
  checkCudaErrors(cudaEventCreate(&start));
  checkCudaErrors(cudaEventCreate(&stop));
  checkCudaErrors(cudaEventRecord(start));
  addOne<<<4, 256>>>(d, 1024);
  checkCudaErrors(cudaGetLastError());
  checkCudaErrors(cudaEventRecord(stop));
  checkCudaErrors(cudaEventSynchronize(stop));
  float ms = 0;
  checkCudaErrors(cudaEventElapsedTime(&ms, start, stop));
  printf("%f ms\n", ms);
  checkCudaErrors(cudaFree(d));
  return 0;
}
