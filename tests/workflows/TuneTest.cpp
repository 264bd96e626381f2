// tune: sweeps whose best configuration is known on the toy GPU.
#include "../common/ToyGpu.h"

#include "workflows/Tune.h"

#include <gtest/gtest.h>

#include <set>

using namespace kc;
using namespace kc::test;

namespace {

/// 100 cycles per thread, 1 issue cycle, no memory. On the toy GPU (2 SMs,
/// at most 2 blocks per SM, 64 warps per SM) every wave takes 100 ns whatever
/// the block size up to 1024 threads (32 warps per processing block issue in
/// 32 < 100 cycles), so the time is (number of waves) x 100 ns + 0.01 us and
/// the fewest, largest blocks win: n = 4096 threads need ceil(4096 / bx)
/// blocks, 4 per wave.
TuneOptions toyOptions() {
  TuneOptions O;
  O.Space.Params["n"] = 4096;
  O.Space.BlockX = {128, 256, 512, 1024, 2048};
  O.Space.Grid[0] = Expr::parse("ceil_div(n, block_x)");
  O.Jobs = 2;
  O.Analyze = [](const std::vector<std::string> &Defines) -> llvm::Expected<KernelModel> {
    double Scale = 1;
    for (const std::string &D : Defines)
      if (D.rfind("SLOW=", 0) == 0)
        Scale = std::stod(D.substr(5));
    KernelModel K = toyKernel(100 * Scale, 1);
    K.Name = "toy";
    return K;
  };
  return O;
}

} // namespace

TEST(Tune, FewestWavesWin) {
  auto R = tune(toyOptions(), toyGpu());
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  // 2048 threads exceed the 1024-thread block limit: skipped with the reason.
  ASSERT_EQ(R->Skipped.size(), 1u);
  EXPECT_EQ(R->Skipped[0].Launch.BlockX, 2048u);
  EXPECT_NE(R->Skipped[0].Reason.find("1024"), std::string::npos) << R->Skipped[0].Reason;
  EXPECT_EQ(R->Evaluated, 4u);
  ASSERT_EQ(R->Ranking.size(), 4u);
  // Waves: 1024 -> 4 blocks, 1 wave; 512 -> 2; 256 -> 4; 128 -> 8.
  const unsigned Block[4] = {1024, 512, 256, 128};
  const double Ms[4] = {100e-6 + 1e-5, 200e-6 + 1e-5, 400e-6 + 1e-5, 800e-6 + 1e-5};
  for (int I = 0; I < 4; ++I) {
    EXPECT_EQ(R->Ranking[I].Launch.BlockX, Block[I]) << I;
    EXPECT_EQ(R->Ranking[I].Launch.GridX, 4096u / Block[I]);
    EXPECT_NEAR(R->Ranking[I].P.TimeMs, Ms[I], 1e-12) << I;
  }
  EXPECT_EQ(R->SweptDimensions, std::vector<std::string>{"block_x"});
}

TEST(Tune, ConstraintsAndDefineSweeps) {
  TuneOptions O = toyOptions();
  O.Space.Constraints.push_back(Expr::parse("block_x <= 512"));
  // SLOW=2 doubles every thread's time: the best stays at SLOW=1.
  O.DefineSweeps = {{"SLOW", {"2", "1"}}};
  auto R = tune(O, toyGpu());
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  EXPECT_EQ(R->RejectedByConstraint, 2 * 2u); // 1024 and 2048, for both SLOW values
  EXPECT_EQ(R->Variants.size(), 2u);
  EXPECT_EQ(R->Evaluated, 6u);
  const TuneEntry &Best = R->Ranking.front();
  EXPECT_EQ(Best.Launch.BlockX, 512u);
  EXPECT_EQ(R->Variants[Best.Variant].Defines, std::vector<std::string>{"SLOW=1"});
  EXPECT_NEAR(Best.P.TimeMs, 200e-6 + 1e-5, 1e-12);
  // Runner-up: SLOW=2 at 512 (2 waves of 200 ns) ties with SLOW=1 at 256 (4
  // waves of 100 ns): 400 ns.
  EXPECT_NEAR(R->Ranking[1].P.TimeMs, 400e-6 + 1e-5, 1e-12);
  EXPECT_NEAR(R->Ranking[2].P.TimeMs, 400e-6 + 1e-5, 1e-12);
  EXPECT_EQ((std::set<unsigned>{R->Ranking[1].Launch.BlockX, R->Ranking[2].Launch.BlockX}),
            (std::set<unsigned>{256, 512}));
  EXPECT_EQ(R->SweptDimensions, (std::vector<std::string>{"block_x", "SLOW"}));
  EXPECT_EQ(dimensionValue(*R, Best, "SLOW"), 1);
}

TEST(Tune, DefineValuesAreVisibleToGridExpressions) {
  TuneOptions O = toyOptions();
  O.Space.BlockX = {256};
  O.Space.Grid[0] = Expr::parse("ceil_div(n, block_x * SLOW)");
  O.DefineSweeps = {{"SLOW", {"1", "2"}}};
  auto R = tune(O, toyGpu());
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  ASSERT_EQ(R->Ranking.size(), 2u);
  // SLOW=2: 8 blocks (2 waves of 200 ns) = 400 ns; SLOW=1: 16 blocks, 4 waves of 100 ns.
  EXPECT_NEAR(R->Ranking[0].P.TimeMs, 400e-6 + 1e-5, 1e-12);
  EXPECT_NEAR(R->Ranking[1].P.TimeMs, 400e-6 + 1e-5, 1e-12);
  std::set<uint64_t> Grids{R->Ranking[0].Launch.GridX, R->Ranking[1].Launch.GridX};
  EXPECT_EQ(Grids, (std::set<uint64_t>{8, 16}));
}

TEST(Tune, ErrorsNameTheProblem) {
  TuneOptions O = toyOptions();
  O.Space.Grid[0] = Expr::parse("ceil_div(m, block_x)");
  auto R = tune(O, toyGpu());
  ASSERT_FALSE(bool(R));
  EXPECT_NE(llvm::toString(R.takeError()).find("m"), std::string::npos);

  TuneOptions E = toyOptions();
  E.Space.BlockX = {2048};
  auto R2 = tune(E, toyGpu());
  ASSERT_FALSE(bool(R2));
  EXPECT_NE(llvm::toString(R2.takeError()).find("no configuration can run"), std::string::npos);

  TuneOptions M = toyOptions();
  M.Analyze = [](const std::vector<std::string> &) -> llvm::Expected<KernelModel> {
    KernelModel K = toyKernel(Expr::symbol("len") * 2, 1);
    K.Params = {{"len", "int", false}};
    return K;
  };
  auto R3 = tune(M, toyGpu());
  ASSERT_FALSE(bool(R3));
  std::string Msg = llvm::toString(R3.takeError());
  EXPECT_NE(Msg.find("len"), std::string::npos) << Msg;
  EXPECT_NE(Msg.find("--param"), std::string::npos) << Msg;
}
