// shared-memory-latency, shared-memory-bank-conflicts, shared-memory-bandwidth.
// Latency: one thread chases a random chain through 32 KB of shared memory.
// Bank conflicts: one warp, each lane chases a self-loop at an address chosen
// so that exactly n lanes share a bank (n = 1..32); cycles per warp load.
// Bandwidth: one block of 1024 threads reads conflict-free 16-byte vectors;
// bytes per cycle on one SM.
#include "../common/Harness.cuh"

#include <algorithm>
#include <numeric>
#include <random>

namespace {
using namespace kcmb;

constexpr int ChaseWords = 8192; // 32 KB

__global__ void sharedChase(const unsigned *Order, unsigned Steps, long long *Cycles, unsigned *Sink) {
  __shared__ unsigned S[ChaseWords];
  for (int I = threadIdx.x; I < ChaseWords; I += blockDim.x)
    S[I] = Order[I];
  __syncthreads();
  if (threadIdx.x != 0)
    return;
  unsigned P = 0;
  for (int I = 0; I < 64; ++I)
    P = S[P];
  long long T0 = clock64();
#pragma unroll 1
  for (unsigned I = 0; I < Steps; I += 8) {
#pragma unroll
    for (int K = 0; K < 8; ++K)
      asm volatile("ld.shared.u32 %0, [%1];" : "=r"(P) : "r"(unsigned(__cvta_generic_to_shared(S + P))) : "memory");
  }
  long long T1 = clock64();
  Cycles[0] = T1 - T0;
  Sink[0] = P;
}

/// Each lane loads from word address Addr[lane]; S[Addr] = Addr, so the chain
/// stays at the same address with the same n-way conflict every step.
__global__ void bankConflict(const unsigned *Addr, unsigned Steps, long long *Cycles, unsigned *Sink) {
  __shared__ unsigned S[32 * 33];
  for (int I = threadIdx.x; I < 32 * 33; I += blockDim.x)
    S[I] = I;
  __syncthreads();
  unsigned P = Addr[threadIdx.x];
  __syncwarp();
  long long T0 = clock64();
#pragma unroll 1
  for (unsigned I = 0; I < Steps; I += 8) {
#pragma unroll
    for (int K = 0; K < 8; ++K)
      asm volatile("ld.shared.u32 %0, [%1];" : "=r"(P) : "r"(unsigned(__cvta_generic_to_shared(S + P))) : "memory");
  }
  __syncwarp();
  long long T1 = clock64();
  if (threadIdx.x == 0)
    Cycles[0] = T1 - T0;
  Sink[threadIdx.x] = P;
}

__global__ void sharedBandwidth(unsigned Iters, long long *Cycles, unsigned *Sink) {
  __shared__ uint4 S[1024];
  S[threadIdx.x] = make_uint4(threadIdx.x, 1, 2, 3);
  __syncthreads();
  uint4 Acc = make_uint4(0, 0, 0, 0);
  long long T0 = clock64();
#pragma unroll 1
  for (unsigned I = 0; I < Iters; ++I) {
#pragma unroll
    for (int K = 0; K < 16; ++K) {
      uint4 V = S[(threadIdx.x + K * 32 + I) & 1023];
      Acc.x ^= V.x; Acc.y ^= V.y; Acc.z ^= V.z; Acc.w ^= V.w;
    }
  }
  __syncthreads();
  long long T1 = clock64();
  if (threadIdx.x == 0)
    Cycles[0] = T1 - T0;
  if ((Acc.x ^ Acc.y ^ Acc.z ^ Acc.w) == 0xdeadbeefu)
    Sink[0] = Acc.x;
}

long long readCycles(const DeviceBuffer<long long> &C) {
  long long V = 0;
  KCMB_CHECK(cudaMemcpy(&V, C.Ptr, sizeof V, cudaMemcpyDeviceToHost));
  return V;
}

void latency(const Context &Ctx) {
  std::vector<unsigned> Order(ChaseWords);
  std::vector<unsigned> Perm(ChaseWords);
  std::iota(Perm.begin(), Perm.end(), 0u);
  std::mt19937 Rng(7);
  for (int I = ChaseWords - 1; I > 0; --I)
    std::swap(Perm[I], Perm[std::uniform_int_distribution<int>(0, I - 1)(Rng)]);
  Order = Perm; // Sattolo: Order[i] is the successor of i, a single cycle
  DeviceBuffer<unsigned> DOrder(ChaseWords), Sink(32);
  DeviceBuffer<long long> Cycles(1);
  KCMB_CHECK(cudaMemcpy(DOrder.Ptr, Order.data(), ChaseWords * 4, cudaMemcpyHostToDevice));
  const unsigned Steps = 4096;
  std::vector<double> PerLoad;
  for (int R = 0; R < Ctx.reps(9, 3); ++R) {
    sharedChase<<<1, 256>>>(DOrder.Ptr, Steps, Cycles.Ptr, Sink.Ptr);
    KCMB_CHECK(cudaGetLastError());
    PerLoad.push_back(double(readCycles(Cycles)) / Steps);
  }
  Record(Ctx, "shared-memory-latency", "chase", "cycles per load").samples(PerLoad)
      .param("steps", Steps).emit();
}

void bankConflicts(const Context &Ctx) {
  DeviceBuffer<unsigned> DAddr(32), Sink(32);
  DeviceBuffer<long long> Cycles(1);
  const unsigned Steps = 2048;
  Record Rec(Ctx, "shared-memory-bank-conflicts", "ways", "cycles per warp load");
  Rec.xUnit("lanes per bank (n-way conflict)");
  double OneWay = 0;
  for (int N = 1; N <= 32; ++N) {
    // Lane l -> bank (l % B), row (l / B) with B = ceil(32 / N) banks in use:
    // at most N lanes share a bank, at different words (rows are 33 words apart
    // would avoid conflicts, so rows are 32 words apart).
    int B = (32 + N - 1) / N;
    int Ways = (32 + B - 1) / B;
    if (Ways != N)
      continue;
    std::vector<unsigned> Addr(32);
    for (int L = 0; L < 32; ++L)
      Addr[L] = unsigned(L % B + (L / B) * 32);
    KCMB_CHECK(cudaMemcpy(DAddr.Ptr, Addr.data(), 32 * 4, cudaMemcpyHostToDevice));
    std::vector<double> PerLoad;
    for (int R = 0; R < Ctx.reps(7, 3); ++R) {
      bankConflict<<<1, 32>>>(DAddr.Ptr, Steps, Cycles.Ptr, Sink.Ptr);
      KCMB_CHECK(cudaGetLastError());
      PerLoad.push_back(double(readCycles(Cycles)) / Steps);
    }
    Stats S = summarize(PerLoad);
    if (N == 1)
      OneWay = S.Median;
    Rec.point(N, S);
  }
  Rec.stats(summarize({OneWay})).param("steps", Steps).emit();
}

void bandwidth(const Context &Ctx) {
  DeviceBuffer<unsigned> Sink(1);
  DeviceBuffer<long long> Cycles(1);
  const unsigned Iters = Ctx.Quick ? 256 : 2048;
  std::vector<double> BytesPerCycle;
  for (int R = 0; R < Ctx.reps(7, 3); ++R) {
    sharedBandwidth<<<1, 1024>>>(Iters, Cycles.Ptr, Sink.Ptr);
    KCMB_CHECK(cudaGetLastError());
    BytesPerCycle.push_back(1024.0 * 16 * 16 * Iters / double(readCycles(Cycles)));
  }
  Record(Ctx, "shared-memory-bandwidth", "read-v4", "bytes per cycle per SM")
      .samples(BytesPerCycle).param("threads", 1024).param("iterations", Iters).emit();
}

Registration RegL("shared-memory-latency", "dependent ld.shared latency (cycles)", latency);
Registration RegB("shared-memory-bank-conflicts",
                  "ld.shared cycles per warp load with 1..32-way bank conflicts", bankConflicts);
Registration RegW("shared-memory-bandwidth", "ld.shared bytes per cycle on one SM", bandwidth);
} // namespace
