// cub::BlockReduce over a 128-thread block; thread 0 writes the block's sum.
#include <cub/block/block_reduce.cuh>

__global__ void blockSum(const int *in, int *out) {
  using BlockReduce = cub::BlockReduce<int, 128>;
  __shared__ typename BlockReduce::TempStorage temp;
  int v = in[blockIdx.x * 128 + threadIdx.x];
  int sum = BlockReduce(temp).Sum(v);
  if (threadIdx.x == 0)
    out[blockIdx.x] = sum;
}
