// A fully unrolled serial merge: each step advances one of two indices by a
// comparison of loaded values, so every later index is a select on all the
// earlier comparisons, 2^steps paths as one formula. Past a few steps the
// analysis takes such an index as data-dependent (a gather through loaded
// data, --scatter 12=V) instead of growing it: analysis in milliseconds, not
// hours (it was 4x slower per step: 7.7 s at 14 steps).
__global__ void serialMerge(const int *a, int *out, int i0, int j0, int ni, int nj) {
  int i = i0 + threadIdx.x * 40, j = j0 + threadIdx.x * 40, iEnd = i + ni, jEnd = j + nj;
  int x = a[i], y = a[j];
#pragma unroll
  for (int s = 0; s < 20; s++) {
    bool takeY = j < jEnd && (i >= iEnd || y < x);
    out[threadIdx.x * 20 + s] = takeY ? y : x;
    if (takeY) y = a[++j]; else x = a[++i];
  }
}
