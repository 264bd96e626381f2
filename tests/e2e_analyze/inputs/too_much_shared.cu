// A kernel declaring 64 KiB of static shared memory, above the 48 KiB ptxas
// allows (tests/e2e_analyze/shared_limit.ptxas.test).
__global__ void bigTile(const float *in, float *out) {
  __shared__ float tile[16384];
  tile[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = tile[(threadIdx.x * 7) % 16384];
}
