// Trip counts of the kernel analysis: ScalarEvolution's backedge-taken count,
// else the latch's exit test solved for an affine variable, else a halving or
// doubling variable, else the symbol trip.L<line> with its default; and the
// mean-iteration substitution of iter.* symbols.
#include "analyzer/ModelBuilder.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/MathExtras.h"

#include <fmt/format.h>

#include <algorithm>

using namespace llvm;

namespace kc::detail {

Expr ModelBuilder::withMeanIterations(const Expr &E) const {
  if (!E.mentionsPrefix("iter."))
    return E;
  Expr R = E.substitute(IterMeans);
  if (R.mentionsPrefix("iter.")) { // an iteration symbol of a loop not enclosing this one
    std::map<std::string, Expr> Zero;
    for (const std::string &S : R.symbols())
      if (StringRef(S).starts_with("iter."))
        Zero[S] = Expr(0.0);
    R = R.substitute(Zero);
  }
  return R;
}

std::optional<ModelBuilder::ExitTest> ModelBuilder::exitTest(const Loop *L) const {
  BasicBlock *Exiting = L->getExitingBlock();
  BasicBlock *Latch = L->getLoopLatch();
  if (!Exiting || !Latch || !DT.dominates(Exiting, Latch))
    return std::nullopt;
  auto *BI = dyn_cast<BranchInst>(Exiting->getTerminator());
  if (!BI || !BI->isConditional())
    return std::nullopt;
  auto *Cmp = dyn_cast<ICmpInst>(BI->getCondition());
  if (!Cmp)
    return std::nullopt;
  CmpInst::Predicate Pred = Cmp->getPredicate();
  if (!L->contains(BI->getSuccessor(0)))
    Pred = CmpInst::getInversePredicate(Pred); // the loop continues while Pred holds
  return ExitTest{Cmp, Pred};
}

std::optional<Expr> ModelBuilder::solveExitTest(const Loop *L) {
  std::optional<ExitTest> Test = exitTest(L);
  if (!Test)
    return std::nullopt;
  ICmpInst *Cmp = Test->Cmp;
  CmpInst::Predicate Pred = Test->Pred;
  const SCEV *A = SE.getSCEV(Cmp->getOperand(0));
  const SCEV *B = SE.getSCEV(Cmp->getOperand(1));
  auto *AR = dyn_cast<SCEVAddRecExpr>(A);
  if (!AR || AR->getLoop() != L) {
    AR = dyn_cast<SCEVAddRecExpr>(B);
    std::swap(A, B);
    Pred = CmpInst::getSwappedPredicate(Pred);
  }
  if (!AR || AR->getLoop() != L || !AR->isAffine() || !SE.isLoopInvariant(B, L))
    return std::nullopt;
  auto Start = Sym.translate(AR->getStart());
  auto Step = Sym.translate(AR->getStepRecurrence(SE));
  auto Bound = Sym.translate(B);
  if (!Start || !Step || !Bound)
    return std::nullopt;
  // V_k = Start + k * Step is tested at iteration k; the exiting block runs
  // (first k where the test fails) + 1 times.
  switch (Pred) {
  case CmpInst::ICMP_SLT:
  case CmpInst::ICMP_ULT: return ceilDiv(*Bound - *Start, *Step) + Expr(1.0);
  case CmpInst::ICMP_SLE:
  case CmpInst::ICMP_ULE: return floorDiv(*Bound - *Start, *Step) + Expr(2.0);
  case CmpInst::ICMP_SGT:
  case CmpInst::ICMP_UGT: return ceilDiv(*Start - *Bound, -*Step) + Expr(1.0);
  case CmpInst::ICMP_SGE:
  case CmpInst::ICMP_UGE: return floorDiv(*Start - *Bound, -*Step) + Expr(2.0);
  case CmpInst::ICMP_NE: return floorDiv(*Bound - *Start, *Step) + Expr(1.0);
  default: return std::nullopt;
  }
}

std::optional<ModelBuilder::GeometricValue> ModelBuilder::geometricValue(Value *V, const Loop *L) {
  BasicBlock *Latch = L->getLoopLatch();
  BasicBlock *Entry = L->getLoopPredecessor(); // the one block entering the loop
  if (!Latch || !Entry)
    return std::nullopt;
  // The step: x >> n, x / 2^n (halving) or x << n, x * 2^n (doubling) of a header phi.
  auto StepOf = [](Value *X, PHINode *&Phi, unsigned &N, bool &Halves) {
    auto *Op = dyn_cast<BinaryOperator>(X);
    if (!Op)
      return false;
    auto *K = dyn_cast<ConstantInt>(Op->getOperand(1));
    Phi = dyn_cast<PHINode>(Op->getOperand(0));
    if (!K || !Phi || K->getValue().getActiveBits() > 6)
      return false;
    uint64_t Kv = K->getZExtValue();
    switch (Op->getOpcode()) {
    case Instruction::LShr:
    case Instruction::AShr: N = static_cast<unsigned>(Kv); Halves = true; return N > 0;
    case Instruction::Shl: N = static_cast<unsigned>(Kv); Halves = false; return N > 0;
    case Instruction::UDiv:
    case Instruction::SDiv: Halves = true; break;
    case Instruction::Mul: Halves = false; break;
    default: return false;
    }
    if (Kv < 2 || (Kv & (Kv - 1)) != 0)
      return false;
    N = static_cast<unsigned>(llvm::Log2_64(Kv));
    return true;
  };
  GeometricValue G;
  PHINode *Phi = nullptr;
  if (auto *P = dyn_cast<PHINode>(V); P && P->getParent() == L->getHeader()) {
    Phi = P;
    PHINode *Back = nullptr;
    if (P->getBasicBlockIndex(Latch) < 0 || !StepOf(P->getIncomingValueForBlock(Latch), Back, G.Shift, G.Halves) ||
        Back != P)
      return std::nullopt;
  } else if (!StepOf(V, Phi, G.Shift, G.Halves) || Phi->getParent() != L->getHeader() ||
             Phi->getBasicBlockIndex(Latch) < 0 || Phi->getIncomingValueForBlock(Latch) != V) {
    return std::nullopt;
  } else {
    G.Step = 1;
  }
  if (Phi->getNumIncomingValues() != 2 || Phi->getBasicBlockIndex(Entry) < 0)
    return std::nullopt;
  Value *StartV = Phi->getIncomingValueForBlock(Entry);
  if (!StartV || !SE.isSCEVable(StartV->getType()))
    return std::nullopt;
  auto X = Sym.translate(SE.getSCEV(StartV));
  if (!X)
    return std::nullopt;
  G.Start = *X;
  return G;
}

Expr ModelBuilder::halvingIterationsAbove(const GeometricValue &G, const Expr &Above) {
  return max(Expr(0.0), floorDiv(ilog2(G.Start / (Above + Expr(1.0))), Expr(double(G.Shift))) -
                            Expr(double(G.Step)) + Expr(1.0));
}

/// Loops whose variable halves or doubles (`for (i = n / 2; i > 0; i >>= 1)`,
/// `for (s = 1; s < n; s *= 2)`), which ScalarEvolution does not count. With
/// v_k the tested value at iteration k (the phi, X * 2^(-+n k), or its update,
/// one step further: s = 1), the exiting block runs 1 + #{k : continue(v_k)}:
///   halving, continue while v > c : 1 + max(0, floor(ilog2(X / (c + 1)) / n) - s + 1)
///   doubling, continue while v < c: 1 + max(0, -floor(ilog2(X / c) / n) - s)
/// (ceil(log2 y) = -floor(log2(1 / y))). Values are taken as non-negative.
std::optional<Expr> ModelBuilder::geometricTripCount(const Loop *L) {
  std::optional<ExitTest> Test = exitTest(L);
  if (!Test)
    return std::nullopt;
  ICmpInst *Cmp = Test->Cmp;
  CmpInst::Predicate Pred = Test->Pred;
  // The bound: a loop-invariant value (a constant, blockDim.x, an argument).
  Value *V = Cmp->getOperand(0), *B = Cmp->getOperand(1);
  if (!SE.isSCEVable(B->getType()) || !SE.isLoopInvariant(SE.getSCEV(B), L)) {
    std::swap(V, B);
    Pred = CmpInst::getSwappedPredicate(Pred);
  }
  if (!SE.isSCEVable(B->getType()) || !SE.isLoopInvariant(SE.getSCEV(B), L))
    return std::nullopt;
  std::optional<Expr> Bound = Sym.translate(SE.getSCEV(B));
  if (!Bound)
    return std::nullopt;
  std::optional<GeometricValue> G = geometricValue(V, L);
  if (!G)
    return std::nullopt;
  Expr Count;
  if (G->Halves) {
    Expr Above; // continue while v > Above, i.e. v >= Above + 1
    switch (Pred) {
    case CmpInst::ICMP_UGT: case CmpInst::ICMP_SGT: Above = *Bound; break;
    case CmpInst::ICMP_UGE: case CmpInst::ICMP_SGE: Above = *Bound - Expr(1.0); break;
    case CmpInst::ICMP_NE: if (!Bound->isConstant(0.0)) return std::nullopt; Above = Expr(0.0); break;
    default: return std::nullopt;
    }
    if (Above.isConstant() && Above.constantValue() < 0)
      return std::nullopt; // never ends for non-negative values
    Count = halvingIterationsAbove(*G, Above);
  } else {
    Expr Below; // continue while v < Below
    switch (Pred) {
    case CmpInst::ICMP_ULT: case CmpInst::ICMP_SLT: Below = *Bound; break;
    case CmpInst::ICMP_ULE: case CmpInst::ICMP_SLE: Below = *Bound + Expr(1.0); break;
    default: return std::nullopt;
    }
    if (Below.isConstant() && Below.constantValue() <= 0)
      return std::nullopt;
    Count = max(Expr(0.0), Expr(0.0) - floorDiv(ilog2(G->Start / Below), Expr(double(G->Shift))) -
                               Expr(double(G->Step)));
  }
  return Count + Expr(1.0);
}

Expr ModelBuilder::tripCount(const Loop *L) {
  std::string Name = loopName(L);
  std::optional<Expr> T;
  const SCEV *Btc = SE.getBackedgeTakenCount(L);
  if (!isa<SCEVCouldNotCompute>(Btc))
    if (auto E = Sym.translate(Btc))
      T = *E + Expr(1.0);
  if (!T) {
    T = solveExitTest(L);
    if (T)
      note(fmt::format("loop {}: trip count {} solved from the exit test (no overflow, step sign "
                       "as the comparison implies)",
                       Name, withMeanIterations(*T).str()));
  }
  if (!T) {
    T = geometricTripCount(L);
    if (T)
      note(fmt::format("loop {}: trip count {} from its halving/doubling variable", Name, T->str()));
  }
  if (!T) {
    double Default = Opts.DefaultTripCount;
    const SCEV *Max = SE.getConstantMaxBackedgeTakenCount(L);
    if (auto *C = dyn_cast<SCEVConstant>(Max); C && C->getAPInt().getActiveBits() < 53)
      Default = std::min(Default, static_cast<double>(C->getAPInt().getZExtValue()) + 1);
    std::string S = "trip." + Name;
    if (auto It = Opts.SymbolValues.find(S); It != Opts.SymbolValues.end())
      Default = It->second;
    M.SymbolDefaults[S] = Default;
    // A loop with a data-dependent exit beside a counted one (`j < n && !found`)
    // runs at most the counted bound: the user's best guide for --trip.
    std::string Bound;
    const SCEV *SymMax = SE.getSymbolicMaxBackedgeTakenCount(L);
    if (!isa<SCEVCouldNotCompute>(SymMax) && !isa<SCEVConstant>(SymMax))
      if (auto E = Sym.translate(SymMax))
        Bound = fmt::format("; at most {} iterations", (*E + Expr(1.0)).str());
    note(fmt::format("loop {}: trip count unknown, symbol {} (default {}{})", Name, S, Default, Bound));
    T = Expr::symbol(S);
  }
  return withMeanIterations(*T);
}

} // namespace kc::detail
