// Address arithmetic as the code generator leaves it (docs/kernel-model.md#addresses):
// in a loop, an address that steps by a loop-invariant amount per iteration is
// an induction variable after strength reduction, and an address at a constant
// distance from one met earlier in the iteration (in reverse post-order, guarded
// or not: the group shares one induction variable) is that address plus the
// memory instruction's immediate offset (free). A step costs
// what ptxas emits for it on the target architecture (addressStep). The index
// arithmetic that only fed such an address is not executed.
#include "analyzer/Frontend.h"
#include "analyzer/ModelBuilder.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Instructions.h"

#include <functional>
#include <optional>

using namespace llvm;

namespace kc::detail {
namespace {

/// The instructions that step an address in ptxas's SASS, per architecture
/// (checked with scripts/sass_mix.py, ptxas 11.8, on `a[k * m + i]` in a loop):
/// a 64-bit address is a 64-bit add (two adds: low word and carry); a 32-bit
/// index that is extended and scaled is, from sm_70 on, an IADD3 and an
/// IMAD.WIDE; on sm_5x/6x an IADD, SHR, ISCADD and IADD.X; on sm_3x an IADD, an
/// ISCADD and an IMAD.HI.X.
ClassifiedInstr addressStep(bool Extended, unsigned Sm) {
  ClassifiedInstr C;
  if (!Extended)
    C.Parts.push_back({InstrClass::IntAdd, 2});
  else if (Sm >= 70)
    C.Parts = {{InstrClass::IntAdd, 1}, {InstrClass::IntMad, 1}};
  else if (Sm >= 50)
    C.Parts.push_back({InstrClass::IntAdd, 4});
  else
    C.Parts = {{InstrClass::IntAdd, 2}, {InstrClass::IntMad, 1}};
  return C;
}

/// Earlier addresses of the same loop iteration an address is compared with
/// (the most recent ones): bounds the work in fully unrolled loops.
constexpr unsigned MaxPriorAddresses = 16;

/// An address as it is compared with the earlier ones of its iteration.
struct AddressForm {
  const Value *Base;  ///< the GEP's base pointer (nullptr: the whole pointer is compared)
  const SCEV *Offset; ///< the index (32-bit as the source computes it), or the pointer
  /// The index is narrower than the address and extended: stepping it is
  /// addressStep(true, ...).
  bool Extended = false;
};

} // namespace

void ModelBuilder::strengthReduceAddresses() {
  // The kernel's architecture (header() read it); without one, the front end's default.
  const unsigned Sm = M.Arch.empty() ? 80 : archNumber(M.Arch);
  struct Prior {
    const Instruction *Access;
    AddressForm Form;
  };
  DenseMap<const Loop *, SmallVector<Prior, MaxPriorAddresses>> Priors;
  // Frees \p I and, recursively, the loop's integer arithmetic all of whose
  // users are freed (an unrolled copy's `r | 1` that fed two such addresses).
  SmallPtrSet<const Instruction *, 32> Freed;
  std::function<void(const Instruction *, const Loop *)> FreeChain = [&](const Instruction *I, const Loop *L) {
    Classes[I].Parts.clear();
    Freed.insert(I);
    for (const Value *Op : I->operands()) {
      auto *OpI = dyn_cast<Instruction>(Op);
      if (!OpI || Freed.count(OpI) || !L->contains(OpI) || isa<PHINode>(OpI) ||
          !(OpI->isBinaryOp() || isa<CastInst>(OpI) || isa<GetElementPtrInst>(OpI)) ||
          !OpI->getType()->isIntOrPtrTy())
        continue;
      if (llvm::all_of(OpI->users(), [&](const User *U) { return Freed.count(dyn_cast<Instruction>(U)); }))
        FreeChain(OpI, L);
    }
  };
  // The forms an address is compared in: the whole pointer, and for a GEP with
  // one variable index its index before the sign or zero extension (a 32-bit
  // index's SCEV is an add recurrence where the extended one often is not).
  auto FormsOf = [&](const GetElementPtrInst *Gep) {
    SmallVector<AddressForm, 2> Forms;
    Forms.push_back({nullptr, SE.getSCEV(const_cast<GetElementPtrInst *>(Gep))});
    if (Gep->getNumIndices() == 1) {
      const Value *Idx = Gep->getOperand(1);
      bool Extended = false;
      while (auto *C = dyn_cast<CastInst>(Idx))
        if (C->getOpcode() == Instruction::SExt || C->getOpcode() == Instruction::ZExt) {
          Idx = C->getOperand(0);
          Extended = true;
        } else {
          break;
        }
      if (SE.isSCEVable(Idx->getType()))
        Forms.push_back({Gep->getPointerOperand(), SE.getSCEV(const_cast<Value *>(Idx)), Extended});
    }
    return Forms;
  };
  for (const BasicBlock *BB : Rpo) {
    const Loop *L = LI.getLoopFor(BB);
    if (!L)
      continue;
    for (const Instruction &I : *BB) {
      const Value *Ptr = getLoadStorePointerOperand(&I);
      auto *Gep = Ptr ? dyn_cast<GetElementPtrInst>(Ptr) : nullptr;
      if (!Gep || !L->contains(Gep) || !SE.isSCEVable(Gep->getType()))
        continue;
      SmallVector<AddressForm, 2> Forms = FormsOf(Gep);
      auto &Seen = Priors[L];
      // The cheapest form: free (an immediate offset), else a step of the
      // address or of its extended index (addressStep), the 64-bit one first.
      std::optional<ClassifiedInstr> Adds;
      auto Cost = [&](const ClassifiedInstr &C) {
        unsigned N = 0, Best = 0;
        for (auto [Class, K] : C.Parts)
          N += K;
        if (Adds)
          for (auto [Class, K] : Adds->Parts)
            Best += K;
        if (!Adds || N < Best)
          Adds = C;
      };
      for (const AddressForm &F : Forms) {
        ClassifiedInstr Step = addressStep(F.Extended, Sm);
        if (auto *AR = dyn_cast<SCEVAddRecExpr>(F.Offset); AR && AR->getLoop() == L && AR->isAffine() &&
                                                          SE.isLoopInvariant(AR->getStepRecurrence(SE), L))
          Cost(Step);
        for (auto It = Seen.rbegin(); It != Seen.rend() && !(Adds && Adds->isFree()); ++It) {
          const AddressForm &P = It->Form;
          // An earlier access of the iteration, guarded or not: strength
          // reduction gives the group one induction variable in the header.
          if (P.Base != F.Base || P.Offset->getType() != F.Offset->getType())
            continue;
          const SCEV *D = SE.getMinusSCEV(F.Offset, P.Offset);
          if (isa<SCEVCouldNotCompute>(D))
            continue;
          if (isa<SCEVConstant>(D))
            Cost(ClassifiedInstr{});
          else if (SE.isLoopInvariant(D, L))
            Cost(Step);
        }
      }
      for (const AddressForm &F : Forms) {
        if (Seen.size() == MaxPriorAddresses)
          Seen.erase(Seen.begin());
        Seen.push_back({&I, F});
      }
      if (!Adds || Classes[Gep].isFree())
        continue;
      FreeChain(Gep, L);
      Classes[Gep].Parts = Adds->Parts;
    }
  }
}

} // namespace kc::detail
