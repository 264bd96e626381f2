// The kernel analysis pass: classification + block times + SCEV trip counts +
// branch conditions -> the symbolic per-thread KernelModel (see KernelAnalysis.h).
#include "analyzer/KernelAnalysis.h"

#include "analyzer/AccessPattern.h"
#include "analyzer/CriticalPath.h"
#include "analyzer/InstrClassifier.h"
#include "analyzer/SymbolicSCEV.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

#include <cmath>
#include <set>

using namespace llvm;

namespace kc {

AnalysisKey KernelAnalysis::Key;

namespace {

const std::array<const char *, 3> Dims = {"x", "y", "z"};

/// \p E mod 32 for an integer-valued \p E, without the terms that are multiples
/// of 32 (k*Width with 32 | k): `(32*width + 4) mod 32` is 4, not a formula.
Expr mod32(const Expr &E) {
  auto Multiple = [](const Expr &T) {
    if (T.isConstant())
      return std::fmod(T.constantValue(), 32.0) == 0;
    if (T.kind() != ExprKind::Mul)
      return false;
    for (const Expr &Op : T.operands())
      if (Op.isConstant() && Op.constantValue() == std::floor(Op.constantValue()) &&
          std::fmod(Op.constantValue(), 32.0) == 0)
        return true;
    return false;
  };
  if (Multiple(E))
    return Expr(0.0);
  if (E.kind() == ExprKind::Add) {
    Expr Sum(0.0);
    for (const Expr &T : E.operands())
      if (!Multiple(T))
        Sum = Sum + (T.isConstant() ? Expr(T.constantValue() - 32.0 * std::floor(T.constantValue() / 32.0)) : T);
    if (Sum.isConstant())
      return Expr(Sum.constantValue() - 32.0 * std::floor(Sum.constantValue() / 32.0));
    return mod(Sum, Expr(32.0));
  }
  return mod(E, Expr(32.0));
}

/// Whether \p V is computed from a value read from memory (a load, an atomic, a
/// call other than a special-register read), following operands and phis.
bool dependsOnLoadedData(const Value *V) {
  SmallPtrSet<const Value *, 32> Seen;
  SmallVector<const Value *, 16> Work{V};
  while (!Work.empty()) {
    const Value *X = Work.pop_back_val();
    if (!Seen.insert(X).second)
      continue;
    auto *I = dyn_cast<Instruction>(X);
    if (!I)
      continue; // arguments, constants, globals
    if (isa<LoadInst>(I) || isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I))
      return true;
    if (auto *Call = dyn_cast<CallBase>(I)) {
      const Function *F = Call->getCalledFunction();
      if (!F || !F->getName().starts_with("llvm.nvvm.read.ptx.sreg."))
        return true;
      continue;
    }
    for (const Value *Op : I->operands())
      Work.push_back(Op);
  }
  return false;
}

/// Threads of one wave that read the address \p Ptr: the product of the block
/// extents along the thread indices it does not depend on, times the blocks of
/// a wave it does not depend on. A wave is wave.blocks consecutive linear block
/// ids (x fastest); it holds min(gdim.x, W) distinct bid.x values,
/// min(gdim.y, max(1, W / gdim.x)) bid.y values and min(gdim.z, max(1, W /
/// (gdim.x gdim.y))) bid.z values, so max(1, W / (distinct values of the
/// indices the address depends on)) blocks share each address. \p Independent
/// answers whether the address is the same for every value of an index.
template <typename IndepFn> Expr waveSharers(IndepFn &&Independent) {
  Expr Threads(1.0);
  for (const char *D : Dims)
    if (Independent(std::string("tid.") + D))
      Threads = Threads * Expr::symbol(std::string("bdim.") + D);
  Expr W = Expr::symbol("wave.blocks");
  Expr GX = Expr::symbol("gdim.x"), GY = Expr::symbol("gdim.y"), GZ = Expr::symbol("gdim.z");
  Expr Distinct[3] = {min(GX, W), min(GY, max(Expr(1.0), W / GX)),
                      min(GZ, max(Expr(1.0), W / (GX * GY)))};
  Expr Dependent(1.0);
  bool AllDependent = true;
  for (unsigned D = 0; D < 3; ++D) {
    if (Independent(std::string("bid.") + Dims[D]))
      AllDependent = false;
    else
      Dependent = Dependent * Distinct[D];
  }
  Expr Blocks = AllDependent ? Expr(1.0) : max(Expr(1.0), W / Dependent);
  return Threads * Blocks;
}

/// Where the analysis gets its facts; one per analyzed function.
class ModelBuilder {
public:
  ModelBuilder(Function &F, ScalarEvolution &SE, llvm::LoopInfo &LI, DominatorTree &DT, PostDominatorTree &PDT,
               const AnalysisOptions &Opts)
      : F(F), SE(SE), LI(LI), DT(DT), PDT(PDT), Opts(Opts),
        Sym(SE, [this](const Loop *L) { return loopName(L); }),
        PathOpts(PathOptions::withWeights(Opts.PathRankingCosts, Opts.MaxPathsPerInstruction)) {}

  KernelModel build();

private:
  // --- source locations -----------------------------------------------------
  SourceLocation locOf(const DILocation *DL) const;
  SourceLocation locOf(const Instruction &I) const;

  // --- structure --------------------------------------------------------------
  std::string loopName(const Loop *L) const {
    auto It = LoopNames.find(L);
    return It == LoopNames.end() ? std::string("L?") : It->second;
  }
  void nameLoops();
  void classify();
  Expr tripCount(const Loop *L);
  /// The single exit test of a loop whose exiting block dominates the latch, with
  /// the predicate under which the loop continues.
  struct ExitTest {
    ICmpInst *Cmp;
    CmpInst::Predicate Pred;
  };
  std::optional<ExitTest> exitTest(const Loop *L) const;
  std::optional<Expr> solveExitTest(const Loop *L);
  /// A loop variable that halves or doubles: v_k = Start * 2^(-+Shift (k + Step)),
  /// for V the header phi (Step 0) or its update (Step 1).
  struct GeometricValue {
    Expr Start;
    unsigned Shift = 1, Step = 0;
    bool Halves = true;
  };
  std::optional<GeometricValue> geometricValue(Value *V, const Loop *L);
  /// Iterations k >= 0 with v_k > Above for a halving variable:
  /// max(0, floor(ilog2(Start / (Above + 1)) / Shift) - Step + 1).
  static Expr halvingIterationsAbove(const GeometricValue &G, const Expr &Above);
  std::optional<Expr> geometricTripCount(const Loop *L);
  std::optional<Expr> geometricBranch(const BranchInst &BI);
  Expr withMeanIterations(const Expr &E) const;
  /// The node standing for \p BB in region \p R: BB itself, or the header of
  /// the outermost loop inside R that contains BB.
  const BasicBlock *nodeOf(const BasicBlock *BB, const Loop *R) const;
  void regionConditions(const Loop *R);
  Expr edgeCondition(const BasicBlock *P, const BasicBlock *N);
  Expr branchCondition(const BranchInst &BI);
  Expr probabilitySymbol(const Instruction &I);
  void frequencies(const Loop *R, const Expr &EntryFreq);
  Expr regionTime(const Loop *R, bool Delay);

  // --- facts -------------------------------------------------------------------
  /// Global accesses of one basic block to the same array at constant offsets of
  /// each other (a thread reading a whole small struct, `v[9*i + 0..8]`): the
  /// warp's requests of the group together touch the sectors of their joint span.
  struct NeighbourGroup {
    unsigned Members = 1;
    int64_t OffsetFromStart = 0; ///< this access's offset from the group's lowest
    unsigned SpanBytes = 0;      ///< lowest offset to the end of the highest access
  };
  std::map<const Instruction *, NeighbourGroup> neighbourGroups(const BasicBlock &BB);
  void memoryAccesses();
  void totals();
  void lines();
  void loopsInfo();
  void header();

  Function &F;
  ScalarEvolution &SE;
  llvm::LoopInfo &LI;
  DominatorTree &DT;
  PostDominatorTree &PDT;
  const AnalysisOptions &Opts;
  SymbolicSCEV Sym;
  PathOptions PathOpts;
  KernelModel M;
  std::string KernelFile;

  std::vector<const BasicBlock *> Rpo;
  DenseMap<const Loop *, std::string> LoopNames;
  DenseMap<const Instruction *, ClassifiedInstr> Classes;
  DenseMap<const Loop *, Expr> Trips;
  std::map<std::string, Expr> IterMeans;
  /// Per region (nullptr = the function): condition of each node relative to the region's entry.
  DenseMap<const Loop *, DenseMap<const BasicBlock *, Expr>> Conds;
  DenseMap<const BasicBlock *, Expr> Freq;
  DenseMap<const BasicBlock *, BlockTime> Times;
  DenseMap<const Loop *, Expr> IterationTimes;
  /// Replay cycles (bank conflicts, extra cache lines) per source line, added to the line costs.
  std::map<unsigned, std::pair<SourceLocation, Expr>> ReplaysByLine;
  DenseMap<const BranchInst *, Expr> BranchConds;
  std::map<std::string, unsigned> ProbNamesUsed;
  std::set<std::string> NoteSet;

  void note(std::string N) {
    if (NoteSet.insert(N).second)
      M.Notes.push_back(std::move(N));
  }
};

SourceLocation ModelBuilder::locOf(const DILocation *DL) const {
  SourceLocation L;
  // Inside the kernel's file keep the innermost location (a __device__ helper's
  // own line); code inlined from other files (headers) is charged to its call site.
  while (DL && DL->getFilename() != KernelFile && DL->getInlinedAt())
    DL = DL->getInlinedAt();
  if (!DL)
    return L;
  L.File = DL->getFilename().str();
  L.Line = DL->getLine();
  L.Column = DL->getColumn();
  return L;
}

SourceLocation ModelBuilder::locOf(const Instruction &I) const {
  if (const DILocation *DL = I.getDebugLoc().get(); DL && DL->getLine())
    return locOf(DL);
  // No location of its own: the nearest located instruction of the block.
  for (const Instruction *P = I.getPrevNode(); P; P = P->getPrevNode())
    if (const DILocation *DL = P->getDebugLoc().get(); DL && DL->getLine())
      return locOf(DL);
  for (const Instruction *N = I.getNextNode(); N; N = N->getNextNode())
    if (const DILocation *DL = N->getDebugLoc().get(); DL && DL->getLine())
      return locOf(DL);
  return {};
}

void ModelBuilder::nameLoops() {
  std::map<std::string, unsigned> Used;
  for (const Loop *L : LI.getLoopsInPreorder()) {
    SourceLocation Loc;
    if (DebugLoc Start = L->getStartLoc())
      Loc = locOf(Start.get());
    if (!Loc.Line)
      Loc = locOf(*L->getHeader()->getFirstNonPHIOrDbg());
    std::string Base = Loc.Line ? fmt::format("L{}", Loc.Line) : std::string("L0");
    unsigned N = ++Used[Base];
    LoopNames[L] = N == 1 ? Base : fmt::format("{}_{}", Base, N);
  }
}

void ModelBuilder::classify() {
  // Address arithmetic of GEPs that differ from a dominating GEP only in
  // constant indices or a constant (global) base folds into the memory
  // instruction's immediate offset: computed once.
  using GepKey = std::pair<const Value *, std::vector<std::pair<unsigned, const Value *>>>;
  std::map<GepKey, std::vector<const Instruction *>> Geps;
  SmallPtrSet<const Instruction *, 16> FusedMuls;
  for (Instruction &I : instructions(F)) {
    ClassifiedInstr C = classifyInstruction(I);
    if (auto *GEP = dyn_cast<GetElementPtrInst>(&I); GEP && !C.isFree()) {
      GepKey K;
      K.first = isa<Constant>(GEP->getPointerOperand()) ? nullptr : GEP->getPointerOperand();
      for (unsigned Idx = 1; Idx < GEP->getNumOperands(); ++Idx)
        if (!isa<Constant>(GEP->getOperand(Idx)))
          K.second.push_back({Idx, GEP->getOperand(Idx)});
      auto &Prior = Geps[K];
      if (std::any_of(Prior.begin(), Prior.end(), [&](const Instruction *P) { return DT.dominates(P, &I); }))
        C.Parts.clear();
      else
        Prior.push_back(&I);
    }
    // An unconditional branch is free when it falls through; a loop's back edge is a real `bra`.
    if (auto *BI = dyn_cast<BranchInst>(&I); BI && BI->isUnconditional()) {
      const Loop *L = LI.getLoopFor(BI->getParent());
      if (L && BI->getSuccessor(0) == L->getHeader())
        C.Parts.push_back({InstrClass::Branch, 1});
    }
    // The NVPTX backend fuses a contractable fmul feeding a contractable
    // fadd/fsub into one fma: the add becomes the fma, the multiply is free.
    if ((I.getOpcode() == Instruction::FAdd || I.getOpcode() == Instruction::FSub) && I.hasAllowContract()) {
      for (const Value *Op : I.operands()) {
        auto *Mul = dyn_cast<Instruction>(Op);
        if (Mul && Mul->getOpcode() == Instruction::FMul && Mul->hasAllowContract() && Mul->hasOneUse() &&
            !C.Parts.empty()) {
          InstrClass Fma = C.Parts[0].first == InstrClass::Fp64Add   ? InstrClass::Fp64Fma
                           : C.Parts[0].first == InstrClass::Fp32Add ? InstrClass::Fp32Fma
                                                                     : C.Parts[0].first;
          C.Parts[0].first = Fma;
          FusedMuls.insert(Mul);
          break;
        }
      }
    }
    if (C.UnknownCall) {
      auto *CB = cast<CallBase>(&I);
      std::string Callee = CB->getCalledFunction() ? CB->getCalledFunction()->getName().str() : "an indirect target";
      note(fmt::format("line {}: call to {} is not analyzed (counted as a call and return)", locOf(I).Line,
                       demangle(Callee)));
    }
    if (C.IsMemory && C.Space == AddressSpace::Generic)
      note(fmt::format("line {}: generic pointer of unknown origin, counted as global memory", locOf(I).Line));
    Classes[&I] = std::move(C);
  }
  for (const Instruction *Mul : FusedMuls)
    Classes[Mul].Parts.clear();
}

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
    note(fmt::format("loop {}: trip count unknown, symbol {} (default {})", Name, S, Default));
    T = Expr::symbol(S);
  }
  return withMeanIterations(*T);
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
    std::string Text = C->str();
    if (Text.find('%') != std::string::npos || Text.find("floor") != std::string::npos) {
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

Expr ModelBuilder::edgeCondition(const BasicBlock *P, const BasicBlock *N) {
  const Instruction *T = P->getTerminator();
  unsigned ToN = 0, Succs = T->getNumSuccessors();
  for (unsigned I = 0; I < Succs; ++I)
    ToN += T->getSuccessor(I) == N;
  if (Succs == 0 || ToN == Succs)
    return Expr(1.0);
  // The unique exiting block of a loop that is not its latch (a loop not
  // rotated): it runs trip times and leaves once, so it stays in (trip-1)/trip.
  if (const Loop *L = LI.getLoopFor(P); L && L->contains(N) && L->getExitingBlock() == P &&
                                         L->getLoopLatch() != P && Trips.count(L))
    return Expr(1.0) - Expr(1.0) / Trips[L];
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

Expr ModelBuilder::regionTime(const Loop *R, bool Delay) {
  Expr Sum(0.0);
  for (auto &[BB, Cond] : Conds[R]) {
    if (LI.getLoopFor(BB) != R)
      continue;
    const BlockTime &T = Times[BB];
    Sum = Sum + Cond * (Delay ? T.Delay.toExpr() : T.Time);
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

std::map<const Instruction *, ModelBuilder::NeighbourGroup>
ModelBuilder::neighbourGroups(const BasicBlock &BB) {
  struct Member {
    const Instruction *I;
    int64_t Offset; ///< from the cluster's first access
  };
  struct Cluster {
    const SCEV *Leader;
    bool Store;
    unsigned Bytes;
    std::vector<Member> Members;
  };
  std::vector<Cluster> Clusters;
  for (const Instruction &I : BB) {
    const ClassifiedInstr &C = Classes[&I];
    if (!C.IsMemory || C.IsAtomic || !C.Pointer || !SE.isSCEVable(C.Pointer->getType()) ||
        (C.Space != AddressSpace::Global && C.Space != AddressSpace::Generic))
      continue;
    const SCEV *Ptr = SE.getSCEV(const_cast<Value *>(C.Pointer));
    bool Joined = false;
    for (Cluster &Cl : Clusters) {
      if (Cl.Store != C.IsStore || Cl.Bytes != C.Bytes)
        continue;
      if (auto *D = dyn_cast<SCEVConstant>(SE.getMinusSCEV(Ptr, Cl.Leader));
          D && D->getAPInt().getSignificantBits() <= 32) {
        Cl.Members.push_back({&I, D->getAPInt().getSExtValue()});
        Joined = true;
        break;
      }
    }
    if (!Joined)
      Clusters.push_back({Ptr, C.IsStore, C.Bytes, {{&I, 0}}});
  }
  std::map<const Instruction *, NeighbourGroup> Out;
  for (const Cluster &Cl : Clusters) {
    if (Cl.Members.size() < 2)
      continue;
    int64_t Lo = Cl.Members.front().Offset, Hi = Lo;
    for (const Member &Mb : Cl.Members) {
      Lo = std::min(Lo, Mb.Offset);
      Hi = std::max(Hi, Mb.Offset + static_cast<int64_t>(Cl.Bytes));
    }
    if (Hi - Lo > 128) // a small struct or vector, not two far-apart elements
      continue;
    for (const Member &Mb : Cl.Members)
      Out[Mb.I] = {static_cast<unsigned>(Cl.Members.size()), Mb.Offset - Lo, static_cast<unsigned>(Hi - Lo)};
  }
  return Out;
}

void ModelBuilder::memoryAccesses() {
  struct Key {
    unsigned Line, Column;
    AddressSpace Space;
    bool Store, Atomic;
    unsigned Bytes;
    std::string Verdict;
    auto tie() const { return std::tie(Line, Column, Space, Store, Atomic, Bytes, Verdict); }
    bool operator<(const Key &O) const { return tie() < O.tie(); }
  };
  std::map<Key, size_t> Index;
  Expr LoadB(0.0), StoreB(0.0), Uncoal(0.0), Sectors(0.0), SharedB(0.0), LocalB(0.0), ConstB(0.0);
  Expr L1Weighted(0.0), L2Weighted(0.0), GlobalAll(0.0);
  std::set<double> L1Values, L2Values;
  bool AnyShared = false;
  Expr Replays(0.0);
  auto AddReplays = [&](const SourceLocation &Loc, const Expr &Extra) {
    Replays = Replays + Extra;
    auto [It, New] = ReplaysByLine.try_emplace(Loc.Line, SourceLocation{Loc.File, Loc.Line, 0}, Expr(0.0));
    It->second.second = It->second.second + Extra;
  };
  // Compute capability 2.x/3.x: per-line replays; 3.x: 64-bit banks (paired words).
  bool LineReplays = StringRef(M.Arch).starts_with("sm_2") || StringRef(M.Arch).starts_with("sm_3");
  bool PairedBanks = StringRef(M.Arch).starts_with("sm_3");
  for (const BasicBlock *BB : Rpo) {
    std::map<const Instruction *, NeighbourGroup> Groups = neighbourGroups(*BB);
    for (const Instruction &I : *BB) {
      const ClassifiedInstr &C = Classes[&I];
      if (!C.IsMemory)
        continue;
      MemoryAccess A;
      A.Loc = locOf(I);
      A.Space = C.Space == AddressSpace::Generic ? AddressSpace::Global : C.Space;
      A.IsStore = C.IsStore;
      A.IsAtomic = C.IsAtomic;
      A.BytesPerThread = C.Bytes;
      A.Executions = Freq[BB];
      AccessStrides S;
      S.Bytes = C.Bytes;
      S.Misalignment = Expr(0.0);
      const SCEV *Ptr = C.Pointer && SE.isSCEVable(C.Pointer->getType())
                            ? SE.getSCEV(const_cast<Value *>(C.Pointer))
                            : nullptr;
      if (Ptr) {
        std::optional<Expr> *Out[3] = {&S.X, &S.Y, &S.Z};
        for (unsigned D = 0; D < 3; ++D)
          if (auto K = Sym.coefficient(Ptr, std::string("tid.") + Dims[D]))
            *Out[D] = withMeanIterations(*K);
        const SCEV *Base = SE.getPointerBase(Ptr);
        const SCEV *Offset = isa<SCEVCouldNotCompute>(Base) ? nullptr : SE.getMinusSCEV(Ptr, Base);
        if (Offset && !isa<SCEVCouldNotCompute>(Offset))
          if (auto O = Sym.translate(Offset)) {
            std::map<std::string, Expr> Zero;
            for (const std::string &Name : O->symbols())
              if (StringRef(Name).starts_with("tid.") || StringRef(Name).starts_with("bid.") ||
                  StringRef(Name).starts_with("iter."))
                Zero[Name] = Expr(0.0);
            S.Misalignment = mod32(O->substitute(Zero));
          }
      }
      A.StrideX = S.X;
      A.StrideY = S.Y;
      A.StrideZ = S.Z;
      Expr Bytes = Expr(static_cast<double>(C.Bytes)) * A.Executions;
      switch (A.Space) {
      case AddressSpace::Global:
      case AddressSpace::Generic: {
        GlobalPattern P = globalPattern(S);
        A.SectorsPerRequest = P.Sectors;
        A.Verdict = P.Verdict;
        // With neighbours at constant offsets, DRAM moves the group's joint span:
        // its uncoalesced share is the group's (a whole 36-byte struct per thread
        // is coalesced as a group though each 4-byte load alone is not).
        Expr UncoalShare = P.UncoalescedShare;
        if (auto G = Groups.find(&I); G != Groups.end() && S.X) {
          AccessStrides Joint = S;
          Joint.Bytes = G->second.SpanBytes;
          Joint.Misalignment = mod32(S.Misalignment - Expr(double(G->second.OffsetFromStart)) + Expr(128.0));
          GlobalPattern GP = globalPattern(Joint);
          UncoalShare = GP.UncoalescedShare;
          A.Verdict += fmt::format("; with {} neighbouring accesses ({} B span): {} sectors per request for all",
                                   G->second.Members - 1, G->second.SpanBytes,
                                   GP.Sectors.substitute({{"bdim.x", Expr(32.0)}, {"bdim.y", Expr(32.0)},
                                                          {"bdim.z", Expr(1.0)}}).str());
        }
        if (C.Space == AddressSpace::Generic)
          A.Verdict += " (generic pointer, assumed global)";
        const Loop *L = LI.getLoopFor(BB);
        bool Reused = !C.IsStore && L && Ptr && SE.isLoopInvariant(Ptr, L);
        A.L1HitFraction = C.IsStore ? 0.0 : Reused ? 1.0 : Opts.DefaultL1Hit;
        A.L2HitFraction = Reused ? 0.0 : Opts.DefaultL2Hit;
        if (Reused)
          A.Verdict += "; same address every iteration of loop " + loopName(L) + ": L1 hit";
        // Loads other threads of the wave also make: only the first reader goes to
        // DRAM, the others hit in L2 (1 - 1/sharers of what L1 and L2 do not serve).
        Expr MissShare(1.0 - A.L1HitFraction - A.L2HitFraction);
        Expr L2Share(A.L2HitFraction);
        // Compute capability 2.x/3.x: a warp request is broken into one request per
        // 128-byte cache line, issued independently (CUDA C++ Programming Guide,
        // compute capability 2.x global memory): each line past the first is
        // one more issue of the instruction.
        if (LineReplays && !C.IsAtomic) {
          Expr Extra = A.Executions * max(Expr(0.0), P.Lines - Expr(1.0)) *
                       Expr::symbol(C.IsStore ? "del.store_global" : "del.load_global");
          if (!Extra.isConstant(0.0))
            AddReplays(A.Loc, Extra);
        }
        // Only an address made of indices, arguments, constants and loop
        // iterations can be shared: one computed from loaded data (a pointer
        // chase, a gather through an index array) is read by its own thread only.
        bool Opaque = !Ptr || SCEVExprContains(Ptr, [](const SCEV *X) {
                        auto *U = dyn_cast<SCEVUnknown>(X);
                        return U && dependsOnLoadedData(U->getValue());
                      });
        if (!C.IsStore && !C.IsAtomic && !Opaque && !Reused) {
          Expr Sharers = waveSharers([&](const std::string &Index) {
            std::optional<Expr> K = Sym.coefficient(Ptr, Index);
            return K && K->isConstant(0.0);
          });
          if (!Sharers.isConstant(1.0)) {
            A.SharedBy = Sharers;
            L2Share = L2Share + MissShare * (Expr(1.0) - Expr(1.0) / Sharers);
            A.Verdict += "; address shared by " + Sharers.str() + " threads of a wave";
          }
        }
        if (C.IsStore)
          StoreB = StoreB + Bytes;
        else
          LoadB = LoadB + Bytes;
        // Uncoalesced requests cost their sectors wherever they hit: not scaled by sharing.
        Uncoal = Uncoal + Bytes * UncoalShare;
        Sectors = Sectors + A.Executions * P.Sectors / Expr(32.0);
        L1Weighted = L1Weighted + Bytes * Expr(A.L1HitFraction);
        L2Weighted = L2Weighted + Bytes * L2Share;
        if (A.SharedBy)
          AnyShared = true;
        GlobalAll = GlobalAll + Bytes;
        L1Values.insert(A.L1HitFraction);
        L2Values.insert(A.L2HitFraction);
        break;
      }
      case AddressSpace::Shared: {
        SharedPattern P = sharedPattern(S, Opts.BlockDim, PairedBanks);
        A.BankConflictWays = P.Ways;
        // Without a block shape the degree depends on how many threadIdx.x a
        // warp row holds: evaluate rows of 1, 2, 4, 8, 16 and 32 threads.
        Expr Ways(static_cast<double>(P.Ways));
        if (!Opts.BlockDim) {
          for (unsigned Wd : {16u, 8u, 4u, 2u, 1u}) {
            unsigned W = sharedPattern(S, std::array<unsigned, 3>{Wd, 32 / Wd, 1}, PairedBanks).Ways;
            Ways = select(lt(Expr::symbol("bdim.x"), Expr(2.0 * Wd)), Expr(static_cast<double>(W)), Ways);
          }
        }
        if (!Ways.isConstant(1.0)) {
          A.BankConflicts = Ways;
          Expr Del = Expr::symbol(C.IsStore ? "del.store_shared" : "del.load_shared");
          AddReplays(A.Loc, A.Executions * (Ways - Expr(1.0)) * Del);
        }
        A.Verdict = P.Verdict;
        A.SectorsPerRequest = Expr(0.0);
        SharedB = SharedB + Bytes;
        break;
      }
      case AddressSpace::Local:
        A.Verdict = "local memory (per-thread stack or spill)";
        A.SectorsPerRequest = globalPattern(S).Sectors;
        LocalB = LocalB + Bytes;
        break;
      case AddressSpace::Constant:
        A.Verdict = S.X && S.X->isConstant(0.0) ? "constant cache broadcast"
                                                 : "constant memory, lanes read different addresses (serialized)";
        A.SectorsPerRequest = Expr(0.0);
        ConstB = ConstB + Bytes;
        break;
      }
      Key K{A.Loc.Line, A.Loc.Column, A.Space, A.IsStore, A.IsAtomic, A.BytesPerThread, A.Verdict};
      if (auto It = Index.find(K); It != Index.end()) {
        M.Accesses[It->second].Executions = M.Accesses[It->second].Executions + A.Executions;
      } else {
        Index[K] = M.Accesses.size();
        M.Accesses.push_back(std::move(A));
      }
    }
  }
  // Bank-conflict and cache-line replays issue the request again, in the warp's
  // own instruction stream: they add to its issue cycles and its time.
  M.Delay = M.Delay + Replays;
  M.Time = M.Time + Replays;
  M.GlobalLoadBytes = LoadB;
  M.GlobalStoreBytes = StoreB;
  M.UncoalescedBytes = Uncoal;
  M.GlobalSectors = Sectors;
  M.SharedBytes = SharedB;
  M.LocalBytes = LocalB;
  M.ConstantBytes = ConstB;
  M.L1HitFraction = L1Values.size() <= 1 ? Expr(L1Values.empty() ? Opts.DefaultL1Hit : *L1Values.begin())
                                         : L1Weighted / max(GlobalAll, Expr(1.0));
  M.L2HitFraction = L2Values.size() <= 1 && !AnyShared
                        ? Expr(L2Values.empty() ? Opts.DefaultL2Hit : *L2Values.begin())
                        : L2Weighted / max(GlobalAll, Expr(1.0));
}

void ModelBuilder::totals() {
  std::array<std::vector<Expr>, NumInstrClasses> Mix;
  Expr Syncs(0.0), Atomics(0.0);
  for (const BasicBlock *BB : Rpo) {
    std::array<unsigned, NumInstrClasses> Counts{};
    unsigned Barriers = 0, Atoms = 0;
    for (const Instruction &I : *BB) {
      const ClassifiedInstr &C = Classes[&I];
      for (auto [Class, N] : C.Parts)
        Counts[static_cast<unsigned>(Class)] += N;
      Barriers += C.IsBarrier;
      Atoms += C.IsAtomic;
    }
    const Expr &Fr = Freq[BB];
    for (unsigned K = 0; K < NumInstrClasses; ++K)
      if (Counts[K])
        Mix[K].push_back(Expr(static_cast<double>(Counts[K])) * Fr);
    if (Barriers)
      Syncs = Syncs + Expr(static_cast<double>(Barriers)) * Fr;
    if (Atoms)
      Atomics = Atomics + Expr(static_cast<double>(Atoms)) * Fr;
  }
  for (unsigned K = 0; K < NumInstrClasses; ++K) {
    if (Mix[K].empty())
      continue;
    Expr Sum(0.0);
    for (const Expr &E : Mix[K])
      Sum = Sum + E;
    M.InstructionMix[std::string(InstrClassNames[K])] = Sum;
  }
  M.Syncs = Syncs;
  M.Atomics = Atomics;
}

void ModelBuilder::lines() {
  std::map<unsigned, Expr> ByLine;
  std::map<unsigned, SourceLocation> Locs;
  for (const BasicBlock *BB : Rpo) {
    std::map<unsigned, LinearForm> Part;
    for (auto &[I, Form] : Times[BB].Critical) {
      SourceLocation L = locOf(*I);
      Part[L.Line] += Form;
      if (!Locs.count(L.Line))
        Locs[L.Line] = SourceLocation{L.File, L.Line, 0};
    }
    for (auto &[Line, Form] : Part) {
      Expr T = Form.toExpr() * Freq[BB];
      auto It = ByLine.find(Line);
      if (It == ByLine.end())
        ByLine.emplace(Line, T);
      else
        It->second = It->second + T;
    }
  }
  for (auto &[Line, LocAndExtra] : ReplaysByLine) {
    auto It = ByLine.find(Line);
    if (It == ByLine.end()) {
      ByLine.emplace(Line, LocAndExtra.second);
      Locs[Line] = LocAndExtra.first;
    } else {
      It->second = It->second + LocAndExtra.second;
    }
  }
  for (auto &[Line, T] : ByLine)
    M.Lines.push_back(LineCost{Locs[Line], T});
}

void ModelBuilder::loopsInfo() {
  for (const Loop *L : LI.getLoopsInPreorder()) {
    kc::LoopInfo Info;
    if (DebugLoc Start = L->getStartLoc())
      Info.Loc = locOf(Start.get());
    if (!Info.Loc.Line)
      Info.Loc = locOf(*L->getHeader()->getFirstNonPHIOrDbg());
    Info.Name = loopName(L);
    Info.Depth = L->getLoopDepth();
    Info.TripCount = Trips[L];
    std::string S = "trip." + Info.Name;
    if (Info.TripCount.kind() == ExprKind::Symbol && Info.TripCount.symbolName() == S)
      Info.DefaultTrip = M.SymbolDefaults[S];
    if (auto It = IterationTimes.find(L); It != IterationTimes.end())
      Info.IterationTime = It->second;
    M.Loops.push_back(std::move(Info));
  }
}

void ModelBuilder::header() {
  M.MangledName = F.getName().str();
  M.Name = kernelDisplayName(F);
  if (DISubprogram *SP = F.getSubprogram()) {
    M.Loc.File = SP->getFilename().str();
    M.Loc.Line = SP->getLine();
  }
  for (const Argument &A : F.args()) {
    KernelParam P;
    P.Name = SymbolicSCEV::argumentSymbol(&A);
    std::string T;
    raw_string_ostream OS(T);
    A.getType()->print(OS);
    P.Type = OS.str();
    P.IsPointer = A.getType()->isPointerTy();
    M.Params.push_back(std::move(P));
  }
  if (F.hasFnAttribute("target-cpu"))
    M.Arch = F.getFnAttribute("target-cpu").getValueAsString().str();
  // Static shared memory: the addrspace(3) variables the kernel mentions.
  SmallPtrSet<const GlobalVariable *, 8> Shared;
  SmallVector<const Value *, 16> Work;
  SmallPtrSet<const Value *, 32> Seen;
  for (const Instruction &I : instructions(F))
    for (const Value *Op : I.operands())
      if (isa<Constant>(Op) && Seen.insert(Op).second)
        Work.push_back(Op);
  while (!Work.empty()) {
    const Value *V = Work.pop_back_val();
    if (auto *GV = dyn_cast<GlobalVariable>(V)) {
      if (GV->getAddressSpace() == 3)
        Shared.insert(GV);
      continue;
    }
    if (auto *CE = dyn_cast<ConstantExpr>(V))
      for (const Value *Op : CE->operands())
        if (Seen.insert(Op).second)
          Work.push_back(Op);
  }
  const DataLayout &DL = F.getParent()->getDataLayout();
  for (const GlobalVariable *GV : Shared) {
    uint64_t Size = DL.getTypeAllocSize(GV->getValueType());
    if (GV->isDeclaration() || Size == 0)
      M.UsesDynamicShared = true;
    else
      M.StaticSharedBytes += static_cast<unsigned>(Size);
  }
}

KernelModel ModelBuilder::build() {
  if (DISubprogram *SP = F.getSubprogram())
    KernelFile = SP->getFilename().str();
  ReversePostOrderTraversal<Function *> RPOT(&F);
  for (BasicBlock *BB : RPOT)
    Rpo.push_back(BB);
  header();
  nameLoops();
  classify();
  for (const Loop *L : LI.getLoopsInPreorder()) {
    Expr T = tripCount(L);
    Trips[L] = T;
    IterMeans["iter." + loopName(L)] = (T - Expr(1.0)) / Expr(2.0);
  }
  regionConditions(nullptr);
  for (const Loop *L : LI.getLoopsInPreorder())
    regionConditions(L);
  frequencies(nullptr, Expr(1.0));
  auto Classify = [this](const Instruction &I) -> const ClassifiedInstr & { return Classes[&I]; };
  for (const BasicBlock *BB : Rpo)
    Times[BB] = blockTime(*BB, Classify, PathOpts);
  M.Time = regionTime(nullptr, false);
  M.Delay = regionTime(nullptr, true);
  memoryAccesses();
  totals();
  lines();
  loopsInfo();
  return std::move(M);
}

} // namespace

KernelModel KernelAnalysis::run(Function &F, FunctionAnalysisManager &FAM) {
  auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &PDT = FAM.getResult<PostDominatorTreeAnalysis>(F);
  return ModelBuilder(F, SE, LI, DT, PDT, Opts).build();
}

PreservedAnalyses KernelAnalysisPrinterPass::run(Function &F, FunctionAnalysisManager &FAM) {
  if (!isKernel(F))
    return PreservedAnalyses::all();
  const KernelModel &M = FAM.getResult<KernelAnalysis>(F);
  OS << "kernel " << M.Name << "\n";
  OS << "  time   = " << M.Time.str() << "\n";
  OS << "  delay  = " << M.Delay.str() << "\n";
  OS << "  global load bytes  = " << M.GlobalLoadBytes.str() << "\n";
  OS << "  global store bytes = " << M.GlobalStoreBytes.str() << "\n";
  OS << "  uncoalesced bytes  = " << M.UncoalescedBytes.str() << "\n";
  OS << "  syncs  = " << M.Syncs.str() << "\n";
  for (const kc::LoopInfo &L : M.Loops)
    OS << "  loop " << L.Name << " depth " << L.Depth << " trip " << L.TripCount.str() << "\n";
  for (const MemoryAccess &A : M.Accesses)
    OS << "  line " << A.Loc.Line << ": " << static_cast<int>(A.Space) << (A.IsStore ? " store " : " load ")
       << A.BytesPerThread << " B: " << A.Verdict << "\n";
  return PreservedAnalyses::all();
}

Expected<KernelModel> analyzeKernel(Function &F, const AnalysisOptions &Opts) {
  if (F.isDeclaration())
    return createStringError(inconvertibleErrorCode(), "kernel '%s' has no body to analyze",
                             F.getName().str().c_str());
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassBuilder PB;
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  FAM.registerPass([&] { return KernelAnalysis(Opts); });
  try {
    return FAM.getResult<KernelAnalysis>(F);
  } catch (const std::exception &E) {
    return createStringError(inconvertibleErrorCode(), "analysis of kernel '%s' failed: %s",
                             F.getName().str().c_str(), E.what());
  }
}

bool isKernel(const Function &F) {
  if (F.getCallingConv() == CallingConv::PTX_Kernel)
    return true;
  if (NamedMDNode *NMD = F.getParent()->getNamedMetadata("nvvm.annotations"))
    for (const MDNode *Op : NMD->operands()) {
      if (Op->getNumOperands() < 3)
        continue;
      auto *V = dyn_cast_or_null<ValueAsMetadata>(Op->getOperand(0).get());
      auto *Kind = dyn_cast_or_null<MDString>(Op->getOperand(1).get());
      if (V && V->getValue() == &F && Kind && Kind->getString() == "kernel")
        return true;
    }
  return false;
}

std::string kernelDisplayName(const Function &F) {
  std::string Mangled = F.getName().str();
  ItaniumPartialDemangler D;
  if (D.partialDemangle(Mangled.c_str()))
    return Mangled;
  size_t N = 0;
  char *Buf = D.getFunctionName(nullptr, &N);
  std::string R = Buf ? std::string(Buf) : Mangled;
  std::free(Buf);
  return R;
}

} // namespace kc
