// dram-bandwidth, l2-bandwidth, l1-bandwidth. DRAM and L2: grid-stride
// 16-byte reads / writes / copies over an array far larger than L2 (DRAM) or a
// quarter of L2 (L2, many passes), timed with CUDA events; GB/s counts every
// byte read plus every byte written. L1: each block re-reads a 16 KB slice
// with ld.global.ca; bytes per cycle per SM from clock64.
#include "../common/Harness.cuh"

#include <algorithm>

namespace {
using namespace kcmb;

__global__ void readKernel(const uint4 *A, size_t N, int Passes, unsigned *Sink) {
  unsigned Acc = 0;
  for (int P = 0; P < Passes; ++P)
    for (size_t I = blockIdx.x * size_t(blockDim.x) + threadIdx.x; I < N; I += size_t(gridDim.x) * blockDim.x) {
      uint4 V = A[I];
      Acc ^= V.x ^ V.y ^ V.z ^ V.w;
    }
  if (Acc == 0xdeadbeefu)
    Sink[0] = Acc;
}

__global__ void writeKernel(uint4 *A, size_t N, int Passes) {
  for (int P = 0; P < Passes; ++P)
    for (size_t I = blockIdx.x * size_t(blockDim.x) + threadIdx.x; I < N; I += size_t(gridDim.x) * blockDim.x)
      A[I] = make_uint4(unsigned(I), P, 0, 1);
}

__global__ void copyKernel(const uint4 *A, uint4 *B, size_t N, int Passes) {
  for (int P = 0; P < Passes; ++P)
    for (size_t I = blockIdx.x * size_t(blockDim.x) + threadIdx.x; I < N; I += size_t(gridDim.x) * blockDim.x)
      B[I] = A[I];
}

__global__ void l1Read(const uint4 *A, unsigned Iters, long long *Cycles, unsigned *Sink) {
  constexpr unsigned SliceVecs = 1024; // 16 KB per block
  const uint4 *Slice = A + size_t(blockIdx.x) * SliceVecs;
  unsigned Acc = 0;
  for (unsigned I = threadIdx.x; I < SliceVecs; I += blockDim.x) { // warm L1
    uint4 V = Slice[I];
    Acc ^= V.x;
  }
  __syncthreads();
  long long T0 = clock64();
#pragma unroll 1
  for (unsigned It = 0; It < Iters; ++It)
#pragma unroll
    for (unsigned K = 0; K < SliceVecs / 256; ++K) {
      uint4 V;
      asm volatile("ld.global.ca.v4.u32 {%0,%1,%2,%3}, [%4];"
                   : "=r"(V.x), "=r"(V.y), "=r"(V.z), "=r"(V.w)
                   : "l"(Slice + ((threadIdx.x + K * 256 + It * 32) & (SliceVecs - 1))));
      Acc ^= V.x ^ V.y ^ V.z ^ V.w;
    }
  __syncthreads();
  long long T1 = clock64();
  if (threadIdx.x == 0)
    Cycles[blockIdx.x] = T1 - T0;
  if (Acc == 0xdeadbeefu)
    Sink[0] = Acc;
}

void streams(const Context &Ctx, const char *Bench, size_t Bytes, int Passes) {
  const size_t N = Bytes / 16;
  DeviceBuffer<uint4> A(N), B(N);
  DeviceBuffer<unsigned> Sink(1);
  const int Blocks = Ctx.Dev.SmCount * 8, Threads = 256;
  const int Reps = Ctx.reps(10, 3);
  auto gbps = [&](const std::vector<double> &Ms, double BytesMoved) {
    std::vector<double> G;
    for (double M : Ms)
      G.push_back(BytesMoved / (M * 1e6));
    return G;
  };
  const double Moved = double(N) * 16 * Passes;
  auto emit = [&](const char *Variant, const std::vector<double> &G) {
    Record(Ctx, Bench, Variant, "GB/s").samples(G).param("array_bytes", double(N * 16))
        .param("passes", Passes).param("blocks", Blocks).param("threads", Threads).emit();
  };
  emit("read", gbps(timeMs(Reps, [&] { readKernel<<<Blocks, Threads>>>(A.Ptr, N, Passes, Sink.Ptr); }), Moved));
  emit("write", gbps(timeMs(Reps, [&] { writeKernel<<<Blocks, Threads>>>(A.Ptr, N, Passes); }), Moved));
  emit("copy", gbps(timeMs(Reps, [&] { copyKernel<<<Blocks, Threads>>>(A.Ptr, B.Ptr, N, Passes); }), 2 * Moved));
}

void dram(const Context &Ctx) {
  size_t Bytes = std::max<size_t>(size_t(Ctx.Quick ? 4 : 16) * Ctx.Dev.L2Bytes, size_t(Ctx.Quick ? 64 : 256) << 20);
  Bytes = std::min<size_t>(Bytes, size_t(Ctx.Dev.GlobalMemBytes / 4));
  streams(Ctx, "dram-bandwidth", Bytes, 1);
}

void l2(const Context &Ctx) {
  size_t Bytes = std::max<size_t>(Ctx.Dev.L2Bytes / 4, 64 << 10);
  streams(Ctx, "l2-bandwidth", Bytes, Ctx.Quick ? 10 : 50);
}

void l1(const Context &Ctx) {
  const int Blocks = Ctx.Dev.SmCount;
  DeviceBuffer<uint4> A(size_t(Blocks) * 1024);
  DeviceBuffer<long long> Cycles(Blocks);
  DeviceBuffer<unsigned> Sink(1);
  const unsigned Iters = Ctx.Quick ? 256 : 2048;
  std::vector<double> BytesPerCycle;
  for (int R = 0; R < Ctx.reps(7, 3); ++R) {
    l1Read<<<Blocks, 256>>>(A.Ptr, Iters, Cycles.Ptr, Sink.Ptr);
    KCMB_CHECK(cudaGetLastError());
    std::vector<long long> C(Blocks);
    KCMB_CHECK(cudaMemcpy(C.data(), Cycles.Ptr, Blocks * sizeof(long long), cudaMemcpyDeviceToHost));
    std::vector<double> PerBlock;
    for (long long V : C)
      PerBlock.push_back(256.0 * 4 * 16 * Iters / double(V));
    BytesPerCycle.push_back(summarize(PerBlock).Median);
  }
  Record(Ctx, "l1-bandwidth", "read-v4", "bytes per cycle per SM").samples(BytesPerCycle)
      .param("threads", 256).param("slice_bytes", 16384).param("iterations", Iters).emit();
}

Registration RegD("dram-bandwidth", "DRAM read / write / copy bandwidth (GB/s)", dram);
Registration RegL2("l2-bandwidth", "L2 read / write / copy bandwidth on an L2-resident array (GB/s)", l2);
Registration RegL1("l1-bandwidth", "L1 hit bandwidth per SM (bytes per cycle)", l1);
} // namespace
