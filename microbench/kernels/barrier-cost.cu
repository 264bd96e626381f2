// barrier-cost: cycles per __syncthreads() for block sizes 32..1024. One block
// runs 16 and 32 barriers per loop iteration (same loop); the difference
// divided by 16 * iterations removes the loop overhead.
#include "../common/Harness.cuh"

namespace {
using namespace kcmb;

template <int N> __global__ void barriers(int Iters, long long *Cycles) {
  __syncthreads();
  long long T0 = clock64();
#pragma unroll 1
  for (int I = 0; I < Iters; ++I) {
#pragma unroll
    for (int K = 0; K < N; ++K)
      __syncthreads();
  }
  long long T1 = clock64();
  if (threadIdx.x == 0)
    Cycles[0] = T1 - T0;
}

void run(const Context &Ctx) {
  DeviceBuffer<long long> Cycles(1);
  const int Iters = Ctx.Quick ? 64 : 256;
  const int Reps = Ctx.reps(9, 3);
  auto measure = [&](auto Kernel, int Threads) {
    std::vector<double> PerIter;
    Kernel<<<1, Threads>>>(Iters, Cycles.Ptr);
    KCMB_CHECK(cudaDeviceSynchronize());
    for (int R = 0; R < Reps; ++R) {
      Kernel<<<1, Threads>>>(Iters, Cycles.Ptr);
      KCMB_CHECK(cudaGetLastError());
      long long C = 0;
      KCMB_CHECK(cudaMemcpy(&C, Cycles.Ptr, sizeof C, cudaMemcpyDeviceToHost));
      PerIter.push_back(double(C) / Iters);
    }
    return PerIter;
  };
  Record Rec(Ctx, "barrier-cost", "syncthreads", "cycles per barrier");
  Rec.xUnit("threads per block");
  std::vector<double> OneWarp;
  for (int Threads = 32; Threads <= 1024; Threads += (Ctx.Quick ? Threads : 32)) {
    auto PerBarrier = slopePerRep(measure(barriers<16>, Threads), measure(barriers<32>, Threads), 16.0);
    if (Threads == 32)
      OneWarp = PerBarrier;
    Rec.point(Threads, summarize(PerBarrier));
  }
  Rec.samples(OneWarp).param("iterations", Iters).emit();
}

Registration Reg("barrier-cost", "cycles per __syncthreads() vs. block size", run);
} // namespace
