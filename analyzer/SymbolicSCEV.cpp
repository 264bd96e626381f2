// SCEV / IR value -> kc::Expr translation and thread-index strides (see SymbolicSCEV.h).
#include "analyzer/SymbolicSCEV.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Operator.h"

#include <cmath>

using namespace llvm;

namespace kc {
namespace {

/// Bounds the recursion of value translation (pathological IR).
constexpr unsigned MaxDepth = 48;

struct DepthGuard {
  unsigned &D;
  explicit DepthGuard(unsigned &D) : D(D) { ++D; }
  ~DepthGuard() { --D; }
};

std::optional<Expr> foldAll(ArrayRef<const SCEV *> Ops, SymbolicSCEV &T,
                            Expr (*Combine)(const Expr &, const Expr &)) {
  std::optional<Expr> Acc;
  for (const SCEV *Op : Ops) {
    auto E = T.translate(Op);
    if (!E)
      return std::nullopt;
    Acc = Acc ? Combine(*Acc, *E) : *E;
  }
  return Acc;
}

Expr addE(const Expr &A, const Expr &B) { return A + B; }
Expr mulE(const Expr &A, const Expr &B) { return A * B; }
Expr minE(const Expr &A, const Expr &B) { return min(A, B); }
Expr maxE(const Expr &A, const Expr &B) { return max(A, B); }

std::optional<double> constantOf(const Value *V) {
  if (auto *C = dyn_cast<ConstantInt>(V))
    return C->getBitWidth() <= 64 ? std::optional<double>(static_cast<double>(C->getSExtValue()))
                                  : std::nullopt;
  return std::nullopt;
}

} // namespace

SymbolicSCEV::SymbolicSCEV(ScalarEvolution &SE, std::function<std::string(const Loop *)> LoopName,
                           const LoopInfo *LI)
    : SE(SE), LoopName(std::move(LoopName)), LI(LI) {}

std::string SymbolicSCEV::sregSymbol(const Value *V) {
  auto *CB = dyn_cast<CallBase>(V);
  if (!CB || !CB->getCalledFunction())
    return {};
  StringRef Name = CB->getCalledFunction()->getName();
  if (!Name.consume_front("llvm.nvvm.read.ptx.sreg."))
    return {};
  std::pair<StringRef, StringRef> Map[] = {{"tid.", "tid."}, {"ntid.", "bdim."}, {"ctaid.", "bid."},
                                           {"nctaid.", "gdim."}};
  for (auto [Prefix, Sym] : Map)
    if (Name.starts_with(Prefix) && Name.size() == Prefix.size() + 1)
      return (Sym + Name.drop_front(Prefix.size())).str();
  return {};
}

std::string SymbolicSCEV::argumentSymbol(const Value *V) {
  auto *A = dyn_cast<Argument>(V);
  if (!A)
    return {};
  if (A->hasName())
    return A->getName().str();
  return "arg" + std::to_string(A->getArgNo());
}

std::optional<Expr> SymbolicSCEV::translate(const SCEV *S) {
  if (auto It = Cache.find(S); It != Cache.end())
    return It->second;
  if (Depth > MaxDepth)
    return std::nullopt;
  DepthGuard G(Depth);
  std::optional<Expr> R;
  if (auto *C = dyn_cast<SCEVConstant>(S)) {
    const APInt &V = C->getAPInt();
    if (V.getBitWidth() <= 64)
      R = Expr(V.getBitWidth() == 1 ? static_cast<double>(V.getZExtValue())
                                      : static_cast<double>(V.getSExtValue()));
  } else if (auto *U = dyn_cast<SCEVUnknown>(S)) {
    R = translateInstruction(U->getValue());
    // A value picked by a long chain of selects on earlier ones (an unrolled
    // serial merge: every index is a select on all earlier comparisons) grows
    // as a tree with every step; past MaxValueNodes it is data-dependent, as
    // an unknown value is.
    if (R && R->nodeCount() > MaxValueNodes)
      R.reset();
    if (!R && OpaqueMode) {
      auto [It, New] = OpaqueNames.try_emplace(U->getValue(), "opaque." + std::to_string(OpaqueNames.size()));
      Opaque[It->second] = U->getValue();
      R = Expr::symbol(It->second);
    }
  } else if (auto *Tr = dyn_cast<SCEVTruncateExpr>(S)) {
    auto Op = translate(Tr->getOperand());
    unsigned Bits = Tr->getType()->getScalarSizeInBits();
    if (Op)
      R = Bits <= 16 ? mod(*Op, Expr(std::ldexp(1.0, static_cast<int>(Bits)))) : *Op;
  } else if (auto *Cast = dyn_cast<SCEVCastExpr>(S)) { // zext, sext, ptrtoint
    R = translate(Cast->getOperand(0));
  } else if (auto *Add = dyn_cast<SCEVAddExpr>(S)) {
    R = foldAll(Add->operands(), *this, addE);
  } else if (auto *Mul = dyn_cast<SCEVMulExpr>(S)) {
    R = foldAll(Mul->operands(), *this, mulE);
  } else if (auto *Div = dyn_cast<SCEVUDivExpr>(S)) {
    auto L = translate(Div->getLHS()), Rr = translate(Div->getRHS());
    if (L && Rr)
      R = floorDiv(*L, *Rr);
  } else if (auto *MM = dyn_cast<SCEVMinMaxExpr>(S)) {
    bool IsMin = isa<SCEVSMinExpr>(MM) || isa<SCEVUMinExpr>(MM);
    R = foldAll(MM->operands(), *this, IsMin ? minE : maxE);
  } else if (auto *SM = dyn_cast<SCEVSequentialMinMaxExpr>(S)) {
    R = foldAll(SM->operands(), *this, minE);
  } else if (auto *AR = dyn_cast<SCEVAddRecExpr>(S)) {
    if (AR->isAffine()) {
      auto Start = translate(AR->getStart()), Step = translate(AR->getStepRecurrence(SE));
      if (Start && Step)
        R = *Start + *Step * Expr::symbol("iter." + LoopName(AR->getLoop()));
    }
  }
  // Arithmetic in a narrow type (an unrolled loop's remainder counter, i3)
  // wraps: keep the modulo.
  unsigned Bits = S->getType()->isIntegerTy() ? S->getType()->getIntegerBitWidth() : 64;
  if (R && Bits > 1 && Bits <= 16 && (isa<SCEVAddRecExpr>(S) || isa<SCEVAddExpr>(S) || isa<SCEVMulExpr>(S)))
    R = mod(*R, Expr(std::ldexp(1.0, static_cast<int>(Bits))));
  Cache[S] = R;
  return R;
}

std::optional<Expr> SymbolicSCEV::translateWithOpaque(const SCEV *S) {
  std::swap(Cache, OpaqueCache);
  OpaqueMode = true;
  std::optional<Expr> R = translate(S);
  OpaqueMode = false;
  std::swap(Cache, OpaqueCache);
  return R;
}

const Value *SymbolicSCEV::opaqueValue(StringRef Symbol) const {
  auto It = Opaque.find(Symbol);
  return It == Opaque.end() ? nullptr : It->second;
}

std::optional<Expr> SymbolicSCEV::translate(const Value *V) {
  if (auto C = constantOf(V))
    return Expr(*C);
  if (SE.isSCEVable(V->getType()))
    return translate(SE.getSCEV(const_cast<Value *>(V)));
  return translateInstruction(V);
}

std::optional<Expr> SymbolicSCEV::translateInstruction(const Value *V) {
  if (Depth > MaxDepth)
    return std::nullopt;
  DepthGuard G(Depth);
  if (auto C = constantOf(V))
    return Expr(*C);
  if (std::string Arg = argumentSymbol(V); !Arg.empty()) {
    if (V->getType()->isPointerTy())
      return std::nullopt; // pointer bases are not part of the formulas
    return Expr::symbol(Arg);
  }
  if (std::string Sreg = sregSymbol(V); !Sreg.empty())
    return Expr::symbol(Sreg);
  if (auto *CB = dyn_cast<CallBase>(V)) {
    if (auto *F = CB->getCalledFunction()) {
      StringRef N = F->getName();
      if (N == "llvm.nvvm.read.ptx.sreg.warpsize")
        return Expr(32.0);
      if (N == "llvm.nvvm.read.ptx.sreg.laneid")
        return mod(Expr::symbol("tid.x"), Expr(32.0)); // exact when blockDim.x is a multiple of 32
      auto Two = [&](Expr (*Fn)(const Expr &, const Expr &)) -> std::optional<Expr> {
        auto A = translate(CB->getArgOperand(0)), B = translate(CB->getArgOperand(1));
        if (A && B)
          return Fn(*A, *B);
        return std::nullopt;
      };
      if (N.starts_with("llvm.smin.") || N.starts_with("llvm.umin."))
        return Two(minE);
      if (N.starts_with("llvm.smax.") || N.starts_with("llvm.umax."))
        return Two(maxE);
    }
    return std::nullopt;
  }
  auto *I = dyn_cast<Instruction>(V);
  if (!I)
    return std::nullopt;
  auto Op = [&](unsigned K) { return translate(I->getOperand(K)); };
  switch (I->getOpcode()) {
  case Instruction::SDiv:
  case Instruction::UDiv: {
    auto A = Op(0), B = Op(1);
    if (!A || !B)
      return std::nullopt;
    // C truncates toward zero; for a numerator >= 0 that is floor(a / b) when
    // b > 0 and -floor(a / -b) when b < 0 (LLVM writes `x - m / 2` as
    // `x + m / -2`). A negative numerator is taken as if it were not.
    if (I->getOpcode() == Instruction::SDiv && B->isConstant() && B->constantValue() < 0)
      return -floorDiv(*A, Expr(-B->constantValue()));
    return floorDiv(*A, *B);
  }
  case Instruction::SRem:
  case Instruction::URem: {
    auto A = Op(0), B = Op(1);
    if (A && B)
      return mod(*A, *B);
    return std::nullopt;
  }
  case Instruction::LShr:
  case Instruction::AShr: {
    auto A = Op(0);
    auto K = constantOf(I->getOperand(1));
    if (A && K)
      return floorDiv(*A, Expr(std::ldexp(1.0, static_cast<int>(*K))));
    return std::nullopt;
  }
  case Instruction::Shl: {
    auto A = Op(0);
    auto K = constantOf(I->getOperand(1));
    if (A && K)
      return *A * Expr(std::ldexp(1.0, static_cast<int>(*K)));
    return std::nullopt;
  }
  case Instruction::And: {
    auto K = constantOf(I->getOperand(1));
    auto A = Op(0);
    if (A && K && *K > 0 && std::fmod(*K + 1, 1) == 0) {
      uint64_t M = static_cast<uint64_t>(*K) + 1;
      if ((M & (M - 1)) == 0)
        return mod(*A, Expr(static_cast<double>(M)));
    }
    if (I->getType()->isIntegerTy(1))
      return translateCondition(I);
    return std::nullopt;
  }
  case Instruction::Or:
    if (auto *PD = dyn_cast<PossiblyDisjointInst>(I); PD && PD->isDisjoint()) {
      auto A = Op(0), B = Op(1);
      if (A && B)
        return *A + *B;
    }
    if (I->getType()->isIntegerTy(1))
      return translateCondition(I);
    return std::nullopt;
  case Instruction::Select: {
    auto C = translateCondition(I->getOperand(0));
    auto A = Op(1), B = Op(2);
    if (C && A && B)
      return select(*C, *A, *B);
    return std::nullopt;
  }
  case Instruction::ICmp:
  case Instruction::Xor:
    if (I->getType()->isIntegerTy(1))
      return translateCondition(I);
    return std::nullopt;
  case Instruction::ZExt:
  case Instruction::SExt:
  case Instruction::Trunc:
    return Op(0);
  case Instruction::PHI:
    return translatePhi(cast<PHINode>(I));
  default:
    return std::nullopt;
  }
}

std::optional<Expr> SymbolicSCEV::translatePhi(const PHINode *Phi) {
  // A phi of equal computations on several paths (GVN's `%x.pre-phi`, each
  // incoming value reading the special registers anew): the value they share.
  std::optional<Expr> Same;
  bool AllSame = PhiDepth < 4;
  if (AllSame) {
    ++PhiDepth;
    for (const Value *In : Phi->incoming_values()) {
      std::optional<Expr> E = In == Phi ? std::nullopt : translate(In);
      if (!E || (Same && !(*E == *Same))) {
        AllSame = false;
        break;
      }
      Same = E;
    }
    --PhiDepth;
  }
  if (AllSame && Same)
    return Same;
  if (auto R = translateLoopExitPhi(Phi))
    return R;
  if (auto R = translateBranchPhi(Phi))
    return R;
  // A loop header phi of two loop-invariant values: the first on entry, the other
  // in every later iteration (LLVM's form of a two-trip loop's variable,
  // `phi [1, %entry], [2, %latch]`): a + (b - a) * min(iter, 1).
  if (LI && Phi->getNumIncomingValues() == 2) {
    const Loop *L = LI->getLoopFor(Phi->getParent());
    const BasicBlock *Latch = L ? L->getLoopLatch() : nullptr;
    if (L && Latch && L->getHeader() == Phi->getParent()) {
      int FromLatch = Phi->getBasicBlockIndex(Latch);
      if (FromLatch >= 0) {
        const Value *First = Phi->getIncomingValue(1 - FromLatch), *Later = Phi->getIncomingValue(FromLatch);
        if (L->isLoopInvariant(First) && L->isLoopInvariant(Later)) {
          auto A = translate(First), B = translate(Later);
          if (A && B)
            return *A + (*B - *A) * min(Expr::symbol("iter." + LoopName(L)), Expr(1.0));
        }
      }
    }
  }
  return std::nullopt;
}

std::optional<Expr> SymbolicSCEV::translateLoopExitPhi(const PHINode *Phi) {
  // Where a runtime-unrolled loop's prologue or epilogue (the remainder) meets
  // the rest, the induction variable is a phi of its value on leaving loop L
  // and of its value when L was bypassed. When the bypass value is the one the
  // variable had before L's first iteration, both are L's exit value (with zero
  // iterations it is the start), which SCEV computes from L's trip count.
  if (Phi->getNumIncomingValues() != 2)
    return std::nullopt;
  for (unsigned K = 0; K < 2; ++K) {
    Value *In = Phi->getIncomingValue(K);
    if (!SE.isSCEVable(In->getType()))
      continue;
    auto *AR = dyn_cast<SCEVAddRecExpr>(SE.getSCEV(In));
    if (!AR || !AR->isAffine() || AR->getLoop()->contains(Phi->getParent()))
      continue;
    const SCEV *Before = SE.getMinusSCEV(AR->getStart(), AR->getStepRecurrence(SE));
    if (SE.getSCEV(Phi->getIncomingValue(1 - K)) != Before)
      continue;
    const SCEV *Exit = SE.getSCEVAtScope(AR, AR->getLoop()->getParentLoop());
    if (isa<SCEVCouldNotCompute>(Exit) || Exit == AR)
      continue;
    return translate(Exit);
  }
  return std::nullopt;
}

DominatorTree &SymbolicSCEV::domTree(const Function &F) {
  if (!DT || DTFunction != &F) {
    DT = std::make_shared<DominatorTree>(const_cast<Function &>(F));
    DTFunction = &F;
  }
  return *DT;
}

std::optional<Expr> SymbolicSCEV::translateBranchPhi(const PHINode *Phi, bool AsCondition) {
  AsCondition = AsCondition || Phi->getType()->isIntegerTy(1);
  // An unrolled loop's prologue of at most one iteration is straight-line code:
  // the main loop then starts at `phi [i, %bypass], [i + step, %prologue]`, the
  // two sides of the branch on the remainder. Only where the branch and the
  // phi are in the same loop: the condition is then taken on the same trip.
  if (Phi->getNumIncomingValues() != 2)
    return std::nullopt;
  const BasicBlock *M = Phi->getParent();
  if (LI) {
    const Loop *L = LI->getLoopFor(M);
    if (L && L->getHeader() == M)
      return std::nullopt;
  }
  DominatorTree &Tree = domTree(*M->getParent());
  BasicBlock *B[2] = {Phi->getIncomingBlock(0), Phi->getIncomingBlock(1)};
  BasicBlock *D = Tree.findNearestCommonDominator(B[0], B[1]);
  auto *Br = D ? dyn_cast<BranchInst>(D->getTerminator()) : nullptr;
  if (!Br || !Br->isConditional() || Br->getSuccessor(0) == Br->getSuccessor(1))
    return std::nullopt;
  if (LI && LI->getLoopFor(D) != LI->getLoopFor(M))
    return std::nullopt;
  // 1 when incoming edge K comes through the true successor, 0 the false one.
  auto Side = [&](unsigned K) -> int {
    for (int S = 0; S < 2; ++S) {
      BasicBlockEdge E(D, Br->getSuccessor(S));
      if (B[K] == D ? Br->getSuccessor(S) == M : Tree.dominates(E, B[K]))
        return 1 - S;
    }
    return -1;
  };
  int S0 = Side(0), S1 = Side(1);
  if (S0 < 0 || S1 < 0 || S0 == S1)
    return std::nullopt;
  ++PhiDepth;
  auto C = translateCondition(Br->getCondition());
  auto In = [&](unsigned K) {
    return AsCondition ? translateCondition(Phi->getIncomingValue(K)) : translate(Phi->getIncomingValue(K));
  };
  auto V0 = In(0), V1 = In(1);
  --PhiDepth;
  if (!C || !V0 || !V1)
    return std::nullopt;
  return S0 == 1 ? select(*C, *V0, *V1) : select(*C, *V1, *V0);
}

std::optional<Expr> SymbolicSCEV::translateCondition(const Value *V) {
  if (Depth > MaxDepth)
    return std::nullopt;
  DepthGuard G(Depth);
  if (auto *C = dyn_cast<ConstantInt>(V))
    return Expr(C->isZero() ? 0.0 : 1.0);
  if (auto *Cmp = dyn_cast<ICmpInst>(V)) {
    // (x | y) == 0 holds when both are 0 (LLVM merges `x == 0 && y == 0` so);
    // the or of values that may share bits has no sum form of its own.
    if (Cmp->isEquality())
      for (unsigned K = 0; K < 2; ++K) {
        auto *Zero = dyn_cast<ConstantInt>(Cmp->getOperand(1 - K));
        auto *Or = dyn_cast<BinaryOperator>(Cmp->getOperand(K));
        if (!Zero || !Zero->isZero() || !Or || Or->getOpcode() != Instruction::Or)
          continue;
        auto X = translate(Or->getOperand(0)), Y = translate(Or->getOperand(1));
        if (!X || !Y)
          break;
        Expr Both = eq(*X, Expr(0.0)) * eq(*Y, Expr(0.0));
        return Cmp->getPredicate() == CmpInst::ICMP_EQ ? Both : Expr(1.0) - Both;
      }
    auto A = translate(Cmp->getOperand(0)), B = translate(Cmp->getOperand(1));
    if (!A || !B)
      return std::nullopt;
    switch (Cmp->getPredicate()) {
    case CmpInst::ICMP_SLT:
    case CmpInst::ICMP_ULT: return lt(*A, *B);
    case CmpInst::ICMP_SLE:
    case CmpInst::ICMP_ULE: return le(*A, *B);
    case CmpInst::ICMP_SGT:
    case CmpInst::ICMP_UGT: return lt(*B, *A);
    case CmpInst::ICMP_SGE:
    case CmpInst::ICMP_UGE: return le(*B, *A);
    case CmpInst::ICMP_EQ: return eq(*A, *B);
    case CmpInst::ICMP_NE: return ne(*A, *B);
    default: return std::nullopt;
    }
  }
  auto *I = dyn_cast<Instruction>(V);
  if (!I || !I->getType()->isIntegerTy(1))
    return std::nullopt;
  auto Cond = [&](unsigned K) { return translateCondition(I->getOperand(K)); };
  switch (I->getOpcode()) {
  case Instruction::And: {
    auto A = Cond(0), B = Cond(1);
    if (A && B)
      return *A * *B;
    return std::nullopt;
  }
  case Instruction::Or: {
    auto A = Cond(0), B = Cond(1);
    if (A && B)
      return max(*A, *B);
    return std::nullopt;
  }
  case Instruction::Xor: {
    auto A = Cond(0), B = Cond(1);
    if (A && B)
      return ne(*A, *B);
    return std::nullopt;
  }
  case Instruction::Select: { // select c, a, b on i1: logical and/or
    auto C = Cond(0), A = Cond(1), B = Cond(2);
    if (C && A && B)
      return select(*C, *A, *B);
    return std::nullopt;
  }
  case Instruction::PHI: // a condition set on the two sides of a branch
    return translateBranchPhi(cast<PHINode>(I), /*AsCondition=*/true);
  case Instruction::Trunc: { // the low bit (an unrolled loop's remainder test, `n & 1`)
    auto A = translate(I->getOperand(0));
    if (A)
      return mod(*A, Expr(2.0));
    return std::nullopt;
  }
  default:
    return std::nullopt;
  }
}

const DenseSet<const Value *> &SymbolicSCEV::taintOf(const Function &F, StringRef Sym) {
  auto It = Taint.find(Sym);
  if (It != Taint.end())
    return It->second;
  DenseSet<const Value *> &Set = Taint[Sym.str()];
  SmallVector<const Value *, 32> Work;
  for (const Instruction &I : instructions(F)) {
    bool Source = false;
    if (Sym == "lanemem") {
      // Data the lanes of a warp read from their own addresses (a gather's index),
      // or that a call or an atomic returns per lane.
      if (auto *LI = dyn_cast<LoadInst>(&I))
        Source = dependsOn(LI->getPointerOperand(), "tid.x") ||
                 dependsOn(LI->getPointerOperand(), "tid.y") ||
                 dependsOn(LI->getPointerOperand(), "tid.z");
      else if (isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I))
        Source = true;
      else if (auto *CB = dyn_cast<CallBase>(&I)) {
        auto *Callee = CB->getCalledFunction();
        Source = !CB->getType()->isVoidTy() &&
                 (!Callee || !Callee->getName().starts_with("llvm.nvvm.read.ptx.sreg."));
      }
    } else if (Sym == "mem") {
      if (isa<LoadInst>(I) || isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I))
        Source = true;
      else if (auto *CB = dyn_cast<CallBase>(&I)) {
        auto *Callee = CB->getCalledFunction();
        Source = !CB->getType()->isVoidTy() &&
                 (!Callee || !Callee->getName().starts_with("llvm.nvvm.read.ptx.sreg."));
      }
    } else {
      Source = sregSymbol(&I) == Sym;
    }
    if (Source && Set.insert(&I).second)
      Work.push_back(&I);
  }
  while (!Work.empty()) {
    const Value *V = Work.pop_back_val();
    for (const User *U : V->users())
      if (isa<Instruction>(U) && Set.insert(U).second)
        Work.push_back(U);
  }
  return Set;
}

bool SymbolicSCEV::dependsOn(const Value *V, StringRef Sym) {
  const Function *F = nullptr;
  if (auto *I = dyn_cast<Instruction>(V))
    F = I->getFunction();
  else if (auto *A = dyn_cast<Argument>(V))
    F = A->getParent();
  if (!F)
    return false; // constants and globals
  return taintOf(*F, Sym).contains(V);
}

bool SymbolicSCEV::dependsOnMemory(const Value *V) { return dependsOn(V, "mem"); }

bool SymbolicSCEV::dependsOnLaneData(const SCEV *S) { return dependsOn(S, "lanemem"); }

bool SymbolicSCEV::dependsOn(const SCEV *S, StringRef Sym) {
  return SCEVExprContains(S, [&](const SCEV *X) {
    if (auto *U = dyn_cast<SCEVUnknown>(X))
      return dependsOn(U->getValue(), Sym);
    return false;
  });
}

std::optional<Expr> SymbolicSCEV::coefficient(const SCEV *S, StringRef Sym) {
  if (!dependsOn(S, Sym))
    return Expr(0.0);
  if (auto *U = dyn_cast<SCEVUnknown>(S)) {
    if (sregSymbol(U->getValue()) == Sym)
      return Expr(1.0);
    // A phi merging equal computations (GVN's `%x.pre-phi` of a value computed
    // before and inside a loop): the coefficient all its incoming values share.
    if (auto *Phi = dyn_cast<PHINode>(U->getValue()); Phi && PhiDepth < 4 && SE.isSCEVable(Phi->getType())) {
      ++PhiDepth;
      std::optional<Expr> Common;
      bool Same = true;
      for (const Value *In : Phi->incoming_values()) {
        if (In == Phi)
          continue;
        auto C = coefficient(SE.getSCEV(const_cast<Value *>(In)), Sym);
        if (!C || (Common && !(*C == *Common))) {
          Same = false;
          break;
        }
        Common = C;
      }
      --PhiDepth;
      if (Same && Common)
        return Common;
    }
    return std::nullopt; // an opaque function of the thread index
  }
  if (auto *Tr = dyn_cast<SCEVTruncateExpr>(S)) {
    if (Tr->getType()->getScalarSizeInBits() <= 16)
      return std::nullopt;
    return coefficient(Tr->getOperand(), Sym);
  }
  if (auto *Cast = dyn_cast<SCEVCastExpr>(S))
    return coefficient(Cast->getOperand(0), Sym);
  if (auto *Add = dyn_cast<SCEVAddExpr>(S)) {
    Expr Sum(0.0);
    for (const SCEV *Op : Add->operands()) {
      auto C = coefficient(Op, Sym);
      if (!C)
        return std::nullopt;
      Sum = Sum + *C;
    }
    return Sum;
  }
  if (auto *Mul = dyn_cast<SCEVMulExpr>(S)) {
    std::optional<Expr> Coef;
    Expr Rest(1.0);
    for (const SCEV *Op : Mul->operands()) {
      if (dependsOn(Op, Sym)) {
        if (Coef)
          return std::nullopt; // quadratic in the thread index
        Coef = coefficient(Op, Sym);
        if (!Coef)
          return std::nullopt;
      } else {
        auto E = translate(Op);
        if (!E)
          return std::nullopt;
        Rest = Rest * *E;
      }
    }
    return *Coef * Rest;
  }
  if (auto *Div = dyn_cast<SCEVUDivExpr>(S)) {
    if (dependsOn(Div->getRHS(), Sym))
      return std::nullopt;
    auto C = coefficient(Div->getLHS(), Sym);
    auto D = translate(Div->getRHS());
    if (C && D)
      return *C / *D; // average rate of the floor division
    return std::nullopt;
  }
  if (auto *AR = dyn_cast<SCEVAddRecExpr>(S)) {
    if (!AR->isAffine() || dependsOn(AR->getStepRecurrence(SE), Sym))
      return std::nullopt;
    return coefficient(AR->getStart(), Sym);
  }
  return std::nullopt; // min/max of the thread index
}

} // namespace kc
