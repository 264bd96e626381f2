// A loop with two exits (`j < n && start + j < k`) whose body is large enough
// that LLVM does not fold the exits into one: 16 multiply-adds per iteration.
// Regenerate two_exit_loop.ll with: kc-emit-ll two_exit_loop.cu two_exit_loop.ll
__device__ void mix16(const unsigned int *in, unsigned int *out) {
  unsigned int a = in[0], b = in[1];
  for (int r = 0; r < 16; ++r) {
    a = a * 1664525u + b;
    b ^= a >> 3;
  }
  out[0] = a;
  out[1] = b;
}

__global__ void twoExits(int k, int n, unsigned int s0, int *found) {
  int start = (blockIdx.x * blockDim.x + threadIdx.x) * n;
  unsigned char key[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  for (int j = 0; j < n && start + j < k; ++j) {
    unsigned int digest[2];
    mix16((unsigned int *)key, digest);
    if (digest[0] == s0)
      found[0] = start + j;
    ++key[0];
  }
}
