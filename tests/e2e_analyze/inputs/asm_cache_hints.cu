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

// The address as a 64-bit integer cast from the pointer (cccl's form): the
// analysis follows the pointer, lanes 12 bytes apart.
__global__ void strideThree(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v;
  unsigned long long a = (unsigned long long)__cvta_generic_to_global(&in[3 * i]);
  asm volatile("ld.global.nc.f32 %0, [%1];" : "=f"(v) : "l"(a));
  out[i] = v;
}

// Integer arithmetic on the address: not followed, so left uncosted and named.
__global__ void integerAddress(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v;
  asm volatile("ld.global.f32 %0, [%1];" : "=f"(v) : "l"((unsigned long long)in + 4ull * i));
  out[i] = v;
}
