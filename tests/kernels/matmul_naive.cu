// Naive matrix multiplication P = M * N (square, Width x Width), one thread per
// output element: the loop's trip count is Width; N[k*Width+j] is coalesced
// (consecutive tx -> consecutive j), M[i*Width+k] is the same address for all
// threads of a row (one sector per distinct threadIdx.y in the warp).
__global__ void matmulNaive(const float *M, const float *N, float *P, int Width) {
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < Width && j < Width) {
    float acc = 0.0f;
    for (int k = 0; k < Width; ++k)
      acc += M[i * Width + k] * N[k * Width + j];
    P[i * Width + j] = acc;
  }
}
