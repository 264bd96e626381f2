/// \file
/// Shared host-side harness of the CUDA microbenchmark runner
/// (kernelcast-microbench): benchmark registration, device description,
/// statistics over repetitions, and the one-JSON-line-per-record output that
/// `kernelcast calibrate` reads (docs/calibration.md, "Result records").
///
/// A record looks like (one line):
///   {"benchmark":"instruction-latency","variant":"fp32_fma","unit":"cycles",
///    "device":{"name":"NVIDIA A100-SXM4-80GB","compute_capability":"8.0",...},
///    "date":"2025-01-01T00:00:00Z","repetitions":9,"median":4.02,"min":4.0,
///    "spread":0.01,"x_unit":"...","points":[{"x":1,"median":..,"min":..,"spread":..}],
///    "params":{...}}
/// `spread` is (max - min) / median over the repetitions.
#pragma once

#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

namespace kcmb {

#define KCMB_CHECK(call)                                                                \
  do {                                                                                  \
    cudaError_t Err_ = (call);                                                          \
    if (Err_ != cudaSuccess) {                                                          \
      std::fprintf(stderr, "kernelcast-microbench: %s:%d: %s failed: %s\n", __FILE__,   \
                   __LINE__, #call, cudaGetErrorString(Err_));                          \
      std::exit(3);                                                                     \
    }                                                                                   \
  } while (0)

/// What the runner knows about the device, copied into every record.
struct DeviceInfo {
  int Ordinal = 0;
  std::string Name;
  int Major = 0, Minor = 0;
  int SmCount = 0;
  double CoreClockMHz = 0, MemoryClockMHz = 0;
  int MemoryBusBits = 0;
  long long L2Bytes = 0, GlobalMemBytes = 0;
  int MaxThreadsPerSm = 0, MaxThreadsPerBlock = 0, MaxBlocksPerSm = 0;
  int RegistersPerSm = 0, RegistersPerBlock = 0;
  long long SharedPerSm = 0, SharedPerBlock = 0, SharedPerBlockOptin = 0, ReservedSharedPerBlock = 0;
  int Driver = 0, Runtime = 0;
  std::string Json; ///< the "device" object, pre-rendered
};

struct Context {
  DeviceInfo Dev;
  bool Quick = false;
  int Repetitions = 0; ///< 0 = the benchmark's default
  std::string Date;    ///< ISO 8601 UTC, when the run started
  int reps(int Default, int QuickDefault) const {
    return Repetitions > 0 ? Repetitions : (Quick ? QuickDefault : Default);
  }
};

struct Stats {
  double Median = 0, Min = 0, Max = 0, Spread = 0;
  int N = 0;
};
Stats summarize(std::vector<double> Samples);

/// One record under construction; emit() prints it as one JSON line on stdout.
class Record {
public:
  Record(const Context &Ctx, std::string Benchmark, std::string Variant, std::string Unit);
  Record &samples(const std::vector<double> &S);     ///< sets repetitions/median/min/spread
  Record &stats(const Stats &S);
  Record &xUnit(std::string U) { XUnit = std::move(U); return *this; }
  Record &point(double X, const Stats &S);
  Record &param(const std::string &Key, double Value);
  Record &param(const std::string &Key, const std::string &Value);
  void emit() const;

private:
  const Context &Ctx;
  std::string Benchmark, Variant, Unit, XUnit;
  Stats Main;
  std::vector<std::pair<double, Stats>> Points;
  std::vector<std::pair<std::string, std::string>> Params; ///< value already JSON
};

using BenchFn = void (*)(const Context &);
struct Benchmark {
  const char *Name;
  const char *Description;
  BenchFn Run;
};
std::vector<Benchmark> &registry();
struct Registration {
  Registration(const char *Name, const char *Description, BenchFn Fn) {
    registry().push_back({Name, Description, Fn});
  }
};

/// Times \p Launch (which enqueues work on the default stream) with CUDA
/// events, after one warm-up call; returns milliseconds per repetition.
template <class F> std::vector<double> timeMs(int Reps, F &&Launch) {
  cudaEvent_t A, B;
  KCMB_CHECK(cudaEventCreate(&A));
  KCMB_CHECK(cudaEventCreate(&B));
  Launch();
  KCMB_CHECK(cudaDeviceSynchronize());
  std::vector<double> Ms;
  for (int R = 0; R < Reps; ++R) {
    KCMB_CHECK(cudaEventRecord(A));
    Launch();
    KCMB_CHECK(cudaEventRecord(B));
    KCMB_CHECK(cudaEventSynchronize(B));
    KCMB_CHECK(cudaGetLastError());
    float T = 0;
    KCMB_CHECK(cudaEventElapsedTime(&T, A, B));
    Ms.push_back(T);
  }
  KCMB_CHECK(cudaEventDestroy(A));
  KCMB_CHECK(cudaEventDestroy(B));
  return Ms;
}

/// Device buffer freed at scope exit.
template <class T> struct DeviceBuffer {
  T *Ptr = nullptr;
  size_t Count = 0;
  explicit DeviceBuffer(size_t N) : Count(N) {
    KCMB_CHECK(cudaMalloc(&Ptr, N * sizeof(T)));
    KCMB_CHECK(cudaMemset(Ptr, 0, N * sizeof(T)));
  }
  ~DeviceBuffer() { cudaFree(Ptr); }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
};

/// Builds a cyclic pointer chain on the device: for every chunk c (in a random
/// single-cycle order, Sattolo's algorithm, fixed seed) and lane l < Lanes,
/// Words[c*ChunkWords + l*LaneStride] = next(c)*ChunkWords + l*LaneStride.
void buildChain(unsigned *Words, size_t Chunks, unsigned ChunkWords, unsigned Lanes,
                unsigned LaneStride, unsigned Seed);

/// Runs a one-block clock64 kernel `Kernel<<<1, Threads>>>(Sink, Seed, Iters,
/// Cycles)` (its thread 0 writes the cycles of its timed loop to Cycles[0]) once
/// to warm up, then \p Reps times with seeds 1, 2, ...: the cycles per
/// iteration of each repetition.
template <class T, class K>
std::vector<double> oneBlockCyclesPerIteration(K Kernel, T *Sink, int Threads, int Iters, int Reps,
                                               long long *Cycles) {
  std::vector<double> PerIter;
  Kernel<<<1, Threads>>>(Sink, 1u, Iters, Cycles);
  KCMB_CHECK(cudaDeviceSynchronize());
  for (int R = 0; R < Reps; ++R) {
    Kernel<<<1, Threads>>>(Sink, 1u + R, Iters, Cycles);
    KCMB_CHECK(cudaGetLastError());
    long long C = 0;
    KCMB_CHECK(cudaMemcpy(&C, Cycles, sizeof C, cudaMemcpyDeviceToHost));
    PerIter.push_back(double(C) / Iters);
  }
  return PerIter;
}

/// Cycles-per-operation from two unroll lengths measured with the same loop:
/// (T(2L) - T(L)) / (L * iterations) per repetition; removes loop overhead.
std::vector<double> slopePerRep(const std::vector<double> &TShort, const std::vector<double> &TLong,
                                double ExtraOps);

} // namespace kcmb
