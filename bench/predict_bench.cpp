// Predictions per second of the wave model (and the baselines) once a kernel
// is prepared, for three launches: saxpy (1M threads), tiled matmul 4096^2
// (16x16 tiles) and a 2-D 5-point stencil 8192^2, on a100-sxm4-80gb; and the
// tuning sweep: every block shape (1..1024 x 1..16 x 1..2 threads, 5,183
// shapes) of a 2-D element-wise kernel over an 8192^2 problem, in
// configurations per second, with the slowest single prediction of the sweep.
// The kernel models are hand-built to resemble the analyzer's output (guards
// on the global index, trip counts, barriers, shared memory); the analyzer's
// real models replace them later. Figures: docs/predictor.md.
// Environment: KC_SWEEP_ONLY=<block, e.g. 47x1> restricts the sweep to one
// shape (for profiling it); KC_SWEEP_DUMP=1 prints one CSV line per shape to
// stderr: block, CPU us, waves, distinct waves, block classes, warp classes, ms
// (first the saxpy, matmul and stencil predictions: name, ms, execution ms,
// distinct waves); KC_SWEEP_PASSES=<P> adds each shape's minimum CPU time over
// P more passes (reportSweep).
#include "gpumodel/GpuDatabase.h"
#include "predictor/Prediction.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace kc;

namespace {

Expr S(const char *N) { return Expr::symbol(N); }

const GpuModel &gpu() {
  static GpuModel G = [] {
    auto R = GpuDatabase::builtin().find("a100-sxm4-80gb");
    if (!R) {
      std::fprintf(stderr, "%s\n", llvm::toString(R.takeError()).c_str());
      std::exit(1);
    }
    return *R;
  }();
  return G;
}

KernelModel saxpy() {
  KernelModel K;
  K.Name = "saxpy";
  K.Params = {{"n", "int", false}, {"a", "float", false}};
  Expr I = S("bid.x") * S("bdim.x") + S("tid.x");
  Expr Active = lt(I, S("n"));
  K.Time = select(Active,
                  3 * S("lat.int_mad") + S("lat.int_add") + S("lat.mem") + S("lat.fp32_fma") +
                      S("del.store_global") + 2 * S("del.branch"),
                  3 * S("lat.int_mad") + S("lat.int_add") + S("del.branch"));
  K.Delay = select(Active, 6 * S("del.int_add") + 3 * S("del.int_mad") + 2 * S("del.load_global") +
                               S("del.fp32_fma") + S("del.store_global") + 2 * S("del.branch"),
                   3 * S("del.int_mad") + S("del.int_add") + S("del.branch"));
  K.GlobalLoadBytes = select(Active, 8, 0);
  K.GlobalStoreBytes = select(Active, 4, 0);
  K.InstructionMix["load_global"] = select(Active, 2, 0);
  K.InstructionMix["store_global"] = select(Active, 1, 0);
  K.Registers.Registers = 16;
  K.Lines = {{{"saxpy.cu", 4, 3}, select(Active, S("lat.mem") + S("lat.fp32_fma"), 0)}};
  return K;
}

KernelModel matmul() {
  KernelModel K;
  K.Name = "matmul<16>";
  K.Params = {{"n", "int", false}};
  Expr Trip = floorDiv(S("n"), 16);
  Expr Iter = S("lat.mem") + S("lat.store_shared") + 2 * S("lat.barrier") +
              16 * (S("lat.load_shared") + S("lat.fp32_fma")) + 4 * S("lat.int_add") +
              S("del.branch");
  K.Time = 6 * S("lat.int_mad") + Trip * Iter + S("lat.store_global");
  K.Delay = 8 * S("del.int_mad") +
            Trip * (2 * S("del.load_global") + 2 * S("del.store_shared") + 2 * S("del.barrier") +
                    32 * S("del.load_shared") + 16 * S("del.fp32_fma") + 6 * S("del.int_add") +
                    S("del.branch")) +
            S("del.store_global");
  K.GlobalLoadBytes = 8 * Trip;
  K.GlobalStoreBytes = 4;
  K.L2HitFraction = 0.9; // every tile is read by n/16 blocks
  K.Syncs = 2 * Trip;
  K.InstructionMix["load_global"] = 2 * Trip;
  K.InstructionMix["store_global"] = 1;
  K.StaticSharedBytes = 2 * 16 * 16 * 4;
  K.Registers.Registers = 32;
  K.Lines = {{{"matmul.cu", 20, 7}, Trip * 16 * (S("lat.load_shared") + S("lat.fp32_fma"))},
             {{"matmul.cu", 15, 5}, Trip * S("lat.mem")}};
  return K;
}

KernelModel stencil() {
  KernelModel K;
  K.Name = "stencil5";
  K.Params = {{"n", "int", false}};
  Expr X = S("bid.x") * S("bdim.x") + S("tid.x");
  Expr Y = S("bid.y") * S("bdim.y") + S("tid.y");
  Expr N1 = S("n") - 1;
  Expr Inside = lt(0, X) * lt(X, N1) * lt(0, Y) * lt(Y, N1);
  Expr In = eq(Inside, 1);
  K.Time = 6 * S("lat.int_mad") + 4 * S("lat.int_add") +
           select(In, S("lat.mem") + 4 * S("lat.fp32_add") + S("lat.fp32_mul") + S("del.store_global"), 0);
  K.Delay = 6 * S("del.int_mad") + 8 * S("del.int_add") +
            select(In, 5 * S("del.load_global") + 4 * S("del.fp32_add") + S("del.fp32_mul") +
                           S("del.store_global"), 0);
  K.GlobalLoadBytes = select(In, 20, 0);
  K.GlobalStoreBytes = select(In, 4, 0);
  K.L1HitFraction = 0.6;  // 5 loads, about 2 new values per thread
  K.L2HitFraction = 0.2;
  K.InstructionMix["load_global"] = select(In, 5, 0);
  K.InstructionMix["store_global"] = select(In, 1, 0);
  K.Registers.Registers = 24;
  return K;
}

KernelModel elementwise2d() {
  KernelModel K;
  K.Name = "add2d";
  K.Params = {{"n", "int", false}};
  Expr X = S("bid.x") * S("bdim.x") + S("tid.x");
  Expr Y = S("bid.y") * S("bdim.y") + S("tid.y");
  Expr Active = lt(X, S("n")) * lt(Y, S("n"));
  Expr In = eq(Active, 1);
  K.Time = 4 * S("lat.int_mad") + 2 * S("lat.int_add") + S("del.branch") +
           select(In, S("lat.int_mad") + S("lat.mem") + S("lat.fp32_add") + S("del.store_global"), 0);
  K.Delay = 4 * S("del.int_mad") + 3 * S("del.int_add") + S("del.branch") +
            select(In, S("del.int_mad") + 2 * S("del.load_global") + S("del.fp32_add") +
                           S("del.store_global"), 0);
  K.GlobalLoadBytes = select(In, 8, 0);
  K.GlobalStoreBytes = select(In, 4, 0);
  K.InstructionMix["load_global"] = select(In, 2, 0);
  K.InstructionMix["store_global"] = select(In, 1, 0);
  K.Registers.Registers = 16;
  return K;
}

/// Every block shape bx x by x bz with bx in 1..1024, by in 1..16, bz in 1..2 and at
/// most 1024 threads (5,183 shapes), the grid covering an 8192^2 problem.
std::vector<LaunchConfig> sweepLaunches() {
  std::vector<LaunchConfig> Out;
  for (uint64_t Bz = 1; Bz <= 2; ++Bz)
    for (uint64_t By = 1; By <= 16; ++By)
      for (uint64_t Bx = 1; Bx * By * Bz <= 1024; ++Bx) {
        LaunchConfig L;
        L.Block = {Bx, By, Bz};
        L.Grid = {(8192 + Bx - 1) / Bx, (8192 + By - 1) / By, 1};
        L.Args = {{"n", 8192}};
        if (const char *O = std::getenv("KC_SWEEP_ONLY"); O && L.Block.str() != O)
          continue;
        Out.push_back(L);
      }
  return Out;
}

void BM_Sweep2d(benchmark::State &St) {
  auto P = PreparedKernel::prepare(elementwise2d(), gpu());
  if (!P) {
    St.SkipWithError(llvm::toString(P.takeError()).c_str());
    return;
  }
  std::vector<LaunchConfig> Ls = sweepLaunches();
  double Sum = 0;
  for (auto _ : St)
    for (const LaunchConfig &L : Ls)
      if (auto R = predict(*P, L, ModelKind::Wave))
        Sum += R->TimeMs;
  benchmark::DoNotOptimize(Sum);
  St.counters["configurations_per_s"] = benchmark::Counter(
      static_cast<double>(St.iterations() * Ls.size()), benchmark::Counter::kIsRate);
}

/// CPU time of this thread (the machine may be shared: wall time would count others' work).
double threadCpuUs() {
  timespec T;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &T);
  return T.tv_sec * 1e6 + T.tv_nsec / 1e3;
}

/// One pass over the sweep, timing each prediction (thread CPU time): the
/// rate, the slowest prediction and how many took more than 0.1 ms.
/// KC_SWEEP_PASSES=<P> (P > 1) then times P passes more and reports each
/// shape's minimum over them: the shapes above 0.1 and 0.2 ms, the slowest,
/// the median and 90th percentile shape and the sum of the minima (a shared
/// machine's load inflates single timings; the minimum is firmer).
void reportSweep() {
  auto P = PreparedKernel::prepare(elementwise2d(), gpu());
  if (!P)
    return;
  std::vector<LaunchConfig> Ls = sweepLaunches();
  double Worst = 0, Total = 0;
  unsigned Over = 0;
  std::string WorstShape;
  for (const LaunchConfig &L : Ls) {
    double T0 = threadCpuUs();
    auto R = predict(*P, L, ModelKind::Wave);
    double Us = threadCpuUs() - T0;
    if (!R)
      continue;
    Total += Us;
    Over += Us > 100;
    if (std::getenv("KC_SWEEP_DUMP"))
      std::fprintf(stderr, "%s,%.1f,%llu,%.0f,%.0f,%.0f,%.17g\n", L.Block.str().c_str(), Us,
                   (unsigned long long)R->Waves, R->Details["distinct_waves"],
                   R->Details["block_classes"], R->Details["warp_classes"], R->TimeMs);
    if (Us > Worst) {
      Worst = Us;
      WorstShape = L.Block.str();
    }
  }
  std::printf("sweep add2d 8192^2: %zu block shapes in %.1f ms CPU (%.0f configurations/s), "
              "slowest %.1f us (block %s), %u above 0.1 ms\n",
              Ls.size(), Total / 1e3, Ls.size() / (Total / 1e6), Worst, WorstShape.c_str(), Over);
  const char *PassesEnv = std::getenv("KC_SWEEP_PASSES");
  const int Passes = PassesEnv ? std::atoi(PassesEnv) : 0;
  if (Passes < 2)
    return;
  std::vector<double> Min(Ls.size(), 1e300);
  for (int Pass = 0; Pass < Passes; ++Pass)
    for (size_t I = 0; I < Ls.size(); ++I) {
      double T0 = threadCpuUs();
      auto R = predict(*P, Ls[I], ModelKind::Wave);
      double Us = threadCpuUs() - T0;
      if (R)
        Min[I] = std::min(Min[I], Us);
    }
  size_t Slowest = 0;
  unsigned Over1 = 0, Over2 = 0;
  double Sum = 0;
  for (size_t I = 0; I < Ls.size(); ++I) {
    Over1 += Min[I] > 100;
    Over2 += Min[I] > 200;
    Sum += Min[I];
    if (Min[I] > Min[Slowest])
      Slowest = I;
  }
  std::vector<double> Sorted = Min;
  std::sort(Sorted.begin(), Sorted.end());
  std::printf("sweep minimum over %d passes per shape: %u above 0.1 ms, %u above 0.2 ms, slowest "
              "%.1f us (block %s), median %.1f us, 90th percentile %.1f us, minima sum %.1f ms\n",
              Passes, Over1, Over2, Min[Slowest], Ls[Slowest].Block.str().c_str(),
              Sorted[Sorted.size() / 2], Sorted[Sorted.size() * 9 / 10], Sum / 1e3);
  if (std::getenv("KC_SWEEP_MIN_DUMP"))
    for (size_t I = 0; I < Ls.size(); ++I)
      std::fprintf(stderr, "min,%s,%.1f\n", Ls[I].Block.str().c_str(), Min[I]);
}

struct Case {
  KernelModel K;
  LaunchConfig L;
};

Case makeCase(int Which) {
  Case C;
  if (Which == 0) {
    C.K = saxpy();
    C.L.Grid.X = 4096;
    C.L.Block.X = 256;
    C.L.Args = {{"n", 1 << 20}, {"a", 2.0}};
  } else if (Which == 1) {
    C.K = matmul();
    C.L.Grid = {256, 256, 1};
    C.L.Block = {16, 16, 1};
    C.L.Args = {{"n", 4096}};
  } else {
    C.K = stencil();
    C.L.Grid = {512, 512, 1};
    C.L.Block = {16, 16, 1};
    C.L.Args = {{"n", 8192}};
  }
  return C;
}

void BM_Predict(benchmark::State &St, int Which, ModelKind M) {
  Case C = makeCase(Which);
  auto P = PreparedKernel::prepare(C.K, gpu());
  if (!P) {
    St.SkipWithError(llvm::toString(P.takeError()).c_str());
    return;
  }
  double Ms = 0;
  for (auto _ : St) {
    auto R = predict(*P, C.L, M);
    if (!R) {
      St.SkipWithError(llvm::toString(R.takeError()).c_str());
      return;
    }
    Ms = R->TimeMs;
    benchmark::DoNotOptimize(Ms);
  }
  St.counters["predictions_per_s"] =
      benchmark::Counter(static_cast<double>(St.iterations()), benchmark::Counter::kIsRate);
}

} // namespace

BENCHMARK_CAPTURE(BM_Predict, saxpy_1M_wave, 0, ModelKind::Wave)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_Predict, matmul_4096_wave, 1, ModelKind::Wave)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_Predict, stencil_8192_wave, 2, ModelKind::Wave)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_Predict, saxpy_1M_mwpcwp, 0, ModelKind::MwpCwp)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_Predict, saxpy_1M_roofline, 0, ModelKind::Roofline)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_Predict, stencil_8192_mwpcwp, 2, ModelKind::MwpCwp)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Sweep2d)->Unit(benchmark::kMillisecond);

int main(int argc, char **argv) {
  // The predictions themselves, once, so the figures in docs/ can be checked.
  for (int W = 0; W < 3; ++W) {
    Case C = makeCase(W);
    auto P = PreparedKernel::prepare(C.K, gpu());
    if (!P)
      return 1;
    auto R = predict(*P, C.L, ModelKind::Wave);
    if (!R)
      continue;
    std::printf("%-10s %-12s %.4f ms (launch %.4f) waves %llu bound %s: %s\n", C.K.Name.c_str(),
                (C.L.Grid.str() + " x " + C.L.Block.str()).c_str(), R->TimeMs, R->LaunchMs,
                static_cast<unsigned long long>(R->Waves), std::string(boundName(R->Binding)).c_str(),
                R->BoundDetail.c_str());
    if (std::getenv("KC_SWEEP_DUMP"))
      std::fprintf(stderr, "%s,%.17g,%.17g,%.17g\n", C.K.Name.c_str(), R->TimeMs, R->ExecMs,
                   R->Details["distinct_waves"]);
  }
  reportSweep();
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
