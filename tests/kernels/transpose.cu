// Matrix transpose (width x height floats), naive and tiled (TILE_DIM x TILE_DIM
// tile in shared memory, padded by one column to avoid bank conflicts; blocks of
// TILE_DIM x BLOCK_ROWS threads). Naive: the read is coalesced, the write strides
// by height floats. Tiled: both global accesses coalesced.
#define TILE_DIM 32
#define BLOCK_ROWS 8

__global__ void transposeNaive(float *out, const float *in, int width, int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < width && y < height)
    out[x * height + y] = in[y * width + x];
}

__global__ void transposeTiled(float *out, const float *in, int width, int height) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    out[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}
