// Grouping: finds the distinct threads, warps and blocks of a launch by
// bisection on piecewise-constant values (see Grouping.h for the rule).
#include "predictor/Grouping.h"

#include <algorithm>
#include <cmath>

namespace kc {

GridGroups::GridGroups(const PreparedKernel &P, const LaunchConfig &L,
                       const std::vector<double> &BaseSlots)
    : P(P), Slots(BaseSlots) {
  G[0] = L.Grid.X, G[1] = L.Grid.Y, G[2] = L.Grid.Z;
  B[0] = static_cast<uint32_t>(L.Block.X), B[1] = static_cast<uint32_t>(L.Block.Y),
  B[2] = static_cast<uint32_t>(L.Block.Z);
  Threads = L.Block.count();
  Total = L.Grid.count();
  WarpsPerBlock = static_cast<unsigned>((Threads + 31) / 32);
  for (unsigned A = 0; A < 3; ++A)
    segmentAxis(A);
  size_t Combos = Segs[0].size() * Segs[1].size() * Segs[2].size();
  if (Combos <= (1u << 16))
    ComboFlat.assign(Combos, -1);
}

void GridGroups::setThread(uint32_t T, const uint64_t Bid[3]) {
  Slots[SlotTidX] = T % B[0];
  Slots[SlotTidY] = (T / B[0]) % B[1];
  Slots[SlotTidZ] = T / (B[0] * B[1]);
  Slots[SlotBidX] = static_cast<double>(Bid[0]);
  Slots[SlotBidY] = static_cast<double>(Bid[1]);
  Slots[SlotBidZ] = static_cast<double>(Bid[2]);
}

ThreadSample GridGroups::sample(uint32_t T, const uint64_t Bid[3]) {
  ++ThreadEvals;
  setThread(T, Bid);
  ThreadSample S;
  const double *D = Slots.data();
  Slots[SlotLatMem] = 0;
  S.TimeAt0 = P.expr(Quantity::Time).evaluate(D);
  Slots[SlotLatMem] = RefLatency;
  S.TimeAtRef = P.expr(Quantity::Time).evaluate(D);
  S.Delay = P.expr(Quantity::Delay).evaluate(D);
  S.Syncs = P.expr(Quantity::Syncs).evaluate(D);
  S.Mem = P.expr(Quantity::Mem).evaluate(D);
  S.L1Pct = P.expr(Quantity::L1Pct).evaluate(D);
  S.L2Pct = P.expr(Quantity::L2Pct).evaluate(D);
  S.Uncoal = P.expr(Quantity::Uncoal).evaluate(D);
  S.MemInsts = P.expr(Quantity::MemInsts).evaluate(D);
  return S;
}

void GridGroups::bisectThreads(uint32_t Lo, uint32_t Hi, const ThreadSample &SLo,
                               const ThreadSample &SHi, const uint64_t Bid[3],
                               std::vector<Run> &Out) {
  auto Emit = [&](uint32_t Begin, uint32_t End, const ThreadSample &S) {
    if (!Out.empty() && Begin < Out.back().End)
      Begin = Out.back().End;
    if (Begin >= End)
      return;
    if (!Out.empty() && Out.back().S == S && Out.back().End == Begin)
      Out.back().End = End;
    else
      Out.push_back({Begin, End, S});
  };
  if (SLo == SHi) {
    Emit(Lo, Hi + 1, SLo);
    return;
  }
  if (Hi <= Lo + 1) {
    Emit(Lo, Lo + 1, SLo);
    Emit(Hi, Hi + 1, SHi);
    return;
  }
  uint32_t Mid = Lo + (Hi - Lo) / 2;
  ThreadSample SM = sample(Mid, Bid);
  bisectThreads(Lo, Mid, SLo, SM, Bid, Out);
  bisectThreads(Mid, Hi, SM, SHi, Bid, Out);
}

static void appendSample(std::vector<double> &K, double Count, const ThreadSample &S) {
  K.insert(K.end(), {Count, S.TimeAt0, S.TimeAtRef, S.Delay, S.Syncs, S.Mem, S.L1Pct, S.L2Pct,
                     S.Uncoal, S.MemInsts});
}

uint32_t GridGroups::evalBlock(const uint64_t Bid[3]) {
  std::vector<Run> Runs;
  uint32_t Last = static_cast<uint32_t>(Threads - 1);
  ThreadSample S0 = sample(0, Bid);
  if (!P.dependsOnThread() || Last == 0) {
    Runs.push_back({0, Last + 1, S0});
  } else {
    ThreadSample S1 = sample(Last, Bid);
    bisectThreads(0, Last, S0, S1, Bid, Runs);
  }

  std::vector<uint32_t> BlockKey(WarpsPerBlock);
  // Full warps inside one run share a class: cache it per run.
  std::vector<int64_t> RunWarp(Runs.size(), -1);
  size_t Ri = 0;
  std::vector<double> Key;
  for (unsigned W = 0; W < WarpsPerBlock; ++W) {
    uint32_t Lo = W * 32, Hi = static_cast<uint32_t>(std::min<uint64_t>(Lo + 32, Threads));
    while (Runs[Ri].End <= Lo)
      ++Ri;
    bool OneRun = Runs[Ri].End >= Hi;
    if (OneRun && Hi - Lo == 32 && RunWarp[Ri] >= 0) {
      BlockKey[W] = static_cast<uint32_t>(RunWarp[Ri]);
      continue;
    }
    // Pieces of runs inside [Lo, Hi).
    Key.clear();
    struct Piece { uint32_t Begin, Count; const ThreadSample *S; };
    std::vector<Piece> Pieces;
    for (size_t R = Ri; R < Runs.size() && Runs[R].Begin < Hi; ++R) {
      uint32_t B0 = std::max(Runs[R].Begin, Lo), E0 = std::min(Runs[R].End, Hi);
      Pieces.push_back({B0, E0 - B0, &Runs[R].S});
      appendSample(Key, E0 - B0, Runs[R].S);
    }
    auto [It, New] = WarpIndex.try_emplace(Key, static_cast<uint32_t>(Warps.size()));
    if (New) {
      WarpClass C;
      C.Lanes = Hi - Lo;
      // Candidates: distinct samples not dominated in (time at 0, time at ref).
      std::vector<const Piece *> Cands;
      for (const Piece &Pc : Pieces) {
        bool Dominated = false;
        for (const Piece &Q : Pieces) {
          if (&Q == &Pc)
            continue;
          bool Ge = Q.S->TimeAt0 >= Pc.S->TimeAt0 && Q.S->TimeAtRef >= Pc.S->TimeAtRef;
          bool Eq = Q.S->TimeAt0 == Pc.S->TimeAt0 && Q.S->TimeAtRef == Pc.S->TimeAtRef;
          if (Ge && (!Eq || &Q < &Pc))
            Dominated = true;
        }
        if (!Dominated)
          Cands.push_back(&Pc);
      }
      std::stable_sort(Cands.begin(), Cands.end(), [](const Piece *A, const Piece *Bp) {
        return A->S->TimeAtRef > Bp->S->TimeAtRef;
      });
      for (const Piece *Pc : Cands) {
        ThreadCoord TC;
        TC.Tid[0] = Pc->Begin % B[0];
        TC.Tid[1] = (Pc->Begin / B[0]) % B[1];
        TC.Tid[2] = Pc->Begin / (B[0] * B[1]);
        std::copy(Bid, Bid + 3, TC.Bid);
        C.Candidates.push_back(TC);
      }
      C.Main = *Cands.front()->S;
      C.MemInsts = C.Main.MemInsts;
      for (const Piece &Pc : Pieces) {
        double M = Pc.Count * Pc.S->Mem;
        double L1 = std::clamp(Pc.S->L1Pct, 0.0, 1.0);
        double L2 = std::clamp(Pc.S->L2Pct, 0.0, 1.0 - L1);
        C.MemBytes += M;
        C.L1Bytes += M * L1;
        C.L2Bytes += M * L2;
        C.DramBytes += M * (1.0 - L1 - L2);
        C.UncoalBytes += Pc.Count * std::min(Pc.S->Uncoal, Pc.S->Mem);
      }
      Warps.push_back(std::move(C));
    }
    BlockKey[W] = It->second;
    if (OneRun && Hi - Lo == 32)
      RunWarp[Ri] = It->second;
  }
  auto [BIt, BNew] = BlockIndex.try_emplace(BlockKey, static_cast<uint32_t>(Blocks.size()));
  if (BNew)
    Blocks.push_back({std::move(BlockKey)});
  return BIt->second;
}

std::vector<uint32_t> GridGroups::axisSignature(unsigned Axis, uint64_t V) {
  std::vector<uint64_t> Probe[3];
  for (unsigned A = 0; A < 3; ++A) {
    if (A == Axis)
      Probe[A] = {V};
    else if (P.dependsOnBlockAxis(A) && G[A] > 1)
      Probe[A] = G[A] > 2 ? std::vector<uint64_t>{0, G[A] / 2, G[A] - 1}
                          : std::vector<uint64_t>{0, 1};
    else
      Probe[A] = {0};
  }
  std::vector<uint32_t> Sig;
  for (uint64_t Z : Probe[2])
    for (uint64_t Y : Probe[1])
      for (uint64_t X : Probe[0]) {
        uint64_t Bid[3] = {X, Y, Z};
        ++Probes;
        Sig.push_back(evalBlock(Bid));
      }
  return Sig;
}

void GridGroups::segmentAxis(unsigned Axis) {
  Segs[Axis] = {0};
  if (!P.dependsOnBlockAxis(Axis) || G[Axis] == 1)
    return;
  std::vector<std::pair<uint64_t, std::vector<uint32_t>>> Out;
  auto Emit = [&](uint64_t Start, const std::vector<uint32_t> &Sig) {
    if (!Out.empty() && Out.back().second == Sig)
      return;
    if (!Out.empty() && Out.back().first == Start)
      Out.back().second = Sig;
    else
      Out.emplace_back(Start, Sig);
  };
  unsigned Start = Probes;
  auto Rec = [&](auto &Self, uint64_t Lo, uint64_t Hi, const std::vector<uint32_t> &SLo,
                 const std::vector<uint32_t> &SHi) -> void {
    if (SLo == SHi) {
      Emit(Lo, SLo);
      return;
    }
    if (Hi <= Lo + 1 || Probes - Start >= MaxBlockProbesPerAxis) {
      if (Hi > Lo + 1)
        Approx = true;
      Emit(Lo, SLo);
      Emit(Hi, SHi);
      return;
    }
    uint64_t Mid = Lo + (Hi - Lo) / 2;
    std::vector<uint32_t> SM = axisSignature(Axis, Mid);
    Self(Self, Lo, Mid, SLo, SM);
    Self(Self, Mid, Hi, SM, SHi);
  };
  Rec(Rec, 0, G[Axis] - 1, axisSignature(Axis, 0), axisSignature(Axis, G[Axis] - 1));
  Segs[Axis].clear();
  for (auto &[S, Sig] : Out)
    Segs[Axis].push_back(S);
}

uint32_t GridGroups::comboClass(size_t Sx, size_t Sy, size_t Sz) {
  size_t Idx = Sx + Segs[0].size() * (Sy + Segs[1].size() * Sz);
  if (!ComboFlat.empty() && ComboFlat[Idx] >= 0)
    return static_cast<uint32_t>(ComboFlat[Idx]);
  if (ComboFlat.empty())
    if (auto It = ComboMap.find(Idx); It != ComboMap.end())
      return It->second;
  uint64_t Bid[3] = {Segs[0][Sx], Segs[1][Sy], Segs[2][Sz]};
  uint32_t C = evalBlock(Bid);
  if (!ComboFlat.empty())
    ComboFlat[Idx] = C;
  else
    ComboMap[Idx] = C;
  return C;
}

static size_t segIndex(const std::vector<uint64_t> &S, uint64_t V) {
  if (S.size() == 1)
    return 0;
  return static_cast<size_t>(std::upper_bound(S.begin(), S.end(), V) - S.begin()) - 1;
}

uint32_t GridGroups::classOf(uint64_t Linear) {
  uint64_t X = Linear % G[0], R = Linear / G[0];
  uint64_t Y = R % G[1], Z = R / G[1];
  return comboClass(segIndex(Segs[0], X), segIndex(Segs[1], Y), segIndex(Segs[2], Z));
}

std::optional<std::array<uint64_t, 4>> GridGroups::rowPeriodKey(uint64_t Begin, uint64_t N) const {
  if (N == 0)
    return std::nullopt;
  uint64_t R1 = Begin / G[0], R2 = (Begin + N - 1) / G[0];
  uint64_t Y1 = R1 % G[1], Z1 = R1 / G[1], Y2 = R2 % G[1], Z2 = R2 / G[1];
  size_t Sy1 = segIndex(Segs[1], Y1), Sz1 = segIndex(Segs[2], Z1);
  if (segIndex(Segs[2], Z2) != Sz1)
    return std::nullopt;
  // Rows Y1..Y2 of one plane are one segment when their ends are; across planes
  // every row of a plane is crossed, so there must be a single y segment.
  if (Z1 == Z2 ? segIndex(Segs[1], Y2) != Sy1 : Segs[1].size() != 1)
    return std::nullopt;
  return std::array<uint64_t, 4>{Begin % G[0], N, Sy1, Sz1};
}

uint64_t GridGroups::runEnd(uint64_t Begin, uint32_t &Class) {
  auto OneRun = [&](uint64_t At, uint32_t &C) -> uint64_t {
    uint64_t X = At % G[0], R = At / G[0];
    uint64_t Y = R % G[1], Z = R / G[1];
    size_t Sx = segIndex(Segs[0], X), Sy = segIndex(Segs[1], Y), Sz = segIndex(Segs[2], Z);
    C = comboClass(Sx, Sy, Sz);
    auto EndOf = [&](unsigned A, size_t S) {
      return S + 1 < Segs[A].size() ? Segs[A][S + 1] : G[A];
    };
    if (Segs[0].size() > 1)
      return At - X + EndOf(0, Sx);
    if (Segs[1].size() > 1)
      return (Z * G[1] + EndOf(1, Sy)) * G[0];
    return EndOf(2, Sz) * G[0] * G[1];
  };
  uint64_t E = OneRun(Begin, Class);
  for (int I = 0; I < 64 && E < Total; ++I) {
    uint32_t C2;
    uint64_t E2 = OneRun(E, C2);
    if (C2 != Class)
      break;
    E = E2;
  }
  return E;
}

std::vector<std::pair<uint32_t, double>> GridGroups::classCounts() {
  std::map<uint32_t, double> Counts;
  size_t N0 = Segs[0].size(), N1 = Segs[1].size(), N2 = Segs[2].size();
  size_t Combos = N0 * N1 * N2;
  size_t Step = Combos > (1u << 16) ? Combos / (1u << 16) + 1 : 1;
  if (Step > 1)
    Approx = true;
  auto Len = [&](unsigned A, size_t S) {
    uint64_t End = S + 1 < Segs[A].size() ? Segs[A][S + 1] : G[A];
    return static_cast<double>(End - Segs[A][S]);
  };
  for (size_t I = 0; I < Combos; I += Step) {
    size_t Sx = I % N0, Sy = (I / N0) % N1, Sz = I / (N0 * N1);
    Counts[comboClass(Sx, Sy, Sz)] += Len(0, Sx) * Len(1, Sy) * Len(2, Sz) * Step;
  }
  return {Counts.begin(), Counts.end()};
}

double GridGroups::evaluate(const CompiledExpr &E, const ThreadCoord &C, double LatMem) {
  Slots[SlotTidX] = C.Tid[0], Slots[SlotTidY] = C.Tid[1], Slots[SlotTidZ] = C.Tid[2];
  Slots[SlotBidX] = static_cast<double>(C.Bid[0]);
  Slots[SlotBidY] = static_cast<double>(C.Bid[1]);
  Slots[SlotBidZ] = static_cast<double>(C.Bid[2]);
  Slots[SlotLatMem] = LatMem;
  return E.evaluate(Slots.data());
}

double GridGroups::timeAt(const ThreadCoord &C, double LatMem) {
  return evaluate(P.expr(Quantity::Time), C, LatMem);
}

double GridGroups::warpTime(uint32_t W, double LatMem) {
  const WarpClass &C = Warps[W];
  if (C.Candidates.size() == 1 && !P.quantityDependsOnSlot(Quantity::Time, SlotLatMem))
    return C.Main.TimeAt0;
  double T = 0;
  for (const ThreadCoord &TC : C.Candidates)
    T = std::max(T, timeAt(TC, LatMem));
  return T;
}

} // namespace kc
