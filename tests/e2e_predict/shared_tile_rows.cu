// The tiled matrix product's inner loop reads a row of Mds at k, k+1, ...:
// ptxas places each shared array at a 16-byte boundary and merges four of
// them into one LDS.128 (Kepler tile 16: 36 LDS.128 beside 147 LDS), although
// the PTX says `.align 4`. The analysis gives the shared arrays that alignment
// before the load-store vectorizer: per phase 4 16-byte loads of Mds and 16
// 4-byte loads of Nds (a column: not adjacent), not 32 4-byte loads.
#define T 16
__global__ void tiledProduct(float *P, const float *M, const float *N, int Width) {
  __shared__ float Mds[T][T];
  __shared__ float Nds[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int Row = blockIdx.y * T + ty, Col = blockIdx.x * T + tx;
  float acc = 0;
  for (int ph = 0; ph < Width / T; ++ph) {
    Mds[ty][tx] = M[Row * Width + ph * T + tx];
    Nds[ty][tx] = N[(ph * T + ty) * Width + Col];
    __syncthreads();
    for (int k = 0; k < T; ++k)
      acc += Mds[ty][k] * Nds[k][tx];
    __syncthreads();
  }
  P[Row * Width + Col] = acc;
}
