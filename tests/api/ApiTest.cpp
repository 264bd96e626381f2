// The public API (kernelcast/kernelcast.h) against the libraries it forwards
// to: the same GPU, kernel model and predictions as the direct calls, sweeps
// in launch order with per-launch errors, and errors that name the input.
#include <kernelcast/kernelcast.h>

#include "predictor/Prediction.h"

#include <gtest/gtest.h>

namespace {

// saxpy with a bounds check; its formulas need the argument n.
const char *Saxpy = R"(
__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}
)";

kernelcast::SourceOptions noCache() {
  kernelcast::SourceOptions O;
  O.UseCache = false;
  O.UsePtxas = false;
  return O;
}

std::string errorOf(llvm::Error E) { return llvm::toString(std::move(E)); }

TEST(Api, LoadsGpusByIdAndNamesTheClosestOnesForUnknownNames) {
  auto G = kernelcast::loadGpu("Tesla V100-SXM2-16GB");
  ASSERT_TRUE(bool(G)) << errorOf(G.takeError());
  EXPECT_EQ(G->Id, "v100");
  auto Bad = kernelcast::loadGpu("v101");
  ASSERT_FALSE(bool(Bad));
  std::string Msg = errorOf(Bad.takeError());
  EXPECT_NE(Msg.find("unknown GPU 'v101'"), std::string::npos) << Msg;
  EXPECT_NE(Msg.find("v100"), std::string::npos) << Msg;
  std::vector<std::string> Ids = kernelcast::builtinGpuIds();
  EXPECT_NE(std::find(Ids.begin(), Ids.end(), "a100-sxm4-80gb"), Ids.end());
}

TEST(Api, AnalyzesSourceTextForTheGpusArchitecture) {
  auto G = kernelcast::loadGpu("v100");
  ASSERT_TRUE(bool(G));
  auto K = kernelcast::analyzeSourceText(Saxpy, "saxpy.cu", noCache(), &*G);
  ASSERT_TRUE(bool(K)) << errorOf(K.takeError());
  ASSERT_EQ(K->size(), 1u);
  EXPECT_EQ(K->front().Name, "saxpy");
  EXPECT_EQ(K->front().Arch, "sm_70"); // V100 is compute capability 7.0
  EXPECT_EQ(K->front().requiredArguments(), std::vector<std::string>{"n"});
}

TEST(Api, ReportsCompileErrorsAndBadOptions) {
  auto K = kernelcast::analyzeSourceText("__global__ void k() { undeclared(); }", "bad.cu", noCache());
  ASSERT_FALSE(bool(K));
  EXPECT_NE(errorOf(K.takeError()).find("bad.cu:1"), std::string::npos);
  kernelcast::SourceOptions O = noCache();
  O.BranchProbabilityByLine[3] = 1.5;
  auto P = kernelcast::analyzeSourceText(Saxpy, "saxpy.cu", O);
  ASSERT_FALSE(bool(P));
  EXPECT_NE(errorOf(P.takeError()).find("between 0 and 1"), std::string::npos);
  auto M = kernelcast::loadKernelModels("/nonexistent/model.json");
  ASSERT_FALSE(bool(M));
  EXPECT_NE(errorOf(M.takeError()).find("/nonexistent/model.json"), std::string::npos);
}

TEST(Api, PredictsAndSweepsLikeTheLibrary) {
  auto G = kernelcast::loadGpu("a100-sxm4-80gb");
  ASSERT_TRUE(bool(G));
  auto K = kernelcast::analyzeSourceText(Saxpy, "saxpy.cu", noCache(), &*G);
  ASSERT_TRUE(bool(K)) << errorOf(K.takeError());
  auto P = kernelcast::Predictor::create(K->front(), *G);
  ASSERT_TRUE(bool(P)) << errorOf(P.takeError());
  EXPECT_EQ(P->requiredArguments(), std::vector<std::string>{"n"});

  // 300 launches (enough for several threads), one of which CUDA rejects.
  std::vector<kernelcast::LaunchConfig> Launches;
  for (uint64_t I = 0; I < 300; ++I) {
    uint64_t Block = 32 * (1 + I % 32);
    double N = 1000.0 * (I + 1);
    Launches.push_back(kernelcast::launch({(static_cast<uint64_t>(N) + Block - 1) / Block}, {Block}, {{"n", N}}));
  }
  Launches[7].Block.X = 2048; // above the 1024 threads per block of every GPU
  std::vector<kernelcast::SweepPoint> Sweep = P->sweep(Launches, kernelcast::ModelKind::Wave, 4);
  ASSERT_EQ(Sweep.size(), Launches.size());
  for (size_t I = 0; I < Launches.size(); ++I) {
    auto Direct = kc::predict(P->prepared(), Launches[I], kc::ModelKind::Wave);
    if (I == 7) {
      ASSERT_FALSE(bool(Direct));
      std::string Msg = errorOf(Direct.takeError());
      EXPECT_FALSE(Sweep[I].Result);
      EXPECT_EQ(Sweep[I].Error, Msg);
      EXPECT_NE(Msg.find("2048"), std::string::npos) << Msg;
      continue;
    }
    ASSERT_TRUE(bool(Direct)) << errorOf(Direct.takeError());
    ASSERT_TRUE(Sweep[I].Result) << I << ": " << Sweep[I].Error;
    EXPECT_EQ(Sweep[I].Result->TimeMs, Direct->TimeMs) << "launch " << I;
    EXPECT_EQ(Sweep[I].Result->Grid.X, Launches[I].Grid.X);
    auto One = P->predict(Launches[I]);
    ASSERT_TRUE(bool(One));
    EXPECT_EQ(One->TimeMs, Direct->TimeMs);
  }
  // Without n the formulas cannot be evaluated: the error names the argument.
  auto Missing = P->predict(kernelcast::launch({4}, {256}));
  ASSERT_FALSE(bool(Missing));
  std::string Msg = errorOf(Missing.takeError());
  EXPECT_NE(Msg.find("missing kernel argument needed by the formulas: n"), std::string::npos) << Msg;
}

} // namespace
