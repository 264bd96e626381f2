/// \file
/// kernelcast's CUDA device header: the small part of the CUDA toolkit headers a
/// kernel needs, for Clang's device-side compilation with -nocudainc when no CUDA
/// toolkit is installed (or --no-cuda-toolkit; with a toolkit the front end uses
/// its own headers, analyzer/CudaToolkit.h). The front end (analyzer/Frontend.cpp)
/// serves this file from memory and force-includes it (-include kernelcast_cuda.h);
/// <cuda_runtime.h>, <cuda.h> and friends resolve to stubs that include it.
///
/// What it provides, on top of Clang's own CUDA helper headers from the resource
/// directory (__clang_cuda_builtin_vars.h, __clang_cuda_device_functions.h,
/// __clang_cuda_math.h, __clang_cuda_cmath.h, __clang_cuda_intrinsics.h):
///   - __global__ __device__ __host__ __shared__ __constant__ __managed__
///     __forceinline__ __noinline__ __launch_bounds__ __align__ __restrict__;
///   - threadIdx blockIdx blockDim gridDim warpSize (Clang's builtin variables);
///   - vector types {char,uchar,short,ushort,int,uint,long,ulong,longlong,
///     ulonglong,float,double}{1,2,3,4} with make_*(), and dim3;
///   - __syncthreads and variants, __syncwarp, __threadfence*, clock/clock64;
///   - atomicAdd/Sub/Exch/Min/Max/Inc/Dec/CAS/And/Or/Xor;
///   - warp shuffles and votes (__shfl*_sync, __all/__any/__ballot_sync,
///     __activemask), __ldg;
///   - single/double precision math (sqrtf, expf, __expf, __fdividef, ...): through
///     libdevice's __nv_* functions when KC_HAVE_LIBDEVICE is defined (the front end
///     links libdevice.10.bc), else through LLVM builtins for the common ones;
///   - min/max overloads; printf and assert as no-ops on the device;
///   - host runtime declarations (cudaMalloc, cudaMemcpy, events, streams, ...) and
///     the launch hook __cudaPushCallConfiguration, so host code in the same file
///     (main, <<<...>>> launches) parses on the device pass.
/// Not covered: textures/surfaces, cooperative groups, half precision (cuda_fp16),
/// wmma/tensor cores, dynamic parallelism, CUDA library headers (cuBLAS, thrust, cub).
#ifndef KERNELCAST_CUDA_H
#define KERNELCAST_CUDA_H

#if !defined(__CUDA__) || !defined(__clang__)
#error "kernelcast_cuda.h is for Clang's CUDA compilation (-x cuda)"
#endif

// Tell the host/device headers which CUDA this imitates (Clang's helper headers
// select their CUDA >= 9.2 / >= 11 code paths on it).
#ifndef CUDA_VERSION
#define CUDA_VERSION 12000
#endif
#ifndef CUDART_VERSION
#define CUDART_VERSION CUDA_VERSION
#endif
#define __KERNELCAST__ 1

// ---- execution-space and storage qualifiers ---------------------------------
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
#define __device_builtin__
#define __builtin_align__(a) __align__(a)
#define __cudart_builtin__
#define __grid_constant__ __attribute__((grid_constant))
#define CUDARTAPI

// Forward declarations that must precede <cmath> (Clang's wrapper does the same).
#include <__clang_cuda_math_forward_declares.h>

// libstdc++ with GNU extensions looks at __CUDACC__ to avoid __float128. nvcc's
// value (1), so that `#if __CUDACC__` compiles as with nvcc.
#define __CUDACC__ 1
#include <cmath>
#include <cstddef>
#include <climits>
#include <cstdlib>
#include <stdlib.h>
#include <string.h>

#include <__clang_cuda_builtin_vars.h>

// ---- vector types ------------------------------------------------------------
#define __KC_VEC(T, N, A2, A4)                                                    \
  struct N##1 { T x; };                                                          \
  struct __align__(A2) N##2 { T x, y; };                                         \
  struct N##3 { T x, y, z; };                                                    \
  struct __align__(A4) N##4 { T x, y, z, w; };                                   \
  typedef struct N##1 N##1;                                                      \
  typedef struct N##2 N##2;                                                      \
  typedef struct N##3 N##3;                                                      \
  typedef struct N##4 N##4;                                                      \
  __host__ __device__ static inline N##1 make_##N##1(T x) {                       \
    N##1 R; R.x = x; return R;                                                   \
  }                                                                              \
  __host__ __device__ static inline N##2 make_##N##2(T x, T y) {                  \
    N##2 R; R.x = x; R.y = y; return R;                                          \
  }                                                                              \
  __host__ __device__ static inline N##3 make_##N##3(T x, T y, T z) {             \
    N##3 R; R.x = x; R.y = y; R.z = z; return R;                                 \
  }                                                                              \
  __host__ __device__ static inline N##4 make_##N##4(T x, T y, T z, T w) {        \
    N##4 R; R.x = x; R.y = y; R.z = z; R.w = w; return R;                        \
  }

__KC_VEC(signed char, char, 2, 4)
__KC_VEC(unsigned char, uchar, 2, 4)
__KC_VEC(short, short, 4, 8)
__KC_VEC(unsigned short, ushort, 4, 8)
__KC_VEC(int, int, 8, 16)
__KC_VEC(unsigned int, uint, 8, 16)
__KC_VEC(long, long, 2 * sizeof(long), 16)
__KC_VEC(unsigned long, ulong, 2 * sizeof(long), 16)
__KC_VEC(long long, longlong, 16, 16)
__KC_VEC(unsigned long long, ulonglong, 16, 16)
__KC_VEC(float, float, 8, 16)
__KC_VEC(double, double, 16, 16)
#undef __KC_VEC

struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1,
                                     unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __host__ __device__ constexpr operator uint3() const { return uint3{x, y, z}; }
};
typedef struct dim3 dim3;

// Out-of-line conversions declared by __clang_cuda_builtin_vars.h.
__device__ inline __cuda_builtin_threadIdx_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_threadIdx_t::operator uint3() const { return {x, y, z}; }
__device__ inline __cuda_builtin_blockIdx_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_blockIdx_t::operator uint3() const { return {x, y, z}; }
__device__ inline __cuda_builtin_blockDim_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_blockDim_t::operator uint3() const { return {x, y, z}; }
__device__ inline __cuda_builtin_gridDim_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_gridDim_t::operator uint3() const { return {x, y, z}; }

// ---- device functions and math (Clang's wrappers over libdevice) ------------
typedef unsigned int cuuint32_t;
typedef unsigned long long cuuint64_t;
#include <__clang_cuda_libdevice_declares.h>

#ifndef KC_HAVE_LIBDEVICE
// No libdevice: define the common __nv_* functions with LLVM builtins so the
// optimizer sees ordinary intrinsics instead of unresolved calls.
#define __KC_NV1F(NAME, B)                                                       \
  extern "C" __device__ inline __attribute__((always_inline)) float __nv_##NAME(float a) { \
    return B(a);                                                                 \
  }
#define __KC_NV1D(NAME, B)                                                       \
  extern "C" __device__ inline __attribute__((always_inline)) double __nv_##NAME(double a) { \
    return B(a);                                                                 \
  }
#define __KC_NV2F(NAME, B)                                                       \
  extern "C" __device__ inline __attribute__((always_inline)) float __nv_##NAME(float a, float b) { \
    return B(a, b);                                                              \
  }
#define __KC_NV2D(NAME, B)                                                       \
  extern "C" __device__ inline __attribute__((always_inline)) double __nv_##NAME(double a, double b) { \
    return B(a, b);                                                              \
  }
__KC_NV1F(sqrtf, __builtin_sqrtf) __KC_NV1D(sqrt, __builtin_sqrt)
__KC_NV1F(fabsf, __builtin_fabsf) __KC_NV1D(fabs, __builtin_fabs)
__KC_NV1F(floorf, __builtin_floorf) __KC_NV1D(floor, __builtin_floor)
__KC_NV1F(ceilf, __builtin_ceilf) __KC_NV1D(ceil, __builtin_ceil)
__KC_NV1F(truncf, __builtin_truncf) __KC_NV1D(trunc, __builtin_trunc)
__KC_NV1F(roundf, __builtin_roundf) __KC_NV1D(round, __builtin_round)
__KC_NV1F(rintf, __builtin_rintf) __KC_NV1D(rint, __builtin_rint)
__KC_NV1F(sinf, __builtin_sinf) __KC_NV1D(sin, __builtin_sin)
__KC_NV1F(cosf, __builtin_cosf) __KC_NV1D(cos, __builtin_cos)
__KC_NV1F(tanf, __builtin_tanf) __KC_NV1D(tan, __builtin_tan)
__KC_NV1F(expf, __builtin_expf) __KC_NV1D(exp, __builtin_exp)
__KC_NV1F(exp2f, __builtin_exp2f) __KC_NV1D(exp2, __builtin_exp2)
__KC_NV1F(exp10f, __builtin_exp10f) __KC_NV1D(exp10, __builtin_exp10)
__KC_NV1F(logf, __builtin_logf) __KC_NV1D(log, __builtin_log)
__KC_NV1F(log2f, __builtin_log2f) __KC_NV1D(log2, __builtin_log2)
__KC_NV1F(log10f, __builtin_log10f) __KC_NV1D(log10, __builtin_log10)
__KC_NV1F(tanhf, __builtin_tanhf) __KC_NV1D(tanh, __builtin_tanh)
__KC_NV1F(erff, __builtin_erff) __KC_NV1D(erf, __builtin_erf)
__KC_NV2F(powf, __builtin_powf) __KC_NV2D(pow, __builtin_pow)
__KC_NV2F(fminf, __builtin_fminf) __KC_NV2D(fmin, __builtin_fmin)
__KC_NV2F(fmaxf, __builtin_fmaxf) __KC_NV2D(fmax, __builtin_fmax)
__KC_NV2F(fmodf, __builtin_fmodf) __KC_NV2D(fmod, __builtin_fmod)
__KC_NV2F(fast_powf, __builtin_powf)
__KC_NV1F(fast_expf, __builtin_expf) __KC_NV1F(fast_logf, __builtin_logf)
__KC_NV1F(fast_sinf, __builtin_sinf) __KC_NV1F(fast_cosf, __builtin_cosf)
__KC_NV1F(fast_tanf, __builtin_tanf) __KC_NV1F(fast_log2f, __builtin_log2f)
__KC_NV1F(fast_log10f, __builtin_log10f) __KC_NV1F(fast_exp10f, __builtin_exp10f)
extern "C" __device__ inline __attribute__((always_inline)) float __nv_rsqrtf(float a) { return 1.0f / __builtin_sqrtf(a); }
extern "C" __device__ inline __attribute__((always_inline)) double __nv_rsqrt(double a) { return 1.0 / __builtin_sqrt(a); }
extern "C" __device__ inline __attribute__((always_inline)) float __nv_fmaf(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
extern "C" __device__ inline __attribute__((always_inline)) double __nv_fma(double a, double b, double c) { return __builtin_fma(a, b, c); }
extern "C" __device__ inline __attribute__((always_inline)) float __nv_fast_fdividef(float a, float b) { return a / b; }
extern "C" __device__ inline __attribute__((always_inline)) float __nv_saturatef(float a) { return a < 0.f ? 0.f : (a > 1.f ? 1.f : a); }
extern "C" __device__ inline __attribute__((always_inline)) int __nv_min(int a, int b) { return a < b ? a : b; }
extern "C" __device__ inline __attribute__((always_inline)) int __nv_max(int a, int b) { return a > b ? a : b; }
extern "C" __device__ inline __attribute__((always_inline)) unsigned __nv_umin(unsigned a, unsigned b) { return a < b ? a : b; }
extern "C" __device__ inline __attribute__((always_inline)) unsigned __nv_umax(unsigned a, unsigned b) { return a > b ? a : b; }
extern "C" __device__ inline __attribute__((always_inline)) long long __nv_llmin(long long a, long long b) { return a < b ? a : b; }
extern "C" __device__ inline __attribute__((always_inline)) long long __nv_llmax(long long a, long long b) { return a > b ? a : b; }
extern "C" __device__ inline __attribute__((always_inline)) unsigned long long __nv_ullmin(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
extern "C" __device__ inline __attribute__((always_inline)) unsigned long long __nv_ullmax(unsigned long long a, unsigned long long b) { return a > b ? a : b; }
extern "C" __device__ inline __attribute__((always_inline)) int __nv_abs(int a) { return a < 0 ? -a : a; }
extern "C" __device__ inline __attribute__((always_inline)) int __nv_float2int_rz(float a) { return (int)a; }
extern "C" __device__ inline __attribute__((always_inline)) float __nv_int2float_rn(int a) { return (float)a; }
extern "C" __device__ inline __attribute__((always_inline)) int __nv_float_as_int(float a) { return __builtin_bit_cast(int, a); }
extern "C" __device__ inline __attribute__((always_inline)) float __nv_int_as_float(int a) { return __builtin_bit_cast(float, a); }
extern "C" __device__ inline __attribute__((always_inline)) int __nv_popc(unsigned a) { return __builtin_popcount(a); }
extern "C" __device__ inline __attribute__((always_inline)) int __nv_clz(int a) { return a == 0 ? 32 : __builtin_clz((unsigned)a); }
#undef __KC_NV1F
#undef __KC_NV1D
#undef __KC_NV2F
#undef __KC_NV2D
#endif // KC_HAVE_LIBDEVICE

#include <__clang_cuda_device_functions.h>
#include <__clang_cuda_math.h>

// ---- atomics (CUDA's device_atomic_functions over Clang's primitives) -------
#define __KC_DEV static __device__ __forceinline__
__KC_DEV int atomicAdd(int *p, int v) { return __iAtomicAdd(p, v); }
__KC_DEV unsigned int atomicAdd(unsigned int *p, unsigned int v) { return __uAtomicAdd(p, v); }
__KC_DEV unsigned long long atomicAdd(unsigned long long *p, unsigned long long v) { return __ullAtomicAdd(p, v); }
__KC_DEV float atomicAdd(float *p, float v) { return __fAtomicAdd(p, v); }
__KC_DEV double atomicAdd(double *p, double v) { return __dAtomicAdd(p, v); }
__KC_DEV int atomicSub(int *p, int v) { return __iAtomicAdd(p, -v); }
__KC_DEV unsigned int atomicSub(unsigned int *p, unsigned int v) { return __uAtomicAdd(p, (unsigned int)-(int)v); }
__KC_DEV int atomicExch(int *p, int v) { return __iAtomicExch(p, v); }
__KC_DEV unsigned int atomicExch(unsigned int *p, unsigned int v) { return __uAtomicExch(p, v); }
__KC_DEV unsigned long long atomicExch(unsigned long long *p, unsigned long long v) { return __ullAtomicExch(p, v); }
__KC_DEV float atomicExch(float *p, float v) { return __fAtomicExch(p, v); }
__KC_DEV int atomicMin(int *p, int v) { return __iAtomicMin(p, v); }
__KC_DEV unsigned int atomicMin(unsigned int *p, unsigned int v) { return __uAtomicMin(p, v); }
__KC_DEV long long atomicMin(long long *p, long long v) { return __illAtomicMin(p, v); }
__KC_DEV unsigned long long atomicMin(unsigned long long *p, unsigned long long v) { return __ullAtomicMin(p, v); }
__KC_DEV int atomicMax(int *p, int v) { return __iAtomicMax(p, v); }
__KC_DEV unsigned int atomicMax(unsigned int *p, unsigned int v) { return __uAtomicMax(p, v); }
__KC_DEV long long atomicMax(long long *p, long long v) { return __illAtomicMax(p, v); }
__KC_DEV unsigned long long atomicMax(unsigned long long *p, unsigned long long v) { return __ullAtomicMax(p, v); }
__KC_DEV unsigned int atomicInc(unsigned int *p, unsigned int v) { return __uAtomicInc(p, v); }
__KC_DEV unsigned int atomicDec(unsigned int *p, unsigned int v) { return __uAtomicDec(p, v); }
__KC_DEV int atomicCAS(int *p, int c, int v) { return __iAtomicCAS(p, c, v); }
__KC_DEV unsigned int atomicCAS(unsigned int *p, unsigned int c, unsigned int v) { return __uAtomicCAS(p, c, v); }
__KC_DEV unsigned long long atomicCAS(unsigned long long *p, unsigned long long c, unsigned long long v) { return __ullAtomicCAS(p, c, v); }
__KC_DEV int atomicAnd(int *p, int v) { return __iAtomicAnd(p, v); }
__KC_DEV unsigned int atomicAnd(unsigned int *p, unsigned int v) { return __uAtomicAnd(p, v); }
__KC_DEV unsigned long long atomicAnd(unsigned long long *p, unsigned long long v) { return __ullAtomicAnd(p, v); }
__KC_DEV int atomicOr(int *p, int v) { return __iAtomicOr(p, v); }
__KC_DEV unsigned int atomicOr(unsigned int *p, unsigned int v) { return __uAtomicOr(p, v); }
__KC_DEV unsigned long long atomicOr(unsigned long long *p, unsigned long long v) { return __ullAtomicOr(p, v); }
__KC_DEV int atomicXor(int *p, int v) { return __iAtomicXor(p, v); }
__KC_DEV unsigned int atomicXor(unsigned int *p, unsigned int v) { return __uAtomicXor(p, v); }
__KC_DEV unsigned long long atomicXor(unsigned long long *p, unsigned long long v) { return __ullAtomicXor(p, v); }

// ---- min / max overloads beyond Clang's int versions --------------------------
__KC_DEV unsigned int min(unsigned int a, unsigned int b) { return __nv_umin(a, b); }
__KC_DEV unsigned int max(unsigned int a, unsigned int b) { return __nv_umax(a, b); }
__KC_DEV unsigned int min(int a, unsigned int b) { return __nv_umin((unsigned int)a, b); }
__KC_DEV unsigned int min(unsigned int a, int b) { return __nv_umin(a, (unsigned int)b); }
__KC_DEV unsigned int max(int a, unsigned int b) { return __nv_umax((unsigned int)a, b); }
__KC_DEV unsigned int max(unsigned int a, int b) { return __nv_umax(a, (unsigned int)b); }
__KC_DEV long long min(long long a, long long b) { return __nv_llmin(a, b); }
__KC_DEV long long max(long long a, long long b) { return __nv_llmax(a, b); }
__KC_DEV unsigned long long min(unsigned long long a, unsigned long long b) { return __nv_ullmin(a, b); }
__KC_DEV unsigned long long max(unsigned long long a, unsigned long long b) { return __nv_ullmax(a, b); }
__KC_DEV float min(float a, float b) { return fminf(a, b); }
__KC_DEV float max(float a, float b) { return fmaxf(a, b); }
__KC_DEV double min(double a, double b) { return fmin(a, b); }
__KC_DEV double max(double a, double b) { return fmax(a, b); }
__KC_DEV double min(float a, double b) { return fmin((double)a, b); }
__KC_DEV double min(double a, float b) { return fmin(a, (double)b); }
__KC_DEV double max(float a, double b) { return fmax((double)a, b); }
__KC_DEV double max(double a, float b) { return fmax(a, (double)b); }
#undef __KC_DEV

// ---- printf / assert: no-ops on the device ------------------------------------
// Clang lowers a device printf to vprintf(fmt, buffer); this definition is inlined
// and the argument buffer becomes dead, so printf costs nothing in the model.
extern "C" {
__device__ __attribute__((always_inline)) int vprintf(const char *, const char *) { return 0; }
__device__ int printf(const char *, ...);
__device__ static inline void __assertfail(const char *, const char *, unsigned, const char *,
                                           size_t) {}
__device__ static inline void __assert_fail(const char *, const char *, unsigned,
                                            const char *) {}
__device__ void free(void *) __attribute((nothrow));
__device__ void *malloc(size_t) __attribute((nothrow)) __attribute__((malloc));
}
namespace std {
__device__ static inline void free(void *__ptr) { ::free(__ptr); }
__device__ static inline void *malloc(size_t __size) { return ::malloc(__size); }
} // namespace std

#include <__clang_cuda_cmath.h>
// Clang's intrinsics header uses, for sm_90 (cluster functions), two functions
// that CUDA's own sm_20 intrinsics header would declare: provide them.
__device__ static inline unsigned int __isShared(const void *__ptr) {
  return __nvvm_isspacep_shared(__ptr);
}
__device__ static inline size_t __cvta_generic_to_shared(const void *__ptr) {
  return (size_t)(void __attribute__((address_space(3))) *)__ptr;
}
#include <__clang_cuda_intrinsics.h>

// ---- host runtime API: declarations only (never compiled for the device) ------
enum cudaError { cudaSuccess = 0, cudaErrorInvalidValue = 1, cudaErrorMemoryAllocation = 2,
                 cudaErrorInitializationError = 3, cudaErrorLaunchFailure = 719,
                 cudaErrorInvalidConfiguration = 9, cudaErrorInvalidDevice = 101,
                 cudaErrorNoDevice = 100, cudaErrorUnknown = 999 };
typedef enum cudaError cudaError_t;
enum cudaMemcpyKind { cudaMemcpyHostToHost = 0, cudaMemcpyHostToDevice = 1,
                      cudaMemcpyDeviceToHost = 2, cudaMemcpyDeviceToDevice = 3,
                      cudaMemcpyDefault = 4 };
enum cudaFuncCache { cudaFuncCachePreferNone = 0, cudaFuncCachePreferShared = 1,
                     cudaFuncCachePreferL1 = 2, cudaFuncCachePreferEqual = 3 };
enum cudaSharedMemConfig { cudaSharedMemBankSizeDefault = 0, cudaSharedMemBankSizeFourByte = 1,
                           cudaSharedMemBankSizeEightByte = 2 };
enum cudaFuncAttribute { cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
                         cudaFuncAttributePreferredSharedMemoryCarveout = 9 };
typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaHostAllocDefault 0x00
#define cudaMemAttachGlobal 0x01
struct cudaDeviceProp {
  char name[256];
  size_t totalGlobalMem, sharedMemPerBlock;
  int regsPerBlock, warpSize;
  size_t memPitch;
  int maxThreadsPerBlock, maxThreadsDim[3], maxGridSize[3], clockRate;
  size_t totalConstMem;
  int major, minor;
  size_t textureAlignment;
  int deviceOverlap, multiProcessorCount, kernelExecTimeoutEnabled, integrated,
      canMapHostMemory, computeMode, concurrentKernels, ECCEnabled, pciBusID,
      pciDeviceID, asyncEngineCount, unifiedAddressing, memoryClockRate,
      memoryBusWidth, l2CacheSize, maxThreadsPerMultiProcessor;
  size_t sharedMemPerMultiprocessor;
  int regsPerMultiprocessor, managedMemory, isMultiGpuBoard;
  size_t sharedMemPerBlockOptin;
  int maxBlocksPerMultiProcessor;
};
struct cudaFuncAttributes {
  size_t sharedSizeBytes, constSizeBytes, localSizeBytes;
  int maxThreadsPerBlock, numRegs, ptxVersion, binaryVersion;
};

extern "C" {
__host__ cudaError_t cudaMalloc(void **devPtr, size_t size);
__host__ cudaError_t cudaMallocHost(void **ptr, size_t size);
__host__ cudaError_t cudaHostAlloc(void **ptr, size_t size, unsigned int flags);
__host__ cudaError_t cudaMallocManaged(void **devPtr, size_t size, unsigned int flags);
__host__ cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height);
__host__ cudaError_t cudaFree(void *devPtr);
__host__ cudaError_t cudaFreeHost(void *ptr);
__host__ cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
__host__ cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count,
                                     enum cudaMemcpyKind kind, cudaStream_t stream);
__host__ cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch,
                                  size_t width, size_t height, enum cudaMemcpyKind kind);
__host__ cudaError_t cudaMemset(void *devPtr, int value, size_t count);
__host__ cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream);
__host__ cudaError_t cudaMemGetInfo(size_t *free, size_t *total);
__host__ cudaError_t cudaDeviceSynchronize(void);
__host__ cudaError_t cudaDeviceReset(void);
__host__ cudaError_t cudaThreadSynchronize(void);
__host__ cudaError_t cudaGetLastError(void);
__host__ cudaError_t cudaPeekAtLastError(void);
__host__ const char *cudaGetErrorString(cudaError_t error);
__host__ const char *cudaGetErrorName(cudaError_t error);
__host__ cudaError_t cudaSetDevice(int device);
__host__ cudaError_t cudaGetDevice(int *device);
__host__ cudaError_t cudaGetDeviceCount(int *count);
__host__ cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device);
__host__ cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig);
__host__ cudaError_t cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config);
__host__ cudaError_t cudaEventCreate(cudaEvent_t *event);
__host__ cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags);
__host__ cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream = 0);
__host__ cudaError_t cudaEventSynchronize(cudaEvent_t event);
__host__ cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end);
__host__ cudaError_t cudaEventDestroy(cudaEvent_t event);
__host__ cudaError_t cudaStreamCreate(cudaStream_t *stream);
__host__ cudaError_t cudaStreamCreateWithFlags(cudaStream_t *stream, unsigned int flags);
__host__ cudaError_t cudaStreamDestroy(cudaStream_t stream);
__host__ cudaError_t cudaStreamSynchronize(cudaStream_t stream);
__host__ cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func);
__host__ cudaError_t cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig);
__host__ cudaError_t cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value);
__host__ cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                                      size_t sharedMem, cudaStream_t stream);
__host__ cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count,
                                        size_t offset = 0,
                                        enum cudaMemcpyKind kind = cudaMemcpyHostToDevice);
__host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count,
                                          size_t offset = 0,
                                          enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
__host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func,
                                                                   int blockSize,
                                                                   size_t dynamicSMemSize);
__host__ cudaError_t cudaOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize,
                                                        const void *func,
                                                        size_t dynamicSMemSize, int blockSizeLimit);
// The launch hooks Clang calls for <<<grid, block, shmem, stream>>> (CUDA >= 9.2
// uses __cudaPushCallConfiguration, older toolkits cudaConfigureCall).
unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem = 0,
                                     void *stream = 0);
__host__ cudaError_t cudaConfigureCall(dim3 gridDim, dim3 blockDim, size_t sharedMem = 0,
                                       cudaStream_t stream = 0);
}

// C++ conveniences of cuda_runtime.h.
template <class T> __host__ inline cudaError_t cudaMalloc(T **devPtr, size_t size) {
  return cudaMalloc((void **)(void *)devPtr, size);
}
template <class T> __host__ inline cudaError_t cudaMallocHost(T **ptr, size_t size) {
  return cudaMallocHost((void **)(void *)ptr, size);
}
template <class T>
__host__ inline cudaError_t cudaMallocManaged(T **devPtr, size_t size,
                                              unsigned int flags = cudaMemAttachGlobal) {
  return cudaMallocManaged((void **)(void *)devPtr, size, flags);
}
template <class T>
__host__ inline cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count,
                                               size_t offset = 0,
                                               enum cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
  return cudaMemcpyToSymbol((const void *)&symbol, src, count, offset, kind);
}
template <class T>
__host__ inline cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count,
                                                 size_t offset = 0,
                                                 enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
  return cudaMemcpyFromSymbol(dst, (const void *)&symbol, count, offset, kind);
}
template <class T>
__host__ inline cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, T *entry) {
  return cudaFuncGetAttributes(attr, (const void *)entry);
}
template <class T>
__host__ inline cudaError_t cudaFuncSetCacheConfig(T *func, enum cudaFuncCache cacheConfig) {
  return cudaFuncSetCacheConfig((const void *)func, cacheConfig);
}
template <class T>
__host__ inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, T func,
                                                                          int blockSize,
                                                                          size_t dynamicSMemSize) {
  return cudaOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, (const void *)func, blockSize,
                                                       dynamicSMemSize);
}

#endif // KERNELCAST_CUDA_H
