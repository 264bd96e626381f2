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
  // A block-dependent kernel on the same grid finishes too (bounded work).
  KernelModel K2 = toyKernel(100 + select(lt(sym("bid.y"), 1), 10, 0), 1);
  auto P2 = PreparedKernel::prepare(K2, toyGpu());
  ASSERT_TRUE(bool(P2));
  auto R2 = predict(*P2, launch({2147483647ULL, 65535, 65535}, {32, 1, 1}), ModelKind::Wave);
  ASSERT_TRUE(bool(R2)) << llvm::toString(R2.takeError());
  EXPECT_GE(R2->ExecMs, Expected * (1 - 1e-9));
  EXPECT_TRUE(std::isfinite(R2->TimeMs));
  for (ModelKind M : {ModelKind::MwpCwp, ModelKind::Roofline}) {
    auto R3 = predict(*P2, launch({2147483647ULL, 65535, 65535}, {32, 1, 1}), M);
    ASSERT_TRUE(bool(R3));
    EXPECT_TRUE(std::isfinite(R3->TimeMs) && R3->TimeMs > 0);
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
