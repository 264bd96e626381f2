// KAS elementary-function library: generic load/store (io) device functions.
// Written for kernelcast after the KAS thesis (Lakomy 2012, ch. 3.4 and 4.2).
// The planner copies a function, substituting the identifiers BX, BY, BZ (the
// block shape of the call), TS (floats per element of the data type) and APLS
// (the access-pattern start: the LSPATTERN start expression when the variable
// lives in shared memory, 0 when it lives in registers). A block handles the
// elements [base, base + elements per block) of an array of n elements; the
// element e of a variable occupies floats [e*TS, e*TS + TS) in global memory and,
// in shared memory, floats [(e - base)*TS, (e - base)*TS + TS).
// The io metadata blocks (one per data type and layout) are in types.cu.

// Coalesced layout: BX = size threads copy the block's contiguous floats, thread
// tx taking floats tx, tx + BX, ... (LSPATTERN start "tx", stride "BX", count TS).
__device__ inline void d_io_c_load(const float *g, float *v, int tx, int ty, int tz, int base, int n) {
  int lim = (n - base) * TS;
#pragma unroll
  for (int i = 0; i < TS; ++i) {
    int idx = tx + i * BX;
    if (idx < lim)
      v[APLS + i * BX] = g[base * TS + idx];
  }
}
__device__ inline void d_io_c_save(const float *v, float *g, int tx, int ty, int tz, int base, int n) {
  int lim = (n - base) * TS;
#pragma unroll
  for (int i = 0; i < TS; ++i) {
    int idx = tx + i * BX;
    if (idx < lim)
      g[base * TS + idx] = v[APLS + i * BX];
  }
}

// One element per thread: BX = size, thread tx copies element base + tx whole
// (LSPATTERN start "tx*TS", block "TS", count 1).
__device__ inline void d_io_e_load(const float *g, float *v, int tx, int ty, int tz, int base, int n) {
  if (base + tx < n) {
#pragma unroll
    for (int k = 0; k < TS; ++k)
      v[APLS + k] = g[(base + tx) * TS + k];
  }
}
__device__ inline void d_io_e_save(const float *v, float *g, int tx, int ty, int tz, int base, int n) {
  if (base + tx < n) {
#pragma unroll
    for (int k = 0; k < TS; ++k)
      g[(base + tx) * TS + k] = v[APLS + k];
  }
}

// Rows: BX threads per element, BY = size; thread (tx, ty) copies the TS/BX
// consecutive floats tx*(TS/BX) ... of element base + ty
// (LSPATTERN start "ty*TS+tx*(TS/BX)", block "TS/BX", count 1).
__device__ inline void d_io_r_load(const float *g, float *v, int tx, int ty, int tz, int base, int n) {
  if (base + ty < n) {
#pragma unroll
    for (int k = 0; k < TS / BX; ++k)
      v[APLS + k] = g[(base + ty) * TS + tx * (TS / BX) + k];
  }
}
__device__ inline void d_io_r_save(const float *v, float *g, int tx, int ty, int tz, int base, int n) {
  if (base + ty < n) {
#pragma unroll
    for (int k = 0; k < TS / BX; ++k)
      g[(base + ty) * TS + tx * (TS / BX) + k] = v[APLS + k];
  }
}
