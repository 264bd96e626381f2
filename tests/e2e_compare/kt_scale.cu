// A tiny Kernel Tuner style kernel for the --kernel-tuner-cache tests: each
// thread doubles tile_size_x elements spaced block_size_x apart. It only
// compiles when block_size_x and tile_size_x come in as -D defines, as Kernel
// Tuner passes every tunable parameter.
extern "C" __global__ void scale(float *x, int n) {
  int i = blockIdx.x * block_size_x * tile_size_x + threadIdx.x;
#pragma unroll
  for (int t = 0; t < tile_size_x; ++t) {
    int j = i + t * block_size_x;
    if (j < n)
      x[j] *= 2.0f;
  }
}
