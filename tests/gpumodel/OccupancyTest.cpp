//===- OccupancyTest.cpp - the occupancy calculator on worked examples ----===//
//
// GPU models are built by hand (tests/common/ToyGpu.h: published limits) so each
// expected value can be worked out on paper; the arithmetic is in the comments.
// OccupancyVsCudaOccTest.cpp checks the shipped GPU files against NVIDIA's header.
//
//===----------------------------------------------------------------------===//
#include "../common/ToyGpu.h"

#include "gpumodel/Occupancy.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace kc;
using namespace kc::test;

namespace {

OccupancyRequest launch(unsigned Threads, unsigned Regs, unsigned Smem = 0) {
  OccupancyRequest R;
  R.ThreadsPerBlock = Threads;
  R.RegistersPerThread = Regs;
  R.StaticSharedBytes = Smem;
  return R;
}

OccupancyResult mustRun(const GpuModel &G, const OccupancyRequest &R) {
  llvm::Expected<OccupancyResult> Res = computeOccupancy(G, R);
  if (!Res) {
    ADD_FAILURE() << llvm::toString(Res.takeError());
    return {};
  }
  EXPECT_EQ(Res->ActiveBlocksPerSm, activeBlocksPerSm(G, R)) << "fast path disagrees";
  return *Res;
}

/// The message of the error a launch must produce; its mask in \p Mask.
std::string mustFail(const GpuModel &G, const OccupancyRequest &R, unsigned *Mask = nullptr) {
  llvm::Expected<OccupancyResult> Res = computeOccupancy(G, R);
  if (Res) {
    ADD_FAILURE() << "expected an error, got " << Res->ActiveBlocksPerSm << " blocks";
    return "";
  }
  EXPECT_EQ(activeBlocksPerSm(G, R), 0u);
  std::string Msg;
  llvm::handleAllErrors(Res.takeError(), [&](const OccupancyLaunchError &E) {
    Msg = E.message();
    if (Mask)
      *Mask = E.mask();
    // The reason is the message without "launch cannot run on <GPU>: ", for
    // callers that name the GPU themselves (predict's message said it twice).
    EXPECT_EQ(Msg.rfind("launch cannot run on ", 0), 0u) << Msg;
    EXPECT_EQ(E.reason().find("cannot run on"), std::string::npos) << E.reason();
    EXPECT_TRUE(Msg.size() > E.reason().size() &&
                Msg.compare(Msg.size() - E.reason().size(), std::string::npos, E.reason()) == 0)
        << Msg << " / " << E.reason();
  });
  return Msg;
}

} // namespace

// Olympiad seed: 400 threads -> 13 warps (416 threads); registers 30 x 32 = 960
// per warp (a multiple of 64), 32768 / 960 = 34.1 -> 34 warps -> 34 / 13 = 2
// blocks; shared 10000 -> 10112 B, 49152 / 10112 = 4; warps 48 / 13 = 3.
TEST(Occupancy, FermiOlympiadExample) {
  OccupancyResult R = mustRun(fermiGtx580(), launch(400, 30, 10000));
  EXPECT_EQ(R.ActiveBlocksPerSm, 2u);
  EXPECT_EQ(R.ActiveWarpsPerSm, 26u);
  EXPECT_EQ(R.MaxWarpsPerSm, 48u);
  EXPECT_NEAR(R.UsefulThreadOccupancy, 800.0 / 1536, 1e-12); // 0.5208 -> 52 %
  EXPECT_NEAR(R.Occupancy, 832.0 / 1536, 1e-12);             // 0.5417 -> 54 %
  EXPECT_EQ(std::lround(R.UsefulThreadOccupancy * 100), 52);
  EXPECT_EQ(std::lround(R.Occupancy * 100), 54);
  EXPECT_EQ(R.BlockLimitWarps, 3u);
  EXPECT_EQ(R.BlockLimitRegisters, 2u);
  EXPECT_EQ(R.BlockLimitSharedMemory, 4u);
  EXPECT_EQ(R.BlockLimitBlocks, 8u);
  EXPECT_EQ(R.BlockLimitBarriers, OccupancyResult::Unlimited);
  EXPECT_EQ(R.AllocatedRegistersPerBlock, 12480u); // 416 x 30, as in the seed
  EXPECT_EQ(R.AllocatedSharedMemoryPerBlock, 10112u);
  EXPECT_EQ(R.Limiters, std::vector<std::string>{"registers"});
  EXPECT_EQ(R.LimiterMask, unsigned(LimitRegisters));
  EXPECT_FALSE(R.OptedInSharedMemory);
}

// Olympiad: registers are allocated two per thread, so 21 counts as 22:
// 21 x 32 = 672 -> 704 per warp (unit 64).
TEST(Occupancy, FermiRegisterGranularity) {
  OccupancyResult R = mustRun(fermiGtx580(), launch(64, 21));
  EXPECT_EQ(R.RegistersPerWarp, 704u);
  EXPECT_EQ(R.AllocatedRegistersPerBlock, 1408u);
  // 32768 / 704 = 46.5 -> 46 warps (even) -> 23 blocks of 2 warps; 8 blocks bind.
  EXPECT_EQ(R.BlockLimitRegisters, 23u);
  EXPECT_EQ(R.ActiveBlocksPerSm, 8u);
}

// ru lecture: 30 threads x 7 registers: 8 blocks of one warp = 8 / 48 = 16.7 %
// (the block limit binds); 512 threads: 3 blocks x 16 warps = 48 warps, 100 %.
TEST(Occupancy, FermiLectureExamples) {
  OccupancyResult Small = mustRun(fermiGtx580(), launch(30, 7));
  EXPECT_EQ(Small.ActiveBlocksPerSm, 8u);
  EXPECT_NEAR(Small.Occupancy, 8.0 / 48, 1e-12);
  EXPECT_EQ(Small.Limiters, std::vector<std::string>{"blocks"});
  OccupancyResult Big = mustRun(fermiGtx580(), launch(512, 7));
  EXPECT_EQ(Big.ActiveBlocksPerSm, 3u);
  EXPECT_DOUBLE_EQ(Big.Occupancy, 1.0);
  EXPECT_EQ(Big.Limiters, std::vector<std::string>{"warps"});
}

// zh blog, example 1: 47 x 32 = 1504 -> 1536 per warp; 65536 / 4 / 1536 = 10.7
// -> 10 warps per sub-partition -> 40 warps ("42.7 -> 40"), 5 blocks of 8 warps.
TEST(Occupancy, AmpereBlogExample1) {
  OccupancyResult R = mustRun(ampereA100(), launch(256, 47));
  EXPECT_EQ(R.ActiveWarpsPerSm, 40u);
  EXPECT_EQ(R.ActiveBlocksPerSm, 5u);
  EXPECT_EQ(R.RegistersPerWarp, 1536u);
  EXPECT_EQ(R.AllocatedRegistersPerBlock, 12288u);
  EXPECT_EQ(R.Limiters, std::vector<std::string>{"registers"});
  EXPECT_NEAR(R.Occupancy, 40.0 / 64, 1e-12);
  // No shared memory requested, but the driver reserves 1 KB per block.
  EXPECT_EQ(R.AllocatedSharedMemoryPerBlock, 1024u);
  EXPECT_EQ(R.BlockLimitSharedMemory, 164u);
}

// zh blog, example 2: 133 x 32 = 4256 -> 4352; 16384 / 4352 = 3.8 -> 3 -> 12 warps.
TEST(Occupancy, AmpereBlogExample2) {
  OccupancyResult R = mustRun(ampereA100(), launch(128, 133));
  EXPECT_EQ(R.ActiveWarpsPerSm, 12u);
  EXPECT_EQ(R.ActiveBlocksPerSm, 3u);
  EXPECT_EQ(R.Limiters, std::vector<std::string>{"registers"});
}

// zh blog: 1000 B of shared memory is allocated as 1024 (granularity 256 there;
// 128 on CC 8.0 plus the reserved 1 KB: 1000 + 1024 = 2024 -> 2048).
TEST(Occupancy, SharedMemoryGranularity) {
  EXPECT_EQ(mustRun(keplerK40(), launch(32, 16, 1000)).AllocatedSharedMemoryPerBlock, 1024u);
  EXPECT_EQ(mustRun(ampereA100(), launch(32, 16, 1000)).AllocatedSharedMemoryPerBlock, 2048u);
}

// Carveout (CC >= 7.0): percent of 164 KB, rounded up to a supported size.
// A block of 10 KB static allocates 10240 + 1024 = 11264 B.
TEST(Occupancy, CarveoutRounding) {
  GpuModel G = ampereA100();
  auto Blocks = [&](std::optional<int> Carveout, CachePreference Cache = CachePreference::None) {
    OccupancyRequest R = launch(32, 16, 10240);
    R.CarveoutPercent = Carveout;
    R.CacheConfig = Cache;
    OccupancyResult Res = mustRun(G, R);
    return std::pair(Res.BlockLimitSharedMemory, Res.SharedMemPerSmBytes);
  };
  // Driver default: the whole 164 KB: 167936 / 11264 = 14.9 -> 14.
  EXPECT_EQ(Blocks(std::nullopt), std::pair(14u, 167936u));
  // 50 %: 83968 B -> rounded up to the 100 KB configuration: 102400 / 11264 = 9.
  EXPECT_EQ(Blocks(50), std::pair(9u, 102400u));
  // 25 %: 41984 B -> 64 KB: 65536 / 11264 = 5.8 -> 5.
  EXPECT_EQ(Blocks(25), std::pair(5u, 65536u));
  // 100 %: 164 KB exactly.
  EXPECT_EQ(Blocks(100), std::pair(14u, 167936u));
  // 0 %: no shared memory preferred, but one block must fit: the smallest
  // configuration holding 11264 B is 16 KB -> 1 block.
  EXPECT_EQ(Blocks(0), std::pair(1u, 16384u));
  // 5 %: 8396 B -> 16 KB (8 KB is too small for the block) -> 1 block.
  EXPECT_EQ(Blocks(5), std::pair(1u, 16384u));
  // Without a carveout, cudaFuncCachePreferL1 means 0 %, PreferEqual 50 %.
  EXPECT_EQ(Blocks(std::nullopt, CachePreference::PreferL1), std::pair(1u, 16384u));
  EXPECT_EQ(Blocks(std::nullopt, CachePreference::PreferEqual), std::pair(9u, 102400u));
  // An explicit carveout wins over the cache config.
  EXPECT_EQ(Blocks(25, CachePreference::PreferL1), std::pair(5u, 65536u));
}

TEST(Occupancy, CarveoutOutOfRangeIsAnError) {
  OccupancyRequest R = launch(128, 32);
  R.CarveoutPercent = 101;
  EXPECT_NE(mustFail(ampereA100(), R).find("carveout 101%"), std::string::npos);
}

// Kepler: cudaFuncCachePrefer* picks 16/32/48 KB; a block larger than the
// preferred size gets the 48 KB configuration.
TEST(Occupancy, KeplerCacheConfig) {
  GpuModel G = keplerK40();
  auto Blocks = [&](unsigned Smem, CachePreference P) {
    OccupancyRequest R = launch(32, 16, Smem);
    R.CacheConfig = P;
    return mustRun(G, R).BlockLimitSharedMemory;
  };
  // 4000 B -> 4096: 16384 / 4096 = 4, 32768 / 4096 = 8, 49152 / 4096 = 12.
  EXPECT_EQ(Blocks(4000, CachePreference::PreferL1), 4u);
  EXPECT_EQ(Blocks(4000, CachePreference::PreferEqual), 8u);
  EXPECT_EQ(Blocks(4000, CachePreference::PreferShared), 12u);
  EXPECT_EQ(Blocks(4000, CachePreference::None), 12u);
  // 20000 B -> 20224 does not fit 16 KB: 49152 / 20224 = 2.
  EXPECT_EQ(Blocks(20000, CachePreference::PreferL1), 2u);
  // Registers on Kepler: 64 x 32 = 2048 per warp, 16384 / 2048 = 8 per
  // sub-partition = 32 warps -> 4 blocks of 8 warps.
  EXPECT_EQ(mustRun(G, launch(256, 64)).BlockLimitRegisters, 4u);
}

// Opt-in: more than 48 KB per block is taken as opted in, up to 163 KB (+1 KB reserved).
TEST(Occupancy, SharedMemoryOptIn) {
  GpuModel G = ampereA100();
  OccupancyRequest R = launch(128, 32);
  R.DynamicSharedBytes = 100 * 1024; // 102400 + 1024 = 103424 -> 1 block in 164 KB
  OccupancyResult Res = mustRun(G, R);
  EXPECT_TRUE(Res.OptedInSharedMemory);
  EXPECT_EQ(Res.ActiveBlocksPerSm, 1u);
  EXPECT_EQ(Res.Limiters, std::vector<std::string>{"shared_memory"});
  R.DynamicSharedBytes = 166912; // exactly the opt-in limit: 166912 + 1024 = 167936
  EXPECT_EQ(mustRun(G, R).ActiveBlocksPerSm, 1u);
  R.DynamicSharedBytes = 166913;
  unsigned Mask = 0;
  std::string Msg = mustFail(G, R, &Mask);
  EXPECT_NE(Msg.find("shared memory per block"), std::string::npos) << Msg;
  EXPECT_NE(Msg.find("opt-in limit of 166912 bytes"), std::string::npos) << Msg;
  EXPECT_EQ(Mask, unsigned(LimitSharedMemory));
  // Exactly 48 KB is not an opt-in.
  R.DynamicSharedBytes = 49152;
  EXPECT_FALSE(mustRun(G, R).OptedInSharedMemory);
  // Fermi has no opt-in: 48 KB + 1 byte cannot run.
  OccupancyRequest F = launch(128, 16, 49153);
  EXPECT_NE(mustFail(fermiGtx580(), F).find("exceeds the limit of 49152 bytes"), std::string::npos);
}

TEST(Occupancy, ImpossibleLaunchesNameTheLimit) {
  unsigned Mask = 0;
  std::string Msg = mustFail(ampereA100(), launch(1025, 32), &Mask);
  EXPECT_NE(Msg.find("threads per block: 1025 exceeds the maximum of 1024"), std::string::npos)
      << Msg;
  EXPECT_EQ(Mask, unsigned(LimitWarps));
  Msg = mustFail(ampereA100(), launch(128, 256), &Mask);
  EXPECT_NE(Msg.find("registers per thread: 256 exceeds the maximum of 255"), std::string::npos)
      << Msg;
  EXPECT_EQ(Mask, unsigned(LimitRegisters));
  Msg = mustFail(fermiGtx580(), launch(128, 64));
  EXPECT_NE(Msg.find("maximum of 63 registers per thread"), std::string::npos) << Msg;
  // 1024 threads x 255 registers: 8192 per warp x 32 warps = 262144 > 65536.
  Msg = mustFail(ampereA100(), launch(1024, 255), &Mask);
  EXPECT_NE(Msg.find("registers per block"), std::string::npos) << Msg;
  EXPECT_NE(Msg.find("262144 exceeds the maximum of 65536"), std::string::npos) << Msg;
  Msg = mustFail(ampereA100(), launch(0, 32));
  EXPECT_NE(Msg.find("at least 1"), std::string::npos) << Msg;
  // Every exceeded limit is named.
  Msg = mustFail(ampereA100(), launch(2048, 300, 200000), &Mask);
  EXPECT_NE(Msg.find("threads per block"), std::string::npos) << Msg;
  EXPECT_NE(Msg.find("registers per thread"), std::string::npos) << Msg;
  EXPECT_NE(Msg.find("shared memory per block"), std::string::npos) << Msg;
  EXPECT_EQ(Mask, unsigned(LimitWarps | LimitRegisters | LimitSharedMemory));
}

// GP100 has 2 register sub-partitions; cuda_occupancy.h also requires the block
// to fit GP10x's 4. 192 registers -> 6144 per warp; 300 threads = 10 warps:
// 2 parts: 6144 x 10 = 61440 <= 65536 and (32768 / 6144 = 5) x 2 = 10 warps -> 1 block;
// 4 parts: 6144 x roundUp(10, 4) = 73728 > 65536 -> cannot run.
TEST(Occupancy, PascalGp100CompatibilityCheck) {
  GpuModel G = pascalP100();
  unsigned Mask = 0;
  std::string Msg = mustFail(G, launch(300, 192), &Mask);
  EXPECT_EQ(Mask, unsigned(LimitRegisters));
  EXPECT_NE(Msg.find("split in 4 parts"), std::string::npos) << Msg;
  G.Occupancy.RegisterCompatSubPartitions = 0;
  EXPECT_EQ(mustRun(G, launch(300, 192)).ActiveBlocksPerSm, 1u);
  // 256 threads (8 warps) fit either way: 32768 / 6144 = 5 -> 10 warps / 8 = 1.
  EXPECT_EQ(mustRun(pascalP100(), launch(256, 192)).ActiveBlocksPerSm, 1u);
}

// Hopper: 2 barriers per block slot = 64 per SM. One barrier per block never
// binds; three per block allow 64 / 3 = 21 blocks.
TEST(Occupancy, HopperBarrierLimit) {
  GpuModel G = hopperH100();
  OccupancyRequest R = launch(32, 16); // warps 64, regs 128, smem 228, blocks 32
  OccupancyResult One = mustRun(G, R);
  EXPECT_EQ(One.ActiveBlocksPerSm, 32u);
  EXPECT_EQ(One.BlockLimitBarriers, 64u);
  EXPECT_EQ(One.Limiters, std::vector<std::string>{"blocks"});
  R.BarriersPerBlock = 3;
  OccupancyResult Three = mustRun(G, R);
  EXPECT_EQ(Three.ActiveBlocksPerSm, 21u);
  EXPECT_EQ(Three.Limiters, std::vector<std::string>{"barriers"});
}

// Several limits can bind at once: 1024 threads x 32 registers on A100:
// warps 64 / 32 = 2, registers 16384 / 1024 = 16 per part -> 64 warps -> 2.
TEST(Occupancy, TiedLimiters) {
  OccupancyResult R = mustRun(ampereA100(), launch(1024, 32));
  EXPECT_EQ(R.ActiveBlocksPerSm, 2u);
  EXPECT_EQ(R.Limiters, (std::vector<std::string>{"warps", "registers"}));
  EXPECT_EQ(R.LimiterMask, unsigned(LimitWarps | LimitRegisters));
}

// Zero registers (an empty kernel) do not limit; cuda_occupancy.h says INT_MAX.
TEST(Occupancy, ZeroRegistersAreUnlimited) {
  OccupancyResult R = mustRun(keplerK40(), launch(64, 0));
  EXPECT_EQ(R.BlockLimitRegisters, OccupancyResult::Unlimited);
  EXPECT_EQ(R.BlockLimitSharedMemory, OccupancyResult::Unlimited);
  EXPECT_EQ(R.ActiveBlocksPerSm, 16u);
}

// A100, 47 registers: at most 40 warps fit (1280 threads). 640 threads (20
// warps, 2 blocks) is the largest block size reaching 1280; 320, 256, 160 and
// 128 tie with it and lose to the larger block.
TEST(Occupancy, MaxPotentialTieGoesToLargerBlock) {
  llvm::Expected<MaxPotentialResult> Best = maxPotentialBlockSize(ampereA100(), launch(0, 47));
  ASSERT_TRUE(bool(Best)) << llvm::toString(Best.takeError());
  EXPECT_EQ(Best->BlockSize, 640u);
  EXPECT_EQ(Best->AtBest.ActiveBlocksPerSm, 2u);
  EXPECT_EQ(Best->AtBest.ActiveWarpsPerSm, 40u);
  // 32 registers: 1024 threads already fill the SM (2 x 32 warps = 64).
  Best = maxPotentialBlockSize(ampereA100(), launch(0, 32));
  ASSERT_TRUE(bool(Best));
  EXPECT_EQ(Best->BlockSize, 1024u);
  EXPECT_DOUBLE_EQ(Best->AtBest.Occupancy, 1.0);
  // Fermi, 30 registers: 34 warps fit; 17-warp blocks (544 threads) use all 34.
  Best = maxPotentialBlockSize(fermiGtx580(), launch(0, 30));
  ASSERT_TRUE(bool(Best));
  EXPECT_EQ(Best->BlockSize, 544u);
  EXPECT_EQ(Best->AtBest.ActiveWarpsPerSm, 34u);
}

TEST(Occupancy, MaxPotentialWhenNothingRuns) {
  llvm::Expected<MaxPotentialResult> Best = maxPotentialBlockSize(fermiGtx580(), launch(0, 100));
  ASSERT_FALSE(bool(Best));
  std::string Msg = llvm::toString(Best.takeError());
  EXPECT_NE(Msg.find("no block size can run"), std::string::npos) << Msg;
  EXPECT_NE(Msg.find("registers per thread"), std::string::npos) << Msg;
}
