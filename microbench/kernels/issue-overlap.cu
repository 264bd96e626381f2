// issue-overlap: how much of the XU's work (special functions, conversions)
// the scheduler overlaps with integer ALU work, the assumption behind the
// wave model's narrow-units term (docs/model.md#narrow-units). One block of
// 1024 threads (32 warps, every processing block busy); per thread 4
// independent chains of each kind. A group is, on every chain, XuOps
// `rsqrt.approx.ftz.f32` (one MUFU.RSQ each, the XU), FmaOps FP32 FMAs and
// AluPairs add + xor pairs. The FMA mixes ask the other question the model
// leaves open: whether FP32 and integer instructions overlap where they have
// pipes of their own (Volta, Turing, GA100), which the model's sum says not. (Not a conversion: from sm_86 on ptxas turns a
// 32-bit int -> float `cvt` into I2FP, whose pipe is not documented, and a
// float -> int one needs the way back to chain.) The slope of cycles over
// groups per iteration (Len 4 and 8) is the SM's cycles per group of the 32
// warps, loop overhead removed. calibrate reports it per warp and processing
// block beside the base model's sum of issue cycles and its narrow-units bound
// (no model field yet).
#include "../common/Harness.cuh"

namespace {
using namespace kcmb;

constexpr int Chains = 4, Threads = 1024, ShortLen = 4, LongLen = 8;

template <int XuOps, int FmaOps, int AluPairs, int Len>
__global__ void overlapKernel(unsigned *Sink, unsigned Seed, int Iters, long long *Cycles) {
  float X[Chains], F[Chains];
  unsigned A[Chains];
  const unsigned S = Seed + threadIdx.x;
#pragma unroll
  for (int C = 0; C < Chains; ++C) {
    X[C] = 1.5f + (S & 255u) * 1e-3f + C; // rsqrt alternates between x and ~1/sqrt(x)
    F[C] = 1.0f + (S & 255u) * 1e-6f + C;
    A[C] = S * 2654435761u + C;
  }
  const unsigned K = S * 40503u | 1u;
  const float M = 0.9999999f;
  __syncthreads();
  long long T0 = clock64();
#pragma unroll 1
  for (int I = 0; I < Iters; ++I) {
#pragma unroll
    for (int L = 0; L < Len; ++L) {
#pragma unroll
      for (int C = 0; C < Chains; ++C) {
#pragma unroll
        for (int T = 0; T < XuOps; ++T)
          asm volatile("rsqrt.approx.ftz.f32 %0, %0;" : "+f"(X[C]));
#pragma unroll
        for (int Q = 0; Q < FmaOps; ++Q)
          asm volatile("fma.rn.f32 %0, %0, %1, %1;" : "+f"(F[C]) : "f"(M));
#pragma unroll
        for (int P = 0; P < AluPairs; ++P)
          asm volatile("add.u32 %0, %0, %1; xor.b32 %0, %0, %1;" : "+r"(A[C]) : "r"(K));
      }
    }
  }
  __syncthreads();
  long long T1 = clock64();
  unsigned Acc = 0;
#pragma unroll
  for (int C = 0; C < Chains; ++C)
    Acc += __float_as_uint(X[C]) ^ __float_as_uint(F[C]) ^ A[C];
  // Never true for the seeds used; keeps the chains alive.
  if (Seed == 0xdeadbeefu)
    Sink[threadIdx.x] = Acc;
  if (threadIdx.x == 0)
    Cycles[blockIdx.x] = T1 - T0;
}

template <int XuOps, int FmaOps, int AluPairs> void measure(const Context &Ctx, const char *Variant) {
  const int Iters = Ctx.Quick ? 16 : 64;
  const int Reps = Ctx.reps(7, 3);
  DeviceBuffer<unsigned> Sink(Threads);
  DeviceBuffer<long long> Cycles(1);
  auto run = [&](auto Kernel) {
    return oneBlockCyclesPerIteration(Kernel, Sink.Ptr, Threads, Iters, Reps, Cycles.Ptr);
  };
  std::vector<double> TShort = run(overlapKernel<XuOps, FmaOps, AluPairs, ShortLen>);
  std::vector<double> TLong = run(overlapKernel<XuOps, FmaOps, AluPairs, LongLen>);
  Record(Ctx, "issue-overlap", Variant, "SM cycles per group")
      .samples(slopePerRep(TShort, TLong, LongLen - ShortLen))
      .xUnit("groups per iteration; y = SM cycles per iteration")
      .point(ShortLen, summarize(TShort))
      .point(LongLen, summarize(TLong))
      .param("warps", Threads / 32)
      .param("xu_per_warp_group", Chains * XuOps)
      .param("fp32_fma_per_warp_group", Chains * FmaOps)
      .param("int_add_per_warp_group", 2 * Chains * AluPairs)
      .param("iterations", Iters)
      .emit();
}

void run(const Context &Ctx) {
  // Per chain and group: MUFU instructions - add + xor pairs. On GA10x (8
  // cycles per MUFU, 2 per integer instruction per processing block) the
  // mixes put the XU at 64 cycles per warp against 32, 64 and 128 of the
  // integer pipe: below, at and above it. Then FP32 FMAs alone and beside as
  // many integer instructions (32 of each per warp and group).
  measure<2, 0, 0>(Ctx, "xu");
  measure<0, 0, 4>(Ctx, "alu");
  measure<2, 0, 2>(Ctx, "xu-alu-2-2");
  measure<2, 0, 4>(Ctx, "xu-alu-2-4");
  measure<2, 0, 8>(Ctx, "xu-alu-2-8");
  measure<0, 8, 0>(Ctx, "fma");
  measure<0, 8, 4>(Ctx, "fma-alu-8-4");
}

Registration Reg("issue-overlap",
                 "special functions (XU) beside integer adds: cycles per group, to compare with "
                 "the sum of issue cycles and the narrow-units bound",
                 run);
} // namespace
