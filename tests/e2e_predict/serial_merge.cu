// A fully unrolled serial merge: each step advances one of two indices by a
// comparison of loaded values, so every later address is a select on all the
// earlier ones. As one formula that is 2^steps paths: predict must refuse it at
// once with the reason, not run out of memory.
__global__ void serialMerge(const int *a, int *out, int i0, int j0, int ni, int nj) {
  int i = i0, j = j0, iEnd = i0 + ni, jEnd = j0 + nj;
  int x = a[i], y = a[j];
#pragma unroll
  for (int s = 0; s < 20; s++) {
    bool takeY = j < jEnd && (i >= iEnd || y < x);
    out[threadIdx.x * 20 + s] = takeY ? y : x;
    if (takeY) y = a[++j]; else x = a[++i];
  }
}
