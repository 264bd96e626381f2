//===- OccupancyVsCudaOccTest.cpp - the calculator against cuda_occupancy.h ===//
//
// NVIDIA's own calculator (the CUDA toolkit's include/cuda_occupancy.h, used
// as is, never copied) is fed the device properties of every shipped GPU of
// CC >= 3.0, as cudaGetDeviceProperties would report them; it derives its
// architecture constants (granularities, sub-partitions, block limits,
// carveout steps) from the compute capability, while kernelcast reads them
// from the GPU file. Both then see the same random launches and must agree
// on every one: active blocks, limiters, each block limit, allocated registers
// and shared memory, and cudaOccMaxPotentialOccupancyBlockSize. A launch the
// header gives 0 blocks must be an error naming exactly the zero limits.
//
//===----------------------------------------------------------------------===//
#include "gpumodel/GpuDatabase.h"
#include "gpumodel/Occupancy.h"

#include <gtest/gtest.h>

#include <fmt/format.h>

#include <climits>
#include <iostream>
#include <random>

#ifdef KC_HAVE_CUDA_OCCUPANCY
#include <cuda_occupancy.h>
#endif

using namespace kc;

namespace {

constexpr unsigned ConfigsPerGpu = 10000;    ///< within every per-block limit
constexpr unsigned OverLimitConfigs = 2000;  ///< shared memory up to 8 KB above the opt-in limit
constexpr unsigned MaxPotentialConfigs = 300;

#ifdef KC_HAVE_CUDA_OCCUPANCY

cudaOccDeviceProp deviceProp(const GpuModel &G) {
  const OccupancyLimits &L = G.Occupancy;
  cudaOccDeviceProp P;
  P.computeMajor = G.ComputeMajor;
  P.computeMinor = G.ComputeMinor;
  P.maxThreadsPerBlock = int(L.MaxThreadsPerBlock);
  P.maxThreadsPerMultiprocessor = int(L.MaxThreadsPerSm);
  P.regsPerBlock = int(L.MaxRegistersPerBlock);
  P.regsPerMultiprocessor = int(L.RegistersPerSm);
  P.warpSize = int(L.WarpSize);
  P.sharedMemPerBlock = L.SharedMemPerBlockBytes;
  P.sharedMemPerMultiprocessor = L.SharedMemPerSmBytes;
  P.numSms = int(G.SmCount);
  P.sharedMemPerBlockOptin = L.SharedMemPerBlockOptinBytes;
  P.reservedSharedMemPerBlock = L.ReservedSharedMemPerBlockBytes;
  return P;
}

/// cudaFuncAttributes as the runtime converts it: opt-in limit config, one
/// barrier; the dynamic limit is what the launch uses (cudaFuncSetAttribute).
cudaOccFuncAttributes funcAttributes(const GpuModel &G, const OccupancyRequest &R) {
  cudaOccFuncAttributes A;
  A.maxThreadsPerBlock = int(G.Occupancy.MaxThreadsPerBlock);
  A.numRegs = int(R.RegistersPerThread);
  A.sharedSizeBytes = R.StaticSharedBytes;
  A.partitionedGCConfig = PARTITIONED_GC_OFF;
  A.shmemLimitConfig = FUNC_SHMEM_LIMIT_OPTIN;
  A.maxDynamicSharedSizeBytes = R.DynamicSharedBytes;
  A.numBlockBarriers = int(R.BarriersPerBlock);
  A.virtualResourceCount = 0;
  return A;
}

cudaOccDeviceState deviceState(const OccupancyRequest &R) {
  cudaOccDeviceState S;
  S.carveoutConfig = R.CarveoutPercent ? *R.CarveoutPercent : SHAREDMEM_CARVEOUT_DEFAULT;
  switch (R.CacheConfig) {
  case CachePreference::None:
    S.cacheConfig = CACHE_PREFER_NONE;
    break;
  case CachePreference::PreferShared:
    S.cacheConfig = CACHE_PREFER_SHARED;
    break;
  case CachePreference::PreferL1:
    S.cacheConfig = CACHE_PREFER_L1;
    break;
  case CachePreference::PreferEqual:
    S.cacheConfig = CACHE_PREFER_EQUAL;
    break;
  }
  return S;
}

unsigned fromOcc(int Limit) { return Limit == INT_MAX ? OccupancyResult::Unlimited : unsigned(Limit); }

std::string describe(const OccupancyRequest &R) {
  return fmt::format("threads={} regs={} static={} dynamic={} carveout={} cache={}",
                     R.ThreadsPerBlock, R.RegistersPerThread, R.StaticSharedBytes,
                     R.DynamicSharedBytes, R.CarveoutPercent.value_or(-1), int(R.CacheConfig));
}

/// Compares one launch; returns "" when both agree, else what differs.
std::string compareOne(const GpuModel &G, const cudaOccDeviceProp &Prop, const OccupancyRequest &R) {
  cudaOccFuncAttributes Attr = funcAttributes(G, R);
  cudaOccDeviceState State = deviceState(R);
  cudaOccResult Ref{};
  cudaOccError Status = cudaOccMaxActiveBlocksPerMultiprocessor(&Ref, &Prop, &Attr, &State,
                                                                int(R.ThreadsPerBlock),
                                                                R.DynamicSharedBytes);
  if (Status != CUDA_OCC_SUCCESS)
    return fmt::format("cuda_occupancy.h failed with status {}", int(Status));
  const unsigned RefMask = Ref.limitingFactors & 0x1F;
  llvm::Expected<OccupancyResult> Ours = computeOccupancy(G, R);
  if (Ref.activeBlocksPerMultiprocessor == 0) {
    if (Ours)
      return fmt::format("header: cannot run (limiters {:#x}); ours: {} blocks", RefMask,
                         Ours->ActiveBlocksPerSm);
    unsigned Mask = 0;
    llvm::handleAllErrors(Ours.takeError(), [&](const OccupancyLaunchError &E) { Mask = E.mask(); });
    if (Mask != RefMask)
      return fmt::format("cannot run, but limiters differ: header {:#x}, ours {:#x}", RefMask, Mask);
    return "";
  }
  if (!Ours)
    return fmt::format("header: {} blocks; ours: {}", Ref.activeBlocksPerMultiprocessor,
                       llvm::toString(Ours.takeError()));
  std::string Diff;
  auto Check = [&](const char *What, unsigned Mine, unsigned Theirs) {
    if (Mine != Theirs)
      Diff += fmt::format(" {}: ours {} header {};", What, Mine, Theirs);
  };
  Check("active blocks", Ours->ActiveBlocksPerSm, unsigned(Ref.activeBlocksPerMultiprocessor));
  Check("limiters", Ours->LimiterMask, RefMask);
  Check("warp limit", Ours->BlockLimitWarps, fromOcc(Ref.blockLimitWarps));
  Check("register limit", Ours->BlockLimitRegisters, fromOcc(Ref.blockLimitRegs));
  Check("shared-memory limit", Ours->BlockLimitSharedMemory, fromOcc(Ref.blockLimitSharedMem));
  Check("block limit", Ours->BlockLimitBlocks, fromOcc(Ref.blockLimitBlocks));
  Check("barrier limit", Ours->BlockLimitBarriers, fromOcc(Ref.blockLimitBarriers));
  Check("allocated registers", Ours->AllocatedRegistersPerBlock,
        unsigned(Ref.allocatedRegistersPerBlock));
  Check("allocated shared memory", Ours->AllocatedSharedMemoryPerBlock,
        unsigned(Ref.allocatedSharedMemPerBlock));
  return Diff;
}

/// Warps of a block rounded up to 4 (the register file's sub-partitions).
unsigned divUp4(unsigned Threads, unsigned WarpSize) {
  return ((Threads + WarpSize - 1) / WarpSize + 3) / 4 * 4;
}

/// A random launch; shared memory (static + dynamic) up to \p SmemMax bytes.
OccupancyRequest randomLaunch(const OccupancyLimits &L, std::mt19937_64 &Rng, unsigned SmemMax) {
  auto Uniform = [&Rng](unsigned Lo, unsigned Hi) {
    return std::uniform_int_distribution<unsigned>(Lo, Hi)(Rng);
  };
  OccupancyRequest R;
  R.ThreadsPerBlock = Uniform(1, L.MaxThreadsPerBlock);
  // Uniform registers make half the launches too big for the register file;
  // every other draw stays at or a little above what a block can hold.
  unsigned Fit = L.MaxRegistersPerBlock / (divUp4(R.ThreadsPerBlock, L.WarpSize) * L.WarpSize);
  unsigned RegMax = Uniform(0, 1) ? L.MaxRegistersPerThread
                                  : std::clamp(Fit + 8, 1u, L.MaxRegistersPerThread);
  R.RegistersPerThread = Uniform(1, RegMax);
  // Many kernels use little or no shared memory: a third of the draws below 4 KB.
  unsigned Total = Uniform(0, 2) == 0 ? Uniform(0, std::min(4096u, SmemMax)) : Uniform(0, SmemMax);
  // Static shared memory cannot exceed the default 48 KB; the rest is dynamic.
  R.StaticSharedBytes = Uniform(0, std::min(Total, L.SharedMemPerBlockBytes));
  R.DynamicSharedBytes = Total - R.StaticSharedBytes;
  unsigned Carveout = Uniform(0, 101); // 101 = driver default
  if (Carveout <= 100)
    R.CarveoutPercent = int(Carveout);
  R.CacheConfig = static_cast<CachePreference>(Uniform(0, 3));
  return R;
}

#endif // KC_HAVE_CUDA_OCCUPANCY

} // namespace

TEST(OccupancyVsCudaOcc, EveryShippedGpuAgreesOnRandomLaunches) {
#ifndef KC_HAVE_CUDA_OCCUPANCY
  GTEST_SKIP() << "cuda_occupancy.h not found (no CUDA toolkit at configure time): "
                  "the cross-check against NVIDIA's calculator is skipped";
#else
  unsigned GpusChecked = 0;
  for (const GpuModel &G : GpuDatabase::builtin().all()) {
    if (G.ComputeMajor < 3)
      continue; // Fermi is not in cuda_occupancy.h (the spreadsheet's rules, docs/model.md#occupancy; see OccupancyTest)
    ++GpusChecked;
    const OccupancyLimits &L = G.Occupancy;
    const cudaOccDeviceProp Prop = deviceProp(G);
    std::mt19937_64 Rng(0x6b63 + GpusChecked);
    unsigned Differences = 0, Compared = 0, CannotRun = 0;
    unsigned SeenLimiters = 0; // every limiter kind must occur among the runnable launches
    auto Run = [&](const OccupancyRequest &R) {
      ++Compared;
      if (llvm::Expected<OccupancyResult> Res = computeOccupancy(G, R))
        SeenLimiters |= Res->LimiterMask;
      else {
        llvm::consumeError(Res.takeError());
        ++CannotRun;
      }
      std::string Diff = compareOne(G, Prop, R);
      if (!Diff.empty() && ++Differences <= 10)
        ADD_FAILURE() << G.Id << " (CC " << G.ComputeMajor << "." << G.ComputeMinor << ") "
                      << describe(R) << ": " << Diff;
    };
    for (unsigned I = 0; I < ConfigsPerGpu; ++I)
      Run(randomLaunch(L, Rng, L.SharedMemPerBlockOptinBytes));
    for (unsigned I = 0; I < OverLimitConfigs; ++I)
      Run(randomLaunch(L, Rng, L.SharedMemPerBlockOptinBytes + 8192));
    EXPECT_EQ(Differences, 0u) << G.Id << ": " << Differences << " of " << Compared << " differ";
    EXPECT_EQ(SeenLimiters & 0xF, 0xFu)
        << G.Id << ": the random launches did not exercise every limit (seen " << SeenLimiters
        << ")";
    std::cout << fmt::format("[ cudaOcc  ] {:<16} CC {}.{}: {} launches compared ({} cannot run), "
                             "{} differences\n",
                             G.Id, G.ComputeMajor, G.ComputeMinor, Compared, CannotRun, Differences);
  }
  EXPECT_GT(GpusChecked, 0u) << "no shipped GPU of CC >= 3.0";
#endif
}

TEST(OccupancyVsCudaOcc, MaxPotentialBlockSizeAgrees) {
#ifndef KC_HAVE_CUDA_OCCUPANCY
  GTEST_SKIP() << "cuda_occupancy.h not found (no CUDA toolkit at configure time): "
                  "the cross-check against NVIDIA's calculator is skipped";
#else
  for (const GpuModel &G : GpuDatabase::builtin().all()) {
    if (G.ComputeMajor < 3)
      continue;
    const cudaOccDeviceProp Prop = deviceProp(G);
    std::mt19937_64 Rng(0x6d70 + G.Id.size());
    unsigned Differences = 0;
    for (unsigned I = 0; I < MaxPotentialConfigs; ++I) {
      OccupancyRequest R = randomLaunch(G.Occupancy, Rng, G.Occupancy.SharedMemPerBlockOptinBytes);
      cudaOccFuncAttributes Attr = funcAttributes(G, R);
      cudaOccDeviceState State = deviceState(R);
      int MinGrid = 0, RefSize = 0;
      ASSERT_EQ(cudaOccMaxPotentialOccupancyBlockSize(&MinGrid, &RefSize, &Prop, &Attr, &State,
                                                      R.DynamicSharedBytes),
                CUDA_OCC_SUCCESS);
      llvm::Expected<MaxPotentialResult> Ours = maxPotentialBlockSize(G, R);
      unsigned OurSize = 0;
      if (Ours)
        OurSize = Ours->BlockSize;
      else
        llvm::consumeError(Ours.takeError());
      if (OurSize != unsigned(RefSize) && ++Differences <= 10)
        ADD_FAILURE() << G.Id << " " << describe(R) << ": best block size ours " << OurSize
                      << ", header " << RefSize;
      if (Ours && RefSize > 0) // the header's minGridSize = blocks at best x SMs
        EXPECT_EQ(Ours->AtBest.ActiveBlocksPerSm * G.SmCount, unsigned(MinGrid)) << G.Id;
    }
    EXPECT_EQ(Differences, 0u) << G.Id;
  }
#endif
}
