// A warning in device code next to host code that needs skipping (`max` on the
// host, which nvcc provides and Clang's CUDA headers declare for the device
// only). The warning is not an error: the retry cuts the host statements and the
// kernel is analyzed. (The retry used to count the warning as an error in device
// code and stop: HeCBench's logic-rewrite, a constant-conversion warning in its
// hash_table.h.)
__global__ void fill(unsigned int *keys, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#warning "a warning inside device code"
  if (i < n)
    keys[i] = 7u;
}

int largestGap(const int *ranges, int count) {
  int gap = ranges[0];
  for (int i = 1; i < count; i++)
    gap = max(gap, ranges[i] - ranges[i - 1]);
  return gap;
}
