// A search loop: a counted exit (j < n) and a data-dependent one (the key found).
// Its trip count is unknown; the analysis names the bound (tests/e2e_analyze/search_loop.test).
__global__ void findKey(const int *a, int *pos, int key, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int j = 0;
  for (; j < n && a[i * n + j] != key; ++j)
    ;
  pos[i] = j;
}
