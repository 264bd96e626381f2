//===- occupancy_bench.cpp - cost of one occupancy evaluation -------------===//
// The predictor and tuner evaluate occupancy millions of times: this prints the
// cost of the allocation-free activeBlocksPerSm, of the full computeOccupancy
// (with its Limiters vector) and of maxPotentialBlockSize, on shipped GPUs.
#include "gpumodel/GpuDatabase.h"
#include "gpumodel/Occupancy.h"

#include <benchmark/benchmark.h>

#include <map>
#include <string>

namespace {

const kc::GpuModel &gpu(const char *Id) {
  static std::map<std::string, kc::GpuModel> Cache;
  auto It = Cache.find(Id);
  if (It == Cache.end())
    It = Cache.emplace(Id, llvm::cantFail(kc::GpuDatabase::builtin().find(Id))).first;
  return It->second;
}

kc::OccupancyRequest request(unsigned Threads) {
  kc::OccupancyRequest R;
  R.ThreadsPerBlock = Threads;
  R.RegistersPerThread = 47;
  R.StaticSharedBytes = 8192;
  R.CarveoutPercent = 50;
  return R;
}

void BM_ActiveBlocksPerSm(benchmark::State &S, const char *Id) {
  const kc::GpuModel &G = gpu(Id);
  unsigned T = 32;
  for (auto _ : S) {
    benchmark::DoNotOptimize(kc::activeBlocksPerSm(G, request(T)));
    T = T == 1024 ? 32 : T + 32;
  }
}

void BM_ComputeOccupancy(benchmark::State &S, const char *Id) {
  const kc::GpuModel &G = gpu(Id);
  unsigned T = 32;
  for (auto _ : S) {
    auto R = kc::computeOccupancy(G, request(T));
    benchmark::DoNotOptimize(R->ActiveBlocksPerSm);
    T = T == 1024 ? 32 : T + 32;
  }
}

void BM_MaxPotentialBlockSize(benchmark::State &S, const char *Id) {
  const kc::GpuModel &G = gpu(Id);
  for (auto _ : S) {
    auto R = kc::maxPotentialBlockSize(G, request(0));
    benchmark::DoNotOptimize(R->BlockSize);
  }
}

} // namespace

BENCHMARK_CAPTURE(BM_ActiveBlocksPerSm, a100, "a100-sxm4-80gb");
BENCHMARK_CAPTURE(BM_ActiveBlocksPerSm, k40, "k40");
BENCHMARK_CAPTURE(BM_ComputeOccupancy, a100, "a100-sxm4-80gb");
BENCHMARK_CAPTURE(BM_MaxPotentialBlockSize, a100, "a100-sxm4-80gb");
BENCHMARK_MAIN();
