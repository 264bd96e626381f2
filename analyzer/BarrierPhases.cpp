// The thread's run cut at its block-wide barriers (docs/model.md#barrier-phases):
// KernelModel::Phases, each phase's time and issue cycles summed over the times
// the thread runs it.
//
// A basic block with k barriers is k + 1 segments: up to and including each
// barrier, then the rest. A phase is a set of segments that control reaches one
// from another without passing a barrier: the last segment of a block joins the
// first segment of each successor. A loop with one barrier is one phase that
// repeats, from the barrier round the back edge to the barrier again; a loop
// with two (`load tile; sync; compute; sync`) is two. Code before a loop joins
// the loop's first phase and code after it the phase its exit leaves from, so a
// phase's sum may mix runs of different kinds (the first tile's load with the
// prologue): the bound it gives stays below the exact sum over runs.
//
// A segment's time is the difference of the block's time so far at its ends
// (BlockTime::TimeAtBarrier): a value loaded before a barrier and used after it
// waits in the segment that loads it.
#include "analyzer/ModelBuilder.h"

#include "kernelmodel/ExprSum.h"

#include "llvm/ADT/IntEqClasses.h"
#include "llvm/IR/CFG.h"

using namespace llvm;

namespace kc::detail {

void ModelBuilder::barrierPhases() {
  // Segment numbers: block Rpo[i]'s segments are First[i] .. First[i + 1] - 1.
  std::vector<unsigned> First(Rpo.size() + 1, 0);
  DenseMap<const BasicBlock *, unsigned> Index;
  bool AnyBarrier = false;
  for (unsigned I = 0; I < Rpo.size(); ++I) {
    Index[Rpo[I]] = I;
    size_t Barriers = Times[Rpo[I]].TimeAtBarrier.size();
    AnyBarrier |= Barriers > 0;
    First[I + 1] = First[I] + static_cast<unsigned>(Barriers) + 1;
  }
  if (!AnyBarrier)
    return;
  IntEqClasses Phase(First.back());
  for (unsigned I = 0; I < Rpo.size(); ++I)
    for (const BasicBlock *S : successors(Rpo[I]))
      if (auto It = Index.find(S); It != Index.end())
        Phase.join(First[I + 1] - 1, First[It->second]);
  Phase.compress();
  if (Phase.getNumClasses() < 2)
    return;

  // Per segment, the same sums as regionTime with each block's absolute
  // frequency: a predicated block issues whenever its decider runs, its memory
  // pipes move only the active threads' data; replays issue with their access.
  std::vector<ExprSum> Time(Phase.getNumClasses()), Delay(Phase.getNumClasses());
  std::vector<unsigned> Order; // phases in the order of their first segment
  std::vector<bool> Seen(Phase.getNumClasses(), false);
  auto IssueExpr = [&](const BasicBlock *BB, const LinearForm &D) {
    const BasicBlock *Decider = issuedWith(BB);
    if (Decider == BB)
      return Freq[BB] * D.toExpr();
    auto [Issue, Pipes] = splitPredicatedIssue(D);
    return Freq[Decider] * Issue.toExpr() + Freq[BB] * Pipes.toExpr();
  };
  for (unsigned I = 0; I < Rpo.size(); ++I) {
    const BasicBlock *BB = Rpo[I];
    const BlockTime &T = Times[BB];
    const Expr &Fr = Freq[BB];
    size_t K = T.TimeAtBarrier.size();
    Expr PrevTime(0.0);
    LinearForm PrevDelay;
    for (size_t S = 0; S <= K; ++S) {
      unsigned P = Phase[First[I] + static_cast<unsigned>(S)];
      if (!Seen[P]) {
        Seen[P] = true;
        Order.push_back(P);
      }
      Expr TimeSoFar = S < K ? T.TimeAtBarrier[S] : T.Time;
      const LinearForm &DelaySoFar = S < K ? T.DelayAtBarrier[S] : T.Delay;
      // The segment's own issue: the counts since the last barrier (they only grow).
      LinearForm Own;
      for (unsigned Sym = 0; Sym < CostSymbol::Count; ++Sym)
        if (uint32_t N = DelaySoFar.count(Sym) - PrevDelay.count(Sym))
          Own.add(Sym, N);
      Time[P].add(Fr * (TimeSoFar - PrevTime));
      Delay[P].add(IssueExpr(BB, Own));
      PrevTime = std::move(TimeSoFar);
      PrevDelay = DelaySoFar;
    }
    if (ReplaysByInstr.empty())
      continue;
    unsigned S = 0;
    for (const Instruction &In : *BB) {
      if (auto It = ReplaysByInstr.find(&In); It != ReplaysByInstr.end()) {
        unsigned P = Phase[First[I] + S];
        Time[P].add(It->second);
        Delay[P].add(It->second);
      }
      S += Classes[&In].IsBarrier;
    }
  }
  for (unsigned P : Order) {
    BarrierPhase Ph{Time[P].value(), Delay[P].value()};
    if (Ph.Time.isConstant(0.0) && Ph.Delay.isConstant(0.0))
      continue;
    M.Phases.push_back(std::move(Ph));
  }
  if (M.Phases.size() < 2)
    M.Phases.clear();
}

} // namespace kc::detail
