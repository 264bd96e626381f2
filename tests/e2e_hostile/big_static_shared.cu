// 64 KB of static __shared__ memory: more than the 48 KB a kernel may declare
// statically (ptxas refuses it), so no launch can run.
__global__ void bigsmem(float *out) {
  __shared__ float buf[16384]; // 64 KB static
  buf[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = buf[(threadIdx.x + 1) % 16384];
}
