// The kernel analysis pass: runs the ModelBuilder steps (ModelBuilder.h) on one
// function -> the symbolic per-thread KernelModel (see KernelAnalysis.h); the
// printer pass, the in-process runner and the kernel-name helpers.
#include "analyzer/KernelAnalysis.h"

#include "analyzer/ModelBuilder.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace llvm;

namespace kc {

AnalysisKey KernelAnalysis::Key;

KernelModel KernelAnalysis::run(Function &F, FunctionAnalysisManager &FAM) {
  auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &PDT = FAM.getResult<PostDominatorTreeAnalysis>(F);
  return detail::ModelBuilder(F, SE, LI, DT, PDT, Opts).build();
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
  // A kernel with no `ret` never finishes: an infinite loop without exit (which
  // C++'s forward-progress rule lets Clang delete, leaving `unreachable`) or a
  // trap on every path. Its model would be 0 cycles; say so instead.
  if (llvm::none_of(F, [](const BasicBlock &B) { return isa<ReturnInst>(B.getTerminator()); }))
    return createStringError(
        inconvertibleErrorCode(),
        "kernel '%s' never returns: no path through it reaches its end (an infinite loop "
        "without an exit, which the compiler removes as undefined behaviour, or a trap on "
        "every path); there is no run time to predict",
        llvm::demangle(F.getName()).c_str());
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
