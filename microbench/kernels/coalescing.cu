// The lecture's coalescing experiments (seeds/cuda-lecture-occupancy-
// coalescing.ru.txt, assignment 2), each as GB/s of useful data moved:
//   coalescing-misaligned  (b+off)[i] = (a+off)[i], offset 0..32 floats
//   coalescing-stride      b[i*s] = a[i*s], s = 1..32 (and the latency of one
//                          warp's dependent request with lane stride s: variant
//                          "warp-latency", cycles per request, DRAM-resident)
//   coalescing-order       df[tid + bid*bd] ("forward"), df[(bd-tid-1) + bid*bd]
//                          ("reversed"), df[bid + tid*gridDim] ("block-interleaved")
//   coalescing-aos         struct {int a; float b; float c;} packed (12 B),
//                          __align__(16) (16 B), and three separate arrays (SoA)
//   coalescing-requests    the cost of a warp request by the sectors it touches:
//                          a full GPU of warps reading with lane stride s = 1..32
//                          words, independent requests, from 16 KiB read through
//                          L1 ("l1-resident"), an array that fits in L2
//                          ("l2-resident") or is 4x the L2 ("dram-resident"),
//                          in SM cycles per warp request (clock x SMs x time /
//                          requests): the per-SM limit of the load path that
//                          bandwidth alone does not show
#include "../common/Harness.cuh"

#include <algorithm>

namespace {
using namespace kcmb;

__global__ void offsetCopy(const float *A, float *B, size_t N, int Off) {
  size_t I = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
  if (I < N)
    (B + Off)[I] = (A + Off)[I];
}

__global__ void strideCopy(const float *A, float *B, size_t N, int Stride) {
  size_t I = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
  if (I < N)
    B[I * Stride] = A[I * Stride];
}

__global__ void initForward(float *D) { D[threadIdx.x + blockIdx.x * blockDim.x] = 1.0f; }
__global__ void initReversed(float *D) { D[(blockDim.x - threadIdx.x - 1) + blockIdx.x * blockDim.x] = 1.0f; }
__global__ void initInterleaved(float *D) { D[blockIdx.x + threadIdx.x * gridDim.x] = 1.0f; }

struct Packed { int a; float b; float c; };
struct __align__(16) Aligned { int a; float b; float c; };

template <class S> __global__ void aosKernel(const S *In, S *Out, size_t N) {
  size_t I = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
  if (I < N) {
    S V = In[I];
    V.a += 1; V.b *= 2.0f; V.c += V.b;
    Out[I] = V;
  }
}
__global__ void soaKernel(const int *A, const float *B, const float *C, int *A2, float *B2, float *C2, size_t N) {
  size_t I = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
  if (I < N) {
    float b = B[I] * 2.0f;
    A2[I] = A[I] + 1; B2[I] = b; C2[I] = C[I] + b;
  }
}

/// One warp: lane l follows its own chain through chunks of 32*Stride words;
/// each step is one warp request touching lanes spaced Stride words apart.
__global__ void warpChaseKernel(const unsigned *Words, unsigned Stride, unsigned Steps,
                                long long *Cycles, unsigned *Sink) {
  unsigned P = threadIdx.x * Stride;
  for (int I = 0; I < 16; ++I)
    P = Words[P];
  __syncwarp();
  long long T0 = clock64();
#pragma unroll 1
  for (unsigned I = 0; I < Steps; ++I)
    asm volatile("ld.global.cg.u32 %0, [%1];" : "=r"(P) : "l"(Words + P) : "memory");
  __syncwarp();
  long long T1 = clock64();
  if (threadIdx.x == 0)
    Cycles[0] = T1 - T0;
  Sink[threadIdx.x] = P;
}

/// Warp w reads words (w*32*S + lane*S + i*Step) & Mask for i < Iters: lane
/// stride S, each request independent of the last (its address does not
/// depend on loaded data), so the load path's throughput, not its latency,
/// sets the time. The sum keeps the loads.
// ThroughL1: loads cached in L1 (ld.global.ca) instead of L2 only (ld.global.cg).
__global__ void stridedRequests(const unsigned *Words, unsigned Mask, unsigned S, unsigned Step,
                                unsigned Iters, int ThroughL1, unsigned *Sink) {
  unsigned Warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32, Lane = threadIdx.x % 32;
  unsigned P = Warp * 32 * S + Lane * S, Sum = 0;
#pragma unroll 4
  for (unsigned I = 0; I < Iters; ++I) {
    const unsigned *A = Words + ((P + I * Step) & Mask);
    Sum += ThroughL1 ? __ldca(A) : __ldcg(A);
  }
  if (Sum == 0x9e3779b9u)
    Sink[0] = Sum;
}

int reps(const Context &Ctx) { return Ctx.reps(9, 3); }
double gbps(double Bytes, double Ms) { return Bytes / (Ms * 1e6); }
std::vector<double> toGbps(const std::vector<double> &Ms, double Bytes) {
  std::vector<double> G;
  for (double M : Ms)
    G.push_back(gbps(Bytes, M));
  return G;
}

size_t elements(const Context &Ctx, size_t PerElementBytes) {
  size_t N = Ctx.Quick ? (4u << 20) : (16u << 20);
  return std::max<size_t>(1 << 16, std::min<size_t>(N, size_t(Ctx.Dev.GlobalMemBytes / 4) / PerElementBytes));
}

void misaligned(const Context &Ctx) {
  const size_t N = elements(Ctx, 8);
  DeviceBuffer<float> A(N + 64), B(N + 64);
  Record Rec(Ctx, "coalescing-misaligned", "copy", "GB/s");
  Rec.xUnit("offset in floats from the 256-byte-aligned cudaMalloc base");
  std::vector<double> Base;
  for (int Off = 0; Off <= 32; Off += (Ctx.Quick ? (Off ? Off : 1) : 1)) {
    auto G = toGbps(timeMs(reps(Ctx), [&] { offsetCopy<<<unsigned((N + 255) / 256), 256>>>(A.Ptr, B.Ptr, N, Off); }), 8.0 * N);
    if (Off == 0)
      Base = G;
    Rec.point(Off, summarize(G));
  }
  Rec.samples(Base).param("elements", double(N)).emit();
}

void stride(const Context &Ctx) {
  const size_t N = elements(Ctx, 2 * 4 * 32);
  DeviceBuffer<float> A(N * 32), B(N * 32);
  Record Rec(Ctx, "coalescing-stride", "copy", "GB/s");
  Rec.xUnit("stride in floats; y = useful GB/s (8 bytes per element)");
  std::vector<double> Base;
  for (int S = 1; S <= 32; S += (Ctx.Quick ? S : 1)) {
    auto G = toGbps(timeMs(reps(Ctx), [&] { strideCopy<<<unsigned((N + 255) / 256), 256>>>(A.Ptr, B.Ptr, N, S); }), 8.0 * N);
    if (S == 1)
      Base = G;
    Rec.point(S, summarize(G));
  }
  Rec.samples(Base).param("elements", double(N)).emit();

  // Latency of one warp request, lanes Stride words apart, DRAM-resident chain.
  Record Lat(Ctx, "coalescing-stride", "warp-latency", "cycles per warp request");
  Lat.xUnit("lane stride in 4-byte words (1 = coalesced, >= 8 = one sector per lane)");
  DeviceBuffer<long long> Cycles(1);
  DeviceBuffer<unsigned> Sink(32);
  const size_t Bytes = std::min<size_t>(std::max<size_t>(4 * size_t(Ctx.Dev.L2Bytes), 64 << 20),
                                        size_t(Ctx.Dev.GlobalMemBytes / 4));
  const unsigned Steps = Ctx.Quick ? 512 : 2048;
  std::vector<double> One;
  for (unsigned S : {1u, 2u, 4u, 8u, 16u, 32u}) {
    const unsigned ChunkWords = 32 * S;
    const size_t Chunks = Bytes / (4 * size_t(ChunkWords));
    DeviceBuffer<unsigned> Words(Chunks * ChunkWords);
    buildChain(Words.Ptr, Chunks, ChunkWords, 32, S, 777u + S);
    std::vector<double> PerReq;
    for (int R = 0; R < reps(Ctx); ++R) {
      warpChaseKernel<<<1, 32>>>(Words.Ptr, S, Steps, Cycles.Ptr, Sink.Ptr);
      KCMB_CHECK(cudaGetLastError());
      long long C = 0;
      KCMB_CHECK(cudaMemcpy(&C, Cycles.Ptr, sizeof C, cudaMemcpyDeviceToHost));
      PerReq.push_back(double(C) / Steps);
    }
    if (S == 1)
      One = PerReq;
    Lat.point(S, summarize(PerReq));
  }
  Lat.samples(One).param("array_bytes", double(Bytes)).param("steps", Steps).emit();
}

void order(const Context &Ctx) {
  const unsigned Threads = 256;
  const unsigned Blocks = unsigned(elements(Ctx, 4) / Threads);
  DeviceBuffer<float> D(size_t(Blocks) * Threads);
  const double Bytes = 4.0 * Blocks * Threads;
  auto one = [&](const char *Variant, auto Launch) {
    Record(Ctx, "coalescing-order", Variant, "GB/s").samples(toGbps(timeMs(reps(Ctx), Launch), Bytes))
        .param("blocks", Blocks).param("threads", Threads).emit();
  };
  one("forward", [&] { initForward<<<Blocks, Threads>>>(D.Ptr); });
  one("reversed", [&] { initReversed<<<Blocks, Threads>>>(D.Ptr); });
  one("block-interleaved", [&] { initInterleaved<<<Blocks, Threads>>>(D.Ptr); });
}

void aos(const Context &Ctx) {
  const size_t N = elements(Ctx, 2 * 16);
  const unsigned Grid = unsigned((N + 255) / 256);
  const double Bytes = 2.0 * 12 * N; // useful bytes: 12 read + 12 written
  {
    DeviceBuffer<Packed> In(N), Out(N);
    Record(Ctx, "coalescing-aos", "aos-packed-12", "GB/s")
        .samples(toGbps(timeMs(reps(Ctx), [&] { aosKernel<<<Grid, 256>>>(In.Ptr, Out.Ptr, N); }), Bytes))
        .param("elements", double(N)).param("struct_bytes", double(sizeof(Packed))).emit();
  }
  {
    DeviceBuffer<Aligned> In(N), Out(N);
    Record(Ctx, "coalescing-aos", "aos-align16", "GB/s")
        .samples(toGbps(timeMs(reps(Ctx), [&] { aosKernel<<<Grid, 256>>>(In.Ptr, Out.Ptr, N); }), Bytes))
        .param("elements", double(N)).param("struct_bytes", double(sizeof(Aligned))).emit();
  }
  {
    DeviceBuffer<int> A(N), A2(N);
    DeviceBuffer<float> B(N), C(N), B2(N), C2(N);
    Record(Ctx, "coalescing-aos", "soa", "GB/s")
        .samples(toGbps(timeMs(reps(Ctx), [&] { soaKernel<<<Grid, 256>>>(A.Ptr, B.Ptr, C.Ptr, A2.Ptr, B2.Ptr, C2.Ptr, N); }), Bytes))
        .param("elements", double(N)).emit();
  }
}

void requests(const Context &Ctx) {
  // A full GPU: 8 blocks of 256 threads per SM (64 warps where the SM holds them).
  const unsigned Threads = 256, Blocks = unsigned(Ctx.Dev.SmCount) * 8;
  const unsigned Warps = Blocks * Threads / 32;
  const unsigned Iters = Ctx.Quick ? 64 : 256;
  DeviceBuffer<unsigned> Sink(1);
  auto pow2Below = [](double Bytes) {
    size_t W = 1;
    while (double(W) * 2 * 4 <= Bytes)
      W *= 2;
    return W;
  };
  struct Residence {
    const char *Variant;
    size_t Words;
    bool ThroughL1;
  };
  const double L2 = double(std::max<long long>(Ctx.Dev.L2Bytes, 1 << 20));
  // l1-resident: 16 KiB that every SM re-reads through its L1 (where the GPU
  // keeps global loads there): the L1 data stage's cost per request, whose
  // growth with the sectors says whether it is bound by the lanes (flat) or by
  // the sector bytes (docs/model.md#l1-data-stage).
  const Residence Where[] = {
      {"l1-resident", pow2Below(16 << 10), true},
      {"l2-resident", pow2Below(L2 / 2), false},
      {"dram-resident", pow2Below(std::min(4 * L2 * 2, double(Ctx.Dev.GlobalMemBytes) / 4)), false}};
  for (const Residence &R : Where) {
    DeviceBuffer<unsigned> Words(R.Words);
    KCMB_CHECK(cudaMemset(Words.Ptr, 0, R.Words * 4));
    Record Rec(Ctx, "coalescing-requests", R.Variant, "SM cycles per warp request");
    Rec.xUnit("lane stride in 4-byte words (sectors per request: 4 at 1, 8 at 2, 16 at 4, 32 from 8)");
    std::vector<double> One;
    for (unsigned S : {1u, 2u, 4u, 8u, 16u, 32u}) {
      const unsigned Step = Warps * 32 * S; // each warp's next request: past every warp's last
      auto Ms = timeMs(reps(Ctx), [&] {
        stridedRequests<<<Blocks, Threads>>>(Words.Ptr, unsigned(R.Words - 1), S, Step, Iters,
                                             R.ThroughL1 ? 1 : 0, Sink.Ptr);
      });
      std::vector<double> Cycles;
      for (double M : Ms)
        Cycles.push_back(M * 1e-3 * Ctx.Dev.CoreClockMHz * 1e6 * Ctx.Dev.SmCount / (double(Warps) * Iters));
      if (S == 1)
        One = Cycles;
      Rec.point(S, summarize(Cycles));
    }
    Rec.samples(One).param("array_bytes", double(R.Words) * 4).param("warps", Warps).param("requests_per_warp", Iters)
        .emit();
  }
}

Registration RegM("coalescing-misaligned", "copy bandwidth vs. misalignment offset 0..32 floats", misaligned);
Registration RegS("coalescing-stride", "copy bandwidth vs. stride 1..32; warp request latency vs. lane stride", stride);
Registration RegO("coalescing-order", "forward / reversed-within-block / block-interleaved writes", order);
Registration RegR("coalescing-requests",
                  "SM cycles per warp request vs. lane stride 1..32, L1-, L2- and DRAM-resident", requests);
Registration RegA("coalescing-aos", "array of structs (12 B, __align__(16)) vs. struct of arrays", aos);
} // namespace
