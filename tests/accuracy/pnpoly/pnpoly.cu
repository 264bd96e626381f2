// Point in polygon by the crossing-number test (Dan Sunday, "Inclusion of a
// Point in a Polygon", 2001), written for kernelcast's accuracy smoke test of
// Kernel Tuner's tunable pnpoly kernel (README.md beside this file). The
// polygon's POLY_VERTICES vertices are in constant memory; each thread tests
// tile_size points that lie block_size_x apart. Compile-time parameters, with
// Kernel Tuner's names:
//   block_size_x    threads per block (1-D)
//   tile_size       points per thread
//   between_method  0: (b > a) != (c > a)   1: two compound comparisons
//                   2: product test, equality first   3: product test, equality last
//   use_method      0: flip a flag under an if   1: add a branch-free 0/1
//                   2: count under an if (both 1 and 2 keep the parity)
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef tile_size
#define tile_size 1
#endif
#ifndef between_method
#define between_method 0
#endif
#ifndef use_method
#define use_method 0
#endif

#define POLY_VERTICES 600

__constant__ float2 poly_vertices[POLY_VERTICES];

// Whether y lies between the vertical extents y0 and y1 of an edge.
__device__ __forceinline__ int y_between(float y, float y0, float y1) {
#if between_method == 0
  return (y0 > y) != (y1 > y);
#elif between_method == 1
  return ((y0 <= y) && (y1 > y)) || ((y0 > y) && (y1 <= y));
#elif between_method == 2
  return ((y - y0) == 0.0f) || ((y - y0) * (y - y1) < 0.0f);
#else
  return ((y - y0) * (y - y1) < 0.0f) || (y - y0 == 0.0f);
#endif
}

__global__ void cn_pnpoly(int *inside, float2 *points, int n) {
  int first = blockIdx.x * block_size_x * tile_size + threadIdx.x;
  if (first >= n)
    return;
  int crossings[tile_size];
  float2 pt[tile_size];
#pragma unroll
  for (int t = 0; t < tile_size; t++) {
    crossings[t] = 0;
    if (first + t * block_size_x < n)
      pt[t] = points[first + t * block_size_x];
  }
  int prev = POLY_VERTICES - 1;
  for (int cur = 0; cur < POLY_VERTICES; prev = cur++) {
    float2 a = poly_vertices[cur];
    float2 b = poly_vertices[prev];
    float inv_slope = (b.x - a.x) / (b.y - a.y);
#pragma unroll
    for (int t = 0; t < tile_size; t++) {
      float2 p = pt[t];
#if use_method == 0
      if (y_between(p.y, a.y, b.y) && p.x < inv_slope * (p.y - a.y) + a.x)
        crossings[t] = !crossings[t];
#elif use_method == 1
      int spans = y_between(p.y, a.y, b.y);
      crossings[t] += spans && (p.x < a.x + inv_slope * (p.y - a.y));
#else
      if (y_between(p.y, a.y, b.y) && p.x < inv_slope * (p.y - a.y) + a.x)
        crossings[t] += 1;
#endif
    }
  }
#pragma unroll
  for (int t = 0; t < tile_size; t++)
    if (first + t * block_size_x < n)
#if use_method == 0
      inside[first + t * block_size_x] = crossings[t];
#else
      inside[first + t * block_size_x] = crossings[t] & 1;
#endif
}
