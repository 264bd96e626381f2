// A kernel whose tunable sizes come from -D, named as Kernel Tuner users name
// them (grid_width is also a parameter name in cuda.h's declarations).
__global__ void rowCopy(const float *in, float *out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x < grid_width)
    out[x] = in[x] * tile_size_x;
}
