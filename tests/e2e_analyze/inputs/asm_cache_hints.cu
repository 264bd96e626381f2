// Loads and stores written as inline PTX with cache hints, as cub's ThreadLoad /
// ThreadStore write them, and an atomic as a release reduction: each is one
// memory access of the model, its address read from the asm operand.
__global__ void cgCopy(const unsigned *in, unsigned *out, unsigned *flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    unsigned v;
    asm volatile("ld.global.cg.u32 %0, [%1];" : "=r"(v) : "l"(in + i));
    asm volatile("st.global.cg.u32 [%0], %1;" ::"l"(out + i), "r"(v) : "memory");
    asm volatile("red.release.gpu.global.add.u32 [%0], %1;" ::"l"(flags + (i & 7)), "r"(1u) : "memory");
  }
}
