// Grid- and block-stride loops runtime-unrolled as nvcc unrolls them
// (analyzer/NvvmLikeUnroll.h): registers from kernelcast's PTX through ptxas
// against nvcc's. CUDA 13.0, `nvcc -cubin -arch=sm_80 -Xptxas -v` (checked by hand;
// `nvcc -ptx` shows the unroll factor): strideVar 24 registers (unrolled by 4:
// 4 + 1 loads of x and of y), strideInline 12 (rolled: the unsigned
// `i += blockDim.x * gridDim.x` gives no trip count), blockStride256 8 (rolled).
// kernelcast had 14 for strideVar before (LLVM refused the division in its trip
// count, "expensive trip count"); 24 with the pass, 26 with the epilogue remainder
// (unroll-runtime-epilog, kept for the analysis: docs/analyzer-frontend.md).
__global__ void strideVar(float *y, const float *x, float a, int n) {
  int stride = blockDim.x * gridDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
    y[i] = a * x[i] + y[i];
}

__global__ void strideInline(float *y, const float *x, float a, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}

__global__ void blockStride256(float *y) {
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    y[b] = 0.f;
}
