// Assembly of the kernel model: the kernel's header (name, parameters, arch,
// static shared memory), instruction mix, syncs and atomics, per-line costs,
// loop summaries, and build(), the order in which the steps run.
#include "analyzer/ModelBuilder.h"
#include "analyzer/InlineDeviceCalls.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

using namespace llvm;

namespace kc::detail {

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
    // Issues: a predicated block's instructions are issued whenever its decider runs.
    const Expr &Fr = Freq[issuedWith(BB)];
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
  if (F.hasFnAttribute(InlinedCallsAttribute)) {
    std::string Names = F.getFnAttribute(InlinedCallsAttribute).getValueAsString().str();
    note(fmt::format("calls to {} are counted with the callees' bodies inlined; the build calls "
                     "them (the call, its return and argument moves are not counted)",
                     Names));
  }
  nameLoops();
  classify();
  strengthReduceAddresses();
  predication();
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
  barrierPhases();
  totals();
  lines();
  loopsInfo();
  return std::move(M);
}

} // namespace kc::detail
