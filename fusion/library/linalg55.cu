// KAS elementary-function library: 5x5 matrix functions (row-major m[r*5 + c]).
// Same conventions as linalg33.cu: "_1" = one element per thread, "_2" = one row
// of an element per thread (BX = 5 threads per element, BY = size).

/*# mmul55 function
INPUTS = matrix5x5, matrix5x5
OUTPUT = matrix5x5
CPU = cpu_mmul55
#*/
static inline void cpu_mmul55(const float *a, const float *b, float *c) {
  for (int i = 0; i < 5; ++i)
    for (int j = 0; j < 5; ++j) {
      float t = 0.0f;
      for (int k = 0; k < 5; ++k)
        t += a[i * 5 + k] * b[k * 5 + j];
      c[i * 5 + j] = t;
    }
}

/*# mmul55_1 implementation
FUNCTION = mmul55
COMPUTE = d_mmul55_1_compute
BX = size (recommended 64)
BY = 1
BZ = 1
BATCH = 1
INPATTERN 0 = start "tx*25", block "25", stride "25", count 1, noreg 0
INPATTERN 1 = start "tx*25", block "25", stride "25", count 1, noreg 0
OUTPATTERN = start "tx*25", block "25", stride "25", count 1, noreg 0
#*/
__device__ inline void d_mmul55_1_compute(const float *a, const float *b, float *c, int tx, int ty, int tz) {
  const float *A = a + APIN0;
  const float *B = b + APIN1;
  float *C = c + APOUT;
#pragma unroll
  for (int i = 0; i < 5; ++i)
#pragma unroll
    for (int j = 0; j < 5; ++j) {
      float t = 0.0f;
#pragma unroll
      for (int k = 0; k < 5; ++k)
        t += A[i * 5 + k] * B[k * 5 + j];
      C[i * 5 + j] = t;
    }
}

/*# mmul55_2 implementation
FUNCTION = mmul55
COMPUTE = d_mmul55_2_compute
BX = 5
BY = size (recommended 16)
BZ = 1
BATCH = 1
INPATTERN 0 = start "ty*25+tx*5", block "1", stride "1", count 5, noreg 0
INPATTERN 1 = start "ty*25", block "1", stride "1", count 25, noreg 0
OUTPATTERN = start "ty*25+tx*5", block "1", stride "1", count 5, noreg 0
#*/
__device__ inline void d_mmul55_2_compute(const float *a, const float *b, float *c, int tx, int ty, int tz) {
  const float *A = a + APIN0;
  const float *B = b + APIN1;
  float *C = c + APOUT;
#pragma unroll
  for (int j = 0; j < 5; ++j) {
    float t = 0.0f;
#pragma unroll
    for (int k = 0; k < 5; ++k)
      t += A[k] * B[k * 5 + j];
    C[j] = t;
  }
}

/*# madd55 function
INPUTS = matrix5x5, matrix5x5
OUTPUT = matrix5x5
CPU = cpu_madd55
#*/
static inline void cpu_madd55(const float *a, const float *b, float *c) {
  for (int k = 0; k < 25; ++k)
    c[k] = a[k] + b[k];
}

/*# madd55_1 implementation
FUNCTION = madd55
COMPUTE = d_madd55_1_compute
BX = size (recommended 64)
BY = 1
BZ = 1
BATCH = 1
INPATTERN 0 = start "tx*25", block "25", stride "25", count 1, noreg 0
INPATTERN 1 = start "tx*25", block "25", stride "25", count 1, noreg 0
OUTPATTERN = start "tx*25", block "25", stride "25", count 1, noreg 0
#*/
__device__ inline void d_madd55_1_compute(const float *a, const float *b, float *c, int tx, int ty, int tz) {
  const float *A = a + APIN0;
  const float *B = b + APIN1;
  float *C = c + APOUT;
#pragma unroll
  for (int k = 0; k < 25; ++k)
    C[k] = A[k] + B[k];
}

/*# madd55_2 implementation
FUNCTION = madd55
COMPUTE = d_madd55_2_compute
BX = 5
BY = size (recommended 16)
BZ = 1
BATCH = 1
INPATTERN 0 = start "ty*25+tx*5", block "1", stride "1", count 5, noreg 0
INPATTERN 1 = start "ty*25+tx*5", block "1", stride "1", count 5, noreg 0
OUTPATTERN = start "ty*25+tx*5", block "1", stride "1", count 5, noreg 0
#*/
__device__ inline void d_madd55_2_compute(const float *a, const float *b, float *c, int tx, int ty, int tz) {
  const float *A = a + APIN0;
  const float *B = b + APIN1;
  float *C = c + APOUT;
#pragma unroll
  for (int k = 0; k < 5; ++k)
    C[k] = A[k] + B[k];
}

/*# smmul55 function
INPUTS = matrix5x5, scalar
OUTPUT = matrix5x5
CPU = cpu_smmul55
#*/
static inline void cpu_smmul55(const float *m, const float *s, float *r) {
  for (int k = 0; k < 25; ++k)
    r[k] = m[k] * s[0];
}

/*# smmul55_1 implementation
FUNCTION = smmul55
COMPUTE = d_smmul55_1_compute
BX = size (recommended 64)
BY = 1
BZ = 1
BATCH = 1
INPATTERN 0 = start "tx*25", block "25", stride "25", count 1, noreg 0
INPATTERN 1 = start "tx", block "1", stride "1", count 1, noreg 0
OUTPATTERN = start "tx*25", block "25", stride "25", count 1, noreg 0
#*/
__device__ inline void d_smmul55_1_compute(const float *m, const float *s, float *r, int tx, int ty, int tz) {
  const float *M = m + APIN0;
  const float *S = s + APIN1;
  float *R = r + APOUT;
#pragma unroll
  for (int k = 0; k < 25; ++k)
    R[k] = M[k] * S[0];
}

/*# smmul55_2 implementation
FUNCTION = smmul55
COMPUTE = d_smmul55_2_compute
BX = 5
BY = size (recommended 16)
BZ = 1
BATCH = 1
INPATTERN 0 = start "ty*25+tx*5", block "1", stride "1", count 5, noreg 0
INPATTERN 1 = start "ty", block "1", stride "1", count 1, noreg 0
OUTPATTERN = start "ty*25+tx*5", block "1", stride "1", count 5, noreg 0
#*/
__device__ inline void d_smmul55_2_compute(const float *m, const float *s, float *r, int tx, int ty, int tz) {
  const float *M = m + APIN0;
  const float *S = s + APIN1;
  float *R = r + APOUT;
#pragma unroll
  for (int k = 0; k < 5; ++k)
    R[k] = M[k] * S[0];
}
