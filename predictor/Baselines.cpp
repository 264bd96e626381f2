// The MWP-CWP (Hong & Kim 2009) and roofline baselines.
#include "predictor/Grouping.h"
#include "predictor/MwpCwp.h"
#include "predictor/Roofline.h"
#include "predictor/WaveModel.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace kc {

namespace {

void fillCommon(Prediction &Out, const PreparedKernel &P, const ResolvedLaunch &R) {
  Out.Kernel = P.kernel().Name;
  Out.Gpu = P.gpu().Id;
  Out.SmClockMHz = P.gpu().statedSmClockMHz();
  Out.Grid = R.Config->Grid;
  Out.Block = R.Config->Block;
  Out.TotalBlocks = R.Blocks;
  Out.BlocksPerSm = R.Occupancy.ActiveBlocksPerSm;
  Out.WarpsPerBlock = R.WarpsPerBlock;
  Out.Occupancy = R.Occupancy.Occupancy;
  Out.OccupancyLimiters = R.Occupancy.Limiters;
  uint64_t W = static_cast<uint64_t>(R.Occupancy.ActiveBlocksPerSm) * P.gpu().SmCount;
  Out.Waves = (R.Blocks + W - 1) / W;
  Out.Notes = R.Notes;
}

struct GridTotals {
  double Warps = 0, Issue = 0, Dram = 0, Mem = 0, L1 = 0, L2 = 0;
  /// Of Issue: the narrow units' cycles and the memory pipes' (each
  /// overlapping the rest, docs/model.md#narrow-units, #memory-pipe), and the
  /// dispatch cycles of their instructions.
  double Narrow = 0, Mio = 0, MioInsts = 0;
  uint32_t RepWarp = 0; ///< main warp of the most frequent block class
};

GridTotals gridTotals(GridGroups &G) {
  GridTotals T;
  double BestCount = -1;
  for (auto &[Bc, Count] : G.classCounts()) {
    const BlockClass &B = G.block(Bc);
    for (uint32_t W : B.Warps) {
      const WarpClass &C = G.warp(W);
      T.Warps += Count;
      T.Issue += Count * C.Main.Delay;
      T.Narrow += Count * C.Main.PipeDelay;
      T.Mio += Count * C.Main.MioDelay;
      T.MioInsts += Count * C.Main.MioInsts;
      T.Dram += Count * C.DramBytes;
      T.Mem += Count * C.MemBytes;
      T.L1 += Count * C.L1Bytes;
      T.L2 += Count * C.L2Bytes;
    }
    if (Count > BestCount) {
      BestCount = Count;
      T.RepWarp = *std::max_element(B.Warps.begin(), B.Warps.end(), [&](uint32_t A, uint32_t Bw) {
        return G.warp(A).Main.TimeAtRef < G.warp(Bw).Main.TimeAtRef;
      });
    }
  }
  return T;
}

void bandwidths(Prediction &Out, const GpuModel &Gpu, const GridTotals &T) {
  double S = Out.ExecMs / 1e3;
  auto Gbps = [&](double B) { return S > 0 ? B / S / 1e9 : 0; };
  Out.L1Bandwidth = {Gbps(T.L1), gbpsFromBytesPerCycle(Gpu, Gpu.L1BandwidthBytesPerCyclePerSm) *
                                     Gpu.SmCount};
  Out.L2Bandwidth = {Gbps(T.L2), Gpu.L2BandwidthGBps};
  Out.DramBandwidth = {Gbps(T.Dram), Gpu.dramSustainedGBps()};
}

} // namespace

Prediction predictRoofline(const PreparedKernel &P, const ResolvedLaunch &R) {
  const GpuModel &Gpu = P.gpu();
  Prediction Out;
  Out.Model = ModelKind::Roofline;
  fillCommon(Out, P, R);
  GridGroups G(P, *R.Config, R.Slots);
  GridTotals T = gridTotals(G);
  double Pbs = std::max(1u, Gpu.ProcessingBlocksPerSm);
  // The issue roof: the wave model's bound per processing block (issueBound).
  double Compute = issueBound(T.Issue, T.Narrow, T.Mio, T.MioInsts) / (Gpu.SmCount * Pbs);
  double DramPerCycle = bytesPerCycle(Gpu, Gpu.dramSustainedGBps());
  double Memory = DramPerCycle > 0 ? T.Dram / DramPerCycle : 0;
  double Cycles = std::max(Compute, Memory);
  Out.ExecMs = cyclesToMs(Gpu, Cycles);
  Out.LaunchMs = launchMs(R, Out.ExecMs);
  Out.TimeMs = Out.LaunchMs + Out.ExecMs;
  Out.PerWave.push_back({Out.ExecMs, 1, R.Blocks});
  Out.Details["compute_ms"] = cyclesToMs(Gpu, Compute);
  Out.Details["memory_ms"] = cyclesToMs(Gpu, Memory);
  // Issue slots: the scheduler's part of the roof (issueSlots), not the narrow
  // units' or the memory pipes' cycles that may set it.
  Out.IssueUtilization =
      Cycles > 0 ? issueSlots(T.Issue, T.Narrow, T.Mio, T.MioInsts) / (Gpu.SmCount * Pbs) / Cycles : 0;
  bandwidths(Out, Gpu, T);
  if (Out.LaunchMs > Out.ExecMs) {
    Out.Binding = Bound::Launch;
    Out.BoundDetail = "launch overhead exceeds both roofs";
    Out.Advice = "fewer, larger launches";
  } else if (Memory >= Compute) {
    Out.Binding = Bound::Dram;
    Out.BoundDetail = fmt::format("DRAM roof: {:.4g} ms of traffic vs {:.4g} ms of issue",
                                  cyclesToMs(Gpu, Memory), cyclesToMs(Gpu, Compute));
    Out.Advice = "fewer DRAM bytes (reuse through shared memory / caches, smaller types)";
  } else {
    Out.Binding = Bound::Issue;
    Out.BoundDetail = fmt::format("issue roof: {:.4g} ms of issue vs {:.4g} ms of DRAM traffic",
                                  cyclesToMs(Gpu, Compute), cyclesToMs(Gpu, Memory));
    Out.Advice = "fewer instructions per thread";
  }
  return Out;
}

Prediction predictMwpCwp(const PreparedKernel &P, const ResolvedLaunch &R) {
  const GpuModel &Gpu = P.gpu();
  Prediction Out;
  Out.Model = ModelKind::MwpCwp;
  fillCommon(Out, P, R);
  GridGroups G(P, *R.Config, R.Slots);
  GridTotals T = gridTotals(G);
  const WarpClass &Rep = G.warp(T.RepWarp);

  double Pbs = std::max(1u, Gpu.ProcessingBlocksPerSm);
  double ActiveSms = static_cast<double>(std::min<uint64_t>(Gpu.SmCount, R.Blocks));
  double BlocksPerSmAvail = std::ceil(static_cast<double>(R.Blocks) / ActiveSms);
  double ActiveBlocks = std::min<double>(R.Occupancy.ActiveBlocksPerSm, BlocksPerSmAvail);
  double N = std::max(1.0, ActiveBlocks * R.WarpsPerBlock / Pbs);
  double Rep_ = static_cast<double>(R.Blocks) / (ActiveBlocks * ActiveSms);

  double DelayDep = std::max(0.0, (Gpu.UncoalescedLatencyCycles - Gpu.DramLatencyCycles) / 28.0);
  double Wu = Rep.MemBytes > 0 ? std::clamp(Rep.UncoalBytes / Rep.MemBytes, 0.0, 1.0) : 0;
  double MemLD = Gpu.DramLatencyCycles;
  double MemLCoal = MemLD, MemLUncoal = MemLD + 31 * DelayDep;
  double MemL = MemLUncoal * Wu + MemLCoal * (1 - Wu);
  double Departure = 32 * DelayDep * Wu + DelayDep * (1 - Wu);
  double MemInsts = std::max(0.0, Rep.MemInsts);
  double MemCycles = MemLUncoal * MemInsts * Wu + MemLCoal * MemInsts * (1 - Wu);
  double CompCycles = std::max(Rep.Main.Delay, 1e-9);
  double Inf = std::numeric_limits<double>::infinity();
  double MwpNoBw = Departure > 0 ? MemL / Departure : Inf;
  double BytesPerMemInst = MemInsts > 0 ? Rep.MemBytes / MemInsts : 0;
  double BwPerWarp = MemL > 0 ? BytesPerMemInst / MemL : 0;
  double DramPerCycle = bytesPerCycle(Gpu, Gpu.dramSustainedGBps());
  double MwpPeakBw = BwPerWarp > 0 && DramPerCycle > 0 ? DramPerCycle / (BwPerWarp * Pbs * ActiveSms)
                                                       : Inf;
  double Mwp = std::max(1.0, std::min({MwpNoBw, MwpPeakBw, N}));
  double Cwp = std::min((MemCycles + CompCycles) / CompCycles, N);

  double Exec;
  int Case;
  if (MemInsts <= 0) {
    Case = 0;
    Exec = CompCycles * N * Rep_;
  } else if (Mwp == N && Cwp == N) {
    Case = 1;
    Exec = (MemCycles + CompCycles + CompCycles / MemInsts * (Mwp - 1)) * Rep_;
  } else if (Cwp >= Mwp || CompCycles > MemCycles) {
    Case = 2;
    Exec = (MemCycles * N / Mwp + CompCycles / MemInsts * (Mwp - 1)) * Rep_;
  } else {
    Case = 3;
    Exec = (MemL + CompCycles * N) * Rep_;
  }
  double Sync = Departure * (Mwp - 1) * Rep.Main.Syncs * ActiveBlocks * Rep_;
  double Cycles = Exec + Sync;
  Out.ExecMs = cyclesToMs(Gpu, Cycles);
  Out.LaunchMs = launchMs(R, Out.ExecMs);
  Out.TimeMs = Out.LaunchMs + Out.ExecMs;
  Out.PerWave.push_back({cyclesToMs(Gpu, Cycles / std::max(1.0, std::ceil(Rep_))),
                         static_cast<uint64_t>(std::max(1.0, std::ceil(Rep_))), 0});
  Out.Details["mwp"] = Mwp;
  Out.Details["cwp"] = Cwp;
  Out.Details["n"] = N;
  Out.Details["case"] = Case;
  Out.Details["mem_l"] = MemL;
  Out.Details["mem_cycles"] = MemCycles;
  Out.Details["comp_cycles"] = CompCycles;
  Out.Details["rep"] = Rep_;
  Out.Details["sync_cycles"] = Sync;
  Out.SyncShare = Cycles > 0 ? Sync / Cycles : 0;
  Out.IssueUtilization =
      Cycles > 0 ? std::min(1.0, issueSlots(T.Issue, T.Narrow, T.Mio, T.MioInsts) / (Cycles * Gpu.SmCount * Pbs)) : 0;
  bandwidths(Out, Gpu, T);
  if (Out.LaunchMs > Out.ExecMs) {
    Out.Binding = Bound::Launch;
    Out.BoundDetail = "launch overhead exceeds execution";
    Out.Advice = "fewer, larger launches";
  } else if (Out.SyncShare > 0.5) {
    Out.Binding = Bound::Barriers;
    Out.BoundDetail = fmt::format("synchronisation cost is {:.0f}% of the time", Out.SyncShare * 100);
    Out.Advice = "fewer __syncthreads per unit of work";
  } else if (Case == 0 || Case == 3) {
    Out.Binding = Bound::Issue;
    Out.BoundDetail = fmt::format("computation: CWP {:.3g} < MWP {:.3g}", Cwp, Mwp);
    Out.Advice = "fewer instructions per thread";
  } else if (Case == 2 && MwpPeakBw <= std::min(MwpNoBw, N)) {
    Out.Binding = Bound::Dram;
    Out.BoundDetail = fmt::format("memory: MWP {:.3g} limited by DRAM bandwidth (N = {:.3g})", Mwp, N);
    Out.Advice = "fewer DRAM bytes or better reuse";
  } else {
    Out.Binding = Bound::Latency;
    Out.BoundDetail = fmt::format("memory latency: MWP {:.3g}, CWP {:.3g}, N {:.3g}", Mwp, Cwp, N);
    Out.Advice = "more warps per SM or more independent memory requests per warp";
  }
  return Out;
}

} // namespace kc
