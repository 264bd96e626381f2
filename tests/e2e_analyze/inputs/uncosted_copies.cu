// An operation the model has no cost for (nanosleep, inline PTX) in a loop that
// is unrolled four times: one uncosted entry, its copies counted.
__global__ void backoff(unsigned *flag, unsigned t) {
#pragma unroll
  for (int k = 0; k < 4; ++k)
    __nanosleep(t << k);
  flag[threadIdx.x] = t;
}
