// End to end on synthetic results: records generated from the toy model with
// 2% seeded noise; calibration from a deliberately different base must
// recover the toy model's measured fields within the stated tolerances, keep
// the unmeasured ones from the base (saying so), and write a valid GPU file.
#include "microbench/calibrate/Calibrate.h"
#include "microbench/calibrate/SyntheticResults.h"
#include "../common/ToyGpu.h"

#include "gpumodel/GpuDatabase.h"
#include "gpumodel/GpuFileWriter.h"

#include <gtest/gtest.h>

using namespace kc;
using namespace kc::calib;

namespace {

/// The base: the toy model with every number off by 50%, so a recovered value
/// cannot have come from the base.
GpuModel offBase() {
  GpuModel B = kc::test::calibrationToyGpu();
  B.Id = "toy-base";
  for (InstrCost &C : B.Instructions)
    C = {C.LatencyCycles * 1.5, C.IssueCycles * 1.5};
  B.SharedLatencyCycles *= 1.5;
  B.L1LatencyCycles *= 1.5;
  B.L2LatencyCycles *= 1.5;
  B.DramLatencyCycles *= 1.5;
  B.UncoalescedLatencyCycles *= 1.5;
  B.DramBandwidthGBps *= 1.5;
  B.L2BandwidthGBps *= 1.5;
  B.UncoalescedBandwidthGBps *= 1.5;
  B.SameLineAtomicsGops *= 1.5;
  B.CoreClockMHz *= 1.5;
  B.LaunchOverhead = {{0, 0.01, 9, 123}};
  B.Provenance["/launch_overhead/0/block_start_cycles"] = "estimate: the base's own";
  return B;
}

CalibrationResult run(unsigned Seed) {
  SyntheticOptions O;
  O.Seed = Seed;
  auto R = calibrate(synthesizeResults(kc::test::calibrationToyGpu(), O), offBase(), {"toy-measured", ""});
  EXPECT_TRUE(bool(R));
  return std::move(*R);
}

} // namespace

TEST(Calibrate, RecoversInstructionCosts) {
  const GpuModel Toy = kc::test::calibrationToyGpu();
  for (unsigned Seed = 1; Seed <= 5; ++Seed) {
    GpuModel M = run(Seed).Model;
    for (InstrClass C : {InstrClass::Fp32Add, InstrClass::Fp32Mul, InstrClass::Fp32Fma, InstrClass::Fp32Div,
                         InstrClass::Fp32Sqrt, InstrClass::Fp32Special, InstrClass::Fp64Add,
                         InstrClass::Fp64Fma, InstrClass::Fp64Div, InstrClass::IntAdd, InstrClass::IntMul,
                         InstrClass::IntDiv, InstrClass::Shuffle}) {
      // Tolerance 10%: a slope from two chain lengths (L, 2L) with 2% noise on
      // each point has about 2.5% standard error, so 10% is 4 sigma.
      EXPECT_NEAR(M.cost(C).LatencyCycles, Toy.cost(C).LatencyCycles, 0.10 * Toy.cost(C).LatencyCycles)
          << instrClassName(C) << " seed " << Seed;
      EXPECT_NEAR(M.cost(C).IssueCycles, Toy.cost(C).IssueCycles, 0.10 * Toy.cost(C).IssueCycles)
          << instrClassName(C) << " seed " << Seed;
    }
    // Conversions: (step - fp32_mul) / 2, so the noise of both adds up: 20%.
    EXPECT_NEAR(M.cost(InstrClass::Conversion).LatencyCycles, 12, 0.20 * 12) << "seed " << Seed;
    EXPECT_NEAR(M.cost(InstrClass::Conversion).IssueCycles, 8, 0.10 * 8) << "seed " << Seed;
    // The float <-> double round trip calibrates conversion_f64 on its own (20 / 32).
    EXPECT_NEAR(M.cost(InstrClass::ConversionF64).LatencyCycles, 20, 0.20 * 20) << "seed " << Seed;
    EXPECT_NEAR(M.cost(InstrClass::ConversionF64).IssueCycles, 32, 0.10 * 32) << "seed " << Seed;
    EXPECT_NEAR(M.cost(InstrClass::Barrier).LatencyCycles, 20, 0.06 * 20);
    // fp32 lanes per processing block = 32 / issue(fp32_fma) = 16.
    EXPECT_NEAR(M.UnitsPerProcessingBlock["fp32"], 16, 1);
  }
}

TEST(Calibrate, RecoversMemoryLaunchAndClock) {
  for (unsigned Seed = 1; Seed <= 5; ++Seed) {
    CalibrationResult R = run(Seed);
    const GpuModel &M = R.Model;
    EXPECT_NEAR(M.SharedLatencyCycles, 30, 0.05 * 30) << "seed " << Seed;
    EXPECT_NEAR(M.L1LatencyCycles, 40, 0.05 * 40) << "seed " << Seed;
    EXPECT_NEAR(M.L2LatencyCycles, 200, 0.05 * 200) << "seed " << Seed;
    EXPECT_NEAR(M.DramLatencyCycles, 500, 0.05 * 500) << "seed " << Seed;
    EXPECT_NEAR(M.UncoalescedLatencyCycles, 900, 0.08 * 900) << "seed " << Seed;
    // The copy benchmark gives the sustained bandwidth; the peak stays the base's (1500).
    EXPECT_NEAR(M.DramSustainedBandwidthGBps, 1000, 0.05 * 1000) << "seed " << Seed;
    EXPECT_EQ(M.DramBandwidthGBps, 1500) << "seed " << Seed;
    EXPECT_NEAR(M.L2BandwidthGBps, 4000, 0.05 * 4000) << "seed " << Seed;
    EXPECT_NEAR(M.UncoalescedBandwidthGBps, 100, 0.05 * 100) << "seed " << Seed;
    // One word at 1.5 G updates/s (the toy's one per 1500 MHz clock).
    EXPECT_NEAR(M.SameLineAtomicsGops, 1.5, 0.05 * 1.5) << "seed " << Seed;
    EXPECT_NEAR(M.SharedBandwidthBytesPerCyclePerSm, 128, 0.05 * 128);
    EXPECT_NEAR(M.L1BandwidthBytesPerCyclePerSm, 128, 0.05 * 128);
    EXPECT_NEAR(M.CoreClockMHz, 1500, 0.05 * 1500);
    // One default line plus one per block size (1..32 warps).
    ASSERT_EQ(M.LaunchOverhead.size(), 33u);
    for (unsigned W : {1u, 8u, 32u}) {
      const LaunchLine &L = M.launchLine(W);
      EXPECT_EQ(L.Warps, W);
      double X1 = 0.001 + 0.0001 * W;
      EXPECT_NEAR(L.PerBlockUs, X1, 0.05 * X1) << W << " warps, seed " << Seed;
      EXPECT_NEAR(L.BaseUs, 4.0, 0.05 * 4.0) << W << " warps, seed " << Seed;
      // block-start measures it: the toy's 300 cycles (the base says 123), on
      // every line; 2 % noise on times of a few us over 1..32 waves.
      EXPECT_NEAR(L.BlockStartCycles, 300, 0.05 * 300) << W << " warps, seed " << Seed;
    }
    EXPECT_NEAR(M.launchLine(0).BlockStartCycles, 300, 0.05 * 300);
    EXPECT_EQ(M.Provenance.at("/launch_overhead/8/block_start_cycles").rfind("microbench:block-start", 0), 0u)
        << M.Provenance.at("/launch_overhead/8/block_start_cycles");
    // Device-query fields come from the records' device object.
    EXPECT_EQ(M.SmCount, 80u);
    EXPECT_EQ(M.L2SizeBytes, 8u * 1024 * 1024);
    EXPECT_EQ(M.Occupancy.MaxWarpsPerSm, 64u);
  }
}

TEST(Calibrate, BlockStartKeptFromTheBaseWithoutItsBenchmark) {
  SyntheticOptions O;
  O.Seed = 1;
  std::vector<BenchRecord> Recs = synthesizeResults(kc::test::calibrationToyGpu(), O);
  std::erase_if(Recs, [](const BenchRecord &R) { return R.Benchmark == "block-start"; });
  auto R = calibrate(Recs, offBase(), {"toy-measured", ""});
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  // The launch lines are measured anew; the block start stays the base's 123
  // with its provenance, which says it was kept.
  for (unsigned W : {0u, 1u, 8u, 32u})
    EXPECT_EQ(R->Model.launchLine(W).BlockStartCycles, 123) << W << " warps";
  EXPECT_EQ(R->Model.Provenance.at("/launch_overhead/8/block_start_cycles"),
            "estimate: the base's own [kept from --base 'toy-base'; not measured by kernelcast calibrate]");
}

TEST(Calibrate, ProvenanceSaysWhereEachValueCameFrom) {
  CalibrationResult R = run(3);
  const GpuModel &M = R.Model;
  const std::string &L2 = M.Provenance.at("/memory_latency_cycles/l2");
  EXPECT_EQ(L2.rfind("microbench:pointer-chase-latency: microbench:pointer-chase-latency, "
                     "2000-01-01T00:00:00Z, synthetic toy",
                     0),
            0u)
      << L2;
  EXPECT_NE(L2.find("SYNTHETIC"), std::string::npos);
  EXPECT_EQ(M.Provenance.at("/launch_overhead/5/per_block_us").rfind("microbench:launch-overhead: ", 0), 0u);
  EXPECT_EQ(M.Provenance.at("/sm_count").rfind("cudaGetDeviceProperties: ", 0), 0u);
  // Not measured: the L1 size stays the base's and says so.
  EXPECT_EQ(M.L1SizeBytesPerSm, 128u * 1024);
  EXPECT_EQ(M.Provenance.at("/caches/l1_size_bytes_per_sm"),
            "TOY: made up [kept from --base 'toy-base'; not measured by kernelcast calibrate]");
  EXPECT_NE(std::find(R.FromBase.begin(), R.FromBase.end(), "/caches/l1_size_bytes_per_sm"), R.FromBase.end());
  // Atomics are not benchmarked: base value.
  EXPECT_DOUBLE_EQ(M.cost(InstrClass::Atomic).LatencyCycles, 9);
  EXPECT_EQ(M.Id, "toy-measured");
  ASSERT_EQ(M.Aliases.size(), 1u);
  EXPECT_EQ(M.Aliases[0], "synthetic toy");
}

TEST(Calibrate, OutputIsAValidGpuFile) {
  // Base from the built-in database, results synthesized from another built-in GPU.
  auto Truth = GpuDatabase::builtin().find("a100-sxm4-80gb");
  auto Base = GpuDatabase::builtin().find("a100-pcie-40gb");
  if (!Truth || !Base) {
    llvm::consumeError(Truth.takeError());
    llvm::consumeError(Base.takeError());
    GTEST_SKIP() << "built-in A100 models not available";
  }
  auto R = calibrate(synthesizeResults(*Truth), *Base, {"my-a100", "My A100"});
  ASSERT_TRUE(bool(R));
  std::string Text = writeGpuFile(R->Model);
  EXPECT_TRUE(checkGpuFile(Text).empty()) << Text;
  auto Back = parseGpuFile(Text, "my-a100.json");
  ASSERT_TRUE(bool(Back)) << llvm::toString(Back.takeError());
  EXPECT_NEAR(Back->DramLatencyCycles, Truth->DramLatencyCycles, 0.05 * Truth->DramLatencyCycles);
  EXPECT_NEAR(Back->DramSustainedBandwidthGBps, Truth->dramSustainedGBps(), 0.05 * Truth->dramSustainedGBps());
  // The truth sustains more than the base's datasheet peak: the peak is raised to it.
  EXPECT_GE(Back->DramBandwidthGBps, Back->DramSustainedBandwidthGBps);
  EXPECT_TRUE(R->Warnings.empty()) << R->Warnings.front();

  // Without a copy record the read record is used (4 % above the copy rate in the
  // synthetic results); the peak is raised to it as well, so the file stays valid.
  std::vector<BenchRecord> NoCopy = synthesizeResults(*Truth);
  std::erase_if(NoCopy, [](const BenchRecord &B) {
    return B.Benchmark == "dram-bandwidth" && B.Variant == "copy";
  });
  auto R2 = calibrate(NoCopy, *Base, {"my-a100", "My A100"});
  ASSERT_TRUE(bool(R2));
  std::string Text2 = writeGpuFile(R2->Model);
  EXPECT_TRUE(checkGpuFile(Text2).empty()) << Text2;
  EXPECT_NEAR(R2->Model.DramSustainedBandwidthGBps, 1.04 * Truth->dramSustainedGBps(),
              0.05 * Truth->dramSustainedGBps());
  EXPECT_EQ(R2->Model.DramBandwidthGBps, R2->Model.DramSustainedBandwidthGBps);
}

TEST(Calibrate, RequestCostIsReported) {
  // coalescing-requests has no model field yet: its per-stride cycles are a
  // note (the synthetic set: 2 sectors per SM cycle, 4 sectors at stride 1 ->
  // 2 cycles, 32 sectors from stride 8 -> 16; 2 % noise).
  CalibrationResult R = run(3);
  std::string Note;
  for (const std::string &N : R.Notes)
    if (N.rfind("SM cycles per warp request (l2-resident)", 0) == 0)
      Note = N;
  ASSERT_FALSE(Note.empty());
  double S1 = 0, S32 = 0;
  ASSERT_EQ(std::sscanf(Note.c_str(), "SM cycles per warp request (l2-resident): stride 1: %lf", &S1), 1) << Note;
  auto At = Note.find("stride 32: ");
  ASSERT_NE(At, std::string::npos) << Note;
  S32 = std::stod(Note.substr(At + 11));
  EXPECT_NEAR(S1, 2, 0.05 * 2) << Note;
  EXPECT_NEAR(S32, 16, 0.05 * 16) << Note;
}

TEST(Calibrate, IssueOverlapIsReportedBesideTheModelsSumAndBound) {
  // issue-overlap has no model field: each mix is a note, per warp and
  // processing block, beside the model's sum of issue cycles and its
  // narrow-units bound, both with the calibrated model's issue cycles. RTX
  // A4000: MUFU 8 cycles, integer add 2, 4 processing blocks. xu-alu-2-4 per
  // warp and group: 8 MUFU and 32 integer instructions: sum 8 x 8 + 32 x 2 =
  // 128, bound max(64 + 8, 64) = 72; the synthetic results are the bound (72 x
  // 32 warps / 4 = 576 SM cycles per group, 2 % noise, which the calibrated
  // issue cycles carry too), so the note reads about 72, 128 and 72.
  auto Gpu = GpuDatabase::builtin().find("rtx-a4000");
  if (!Gpu) {
    llvm::consumeError(Gpu.takeError());
    GTEST_SKIP() << "built-in RTX A4000 model not available";
  }
  auto R = calibrate(synthesizeResults(*Gpu), *Gpu, {"my-a4000", "My A4000"});
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  std::string Note;
  for (const std::string &N : R->Notes)
    if (N.rfind("issue overlap", 0) == 0)
      Note = N;
  ASSERT_FALSE(Note.empty());
  auto At = Note.find("xu-alu-2-4 ");
  ASSERT_NE(At, std::string::npos) << Note;
  double Measured = 0, Sum = 0, Bound = 0;
  ASSERT_EQ(std::sscanf(Note.c_str() + At, "xu-alu-2-4 %lf (sum %lf, bound %lf)", &Measured, &Sum, &Bound), 3)
      << Note;
  const double Xu = R->Model.cost(InstrClass::Fp32Special).IssueCycles;
  const double Int = R->Model.cost(InstrClass::IntAdd).IssueCycles;
  EXPECT_NEAR(Sum, 8 * Xu + 32 * Int, 0.5) << Note; // printed to the cycle
  EXPECT_NEAR(Bound, std::max(32 * Int + 8, 8 * Xu), 0.5) << Note;
  EXPECT_NEAR(Sum, 128, 0.05 * 128) << Note;
  EXPECT_NEAR(Bound, 72, 0.05 * 72) << Note;
  EXPECT_NEAR(Measured, 72, 0.05 * 72) << Note;
  // The XU alone: 8 MUFU x 8 = 64 cycles, the bound and the sum alike.
  At = Note.find("xu ");
  ASSERT_NE(At, std::string::npos) << Note;
  ASSERT_EQ(std::sscanf(Note.c_str() + At, "xu %lf (sum %lf, bound %lf)", &Measured, &Sum, &Bound), 3) << Note;
  EXPECT_NEAR(Sum, 8 * Xu, 0.5) << Note;
  EXPECT_NEAR(Bound, 8 * Xu, 0.5) << Note;
  EXPECT_NEAR(Measured, 64, 0.05 * 64) << Note;
  // FP32 FMAs beside integer adds: the model sums them (32 x 1 + 32 x 2 = 96 on
  // the A4000), bound and sum alike.
  At = Note.find("fma-alu-8-4 ");
  ASSERT_NE(At, std::string::npos) << Note;
  ASSERT_EQ(std::sscanf(Note.c_str() + At, "fma-alu-8-4 %lf (sum %lf, bound %lf)", &Measured, &Sum, &Bound), 3)
      << Note;
  const double Fma = R->Model.cost(InstrClass::Fp32Fma).IssueCycles;
  EXPECT_NEAR(Sum, 32 * Fma + 32 * Int, 0.5) << Note;
  EXPECT_NEAR(Bound, Sum, 0.5) << Note;
  EXPECT_NEAR(Sum, 96, 0.05 * 96) << Note;
  // A record without its params is skipped with a warning, not guessed.
  std::vector<BenchRecord> Recs = synthesizeResults(*Gpu);
  for (BenchRecord &B : Recs)
    if (B.Benchmark == "issue-overlap" && B.Variant == "alu")
      B.Params.erase("warps");
  auto R2 = calibrate(Recs, *Gpu, {"my-a4000", "My A4000"});
  ASSERT_TRUE(bool(R2));
  EXPECT_TRUE(std::any_of(R2->Warnings.begin(), R2->Warnings.end(), [](const std::string &W) {
    return W.find("issue-overlap record") != std::string::npos && W.find("(alu) skipped") != std::string::npos;
  }));
}
