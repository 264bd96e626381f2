// Grouping: finds the distinct threads, warps and blocks of a launch, splitting
// ranges of indices until the interval analysis proves each piece uniform or
// periodic (see Grouping.h for the rule).
#include "predictor/Grouping.h"

#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <limits>
#include <cmath>

namespace kc {

GridGroups::GridGroups(const PreparedKernel &P, const LaunchConfig &L,
                       const std::vector<double> &BaseSlots, bool ByRows)
    : P(P), Slots(BaseSlots), Analyzer(P.groupingProgram(), BaseSlots, L.Block),
      ByRows(ByRows),
      TimeDependsOnLat(P.quantityDependsOnSlot(Quantity::Time, SlotLatMem)) {
  G[0] = L.Grid.X, G[1] = L.Grid.Y, G[2] = L.Grid.Z;
  B[0] = static_cast<uint32_t>(L.Block.X), B[1] = static_cast<uint32_t>(L.Block.Y),
  B[2] = static_cast<uint32_t>(L.Block.Z);
  Threads = L.Block.count();
  Total = L.Grid.count();
  WarpsPerBlock = static_cast<unsigned>((Threads + 31) / 32);
  NodeVals = P.groupingProgram().foldLaunch(BaseSlots);
  if (P.trafficPerWarp())
    LaneScale = 32.0 / static_cast<double>(std::clamp<uint64_t>(Threads, 1, 32));
  for (unsigned A = 0; A < 3; ++A)
    segmentAxis(A);
  size_t Combos = RepCoord[0].size() * RepCoord[1].size() * RepCoord[2].size();
  if (Combos <= (1u << 16))
    ComboFlat.assign(Combos, -1);
  // Most predictions find a few to a few dozen warp classes: room for 16 at
  // once instead of growing the lists by doubling.
  Warps.reserve(16);
  LastWarpTime.reserve(16);
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
  // Every quantity in one pass over the DAG (shared subexpressions once), at
  // the reference latency; then the time's lat.mem-dependent part at 0.
  const GroupingProgram &Prog = P.groupingProgram();
  const std::vector<uint32_t> &Root = Prog.roots();
  auto Q = [&](Quantity X) { return NodeVals[Root[static_cast<unsigned>(X)]]; };
  Slots[SlotLatMem] = RefLatency;
  Prog.evaluate(Prog.varyingNodes(), Slots.data(), NodeVals.data());
  ThreadSample S;
  S.TimeAtRef = Q(Quantity::Time);
  S.Delay = Q(Quantity::Delay);
  S.Syncs = Q(Quantity::Syncs);
  S.Mem = LaneScale * Q(Quantity::Mem);
  S.L1Pct = Q(Quantity::L1Pct);
  S.L2Pct = Q(Quantity::L2Pct);
  S.Uncoal = LaneScale * Q(Quantity::Uncoal);
  S.MemInsts = Q(Quantity::MemInsts);
  // Most kernels have neither (PreparedKernel::hasL1Cycles / hasPipeDelay).
  S.L1Cycles = P.hasL1Cycles() ? LaneScale * Q(Quantity::L1Cycles) : 0;
  S.PipeDelay = P.hasPipeDelay() ? Q(Quantity::PipeDelay) : 0;
  if (P.hasMioDelay())
    S.MioDelay = Q(Quantity::MioDelay);
  if (P.hasDispatchInsts())
    S.MioInsts = Q(Quantity::MioInsts);
  S.Scattered = P.hasScattered() ? LaneScale * Q(Quantity::Scattered) : 0;
  if (P.hasWaitShares() && Slots[SlotWaits] != 0) {
    S.L1WaitPct = Q(Quantity::L1WaitPct);
    S.L2WaitPct = Q(Quantity::L2WaitPct);
  } else {
    S.L1WaitPct = S.L1Pct;
    S.L2WaitPct = S.L2Pct;
  }
  Slots[SlotLatMem] = 0;
  Prog.evaluate(Prog.latMemNodes(), Slots.data(), NodeVals.data());
  S.TimeAt0 = Q(Quantity::Time);
  return S;
}

// --- threads and warps of one block --------------------------------------------

/// Threads T0 + Stride*k + r (r < Stride, k in [T0 / Stride ...]) of block Bid:
/// Period 1 analyzes the indices k in [T0, T1] of the thread index
/// Stride*k + r (Stride 1: threads, Stride 32: warps); Period p > 1 analyzes
/// the repetitions of p consecutive indices starting at T0.
Verdict GridGroups::analyzeThreads(const uint64_t Bid[3], uint64_t K0, uint64_t K1, uint64_t Period,
                                   uint64_t Stride) {
  Domain D;
  for (unsigned A = 0; A < 3; ++A)
    D.Block[A] = DomainVar::fixed(static_cast<double>(Bid[A]));
  double St = static_cast<double>(Stride);
  if (Period == 1) {
    D.Thread = DomainVar::indexed(0, St, St);
    return Analyzer.analyze(D, K0, K1);
  }
  double Pd = static_cast<double>(Period);
  D.Thread = DomainVar::indexed(static_cast<double>(K0) * St, Pd * St, Pd * St);
  return Analyzer.analyze(D, 0, (K1 - K0 + 1) / Period - 1);
}

void GridGroups::appendRun(llvm::SmallVectorImpl<Run> &Out, uint32_t Begin, uint32_t End, const ThreadSample &S) {
  if (!Out.empty() && Out.back().End == Begin && Out.back().S == S)
    Out.back().End = End;
  else
    Out.push_back({Begin, End, S});
}

void GridGroups::threadRuns(uint32_t T0, uint32_t T1, const uint64_t Bid[3],
                            llvm::SmallVectorImpl<Run> &Out) {
  auto Push = [&](uint32_t Begin, uint32_t End, const ThreadSample &S) { appendRun(Out, Begin, End, S); };
  auto Analyze = [&](uint64_t K0, uint64_t K1, uint64_t Period) {
    Verdict V = analyzeThreads(Bid, K0, K1, Period, 1);
    // No hint where to split a few lanes: evaluate each (as cheap as splitting).
    if (Period == 1 && !V.Uniform && !V.HaveZone && V.Period == 0 && K1 - K0 < 32)
      V.Affine = true;
    return V;
  };
  auto Emit = [&](uint64_t Begin, uint64_t End, uint64_t Period) {
    if (Period == 1) {
      Push(static_cast<uint32_t>(Begin), static_cast<uint32_t>(End + 1),
           sample(static_cast<uint32_t>(Begin), Bid));
      return;
    }
    // One period, then its runs shifted over the repetitions.
    Runs One;
    threadRuns(static_cast<uint32_t>(Begin), static_cast<uint32_t>(Begin + Period - 1), Bid, One);
    for (uint64_t Off = 0; Begin + Off <= End; Off += Period)
      for (const Run &R : One)
        Push(R.Begin + static_cast<uint32_t>(Off), R.End + static_cast<uint32_t>(Off), R.S);
  };
  unsigned Budget = ~0u;
  bool Unused = false;
  partitionRange(T0, T1, Analyze, Emit, Budget, Unused, 1024);
}

/// Adds \p Bytes split by the L1 and L2 fractions (clamped to [0, 1], L2 to
/// what L1 leaves) to the L1, L2 and DRAM sums.
static void addLevelSplit(double Bytes, double L1Pct, double L2Pct, double &L1, double &L2, double &Dram) {
  double A = std::clamp(L1Pct, 0.0, 1.0);
  double B = std::clamp(L2Pct, 0.0, 1.0 - A);
  L1 += Bytes * A;
  L2 += Bytes * B;
  Dram += Bytes * (1.0 - A - B);
}

static void appendSample(std::vector<double> &K, double Count, const ThreadSample &S) {
  K.insert(K.end(), {Count, S.TimeAt0, S.TimeAtRef, S.Delay, S.Syncs, S.Mem, S.L1Pct, S.L2Pct,
                     S.Uncoal, S.MemInsts, S.L1Cycles, S.PipeDelay, S.MioDelay, S.MioInsts, S.Scattered,
                     S.L1WaitPct, S.L2WaitPct});
}

uint32_t GridGroups::warpClass(std::span<const Run> Runs, uint32_t Lo, uint32_t Hi,
                               const uint64_t Bid[3]) {
  std::vector<Piece> &Pieces = PieceBuf;
  Pieces.clear();
  for (const Run &R : Runs) {
    if (R.Begin >= Hi)
      break;
    uint32_t B0 = std::max(R.Begin, Lo), E0 = std::min(R.End, Hi);
    if (B0 >= E0)
      continue;
    Pieces.push_back({B0, E0 - B0, &R.S});
  }
  // Neighbouring warps are often alike: the last warp's pieces first (the
  // same counts and samples make the same key), then the index.
  if (LastWarpClass != UINT32_MAX && Pieces.size() == LastPieces.size() &&
      std::equal(Pieces.begin(), Pieces.end(), LastPieces.begin(),
                 [](const Piece &A, const std::pair<uint32_t, ThreadSample> &L) {
                   return A.Count == L.first && *A.S == L.second;
                 }))
    return LastWarpClass;
  std::vector<double> &Key = KeyBuf;
  Key.clear();
  LastPieces.clear();
  for (const Piece &Pc : Pieces) {
    appendSample(Key, Pc.Count, *Pc.S);
    LastPieces.push_back({Pc.Count, *Pc.S});
  }
  auto [It, New] = WarpIndex.try_emplace(Key, static_cast<uint32_t>(Warps.size()));
  LastWarpClass = It->second;
  if (!New)
    return It->second;
  WarpClass C;
  C.Lanes = Hi - Lo;
  // Candidates: distinct samples not dominated in (time at 0, time at ref).
  llvm::SmallVector<const Piece *, 8> Cands;
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
  // Longest at the reference latency first, ties in piece order (a stable
  // insertion sort: few candidates, and no temporary buffer).
  for (size_t I = 1; I < Cands.size(); ++I) {
    const Piece *X = Cands[I];
    size_t J = I;
    for (; J > 0 && X->S->TimeAtRef > Cands[J - 1]->S->TimeAtRef; --J)
      Cands[J] = Cands[J - 1];
    Cands[J] = X;
  }
  C.Candidates.reserve(Cands.size());
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
    C.MemBytes += M;
    addLevelSplit(M, Pc.S->L1Pct, Pc.S->L2Pct, C.L1Bytes, C.L2Bytes, C.DramBytes);
    addLevelSplit(M, Pc.S->L1WaitPct, Pc.S->L2WaitPct, C.WaitL1Bytes, C.WaitL2Bytes, C.WaitDramBytes);
    C.UncoalBytes += Pc.Count * std::min(Pc.S->Uncoal, Pc.S->Mem);
    C.ScatteredBytes += Pc.Count * std::min(Pc.S->Scattered, Pc.S->Mem);
    C.L1Cycles += Pc.Count * Pc.S->L1Cycles;
  }
  Warps.push_back(std::move(C));
  return It->second;
}

uint32_t GridGroups::laneClass(uint32_t W, const uint64_t Bid[3]) {
  uint32_t Lo = W * 32, Hi = static_cast<uint32_t>(std::min<uint64_t>(Lo + 32, Threads));
  Runs Rs;
  threadRuns(Lo, Hi - 1, Bid, Rs);
  return warpClass(Rs, Lo, Hi, Bid);
}

void GridGroups::rowRuns(uint64_t R0, uint64_t R1, const uint64_t Bid[3],
                         llvm::SmallVectorImpl<Run> &Out) {
  // k = a row (r = t div bdim.x, one per tid.y and tid.z), the columns free:
  // a piece of rows that evaluate column by column as its first one (or as
  // its first Period rows) needs the runs of those rows only.
  auto Push = [&](uint32_t Begin, uint32_t End, const ThreadSample &S) { appendRun(Out, Begin, End, S); };
  auto Analyze = [&](uint64_t K0, uint64_t K1, uint64_t Period) {
    return analyzeThreads(Bid, K0, K1, Period, B[0]);
  };
  auto Emit = [&](uint64_t Begin, uint64_t End, uint64_t Period) {
    Runs One;
    if (Period == 1) // one row's threads
      threadRuns(static_cast<uint32_t>(Begin * B[0]), static_cast<uint32_t>((Begin + 1) * B[0] - 1),
                 Bid, One);
    else // the first Period rows (e.g. a plane of tid.y), themselves by rows
      rowRuns(Begin, Begin + Period - 1, Bid, One);
    for (uint64_t R = Begin; R <= End; R += Period)
      for (const Run &Rn : One)
        Push(Rn.Begin + static_cast<uint32_t>((R - Begin) * B[0]),
             Rn.End + static_cast<uint32_t>((R - Begin) * B[0]), Rn.S);
  };
  unsigned Budget = ~0u;
  bool Unused = false;
  partitionRange(R0, R1, Analyze, Emit, Budget, Unused, 1024);
}

void GridGroups::rowClasses(const uint64_t Bid[3], std::vector<uint32_t> &Key) {
  Runs Rs;
  rowRuns(0, Threads / B[0] - 1, Bid, Rs);
  size_t First = 0; // the first run that reaches into the warp
  for (uint32_t W = 0; W < WarpsPerBlock; ++W) {
    uint32_t Lo = W * 32, Hi = static_cast<uint32_t>(std::min<uint64_t>(Lo + 32, Threads));
    while (Rs[First].End <= Lo)
      ++First;
    Key[W] = warpClass(std::span<const Run>(Rs.data(), Rs.size()).subspan(First), Lo, Hi, Bid);
  }
}

uint32_t GridGroups::evalBlock(const uint64_t Bid[3]) {
  std::vector<uint32_t> BlockKey(WarpsPerBlock);
  const uint32_t Full = static_cast<uint32_t>(Threads / 32);
  const bool Partial = Threads % 32 != 0;
  bool Same = !P.dependsOnThread() || Threads == 1;
  if (!Same)
    Same = analyzeThreads(Bid, 0, Threads - 1, 1, 1).Uniform;
  if (Same) { // every thread of the block evaluates as thread 0
    Runs One;
    One.push_back({0, static_cast<uint32_t>(Threads), sample(0, Bid)});
    if (Full) {
      uint32_t C = warpClass(One, 0, 32, Bid);
      std::fill(BlockKey.begin(), BlockKey.begin() + Full, C);
    }
    if (Partial)
      BlockKey[Full] = warpClass(One, Full * 32, static_cast<uint32_t>(Threads), Bid);
  } else if (ByRows) {
    rowClasses(Bid, BlockKey);
  } else {
    if (Full) {
      // Ranges of whole warps whose lanes evaluate lane by lane the same.
      auto Analyze = [&](uint64_t K0, uint64_t K1, uint64_t Period) {
        return analyzeThreads(Bid, K0, K1, Period, 32);
      };
      auto Emit = [&](uint64_t Begin, uint64_t End, uint64_t Period) {
        for (uint64_t W = Begin; W < Begin + Period; ++W)
          BlockKey[W] = laneClass(static_cast<uint32_t>(W), Bid);
        for (uint64_t W = Begin + Period; W <= End; ++W)
          BlockKey[W] = BlockKey[Begin + (W - Begin) % Period];
      };
      unsigned Budget = ~0u;
      bool Unused = false;
      partitionRange(0, Full - 1, Analyze, Emit, Budget, Unused, 32);
    }
    if (Partial)
      BlockKey[Full] = laneClass(Full, Bid);
  }
  auto [BIt, BNew] = BlockIndex.try_emplace(BlockKey, static_cast<uint32_t>(Blocks.size()));
  if (BNew)
    Blocks.push_back({std::move(BlockKey)});
  return BIt->second;
}

// --- grid axes ---------------------------------------------------------------------

void GridGroups::segmentAxis(unsigned Axis) {
  Segs[Axis].clear();
  if (!P.dependsOnBlockAxis(Axis) || G[Axis] == 1) {
    Segs[Axis].push_back({0, 1, 0});
  } else {
    Domain D;
    D.Thread = DomainVar::free(0, static_cast<double>(Threads));
    for (unsigned A = 0; A < 3; ++A)
      D.Block[A] = DomainVar::free(0, static_cast<double>(G[A]));
    auto Analyze = [&](uint64_t K0, uint64_t K1, uint64_t Period) {
      if (Period == 1) {
        D.Block[Axis] = DomainVar::indexed(0, 1, 1);
        return Analyzer.analyze(D, K0, K1);
      }
      double Pd = static_cast<double>(Period);
      D.Block[Axis] = DomainVar::indexed(static_cast<double>(K0), Pd, Pd);
      return Analyzer.analyze(D, 0, (K1 - K0 + 1) / Period - 1);
    };
    std::vector<std::pair<uint64_t, uint64_t>> Pieces; // (start, period)
    auto Emit = [&](uint64_t Begin, uint64_t, uint64_t Period) { Pieces.push_back({Begin, Period}); };
    unsigned Budget = MaxBlockProbesPerAxis;
    partitionRange(0, G[Axis] - 1, Analyze, Emit, Budget, Approx, MaxBlockPeriod);
    // Neighbouring uniform pieces that split in the middle may be one segment.
    for (size_t I = 0; I < Pieces.size(); ++I) {
      auto [Start, Period] = Pieces[I];
      if (!Segs[Axis].empty() && Period == 1 && Segs[Axis].back().Period == 1 && Budget > 0) {
        --Budget;
        uint64_t End = I + 1 < Pieces.size() ? Pieces[I + 1].first - 1 : G[Axis] - 1;
        if (Analyze(Segs[Axis].back().Start, End, 1).Uniform)
          continue;
      }
      Segs[Axis].push_back({Start, Period, 0});
    }
  }
  Starts[Axis].clear();
  RepCoord[Axis].clear();
  for (Segment &S : Segs[Axis]) {
    S.RepBase = RepCoord[Axis].size();
    Starts[Axis].push_back(S.Start);
    for (uint64_t Ph = 0; Ph < S.Period; ++Ph)
      RepCoord[Axis].push_back(S.Start + Ph);
  }
}

std::vector<uint64_t> GridGroups::segmentPeriods(unsigned Axis) const {
  std::vector<uint64_t> Out;
  for (const Segment &S : Segs[Axis])
    Out.push_back(S.Period);
  return Out;
}

size_t GridGroups::segIndex(unsigned Axis, uint64_t V) const {
  const std::vector<uint64_t> &S = Starts[Axis];
  if (S.size() <= 8) { // the usual few segments (edges): a scan
    size_t I = 1;
    while (I < S.size() && S[I] <= V)
      ++I;
    return I - 1;
  }
  return static_cast<size_t>(std::upper_bound(S.begin(), S.end(), V) - S.begin()) - 1;
}

uint64_t GridGroups::segEnd(unsigned Axis, size_t S) const {
  return S + 1 < Segs[Axis].size() ? Segs[Axis][S + 1].Start : G[Axis];
}

uint64_t GridGroups::repOf(unsigned Axis, uint64_t V) const {
  const Segment &S = Segs[Axis][segIndex(Axis, V)];
  return S.RepBase + (S.Period == 1 ? 0 : (V - S.Start) % S.Period);
}

uint32_t GridGroups::comboClass(uint64_t Rx, uint64_t Ry, uint64_t Rz) {
  uint64_t Idx = Rx + RepCoord[0].size() * (Ry + RepCoord[1].size() * Rz);
  if (!ComboFlat.empty() && ComboFlat[Idx] >= 0)
    return static_cast<uint32_t>(ComboFlat[Idx]);
  if (ComboFlat.empty())
    if (auto It = ComboMap.find(Idx); It != ComboMap.end())
      return It->second;
  uint64_t Bid[3] = {RepCoord[0][Rx], RepCoord[1][Ry], RepCoord[2][Rz]};
  uint32_t C = evalBlock(Bid);
  if (!ComboFlat.empty())
    ComboFlat[Idx] = C;
  else
    ComboMap[Idx] = C;
  return C;
}

uint32_t GridGroups::classOf(uint64_t Linear) {
  uint64_t X = Linear % G[0], R = Linear / G[0];
  uint64_t Y = R % G[1], Z = R / G[1];
  return comboClass(repOf(0, X), repOf(1, Y), repOf(2, Z));
}

std::optional<std::array<uint64_t, 4>> GridGroups::rowPeriodKey(uint64_t Begin, uint64_t N) const {
  if (N == 0)
    return std::nullopt;
  uint64_t R1 = Begin / G[0], R2 = (Begin + N - 1) / G[0];
  uint64_t Y1 = R1, Z1 = 0, Y2 = R2, Z2 = 0;
  if (G[2] > 1) // a 2-D grid's row is its y
    Y1 = R1 % G[1], Z1 = R1 / G[1], Y2 = R2 % G[1], Z2 = R2 / G[1];
  // Every row of the range must have the same y and z representatives.
  auto OneRep = [&](unsigned A, uint64_t V1, uint64_t V2) {
    if (V1 == V2 || (Starts[A].size() == 1 && Segs[A][0].Period == 1))
      return true;
    size_t S = segIndex(A, V1);
    return segIndex(A, V2) == S && Segs[A][S].Period == 1;
  };
  if (!OneRep(2, Z1, Z2))
    return std::nullopt;
  // Rows Y1..Y2 of one plane; across planes every row of a plane is crossed,
  // so the whole y axis must be one uniform segment.
  if (Z1 == Z2 ? !OneRep(1, Y1, Y2) : (Segs[1].size() != 1 || Segs[1][0].Period != 1))
    return std::nullopt;
  return std::array<uint64_t, 4>{Begin - R1 * G[0], N, repOf(1, Y1), repOf(2, Z1)};
}

uint64_t GridGroups::rowsLikeEnd(uint64_t Row) const {
  const uint64_t Y = Row % G[1], Z = Row / G[1];
  const size_t Sy = segIndex(1, Y), Sz = segIndex(2, Z);
  // Across planes (rowPeriodKey's Z1 != Z2): the whole y axis one uniform
  // segment and the planes in one uniform z segment.
  if (Segs[1].size() == 1 && Segs[1][0].Period == 1 && Segs[2][Sz].Period == 1)
    return segEnd(2, Sz) * G[1];
  // Inside plane Z: the rows of Y's uniform y segment, or Y's row alone.
  return Z * G[1] + (Segs[1][Sy].Period == 1 ? segEnd(1, Sy) : Y + 1);
}

uint64_t GridGroups::runEnd(uint64_t Begin, uint32_t &Class) {
  // Each axis's segment found once per block looked at.
  auto Rep = [&](unsigned A, size_t S, uint64_t V) {
    const Segment &Sg = Segs[A][S];
    return Sg.RepBase + (Sg.Period == 1 ? 0 : (V - Sg.Start) % Sg.Period);
  };
  auto EndAlong = [&](unsigned A, size_t S, uint64_t V) {
    return Segs[A][S].Period == 1 ? segEnd(A, S) : V + 1;
  };
  const bool AlongX = Segs[0].size() > 1 || Segs[0][0].Period > 1;
  const bool AlongY = Segs[1].size() > 1 || Segs[1][0].Period > 1;
  auto OneRun = [&](uint64_t At, uint32_t &C) -> uint64_t {
    uint64_t R = At / G[0], X = At - R * G[0];
    uint64_t Y = R, Z = 0;
    if (G[2] > 1)
      Y = R % G[1], Z = R / G[1];
    size_t Sx = segIndex(0, X), Sy = segIndex(1, Y), Sz = segIndex(2, Z);
    C = comboClass(Rep(0, Sx, X), Rep(1, Sy, Y), Rep(2, Sz, Z));
    if (AlongX)
      return At - X + EndAlong(0, Sx, X);
    if (AlongY)
      return (Z * G[1] + EndAlong(1, Sy, Y)) * G[0];
    return EndAlong(2, Sz, Z) * G[0] * G[1];
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
  // Per axis: each representative with how many coordinates it stands for.
  std::vector<std::pair<uint64_t, double>> Reps[3];
  for (unsigned A = 0; A < 3; ++A)
    for (size_t S = 0; S < Segs[A].size(); ++S) {
      uint64_t Len = segEnd(A, S) - Segs[A][S].Start, Per = Segs[A][S].Period;
      for (uint64_t Ph = 0; Ph < std::min(Per, Len); ++Ph)
        Reps[A].push_back({Segs[A][S].RepBase + Ph, static_cast<double>((Len - Ph + Per - 1) / Per)});
    }
  std::map<uint32_t, double> Counts;
  size_t N0 = Reps[0].size(), N1 = Reps[1].size(), N2 = Reps[2].size();
  size_t Combos = N0 * N1 * N2;
  size_t Step = Combos > (1u << 16) ? Combos / (1u << 16) + 1 : 1;
  if (Step > 1)
    Approx = true;
  for (size_t I = 0; I < Combos; I += Step) {
    const auto &X = Reps[0][I % N0], &Y = Reps[1][(I / N0) % N1], &Z = Reps[2][I / (N0 * N1)];
    Counts[comboClass(X.first, Y.first, Z.first)] += X.second * Y.second * Z.second * Step;
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
  if (C.Candidates.size() == 1 && !TimeDependsOnLat)
    return C.Main.TimeAt0;
  // The latency loops ask for the same (class, latency) for every SM profile
  // that shares a latency, and every wave starts from the base latencies:
  // keep the last few answers per class.
  if (LastWarpTime.size() < Warps.size()) {
    RecentTimes None;
    for (unsigned I = 0; I < RecentTimes::Size; ++I)
      None.Lat[I] = std::numeric_limits<double>::quiet_NaN(), None.Time[I] = 0;
    LastWarpTime.resize(Warps.size(), None);
  }
  RecentTimes &R = LastWarpTime[W];
  for (unsigned I = 0; I < RecentTimes::Size; ++I)
    if (R.Lat[I] == LatMem)
      return R.Time[I];
  double T = 0;
  for (const ThreadCoord &TC : C.Candidates)
    T = std::max(T, timeAt(TC, LatMem));
  R.Lat[R.Next] = LatMem, R.Time[R.Next] = T;
  R.Next = R.Next + 1 == RecentTimes::Size ? 0 : R.Next + 1;
  return T;
}

const std::vector<GridGroups::PhaseIssue> &GridGroups::phaseIssue(uint32_t W) {
  if (PhaseIssues.size() < Warps.size())
    PhaseIssues.resize(Warps.size());
  std::vector<PhaseIssue> &Out = PhaseIssues[W];
  if (!Out.empty() || P.phases().empty())
    return Out;
  const WarpClass &C = Warps[W];
  const ThreadCoord &Main = C.Candidates.front();
  Out.reserve(P.phases().size());
  for (const PhaseExprs &Ph : P.phases()) {
    PhaseIssue I;
    I.Delay = evaluate(Ph.Delay, Main, 0);
    I.Pipe = evaluate(Ph.PipeDelay, Main, 0);
    I.Mio = evaluate(Ph.MioDelay, Main, 0);
    double Own = C.Main.MioDelay + C.Main.PipeDelay;
    I.MioInsts = Own > 0 ? C.Main.MioInsts * (I.Mio + I.Pipe) / Own : 0;
    Out.push_back(I);
  }
  return Out;
}

const std::vector<double> &GridGroups::phaseTimes(uint32_t W, double LatMem) {
  if (LastPhaseTimes.size() < Warps.size()) {
    RecentPhaseTimes None;
    for (unsigned I = 0; I < RecentTimes::Size; ++I)
      None.Lat[I] = std::numeric_limits<double>::quiet_NaN();
    LastPhaseTimes.resize(Warps.size(), None);
  }
  RecentPhaseTimes &R = LastPhaseTimes[W];
  for (unsigned I = 0; I < RecentTimes::Size; ++I)
    if (R.Lat[I] == LatMem)
      return R.Times[I];
  std::vector<double> &T = R.Times[R.Next];
  T.assign(P.phases().size(), 0.0);
  for (const ThreadCoord &TC : Warps[W].Candidates)
    for (size_t Ph = 0; Ph < T.size(); ++Ph)
      T[Ph] = std::max(T[Ph], evaluate(P.phases()[Ph].Time, TC, LatMem));
  R.Lat[R.Next] = LatMem;
  R.Next = R.Next + 1 == RecentTimes::Size ? 0 : R.Next + 1;
  return T;
}

} // namespace kc
