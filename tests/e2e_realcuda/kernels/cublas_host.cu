// A host function calls cuBLAS (whose header may be missing); the kernel beside
// it must still be analyzed.
#include <cublas_v2.h>
#include <cuda_runtime.h>

__global__ void relu(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = x[i] > 0.0f ? x[i] : 0.0f;
}

void gemmThenRelu(const float *A, const float *B, float *C, int n) {
  cublasHandle_t handle;
  cublasCreate(&handle);
  const float alpha = 1.0f, beta = 0.0f;
  cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, A, n, B, n, &beta, C, n);
  relu<<<(n * n + 255) / 256, 256>>>(C, n * n);
  cublasDestroy(handle);
}
