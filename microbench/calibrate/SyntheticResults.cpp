//===- SyntheticResults.cpp - benchmark records from a known model ---------===//
// Mirrors what each CUDA benchmark measures (microbench/kernels/*.cu) on an
// idealised GPU described by a GpuModel, plus seeded noise.
#include "microbench/calibrate/SyntheticResults.h"
#include "microbench/calibrate/InstrVariants.h"

#include <fmt/format.h>

#include <algorithm>
#include <tuple>
#include <cmath>
#include <random>

namespace kc::calib {
namespace {

class Gen {
public:
  Gen(const GpuModel &M, const SyntheticOptions &O) : M(M), O(O), Rng(O.Seed) {
    Dev.Name = "synthetic " + M.Id;
    Dev.ComputeMajor = M.ComputeMajor;
    Dev.ComputeMinor = M.ComputeMinor;
    Dev.SmCount = M.SmCount;
    Dev.CoreClockMHz = M.CoreClockMHz;
    Dev.MemoryClockMHz = M.MemoryClockMHz;
    const OccupancyLimits &L = M.Occupancy;
    Dev.Raw = {{"name", Dev.Name},
               {"compute_capability", fmt::format("{}.{}", M.ComputeMajor, M.ComputeMinor)},
               {"sm_count", M.SmCount},
               {"core_clock_mhz", M.CoreClockMHz},
               {"memory_clock_mhz", M.MemoryClockMHz},
               {"l2_bytes", M.L2SizeBytes},
               {"global_memory_bytes", 16.0 * 1024 * 1024 * 1024},
               {"max_threads_per_sm", L.MaxThreadsPerSm},
               {"max_threads_per_block", L.MaxThreadsPerBlock},
               {"max_blocks_per_sm", L.MaxBlocksPerSm},
               {"registers_per_sm", L.RegistersPerSm},
               {"registers_per_block", L.MaxRegistersPerBlock},
               {"shared_per_sm_bytes", L.SharedMemPerSmBytes},
               {"shared_per_block_bytes", L.SharedMemPerBlockBytes},
               {"shared_per_block_optin_bytes", L.SharedMemPerBlockOptinBytes},
               {"reserved_shared_per_block_bytes", L.ReservedSharedMemPerBlockBytes},
               {"driver_version", 0},
               {"runtime_version", 0}};
  }

  double noisy(double V) {
    std::normal_distribution<double> N(0.0, O.Noise);
    return V * std::max(0.5, 1.0 + N(Rng));
  }
  /// A point from 5 noisy repetitions of \p V.
  BenchPoint point(double X, double V) {
    std::vector<double> S;
    for (int I = 0; I < 5; ++I)
      S.push_back(noisy(V));
    std::sort(S.begin(), S.end());
    return {X, S[2], S[0], (S[4] - S[0]) / S[2], 5};
  }
  BenchRecord record(std::string B, std::string V, std::string Unit, double Value) {
    BenchRecord R;
    R.Benchmark = std::move(B);
    R.Variant = std::move(V);
    R.Unit = std::move(Unit);
    R.Date = O.Date;
    R.Device = Dev;
    BenchPoint P = point(0, Value);
    R.Repetitions = P.Repetitions;
    R.Median = P.Median;
    R.Min = P.Min;
    R.Spread = P.Spread;
    R.Synthetic = true;
    return R;
  }

  const GpuModel &M;
  const SyntheticOptions &O;
  std::mt19937_64 Rng;
  DeviceDesc Dev;
};

/// Latency of a cache hierarchy read at array size \p Bytes: each level's
/// latency while the array fits, a ramp over one octave past the capacity.
double chaseLatency(const GpuModel &M, bool CacheL1, double Bytes, const SyntheticOptions &O) {
  auto Blend = [](double Bytes, double Size, double Low, double High) {
    if (Bytes <= Size)
      return Low;
    double F = std::min(1.0, std::log2(Bytes / Size)); // one octave ramp
    return Low + F * (High - Low);
  };
  double L2 = Blend(Bytes, M.L2SizeBytes, M.L2LatencyCycles, M.DramLatencyCycles);
  double V = CacheL1 ? Blend(Bytes, M.L1SizeBytesPerSm, M.L1LatencyCycles, L2) : L2;
  return V + Blend(Bytes, O.TlbReachBytes, 0, O.TlbPenaltyCycles);
}

} // namespace

void synthesizeChaseCurve(const GpuModel &M, bool CacheL1, const SyntheticOptions &O,
                          std::vector<double> &X, std::vector<double> &Y, unsigned Seed) {
  std::mt19937_64 Rng(Seed);
  std::normal_distribution<double> N(0.0, O.Noise);
  X.clear();
  Y.clear();
  for (int K = 0;; ++K) {
    double B = 4096.0 * std::pow(2.0, K / 4.0);
    if (B > 1024.0 * 1024 * 1024)
      break;
    X.push_back(std::floor(B / 128) * 128);
    Y.push_back(chaseLatency(M, CacheL1, X.back(), O) * std::max(0.5, 1 + N(Rng)));
  }
}

std::vector<BenchRecord> synthesizeResults(const GpuModel &M, const SyntheticOptions &O) {
  Gen G(M, O);
  std::vector<BenchRecord> Out;
  const double PBs = std::max(1u, M.ProcessingBlocksPerSm);
  // Instruction latency and throughput: cycles per iteration at two chain lengths.
  for (const InstrVariant &V : InstrVariants) {
    const InstrCost &C = M.cost(V.Class);
    const InstrCost &Mul = M.cost(InstrClass::Fp32Mul);
    double LatPerStep =
        V.CvtWithFp32Mul ? 2 * C.LatencyCycles + Mul.LatencyCycles : C.LatencyCycles * V.OpsPerStep;
    double IssuePerStep = (V.CvtWithFp32Mul ? 2 : V.OpsPerStep) * C.IssueCycles / PBs;
    BenchRecord L = G.record("instruction-latency", std::string(V.Name), "cycles", LatPerStep);
    L.XUnit = "dependent instructions per iteration; y = cycles per iteration";
    for (double X : {32.0 * V.OpsPerStep, 64.0 * V.OpsPerStep})
      L.Points.push_back(G.point(X, O.LoopOverheadCycles + X * LatPerStep / V.OpsPerStep));
    L.Params = {{"ops_per_step", V.OpsPerStep}};
    if (V.CvtWithFp32Mul)
      L.Params["subtract"] = "fp32_mul", L.Params["conversions_per_step"] = 2;
    Out.push_back(L);
    BenchRecord T = G.record("instruction-throughput", std::string(V.Name),
                             "cycles per warp instruction per SM", IssuePerStep);
    T.XUnit = "warp instructions per iteration on one SM; y = cycles per iteration";
    for (double X : {32.0 * 8 * 8 * V.OpsPerStep, 32.0 * 8 * 16 * V.OpsPerStep})
      T.Points.push_back(G.point(X, 4 * O.LoopOverheadCycles + X * IssuePerStep / V.OpsPerStep));
    T.Params = L.Params;
    Out.push_back(T);
  }
  // Issue overlap: what the narrow-units term gives, max(integer + FP32 issue
  // + a dispatch cycle per XU instruction, XU cycles) per warp, for 32 warps.
  for (auto [Variant, NXu, NFma, NInt] :
       {std::tuple{"xu", 8.0, 0.0, 0.0}, {"alu", 0.0, 0.0, 32.0}, {"xu-alu-2-2", 8.0, 0.0, 16.0},
        {"xu-alu-2-4", 8.0, 0.0, 32.0}, {"xu-alu-2-8", 8.0, 0.0, 64.0}, {"fma", 0.0, 32.0, 0.0},
        {"fma-alu-8-4", 0.0, 32.0, 32.0}}) {
    const double PerWarp = std::max(NInt * M.cost(InstrClass::IntAdd).IssueCycles +
                                        NFma * M.cost(InstrClass::Fp32Fma).IssueCycles + NXu,
                                    NXu * M.cost(InstrClass::Fp32Special).IssueCycles);
    BenchRecord R = G.record("issue-overlap", Variant, "SM cycles per group", PerWarp * 32 / PBs);
    R.XUnit = "groups per iteration; y = SM cycles per iteration";
    for (double X : {4.0, 8.0})
      R.Points.push_back(G.point(X, 4 * O.LoopOverheadCycles + X * PerWarp * 32 / PBs));
    R.Params = {{"warps", 32}, {"xu_per_warp_group", NXu}, {"fp32_fma_per_warp_group", NFma},
                {"int_add_per_warp_group", NInt}};
    Out.push_back(R);
  }
  // Pointer chase.
  for (bool L1 : {true, false}) {
    BenchRecord R = G.record("pointer-chase-latency", L1 ? "ca" : "cg", "cycles per load",
                             L1 ? M.L1LatencyCycles : M.L2LatencyCycles);
    R.XUnit = "array bytes";
    std::vector<double> X, Y;
    synthesizeChaseCurve(M, L1, O, X, Y, O.Seed * 7919 + L1);
    for (size_t I = 0; I < X.size(); ++I)
      R.Points.push_back({X[I], Y[I], Y[I] * 0.99, 0.02, 5});
    Out.push_back(R);
  }
  // Shared memory.
  Out.push_back(G.record("shared-memory-latency", "chase", "cycles per load", M.SharedLatencyCycles));
  {
    BenchRecord R = G.record("shared-memory-bank-conflicts", "ways", "cycles per warp load",
                             M.SharedLatencyCycles);
    R.XUnit = "lanes per bank (n-way conflict)";
    for (int N : {1, 2, 3, 4, 5, 6, 7, 8, 11, 16, 32})
      R.Points.push_back(G.point(N, M.SharedLatencyCycles + 2.0 * (N - 1)));
    Out.push_back(R);
  }
  Out.push_back(G.record("shared-memory-bandwidth", "read-v4", "bytes per cycle per SM",
                         M.SharedBandwidthBytesPerCyclePerSm));
  Out.push_back(G.record("l1-bandwidth", "read-v4", "bytes per cycle per SM",
                         M.L1BandwidthBytesPerCyclePerSm));
  // Bandwidths: copy is the model's value, read a little above, write a little below.
  for (auto [B, V] : {std::pair{"dram-bandwidth", M.dramSustainedGBps()},
                      std::pair{"l2-bandwidth", M.L2BandwidthGBps}}) {
    Out.push_back(G.record(B, "read", "GB/s", V * 1.04));
    Out.push_back(G.record(B, "write", "GB/s", V * 0.93));
    Out.push_back(G.record(B, "copy", "GB/s", V));
  }
  // Coalescing: stride sweep (useful GB/s) and warp-request latency.
  {
    BenchRecord R = G.record("coalescing-stride", "copy", "GB/s", M.dramSustainedGBps());
    R.XUnit = "stride in floats; y = useful GB/s (8 bytes per element)";
    for (int S = 1; S <= 32; ++S)
      R.Points.push_back(G.point(S, S >= 8 ? M.UncoalescedBandwidthGBps
                                           : std::max(M.UncoalescedBandwidthGBps,
                                                      M.dramSustainedGBps() / S)));
    Out.push_back(R);
    const double Lat1 = M.DramLatencyCycles + 20; // chain start differs from the chase
    BenchRecord W = G.record("coalescing-stride", "warp-latency", "cycles per warp request", Lat1);
    W.XUnit = "lane stride in 4-byte words";
    for (int S : {1, 2, 4, 8, 16, 32}) {
      double Sectors = std::min(32, 4 * S);
      W.Points.push_back(G.point(
          S, Lat1 + (M.UncoalescedLatencyCycles - M.DramLatencyCycles) * (Sectors - 4) / 28));
    }
    Out.push_back(W);
    BenchRecord Mis = G.record("coalescing-misaligned", "copy", "GB/s", M.dramSustainedGBps());
    Mis.XUnit = "offset in floats from the 256-byte-aligned cudaMalloc base";
    for (int Off = 0; Off <= 32; ++Off)
      Mis.Points.push_back(G.point(Off, M.dramSustainedGBps() * (Off % 8 ? 0.9 : 1.0)));
    Out.push_back(Mis);
    Out.push_back(G.record("coalescing-order", "forward", "GB/s", M.dramSustainedGBps() * 0.9));
    Out.push_back(G.record("coalescing-order", "reversed", "GB/s", M.dramSustainedGBps() * 0.9));
    Out.push_back(G.record("coalescing-order", "block-interleaved", "GB/s", M.UncoalescedBandwidthGBps));
    Out.push_back(G.record("coalescing-aos", "aos-packed-12", "GB/s", M.dramSustainedGBps() * 0.7));
    Out.push_back(G.record("coalescing-aos", "aos-align16", "GB/s", M.dramSustainedGBps() * 0.75));
    Out.push_back(G.record("coalescing-aos", "soa", "GB/s", M.dramSustainedGBps()));
    // Request cost (no model field): 2 sectors per SM cycle, 4 B per lane.
    for (const char *Where : {"l1-resident", "l2-resident", "dram-resident"}) {
      BenchRecord Req = G.record("coalescing-requests", Where, "SM cycles per warp request", 2);
      for (double Stride : {1.0, 2.0, 4.0, 8.0, 16.0, 32.0})
        Req.Points.push_back(G.point(Stride, std::min(32.0, 4 * Stride) / 2));
      Out.push_back(Req);
    }
  }
  // Launch overhead, one record per block size.
  for (unsigned T = 32; T <= 1024; T += 32) {
    const LaunchLine &L = M.launchLine(T / 32);
    BenchRecord R = G.record("launch-overhead", fmt::format("block-{}", T), "us", L.BaseUs + L.PerBlockUs);
    R.XUnit = "grid blocks";
    for (unsigned Gr = 1; Gr <= 65536; Gr *= 2)
      R.Points.push_back(G.point(Gr, L.BaseUs + L.PerBlockUs * Gr));
    R.Params = {{"threads_per_block", T}, {"warps_per_block", T / 32}};
    Out.push_back(R);
  }
  {
    // One empty block per SM: each wave adds the block start (SM cycles).
    const LaunchLine &L = M.launchLine(1);
    const double PerWaveUs = L.BlockStartCycles / M.CoreClockMHz;
    BenchRecord R = G.record("block-start", "one-block-per-sm", "us", L.BaseUs + PerWaveUs);
    R.XUnit = "waves";
    for (unsigned W = 1; W <= 32; W += W < 8 ? 1 : 4)
      R.Points.push_back(G.point(W, L.BaseUs + PerWaveUs * W));
    R.Params = {{"threads_per_block", 32}, {"sm_count", static_cast<double>(M.SmCount)}};
    if (L.BlockStartCycles > 0)
      Out.push_back(R);
  }
  {
    const double B = M.cost(InstrClass::Barrier).LatencyCycles;
    BenchRecord R = G.record("barrier-cost", "syncthreads", "cycles per barrier", B);
    R.XUnit = "threads per block";
    for (unsigned T = 32; T <= 1024; T += 32)
      R.Points.push_back(G.point(T, B + 0.5 * (T / 32 - 1)));
    Out.push_back(R);
  }
  // Atomics: the model's rate per line (docs/model.md#atomic-contention).
  if (M.SameLineAtomicsGops > 0) {
    Out.push_back(G.record("atomic-contention", "one-word", "G updates/s", M.SameLineAtomicsGops));
    BenchRecord R = G.record("atomic-contention", "lines", "G updates/s", M.SameLineAtomicsGops);
    R.XUnit = "128-byte lines; each warp's 32 lanes on the 32 words of one";
    for (unsigned L = 1; L <= 64; L *= 2)
      R.Points.push_back(G.point(L, M.SameLineAtomicsGops * L));
    Out.push_back(R);
  }
  Out.push_back(G.record("sm-clock", "busy", "MHz", M.CoreClockMHz));
  for (size_t I = 0; I < Out.size(); ++I)
    Out[I].Index = I;
  return Out;
}

} // namespace kc::calib
