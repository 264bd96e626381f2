// KAS elementary-function library: 3x3 matrix and 3-vector functions.
// Written for kernelcast after the KAS thesis (Lakomy 2012): each function has a
// `function` block (argument and result types, CPU reference), one or more
// `implementation` blocks (block shape BX/BY/BZ with one dimension `size` = the
// elements of a block, BATCH, and the access pattern of every argument:
// INPATTERN i / OUTPATTERN = start, block, stride, count, noreg) and a compute
// device function. APIN<i> / APOUT in a body are replaced by the pattern start
// (shared memory) or 0 (registers); BX, BY, BZ by the call's block shape.
// Matrices are row-major: m[r*3 + c]. "_1" implementations give one element to
// a thread; "_2" give one row (or component) of an element to each of 3 threads.

/*# mmul33 function
INPUTS = matrix3x3, matrix3x3
OUTPUT = matrix3x3
CPU = cpu_mmul33
#*/
static inline void cpu_mmul33(const float *a, const float *b, float *c) {
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) {
      float t = 0.0f;
      for (int k = 0; k < 3; ++k)
        t += a[i * 3 + k] * b[k * 3 + j];
      c[i * 3 + j] = t;
    }
}

/*# mmul33_1 implementation
FUNCTION = mmul33
COMPUTE = d_mmul33_1_compute
BX = size (recommended 64)
BY = 1
BZ = 1
BATCH = 1
INPATTERN 0 = start "tx*9", block "9", stride "9", count 1, noreg 0
INPATTERN 1 = start "tx*9", block "9", stride "9", count 1, noreg 0
OUTPATTERN = start "tx*9", block "9", stride "9", count 1, noreg 0
#*/
__device__ inline void d_mmul33_1_compute(const float *a, const float *b, float *c, int tx, int ty, int tz) {
  const float *A = a + APIN0;
  const float *B = b + APIN1;
  float *C = c + APOUT;
#pragma unroll
  for (int i = 0; i < 3; ++i)
#pragma unroll
    for (int j = 0; j < 3; ++j) {
      float t = 0.0f;
#pragma unroll
      for (int k = 0; k < 3; ++k)
        t += A[i * 3 + k] * B[k * 3 + j];
      C[i * 3 + j] = t;
    }
}

/*# mmul33_2 implementation
FUNCTION = mmul33
COMPUTE = d_mmul33_2_compute
BX = 3
BY = size (recommended 16)
BZ = 1
BATCH = 1
INPATTERN 0 = start "ty*9+tx*3", block "1", stride "1", count 3, noreg 0
INPATTERN 1 = start "ty*9", block "1", stride "1", count 9, noreg 0
OUTPATTERN = start "ty*9+tx*3", block "1", stride "1", count 3, noreg 0
#*/
__device__ inline void d_mmul33_2_compute(const float *a, const float *b, float *c, int tx, int ty, int tz) {
  const float *A = a + APIN0;
  const float *B = b + APIN1;
  float *C = c + APOUT;
#pragma unroll
  for (int i = 0; i < 3; ++i) {
    float t = 0.0f;
#pragma unroll
    for (int k = 0; k < 3; ++k)
      t += A[k] * B[k * 3 + i];
    C[i] = t;
  }
}

/*# mvmul33 function
INPUTS = matrix3x3, vector3
OUTPUT = vector3
CPU = cpu_mvmul33
#*/
static inline void cpu_mvmul33(const float *m, const float *v, float *r) {
  for (int i = 0; i < 3; ++i)
    r[i] = m[i * 3] * v[0] + m[i * 3 + 1] * v[1] + m[i * 3 + 2] * v[2];
}

/*# mvmul33_1 implementation
FUNCTION = mvmul33
COMPUTE = d_mvmul33_1_compute
BX = size (recommended 64)
BY = 1
BZ = 1
BATCH = 1
INPATTERN 0 = start "tx*9", block "9", stride "9", count 1, noreg 0
INPATTERN 1 = start "tx*3", block "3", stride "3", count 1, noreg 0
OUTPATTERN = start "tx*3", block "3", stride "3", count 1, noreg 0
#*/
__device__ inline void d_mvmul33_1_compute(const float *m, const float *v, float *r, int tx, int ty, int tz) {
  const float *M = m + APIN0;
  const float *V = v + APIN1;
  float *R = r + APOUT;
#pragma unroll
  for (int i = 0; i < 3; ++i)
    R[i] = M[i * 3] * V[0] + M[i * 3 + 1] * V[1] + M[i * 3 + 2] * V[2];
}

/*# mvmul33_2 implementation
FUNCTION = mvmul33
COMPUTE = d_mvmul33_2_compute
BX = 3
BY = size (recommended 32)
BZ = 1
BATCH = 1
INPATTERN 0 = start "ty*9+tx*3", block "1", stride "1", count 3, noreg 0
INPATTERN 1 = start "ty*3", block "1", stride "1", count 3, noreg 0
OUTPATTERN = start "ty*3+tx", block "1", stride "1", count 1, noreg 0
#*/
__device__ inline void d_mvmul33_2_compute(const float *m, const float *v, float *r, int tx, int ty, int tz) {
  const float *M = m + APIN0;
  const float *V = v + APIN1;
  float *R = r + APOUT;
  R[0] = M[0] * V[0] + M[1] * V[1] + M[2] * V[2];
}

/*# venorm3 function
INPUTS = vector3
OUTPUT = scalar
CPU = cpu_venorm3
#*/
static inline void cpu_venorm3(const float *v, float *s) {
  s[0] = std::sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
}

/*# venorm3_1 implementation
FUNCTION = venorm3
COMPUTE = d_venorm3_1_compute
BX = size (recommended 64)
BY = 1
BZ = 1
BATCH = 1
INPATTERN 0 = start "tx*3", block "3", stride "3", count 1, noreg 0
OUTPATTERN = start "tx", block "1", stride "1", count 1, noreg 0
#*/
__device__ inline void d_venorm3_1_compute(const float *v, float *s, int tx, int ty, int tz) {
  const float *V = v + APIN0;
  float *S = s + APOUT;
  S[0] = sqrtf(V[0] * V[0] + V[1] * V[1] + V[2] * V[2]);
}

/*# madd33 function
INPUTS = matrix3x3, matrix3x3
OUTPUT = matrix3x3
CPU = cpu_madd33
#*/
static inline void cpu_madd33(const float *a, const float *b, float *c) {
  for (int k = 0; k < 9; ++k)
    c[k] = a[k] + b[k];
}

/*# madd33_1 implementation
FUNCTION = madd33
COMPUTE = d_madd33_1_compute
BX = size (recommended 64)
BY = 1
BZ = 1
BATCH = 1
INPATTERN 0 = start "tx*9", block "9", stride "9", count 1, noreg 0
INPATTERN 1 = start "tx*9", block "9", stride "9", count 1, noreg 0
OUTPATTERN = start "tx*9", block "9", stride "9", count 1, noreg 0
#*/
__device__ inline void d_madd33_1_compute(const float *a, const float *b, float *c, int tx, int ty, int tz) {
  const float *A = a + APIN0;
  const float *B = b + APIN1;
  float *C = c + APOUT;
#pragma unroll
  for (int k = 0; k < 9; ++k)
    C[k] = A[k] + B[k];
}

/*# madd33_2 implementation
FUNCTION = madd33
COMPUTE = d_madd33_2_compute
BX = 3
BY = size (recommended 32)
BZ = 1
BATCH = 1
INPATTERN 0 = start "ty*9+tx*3", block "1", stride "1", count 3, noreg 0
INPATTERN 1 = start "ty*9+tx*3", block "1", stride "1", count 3, noreg 0
OUTPATTERN = start "ty*9+tx*3", block "1", stride "1", count 3, noreg 0
#*/
__device__ inline void d_madd33_2_compute(const float *a, const float *b, float *c, int tx, int ty, int tz) {
  const float *A = a + APIN0;
  const float *B = b + APIN1;
  float *C = c + APOUT;
#pragma unroll
  for (int k = 0; k < 3; ++k)
    C[k] = A[k] + B[k];
}

/*# svmul3 function
INPUTS = vector3, scalar
OUTPUT = vector3
CPU = cpu_svmul3
#*/
static inline void cpu_svmul3(const float *v, const float *s, float *r) {
  for (int k = 0; k < 3; ++k)
    r[k] = v[k] * s[0];
}

/*# svmul3_1 implementation
FUNCTION = svmul3
COMPUTE = d_svmul3_1_compute
BX = size (recommended 128)
BY = 1
BZ = 1
BATCH = 1
INPATTERN 0 = start "tx*3", block "3", stride "3", count 1, noreg 0
INPATTERN 1 = start "tx", block "1", stride "1", count 1, noreg 0
OUTPATTERN = start "tx*3", block "3", stride "3", count 1, noreg 0
#*/
__device__ inline void d_svmul3_1_compute(const float *v, const float *s, float *r, int tx, int ty, int tz) {
  const float *V = v + APIN0;
  const float *S = s + APIN1;
  float *R = r + APOUT;
#pragma unroll
  for (int k = 0; k < 3; ++k)
    R[k] = V[k] * S[0];
}

/*# svmul3_2 implementation
FUNCTION = svmul3
COMPUTE = d_svmul3_2_compute
BX = 3
BY = size (recommended 32)
BZ = 1
BATCH = 1
INPATTERN 0 = start "ty*3+tx", block "1", stride "1", count 1, noreg 0
INPATTERN 1 = start "ty", block "1", stride "1", count 1, noreg 0
OUTPATTERN = start "ty*3+tx", block "1", stride "1", count 1, noreg 0
#*/
__device__ inline void d_svmul3_2_compute(const float *v, const float *s, float *r, int tx, int ty, int tz) {
  const float *V = v + APIN0;
  const float *S = s + APIN1;
  float *R = r + APOUT;
  R[0] = V[0] * S[0];
}

/*# vvmulabs3 function
INPUTS = vector3, vector3
OUTPUT = scalar
CPU = cpu_vvmulabs3
#*/
static inline void cpu_vvmulabs3(const float *a, const float *b, float *s) {
  s[0] = std::fabs(a[0] * b[0] + a[1] * b[1] + a[2] * b[2]);
}

/*# vvmulabs3_1 implementation
FUNCTION = vvmulabs3
COMPUTE = d_vvmulabs3_1_compute
BX = size (recommended 128)
BY = 1
BZ = 1
BATCH = 1
INPATTERN 0 = start "tx*3", block "3", stride "3", count 1, noreg 0
INPATTERN 1 = start "tx*3", block "3", stride "3", count 1, noreg 0
OUTPATTERN = start "tx", block "1", stride "1", count 1, noreg 0
#*/
__device__ inline void d_vvmulabs3_1_compute(const float *a, const float *b, float *s, int tx, int ty, int tz) {
  const float *A = a + APIN0;
  const float *B = b + APIN1;
  float *S = s + APOUT;
  S[0] = fabsf(A[0] * B[0] + A[1] * B[1] + A[2] * B[2]);
}

/*# smimul33 function
INPUTS = scalar
OUTPUT = matrix3x3
CPU = cpu_smimul33
#*/
static inline void cpu_smimul33(const float *s, float *m) {
  for (int k = 0; k < 9; ++k)
    m[k] = (k % 4 == 0) ? s[0] : 0.0f;
}

/*# smimul33_1 implementation
FUNCTION = smimul33
COMPUTE = d_smimul33_1_compute
BX = size (recommended 64)
BY = 1
BZ = 1
BATCH = 1
INPATTERN 0 = start "tx", block "1", stride "1", count 1, noreg 0
OUTPATTERN = start "tx*9", block "9", stride "9", count 1, noreg 0
#*/
__device__ inline void d_smimul33_1_compute(const float *s, float *m, int tx, int ty, int tz) {
  const float *S = s + APIN0;
  float *M = m + APOUT;
#pragma unroll
  for (int k = 0; k < 9; ++k)
    M[k] = (k % 4 == 0) ? S[0] : 0.0f;
}

/*# smimul33_2 implementation
FUNCTION = smimul33
COMPUTE = d_smimul33_2_compute
BX = 3
BY = size (recommended 32)
BZ = 1
BATCH = 1
INPATTERN 0 = start "ty", block "1", stride "1", count 1, noreg 0
OUTPATTERN = start "ty*9+tx*3", block "1", stride "1", count 3, noreg 0
#*/
__device__ inline void d_smimul33_2_compute(const float *s, float *m, int tx, int ty, int tz) {
  const float *S = s + APIN0;
  float *M = m + APOUT;
#pragma unroll
  for (int k = 0; k < 3; ++k)
    M[k] = (k == tx) ? S[0] : 0.0f;
}

/*# smmul33 function
INPUTS = matrix3x3, scalar
OUTPUT = matrix3x3
CPU = cpu_smmul33
#*/
static inline void cpu_smmul33(const float *m, const float *s, float *r) {
  for (int k = 0; k < 9; ++k)
    r[k] = m[k] * s[0];
}

/*# smmul33_1 implementation
FUNCTION = smmul33
COMPUTE = d_smmul33_1_compute
BX = size (recommended 64)
BY = 1
BZ = 1
BATCH = 1
INPATTERN 0 = start "tx*9", block "9", stride "9", count 1, noreg 0
INPATTERN 1 = start "tx", block "1", stride "1", count 1, noreg 0
OUTPATTERN = start "tx*9", block "9", stride "9", count 1, noreg 0
#*/
__device__ inline void d_smmul33_1_compute(const float *m, const float *s, float *r, int tx, int ty, int tz) {
  const float *M = m + APIN0;
  const float *S = s + APIN1;
  float *R = r + APOUT;
#pragma unroll
  for (int k = 0; k < 9; ++k)
    R[k] = M[k] * S[0];
}

/*# smmul33_2 implementation
FUNCTION = smmul33
COMPUTE = d_smmul33_2_compute
BX = 3
BY = size (recommended 32)
BZ = 1
BATCH = 1
INPATTERN 0 = start "ty*9+tx*3", block "1", stride "1", count 3, noreg 0
INPATTERN 1 = start "ty", block "1", stride "1", count 1, noreg 0
OUTPATTERN = start "ty*9+tx*3", block "1", stride "1", count 3, noreg 0
#*/
__device__ inline void d_smmul33_2_compute(const float *m, const float *s, float *r, int tx, int ty, int tz) {
  const float *M = m + APIN0;
  const float *S = s + APIN1;
  float *R = r + APOUT;
#pragma unroll
  for (int k = 0; k < 3; ++k)
    R[k] = M[k] * S[0];
}
