// Dealing a wave's blocks over the SMs in canonical form (see WaveDeal.h).
#include "predictor/WaveDeal.h"

#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <numeric>

namespace kc {

WaveDealer::WaveDealer(RunEndFn RunEnd, unsigned SmCount, unsigned WarpsPerBlock,
                       unsigned ProcessingBlocks, Method M)
    : RunEnd(RunEnd), How(M), Sm(std::max(1u, SmCount)), Wpb(std::max(1u, WarpsPerBlock)),
      Pbs(std::max(1u, ProcessingBlocks)), PhasePeriod(Pbs / std::gcd(Wpb, Pbs)) {
  // The scratch lists are reused by every deal of a prediction: room for
  // the sizes most waves need at once instead of doubling from one.
  Runs.reserve(16);
  Merged.reserve(16);
  Others.reserve(16);
  ShapeLen.reserve(4);
  SigAt.reserve(8);
  ScratchCounts.reserve(8);
  Order.reserve(8);
  Sigs.reserve(32);
  Key.reserve(32);
}

const std::vector<uint64_t> &WaveDealer::deal(uint64_t A, uint64_t N) {
  Runs.clear();
  ClassLen.clear();
  for (uint64_t I = A; I < A + N;) {
    uint32_t C;
    uint64_t E = std::min(RunEnd(I, C), A + N);
    Runs.push_back({I - A, E - A, C});
    ClassLen[C] += E - I;
    I = E;
  }
  return dealRuns(N);
}

const std::vector<uint64_t> &WaveDealer::deal(const std::vector<Span> &In, uint64_t N) {
  Runs.clear();
  ClassLen.clear();
  for (const Span &R : In) {
    Runs.push_back(R);
    ClassLen[R.Class] += R.End - R.Begin;
  }
  return dealRuns(N);
}

const std::vector<uint64_t> &WaveDealer::dealRuns(uint64_t N) {
  // The dominant class: most blocks, ties to the smaller class (deterministic).
  uint32_t Dom = Runs.front().Class;
  uint64_t DomLen = 0;
  for (const auto &[C, Len] : ClassLen)
    if (Len > DomLen || (Len == DomLen && C < Dom))
      Dom = C, DomLen = Len;

  // Steps of each way: by stretches, (cut points <= 2 per run + 3) x other
  // runs; block by block, one per other block plus the counting sort over SMs.
  uint64_t OtherRuns = 0;
  for (const Run &R : Runs)
    OtherRuns += R.Class != Dom && R.Begin < R.End;
  const bool Stretches = How == Method::ByStretches ||
                         (How == Method::Cheaper && (2 * OtherRuns + 3) * OtherRuns <= N - DomLen + Sm);
  if (Stretches) {
    sigsByStretches(Dom, N);
  } else {
    Others.clear();
    for (const Run &R : Runs) {
      if (R.Class == Dom || R.Begin >= R.End)
        continue;
      // Block P goes to SM P mod Sm, slot P div Sm: stepped, not divided, per block.
      uint64_t Slot = R.Begin / Sm, SmOf = R.Begin % Sm, Phase = phaseOf(Slot);
      for (uint64_t P = R.Begin; P < R.End; ++P) {
        Others.push_back({SmOf, Phase, R.Class});
        if (++SmOf == Sm)
          SmOf = 0, Phase = phaseOf(++Slot);
      }
    }
    sigsBlockByBlock(N);
  }
  makeKey(Dom, N);
  return Key;
}

const std::vector<uint64_t> &WaveDealer::dealUniform(uint32_t Class, uint64_t N) {
  Others.clear();
  sigsBlockByBlock(N);
  makeKey(Class, N);
  return Key;
}

void WaveDealer::addSig(size_t At, uint64_t Sms) {
  auto SigLen = [&](size_t I) { return 2 + 2 * Sigs[I + 1]; };
  // A wave has few distinct signatures: a linear search.
  for (size_t D = 0; D < SigAt.size(); ++D)
    if (SigLen(SigAt[D]) == SigLen(At) &&
        std::equal(Sigs.begin() + At, Sigs.end(), Sigs.begin() + SigAt[D])) {
      ScratchCounts[D] += Sms;
      Sigs.resize(At);
      return;
    }
  SigAt.push_back(At);
  ScratchCounts.push_back(Sms);
}

void WaveDealer::sigsByStretches(uint32_t Dom, uint64_t N) {
  const uint64_t Q = N / Sm, R = N % Sm;
  Cuts.clear();
  Cuts.push_back(0);
  Cuts.push_back(Sm);
  Cuts.push_back(R);
  for (const Run &Rn : Runs)
    if (Rn.Class != Dom && Rn.Begin < Rn.End) {
      Cuts.push_back(Rn.Begin % Sm);
      Cuts.push_back(Rn.End % Sm);
    }
  std::sort(Cuts.begin(), Cuts.end());
  Cuts.erase(std::unique(Cuts.begin(), Cuts.end()), Cuts.end());

  Sigs.clear();
  SigAt.clear();
  ScratchCounts.clear();
  for (size_t I = 0; I + 1 < Cuts.size(); ++I) {
    // SMs [Lo, Hi): the same slots of every run as SM Lo.
    const uint64_t Lo = Cuts[I], Hi = Cuts[I + 1];
    const uint64_t Blocks = Q + (Lo < R ? 1 : 0);
    if (Blocks == 0)
      continue;
    SmPairs.clear();
    for (const Run &Rn : Runs) {
      if (Rn.Class == Dom || Rn.Begin >= Rn.End)
        continue;
      uint64_t J0 = Rn.Begin / Sm + (Lo < Rn.Begin % Sm ? 1 : 0);
      uint64_t J1 = Rn.End / Sm + (Lo < Rn.End % Sm ? 1 : 0);
      for (uint64_t J = J0; J < J1; ++J)
        SmPairs.push_back({phaseOf(J), Rn.Class});
    }
    std::sort(SmPairs.begin(), SmPairs.end());
    size_t At = Sigs.size();
    Sigs.push_back(Blocks);
    Sigs.push_back(SmPairs.size());
    for (const auto &[Phase, Class] : SmPairs) {
      Sigs.push_back(Phase);
      Sigs.push_back(Class);
    }
    addSig(At, Hi - Lo);
  }
}

void WaveDealer::sigsBlockByBlock(uint64_t N) {
  const uint64_t Q = N / Sm, R = N % Sm;
  auto BlocksOn = [&](uint64_t S) { return Q + (S < R ? 1 : 0); };

  // The other blocks grouped by SM (a counting sort; within an SM by phase and class).
  Grouped.resize(Others.size());
  if (!Others.empty()) {
    SmFirst.assign(Sm + 1, 0);
    for (const Other &O : Others)
      ++SmFirst[O.Sm + 1];
    for (uint64_t S = 0; S < Sm; ++S)
      SmFirst[S + 1] += SmFirst[S];
    SmFill.assign(SmFirst.begin(), SmFirst.end() - 1);
    for (const Other &O : Others)
      Grouped[SmFill[O.Sm]++] = O;
  }

  // One signature [blocks, pairs, (phase, class)...] per distinct SM profile, with
  // the number of SMs that have it.
  Sigs.clear();
  SigAt.clear();
  ScratchCounts.clear();
  uint64_t TouchedLong = 0, TouchedShort = 0; // SMs with Q + 1 / Q blocks
  for (size_t I = 0; I < Grouped.size();) {
    size_t J = I;
    while (J < Grouped.size() && Grouped[J].Sm == Grouped[I].Sm)
      ++J;
    std::sort(Grouped.begin() + I, Grouped.begin() + J, [](const Other &X, const Other &Y) {
      return X.Phase != Y.Phase ? X.Phase < Y.Phase : X.Class < Y.Class;
    });
    uint64_t Blocks = BlocksOn(Grouped[I].Sm);
    (Blocks > Q ? TouchedLong : TouchedShort) += 1;
    size_t At = Sigs.size();
    Sigs.push_back(Blocks);
    Sigs.push_back(J - I);
    for (size_t K = I; K < J; ++K) {
      Sigs.push_back(Grouped[K].Phase);
      Sigs.push_back(Grouped[K].Class);
    }
    addSig(At, 1);
    I = J;
  }
  auto AddPlain = [&](uint64_t Blocks, uint64_t Sms) {
    if (Blocks == 0 || Sms == 0)
      return;
    SigAt.push_back(Sigs.size());
    ScratchCounts.push_back(Sms);
    Sigs.push_back(Blocks);
    Sigs.push_back(0);
  };
  AddPlain(Q + 1, R - TouchedLong);
  AddPlain(Q, (Sm - R) - TouchedShort);
}

void WaveDealer::makeKey(uint32_t Dom, uint64_t N) {
  const std::vector<uint64_t> &Count = ScratchCounts;
  auto SigLen = [&](size_t At) { return 2 + 2 * Sigs[At + 1]; };
  // Canonical order: the distinct signatures sorted.
  Order.resize(SigAt.size());
  for (size_t I = 0; I < Order.size(); ++I)
    Order[I] = I;
  std::sort(Order.begin(), Order.end(), [&](size_t X, size_t Y) {
    return std::lexicographical_compare(Sigs.begin() + SigAt[X], Sigs.begin() + SigAt[X] + SigLen(SigAt[X]),
                                        Sigs.begin() + SigAt[Y], Sigs.begin() + SigAt[Y] + SigLen(SigAt[Y]));
  });
  Key.clear();
  Key.push_back(Dom);
  Key.push_back(N);
  for (size_t I : Order) {
    Key.push_back(Count[I]);
    Key.insert(Key.end(), Sigs.begin() + SigAt[I], Sigs.begin() + SigAt[I] + SigLen(SigAt[I]));
  }
}

bool WaveDealer::shapeKey(const std::vector<Span> &In, uint64_t N, std::vector<uint64_t> &Out) {
  Out.clear();
  if (N == 0 || N % Sm != 0)
    return false;
  // Maximal runs and the dominant class (most blocks, ties to the smaller
  // class: the rule of deal()).
  Merged.clear();
  ShapeLen.clear(); // blocks per class: few classes, a linear search
  for (const Span &R : In) {
    if (R.Begin >= R.End)
      continue;
    if (!Merged.empty() && Merged.back().Class == R.Class && Merged.back().End == R.Begin)
      Merged.back().End = R.End;
    else
      Merged.push_back(R);
    auto It = std::find_if(ShapeLen.begin(), ShapeLen.end(), [&](const auto &P) { return P.first == R.Class; });
    if (It == ShapeLen.end())
      ShapeLen.push_back({R.Class, R.End - R.Begin});
    else
      It->second += R.End - R.Begin;
  }
  if (Merged.empty())
    return false;
  uint32_t Dom = Merged.front().Class;
  uint64_t DomLen = 0;
  for (const auto &[C, Len] : ShapeLen)
    if (Len > DomLen || (Len == DomLen && C < Dom))
      Dom = C, DomLen = Len;
  // The smallest SM and then the smallest slot the other blocks can move to
  // (a run that crosses from one slot to the next has a block on SM 0).
  uint64_t D = Sm, MinSlot = UINT64_MAX;
  for (const Span &R : Merged)
    if (R.Class != Dom)
      D = std::min(D, R.Begin / Sm == (R.End - 1) / Sm ? R.Begin % Sm : 0);
  for (const Span &R : Merged)
    if (R.Class != Dom)
      MinSlot = std::min(MinSlot, (R.Begin - D) / Sm);
  const uint64_t T = PhasePeriod;
  const uint64_t Shift = D + (MinSlot == UINT64_MAX ? 0 : MinSlot / T * T * Sm);
  Out.push_back(N);
  Out.push_back(Dom);
  for (const Span &R : Merged)
    if (R.Class != Dom) {
      Out.push_back(R.Begin - Shift);
      Out.push_back(R.End - Shift);
      Out.push_back(R.Class);
    }
  return true;
}

bool WaveDealer::threeRunKey(const std::vector<Span> &In, uint64_t N, std::array<uint64_t, 5> &Out) const {
  if (In.size() != 3 || N == 0 || N % Sm != 0)
    return false;
  const Span &F = In[0], &X = In[1], &L = In[2];
  if (F.Begin != 0 || F.End != X.Begin || X.End != L.Begin || L.End != N || F.Begin >= F.End ||
      X.Begin >= X.End || L.Begin >= L.End || F.Class != L.Class || F.Class == X.Class)
    return false;
  // The first and last runs' class must dominate (shapeKey's rule: most
  // blocks, ties to the smaller class), so the other stretch is the one moved.
  const uint64_t LenX = X.End - X.Begin, LenF = N - LenX;
  if (!(LenF > LenX || (LenF == LenX && F.Class < X.Class)))
    return false;
  Out = {N, F.Class, X.Class, LenX, threeRunOffset(X.Begin, LenX)};
  return true;
}

uint64_t WaveDealer::threeRunOffset(uint64_t Begin, uint64_t Len) const {
  // shapeKey's shift for this one other run: D = its start's SM when it stays
  // in one slot (else 0), then whole periods of T slots, MinSlot = (Begin - D)
  // div Sm = Q either way. With Q, R = Begin div / mod Sm: it stays in slot
  // Q exactly when R + Len <= Sm, and MinSlot div T * T = Q - Q mod T (one
  // division and one remainder instead of five). Begin - shift = (Q mod T) *
  // Sm, plus R when the run crosses into the next slot.
  const uint64_t Q = Begin / Sm, R = Begin - Q * Sm;
  const uint64_t QModT = PhasePeriod == 1 ? 0 : Q % PhasePeriod;
  return QModT * Sm + (R + Len <= Sm ? 0 : R);
}

WaveComposition WaveDealer::composition() const {
  WaveComposition C;
  const uint32_t Dom = static_cast<uint32_t>(Key[0]);
  C.Blocks = Key[1];
  size_t Profiles = 0; // counted first: the list is allocated once
  for (size_t At = 2; At < Key.size(); At += 3 + 2 * Key[At + 2])
    ++Profiles;
  C.Sms.reserve(Profiles);
  llvm::SmallVector<bool, 64> Used;
  for (size_t At = 2; At < Key.size();) {
    uint64_t Sms = Key[At], Blocks = Key[At + 1], Pairs = Key[At + 2];
    std::vector<uint32_t> V(Blocks, Dom);
    Used.assign(Blocks, false);
    for (uint64_t K = 0; K < Pairs; ++K) {
      uint64_t Phase = Key[At + 3 + 2 * K];
      uint32_t Class = static_cast<uint32_t>(Key[At + 4 + 2 * K]);
      // The first free slot of that phase (one exists: the dealt SM had it).
      uint64_t J = 0;
      while (J < Blocks && (Used[J] || phaseOf(J) != Phase))
        ++J;
      if (J == Blocks)
        break;
      Used[J] = true;
      V[J] = Class;
    }
    C.Sms.emplace_back(std::move(V), Sms);
    At += 3 + 2 * Pairs;
  }
  return C;
}

} // namespace kc
