// A 2-D 5-point stencil (Jacobi step) on an nx x ny grid, interior points only:
// five coalesced loads (the row above/below are other rows of the same columns)
// and one store per interior thread.
__global__ void jacobi5(const float *in, float *out, int nx, int ny) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x > 0 && x < nx - 1 && y > 0 && y < ny - 1) {
    int c = y * nx + x;
    out[c] = 0.2f * (in[c] + in[c - 1] + in[c + 1] + in[c - nx] + in[c + nx]);
  }
}
