// Classification step of the kernel analysis: source locations of
// instructions, loop names (L<line>), and each instruction's class with the
// function-level adjustments (address arithmetic folded into a dominating GEP,
// fmul+fadd fused into fma, constant-memory operands, loop back edges as real
// branches).
#include "analyzer/ModelBuilder.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

using namespace llvm;

namespace kc::detail {

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
  std::vector<std::pair<unsigned, std::string>> Uncosted; // (line, what), sorted by line below
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
    // A constant-memory load at an address known at compile time (a
    // __constant__ array at a constant index, a kernel parameter) is an operand
    // of the instruction that uses it (FFMA R0, R1, c[0x3][0x4], R0): no
    // instruction of its own. A run-time index stays an LDC.
    if (C.IsMemory && !C.IsStore && !C.IsAtomic && C.Space == AddressSpace::Constant && C.Pointer &&
        isa<Constant>(C.Pointer))
      C.Parts.clear();
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
      Uncosted.emplace_back(locOf(I).Line, fmt::format("line {}: call to {}", locOf(I).Line, demangle(Callee)));
    }
    if (!C.NotCosted.empty())
      note(fmt::format("line {}: {} `{}` is not costed by the model (counted as {} ALU "
                       "operation{})",
                       locOf(I).Line, isa<CallBase>(I) && cast<CallBase>(I).isInlineAsm()
                                          ? "inline PTX" : "intrinsic",
                       llvm::join(C.NotCosted, "; "), C.NotCosted.size(),
                       C.NotCosted.size() == 1 ? "" : "s"));
    for (const std::string &What : C.NotCosted)
      Uncosted.emplace_back(locOf(I).Line, fmt::format("line {}: {}{}", locOf(I).Line, What,
                                       isTensorCoreOperation(What) ? KernelModel::TensorCoreMark : ""));
    if (C.IsMemory && C.Space == AddressSpace::Generic)
      note(fmt::format("line {}: generic pointer of unknown origin, counted as global memory", locOf(I).Line));
    Classes[&I] = std::move(C);
  }
  for (const Instruction *Mul : FusedMuls)
    Classes[Mul].Parts.clear();
  std::stable_sort(Uncosted.begin(), Uncosted.end(),
                   [](const auto &A, const auto &B) { return A.first < B.first; });
  // One entry per line and operation, in order; unrolled copies are counted.
  std::map<std::pair<unsigned, std::string>, unsigned> Copies;
  for (const auto &E : Uncosted)
    ++Copies[E];
  for (const auto &E : Uncosted) {
    auto It = Copies.find(E);
    if (It == Copies.end())
      continue; // listed already
    M.Uncosted.push_back(It->second == 1 ? E.second : fmt::format("{} ({} copies)", E.second, It->second));
    Copies.erase(It);
  }
}

} // namespace kc::detail
