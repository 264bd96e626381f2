// Device functions nvcc's headers declare (sm_32_intrinsics.h) that Clang 22's
// CUDA wrapper leaves out: the cache-hinted stores __stcs (streaming), __stcg
// (L2 only) and __stwb (write-back); Clang has __stwt and the loads. Included
// after the wrapper when the CUDA toolkit's headers are used. Each is a plain
// store here: the kernel model costs the store and its traffic; the cache
// hint (which level keeps the line) is not modelled. Also nvcc's built-in
// atomic functions (__nv_atomic_*), below, and nvcc's value of __CUDACC__.
#ifndef KERNELCAST_TOOLKIT_COMPAT_H
#define KERNELCAST_TOOLKIT_COMPAT_H
#if defined(__CUDA__)
// nvcc defines __CUDACC__ as 1, so `#if __CUDACC__` compiles there; Clang's
// wrapper defines it empty. Every header tests it with defined() or #ifdef.
#undef __CUDACC__
#define __CUDACC__ 1
#endif
#if defined(__CUDA__) && defined(__cplusplus)

#define KC_CACHE_HINTED_STORES(T)                                                                 \
  __device__ inline void __stcs(T *ptr, T value) { *ptr = value; }                                \
  __device__ inline void __stcg(T *ptr, T value) { *ptr = value; }                                \
  __device__ inline void __stwb(T *ptr, T value) { *ptr = value; }

// Vector types: one vector store, as nvcc's st.global.*.v2 / .v4 (a struct
// assignment would be split into one store per component).
template <typename E, int N, typename T> __device__ inline void kc_vector_store(T *ptr, T value) {
  typedef E V __attribute__((ext_vector_type(N)));
  V x;
  __builtin_memcpy(&x, &value, sizeof(T));
  *reinterpret_cast<V *>(ptr) = x;
}
#define KC_CACHE_HINTED_VECTOR_STORES(T, E, N)                                                    \
  __device__ inline void __stcs(T *ptr, T value) { kc_vector_store<E, N>(ptr, value); }           \
  __device__ inline void __stcg(T *ptr, T value) { kc_vector_store<E, N>(ptr, value); }           \
  __device__ inline void __stwb(T *ptr, T value) { kc_vector_store<E, N>(ptr, value); }

KC_CACHE_HINTED_STORES(char)
KC_CACHE_HINTED_STORES(signed char)
KC_CACHE_HINTED_STORES(short)
KC_CACHE_HINTED_STORES(int)
KC_CACHE_HINTED_STORES(long long)
KC_CACHE_HINTED_VECTOR_STORES(char2, char, 2)
KC_CACHE_HINTED_VECTOR_STORES(char4, char, 4)
KC_CACHE_HINTED_VECTOR_STORES(short2, short, 2)
KC_CACHE_HINTED_VECTOR_STORES(short4, short, 4)
KC_CACHE_HINTED_VECTOR_STORES(int2, int, 2)
KC_CACHE_HINTED_VECTOR_STORES(int4, int, 4)
KC_CACHE_HINTED_VECTOR_STORES(longlong2, long long, 2)
KC_CACHE_HINTED_STORES(unsigned char)
KC_CACHE_HINTED_STORES(unsigned short)
KC_CACHE_HINTED_STORES(unsigned int)
KC_CACHE_HINTED_STORES(unsigned long long)
KC_CACHE_HINTED_VECTOR_STORES(uchar2, unsigned char, 2)
KC_CACHE_HINTED_VECTOR_STORES(uchar4, unsigned char, 4)
KC_CACHE_HINTED_VECTOR_STORES(ushort2, unsigned short, 2)
KC_CACHE_HINTED_VECTOR_STORES(ushort4, unsigned short, 4)
KC_CACHE_HINTED_VECTOR_STORES(uint2, unsigned int, 2)
KC_CACHE_HINTED_VECTOR_STORES(uint4, unsigned int, 4)
KC_CACHE_HINTED_VECTOR_STORES(ulonglong2, unsigned long long, 2)
KC_CACHE_HINTED_STORES(float)
KC_CACHE_HINTED_STORES(double)
KC_CACHE_HINTED_VECTOR_STORES(float2, float, 2)
KC_CACHE_HINTED_VECTOR_STORES(float4, float, 4)
KC_CACHE_HINTED_VECTOR_STORES(double2, double, 2)
KC_CACHE_HINTED_STORES(long)
KC_CACHE_HINTED_STORES(unsigned long)

#undef KC_CACHE_HINTED_STORES
#undef KC_CACHE_HINTED_VECTOR_STORES

// nvcc's built-in atomic functions (CUDA 12.8 and later; the constants are in
// crt/device_functions.h, which Clang's wrapper does not take in): each is the
// GCC-style __atomic builtin with the same memory order (the __NV_ATOMIC_*
// values are __ATOMIC_*'s, 0 .. 5). The thread scope is not modelled: the
// operation is costed as an atomic of any scope.
enum {
  __NV_ATOMIC_RELAXED,
  __NV_ATOMIC_CONSUME,
  __NV_ATOMIC_ACQUIRE,
  __NV_ATOMIC_RELEASE,
  __NV_ATOMIC_ACQ_REL,
  __NV_ATOMIC_SEQ_CST
};
enum {
  __NV_THREAD_SCOPE_THREAD,
  __NV_THREAD_SCOPE_BLOCK,
  __NV_THREAD_SCOPE_CLUSTER,
  __NV_THREAD_SCOPE_DEVICE,
  __NV_THREAD_SCOPE_SYSTEM
};
template <typename T>
__device__ inline T __nv_atomic_load_n(T *ptr, int order, int = __NV_THREAD_SCOPE_SYSTEM) {
  return __atomic_load_n(ptr, order);
}
template <typename T>
__device__ inline void __nv_atomic_load(T *ptr, T *ret, int order, int = __NV_THREAD_SCOPE_SYSTEM) {
  __atomic_load(ptr, ret, order);
}
template <typename T>
__device__ inline void __nv_atomic_store_n(T *ptr, T val, int order, int = __NV_THREAD_SCOPE_SYSTEM) {
  __atomic_store_n(ptr, val, order);
}
template <typename T>
__device__ inline void __nv_atomic_store(T *ptr, T *val, int order, int = __NV_THREAD_SCOPE_SYSTEM) {
  __atomic_store(ptr, val, order);
}
template <typename T>
__device__ inline T __nv_atomic_exchange_n(T *ptr, T val, int order, int = __NV_THREAD_SCOPE_SYSTEM) {
  return __atomic_exchange_n(ptr, val, order);
}
template <typename T>
__device__ inline void __nv_atomic_exchange(T *ptr, T *val, T *ret, int order,
                                            int = __NV_THREAD_SCOPE_SYSTEM) {
  __atomic_exchange(ptr, val, ret, order);
}
template <typename T>
__device__ inline bool __nv_atomic_compare_exchange_n(T *ptr, T *expected, T desired, bool weak,
                                                      int success, int failure,
                                                      int = __NV_THREAD_SCOPE_SYSTEM) {
  return __atomic_compare_exchange_n(ptr, expected, desired, weak, success, failure);
}
template <typename T>
__device__ inline bool __nv_atomic_compare_exchange(T *ptr, T *expected, T *desired, bool weak,
                                                    int success, int failure,
                                                    int = __NV_THREAD_SCOPE_SYSTEM) {
  return __atomic_compare_exchange(ptr, expected, desired, weak, success, failure);
}
#define KC_NV_ATOMIC_RMW(OP)                                                                      \
  template <typename T>                                                                           \
  __device__ inline T __nv_atomic_fetch_##OP(T *ptr, T val, int order,                            \
                                             int = __NV_THREAD_SCOPE_SYSTEM) {                    \
    return __atomic_fetch_##OP(ptr, val, order);                                                  \
  }                                                                                               \
  template <typename T>                                                                           \
  __device__ inline void __nv_atomic_##OP(T *ptr, T val, int order,                               \
                                          int = __NV_THREAD_SCOPE_SYSTEM) {                       \
    (void)__atomic_fetch_##OP(ptr, val, order);                                                   \
  }
KC_NV_ATOMIC_RMW(add)
KC_NV_ATOMIC_RMW(sub)
KC_NV_ATOMIC_RMW(and)
KC_NV_ATOMIC_RMW(or)
KC_NV_ATOMIC_RMW(xor)
KC_NV_ATOMIC_RMW(min)
KC_NV_ATOMIC_RMW(max)
#undef KC_NV_ATOMIC_RMW
__device__ inline void __nv_atomic_thread_fence(int order, int = __NV_THREAD_SCOPE_SYSTEM) {
  __atomic_thread_fence(order);
}
#endif
#endif
