// KAS elementary-function library: tensor contractions of the StVenant examples.
// Indices are row-major: a tensor3x3x3 T[i][j][k] is t[(i*3 + j)*3 + k], a
// tensor3x3x3x3 T[i][j][k][l] is t[((i*3 + j)*3 + k)*3 + l]. The contractions:
//   ttmul411 (T4, v)  -> C[i][j][k] = sum_l T4[i][j][k][l] v[l]
//   ttmul3212 (T3, M) -> C[i][j][k] = sum_l T3[i][j][l] M[l][k]
//   ttmul311 (T3, v)  -> C[i][j]    = sum_k T3[i][j][k] v[k]
// (The thesis names the functions but not their index conventions; these are ours.)
// "_1" = one element per thread; "_2" = 9 (ttmul411, ttmul3212) or 3 (ttmul311)
// threads per element, thread tx computing the 3 results of index pair/row tx.

/*# ttmul411 function
INPUTS = tensor3x3x3x3, vector3
OUTPUT = tensor3x3x3
CPU = cpu_ttmul411
#*/
static inline void cpu_ttmul411(const float *t, const float *v, float *c) {
  for (int r = 0; r < 27; ++r)
    c[r] = t[r * 3] * v[0] + t[r * 3 + 1] * v[1] + t[r * 3 + 2] * v[2];
}

/*# ttmul411_1 implementation
FUNCTION = ttmul411
COMPUTE = d_ttmul411_1_compute
BX = size (recommended 32)
BY = 1
BZ = 1
BATCH = 1
INPATTERN 0 = start "tx*81", block "81", stride "81", count 1, noreg 0
INPATTERN 1 = start "tx*3", block "3", stride "3", count 1, noreg 0
OUTPATTERN = start "tx*27", block "27", stride "27", count 1, noreg 0
#*/
__device__ inline void d_ttmul411_1_compute(const float *t, const float *v, float *c, int tx, int ty, int tz) {
  const float *T = t + APIN0;
  const float *V = v + APIN1;
  float *C = c + APOUT;
#pragma unroll
  for (int r = 0; r < 27; ++r)
    C[r] = T[r * 3] * V[0] + T[r * 3 + 1] * V[1] + T[r * 3 + 2] * V[2];
}

/*# ttmul411_2 implementation
FUNCTION = ttmul411
COMPUTE = d_ttmul411_2_compute
BX = 9
BY = size (recommended 16)
BZ = 1
BATCH = 1
INPATTERN 0 = start "ty*81+tx*9", block "1", stride "1", count 9, noreg 0
INPATTERN 1 = start "ty*3", block "1", stride "1", count 3, noreg 0
OUTPATTERN = start "ty*27+tx*3", block "1", stride "1", count 3, noreg 0
#*/
__device__ inline void d_ttmul411_2_compute(const float *t, const float *v, float *c, int tx, int ty, int tz) {
  const float *T = t + APIN0;
  const float *V = v + APIN1;
  float *C = c + APOUT;
#pragma unroll
  for (int k = 0; k < 3; ++k)
    C[k] = T[k * 3] * V[0] + T[k * 3 + 1] * V[1] + T[k * 3 + 2] * V[2];
}

/*# ttmul3212 function
INPUTS = tensor3x3x3, matrix3x3
OUTPUT = tensor3x3x3
CPU = cpu_ttmul3212
#*/
static inline void cpu_ttmul3212(const float *t, const float *m, float *c) {
  for (int ij = 0; ij < 9; ++ij)
    for (int k = 0; k < 3; ++k)
      c[ij * 3 + k] = t[ij * 3] * m[k] + t[ij * 3 + 1] * m[3 + k] + t[ij * 3 + 2] * m[6 + k];
}

/*# ttmul3212_1 implementation
FUNCTION = ttmul3212
COMPUTE = d_ttmul3212_1_compute
BX = size (recommended 32)
BY = 1
BZ = 1
BATCH = 1
INPATTERN 0 = start "tx*27", block "27", stride "27", count 1, noreg 0
INPATTERN 1 = start "tx*9", block "9", stride "9", count 1, noreg 0
OUTPATTERN = start "tx*27", block "27", stride "27", count 1, noreg 0
#*/
__device__ inline void d_ttmul3212_1_compute(const float *t, const float *m, float *c, int tx, int ty, int tz) {
  const float *T = t + APIN0;
  const float *M = m + APIN1;
  float *C = c + APOUT;
#pragma unroll
  for (int ij = 0; ij < 9; ++ij)
#pragma unroll
    for (int k = 0; k < 3; ++k)
      C[ij * 3 + k] = T[ij * 3] * M[k] + T[ij * 3 + 1] * M[3 + k] + T[ij * 3 + 2] * M[6 + k];
}

/*# ttmul3212_2 implementation
FUNCTION = ttmul3212
COMPUTE = d_ttmul3212_2_compute
BX = 9
BY = size (recommended 32)
BZ = 1
BATCH = 1
INPATTERN 0 = start "ty*27+tx*3", block "1", stride "1", count 3, noreg 0
INPATTERN 1 = start "ty*9", block "1", stride "1", count 9, noreg 0
OUTPATTERN = start "ty*27+tx*3", block "1", stride "1", count 3, noreg 0
#*/
__device__ inline void d_ttmul3212_2_compute(const float *t, const float *m, float *c, int tx, int ty, int tz) {
  const float *T = t + APIN0;
  const float *M = m + APIN1;
  float *C = c + APOUT;
#pragma unroll
  for (int k = 0; k < 3; ++k)
    C[k] = T[0] * M[k] + T[1] * M[3 + k] + T[2] * M[6 + k];
}

/*# ttmul311 function
INPUTS = tensor3x3x3, vector3
OUTPUT = matrix3x3
CPU = cpu_ttmul311
#*/
static inline void cpu_ttmul311(const float *t, const float *v, float *c) {
  for (int ij = 0; ij < 9; ++ij)
    c[ij] = t[ij * 3] * v[0] + t[ij * 3 + 1] * v[1] + t[ij * 3 + 2] * v[2];
}

/*# ttmul311_1 implementation
FUNCTION = ttmul311
COMPUTE = d_ttmul311_1_compute
BX = size (recommended 64)
BY = 1
BZ = 1
BATCH = 1
INPATTERN 0 = start "tx*27", block "27", stride "27", count 1, noreg 0
INPATTERN 1 = start "tx*3", block "3", stride "3", count 1, noreg 0
OUTPATTERN = start "tx*9", block "9", stride "9", count 1, noreg 0
#*/
__device__ inline void d_ttmul311_1_compute(const float *t, const float *v, float *c, int tx, int ty, int tz) {
  const float *T = t + APIN0;
  const float *V = v + APIN1;
  float *C = c + APOUT;
#pragma unroll
  for (int ij = 0; ij < 9; ++ij)
    C[ij] = T[ij * 3] * V[0] + T[ij * 3 + 1] * V[1] + T[ij * 3 + 2] * V[2];
}

/*# ttmul311_2 implementation
FUNCTION = ttmul311
COMPUTE = d_ttmul311_2_compute
BX = 3
BY = size (recommended 32)
BZ = 1
BATCH = 1
INPATTERN 0 = start "ty*27+tx*9", block "1", stride "1", count 9, noreg 0
INPATTERN 1 = start "ty*3", block "1", stride "1", count 3, noreg 0
OUTPATTERN = start "ty*9+tx*3", block "1", stride "1", count 3, noreg 0
#*/
__device__ inline void d_ttmul311_2_compute(const float *t, const float *v, float *c, int tx, int ty, int tz) {
  const float *T = t + APIN0;
  const float *V = v + APIN1;
  float *C = c + APOUT;
#pragma unroll
  for (int j = 0; j < 3; ++j)
    C[j] = T[j * 3] * V[0] + T[j * 3 + 1] * V[1] + T[j * 3 + 2] * V[2];
}
