// Runtime unrolling by NVVM's factor 4 (see NvvmLikeUnroll.h).
#include "analyzer/NvvmLikeUnroll.h"

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"

#include <fmt/format.h>

namespace kc {

namespace {

/// Instructions in \p L's blocks, without PHIs and debug intrinsics.
unsigned loopSize(const llvm::Loop &L) {
  unsigned N = 0;
  for (const llvm::BasicBlock *BB : L.blocks())
    for (const llvm::Instruction &I : *BB)
      if (!llvm::isa<llvm::PHINode>(I) && !I.isDebugOrPseudoInst())
        ++N;
  return N;
}

/// The loop's latch stores `load(P) + X`, `X + load(P)` or `load(P) - X` back to P
/// with a non-constant X and no nsw/nuw flag (Clang's IR before any optimization:
/// `i += blockDim.x` with i an int is an unsigned add, `i += stride` with both
/// ints an `add nsw`).
bool latchAddsWrappingStep(const llvm::Loop &L) {
  const llvm::BasicBlock *Latch = L.getLoopLatch();
  if (!Latch)
    return false;
  for (const llvm::Instruction &I : *Latch) {
    const auto *St = llvm::dyn_cast<llvm::StoreInst>(&I);
    if (!St)
      continue;
    const auto *Op = llvm::dyn_cast<llvm::BinaryOperator>(St->getValueOperand());
    if (!Op || Op->hasNoSignedWrap() || Op->hasNoUnsignedWrap())
      continue;
    const bool IsAdd = Op->getOpcode() == llvm::Instruction::Add;
    if (!IsAdd && Op->getOpcode() != llvm::Instruction::Sub)
      continue;
    for (unsigned K = 0; K < (IsAdd ? 2u : 1u); ++K) {
      const auto *Ld = llvm::dyn_cast<llvm::LoadInst>(Op->getOperand(K));
      if (Ld && Ld->getPointerOperand() == St->getPointerOperand() &&
          !llvm::isa<llvm::Constant>(Op->getOperand(1 - K)))
        return true;
    }
  }
  return false;
}

/// An induction variable of \p L steps by a value that is neither a constant nor
/// made of special-register reads (blockDim, gridDim: at least 1) and that SCEV
/// cannot show is non-zero, e.g. a kernel argument (`i += step`). nvcc unrolls
/// such loops too, but the unrolled loop's trip count (`% 4` of a quotient by the
/// step) turns into NaN for a step of 0, where the rolled loop's is infinite and
/// the prediction an error (tests/e2e_hostile/infinite.test); so they stay rolled.
bool stepMayBeZero(const llvm::Loop &L, llvm::ScalarEvolution &SE) {
  for (llvm::PHINode &Phi : L.getHeader()->phis()) {
    if (!SE.isSCEVable(Phi.getType()))
      continue;
    const auto *AR = llvm::dyn_cast<llvm::SCEVAddRecExpr>(SE.getSCEV(&Phi));
    if (!AR || AR->getLoop() != &L)
      continue;
    const llvm::SCEV *Step = AR->getStepRecurrence(SE);
    if (llvm::isa<llvm::SCEVConstant>(Step) || SE.isKnownNonZero(Step))
      continue;
    const bool OnlySpecialRegisters = !llvm::SCEVExprContains(Step, [](const llvm::SCEV *S) {
      const auto *U = llvm::dyn_cast<llvm::SCEVUnknown>(S);
      return U && !llvm::isa<llvm::IntrinsicInst>(U->getValue());
    });
    if (!OnlySpecialRegisters)
      return true;
  }
  return false;
}

/// Gives \p L's future remainder loop (LoopUnrollPass's runtime unrolling) the
/// InnerRemainderTag, and `llvm.loop.unroll.disable` so that LLVM leaves it to
/// NvvmLikeRemainderUnrollPass.
void tagInnerRemainder(llvm::Loop &L) {
  llvm::LLVMContext &C = L.getHeader()->getContext();
  auto Str = [&](const char *S) -> llvm::Metadata * { return llvm::MDString::get(C, S); };
  llvm::Metadata *Followup[] = {Str(llvm::LLVMLoopUnrollFollowupRemainder),
                                llvm::MDNode::get(C, Str(InnerRemainderTag)),
                                llvm::MDNode::get(C, Str("llvm.loop.unroll.disable"))};
  llvm::SmallVector<llvm::Metadata *, 4> Ops{nullptr};
  if (llvm::MDNode *Old = L.getLoopID())
    for (unsigned I = 1; I < Old->getNumOperands(); ++I)
      Ops.push_back(Old->getOperand(I));
  Ops.push_back(llvm::MDNode::get(C, Followup));
  llvm::MDNode *Id = llvm::MDNode::getDistinct(C, Ops);
  Id->replaceOperandWith(0, Id);
  L.setLoopID(Id);
}

} // namespace

llvm::PreservedAnalyses NvvmLikeWrappingStepMarkerPass::run(llvm::Function &F,
                                                            llvm::FunctionAnalysisManager &AM) {
  auto &LI = AM.getResult<llvm::LoopAnalysis>(F);
  for (llvm::Loop *L : LI.getLoopsInPreorder())
    if (latchAddsWrappingStep(*L))
      llvm::addStringMetadataToLoop(L, WrappingStepTag);
  // Only loop metadata changed: every analysis stays valid.
  return llvm::PreservedAnalyses::all();
}

bool wantsNvvmLikeRuntimeUnroll(const llvm::Loop &L, llvm::ScalarEvolution &SE) {
  // LoopSimplify form is not required: LoopUnrollPass makes it itself.
  if (!L.isInnermost() || llvm::hasUnrollTransformation(&L) != llvm::TM_Unspecified)
    return false;
  if (llvm::findStringMetadataForLoop(&L, WrappingStepTag))
    return false;
  // Several exits (`j < n && s + j < k`): nvcc first turns the loop into a counted
  // one (the smaller bound) and then unrolls it; LoopUnrollPass would keep every
  // exit in every copy, whose trip count SCEV no longer computes. Left rolled,
  // the loop keeps its exact trip count.
  if (!L.getExitingBlock())
    return false;
  const llvm::SCEV *Taken = SE.getBackedgeTakenCount(&L);
  if (llvm::isa<llvm::SCEVCouldNotCompute>(Taken) || llvm::isa<llvm::SCEVConstant>(Taken))
    return false;
  if (stepMayBeZero(L, SE))
    return false;
  return loopSize(L) <= NvvmLikeRuntimeUnrollMaxSize;
}

llvm::PreservedAnalyses NvvmLikeRuntimeUnrollPass::run(llvm::Function &F,
                                                       llvm::FunctionAnalysisManager &AM) {
  auto &LI = AM.getResult<llvm::LoopAnalysis>(F);
  auto &SE = AM.getResult<llvm::ScalarEvolutionAnalysis>(F);
  for (llvm::Loop *L : LI.getLoopsInPreorder())
    if (wantsNvvmLikeRuntimeUnroll(*L, SE)) {
      llvm::addStringMetadataToLoop(L, "llvm.loop.unroll.count", NvvmLikeRuntimeUnrollCount);
      if (L->getParentLoop())
        tagInnerRemainder(*L);
    }
  return llvm::PreservedAnalyses::all();
}

llvm::PreservedAnalyses NvvmLikeRemainderUnrollPass::run(llvm::Function &F,
                                                         llvm::FunctionAnalysisManager &AM) {
  auto &LI = AM.getResult<llvm::LoopAnalysis>(F);
  llvm::SmallVector<llvm::Loop *, 4> Tagged;
  for (llvm::Loop *L : LI.getLoopsInPreorder())
    if (llvm::findStringMetadataForLoop(L, InnerRemainderTag))
      Tagged.push_back(L);
  if (Tagged.empty())
    return llvm::PreservedAnalyses::all();
  auto &SE = AM.getResult<llvm::ScalarEvolutionAnalysis>(F);
  auto &DT = AM.getResult<llvm::DominatorTreeAnalysis>(F);
  auto &AC = AM.getResult<llvm::AssumptionAnalysis>(F);
  auto &TTI = AM.getResult<llvm::TargetIRAnalysis>(F);
  bool Changed = false;
  for (llvm::Loop *L : Tagged) {
    unsigned Max = SE.getSmallConstantMaxTripCount(L);
    if (Max == 0 || Max >= NvvmLikeRuntimeUnrollCount)
      continue;
    // The later cleanups may have merged its preheader or exits away.
    if (!L->isLoopSimplifyForm())
      Changed |= llvm::simplifyLoop(L, &DT, &LI, &SE, &AC, /*MSSAU=*/nullptr, /*PreserveLCSSA=*/false);
    if (!L->isLoopSimplifyForm())
      continue;
    // Values of the loop used after it must reach their users from every copy.
    Changed |= llvm::formLCSSARecursively(*L, DT, &LI, &SE);
    // As LoopUnrollPass unrolls a remainder (UnrollRuntimeLoopRemainder):
    // as many copies as the remainder may run, each with its exit test.
    llvm::UnrollLoopOptions ULO;
    ULO.Count = Max;
    ULO.Force = false;
    ULO.Runtime = false;
    ULO.AllowExpensiveTripCount = false;
    ULO.UnrollRemainder = false;
    ULO.ForgetAllSCEV = false;
    ULO.SCEVExpansionBudget = llvm::SCEVCheapExpansionBudget;
    Changed |= llvm::UnrollLoop(L, ULO, &LI, &SE, &DT, &AC, &TTI, /*ORE=*/nullptr,
                                /*PreserveLCSSA=*/true) != llvm::LoopUnrollResult::Unmodified;
  }
  return Changed ? llvm::PreservedAnalyses::none() : llvm::PreservedAnalyses::all();
}

void registerNvvmLikeUnroll(llvm::PassBuilder &PB) {
  PB.registerPipelineStartEPCallback(
      [](llvm::ModulePassManager &MPM, llvm::OptimizationLevel Level) {
        if (Level != llvm::OptimizationLevel::O0)
          MPM.addPass(llvm::createModuleToFunctionPassAdaptor(NvvmLikeWrappingStepMarkerPass()));
      });
  PB.registerVectorizerStartEPCallback(
      [](llvm::FunctionPassManager &FPM, llvm::OptimizationLevel Level) {
        if (Level != llvm::OptimizationLevel::O0)
          FPM.addPass(NvvmLikeRuntimeUnrollPass());
      });
  PB.registerOptimizerLastEPCallback(
      [](llvm::ModulePassManager &MPM, llvm::OptimizationLevel Level, llvm::ThinOrFullLTOPhase) {
        if (Level != llvm::OptimizationLevel::O0)
          MPM.addPass(llvm::createModuleToFunctionPassAdaptor(NvvmLikeRemainderUnrollPass()));
      });
}

std::string nvvmLikeUnrollText() {
  return fmt::format("runtime-unroll-count={} max-size={} wrapping-step-tag nonzero-step "
                     "inner-remainder-unrolled single-exit",
                     NvvmLikeRuntimeUnrollCount, NvvmLikeRuntimeUnrollMaxSize);
}

} // namespace kc
