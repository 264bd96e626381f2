// Inlines the device functions a kernel calls, for the count only
// (InlineDeviceCalls.h).
#include "analyzer/InlineDeviceCalls.h"
#include "analyzer/KernelAnalysis.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <set>

namespace kc {

namespace {

/// Whether \p F can reach itself through calls to defined functions (then
/// inlining it would not end).
bool recursive(const llvm::Function *F, llvm::DenseMap<const llvm::Function *, bool> &Memo) {
  if (auto It = Memo.find(F); It != Memo.end())
    return It->second;
  llvm::SmallVector<const llvm::Function *, 8> Work{F};
  llvm::SmallPtrSet<const llvm::Function *, 8> Seen;
  bool Found = false;
  while (!Work.empty() && !Found) {
    const llvm::Function *G = Work.pop_back_val();
    for (const llvm::BasicBlock &B : *G)
      for (const llvm::Instruction &I : B)
        if (auto *CB = llvm::dyn_cast<llvm::CallBase>(&I))
          if (const llvm::Function *C = CB->getCalledFunction(); C && !C->isDeclaration()) {
            if (C == F)
              Found = true;
            else if (Seen.insert(C).second)
              Work.push_back(C);
          }
  }
  return Memo[F] = Found;
}

/// A call whose body the module has, that is not recursive and does not call
/// back into \p F.
bool inlinable(const llvm::CallBase &CB, const llvm::Function &F,
               llvm::DenseMap<const llvm::Function *, bool> &Memo) {
  const llvm::Function *Callee = CB.getCalledFunction();
  return Callee && !Callee->isDeclaration() && !Callee->isIntrinsic() && Callee != &F &&
         !CB.isInlineAsm() && !recursive(Callee, Memo);
}

} // namespace

void inlineDeviceCalls(llvm::Module &M, unsigned MaxDepth, unsigned MaxInstructions) {
  llvm::FunctionAnalysisManager FAM;
  llvm::PassBuilder PB;
  PB.registerFunctionAnalyses(FAM);
  llvm::DenseMap<const llvm::Function *, bool> Recursive;
  for (llvm::Function &F : M) {
    if (F.isDeclaration() || !isKernel(F))
      continue;
    std::vector<std::string> Names;
    std::set<std::string> Seen;
    for (unsigned Depth = 0; Depth < MaxDepth; ++Depth) {
      llvm::SmallVector<llvm::CallBase *, 8> Calls;
      for (llvm::BasicBlock &B : F)
        for (llvm::Instruction &I : B)
          if (auto *CB = llvm::dyn_cast<llvm::CallBase>(&I); CB && inlinable(*CB, F, Recursive))
            Calls.push_back(CB);
      if (Calls.empty())
        break;
      bool Any = false;
      for (llvm::CallBase *CB : Calls) {
        if (F.getInstructionCount() > MaxInstructions)
          break; // the rest stay calls, noted as not analyzed
        std::string Name = llvm::demangle(CB->getCalledFunction()->getName());
        llvm::InlineFunctionInfo IFI;
        if (!llvm::InlineFunction(*CB, IFI).isSuccess())
          continue;
        Any = true;
        if (Seen.insert(Name).second)
          Names.push_back(Name);
      }
      if (!Any)
        break;
    }
    if (Names.empty())
      continue;
    // The argument copies of by-value parameters become allocas: back to values.
    llvm::SROAPass(llvm::SROAOptions::ModifyCFG).run(F, FAM);
    FAM.invalidate(F, llvm::PreservedAnalyses::none());
    F.addFnAttr(InlinedCallsAttribute, llvm::join(Names, ", "));
  }
}

} // namespace kc
