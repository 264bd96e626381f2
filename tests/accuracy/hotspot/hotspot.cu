// The hotspot thermal stencil (Rodinia) with temporal tiling, written for
// kernelcast's accuracy smoke test of Kernel Tuner's tunable hotspot kernel
// (README.md beside this file). One launch advances the temperature grid by
// temporal_tiling_factor steps: a block stages its tile plus a halo of that
// width in shared memory (two buffers), steps there, then writes its points.
// The inputs are padded by a zero border of max_tfactor points on each side.
// Compile-time parameters, with Kernel Tuner's names:
//   grid_width, grid_height       the temperature grid
//   block_size_x, block_size_y    threads per block
//   tile_size_x, tile_size_y      output points per thread
//   temporal_tiling_factor        steps per launch (the halo width)
//   max_tfactor                   width of the inputs' zero border
//   loop_unroll_factor_t          unroll factor of the step loop
//   sh_power                      1: stage the power input in shared memory too
//   blocks_per_sm                 > 0: __launch_bounds__ minimum blocks per SM
#ifndef grid_width
#define grid_width 4096
#endif
#ifndef grid_height
#define grid_height 4096
#endif
#ifndef block_size_x
#define block_size_x 16
#endif
#ifndef block_size_y
#define block_size_y 16
#endif
#ifndef tile_size_x
#define tile_size_x 1
#endif
#ifndef tile_size_y
#define tile_size_y 1
#endif
#ifndef temporal_tiling_factor
#define temporal_tiling_factor 1
#endif
#ifndef max_tfactor
#define max_tfactor 10
#endif
#ifndef loop_unroll_factor_t
#define loop_unroll_factor_t 1
#endif
#ifndef sh_power
#define sh_power 0
#endif
#ifndef blocks_per_sm
#define blocks_per_sm 0
#endif

#define HALO temporal_tiling_factor
#define TILE_W (block_size_x * tile_size_x + 2 * HALO)
#define TILE_H (block_size_y * tile_size_y + 2 * HALO)
#define PADDED_W (grid_width + 2 * max_tfactor)
#define PADDED_H (grid_height + 2 * max_tfactor)
#define AMBIENT 80.0f

__global__
#if blocks_per_sm > 0
__launch_bounds__(block_size_x * block_size_y, blocks_per_sm)
#endif
void calculate_temp(float *power, float *temp, float *temp_out, const float Rx_1,
                    const float Ry_1, const float Rz_1, const float step_div_cap) {
  // The tile's origin in the padded inputs: the border is wider than the halo.
  const int skip = max_tfactor - HALO;
  const float *power_in = power + skip * PADDED_W + skip;
  const float *temp_in = temp + skip * PADDED_W + skip;
  const int x0 = tile_size_x * block_size_x * blockIdx.x;
  const int y0 = tile_size_y * block_size_y * blockIdx.y;

  __shared__ float buf[2][TILE_H][TILE_W];
#if sh_power == 1
  __shared__ float pw[TILE_H][TILE_W];
#endif
  int cur = 1;
#pragma unroll
  for (int r = threadIdx.y; r < TILE_H; r += block_size_y) {
#pragma unroll
    for (int c = threadIdx.x; c < TILE_W; c += block_size_x) {
      int x = x0 + c, y = y0 + r;
      if (x < PADDED_W && y < PADDED_H) {
        buf[cur][r][c] = temp_in[y * PADDED_W + x];
#if sh_power == 1
        pw[r][c] = power_in[y * PADDED_W + x];
#endif
      } else {
        // 2.0 is a double, as in the tuned kernel: the update runs in FP64.
        buf[1 - cur][r][c] = 0.0f;
        buf[cur][r][c] = 0.0f;
#if sh_power == 1
        pw[r][c] = 0.0f;
#endif
      }
    }
  }
  __syncthreads();

#pragma unroll loop_unroll_factor_t
  for (int step = 1; step <= temporal_tiling_factor; step++) {
#pragma unroll
    for (int r = threadIdx.y + step; r < TILE_H - step; r += block_size_y) {
#pragma unroll
      for (int c = threadIdx.x + step; c < TILE_W - step; c += block_size_x) {
        float centre = buf[cur][r][c];
#if sh_power == 1
        float p = pw[r][c];
#else
        int x = x0 + c, y = y0 + r;
        float p = 0.0f;
        if (x < PADDED_W && y < PADDED_H)
          p = power_in[y * PADDED_W + x];
#endif
        // 2.0 is a double, as in the tuned kernel: the update runs in FP64.
        buf[1 - cur][r][c] =
            centre + step_div_cap * (p + (buf[cur][r + 1][c] + buf[cur][r - 1][c] - 2.0 * centre) * Ry_1 +
                                     (buf[cur][r][c + 1] + buf[cur][r][c - 1] - 2.0 * centre) * Rx_1 +
                                     (AMBIENT - centre) * Rz_1);
      }
    }
    __syncthreads();
    cur = 1 - cur;
  }

#pragma unroll
  for (int ty = 0; ty < tile_size_y; ty++) {
#pragma unroll
    for (int tx = 0; tx < tile_size_x; tx++) {
      int x = x0 + tx * block_size_x + threadIdx.x;
      int y = y0 + ty * block_size_y + threadIdx.y;
      if (x < grid_width && y < grid_height)
        temp_out[y * grid_width + x] =
            buf[cur][ty * block_size_y + threadIdx.y + HALO][tx * block_size_x + threadIdx.x + HALO];
    }
  }
}
