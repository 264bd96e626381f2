// Short conditional blocks as predicated code: ptxas if-converts an `if` whose
// body is a few instructions (docs/kernel-model.md#predication), so a warp
// issues the body whatever its lanes' conditions and no branch is executed.
// Such a region's blocks are charged at the frequency of the block that
// decides the condition in the time and issue sums; their memory traffic stays
// at the threads' own frequency (a lane with a false predicate moves no data).
#include "analyzer/ModelBuilder.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Instructions.h"

#include <fmt/format.h>

using namespace llvm;

namespace kc::detail {
namespace {

/// The largest bodies ptxas 11.8 if-converts for sm_86, measured with
/// scripts/sass_mix.py on probe kernels (a loop whose body is `if (x > 0.5f)`
/// around N operations; tests/analyzer/inputs/predication.cu): its limit
/// depends on the kind of work, not on one instruction count.
/// - N dependent FMAs: 8 are predicated, 9 are branched around;
/// - N steps of an integer hash `h = (h ^ (k + j)) * C` (3 IR operations each,
///   an LOP3 and an IMAD in SASS): 3 steps are predicated, 4 are not;
/// - N loads each added to a sum: 9 loads and their 9 adds are predicated, 10
///   and 10 are not;
/// - N stores of one value: 5 are predicated, 6 are not.
/// Integer operations count against their own limit, the other ALU operations
/// (floating point, conversions, ...) against theirs. Address arithmetic is not
/// counted (addressOnly).
constexpr unsigned MaxPredicatedAluOps = 8;
constexpr unsigned MaxPredicatedIntOps = 9;
constexpr unsigned MaxPredicatedMemoryOps = 9;
constexpr unsigned MaxPredicatedStores = 5;

/// The same probes with a warp-uniform condition (`k < m`, m a kernel argument;
/// tests/analyzer/inputs/predication_uniform.cu): a uniform branch costs a warp
/// no divergence, and ptxas predicates less arithmetic. 6 FMAs are predicated,
/// 7 are not; 2 hash steps (6 IR operations), 3 are not. Loads (9 predicated,
/// 10 not) and stores (8 of one value to distinct addresses still predicated)
/// keep the divergent limits.
constexpr unsigned MaxPredicatedAluOpsUniform = 6;
constexpr unsigned MaxPredicatedIntOpsUniform = 6;

/// Whether \p V has one value across a warp's lanes: it depends on no thread
/// index (tid.*, laneid), no atomic or unknown call, and no value merged at the
/// join of a branch that is not itself uniform. Block indices, block and grid
/// sizes, kernel arguments and constants are uniform; a load is as uniform as
/// its address. A loop-carried value is taken as uniform unless something
/// non-uniform flows into it.
class WarpUniformity {
public:
  /// A fresh walk per question: a value taken as uniform while a cycle through
  /// it was still open can turn out not to be, and must not answer a later one.
  bool operator()(const Value *V) {
    Memo.clear();
    return uniform(V);
  }

private:
  bool uniform(const Value *V) {
    if (auto It = Memo.find(V); It != Memo.end())
      return It->second;
    if (isa<Constant>(V) || isa<Argument>(V))
      return true;
    const auto *I = dyn_cast<Instruction>(V);
    if (!I || Depth >= MaxDepth)
      return false; // a chain too long to follow is taken as divergent (the old limits)
    Memo[V] = true; // optimistic through cycles (loop counters)
    ++Depth;
    bool U = compute(*I);
    --Depth;
    Memo[V] = U;
    return U;
  }

  bool compute(const Instruction &I) {
    if (const auto *CB = dyn_cast<CallBase>(&I)) {
      const Function *F = CB->getCalledFunction();
      if (!F)
        return false;
      StringRef N = F->getName();
      if (!N.consume_front("llvm.nvvm.read.ptx.sreg."))
        return false;
      return !N.starts_with("tid.") && N != "laneid" && !N.starts_with("clock") &&
             !N.starts_with("globaltimer");
    }
    if (isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I) || isa<AllocaInst>(I))
      return false;
    if (const auto *L = dyn_cast<LoadInst>(&I))
      return uniform(L->getPointerOperand());
    if (const auto *P = dyn_cast<PHINode>(&I)) {
      // A merge of uniform values is uniform only where every branch into it
      // is: a value chosen per lane at a divergent branch is not.
      for (unsigned K = 0; K < P->getNumIncomingValues(); ++K) {
        if (!uniform(P->getIncomingValue(K)))
          return false;
        const auto *Br = dyn_cast<BranchInst>(P->getIncomingBlock(K)->getTerminator());
        if (Br && Br->isConditional() && !uniform(Br->getCondition()))
          return false;
      }
      return true;
    }
    for (const Value *Op : I.operands())
      if (!isa<BasicBlock>(Op) && !uniform(Op))
        return false;
    return true;
  }

  /// The walk recurses once per operand edge; a huge unrolled chain stops here.
  static constexpr unsigned MaxDepth = 2000;
  unsigned Depth = 0;
  DenseMap<const Value *, bool> Memo;
};

bool isIntegerAlu(InstrClass C) {
  return C == InstrClass::IntAdd || C == InstrClass::IntMul || C == InstrClass::IntMad;
}

bool isStore(InstrClass C) {
  return C == InstrClass::StoreGlobal || C == InstrClass::StoreShared || C == InstrClass::StoreLocal;
}

/// A block that only returns (its instructions besides `ret` are free): an `if`
/// joining there is a guard around the rest of the kernel, which ptxas compiles
/// as an early exit, not as predication.
bool returnsOnly(const BasicBlock *BB, const DenseMap<const Instruction *, ClassifiedInstr> &Classes) {
  if (!isa<ReturnInst>(BB->getTerminator()))
    return false;
  for (const Instruction &I : *BB)
    if (auto It = Classes.find(&I); It != Classes.end() && !It->second.isFree())
      return false;
  return true;
}

/// Classes that ptxas expands into a sequence with its own slow path (a branch
/// or a call: IEEE division and square root, emulated integer division): a body
/// holding one is branched around, as `if (v > 0) v = expf(v) + v / 7` is.
bool hasSlowPath(const ClassifiedInstr &C) {
  for (auto [Class, N] : C.Parts)
    if (Class == InstrClass::Fp32Div || Class == InstrClass::Fp32Sqrt || Class == InstrClass::Fp64Div ||
        Class == InstrClass::IntDiv)
      return true;
  return false;
}

/// Integer arithmetic that only computes addresses (its every use is a GEP, a
/// load's or store's pointer, or more such arithmetic): ptxas folds it into the
/// unrolled copies' address registers and offsets, so it does not weigh in its
/// choice to predicate (conv2d's guarded tap is predicated with its index
/// arithmetic, scripts/sass_mix.py).
bool addressOnly(const Instruction *I, DenseMap<const Instruction *, bool> &Memo) {
  if (auto It = Memo.find(I); It != Memo.end())
    return It->second;
  bool Address = isa<GetElementPtrInst>(I) ||
                 ((I->isBinaryOp() || isa<CastInst>(I)) && I->getType()->isIntOrPtrTy());
  Memo[I] = false; // a cycle through a use is not address-only
  for (const User *U : I->users()) {
    if (!Address)
      break;
    if (auto *L = dyn_cast<LoadInst>(U))
      Address = L->getPointerOperand() == I;
    else if (auto *S = dyn_cast<StoreInst>(U))
      Address = S->getPointerOperand() == I && S->getValueOperand() != I;
    else if (auto *UI = dyn_cast<Instruction>(U))
      Address = addressOnly(UI, Memo);
    else
      Address = false;
  }
  Memo[I] = Address;
  return Address;
}

} // namespace

void ModelBuilder::predication() {
  DenseMap<const Instruction *, bool> AddressMemo;
  WarpUniformity IsUniform;
  for (const BasicBlock *P : Rpo) {
    if (PredicatedUnder.count(P))
      continue; // inside a region already predicated
    auto *BI = dyn_cast<BranchInst>(P->getTerminator());
    if (!BI || !BI->isConditional())
      continue;
    const Loop *L = LI.getLoopFor(P);
    if (L && (L->isLoopExiting(P) || L->getLoopLatch() == P))
      continue; // a loop's own test
    auto *PN = PDT.getNode(P);
    if (!PN || !PN->getIDom() || !PN->getIDom()->getBlock())
      continue;
    const BasicBlock *Join = PN->getIDom()->getBlock();
    if (LI.getLoopFor(Join) != L || (L && Join == L->getHeader()) || returnsOnly(Join, Classes))
      continue;
    const bool Uniform = IsUniform(BI->getCondition());
    const unsigned AluLimit = Uniform ? MaxPredicatedAluOpsUniform : MaxPredicatedAluOps;
    const unsigned IntLimit = Uniform ? MaxPredicatedIntOpsUniform : MaxPredicatedIntOps;

    // The blocks between the branch and its join: dominated by P, in P's loop
    // (no subloop), leaving only to each other or to the join.
    SmallVector<const BasicBlock *, 8> Region, Work;
    SmallPtrSet<const BasicBlock *, 8> Seen;
    bool Ok = true;
    unsigned AluOps = 0, IntOps = 0, MemoryOps = 0, Stores = 0;
    for (const BasicBlock *S : successors(P))
      if (S != Join && Seen.insert(S).second)
        Work.push_back(S);
    while (Ok && !Work.empty()) {
      const BasicBlock *B = Work.pop_back_val();
      if (!DT.dominates(P, B) || LI.getLoopFor(B) != L || LI.isLoopHeader(B)) {
        Ok = false;
        break;
      }
      Region.push_back(B);
      for (const Instruction &I : *B) {
        const ClassifiedInstr &C = Classes[&I];
        if (C.IsBarrier || C.IsAtomic || C.UnknownCall || hasSlowPath(C)) {
          Ok = false;
          break;
        }
        if (auto *Br = dyn_cast<BranchInst>(&I); Br && Br->isConditional())
          continue; // becomes a predicate combined into the compare
        if (!C.IsMemory && addressOnly(&I, AddressMemo))
          continue;
        for (auto [Class, Count] : C.Parts) {
          if (C.IsMemory) {
            MemoryOps += Count;
            Stores += isStore(Class) ? Count : 0;
          } else {
            (isIntegerAlu(Class) ? IntOps : AluOps) += Count;
          }
        }
      }
      for (const BasicBlock *S : successors(B))
        if (S != Join && Seen.insert(S).second)
          Work.push_back(S);
      if (AluOps > AluLimit || IntOps > IntLimit || MemoryOps > MaxPredicatedMemoryOps ||
          Stores > MaxPredicatedStores)
        Ok = false;
    }
    if (!Ok || Region.empty())
      continue;
    Classes[BI].Parts.clear();
    for (const BasicBlock *B : Region) {
      PredicatedUnder[B] = P;
      if (auto *Br = dyn_cast<BranchInst>(B->getTerminator()); Br && Br->isConditional())
        Classes[Br].Parts.clear();
    }
    unsigned N = AluOps + IntOps + MemoryOps;
    note(fmt::format("line {}: short conditional block ({} instruction{}) is predicated, as ptxas compiles it: "
                     "each warp issues it whatever the condition",
                     locOf(*BI).Line, N, N == 1 ? "" : "s"));
  }
}

} // namespace kc::detail
