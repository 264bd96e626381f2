// Branch conditions and block frequencies of the kernel analysis: each
// branch's condition (exact on thread ids and arguments, a halving-variable
// share, or a prob.L<line> symbol), each block's condition relative to its
// region's entry, f_B = product of conditions and trip counts, and the nested
// region time sum_B cond_B t_B + sum_loops cond_L trip_L (iteration time).
#include "analyzer/ModelBuilder.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"

#include <fmt/format.h>

using namespace llvm;

namespace kc::detail {

/// `if (a < v)` with v a halving loop variable of the innermost loop (the tree
/// reduction's `if (tid < s)`): the share of the loop's iterations in which it
/// holds, #{k : v_k > a} / trip, a formula of the thread's a (tid.x): thread 0
/// is active in every iteration, thread s_0 - 1 in the first only.
std::optional<Expr> ModelBuilder::geometricBranch(const BranchInst &BI) {
  auto *Cmp = dyn_cast<ICmpInst>(BI.getCondition());
  const Loop *L = LI.getLoopFor(BI.getParent());
  if (!Cmp || !L || !Trips.count(L))
    return std::nullopt;
  CmpInst::Predicate Pred = Cmp->getPredicate();
  Value *V = Cmp->getOperand(1), *A = Cmp->getOperand(0); // normal form: a PRED v
  std::optional<GeometricValue> G = geometricValue(V, L);
  if (!G) {
    std::swap(V, A);
    Pred = CmpInst::getSwappedPredicate(Pred);
    G = geometricValue(V, L);
  }
  if (!G || !G->Halves || !SE.isSCEVable(A->getType()))
    return std::nullopt;
  std::optional<Expr> Av = Sym.translate(SE.getSCEV(A));
  if (!Av || Av->mentionsPrefix("iter."))
    return std::nullopt;
  Expr Above; // the branch holds while v > Above
  switch (Pred) {
  case CmpInst::ICMP_ULT: case CmpInst::ICMP_SLT: Above = *Av; break;               // a < v
  case CmpInst::ICMP_ULE: case CmpInst::ICMP_SLE: Above = *Av - Expr(1.0); break;   // a <= v
  default: return std::nullopt;
  }
  const Expr &Trip = Trips[L];
  return min(halvingIterationsAbove(*G, Above), Trip) / max(Trip, Expr(1.0));
}

/// A floor division or modulo of a value that changes with a loop's iteration
/// (`k % 2 == 0`, `k / 4 < m`): a modular test, whose share of iterations the
/// mean iteration does not give. A floor of loop-invariant values (`i - mask / 2
/// + k >= 0`) is not one.
static bool modularInIteration(const Expr &E) {
  if ((E.kind() == ExprKind::FloorDiv || E.kind() == ExprKind::Mod) && E.mentionsPrefix("iter."))
    return true;
  for (const Expr &O : E.operands())
    if (modularInIteration(O))
      return true;
  return false;
}

const BasicBlock *ModelBuilder::nodeOf(const BasicBlock *BB, const Loop *R) const {
  const Loop *L = LI.getLoopFor(BB);
  if (L == R)
    return BB;
  const Loop *Child = L;
  while (Child && Child->getParentLoop() != R)
    Child = Child->getParentLoop();
  return Child ? Child->getHeader() : nullptr;
}

Expr ModelBuilder::probabilitySymbol(const Instruction &I) {
  SourceLocation Loc = locOf(I);
  std::string Base = fmt::format("prob.L{}", Loc.Line);
  unsigned N = ++ProbNamesUsed[Base];
  std::string Name = N == 1 ? Base : fmt::format("{}_{}", Base, N);
  double P = Opts.DefaultBranchProbability;
  if (auto It = Opts.BranchProbabilityByLine.find(Loc.Line); It != Opts.BranchProbabilityByLine.end())
    P = It->second;
  if (auto It = Opts.SymbolValues.find(Name); It != Opts.SymbolValues.end())
    P = It->second;
  M.SymbolDefaults[Name] = P;
  note(fmt::format("line {}: data-dependent branch, taken with probability {} = {}", Loc.Line, Name, P));
  return Expr::symbol(Name);
}

Expr ModelBuilder::branchCondition(const BranchInst &BI) {
  if (auto It = BranchConds.find(&BI); It != BranchConds.end())
    return It->second;
  std::optional<Expr> C = Sym.translateCondition(BI.getCondition());
  // A condition that changes from iteration to iteration (an unrolled loop's
  // guard on an outer induction variable, `if (k < 4)`) is evaluated at the
  // mean iteration: exact for the share of iterations only when it is
  // monotone and linear; modular tests on the iteration become probabilities.
  if (C && C->mentionsPrefix("iter.")) {
    if (modularInIteration(*C)) {
      C.reset();
    } else {
      C = withMeanIterations(*C);
      note(fmt::format("line {}: branch condition varies with the loop iteration; evaluated at the mean "
                       "iteration",
                       locOf(BI).Line));
    }
  }
  if (!C) {
    C = geometricBranch(BI);
    if (C)
      note(fmt::format("line {}: branch on a halving loop variable, taken in {} of the loop's iterations",
                       locOf(BI).Line, C->str()));
  }
  Expr R = C ? *C : probabilitySymbol(BI);
  BranchConds[&BI] = R;
  return R;
}

/// 1 when the loop ends at its exiting block \p E, else 0, as a formula: E is
/// the only exiting block, or the loop's trip count is exact and E's exit count
/// (ScalarEvolution's, the back edges taken before E leaves) is the smallest;
/// on a tie the exit met first in the iteration wins. nullopt when this cannot
/// be said: an exit count unknown, or two exits neither of which comes first.
std::optional<Expr> ModelBuilder::loopEndsAt(const Loop *L, const BasicBlock *E) {
  if (L->getExitingBlock() == E)
    return Expr(1.0);
  if (!L->isLoopExiting(E) || isa<SCEVCouldNotCompute>(SE.getBackedgeTakenCount(L)))
    return std::nullopt;
  auto exitCount = [&](const BasicBlock *B) -> std::optional<Expr> {
    const SCEV *C = SE.getExitCount(L, B);
    if (isa<SCEVCouldNotCompute>(C))
      return std::nullopt;
    return Sym.translate(C);
  };
  std::optional<Expr> Mine = exitCount(E);
  if (!Mine)
    return std::nullopt;
  SmallVector<BasicBlock *, 4> Exiting;
  L->getExitingBlocks(Exiting);
  Expr Ends(1.0);
  for (const BasicBlock *Q : Exiting) {
    if (Q == E)
      continue;
    std::optional<Expr> Theirs = exitCount(Q);
    if (!Theirs)
      return std::nullopt;
    if (DT.dominates(E, Q))
      Ends = Ends * le(*Mine, *Theirs);
    else if (DT.dominates(Q, E))
      Ends = Ends * lt(*Mine, *Theirs);
    else
      return std::nullopt;
  }
  return withMeanIterations(Ends);
}

Expr ModelBuilder::edgeCondition(const BasicBlock *P, const BasicBlock *N) {
  const Instruction *T = P->getTerminator();
  unsigned ToN = 0, Succs = T->getNumSuccessors();
  for (unsigned I = 0; I < Succs; ++I)
    ToN += T->getSuccessor(I) == N;
  if (Succs == 0 || ToN == Succs)
    return Expr(1.0);
  // An exiting block of a loop that is not its latch (a loop not rotated, or
  // the first test of `j < n && start + j < k`): it runs trip times and stays
  // in every time but the last when the loop ends there.
  if (const Loop *L = LI.getLoopFor(P); L && L->contains(N) && L->getLoopLatch() != P && Trips.count(L))
    if (std::optional<Expr> Ends = loopEndsAt(L, P))
      return Expr(1.0) - *Ends / Trips[L];
  if (auto *BI = dyn_cast<BranchInst>(T)) {
    Expr C = branchCondition(*BI);
    return BI->getSuccessor(0) == N ? C : Expr(1.0) - C;
  }
  if (auto *SI = dyn_cast<SwitchInst>(T)) {
    if (auto V = Sym.translate(SI->getCondition()); V && !V->mentionsPrefix("iter.")) {
      Expr Sum(0.0), Cases(0.0);
      for (auto &Case : SI->cases()) {
        Expr E = eq(*V, Expr(static_cast<double>(Case.getCaseValue()->getSExtValue())));
        Cases = Cases + E;
        if (Case.getCaseSuccessor() == N)
          Sum = Sum + E;
      }
      if (SI->getDefaultDest() == N)
        Sum = Sum + (Expr(1.0) - Cases);
      return Sum;
    }
  }
  return Expr(static_cast<double>(ToN) / Succs);
}

void ModelBuilder::regionConditions(const Loop *R) {
  DenseMap<const BasicBlock *, Expr> &C = Conds[R];
  const BasicBlock *Entry = R ? R->getHeader() : &F.getEntryBlock();
  for (const BasicBlock *BB : Rpo) {
    if (nodeOf(BB, R) != BB)
      continue; // not a node of this region (outside it, or inside a subloop)
    if (R && !R->contains(BB))
      continue;
    if (BB == Entry) {
      C[BB] = Expr(1.0);
      continue;
    }
    const Loop *Sub = LI.getLoopFor(BB) != R ? LI.getLoopFor(BB) : nullptr; // BB heads Sub
    // Control equivalence: BB runs exactly when its immediate dominator does.
    if (auto *IDom = DT.getNode(BB)->getIDom(); IDom && IDom->getBlock()) {
      const BasicBlock *D = IDom->getBlock();
      const BasicBlock *DN = nodeOf(D, R);
      if (DN && C.count(DN) && PDT.dominates(BB, D) && !(Sub && Sub->contains(D))) {
        Expr Same = C[DN]; // copy first: C[BB] may grow the map and move C[DN]
        C[BB] = Same;
        continue;
      }
    }
    Expr Sum(0.0);
    for (const BasicBlock *P : predecessors(BB)) {
      if (!DT.isReachableFromEntry(P))
        continue;
      if (Sub && Sub->contains(P))
        continue; // back edge of the subloop this block heads
      const BasicBlock *PN = nodeOf(P, R);
      if (!PN || !C.count(PN))
        continue; // back edge of R, or from outside R
      if (PN != P) { // an exit edge of subloop PN
        const Loop *S = LI.getLoopFor(PN);
        SmallVector<BasicBlock *, 4> Exits;
        S->getUniqueExitBlocks(Exits);
        double Share = Exits.empty() ? 1.0 : 1.0 / Exits.size();
        if (Exits.size() > 1)
          note(fmt::format("loop {}: {} exits, each assumed equally likely", loopName(S), Exits.size()));
        // Several exiting edges of S to BB count once.
        bool Seen = false;
        for (const BasicBlock *Q : predecessors(BB))
          if (Q == P)
            break;
          else if (S->contains(Q))
            Seen = true;
        if (!Seen)
          Sum = Sum + C[PN] * Expr(Share);
        continue;
      }
      Sum = Sum + C[PN] * edgeCondition(P, BB);
    }
    C[BB] = Sum;
  }
}

void ModelBuilder::frequencies(const Loop *R, const Expr &EntryFreq) {
  for (auto &[BB, Cond] : Conds[R]) {
    const Loop *Sub = LI.getLoopFor(BB) != R ? LI.getLoopFor(BB) : nullptr;
    if (Sub)
      continue;
    Freq[BB] = Cond * EntryFreq;
  }
  const std::vector<Loop *> &Subs = R ? R->getSubLoops() : LI.getTopLevelLoops();
  for (const Loop *S : Subs) {
    auto It = Conds[R].find(S->getHeader());
    Expr Cond = It == Conds[R].end() ? Expr(0.0) : It->second;
    frequencies(S, Cond * EntryFreq * Trips[S]);
  }
}

std::pair<LinearForm, LinearForm> ModelBuilder::splitPredicatedIssue(const LinearForm &Delay) {
  LinearForm Issue, Pipes;
  for (unsigned C = 0; C < NumInstrClasses; ++C) {
    unsigned Del = CostSymbol::del(static_cast<InstrClass>(C));
    (isMemoryPipeClass(static_cast<InstrClass>(C)) ? Pipes : Issue).add(Del, Delay.count(Del));
  }
  return {Issue, Pipes};
}

Expr ModelBuilder::regionTime(const Loop *R, bool Delay) {
  Expr Sum(0.0);
  for (auto &[BB, Cond] : Conds[R]) {
    if (LI.getLoopFor(BB) != R)
      continue;
    const BlockTime &T = Times[BB];
    if (!Delay) {
      Sum = Sum + Cond * T.Time;
      continue;
    }
    // A predicated block's issue slots are taken whenever the block that
    // decides it runs; its memory pipes move only the active threads' data
    // (Predication.cpp).
    auto Decider = Conds[R].find(issuedWith(BB));
    if (Decider == Conds[R].end() || Decider->first == BB) {
      Sum = Sum + Cond * T.Delay.toExpr();
      continue;
    }
    auto [Issue, Pipes] = splitPredicatedIssue(T.Delay);
    Sum = Sum + Decider->second * Issue.toExpr() + Cond * Pipes.toExpr();
  }
  const std::vector<Loop *> &Subs = R ? R->getSubLoops() : LI.getTopLevelLoops();
  for (const Loop *S : Subs) {
    auto It = Conds[R].find(S->getHeader());
    if (It == Conds[R].end())
      continue;
    Expr Inner = regionTime(S, Delay);
    if (!Delay)
      IterationTimes[S] = Inner;
    Sum = Sum + It->second * Trips[S] * Inner;
  }
  return Sum;
}

} // namespace kc::detail
