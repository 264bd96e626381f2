// Tiled matrix multiplication with shared memory (the CUDA Programming Guide's
// shared-memory version), TILE x TILE blocks; TILE is a macro, override with
// -D TILE=32. Facts for TILE=16: outer trip count Width/16, two __syncthreads per
// iteration, 2 coalesced 4-byte global loads per iteration, Nds[k][tx] reads are
// conflict-free and Mds[ty][k] reads are broadcasts; static shared memory
// 2*16*16*4 = 2048 bytes. Width must be a multiple of TILE.
#ifndef TILE
#define TILE 16
#endif

__global__ void matmulTiled(const float *M, const float *N, float *P, int Width) {
  __shared__ float Mds[TILE][TILE];
  __shared__ float Nds[TILE][TILE];
  int bx = blockIdx.x, by = blockIdx.y;
  int tx = threadIdx.x, ty = threadIdx.y;
  int Row = by * TILE + ty;
  int Col = bx * TILE + tx;
  float acc = 0.0f;
  for (int m = 0; m < Width / TILE; ++m) {
    Mds[ty][tx] = M[Row * Width + m * TILE + tx];
    Nds[ty][tx] = N[(m * TILE + ty) * Width + Col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      acc += Mds[ty][k] * Nds[k][tx];
    __syncthreads();
  }
  P[Row * Width + Col] = acc;
}
