// Bad launches: clear errors naming the value, or a correct answer; never a crash.
#include "../common/ToyGpu.h"

#include "predictor/Prediction.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace kc;
using namespace kc::test;

namespace {

std::string errorOf(const KernelModel &K, const LaunchConfig &L) {
  auto P = PreparedKernel::prepare(K, toyGpu());
  if (!P)
    return llvm::toString(P.takeError());
  auto R = predict(*P, L, ModelKind::Wave);
  if (R)
    return "";
  return llvm::toString(R.takeError());
}

LaunchConfig launch(Dim3 Grid, Dim3 Block) {
  LaunchConfig L;
  L.Grid = Grid;
  L.Block = Block;
  return L;
}

bool has(const std::string &S, const char *Part) { return S.find(Part) != std::string::npos; }

} // namespace

TEST(PredictErrors, ZeroAndOversizedBlocks) {
  KernelModel K = toyKernel(100, 1);
  EXPECT_TRUE(has(errorOf(K, launch({1, 1, 1}, {0, 1, 1})), "block x is 0"));
  EXPECT_TRUE(has(errorOf(K, launch({1, 1, 1}, {2048, 1, 1})), "block x is 2048"));
  EXPECT_TRUE(has(errorOf(K, launch({1, 1, 1}, {1, 1, 128})), "block z is 128"));
  EXPECT_TRUE(has(errorOf(K, launch({1, 1, 1}, {64, 32, 1})), "2048 threads"));
}

TEST(PredictErrors, ZeroAndOversizedGrids) {
  KernelModel K = toyKernel(100, 1);
  EXPECT_TRUE(has(errorOf(K, launch({0, 1, 1}, {32, 1, 1})), "grid x is 0"));
  EXPECT_TRUE(has(errorOf(K, launch({1ULL << 31, 1, 1}, {32, 1, 1})), "grid x is 2147483648"));
  EXPECT_TRUE(has(errorOf(K, launch({1, 65536, 1}, {32, 1, 1})), "grid y is 65536"));
  EXPECT_TRUE(has(errorOf(K, launch({1, 1, 65536}, {32, 1, 1})), "grid z is 65536"));
}

TEST(PredictErrors, LargestLegalGridIsCorrect) {
  // (2^31-1) x 65535 x 65535 blocks of one warp, 100 cycles each, 4 blocks
  // per wave: ceil(blocks / 4) waves of 100 ns (64-bit counts, no overflow).
  KernelModel K = toyKernel(100, 1);
  auto P = PreparedKernel::prepare(K, toyGpu());
  ASSERT_TRUE(bool(P));
  auto R = predict(*P, launch({2147483647ULL, 65535, 65535}, {32, 1, 1}), ModelKind::Wave);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  uint64_t Blocks = 2147483647ULL * 65535ULL * 65535ULL;
  EXPECT_EQ(R->TotalBlocks, Blocks);
  EXPECT_EQ(R->Waves, (Blocks + 3) / 4);
  double Expected = static_cast<double>((Blocks + 3) / 4) * 100 * 1e-6;
  EXPECT_NEAR(R->ExecMs / Expected, 1.0, 1e-9);
  // A block-dependent kernel on the same grid: blocks of row y = 0 take 110
  // cycles, the others 100; a wave (4 consecutive blocks) with a row-0 block
  // takes 110. Plane z holds row 0 at linear indices [s, s + X), s = z*X*Y
  // (X = 2^31 - 1, Y = 65535): waves floor(s / 4) .. floor((s + X - 1) / 4)
  // contain one. Rows of different planes are far apart, so those waves are
  // distinct: exec = 100 x waves + 10 x (their number, summed over planes).
  KernelModel K2 = toyKernel(100 + select(lt(sym("bid.y"), 1), 10, 0), 1);
  auto P2 = PreparedKernel::prepare(K2, toyGpu());
  ASSERT_TRUE(bool(P2));
  auto R2 = predict(*P2, launch({2147483647ULL, 65535, 65535}, {32, 1, 1}), ModelKind::Wave);
  ASSERT_TRUE(bool(R2)) << llvm::toString(R2.takeError());
  const uint64_t X = 2147483647ULL, Y = 65535;
  uint64_t RowWaves = 0;
  for (uint64_t Z = 0; Z < 65535; ++Z) {
    uint64_t S = Z * X * Y;
    RowWaves += (S + X - 1) / 4 - S / 4 + 1;
  }
  double Waves = static_cast<double>((Blocks + 3) / 4);
  double Cycles2 = 100.0 * Waves + 10.0 * static_cast<double>(RowWaves);
  EXPECT_NEAR(R2->ExecMs / (Cycles2 * 1e-6), 1.0, 1e-9);
  EXPECT_TRUE(R2->Notes.empty()) << R2->Notes.front();
  // The baselines: no memory, one warp per block, delay 1. Roofline: issue =
  // blocks x 1 / (2 SMs x 2 PBs); MWP-CWP case 0: Comp x N x #Rep = 1 x (2
  // blocks x 1 warp / 2 PBs) x blocks / (2 x 2): the same, blocks / 4 cycles.
  for (ModelKind M : {ModelKind::MwpCwp, ModelKind::Roofline}) {
    auto R3 = predict(*P2, launch({2147483647ULL, 65535, 65535}, {32, 1, 1}), M);
    ASSERT_TRUE(bool(R3));
    EXPECT_NEAR(R3->ExecMs / (static_cast<double>(Blocks) / 4 * 1e-6), 1.0, 1e-9) << modelName(M);
  }
}

TEST(PredictErrors, MissingArgumentsAreNamed) {
  KernelModel K = toyKernel(10 * sym("n") + sym("m"), 1);
  K.Params = {{"n", "int", false}, {"m", "int", false}};
  std::string E = errorOf(K, launch({1, 1, 1}, {32, 1, 1}));
  EXPECT_TRUE(has(E, "missing kernel arguments")) << E;
  EXPECT_TRUE(has(E, "m, n")) << E;
  // A trip count with a default needs nothing; without one it is named.
  KernelModel T = toyKernel(10 * sym("trip.L7"), 1);
  EXPECT_TRUE(has(errorOf(T, launch({1, 1, 1}, {32, 1, 1})), "trip.L7"));
  T.SymbolDefaults["trip.L7"] = 3;
  EXPECT_EQ(errorOf(T, launch({1, 1, 1}, {32, 1, 1})), "");
}

TEST(PredictErrors, LaunchThatDoesNotFit) {
  KernelModel K = toyKernel(100, 1);
  K.StaticSharedBytes = 100000; // above the 48 KB per block
  std::string E = errorOf(K, launch({1, 1, 1}, {32, 1, 1}));
  EXPECT_TRUE(has(E, "cannot run")) << E;
}

TEST(PredictErrors, UnknownInstructionClass) {
  KernelModel K = toyKernel(sym("lat.bogus"), 1);
  std::string E = errorOf(K, launch({1, 1, 1}, {32, 1, 1}));
  EXPECT_TRUE(has(E, "lat.bogus")) << E;
}
