// ExpDist: the cross term of the Bhattacharyya distance between two 2-D point
// sets A (m points) and B (n points) with per-point scales,
//   sum over (a, b) of exp(-|a - b|^2 / (2 (s_a + s_b))) / (s_a + s_b),
// in double precision, written for kernelcast's accuracy smoke test of Kernel
// Tuner's tunable ExpDist kernel (README.md beside this file). This is the
// project's own implementation (not the original source): the same kernel name
// and parameters, the same tunable parameters with the same work per thread.
// Each thread block writes one partial sum (cub::BlockReduce, warp-reduction
// algorithm) to cross_term[blockIdx.y * gridDim.x + blockIdx.x]; adding the
// partial sums up is left to the caller.
//
// Points are stored dimension-major: coordinate d of point p of a set of
// `count` points is at p + d * count. Compile-time parameters, with Kernel
// Tuner's names:
//   block_size_x, block_size_y  threads per block (x walks A, y walks B)
//   tile_size_x, tile_size_y    A and B points per thread, block_size apart
//   use_shared_mem              0: read the points from global memory
//                               1: stage the block's A and B points in shared memory
//                               2: as 1, B double-buffered (use_column = 1 only)
//   loop_unroll_factor_x/_y     unroll factors of the two tile loops
//   use_column                  0: a 2-D grid covering all m x n pairs
//                               1: gridDim.y rows of blocks (Kernel Tuner's
//                                  n_y_blocks) stepping over B grid-stride
//   use_separate_acc            1: one accumulator per pair of the tile, summed
//                               at the end (use_column = 0 only, as in the tuned kernel)
#include <cub/block/block_reduce.cuh>

#ifndef block_size_x
#define block_size_x 32
#endif
#ifndef block_size_y
#define block_size_y 4
#endif
#ifndef tile_size_x
#define tile_size_x 4
#endif
#ifndef tile_size_y
#define tile_size_y 4
#endif
#ifndef use_shared_mem
#define use_shared_mem 1
#endif
#ifndef loop_unroll_factor_x
#define loop_unroll_factor_x 1
#endif
#ifndef loop_unroll_factor_y
#define loop_unroll_factor_y 1
#endif
#ifndef use_column
#define use_column 0
#endif
#ifndef use_separate_acc
#define use_separate_acc 0
#endif

#if use_shared_mem == 2 && use_column != 1
#error "expdist.cu: use_shared_mem=2 (double-buffered B) needs use_column=1"
#endif

// The unroll factors as constants: nvcc does not expand macros in the argument
// of #pragma unroll, a constexpr it takes (Clang takes both).
constexpr int unroll_x = loop_unroll_factor_x;
constexpr int unroll_y = loop_unroll_factor_y;

#define EXPDIST_DIM 2
// Points of A and of B one thread block covers per step.
#define SPAN_A (block_size_x * tile_size_x)
#define SPAN_B (block_size_y * tile_size_y)

// One pair's contribution, s = s_a + s_b.
__device__ __forceinline__ double gauss_term(double dist2, double s) {
  return exp(-dist2 / (2.0 * s)) / s;
}

// A point set read straight from global memory: a point is found by its index
// in the set (`global`; `local`, its index in the block's tile, is not needed).
struct GlobalPoints {
  const double *coords;
  const double *scales;
  int count;
  __device__ __forceinline__ double coord(int d, int global, int) const {
    return coords[global + d * count];
  }
  __device__ __forceinline__ double scale(int global, int) const { return scales[global]; }
};

// The `len` points of a set one block works on, staged in shared memory: a
// point is found by its index in the tile (`local`).
template <int len>
struct PointTile {
  double coords[EXPDIST_DIM][len];
  double scales[len];
  __device__ __forceinline__ double coord(int d, int, int local) const { return coords[d][local]; }
  __device__ __forceinline__ double scale(int, int local) const { return scales[local]; }
};

// Copies a thread's `per_thread` points (global index first, first + stride, ...)
// of a set of `count` points into the tile at local index local, local + stride, ...
template <int per_thread, int stride, int len>
__device__ __forceinline__ void stage_points(PointTile<len> &tile, const double *coords,
                                             const double *scales, int local, int first,
                                             int count) {
#pragma unroll
  for (int d = 0; d < EXPDIST_DIM; ++d) {
#pragma unroll
    for (int t = 0; t < per_thread; ++t)
      if (first + t * stride < count)
        tile.coords[d][local + t * stride] = coords[first + t * stride + d * count];
  }
#pragma unroll
  for (int t = 0; t < per_thread; ++t)
    if (first + t * stride < count)
      tile.scales[local + t * stride] = scales[first + t * stride];
}

// Sum of the terms of one thread's tile_size_x x tile_size_y pairs: A points
// gi + ti * block_size_x of `as` (a0 + ti * block_size_x in the block's tile),
// B points gj + tj * block_size_y of `bs` (b0 + ...), those inside m x n.
template <bool separate_acc, class SetA, class SetB>
__device__ __forceinline__ double tile_terms(const SetA &as, int a0, const SetB &bs, int b0,
                                             int gi, int gj, int m, int n) {
  double acc[tile_size_x][tile_size_y]; // separate_acc only
  if constexpr (separate_acc) {
#pragma unroll unroll_x
    for (int ti = 0; ti < tile_size_x; ++ti)
#pragma unroll unroll_y
      for (int tj = 0; tj < tile_size_y; ++tj)
        acc[ti][tj] = 0.0;
  }
  double sum = 0.0;
#pragma unroll unroll_x
  for (int ti = 0; ti < tile_size_x; ++ti) {
#pragma unroll unroll_y
    for (int tj = 0; tj < tile_size_y; ++tj) {
      if (gi + ti * block_size_x < m && gj + tj * block_size_y < n) {
        const int ga = gi + ti * block_size_x, gb = gj + tj * block_size_y;
        const int la = a0 + ti * block_size_x, lb = b0 + tj * block_size_y;
        double dist2 = 0.0;
#pragma unroll
        for (int d = 0; d < EXPDIST_DIM; ++d) {
          const double diff = as.coord(d, ga, la) - bs.coord(d, gb, lb);
          dist2 += diff * diff;
        }
        const double term = gauss_term(dist2, as.scale(ga, la) + bs.scale(gb, lb));
        if constexpr (separate_acc)
          acc[ti][tj] += term;
        else
          sum += term;
      }
    }
  }
  if constexpr (separate_acc) {
#pragma unroll unroll_x
    for (int ti = 0; ti < tile_size_x; ++ti)
#pragma unroll unroll_y
      for (int tj = 0; tj < tile_size_y; ++tj)
        sum += acc[ti][tj];
  }
  return sum;
}

// Adds the block's per-thread sums; thread 0 of the block writes the result.
__device__ __forceinline__ void write_block_sum(double mine, double *cross_term) {
  typedef cub::BlockReduce<double, block_size_x, cub::BLOCK_REDUCE_WARP_REDUCTIONS, block_size_y>
      Reduce;
  __shared__ typename Reduce::TempStorage scratch;
  const double total = Reduce(scratch).Sum(mine);
  if (threadIdx.y * block_size_x + threadIdx.x == 0)
    cross_term[blockIdx.y * gridDim.x + blockIdx.x] = total;
}

// use_column = 0: block (bx, by) covers A points [bx * SPAN_A, (bx + 1) * SPAN_A)
// against B points [by * SPAN_B, (by + 1) * SPAN_B).
__device__ __forceinline__ void expdist_grid(const double *A, const double *B, int m, int n,
                                             const double *scale_A, const double *scale_B,
                                             double *cross_term) {
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int i = blockIdx.x * SPAN_A + tx;
  const int j = blockIdx.y * SPAN_B + ty;
#if use_shared_mem == 0
  const GlobalPoints pa = {A, scale_A, m}, pb = {B, scale_B, n};
  const double mine = tile_terms<use_separate_acc != 0>(pa, tx, pb, ty, i, j, m, n);
#else
  __shared__ PointTile<SPAN_A> tile_a;
  __shared__ PointTile<SPAN_B> tile_b;
  stage_points<tile_size_x, block_size_x>(tile_a, A, scale_A, tx, i, m);
  stage_points<tile_size_y, block_size_y>(tile_b, B, scale_B, ty, j, n);
  __syncthreads();
  const double mine = tile_terms<use_separate_acc != 0>(tile_a, tx, tile_b, ty, i, j, m, n);
#endif
  write_block_sum(mine, cross_term);
}

// use_column = 1: block (bx, by) keeps its A points and walks B from
// by * SPAN_B in steps of gridDim.y * SPAN_B.
__device__ __forceinline__ void expdist_column(const double *A, const double *B, int m, int n,
                                               const double *scale_A, const double *scale_B,
                                               double *cross_term) {
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int i = blockIdx.x * SPAN_A + tx;
  const int j = blockIdx.y * SPAN_B + ty;
  const int step = gridDim.y * SPAN_B;
  double mine = 0.0;
#if use_shared_mem == 0
  const GlobalPoints pa = {A, scale_A, m}, pb = {B, scale_B, n};
  for (int jb = j; jb < n; jb += step)
    mine += tile_terms<false>(pa, tx, pb, ty, i, jb, m, n);
#elif use_shared_mem == 1
  __shared__ PointTile<SPAN_A> tile_a;
  __shared__ PointTile<SPAN_B> tile_b;
  stage_points<tile_size_x, block_size_x>(tile_a, A, scale_A, tx, i, m);
  __syncthreads();
  for (int jb = j; jb < n; jb += step) {
    stage_points<tile_size_y, block_size_y>(tile_b, B, scale_B, ty, jb, n);
    __syncthreads();
    mine += tile_terms<false>(tile_a, tx, tile_b, ty, i, jb, m, n);
    __syncthreads();
  }
#else
  __shared__ PointTile<SPAN_A> tile_a;
  __shared__ PointTile<SPAN_B> tile_b[2];
  stage_points<tile_size_x, block_size_x>(tile_a, A, scale_A, tx, i, m);
  stage_points<tile_size_y, block_size_y>(tile_b[0], B, scale_B, ty, j, n);
  __syncthreads();
  int cur = 0;
  for (int jb = j; jb < n; jb += step) {
    if (jb + step < n) // fetch the next step's B points while this one is summed
      stage_points<tile_size_y, block_size_y>(tile_b[1 - cur], B, scale_B, ty, jb + step, n);
    mine += tile_terms<false>(tile_a, tx, tile_b[cur], ty, i, jb, m, n);
    cur = 1 - cur;
    __syncthreads();
  }
#endif
  write_block_sum(mine, cross_term);
}

extern "C" __global__ void ExpDist(const double *A, const double *B, int m, int n,
                                   double *scale_A, double *scale_B, double *cross_term) {
#if use_column == 1
  expdist_column(A, B, m, n, scale_A, scale_B, cross_term);
#else
  expdist_grid(A, B, m, n, scale_A, scale_B, cross_term);
#endif
}
