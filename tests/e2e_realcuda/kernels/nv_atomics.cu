// nvcc's built-in atomic functions (CUDA 12.8 and later: __nv_atomic_*, with
// the __NV_ATOMIC_* orders and __NV_THREAD_SCOPE_* scopes of
// crt/device_functions.h), which Clang's CUDA wrapper does not declare. Per
// thread: one atomic load (a load), one atomic store (a store), and three
// read-modify-writes (a float add, an int max, a 64-bit compare-and-swap).
__global__ void nvAtomics(unsigned *c, float *f, int *m, unsigned long long *u) {
  unsigned v = __nv_atomic_load_n(c, __NV_ATOMIC_RELAXED);
  __nv_atomic_store_n(c + 1, v + 1, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_fetch_add(f, 1.0f, __NV_ATOMIC_RELAXED);
  __nv_atomic_max(m, (int)threadIdx.x, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
  unsigned long long expected = 0;
  __nv_atomic_compare_exchange_n(u, &expected, 5ull, false, __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_RELAXED);
  __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE);
}
