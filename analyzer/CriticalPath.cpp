// Straight-line time of a basic block: in-order issue with data dependences,
// symbolic latencies kept as sets of linear forms (see CriticalPath.h).
#include "analyzer/CriticalPath.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/Instructions.h"

#include <algorithm>
#include <cmath>
#include <queue>

using namespace llvm;

namespace kc {

std::string CostSymbol::name(unsigned Id) {
  if (Id < NumInstrClasses)
    return "lat." + std::string(InstrClassNames[Id]);
  if (Id < 2 * NumInstrClasses)
    return "del." + std::string(InstrClassNames[Id - NumInstrClasses]);
  return Id == LatMem ? "lat.mem" : "lat.shared";
}

LinearForm &LinearForm::operator+=(const LinearForm &O) {
  for (unsigned I = 0; I < CostSymbol::Count; ++I)
    Counts[I] += O.Counts[I];
  Total += O.Total;
  LatTotal += O.LatTotal;
  Used |= O.Used;
  return *this;
}

namespace {

/// The latency symbol a delay symbol is bounded by (latency >= issue delay):
/// del.<C> <= lat.<C>; memory instructions' delays <= lat.mem / lat.shared.
constexpr std::array<unsigned, CostSymbol::Count> boundingLatency() {
  std::array<unsigned, CostSymbol::Count> B{};
  for (unsigned I = 0; I < CostSymbol::Count; ++I)
    B[I] = I; // latencies bound themselves
  for (unsigned C = 0; C < NumInstrClasses; ++C) {
    auto K = static_cast<InstrClass>(C);
    unsigned L = CostSymbol::lat(K);
    switch (K) {
    case InstrClass::LoadGlobal:
    case InstrClass::StoreGlobal:
    case InstrClass::LoadLocal:
    case InstrClass::StoreLocal:
    case InstrClass::Atomic: L = CostSymbol::LatMem; break;
    case InstrClass::LoadShared:
    case InstrClass::StoreShared: L = CostSymbol::LatShared; break;
    default: break;
    }
    B[CostSymbol::del(K)] = L;
  }
  return B;
}
constexpr std::array<unsigned, CostSymbol::Count> BoundBy = boundingLatency();

} // namespace

namespace {
/// boundingLatency() as masks (all ones / zero) per class: whether its delay is
/// bounded by its own latency, by lat.mem or by lat.shared.
template <typename Int> struct BoundMasks {
  std::array<Int, NumInstrClasses> Self{}, Mem{}, Shared{};
};
template <typename Int> constexpr BoundMasks<Int> boundMasks() {
  BoundMasks<Int> M;
  for (unsigned C = 0; C < NumInstrClasses; ++C) {
    unsigned B = BoundBy[NumInstrClasses + C];
    M.Self[C] = B == C ? Int(-1) : Int(0);
    M.Mem[C] = B == CostSymbol::LatMem ? Int(-1) : Int(0);
    M.Shared[C] = B == CostSymbol::LatShared ? Int(-1) : Int(0);
  }
  return M;
}

/// The test of LinearForm::dominates on \p A - \p B, in \p Int arithmetic.
template <typename Int>
bool dominatesIn(const std::array<uint32_t, CostSymbol::Count> &A,
                 const std::array<uint32_t, CostSymbol::Count> &B) {
  static constexpr BoundMasks<Int> M = boundMasks<Int>();
  Int Worst = 0, Mem = 0, Shared = 0;
  for (unsigned C = 0; C < NumInstrClasses; ++C) {
    Int L = static_cast<Int>(A[C]) - static_cast<Int>(B[C]);
    Int D = static_cast<Int>(A[NumInstrClasses + C]) - static_cast<Int>(B[NumInstrClasses + C]);
    Int Neg = D < 0 ? D : Int(0);
    Int W = L + (M.Self[C] & Neg);
    Worst = W < Worst ? W : Worst;
    Mem += M.Mem[C] & Neg;
    Shared += M.Shared[C] & Neg;
  }
  if (Worst < 0)
    return false;
  Mem += static_cast<Int>(A[CostSymbol::LatMem]) - static_cast<Int>(B[CostSymbol::LatMem]);
  Shared += static_cast<Int>(A[CostSymbol::LatShared]) - static_cast<Int>(B[CostSymbol::LatShared]);
  return Mem >= 0 && Shared >= 0;
}
} // namespace

bool LinearForm::dominates(const LinearForm &O) const {
  // this - O = sum_L (c_L L + sum_{D bounded by L} c_D D) >= 0 for every
  // 0 <= D <= L iff for each latency L: c_L + sum of the negative c_D >= 0.
  // del.<c> is bounded by lat.<c> except for the memory classes, whose delays
  // are bounded by lat.mem / lat.shared (boundingLatency()); written as one
  // branch-free pass over the classes (this runs millions of times on a big
  // unrolled block), then the two memory latencies. First necessary conditions:
  // the values at two admissible points (all symbols 1; latencies 1, delays 0),
  // and lat.mem / lat.shared alone (their delays can only lower the difference).
  if (Total < O.Total || LatTotal < O.LatTotal ||
      Counts[CostSymbol::LatMem] < O.Counts[CostSymbol::LatMem] ||
      Counts[CostSymbol::LatShared] < O.Counts[CostSymbol::LatShared])
    return false;
  // Below 2^30 in total, every count, difference and partial sum fits in 32
  // bits (twice as many per vector register); else 64.
  constexpr uint64_t Small = uint64_t(1) << 30;
  if (Total < Small && O.Total < Small)
    return dominatesIn<int32_t>(Counts, O.Counts);
  return dominatesIn<int64_t>(Counts, O.Counts);
}

bool LinearForm::isZero() const {
  return std::all_of(Counts.begin(), Counts.end(), [](uint32_t C) { return C == 0; });
}

double LinearForm::rank(const std::array<double, CostSymbol::Count> &Weights) const {
  double R = 0;
  for (unsigned I = 0; I < CostSymbol::Count; ++I)
    R += Weights[I] * Counts[I];
  return R;
}

double LinearForm::sparseRank(const std::array<double, CostSymbol::Count> &Weights) const {
  double R = 0;
  for (uint64_t M = Used; M; M &= M - 1) {
    unsigned I = static_cast<unsigned>(__builtin_ctzll(M));
    R += Weights[I] * Counts[I];
  }
  return R;
}

Expr LinearForm::toExpr() const {
  Expr Sum(0.0);
  for (unsigned I = 0; I < CostSymbol::Count; ++I)
    if (Counts[I])
      Sum = Sum + Expr(static_cast<double>(Counts[I])) * Expr::symbol(CostSymbol::name(I));
  return Sum;
}

PathOptions PathOptions::withWeights(const std::map<std::string, double> &Overrides, unsigned MaxForms) {
  PathOptions P;
  P.MaxForms = std::max(1u, MaxForms);
  for (unsigned I = 0; I < NumInstrClasses; ++I) {
    P.RankWeights[I] = 4;
    P.RankWeights[NumInstrClasses + I] = 1;
  }
  P.RankWeights[CostSymbol::LatMem] = 100;
  P.RankWeights[CostSymbol::LatShared] = 8;
  for (unsigned I = 0; I < CostSymbol::Count; ++I)
    if (auto It = Overrides.find(CostSymbol::name(I)); It != Overrides.end())
      P.RankWeights[I] = It->second;
  return P;
}

LinearForm delayForm(const ClassifiedInstr &C) {
  LinearForm F;
  for (auto [Class, N] : C.Parts)
    F.add(CostSymbol::del(Class), N);
  return F;
}

LinearForm latencyForm(const ClassifiedInstr &C) {
  LinearForm F;
  if (C.Parts.empty())
    return F;
  // A sequence of classes is a dependent chain: all but the last cost their
  // latency; the last carries the memory latency when it is a memory access.
  for (size_t I = 0; I + 1 < C.Parts.size(); ++I)
    F.add(CostSymbol::lat(C.Parts[I].first), C.Parts[I].second);
  auto [Last, N] = C.Parts.back();
  switch (C.Latency) {
  case LatencyKind::Memory: F.add(CostSymbol::LatMem, N); break;
  case LatencyKind::Shared: F.add(CostSymbol::LatShared, N); break;
  case LatencyKind::Class: F.add(CostSymbol::lat(Last), N); break;
  }
  return F;
}

namespace {

/// Adds \p F to every form of \p S.
PathSet shifted(llvm::ArrayRef<LinearForm> S, const LinearForm &F) {
  PathSet R(S.begin(), S.end());
  for (LinearForm &X : R)
    X += F;
  return R;
}

/// F's ranking cost; \p Sparse: the weights are all finite, so only the
/// symbols F counted need adding (LinearForm::sparseRank, the same value).
double rankOf(const LinearForm &F, const PathOptions &Opts, bool Sparse) {
  return Sparse ? F.sparseRank(Opts.RankWeights) : F.rank(Opts.RankWeights);
}

bool finiteWeights(const PathOptions &Opts) {
  return std::all_of(Opts.RankWeights.begin(), Opts.RankWeights.end(),
                     [](double W) { return std::isfinite(W); });
}

/// S := max(S, T), pruned.
void mergeInto(PathSet &S, const PathSet &T, const PathOptions &Opts, bool Sparse) {
  for (const LinearForm &X : T) {
    bool Dominated = false;
    for (const LinearForm &Y : S)
      if (Y.dominates(X)) {
        Dominated = true;
        break;
      }
    if (Dominated)
      continue;
    S.erase(std::remove_if(S.begin(), S.end(), [&](const LinearForm &Y) { return X.dominates(Y); }), S.end());
    S.push_back(X);
  }
  if (S.size() > Opts.MaxForms) {
    // Highest rank first, ties in their current order (a stable sort); each
    // rank computed once.
    llvm::SmallVector<std::pair<double, unsigned>, 16> Ranked;
    for (unsigned I = 0; I < S.size(); ++I)
      Ranked.push_back({rankOf(S[I], Opts, Sparse), I});
    std::stable_sort(Ranked.begin(), Ranked.end(),
                     [](const auto &A, const auto &B) { return A.first > B.first; });
    PathSet Kept;
    for (unsigned I = 0; I < Opts.MaxForms; ++I)
      Kept.push_back(S[Ranked[I].second]);
    S = std::move(Kept);
  }
}

Expr maxOfForms(const PathSet &S) {
  if (S.empty())
    return Expr(0.0);
  std::vector<Expr> Es;
  Es.reserve(S.size());
  for (const LinearForm &F : S)
    Es.push_back(F.toExpr());
  return maxOf(Es);
}

/// Where the scalar (ranked) value of a time came from, for the backtrace.
struct Origin {
  const Instruction *From = nullptr; ///< null: block start
  bool ViaLatency = false;           ///< From's latency (else its issue delay)
};

/// One instruction of the block. A big unrolled block has thousands: the node
/// keeps no inline forms (its issue delay is recomputed for the backtrace), and
/// its set is released once the last instruction of the block using it has read
/// it (only users read it).
struct Node {
  llvm::SmallVector<LinearForm, 0> Issue; ///< R_i (costed) or availability (free)
  double Scalar = 0;  ///< ranked value of R_i / availability
  Origin Pred;
  bool Costed = false;
  LinearForm Lat;
};

/// The memory a load, store or atomic touches: its pointer's address space,
/// or AnySpace where it may touch any (a generic pointer, a call, a volatile or
/// ordered access).
constexpr unsigned AnySpace = ~0u;
unsigned touchedSpace(const Instruction &I) {
  const Value *Ptr = nullptr;
  if (auto *L = dyn_cast<LoadInst>(&I))
    Ptr = L->isSimple() ? L->getPointerOperand() : nullptr;
  else if (auto *S = dyn_cast<StoreInst>(&I))
    Ptr = S->isSimple() ? S->getPointerOperand() : nullptr;
  else if (auto *A = dyn_cast<AtomicRMWInst>(&I))
    Ptr = isStrongerThanMonotonic(A->getOrdering()) ? nullptr : A->getPointerOperand();
  if (!Ptr)
    return AnySpace;
  unsigned Space = Ptr->getType()->getPointerAddressSpace();
  return Space == 0 ? AnySpace : Space;
}

/// The order the instructions issue in: a list schedule of the block's
/// dependence graph (data dependences, the order of memory operations when one
/// of them writes and both may touch the same state space -- a shared-memory
/// store does not hold back a later global load, as ptxas hoists it; two
/// global accesses stay in order -- PHIs first, the terminator last), highest remaining path
/// (under the ranking costs) first, program order on ties. This is what ptxas
/// does, e.g. hoisting independent loads above the arithmetic on earlier loads.
std::vector<const Instruction *>
scheduleOrder(const BasicBlock &BB, const std::function<const ClassifiedInstr &(const Instruction &)> &Classify,
              const PathOptions &Opts, bool Sparse) {
  std::vector<const Instruction *> Insts;
  DenseMap<const Instruction *, unsigned> Index;
  for (const Instruction &I : BB) {
    Index[&I] = Insts.size();
    Insts.push_back(&I);
  }
  size_t N = Insts.size();
  std::vector<std::vector<unsigned>> Succs(N);
  std::vector<std::vector<bool>> IsData(N);
  std::vector<unsigned> Preds(N, 0);
  auto AddEdge = [&](unsigned From, unsigned To, bool Data) {
    Succs[From].push_back(To);
    IsData[From].push_back(Data);
    ++Preds[To];
  };
  // The memory operations so far and whether each writes (asked once each:
  // the pairwise loop below is quadratic in a big unrolled block).
  struct MemOp {
    unsigned Index;
    bool Writes;
    unsigned Space;
  };
  std::vector<MemOp> MemOps;
  for (unsigned J = 0; J < N; ++J) {
    const Instruction *I = Insts[J];
    if (!isa<PHINode>(I))
      for (const Value *Op : I->operands())
        if (auto *OpI = dyn_cast<Instruction>(Op); OpI && OpI->getParent() == &BB)
          if (auto It = Index.find(OpI); It != Index.end() && It->second < J)
            AddEdge(It->second, J, true);
    if (I->mayReadOrWriteMemory() || (isa<CallBase>(I) && I->mayHaveSideEffects())) {
      const bool Writes = I->mayWriteToMemory();
      const bool Ordered = Writes || I->mayHaveSideEffects();
      const unsigned Space = touchedSpace(*I);
      for (const MemOp &K : MemOps)
        if ((K.Writes || Ordered) && (K.Space == Space || K.Space == AnySpace || Space == AnySpace))
          AddEdge(K.Index, J, false);
      MemOps.push_back({J, Writes, Space});
    }
  }
  unsigned Term = N - 1;
  for (unsigned J = 0; J + 1 < N; ++J)
    AddEdge(J, Term, false);
  std::vector<double> Height(N, 0);
  for (unsigned J = N; J-- > 0;) {
    const ClassifiedInstr &C = Classify(*Insts[J]);
    double Lat = rankOf(latencyForm(C), Opts, Sparse), Del = rankOf(delayForm(C), Opts, Sparse);
    double H = Del;
    for (size_t E = 0; E < Succs[J].size(); ++E)
      H = std::max(H, (IsData[J][E] ? Lat : Del) + Height[Succs[J][E]]);
    Height[J] = H;
  }
  // The ready instruction to issue next: PHIs first, then the highest, then the
  // earliest. A strict total order (indices differ), so a heap picks exactly
  // what a scan of the ready list would (the list holds a thousand loads in a
  // big unrolled block).
  auto IssuesLater = [&](unsigned A, unsigned B) {
    bool PhiA = isa<PHINode>(Insts[A]), PhiB = isa<PHINode>(Insts[B]);
    if (PhiA != PhiB)
      return PhiB;
    if (Height[A] != Height[B])
      return Height[A] < Height[B];
    return A > B;
  };
  std::vector<const Instruction *> Order;
  Order.reserve(N);
  std::priority_queue<unsigned, std::vector<unsigned>, decltype(IssuesLater)> Ready(IssuesLater);
  for (unsigned J = 0; J < N; ++J)
    if (!Preds[J])
      Ready.push(J);
  while (!Ready.empty()) {
    unsigned J = Ready.top();
    Ready.pop();
    Order.push_back(Insts[J]);
    for (unsigned S : Succs[J])
      if (--Preds[S] == 0)
        Ready.push(S);
  }
  return Order;
}

} // namespace

BlockTime blockTime(const BasicBlock &BB,
                    const std::function<const ClassifiedInstr &(const Instruction &)> &Classify,
                    const PathOptions &Opts) {
  BlockTime Out;
  const bool Sparse = finiteWeights(Opts);
  DenseMap<const Instruction *, Node> Nodes;
  Nodes.reserve(BB.size()); // no rehash moving the nodes
  // How many operand reads of each instruction's node are still to come.
  DenseMap<const Instruction *, unsigned> ReadsLeft;
  for (const Instruction &I : BB)
    if (!isa<PHINode>(I))
      for (const Value *Op : I.operands())
        if (auto *OpI = dyn_cast<Instruction>(Op); OpI && OpI->getParent() == &BB)
          ++ReadsLeft[OpI];
  PathSet Clock{LinearForm()}; // R_prev + del_prev
  double ClockScalar = 0;
  Origin ClockOrigin;
  PathSet End{LinearForm()};
  double EndScalar = 0;
  Origin EndOrigin;

  auto Avail = [&](const Node &N, PathSet &S, double &Scalar) {
    if (N.Costed) {
      S = shifted(N.Issue, N.Lat);
      Scalar = N.Scalar + rankOf(N.Lat, Opts, Sparse);
    } else {
      S.assign(N.Issue.begin(), N.Issue.end());
      Scalar = N.Scalar;
    }
  };

  PathSet Issue; // the current instruction's R_i
  for (const Instruction *IP : scheduleOrder(BB, Classify, Opts, Sparse)) {
    const Instruction &I = *IP;
    const ClassifiedInstr &C = Classify(I);
    Node N;
    N.Costed = !C.isFree();
    if (N.Costed) {
      Issue = Clock;
      N.Scalar = ClockScalar;
      N.Pred = ClockOrigin;
    } else {
      Issue = PathSet{LinearForm()};
    }
    if (!isa<PHINode>(I)) {
      for (const Value *Op : I.operands()) {
        auto *OpI = dyn_cast<Instruction>(Op);
        if (!OpI || OpI->getParent() != &BB)
          continue;
        auto It = Nodes.find(OpI);
        if (It == Nodes.end())
          continue; // (a PHI's incoming value from this block: the previous iteration)
        PathSet A;
        double S;
        Avail(It->second, A, S);
        mergeInto(Issue, A, Opts, Sparse);
        if (S > N.Scalar) {
          N.Scalar = S;
          N.Pred = Origin{OpI, It->second.Costed};
        }
        if (--ReadsLeft[OpI] == 0) // its last reader: the set is not needed any more
          llvm::SmallVector<LinearForm, 0>().swap(It->second.Issue);
      }
    }
    if (ReadsLeft.lookup(&I))
      N.Issue.assign(Issue.begin(), Issue.end());
    if (N.Costed) {
      N.Lat = latencyForm(C);
      LinearForm Del = delayForm(C);
      Out.Delay += Del;
      Clock = shifted(Issue, Del);
      ClockScalar = N.Scalar + rankOf(Del, Opts, Sparse);
      ClockOrigin = Origin{&I, false};
      if (!I.use_empty()) {
        PathSet A = shifted(Issue, N.Lat);
        mergeInto(End, A, Opts, Sparse);
        double S = N.Scalar + rankOf(N.Lat, Opts, Sparse);
        if (S > EndScalar) {
          EndScalar = S;
          EndOrigin = Origin{&I, true};
        }
      }
    }
    Nodes[&I] = std::move(N);
    if (C.IsBarrier) {
      PathSet SoFar = End;
      mergeInto(SoFar, Clock, Opts, Sparse);
      Out.TimeAtBarrier.push_back(maxOfForms(SoFar));
      Out.DelayAtBarrier.push_back(Out.Delay);
    }
  }
  mergeInto(End, Clock, Opts, Sparse);
  if (ClockScalar >= EndScalar) {
    EndScalar = ClockScalar;
    EndOrigin = ClockOrigin;
  }
  Out.Time = maxOfForms(End);

  // Backtrace of the ranked critical chain.
  Origin O = EndOrigin;
  for (unsigned Guard = 0; O.From && Guard < 100000; ++Guard) {
    const Node &N = Nodes[O.From];
    if (N.Costed)
      Out.Critical.push_back({O.From, O.ViaLatency ? N.Lat : delayForm(Classify(*O.From))});
    O = N.Pred;
  }
  std::reverse(Out.Critical.begin(), Out.Critical.end());
  return Out;
}

} // namespace kc
