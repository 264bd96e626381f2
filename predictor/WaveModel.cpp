// The wave model (docs/model.md#waves): waves of resident blocks, warps over processing
// blocks, and the L1 / L2 / DRAM / uncoalesced latency iterations.
#include "predictor/WaveModel.h"

#include "predictor/RowClasses.h"
#include "predictor/StartTable.h"
#include "predictor/ThreeRunTable.h"
#include "predictor/WaveDeal.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>

namespace kc {

Traffic &Traffic::operator+=(const Traffic &O) {
  Mem += O.Mem, L1 += O.L1, L2 += O.L2, Dram += O.Dram, Uncoal += O.Uncoal, Scattered += O.Scattered;
  WaitL1 += O.WaitL1, WaitL2 += O.WaitL2, WaitDram += O.WaitDram;
  return *this;
}

Traffic Traffic::scaled(double K) const {
  return {Mem * K, L1 * K, L2 * K, Dram * K, Uncoal * K, Scattered * K, WaitL1 * K, WaitL2 * K, WaitDram * K};
}

double departureDelay(const GpuModel &Gpu) {
  return std::max(0.0, (Gpu.UncoalescedLatencyCycles - Gpu.DramLatencyCycles) / 28.0);
}

bool takesUncoalescedStep(const GpuModel &Gpu) {
  return Gpu.UncoalescedBandwidthGBps > 0 && !Gpu.l1KeepsGlobalLoads(/*ReadOnly=*/false);
}

double syncTime(double Syncs, double DelayDep, uint64_t WarpsPerBlock) {
  return Syncs * DelayDep * static_cast<double>(std::max<uint64_t>(WarpsPerBlock, 1) - 1);
}

double smLatency(const Traffic &T, const MemLatencies &Lat) {
  if (T.Mem <= 0)
    return Lat.Dram;
  double Uncoal = std::clamp(T.Uncoal / T.Mem, 0.0, 1.0);
  double L1 = T.WaitL1 / T.Mem, L2 = T.WaitL2 / T.Mem, Dram = T.WaitDram / T.Mem;
  return L1 * Lat.L1 + L2 * Lat.L2 + Dram * Lat.Dram + Uncoal * Lat.Uncoal;
}

double timeWarp(GridGroups &G, uint32_t W, double LatMem, double DelayDep, uint64_t WarpsPerBlock) {
  return G.warpTime(W, LatMem) + syncTime(G.warp(W).Main.Syncs, DelayDep, WarpsPerBlock);
}

double lonePhasesTime(GridGroups &G, const SmProfile &S, double LatMem, double DelayDep,
                      uint64_t WarpsPerBlock) {
  if (S.PhaseIssue.empty())
    return 0;
  llvm::SmallVector<double, 8> Longest(S.PhaseIssue.size(), 0.0);
  for (uint32_t W : S.WarpClasses) {
    const std::vector<double> &T = G.phaseTimes(W, LatMem);
    for (size_t P = 0; P < Longest.size(); ++P)
      Longest[P] = std::max(Longest[P], T[P]);
  }
  double Sum = 0, Sync = 0;
  for (size_t P = 0; P < Longest.size(); ++P)
    Sum += std::max(S.PhaseIssue[P], Longest[P]);
  for (uint32_t W : S.WarpClasses)
    Sync = std::max(Sync, syncTime(G.warp(W).Main.Syncs, DelayDep, WarpsPerBlock));
  return Sum + Sync;
}

double timeSm(GridGroups &G, const SmProfile &S, double LatMem, double DelayDep,
              uint64_t WarpsPerBlock) {
  double T = S.MaxPbDelay;
  for (uint32_t W : S.WarpClasses)
    T = std::max(T, timeWarp(G, W, LatMem, DelayDep, WarpsPerBlock));
  if (!S.PhaseIssue.empty())
    T = std::max(T, lonePhasesTime(G, S, LatMem, DelayDep, WarpsPerBlock));
  return std::max(S.StartCycles + T, S.TimeFloor);
}

std::vector<SmProfile> mergeAlikeSms(llvm::ArrayRef<const SmProfile *> Sms) {
  // What smLatency reads of an SM: no traffic, or its four fractions.
  struct Fractions {
    bool None;
    double Uncoal, L1, L2, Dram;
  };
  auto FractionsOf = [](const Traffic &T) {
    if (T.Mem <= 0)
      return Fractions{true, 0, 0, 0, 0};
    return Fractions{false, std::clamp(T.Uncoal / T.Mem, 0.0, 1.0), T.WaitL1 / T.Mem, T.WaitL2 / T.Mem,
                     T.WaitDram / T.Mem};
  };
  auto Same = [](const Fractions &A, const Fractions &B) {
    return A.None == B.None && A.Uncoal == B.Uncoal && A.L1 == B.L1 && A.L2 == B.L2 && A.Dram == B.Dram;
  };
  std::vector<SmProfile> Out;
  llvm::SmallVector<Fractions, 8> OutFractions;
  Out.reserve(Sms.size());
  for (const SmProfile *S : Sms) {
    Fractions F = FractionsOf(S->Bytes);
    size_t I = 0;
    while (I < Out.size() && !(Same(OutFractions[I], F) && Out[I].LatL1 == S->LatL1 &&
                               Out[I].StartCycles == S->StartCycles &&
                               Out[I].PhaseIssue == S->PhaseIssue))
      ++I;
    if (I == Out.size()) {
      SmProfile M;
      M.WarpClasses = S->WarpClasses;
      M.MaxPbDelay = S->MaxPbDelay;
      M.MaxPbLimit = S->MaxPbLimit;
      M.Bytes = S->Bytes;
      M.Warps = S->Warps;
      M.LatL1 = S->LatL1;
      M.TimeFloor = S->TimeFloor;
      M.StartCycles = S->StartCycles;
      M.PhaseIssue = S->PhaseIssue;
      Out.push_back(std::move(M));
      OutFractions.push_back(F);
      continue;
    }
    SmProfile &M = Out[I];
    if (S->MaxPbDelay > M.MaxPbDelay) {
      M.MaxPbDelay = S->MaxPbDelay;
      M.MaxPbLimit = S->MaxPbLimit;
    }
    M.TimeFloor = std::max(M.TimeFloor, S->TimeFloor);
    M.Warps = std::max(M.Warps, S->Warps);
    for (uint32_t W : S->WarpClasses)
      if (std::find(M.WarpClasses.begin(), M.WarpClasses.end(), W) == M.WarpClasses.end())
        M.WarpClasses.push_back(W);
  }
  return Out;
}

BandwidthStep raiseLatencyUntilBandwidthFits(double Base, double Bytes, double Band,
                                             llvm::function_ref<double(double)> TimeAt) {
  constexpr double Eps = 1e-6;
  constexpr unsigned MaxSteps = 100;
  BandwidthStep R;
  R.Lat = Base;
  R.Time = TimeAt(Base);
  R.Steps = 1;
  if (Bytes <= 0 || Band <= 0 || !(R.Time > 0))
    return R;
  R.Ran = true;
  if (Bytes / R.Time <= Band) // fits at the unloaded latency
    return R;
  const double Demand0 = Bytes / R.Time;
  double PrevLat = 0, PrevT = 0;
  bool HavePrev = false;
  R.Converged = false;
  while (R.Steps < MaxSteps) {
    double Demand = Bytes / R.Time;
    double Next = std::max(Base, R.Lat * Demand / Band); // the paper's step
    if (HavePrev) {
      double H = R.Time * Band - Bytes, HP = PrevT * Band - Bytes;
      if (H != HP) {
        double S = R.Lat - H * (R.Lat - PrevLat) / (H - HP); // secant on h(lat) = 0
        if (std::isfinite(S) && S > Base)
          Next = S;
      } else if (Demand > Band) {
        Next = R.Lat * std::max(2.0, Demand / Band); // plateau: time does not grow yet
      }
    }
    double T = TimeAt(Next);
    ++R.Steps;
    bool Small = std::abs(T - R.Time) <= Eps * R.Time && std::abs(Next - R.Lat) <= Eps * R.Lat;
    PrevLat = R.Lat, PrevT = R.Time, HavePrev = true;
    R.Lat = Next, R.Time = T;
    if (Small) {
      R.Converged = true;
      break;
    }
  }
  if (!R.Converged) {
    // The time did not respond to the latency (e.g. the warps are issue- or
    // barrier-bound, so the plateau steps doubled the latency without effect).
    // Report the paper's one-step latency, base * demand / peak, rather than
    // the runaway value, and never less time than the bytes need at the peak.
    R.Lat = Base * std::max(1.0, Demand0 / Band);
    R.Time = std::max(TimeAt(R.Lat), Bytes / Band);
  }
  return R;
}

WaveResult simulateWave(GridGroups &G, const GpuModel &Gpu, const WaveComposition &C,
                        uint64_t WarpsPerBlock, double BlockStartCycles, const WaveConfig &Cfg,
                        SmProfileMemo *Memo) {
  const double DelayDep = departureDelay(Gpu);
  const unsigned Pbs = std::max(1u, Gpu.ProcessingBlocksPerSm);
  WaveResult R;
  R.Blocks = C.Blocks;
  MemLatencies Base{Gpu.L1LatencyCycles, Gpu.L2LatencyCycles, Gpu.DramLatencyCycles,
                    std::max(0.0, Gpu.UncoalescedLatencyCycles - Gpu.DramLatencyCycles)};

  // An SM's profile: warps over processing blocks (warp w -> pb w mod PB),
  // traffic; then fig. 4, its L1 step with the GPU's L2 / DRAM / uncoalesced
  // latencies.
  auto Build = [&](const std::vector<uint32_t> &Classes, SmProfileMemo::Entry &E) {
    SmProfile &S = E.S;
    S.StartCycles = BlockStartCycles;
    S.PbDelay.assign(Pbs, 0.0);
    S.PbPipe.assign(Pbs, 0.0);
    S.PbMio.assign(Pbs, 0.0);
    S.PbMioInsts.assign(Pbs, 0.0);
    unsigned W = 0, Pb = 0; // Pb = W mod PB, without a division per warp
    for (uint32_t Bc : Classes)
      for (uint32_t Wc : G.block(Bc).Warps) {
        const WarpClass &WC = G.warp(Wc);
        S.PbDelay[Pb] += WC.Main.Delay;
        S.PbPipe[Pb] += WC.Main.PipeDelay;
        S.PbMio[Pb] += WC.Main.MioDelay;
        S.PbMioInsts[Pb] += WC.Main.MioInsts;
        Pb = Pb + 1 == Pbs ? 0 : Pb + 1;
        if (std::find(S.WarpClasses.begin(), S.WarpClasses.end(), Wc) == S.WarpClasses.end())
          S.WarpClasses.push_back(Wc);
        S.Bytes += Traffic{WC.MemBytes,    WC.L1Bytes,       WC.L2Bytes,
                           WC.DramBytes,   WC.UncoalBytes,   WC.ScatteredBytes,
                           WC.WaitL1Bytes, WC.WaitL2Bytes,   WC.WaitDramBytes};
        S.L1Cycles += WC.L1Cycles;
        ++W;
      }
    S.Warps = W;
    // A lone block's barrier phases (docs/model.md#barrier-phases): per phase,
    // the processing blocks' issue of its warps, bounded as the whole's below.
    const size_t NumPhases = G.prepared().phases().size();
    if (NumPhases && Classes.size() == 1) {
      S.PhaseIssue.assign(NumPhases, 0.0);
      llvm::SmallVector<GridGroups::PhaseIssue, 4> Pb(Pbs * NumPhases);
      unsigned PbOf = 0;
      for (uint32_t Wc : G.block(Classes.front()).Warps) {
        const std::vector<GridGroups::PhaseIssue> &Ph = G.phaseIssue(Wc);
        for (size_t P = 0; P < NumPhases; ++P) {
          GridGroups::PhaseIssue &Acc = Pb[PbOf * NumPhases + P];
          Acc.Delay += Ph[P].Delay, Acc.Pipe += Ph[P].Pipe, Acc.Mio += Ph[P].Mio;
          Acc.MioInsts += Ph[P].MioInsts;
        }
        PbOf = PbOf + 1 == Pbs ? 0 : PbOf + 1;
      }
      for (unsigned I = 0; I < Pbs; ++I)
        for (size_t P = 0; P < NumPhases; ++P) {
          const GridGroups::PhaseIssue &Acc = Pb[I * NumPhases + P];
          S.PhaseIssue[P] =
              std::max(S.PhaseIssue[P], issueBound(Acc.Delay, Acc.Pipe, Acc.Mio, Acc.MioInsts));
        }
    }
    // A processing block's scheduler issues the other instructions while the
    // narrow units work and while the memory pipes drain their queue
    // (docs/model.md#narrow-units, #memory-pipe): max(the rest with a dispatch
    // cycle per instruction sent to them, the units' cycles, the pipes' cycles).
    S.MaxPbDelay = 0;
    S.IssueSlots = 0;
    for (unsigned I = 0; I < Pbs; ++I) {
      double Slots = issueSlots(S.PbDelay[I], S.PbPipe[I], S.PbMio[I], S.PbMioInsts[I]);
      S.IssueSlots += Slots;
      double Bound = issueBound(S.PbDelay[I], S.PbPipe[I], S.PbMio[I], S.PbMioInsts[I]);
      if (Bound > S.MaxPbDelay) {
        S.MaxPbDelay = Bound;
        S.MaxPbLimit = Bound == Slots           ? PbLimit::IssueSlots
                       : Bound == S.PbPipe[I] ? PbLimit::NarrowUnits
                                               : PbLimit::MemoryPipes;
      }
    }
    // The L1 data path handles every sector of the SM's global requests, hits
    // and misses alike: the wave cannot end before it has moved them. Where L1
    // keeps global data (its data array is shared memory's, compute capability
    // >= 7.0), a request also takes a cycle per word one data bank serves
    // (docs/model.md#l1-data-stage).
    if (Gpu.L1BandwidthBytesPerCyclePerSm > 0)
      S.TimeFloor = S.L1StageCycles =
          G.prepared().hasL1Cycles() ? S.L1Cycles : S.Bytes.Mem / Gpu.L1BandwidthBytesPerCyclePerSm;
    // KP21's L1 step on the L1 hits' share of the data stage's work: where the
    // model gives the stage's cycles, a request's bytes there are its cycles at
    // the L1 bandwidth, not its sector bytes (a scattered request reads its
    // lanes' words, not whole sectors; docs/model.md#l1-data-stage).
    double L1Demand = S.Bytes.L1;
    if (G.prepared().hasL1Cycles() && S.Bytes.Mem > 0)
      L1Demand = S.Bytes.L1 / S.Bytes.Mem * S.L1Cycles * Gpu.L1BandwidthBytesPerCyclePerSm;
    E.L1 = raiseLatencyUntilBandwidthFits(
        Base.L1, L1Demand, Gpu.L1BandwidthBytesPerCyclePerSm, [&](double L1) {
          return timeSm(G, S, smLatency(S.Bytes, {L1, Base.L2, Base.Dram, Base.Uncoal}), DelayDep,
                        WarpsPerBlock);
        });
    S.LatL1 = E.L1.Lat;
    if (!E.L1.Converged)
      S.TimeFloor = std::max(S.TimeFloor, E.L1.Time);
  };
  llvm::SmallVector<SmProfileMemo::Entry, 2> Local;
  llvm::SmallVector<const SmProfileMemo::Entry *, 8> Entries;
  Entries.reserve(C.Sms.size());
  if (!Memo)
    Local.resize(C.Sms.size());
  for (size_t I = 0; I < C.Sms.size(); ++I) {
    const std::vector<uint32_t> &Classes = C.Sms[I].first;
    SmProfileMemo::Entry *E = Memo ? nullptr : &Local[I];
    if (Memo) {
      auto [It, New] = Memo->Profiles.try_emplace(Classes);
      E = &It->second;
      if (!New) {
        ++Memo->Hits;
        Entries.push_back(E);
        continue;
      }
    }
    Build(Classes, *E);
    Entries.push_back(E);
  }
  llvm::SmallVector<const SmProfile *, 8> Sms;
  Sms.reserve(Entries.size());
  R.L1.Lat = Base.L1;
  for (size_t I = 0; I < Entries.size(); ++I) {
    const SmProfile &S = Entries[I]->S;
    const double Count = static_cast<double>(C.Sms[I].second);
    R.IssueCycles += S.IssueSlots * Count;
    R.Bytes += S.Bytes.scaled(Count);
    Sms.push_back(&S);
  }
  for (const SmProfileMemo::Entry *E : Entries) {
    const BandwidthStep &St = E->L1;
    if (St.Ran && (!R.L1.Ran || St.Lat > R.L1.Lat || !St.Converged))
      R.L1 = St;
  }

  // Fig. 5: the GPU's L2, then DRAM, then uncoalesced-request steps.
  // The max over SMs, over SMs that share their latencies merged (mergeAlikeSms).
  double Floor = 0;
  const std::vector<SmProfile> Merged = Sms.size() > 1 ? mergeAlikeSms(Sms) : std::vector<SmProfile>{};
  llvm::SmallVector<const SmProfile *, 8> ForTime;
  if (Sms.size() > 1)
    for (const SmProfile &S : Merged)
      ForTime.push_back(&S);
  const llvm::SmallVector<const SmProfile *, 8> &TimeSms = Sms.size() > 1 ? ForTime : Sms;
  auto TimeGpu = [&](const MemLatencies &L) {
    double T = Floor;
    for (const SmProfile *S : TimeSms)
      T = std::max(T, timeSm(G, *S, smLatency(S->Bytes, {S->LatL1, L.L2, L.Dram, L.Uncoal}),
                             DelayDep, WarpsPerBlock));
    return T;
  };
  MemLatencies Cur = Base;
  auto Step = [&](double BaseLat, double Bytes, double BandGBps, double MemLatencies::*Field) {
    BandwidthStep St =
        raiseLatencyUntilBandwidthFits(BaseLat, Bytes, bytesPerCycle(Gpu, BandGBps), [&](double L) {
          MemLatencies X = Cur;
          X.*Field = L;
          return TimeGpu(X);
        });
    Cur.*Field = St.Lat;
    if (!St.Converged)
      Floor = std::max(Floor, St.Time);
    return St;
  };
  R.L2 = Step(Base.L2, R.Bytes.L2, Gpu.L2BandwidthGBps, &MemLatencies::L2);
  R.Dram = Step(Base.Dram, R.Bytes.Dram, Gpu.dramSustainedGBps(), &MemLatencies::Dram);
  R.TimeCycles = R.Dram.Time;
  // The paper's uncoalesced-bandwidth step, on GPUs whose L1 does not keep
  // plain global loads: there every sector of an uncoalesced request is its
  // own L2 transaction, whether it then hits or misses (see WaveModel.h), so
  // all of those sectors count, not only the extra share that weighs latency.
  if (takesUncoalescedStep(Gpu)) {
    // uncoalesced_gbps counts the useful bytes of 4-byte accesses that each
    // need their own sector; the traffic here is in sector bytes.
    double SectorGBps = Gpu.UncoalescedBandwidthGBps * Gpu.SectorBytes / 4.0;
    R.Uncoal = Step(Base.Uncoal, R.Bytes.Scattered, SectorGBps, &MemLatencies::Uncoal);
    R.TimeCycles = R.Uncoal.Time;
  }

  // The critical SM and warp at the converged latencies.
  double Best = -1;
  for (const SmProfile *SP : Sms) {
    const SmProfile &S = *SP;
    double Lat = smLatency(S.Bytes, {S.LatL1, Cur.L2, Cur.Dram, Cur.Uncoal});
    double T = timeSm(G, S, Lat, DelayDep, WarpsPerBlock);
    if (T <= Best)
      continue;
    Best = T;
    R.CritTimeSm = T;
    R.CritL1StageCycles = S.L1StageCycles;
    R.CritLatSm = Lat;
    R.CritMaxPbDelay = S.MaxPbDelay;
    R.CritPbLimit = S.MaxPbLimit;
    R.CritPhases = lonePhasesTime(G, S, Lat, DelayDep, WarpsPerBlock);
    R.CritMaxTimeWp = -1;
    for (uint32_t W : S.WarpClasses) {
      double TW = timeWarp(G, W, Lat, DelayDep, WarpsPerBlock);
      if (TW > R.CritMaxTimeWp) {
        R.CritMaxTimeWp = TW;
        R.CritWarp = W;
        R.CritSyncCycles = syncTime(G.warp(W).Main.Syncs, DelayDep, WarpsPerBlock);
      }
    }
  }
  return R;
}

namespace {

std::string pct(double X) { return fmt::format("{:.0f}%", X * 100); }


} // namespace

Prediction predictWave(const PreparedKernel &P, const ResolvedLaunch &R, const WaveConfig &Cfg) {
  const GpuModel &Gpu = P.gpu();
  Prediction Out;
  Out.Model = ModelKind::Wave;
  GridGroups G(P, *R.Config, R.Slots);
  const unsigned Sm = Gpu.SmCount;
  const uint64_t Bpsm = R.Occupancy.ActiveBlocksPerSm;
  const uint64_t W = Bpsm * Sm;
  const uint64_t Total = R.Blocks;
  constexpr uint64_t MixedBudget = 1u << 22; // blocks dealt one by one at most
  constexpr uint64_t StepBudget = 1u << 18;  // mixed waves looked at (dealt or reused) at most

  std::vector<WaveResult> Results;
  auto RunEnd = [&G](uint64_t Begin, uint32_t &Class) { return G.runEnd(Begin, Class); };
  WaveDealer Dealer(RunEnd, Sm, static_cast<unsigned>(R.WarpsPerBlock), Gpu.ProcessingBlocksPerSm);
  std::map<std::vector<uint64_t>, size_t> Memo; // WaveDealer key -> result
  SmProfileMemo Profiles;                       // SMs shared by the distinct waves
  std::vector<std::pair<size_t, uint64_t>> Seq; // (result, consecutive count)
  // At most one entry per wave: allocated once for up to 4096 waves.
  Seq.reserve(std::min<uint64_t>((Total + W - 1) / std::max<uint64_t>(W, 1), 4096));
  Results.reserve(16);
  // Waves on rows of one y and z segment (GridGroups::rowPeriodKey), per (wave
  // size, y and z representative): the result at each starting column dealt,
  // and the sampling of WaveConfig::SampledStarts.
  struct RowSegment {
    StartTable ByStart;                           ///< starting column -> result
    std::vector<uint8_t> Buckets;                 ///< stretches of starting columns dealt
    std::vector<size_t> Sampled;                  ///< the results that marked a stretch
    size_t Estimate = SIZE_MAX;
    std::optional<RowClasses> Row;                ///< the classes along these rows
    /// Waves of three runs holding a two-stretch row's second stretch inside
    /// (RowClasses::twoStretches), by WaveDealer::threeRunOffset of that
    /// stretch (below smCount * T): their results.
    std::vector<size_t> EdgeResult;
  };
  const uint64_t Gx = std::max<uint64_t>(1, R.Config->Grid.X);
  std::map<std::array<uint64_t, 3>, RowSegment> Segments;
  // Full waves on such rows by WaveDealer::shapeKey: a wave whose rows'
  // classes are all known takes the result of a dealt wave of the same shape
  // (the same deal() key) without being dealt.
  std::map<std::vector<uint64_t>, size_t> Shapes;
  const uint64_t EdgePeriod = uint64_t{Sm} * Dealer.phasePeriod(); // smCount * T
  ThreeRunTable SmallShapes(EdgePeriod); // WaveDealer::threeRunKey -> result
  std::vector<size_t> WholeUniform; // block class -> result of a whole wave of it alone
  std::array<uint64_t, 5> Small{};
  std::vector<WaveDealer::Span> Window;
  Window.reserve(16);
  std::vector<uint64_t> Shape;
  Shape.reserve(32);
  constexpr size_t MaxShapeRuns = 64;
  std::array<uint64_t, 3> LastSegKey{};
  RowSegment *LastSeg = nullptr;
  uint64_t Estimated = 0;
  auto AddResult = [&](size_t I, uint64_t Count) {
    if (!Seq.empty() && Seq.back().first == I)
      Seq.back().second += Count;
    else
      Seq.emplace_back(I, Count);
  };
  auto Add = [&](const std::vector<uint64_t> &Key, uint64_t Count) {
    auto [It, New] = Memo.try_emplace(Key, Results.size());
    if (New)
      Results.push_back(simulateWave(G, Gpu, Dealer.composition(), R.WarpsPerBlock,
                                     R.BlockStartCycles, Cfg, &Profiles));
    AddResult(It->second, Count);
  };

  // The key of the wave that follows the last one keyed, without
  // rowPeriodKey's divisions: inside the same rows (GridGroups::rowsLikeEnd)
  // it starts N columns further (mod gdim.x), with the same representatives.
  std::array<uint64_t, 4> Next{};
  uint64_t NextA = UINT64_MAX, LikeEnd = 0, NModGx = 0;

  const uint64_t BucketNoOverflow = Cfg.SampledStarts > 0 ? UINT64_MAX / Cfg.SampledStarts : 0;
  uint64_t A = 0, Dealt = 0, Steps = 0;
  bool Budget = false;
  auto BucketOf = [&](uint64_t X0) -> uint64_t {
    return X0 <= BucketNoOverflow // 64-bit when it cannot overflow
               ? X0 * Cfg.SampledStarts / Gx
               : static_cast<uint64_t>(static_cast<unsigned __int128>(X0) * Cfg.SampledStarts / Gx);
  };
  // The next wave on the same rows starts N blocks on, modulo the row.
  auto FollowNext = [&](uint64_t N) {
    Next[0] += NModGx;
    if (Next[0] >= Gx)
      Next[0] -= Gx;
    NextA = A + N;
  };
  while (A < Total) {
    // The commonest wave: the one that follows the last one keyed, on the
    // same rows, whose result is known by its start or estimated from its
    // stretch of starts. The steps the general path below takes for it
    // (Period = Next, Seg = LastSeg), without building its key.
    if (LastSeg && A == NextA && A + Next[1] <= LikeEnd && Next[1] == std::min(W, Total - A) &&
        Next[1] == LastSegKey[0] && Next[2] == LastSegKey[1] && Next[3] == LastSegKey[2]) {
      const uint64_t N = Next[1], X0 = Next[0];
      size_t I = LastSeg->ByStart.find(X0);
      const bool Est = I == SIZE_MAX && Cfg.SampledStarts > 0 && N >= Gx && A + N < Total &&
                       LastSeg->Buckets[BucketOf(X0)];
      if (I != SIZE_MAX || Est) {
        if (++Steps > StepBudget) {
          Budget = true;
          break;
        }
        FollowNext(N);
        if (Est) {
          if (LastSeg->Estimate == SIZE_MAX) {
            LastSeg->Estimate = Results.size();
            Results.emplace_back();
          }
          AddResult(LastSeg->Estimate, 1);
          ++Estimated;
        } else {
          AddResult(I, 1);
        }
        A += N;
        continue;
      }
      // A wave that holds the rows' edge stretch inside, known by its offset
      // (RowSegment::EdgeResult): the steps of the general path for it.
      if (!Est && N < Gx && N % Sm == 0 && !LastSeg->EdgeResult.empty() && LastSeg->Row &&
          LastSeg->Row->twoStretches()) {
        const uint64_t Gs = LastSeg->Row->firstStretchEnd();
        if (X0 < Gs && X0 + N > Gx)
          if (size_t E = LastSeg->EdgeResult[Dealer.threeRunOffset(Gs - X0, Gx - Gs)]; E != SIZE_MAX) {
            if (++Steps > StepBudget || Dealt + N > MixedBudget) {
              Budget = true;
              break;
            }
            FollowNext(N);
            AddResult(E, 1);
            LastSeg->ByStart.tryEmplace(X0, E);
            Dealt += N;
            A += N;
            continue;
          }
      }
    }
    const uint64_t N = std::min(W, Total - A);
    // A wave inside one y and z segment repeats one that starts at the same
    // column: reuse its result without dealing its blocks again (only mixed
    // waves are recorded). A wave that covers whole rows at a start whose
    // stretch of columns has been dealt already is estimated, except the last
    // wave, whose tail matters (WaveConfig::SampledStarts).
    std::optional<std::array<uint64_t, 4>> Period;
    if (A == NextA && N == Next[1] && A + N <= LikeEnd) {
      Period = Next;
    } else if ((Period = G.rowPeriodKey(A, N))) {
      LikeEnd = G.rowsLikeEnd(A / Gx) * Gx;
      NModGx = N % Gx;
    }
    if (Period) {
      Next = *Period;
      Next[0] = Next[0] + NModGx;
      if (Next[0] >= Gx)
        Next[0] -= Gx;
      NextA = A + N;
    }
    RowSegment *Seg = nullptr;
    std::array<uint64_t, 3> SegKey{};
    uint64_t Bucket = 0;
    const bool Sampling = Period && Cfg.SampledStarts > 0 && N >= Gx;
    if (Period) {
      SegKey = {N, (*Period)[2], (*Period)[3]};
      if (LastSeg && SegKey[0] == LastSegKey[0] && SegKey[1] == LastSegKey[1] &&
          SegKey[2] == LastSegKey[2]) { // (element by element: no memcmp call)
        Seg = LastSeg;
      } else if (auto It = Segments.find(SegKey); It != Segments.end()) {
        Seg = LastSeg = &It->second;
        LastSegKey = SegKey;
      }
      const uint64_t X0 = (*Period)[0];
      if (Seg) // rows with mixed waves dealt already
        if (size_t I = Seg->ByStart.find(X0); I != SIZE_MAX) {
          if (++Steps > StepBudget) {
            Budget = true;
            break;
          }
          AddResult(I, 1);
          A += N;
          continue;
        }
      // (Only past the lookup by start: most waves find theirs there.)
      if (Sampling)
        Bucket = BucketOf(X0);
      if (Seg) {
        if (Sampling && Seg->Buckets[Bucket] && A + N < Total) {
          if (++Steps > StepBudget) {
            Budget = true;
            break;
          }
          if (Seg->Estimate == SIZE_MAX) {
            Seg->Estimate = Results.size();
            Results.emplace_back();
          }
          AddResult(Seg->Estimate, 1);
          ++Estimated;
          A += N;
          continue;
        }
      }
    }
    // A wave of two runs or more on rows whose classes are all known (so
    // runEnd would not find whole waves of one class here), of a shape dealt
    // before: its result, counted as dealt.
    // A wave shorter than a row, on rows of two stretches [0, g) and [g,
    // gdim.x), that starts in the first and holds all of the second (an edge
    // column inside: the three runs window() would give, the second g - X0
    // blocks in): its threeRunKey is {N, the two classes, gdim.x - g, its
    // threeRunOffset}, all but the offset fixed by the rows, so a result found
    // for the offset before is the one SmallShapes would give. The Known path
    // below for it.
    uint64_t EdgeAt = UINT64_MAX;
    if (Seg && Seg->Row && N < Gx && N % Sm == 0 && Seg->Row->twoStretches()) {
      const uint64_t X0 = (*Period)[0], Gs = Seg->Row->firstStretchEnd();
      if (X0 < Gs && X0 + N > Gx) {
        EdgeAt = Dealer.threeRunOffset(Gs - X0, Gx - Gs);
        if (!Seg->EdgeResult.empty() && Seg->EdgeResult[EdgeAt] != SIZE_MAX) {
          if (++Steps > StepBudget || Dealt + N > MixedBudget) {
            Budget = true;
            break;
          }
          const size_t I = Seg->EdgeResult[EdgeAt];
          AddResult(I, 1);
          Seg->ByStart.tryEmplace(X0, I);
          Dealt += N;
          A += N;
          continue;
        }
      }
    }
    auto RecordEdge = [&](size_t I) {
      if (EdgeAt == UINT64_MAX)
        return;
      if (Seg->EdgeResult.empty())
        Seg->EdgeResult.assign(EdgePeriod, SIZE_MAX);
      Seg->EdgeResult[EdgeAt] = I;
    };
    const bool HaveWindow = Seg && Seg->Row && Seg->Row->window((*Period)[0], N, MaxShapeRuns, Window);
    // A whole wave of one class on known rows, whose result is known: as
    // below (runEnd finds it inside a run of that class; how runs are cut
    // does not matter, consecutive equal results are one entry of Seq).
    if (HaveWindow && Window.size() == 1 && N == W) {
      const uint32_t C = Window[0].Class;
      if (C < WholeUniform.size() && WholeUniform[C] != SIZE_MAX) {
        AddResult(WholeUniform[C], 1);
        A += N;
        continue;
      }
    }
    const bool Windowed = HaveWindow && Window.size() > 1;
    // The commonest shape (one stretch of another class inside the wave) by
    // its small key first (WaveDealer::threeRunKey), else by shapeKey.
    const bool HaveSmall = Windowed && Dealer.threeRunKey(Window, N, Small);
    size_t Known = SIZE_MAX;
    if (HaveSmall)
      Known = SmallShapes.find(Small);
    bool HaveShape = false;
    if (Known == SIZE_MAX && Windowed && (HaveShape = Dealer.shapeKey(Window, N, Shape)))
      if (auto It = Shapes.find(Shape); It != Shapes.end()) {
        Known = It->second;
        if (HaveSmall)
          SmallShapes.tryEmplace(Small, Known);
      }
    if (Known != SIZE_MAX) {
      if (HaveSmall)
        RecordEdge(Known);
      if (++Steps > StepBudget || Dealt + N > MixedBudget) {
        Budget = true;
        break;
      }
      AddResult(Known, 1);
      Seg->ByStart.tryEmplace((*Period)[0], Known);
      if (Sampling && !Seg->Buckets[Bucket]) {
        Seg->Buckets[Bucket] = 1;
        Seg->Sampled.push_back(Known);
      }
      Dealt += N;
      A += N;
      continue;
    }
    uint32_t C;
    uint64_t E = G.runEnd(A, C);
    if (E - A >= W) { // whole waves inside one run of identical blocks
      uint64_t K = (E - A) / W;
      // dealUniform(C, W)'s key depends on C alone: its result once found.
      if (C < WholeUniform.size() && WholeUniform[C] != SIZE_MAX) {
        AddResult(WholeUniform[C], K);
      } else {
        Add(Dealer.dealUniform(C, W), K);
        if (C >= WholeUniform.size())
          WholeUniform.resize(C + 1, SIZE_MAX);
        WholeUniform[C] = Seq.back().first;
      }
      A += K * W;
      continue;
    }
    if (E >= Total) { // the partial last wave, one class
      Add(Dealer.dealUniform(C, N), 1);
      A += N;
      continue;
    }
    if (++Steps > StepBudget || Dealt + N > MixedBudget) {
      Budget = true;
      break;
    }
    // Dealt from the window's runs when the rows are known (the same key).
    Add(Windowed ? Dealer.deal(Window, N) : Dealer.deal(A, N), 1);
    if (Period) {
      if (!Seg) {
        Seg = LastSeg = &Segments[SegKey];
        LastSegKey = SegKey;
        if (Sampling) {
          Seg->Buckets.assign(Cfg.SampledStarts, 0);
          Seg->Sampled.reserve(Cfg.SampledStarts); // one per stretch at most
        }
        Seg->Row.emplace(Gx);
        Seg->ByStart.init(Gx);
      }
      // (Windowed: the rows are known, and Shape is this wave's already.)
      if (!Windowed)
        for (const WaveDealer::Span &Sp : Dealer.runs())
          Seg->Row->learn(A + Sp.Begin, A + Sp.End, Sp.Class);
      if (Windowed ? HaveShape : Dealer.shapeKey(Dealer.runs(), N, Shape))
        Shapes.emplace(Shape, Seq.back().first);
      if (HaveSmall) {
        SmallShapes.tryEmplace(Small, Seq.back().first);
        RecordEdge(Seq.back().first);
      }
      Seg->ByStart.tryEmplace((*Period)[0], Seq.back().first);
      if (Sampling && !Seg->Buckets[Bucket]) {
        Seg->Buckets[Bucket] = true;
        Seg->Sampled.push_back(Seq.back().first);
      }
    }
    Dealt += N;
    A += N;
  }

  // Estimated waves: the mean of the starts simulated on their rows (each
  // start weighs the same: the estimated waves have other starts).
  for (auto &[Key, Seg] : Segments) {
    if (Seg.Estimate == SIZE_MAX)
      continue;
    WaveResult E = Results[Seg.Sampled.front()];
    double K = static_cast<double>(Seg.Sampled.size());
    E.TimeCycles = 0, E.IssueCycles = 0, E.Bytes = {};
    for (size_t I : Seg.Sampled) {
      E.TimeCycles += Results[I].TimeCycles / K;
      E.IssueCycles += Results[I].IssueCycles / K;
      E.Bytes += Results[I].Bytes.scaled(1.0 / K);
    }
    Results[Seg.Estimate] = E;
  }

  double ExecCycles = 0, Waves = 0;
  for (auto &[I, K] : Seq) {
    ExecCycles += Results[I].TimeCycles * static_cast<double>(K);
    Waves += static_cast<double>(K);
  }
  if (Budget) {
    // Remaining waves: the mean of the waves simulated so far, per block.
    double Simulated = static_cast<double>(A);
    double Rest = static_cast<double>(Total - A);
    double Extra = ExecCycles / Simulated * Rest;
    uint64_t RestWaves = (Total - A + W - 1) / W;
    WaveResult Avg;
    Avg.TimeCycles = Extra / static_cast<double>(RestWaves);
    Avg.Blocks = W;
    Results.push_back(Avg);
    Seq.emplace_back(Results.size() - 1, RestWaves);
    ExecCycles += Extra;
    Out.Notes.push_back(fmt::format("{} waves after block {} were estimated from the mean of the "
                                    "waves before (too many distinct waves to simulate each)",
                                    RestWaves, A));
  }

  if (Estimated)
    Out.Notes.push_back(fmt::format(
        "{} of {} waves were estimated from the mean of the waves simulated on the same rows of the "
        "grid (at most {} starting columns, spread over the row): such waves cover whole rows and "
        "differ only in where the row's edge blocks fall",
        Estimated, (Total + W - 1) / W, Cfg.SampledStarts));
  Out.Kernel = P.kernel().Name;
  Out.Gpu = Gpu.Id;
  Out.SmClockMHz = Gpu.statedSmClockMHz();
  Out.Grid = R.Config->Grid;
  Out.Block = R.Config->Block;
  Out.TotalBlocks = Total;
  Out.BlocksPerSm = R.Occupancy.ActiveBlocksPerSm;
  Out.WarpsPerBlock = R.WarpsPerBlock;
  Out.Occupancy = R.Occupancy.Occupancy;
  Out.OccupancyLimiters = R.Occupancy.Limiters;
  Out.ExecMs = cyclesToMs(Gpu, ExecCycles);
  // The kernel cannot end before its most contended line has taken its atomic
  // updates (docs/model.md#atomic-contention).
  const bool AtomicBound = R.Atomics.Ms > Out.ExecMs;
  if (AtomicBound) {
    ExecCycles = Out.ExecMs > 0 ? ExecCycles * (R.Atomics.Ms / Out.ExecMs)
                                : R.Atomics.Ms * Gpu.CoreClockMHz * 1e3;
    Out.ExecMs = R.Atomics.Ms;
  }
  Out.LaunchMs = launchMs(R, Out.ExecMs);
  Out.TimeMs = Out.LaunchMs + Out.ExecMs;
  Out.Waves = (Total + W - 1) / W;
  Out.Notes.insert(Out.Notes.end(), R.Notes.begin(), R.Notes.end());
  // Consecutive waves of one time and size are one entry: counted first, so
  // the list is allocated once.
  std::vector<double> MsOf(Results.size());
  for (size_t I = 0; I < Results.size(); ++I)
    MsOf[I] = cyclesToMs(Gpu, Results[I].TimeCycles);
  auto SameEntry = [&](size_t I, size_t J) {
    return MsOf[I] == MsOf[J] && Results[I].Blocks == Results[J].Blocks;
  };
  size_t Entries = 0;
  for (size_t S = 0; S < Seq.size(); ++S)
    Entries += S == 0 || !SameEntry(Seq[S - 1].first, Seq[S].first);
  Out.PerWave.reserve(Entries);
  for (auto &[I, K] : Seq) {
    if (!Out.PerWave.empty() && Out.PerWave.back().TimeMs == MsOf[I] &&
        Out.PerWave.back().Blocks == Results[I].Blocks)
      Out.PerWave.back().Count += K;
    else
      Out.PerWave.push_back({MsOf[I], K, Results[I].Blocks});
  }

  // Totals over the run.
  Traffic Bytes;
  double Issue = 0;
  size_t Dom = Seq.front().first;
  double DomT = -1;
  for (auto &[I, K] : Seq) {
    Bytes += Results[I].Bytes.scaled(static_cast<double>(K));
    Issue += Results[I].IssueCycles * static_cast<double>(K);
    double T = Results[I].TimeCycles * static_cast<double>(K);
    if (T > DomT && (Results[I].L2.Steps || Results[I].CritMaxTimeWp > 0)) {
      DomT = T;
      Dom = I;
    }
  }
  const WaveResult &D = Results[Dom];
  double ExecS = Out.ExecMs / 1e3;
  auto Gbps = [&](double B) { return ExecS > 0 ? B / ExecS / 1e9 : 0; };
  Out.L1Bandwidth = {Gbps(Bytes.L1),
                     gbpsFromBytesPerCycle(Gpu, Gpu.L1BandwidthBytesPerCyclePerSm) * Sm};
  Out.L2Bandwidth = {Gbps(Bytes.L2), Gpu.L2BandwidthGBps};
  Out.DramBandwidth = {Gbps(Bytes.Dram), Gpu.dramSustainedGBps()};
  Out.IssueUtilization =
      ExecCycles > 0 ? Issue / (ExecCycles * Sm * std::max(1u, Gpu.ProcessingBlocksPerSm)) : 0;
  Out.SyncShare = D.CritMaxTimeWp > 0 ? D.CritSyncCycles / D.CritMaxTimeWp : 0;
  auto Iter = [](const BandwidthStep &S, double Base) {
    LatencyIteration I;
    I.BaseCycles = Base;
    I.ConvergedCycles = S.Ran ? S.Lat : Base;
    I.Steps = S.Steps;
    I.Converged = S.Converged;
    I.Ran = S.Ran;
    return I;
  };
  Out.L1 = Iter(D.L1, Gpu.L1LatencyCycles);
  Out.L2 = Iter(D.L2, Gpu.L2LatencyCycles);
  Out.Dram = Iter(D.Dram, Gpu.DramLatencyCycles);
  // The uncoalesced step iterates the extra latency of an uncoalesced request
  // over the DRAM latency (simulateWave's base), so it is reported on that base.
  Out.Uncoal = Iter(D.Uncoal, std::max(0.0, Gpu.UncoalescedLatencyCycles - Gpu.DramLatencyCycles));
  for (const auto *It : {&Out.L1, &Out.L2, &Out.Dram, &Out.Uncoal})
    if (!It->Converged)
      Out.Notes.push_back("a latency iteration did not converge in 100 steps; its time was raised "
                          "to bytes / bandwidth");
  if (G.approximated())
    Out.Notes.push_back("the grid has too many distinct blocks along an axis: some were grouped "
                        "approximately");

  // The binding limit.
  struct Level { Bound B; const LatencyIteration *I; const Bandwidth *Bw; };
  Level Levels[] = {{Bound::L1, &Out.L1, &Out.L1Bandwidth},
                    {Bound::L2, &Out.L2, &Out.L2Bandwidth},
                    {Bound::Dram, &Out.Dram, &Out.DramBandwidth},
                    {Bound::Uncoalesced, &Out.Uncoal, nullptr}};
  const Level *Raised = nullptr;
  double MaxFactor = 1.0 + 1e-3;
  for (const Level &L : Levels)
    if (L.I->Ran && L.I->BaseCycles > 0 && L.I->ConvergedCycles / L.I->BaseCycles > MaxFactor) {
      MaxFactor = L.I->ConvergedCycles / L.I->BaseCycles;
      Raised = &L;
    }
  if (Out.LaunchMs > Out.ExecMs) {
    Out.Binding = Bound::Launch;
    Out.BoundDetail = fmt::format("launch overhead {:.4g} ms exceeds execution {:.4g} ms",
                                  Out.LaunchMs, Out.ExecMs);
    Out.Advice = "fewer, larger launches (fuse kernels, or give each thread more work)";
  } else if (AtomicBound) {
    Out.Binding = Bound::Atomics;
    Out.BoundDetail = fmt::format(
        "atomic contention: line {}'s {:.4g} atomic updates land on {:.4g} line{} of {} bytes, which the "
        "L2 applies one at a time ({:g} G/s per line): {:.4g} ms{}",
        R.Atomics.Loc.Line, R.Atomics.Updates, R.Atomics.Lines, R.Atomics.Lines == 1 ? "" : "s",
        Gpu.CacheLineBytes, Gpu.SameLineAtomicsGops, R.Atomics.Ms,
        R.Atomics.Gather ? " (its address is computed from loaded data: the share of the updates "
                           "--scatter leaves on one line)"
                         : "");
    Out.Advice = "fewer atomics on the same addresses: combine within the block first (a shared-memory "
                 "copy, or a warp reduction such as __reduce_add_sync) and update global memory once per "
                 "block, or spread the updates over more addresses";
  } else if (D.CritL1StageCycles > 0 && D.CritL1StageCycles >= D.CritTimeSm) {
    Out.Binding = Bound::L1;
    Out.BoundDetail = fmt::format(
        "L1 data stage: the busiest SM's global requests need {:.0f} cycles there (their sectors at "
        "{:g} B/cycle, or more where a request's lanes meet one data bank at different words), "
        "longer than its warps' {:.0f} cycles",
        D.CritL1StageCycles, Gpu.L1BandwidthBytesPerCyclePerSm,
        std::max(D.CritMaxPbDelay, D.CritMaxTimeWp));
    Out.Advice = "coalesce the accesses (consecutive threads -> consecutive addresses; a row pitch "
                 "that is a multiple of 128 bytes puts a column's lanes in one bank) or stage them "
                 "through shared memory";
  } else if (Raised) {
    Out.Binding = Raised->B;
    std::string Name(boundName(Raised->B));
    Out.BoundDetail = fmt::format("{} bandwidth: latency raised from {:.0f} to {:.0f} cycles until "
                                  "the demand fits the peak",
                                  Name, Raised->I->BaseCycles, Raised->I->ConvergedCycles);
    if (Raised->Bw && Raised->Bw->PeakGBps > 0)
      Out.BoundDetail += fmt::format("; {} of peak ({:.0f} of {:.0f} GB/s)",
                                     pct(Raised->Bw->utilization()), Raised->Bw->AchievedGBps,
                                     Raised->Bw->PeakGBps);
    Out.Advice = Raised->B == Bound::Uncoalesced
                     ? "coalesce the accesses (consecutive threads -> consecutive addresses) "
                       "or stage them through shared memory"
                     : Raised->B == Bound::L1
                           ? "fewer L1 accesses per thread (keep reused values in registers or "
                             "shared memory)"
                           : fmt::format("fewer bytes or better reuse would help ({} traffic: "
                                         "tiling, caching in shared memory, smaller types)",
                                         Name);
  } else if (D.CritPhases > std::max(D.CritMaxPbDelay, D.CritMaxTimeWp)) {
    Out.Binding = Bound::Barriers;
    Out.BoundDetail = fmt::format(
        "barrier phases: one block per SM, so no other block's work overlaps the stretches "
        "between its barriers; the sum over them of max(issue, longest warp) is {:.0f} cycles, "
        "more than the block's issue ({:.0f}) or its longest warp ({:.0f}) alone",
        D.CritPhases, D.CritMaxPbDelay, D.CritMaxTimeWp);
    Out.Advice = "more resident blocks per SM (smaller blocks, fewer registers or less shared "
                 "memory per block), so that one block's waits at a barrier overlap another's work";
  } else if (D.CritMaxPbDelay >= D.CritMaxTimeWp) {
    Out.Binding = Bound::Issue;
    switch (D.CritPbLimit) {
    case PbLimit::IssueSlots:
      Out.BoundDetail = fmt::format("issue: the busiest processing block needs {:.0f} issue cycles, "
                                    "more than the longest warp's {:.0f} cycles",
                                    D.CritMaxPbDelay, D.CritMaxTimeWp);
      Out.Advice = "fewer instructions per thread (cheaper arithmetic, less index math) or more "
                   "SMs' worth of blocks";
      break;
    case PbLimit::NarrowUnits:
      Out.BoundDetail = fmt::format("issue (narrow units): the busiest processing block's conversions, "
                                    "special functions{} need {:.0f} cycles of the units that run them, "
                                    "more than its other issue and the longest warp's {:.0f} cycles",
                                    P.gpu().fp64UnitIsShared() ? " and double-precision instructions (a "
                                                                 "shared FP64 unit)"
                                                               : "",
                                    D.CritMaxPbDelay, D.CritMaxTimeWp);
      Out.Advice = "fewer type conversions (keep values in one type; float indices instead of int -> "
                   "float per use), special functions or double-precision operations";
      break;
    case PbLimit::MemoryPipes:
      Out.BoundDetail = fmt::format("issue (memory pipes): the busiest processing block's memory "
                                    "instructions need {:.0f} cycles in their pipes (replays and bank "
                                    "conflicts included), more than its other issue and the longest "
                                    "warp's {:.0f} cycles",
                                    D.CritMaxPbDelay, D.CritMaxTimeWp);
      Out.Advice = "fewer memory instructions (wider loads, values kept in registers) or fewer "
                   "replays (shared-memory bank conflicts, uncoalesced requests)";
      break;
    }
  } else if (Out.SyncShare > 0.5) {
    Out.Binding = Bound::Barriers;
    Out.BoundDetail = fmt::format("barriers: __syncthreads costs {} of the longest warp's time",
                                  pct(Out.SyncShare));
    Out.Advice = "fewer __syncthreads per unit of work, or smaller blocks";
  } else {
    Out.Binding = Bound::Latency;
    Out.BoundDetail = fmt::format("latency: the longest warp takes {:.0f} cycles and the issue "
                                  "slots are {} busy; nothing saturates",
                                  D.CritMaxTimeWp, pct(Out.IssueUtilization));
    Out.Advice = Out.Occupancy < 0.5 ? "more resident warps to hide latency (higher occupancy, "
                                       "more independent work per thread)"
                                     : "more independent work per thread (ILP) or a grid that "
                                       "fills the GPU";
  }

  // Source lines of the critical warp's main thread.
  const auto &Lines = P.lineExprs();
  if (!Lines.empty() && G.numWarpClasses() > D.CritWarp) {
    const ThreadCoord &Main = G.warp(D.CritWarp).Candidates.front();
    double Whole = G.timeAt(Main, D.CritLatSm);
    for (size_t I = 0; I < Lines.size(); ++I) {
      double C = G.evaluate(Lines[I], Main, D.CritLatSm);
      if (C > 0)
        Out.HotLines.push_back({P.kernel().Lines[I].Loc, C, Whole > 0 ? C / Whole : 0});
    }
    std::stable_sort(Out.HotLines.begin(), Out.HotLines.end(),
                     [](const HotLine &A, const HotLine &B) { return A.Cycles > B.Cycles; });
    if (Out.HotLines.size() > 5)
      Out.HotLines.resize(5);
  }
  Out.Details["warp_classes"] = static_cast<double>(G.numWarpClasses());
  Out.Details["block_classes"] = static_cast<double>(G.numBlockClasses());
  Out.Details["distinct_waves"] = static_cast<double>(Results.size());
  Out.Details["issue_utilization"] = Out.IssueUtilization;
  // The block starts inside the execution time (one per wave): how much of it is
  // block turnover rather than work.
  Out.Details["block_start_ms"] =
      cyclesToMs(Gpu, R.BlockStartCycles * static_cast<double>(Out.Waves));
  // The most contended global atomic's serialized time, binding or not.
  if (R.Atomics.Ms > 0) {
    Out.Details["atomic_contention_ms"] = R.Atomics.Ms;
    Out.Details["atomic_contention_line"] = R.Atomics.Loc.Line;
  }
  return Out;
}

} // namespace kc
