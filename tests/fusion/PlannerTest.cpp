// End-to-end planning with the transparent test cost model (bytes / bandwidth +
// launch constant); expected times are worked out by hand from the bytes each
// kernel moves.
#include "TestCostModel.h"
#include "TestUtil.h"

#include "fusion/CodeGen.h"
#include "fusion/FusionPlanner.h"
#include "fusion/FusionView.h"

#include <llvm/Support/raw_ostream.h>

using namespace kc::fusion;
using namespace kc::fusion::test;

namespace {
Pipeline example(const std::string &Name) {
  auto P = Pipeline::load(std::string(KC_SOURCE_DIR) + "/fusion/examples/" + Name + ".kas", builtinLib());
  EXPECT_TRUE(!!P);
  return P ? std::move(*P) : Pipeline();
}
constexpr double N = 1 << 20;
double ms(double BytesPerElement, unsigned Kernels) { return Kernels * 0.005 + BytesPerElement * N / 100e6; }
} // namespace

TEST(Planner, SyncTestFusesEverything) {
  Pipeline P = example("SyncTest");
  BytesCostModel Cost;
  FusionOptions O;
  O.Elements = 1 << 20;
  O.TopN = 3;
  auto R = planFusion(builtinLib(), P, toyGpu(), Cost, O);
  ASSERT_TRUE(!!R) << llvm::toString(R.takeError());
  // Unfused: madd33(A,A) reads A once (36 B) and writes 36 B; the other three read 72 B and write 36 B.
  EXPECT_NEAR(R->UnfusedTimeMs, ms(72 + 3 * 108, 4), 1e-9);
  ASSERT_EQ(R->Plans.size(), 3u);
  // Best: one kernel reading A and writing F.
  ASSERT_EQ(R->Plans[0].Kernels.size(), 1u);
  EXPECT_NEAR(R->Plans[0].TimeMs, ms(72, 1), 1e-9);
  EXPECT_NEAR(R->Plans[0].ElementsPerS, N / (ms(72, 1) * 1e-3), 1e-3);
  EXPECT_EQ(R->Plans[0].Kernels[0].Calls, (std::vector<unsigned>{0, 1, 2, 3}));
  // Next: any split in two kernels moves 72 + 108 B.
  EXPECT_NEAR(R->Plans[1].TimeMs, ms(180, 2), 1e-9);
  EXPECT_NEAR(R->Plans[2].TimeMs, ms(180, 2), 1e-9);
  EXPECT_EQ(R->LegalFusions, 10u); // a chain of 4: 4 + 3 + 2 + 1
  // Every candidate is priced once or found in the cache.
  EXPECT_EQ(Cost.Calls, R->Costed);
  EXPECT_EQ(R->Costed + R->CacheHits + R->Rejected, R->Candidates);
  EXPECT_GT(R->CacheHits, 0u);
}

TEST(Planner, BigFusionWithSmallerFusionLimit) {
  Pipeline P = example("BigFusion");
  BytesCostModel Cost;
  FusionOptions O;
  O.Elements = 1 << 20;
  O.MaxFusion = 3;
  auto R = planFusion(builtinLib(), P, toyGpu(), Cost, O);
  ASSERT_TRUE(!!R) << llvm::toString(R.takeError());
  // With K = 3 the cheapest cover is {mmul33, mvmul33, venorm3} + {mmul55, smmul55}:
  // kernel 1 reads A, B (72 B) and c (12 B), writes s1 (4 B); kernel 2 reads D, E
  // (200 B) and s1 (4 B), writes F (100 B). Total 392 B, 2 launches.
  ASSERT_EQ(R->Plans.size(), 1u);
  ASSERT_EQ(R->Plans[0].Kernels.size(), 2u);
  EXPECT_EQ(R->Plans[0].Kernels[0].Calls, (std::vector<unsigned>{0, 1, 2}));
  EXPECT_EQ(R->Plans[0].Kernels[1].Calls, (std::vector<unsigned>{3, 4}));
  EXPECT_NEAR(R->Plans[0].TimeMs, ms(392, 2), 1e-9);
}

TEST(Planner, NoImplementationFitsTheGpu) {
  Pipeline P = example("SyncTest");
  BytesCostModel Cost;
  FusionOptions O;
  O.ElementsPerBlock = {512};
  kc::GpuModel G = toyGpu();
  G.Occupancy.MaxThreadsPerBlock = 256;
  auto R = planFusion(builtinLib(), P, G, Cost, O);
  ASSERT_FALSE(!!R);
  std::string Msg = llvm::toString(R.takeError());
  EXPECT_NE(Msg.find("SyncTest:5: no implementation of madd33 fits the GPU (256 threads"), std::string::npos) << Msg;
}

TEST(Planner, CostModelErrorsAreReported) {
  struct Failing : FusionCostModel {
    llvm::Expected<double> predictMs(const FusedKernelCandidate &) override {
      return llvm::createStringError("analyzer unavailable");
    }
  } Cost;
  Pipeline P = example("SyncTest");
  auto R = planFusion(builtinLib(), P, toyGpu(), Cost, FusionOptions());
  ASSERT_FALSE(!!R);
  EXPECT_NE(llvm::toString(R.takeError()).find("the cost model said: analyzer unavailable"), std::string::npos);
}

TEST(Planner, CandidateSourceIsPlainCuda) {
  Pipeline P = example("BigFusion");
  struct Capture : BytesCostModel {
    std::vector<FusedKernelCandidate> Seen;
    llvm::Expected<double> predictMs(const FusedKernelCandidate &C) override {
      if (Seen.size() < 400)
        Seen.push_back(C);
      return BytesCostModel::predictMs(C);
    }
  } Cost;
  auto R = planFusion(builtinLib(), P, toyGpu(), Cost, FusionOptions());
  ASSERT_TRUE(!!R);
  ASSERT_FALSE(Cost.Seen.empty());
  for (auto &C : Cost.Seen) {
    EXPECT_EQ(C.CudaSource.find("#include"), std::string::npos);
    EXPECT_NE(C.CudaSource.find("__global__ void fused_kernel("), std::string::npos);
    EXPECT_EQ(C.CudaSource.find("APIN"), std::string::npos);
    EXPECT_EQ(C.CudaSource.find("APLS"), std::string::npos);
    size_t Syncs = 0;
    for (size_t P = 0; (P = C.CudaSource.find("__syncthreads()", P)) != std::string::npos; ++P)
      ++Syncs;
    EXPECT_EQ(Syncs, C.Barriers);
    EXPECT_EQ(C.GridBlocks, (C.Elements + C.ElementsPerBlock - 1) / C.ElementsPerBlock);
  }
}

TEST(FusionView, JsonHasUnfusedAndPlans) {
  Pipeline P = example("StVenant");
  BytesCostModel Cost;
  FusionOptions O;
  O.TopN = 2;
  auto R = planFusion(builtinLib(), P, toyGpu(), Cost, O);
  ASSERT_TRUE(!!R);
  auto J = fusionToJson(*R);
  EXPECT_DOUBLE_EQ(J["unfused"]["time_ms"].get<double>(), R->UnfusedTimeMs);
  ASSERT_EQ(J["plans"].size(), 2u);
  EXPECT_LE(J["plans"][0]["time_ms"].get<double>(), J["plans"][1]["time_ms"].get<double>());
  EXPECT_TRUE(J["plans"][0].contains("elements_per_s"));
  EXPECT_FALSE(J["plans"][0]["kernels"].empty());
  EXPECT_TRUE(J["plans"][0]["kernels"][0].contains("barriers_kept"));
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  printFusionText(*R, OS);
  EXPECT_NE(Text.find("plan 1:"), std::string::npos);
  EXPECT_NE(Text.find("unfused: 4 kernels"), std::string::npos);
}
