// Speed of evaluating a kernel-model time expression once per thread, as the
// predictor does: CompiledExpr (flat postfix program over a slot array) vs the
// map-based Expr::evaluate. Run: build/bin/expr_eval_bench
#include "kernelmodel/Expr.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

using namespace kc;

namespace {

/// A per-thread time formula of the shape the analyzer builds for a tiled
/// matrix multiplication with a bounds check and a tail loop (about 60 nodes).
const char *TimeFormula =
    "(bid.x*bdim.x + tid.x < n) ? "
    "12 + 2*lat.mem + lat.int_mad + "
    "floor(Width / 16)*(2*lat.mem + 2*lat.shared + 2*del.barrier + lat.int_add + "
    "max(16*lat.fp32_fma, 16*del.fp32_fma + 4*del.lds) + del.branch) + "
    "min(trip.L30, ceil_div(n - bid.x*bdim.x - tid.x, bdim.x*gdim.x))*"
    "(lat.mem + lat.fp32_add + del.branch) + "
    "(Width % 16)*lat.fp32_fma"
    " : lat.int_add + del.branch + 4";

const std::vector<std::string> &symbolNames() {
  static const std::vector<std::string> Names = {
      "tid.x", "bid.x", "bdim.x", "gdim.x", "n", "Width", "trip.L30", "lat.mem", "lat.shared",
      "lat.int_mad", "lat.int_add", "lat.fp32_fma", "lat.fp32_add", "del.barrier", "del.fp32_fma",
      "del.lds", "del.branch"};
  return Names;
}

double valueOf(const std::string &Name) {
  static const std::map<std::string, double> Values = {
      {"tid.x", 0},         {"bid.x", 3},         {"bdim.x", 256},      {"gdim.x", 64},
      {"n", 16000},         {"Width", 1024},      {"trip.L30", 8},      {"lat.mem", 420},
      {"lat.shared", 30},   {"lat.int_mad", 4},   {"lat.int_add", 4},   {"lat.fp32_fma", 4},
      {"lat.fp32_add", 4},  {"del.barrier", 20},  {"del.fp32_fma", 2},  {"del.lds", 4},
      {"del.branch", 2}};
  return Values.at(Name);
}

void BM_CompiledExprPerThread(benchmark::State &State) {
  Expr E = Expr::parse(TimeFormula);
  SymbolTable Table;
  CompiledExpr C(E, Table);
  std::vector<double> Slots(Table.size());
  for (unsigned I = 0; I < Table.size(); ++I)
    Slots[I] = valueOf(Table.names()[I]);
  unsigned Tid = static_cast<unsigned>(Table.find("tid.x"));
  double Sum = 0;
  unsigned T = 0;
  for (auto _ : State) {
    Slots[Tid] = T++ & 1023; // a different thread each time
    Sum += C.evaluate(Slots.data());
  }
  benchmark::DoNotOptimize(Sum);
  State.counters["nodes"] = E.nodeCount();
  State.counters["instructions"] = static_cast<double>(C.programSize());
  State.counters["stack"] = C.maxStack();
  State.SetItemsProcessed(State.iterations());
}
BENCHMARK(BM_CompiledExprPerThread);

void BM_ExprEvaluateMapPerThread(benchmark::State &State) {
  Expr E = Expr::parse(TimeFormula);
  std::map<std::string, double> Bindings;
  for (const std::string &N : symbolNames())
    Bindings[N] = valueOf(N);
  double Sum = 0;
  unsigned T = 0;
  for (auto _ : State) {
    Bindings["tid.x"] = T++ & 1023;
    Sum += E.evaluate(Bindings);
  }
  benchmark::DoNotOptimize(Sum);
  State.counters["nodes"] = E.nodeCount();
  State.SetItemsProcessed(State.iterations());
}
BENCHMARK(BM_ExprEvaluateMapPerThread);

/// The same formula hand-written in C++ (what a JIT could reach at best):
/// the floor for the interpreter's cost.
__attribute__((noinline)) double nativeTime(const double *V) {
  enum { Tid, Bid, Bdim, Gdim, N, Width, Trip, LatMem, LatShared, LatMad, LatAdd, LatFma,
         LatFAdd, DelBar, DelFma, DelLds, DelBr };
  auto FloorDiv = [](double A, double B) { return std::floor(A / B); };
  if (!(V[Bid] * V[Bdim] + V[Tid] < V[N]))
    return V[LatAdd] + V[DelBr] + 4;
  double Tiles = FloorDiv(V[Width], 16);
  double Body = 2 * V[LatMem] + 2 * V[LatShared] + 2 * V[DelBar] + V[LatAdd] +
                std::max(16 * V[LatFma], 16 * V[DelFma] + 4 * V[DelLds]) + V[DelBr];
  double Stride = V[Bdim] * V[Gdim];
  double Tail = std::min(V[Trip], FloorDiv(V[N] - V[Bid] * V[Bdim] - V[Tid] + Stride - 1, Stride));
  double Rem = V[Width] - 16 * FloorDiv(V[Width], 16);
  return 12 + 2 * V[LatMem] + V[LatMad] + Tiles * Body +
         Tail * (V[LatMem] + V[LatFAdd] + V[DelBr]) + Rem * V[LatFma];
}

void BM_NativeCppPerThread(benchmark::State &State) {
  std::vector<double> V;
  for (const std::string &N : symbolNames())
    V.push_back(valueOf(N));
  double Sum = 0;
  unsigned T = 0;
  for (auto _ : State) {
    V[0] = T++ & 1023;
    Sum += nativeTime(V.data());
  }
  benchmark::DoNotOptimize(Sum);
  State.SetItemsProcessed(State.iterations());
}
BENCHMARK(BM_NativeCppPerThread);

void BM_ParseAndCompile(benchmark::State &State) {
  for (auto _ : State) {
    SymbolTable Table;
    CompiledExpr C(Expr::parse(TimeFormula), Table);
    benchmark::DoNotOptimize(C);
  }
}
BENCHMARK(BM_ParseAndCompile);

} // namespace

int main(int argc, char **argv) {
  // The three evaluations must agree before their speed means anything.
  Expr E = Expr::parse(TimeFormula);
  SymbolTable Table;
  CompiledExpr C(E, Table);
  std::map<std::string, double> Bindings;
  std::vector<double> Native;
  for (const std::string &N : symbolNames()) {
    Bindings[N] = valueOf(N);
    Native.push_back(valueOf(N));
  }
  for (double Tid : {0.0, 100.0, 1023.0}) {
    Bindings["tid.x"] = Native[0] = Tid;
    std::vector<double> Slots = Table.bind(Bindings, /*RequireAll=*/true);
    double A = E.evaluate(Bindings), B = C.evaluate(Slots.data()), N = nativeTime(Native.data());
    if (A != B || std::abs(A - N) > 1e-9 * std::abs(A)) {
      std::fprintf(stderr, "mismatch at tid.x=%g: Expr %g, CompiledExpr %g, native %g\n", Tid, A,
                   B, N);
      return 1;
    }
  }
  std::printf("time formula (%u nodes): %s\n", E.nodeCount(), E.str().c_str());
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
