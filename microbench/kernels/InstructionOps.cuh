/// \file
/// The instruction classes measured by instruction-latency.cu and
/// instruction-throughput.cu: one small struct per variant with the register
/// type, a start value, and `step`, one (or OpsPerStep) PTX instructions
/// written as inline PTX so neither nvcc nor ptxas can fold a chain of them
/// (checked on the SASS with cuobjdump). `Class` is the kernelcast
/// instruction class (gpumodel/InstrClass.h) the variant feeds.
#pragma once

#include <cuda_runtime.h>

namespace kcmb::ops {

#define KCMB_OP(NAME, CLASS, TYPE, OPS, INIT, AUX, BODY)                                     \
  struct NAME {                                                                             \
    using T = TYPE;                                                                         \
    static constexpr const char *Name = #NAME;                                              \
    static constexpr const char *Class = CLASS;                                             \
    static constexpr int OpsPerStep = OPS;                                                  \
    __device__ static T init(unsigned S) { return INIT; }                                   \
    __device__ static T aux(unsigned S) { return AUX; }                                     \
    __device__ __forceinline__ static void step(T &V, T A) { BODY; }                        \
  };

// clang-format off
KCMB_OP(fp32_add, "fp32_add", float, 1, 1.0f + S * 1e-9f, 1e-7f,
        asm volatile("add.rn.f32 %0, %0, %1;" : "+f"(V) : "f"(A)))
KCMB_OP(fp32_mul, "fp32_mul", float, 1, 1.0f + S * 1e-9f, 0.9999999f,
        asm volatile("mul.rn.f32 %0, %0, %1;" : "+f"(V) : "f"(A)))
KCMB_OP(fp32_fma, "fp32_fma", float, 1, 1.0f + S * 1e-9f, 0.9999999f,
        asm volatile("fma.rn.f32 %0, %0, %1, %1;" : "+f"(V) : "f"(A)))
KCMB_OP(fp32_div, "fp32_div", float, 1, 1.0f + S * 1e-9f, 1.0000001f,
        asm volatile("div.rn.f32 %0, %0, %1;" : "+f"(V) : "f"(A)))
KCMB_OP(fp32_sqrt, "fp32_sqrt", float, 1, 2.0f + S * 1e-9f, 0.0f,
        asm volatile("sqrt.rn.f32 %0, %0;" : "+f"(V)))
// (rcp is not measured alone: ptxas folds rcp(rcp(x)) and rsqrt(rcp(x)).)
KCMB_OP(fp32_rsqrt, "fp32_special", float, 1, 1.5f + S * 1e-9f, 0.0f,
        asm volatile("rsqrt.approx.ftz.f32 %0, %0;" : "+f"(V)))
KCMB_OP(fp32_sin, "fp32_special", float, 1, 0.5f + S * 1e-9f, 0.0f,
        asm volatile("sin.approx.ftz.f32 %0, %0;" : "+f"(V)))
KCMB_OP(fp32_ex2, "fp32_special", float, 1, 0.5f + S * 1e-9f, 0.0f,
        asm volatile("ex2.approx.ftz.f32 %0, %0;" : "+f"(V)))
KCMB_OP(fp64_add, "fp64_add", double, 1, 1.0 + S * 1e-12, 1e-13,
        asm volatile("add.rn.f64 %0, %0, %1;" : "+d"(V) : "d"(A)))
KCMB_OP(fp64_mul, "fp64_mul", double, 1, 1.0 + S * 1e-12, 0.99999999,
        asm volatile("mul.rn.f64 %0, %0, %1;" : "+d"(V) : "d"(A)))
KCMB_OP(fp64_fma, "fp64_fma", double, 1, 1.0 + S * 1e-12, 0.99999999,
        asm volatile("fma.rn.f64 %0, %0, %1, %1;" : "+d"(V) : "d"(A)))
KCMB_OP(fp64_div, "fp64_div", double, 1, 1.0 + S * 1e-12, 1.00000001,
        asm volatile("div.rn.f64 %0, %0, %1;" : "+d"(V) : "d"(A)))
KCMB_OP(fp16x2_fma, "fp16", unsigned, 1, 0x3c003c00u + (S & 7u), 0x3bff3bffu,
        asm volatile("fma.rn.f16x2 %0, %0, %1, %1;" : "+r"(V) : "r"(A)))
// ptxas reassociates a chain of adds: alternate add and xor (both int_add class).
KCMB_OP(int_add_xor, "int_add", unsigned, 2, S, S * 2654435761u + 1u,
        asm volatile("add.u32 %0, %0, %1; xor.b32 %0, %0, %1;" : "+r"(V) : "r"(A)))
KCMB_OP(int_mul, "int_mul", unsigned, 1, S | 1u, S * 2654435761u | 1u,
        asm volatile("mul.lo.u32 %0, %0, %1;" : "+r"(V) : "r"(A)))
KCMB_OP(int_mad, "int_mad", unsigned, 1, S, S * 2654435761u | 1u,
        asm volatile("mad.lo.u32 %0, %0, %1, %1;" : "+r"(V) : "r"(A)))
KCMB_OP(int_div, "int_div", unsigned, 1, 0x7fffffffu - S, 1u + (S >> 31),
        asm volatile("div.u32 %0, %0, %1;" : "+r"(V) : "r"(A)))
// A conversion round trip is idempotent (ptxas folds repeats), so each step is
// cvt + fp32 mul + cvt; calibrate subtracts the fp32_mul latency and halves the rest.
KCMB_OP(cvt_s32_f32_roundtrip, "conversion", unsigned, 1, 1000u + S, 0u,
        asm volatile("{ .reg .f32 t; cvt.rn.f32.s32 t, %0; mul.rn.f32 t, t, 0f3F800008; cvt.rzi.s32.f32 %0, t; }" : "+r"(V)))
KCMB_OP(cvt_f32_f64_roundtrip, "conversion_f64", float, 1, 1.5f + S * 1e-9f, 0.0f,
        asm volatile("{ .reg .f64 t; mul.rn.f32 %0, %0, 0f3F800008; cvt.f64.f32 t, %0; cvt.rn.f32.f64 %0, t; }" : "+f"(V)))
// Rotation by one lane (source lane = laneid + 1): no two steps cancel.
KCMB_OP(shfl_idx, "shuffle", unsigned, 1, S, (S + 1u) & 31u,
        asm volatile("shfl.sync.idx.b32 %0, %0, %1, 0x1f, 0xffffffff;" : "+r"(V) : "r"(A)))
// clang-format on
#undef KCMB_OP

/// Calls F.template operator()<Op>() for every variant above.
template <class F> void forEachOp(F &&Fn) {
  Fn.template operator()<fp32_add>();
  Fn.template operator()<fp32_mul>();
  Fn.template operator()<fp32_fma>();
  Fn.template operator()<fp32_div>();
  Fn.template operator()<fp32_sqrt>();
  Fn.template operator()<fp32_rsqrt>();
  Fn.template operator()<fp32_sin>();
  Fn.template operator()<fp32_ex2>();
  Fn.template operator()<fp64_add>();
  Fn.template operator()<fp64_mul>();
  Fn.template operator()<fp64_fma>();
  Fn.template operator()<fp64_div>();
  Fn.template operator()<fp16x2_fma>();
  Fn.template operator()<int_add_xor>();
  Fn.template operator()<int_mul>();
  Fn.template operator()<int_mad>();
  Fn.template operator()<int_div>();
  Fn.template operator()<cvt_s32_f32_roundtrip>();
  Fn.template operator()<cvt_f32_f64_roundtrip>();
  Fn.template operator()<shfl_idx>();
}

/// Dependent chains: each thread runs \p Chains independent chains of
/// \p Len steps per loop iteration; thread 0 of the block records the cycles
/// (clock64) of the whole loop, bracketed by barriers so every warp is counted.
template <class Op, int Chains, int Len>
__global__ void chainKernel(typename Op::T *Sink, unsigned Seed, int Iters, long long *Cycles) {
  using T = typename Op::T;
  T V[Chains];
  const unsigned S = Seed + threadIdx.x;
#pragma unroll
  for (int C = 0; C < Chains; ++C)
    V[C] = Op::init(S + C);
  const T A = Op::aux(S);
  __syncthreads();
  long long T0 = clock64();
#pragma unroll 1
  for (int I = 0; I < Iters; ++I) {
#pragma unroll
    for (int K = 0; K < Len; ++K)
#pragma unroll
      for (int C = 0; C < Chains; ++C)
        Op::step(V[C], A);
  }
  __syncthreads();
  long long T1 = clock64();
  T Acc = V[0];
#pragma unroll
  for (int C = 1; C < Chains; ++C)
    Acc = Acc + V[C];
  // Never true for the seeds used; keeps the chains alive.
  if (Seed == 0xdeadbeefu)
    Sink[threadIdx.x] = Acc;
  if (threadIdx.x == 0)
    Cycles[blockIdx.x] = T1 - T0;
}

} // namespace kcmb::ops
