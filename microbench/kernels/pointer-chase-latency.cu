// pointer-chase-latency: cycles per dependent global load over an array-size
// sweep (4 KB .. 1 GB, four points per octave). One thread follows a random
// single-cycle chain of 128-byte slots (one load per cache line, no prefetch
// benefit); the plateaus of the curve are the L1, L2 and DRAM latencies, and a
// later step is the TLB. Variant "ca" caches in L1 (ld.global.ca); "cg"
// bypasses L1 (ld.global.cg), so its first plateau is L2.
#include "../common/Harness.cuh"

#include <cmath>

namespace {
using namespace kcmb;

constexpr unsigned SlotWords = 32; // 128 bytes

template <bool CacheL1>
__global__ void chase(const unsigned *Words, unsigned Warmup, unsigned Steps, long long *Cycles,
                      unsigned *Sink) {
  unsigned P = 0;
  for (unsigned I = 0; I < Warmup; ++I)
    P = Words[P];
  unsigned Q = P;
  long long T0 = clock64();
#pragma unroll 1
  for (unsigned I = 0; I < Steps; I += 4) {
#pragma unroll
    for (int K = 0; K < 4; ++K) {
      if (CacheL1)
        asm volatile("ld.global.ca.u32 %0, [%1];" : "=r"(Q) : "l"(Words + Q) : "memory");
      else
        asm volatile("ld.global.cg.u32 %0, [%1];" : "=r"(Q) : "l"(Words + Q) : "memory");
    }
  }
  long long T1 = clock64();
  Cycles[0] = T1 - T0;
  Sink[0] = Q;
}

void run(const Context &Ctx) {
  const double MaxBytes =
      std::min<double>(Ctx.Quick ? std::max<double>(4.0 * Ctx.Dev.L2Bytes, 64 << 20) : 1 << 30,
                       Ctx.Dev.GlobalMemBytes / 4.0);
  const int PerOctave = Ctx.Quick ? 2 : 4;
  const unsigned Steps = Ctx.Quick ? 2048 : 8192;
  const int Reps = Ctx.reps(5, 3);
  std::vector<size_t> Sizes;
  for (int K = 0;; ++K) {
    double B = 4096.0 * std::pow(2.0, double(K) / PerOctave);
    if (B > MaxBytes)
      break;
    Sizes.push_back(size_t(B / 128) * 128);
  }
  DeviceBuffer<long long> Cycles(1);
  DeviceBuffer<unsigned> Sink(1);
  for (bool L1 : {true, false}) {
    Record Rec(Ctx, "pointer-chase-latency", L1 ? "ca" : "cg", "cycles per load");
    Rec.xUnit("array bytes");
    double Smallest = 0;
    for (size_t Bytes : Sizes) {
      size_t Slots = Bytes / 128;
      DeviceBuffer<unsigned> Words(Slots * SlotWords);
      buildChain(Words.Ptr, Slots, SlotWords, 1, 1, 12345u + unsigned(Slots));
      // Warm the caches with one pass when the array could fit in L2.
      unsigned Warmup = unsigned(std::min<size_t>(Slots, 2 * size_t(Ctx.Dev.L2Bytes) / 128 + 1));
      std::vector<double> PerLoad;
      for (int R = 0; R < Reps; ++R) {
        if (L1)
          chase<true><<<1, 1>>>(Words.Ptr, Warmup, Steps, Cycles.Ptr, Sink.Ptr);
        else
          chase<false><<<1, 1>>>(Words.Ptr, Warmup, Steps, Cycles.Ptr, Sink.Ptr);
        KCMB_CHECK(cudaGetLastError());
        long long C = 0;
        KCMB_CHECK(cudaMemcpy(&C, Cycles.Ptr, sizeof C, cudaMemcpyDeviceToHost));
        PerLoad.push_back(double(C) / Steps);
      }
      Stats S = summarize(PerLoad);
      if (Smallest == 0)
        Smallest = S.Median;
      Rec.point(double(Bytes), S);
    }
    Rec.stats(summarize({Smallest})).param("slot_bytes", 128).param("steps", Steps).emit();
  }
}

Registration Reg("pointer-chase-latency",
                 "dependent-load latency over an array-size sweep (L1/L2/DRAM plateaus, TLB)", run);
} // namespace
