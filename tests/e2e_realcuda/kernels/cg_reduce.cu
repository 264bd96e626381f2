// Cooperative groups: a block split into 32-thread tiles, each tile reduced with
// cg::reduce, lane 0 adds the tile's sum to *out.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void tileSum(const float *in, float *out, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  float s = cg::reduce(tile, v, cg::plus<float>());
  if (tile.thread_rank() == 0)
    atomicAdd(out, s);
}
