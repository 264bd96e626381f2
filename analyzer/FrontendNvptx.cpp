// NVPTX TargetMachine, PTX emission and address-space inference for the front end.
#include "analyzer/FrontendNvptx.h"
#include "analyzer/NvvmLikeOptions.h"

#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CodeGen.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/Transforms/Scalar/InferAddressSpaces.h"
#include "llvm/Transforms/Scalar/InferAlignment.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Vectorize/LoadStoreVectorizer.h"

#include <mutex>

extern "C" void LLVMInitializeNVPTXTargetInfo();
extern "C" void LLVMInitializeNVPTXTarget();
extern "C" void LLVMInitializeNVPTXTargetMC();
extern "C" void LLVMInitializeNVPTXAsmPrinter();

namespace kc {

void initializeNVPTXTarget() {
  static std::once_flag Once;
  std::call_once(Once, [] {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
    // Unroll as nvcc does (NvvmLikeOptions.h): before any compile reads the options.
    if (llvm::Error E = applyNvvmLikeLlvmOptions())
      llvm::report_fatal_error(llvm::Twine("kernelcast: ") + llvm::toString(std::move(E)));
  });
}

llvm::Expected<std::unique_ptr<llvm::TargetMachine>> createNVPTXTargetMachine(llvm::StringRef Arch) {
  initializeNVPTXTarget();
  std::string Err;
  const llvm::Triple Triple("nvptx64-nvidia-cuda");
  const llvm::Target *T = llvm::TargetRegistry::lookupTarget(Triple, Err);
  if (!T)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "LLVM's NVPTX target is not available: " + Err);
  llvm::TargetOptions TO;
  // The newest PTX ISA LLVM 19 writes (as Clang's own CUDA driver picks): the
  // per-SM default is too old for some intrinsics (activemask needs PTX 6.2, the
  // default for sm_70 is 6.0: "Cannot select: intrinsic llvm.nvvm.activemask").
  // Blackwell targets need newer ISAs (PTX ISA notes: sm_100/101/120 from 8.6/8.7,
  // sm_103/121 from 8.8, sm_110 from 9.0); ptxas 13.0 reads up to 9.0.
  const char *PtxFeature = Arch.starts_with("sm_110")  ? "+ptx90"
                           : Arch.starts_with("sm_1") && Arch.size() >= 6 ? "+ptx88"
                                                                          : "+ptx85";
  std::unique_ptr<llvm::TargetMachine> TM(T->createTargetMachine(
      Triple, Arch, PtxFeature, TO, std::nullopt, std::nullopt, llvm::CodeGenOptLevel::Aggressive));
  if (!TM)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "cannot create an NVPTX target machine for " + Arch.str());
  return TM;
}

bool hasUnprintableFileName(const llvm::Module &M) {
  llvm::DebugInfoFinder Finder;
  Finder.processModule(M);
  auto Bad = [](llvm::StringRef S) {
    return llvm::any_of(S, [](char C) { return C == '"' || C == '\\' || (unsigned char)C < 0x20; });
  };
  for (const llvm::DICompileUnit *CU : Finder.compile_units())
    if (Bad(CU->getFilename()) || Bad(CU->getDirectory()))
      return true;
  for (const llvm::DISubprogram *SP : Finder.subprograms())
    if (const llvm::DIFile *F = SP->getFile(); F && (Bad(F->getFilename()) || Bad(F->getDirectory())))
      return true;
  for (const llvm::DIScope *S : Finder.scopes())
    if (const llvm::DIFile *F = S->getFile(); F && (Bad(F->getFilename()) || Bad(F->getDirectory())))
      return true;
  return false;
}

/// Erases the kernels \p Names from \p M, then the functions that were called
/// (or referred to) and no longer are, when their linkage lets them go
/// (internal, linkonce: they were emitted only because something used them).
/// Functions unused before, and every global variable, stay.
static void dropKernels(llvm::Module &M, llvm::ArrayRef<std::string> Names) {
  llvm::SmallPtrSet<llvm::Function *, 16> WereUsed;
  for (llvm::Function &F : M)
    if (!F.use_empty())
      WereUsed.insert(&F);
  bool Erased = false;
  for (const std::string &Name : Names)
    if (llvm::Function *F = M.getFunction(Name)) {
      F->removeDeadConstantUsers();
      if (F->use_empty() && !WereUsed.count(F)) {
        F->eraseFromParent();
        Erased = true;
      }
    }
  while (Erased) {
    Erased = false;
    for (llvm::Function &F : llvm::make_early_inc_range(M)) {
      if (!WereUsed.count(&F) || !F.isDiscardableIfUnused())
        continue;
      F.removeDeadConstantUsers();
      if (F.use_empty()) {
        WereUsed.erase(&F);
        F.eraseFromParent();
        Erased = true;
      }
    }
  }
}

llvm::Expected<std::string> emitPTX(const llvm::Module &M, llvm::StringRef Arch,
                                    llvm::ArrayRef<std::string> DropKernels) {
  auto TM = createNVPTXTargetMachine(Arch);
  if (!TM)
    return TM.takeError();
  std::unique_ptr<llvm::Module> Copy = llvm::CloneModule(M);
  if (!DropKernels.empty())
    dropKernels(*Copy, DropKernels);
  Copy->setDataLayout((*TM)->createDataLayout());
  // The NVPTX backend writes file names into `.file N "name"` unescaped: a '"'
  // or '\' in a name makes ptxas reject the PTX (and registers silently fall
  // back to the estimate). ptxas needs no line info, so such a module is
  // emitted without debug info (which never changes the generated code).
  if (hasUnprintableFileName(*Copy))
    llvm::StripDebugInfo(*Copy);
  llvm::SmallString<0> PTX;
  llvm::raw_svector_ostream OS(PTX);
  llvm::legacy::PassManager PM;
  if ((*TM)->addPassesToEmitFile(PM, OS, nullptr, llvm::CodeGenFileType::AssemblyFile))
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "the NVPTX backend cannot emit PTX for " + Arch.str());
  PM.run(*Copy);
  return std::string(PTX);
}

namespace {

/// Runs \p FPM on every function of \p M with NVPTX's analyses registered.
llvm::Error runOnFunctions(llvm::Module &M, llvm::StringRef Arch, llvm::FunctionPassManager FPM) {
  auto TM = createNVPTXTargetMachine(Arch);
  if (!TM)
    return TM.takeError();
  llvm::LoopAnalysisManager LAM;
  llvm::FunctionAnalysisManager FAM;
  llvm::CGSCCAnalysisManager CGAM;
  llvm::ModuleAnalysisManager MAM;
  llvm::PassBuilder PB(TM->get());
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  llvm::ModulePassManager MPM;
  MPM.addPass(llvm::createModuleToFunctionPassAdaptor(std::move(FPM)));
  MPM.run(M, MAM);
  return llvm::Error::success();
}

/// A masked load or store with a constant mask as the plain vector access the
/// NVPTX back end emits for it (the masked lanes are not used).
void unmaskConstantMasks(llvm::Module &M) {
  std::vector<llvm::IntrinsicInst *> Masked;
  for (llvm::Function &F : M)
    for (llvm::Instruction &I : llvm::instructions(F))
      if (auto *II = llvm::dyn_cast<llvm::IntrinsicInst>(&I))
        if (II->getIntrinsicID() == llvm::Intrinsic::masked_load ||
            II->getIntrinsicID() == llvm::Intrinsic::masked_store)
          Masked.push_back(II);
  for (llvm::IntrinsicInst *II : Masked) {
    bool IsLoad = II->getIntrinsicID() == llvm::Intrinsic::masked_load;
    unsigned PtrArg = IsLoad ? 0 : 1, MaskArg = IsLoad ? 1 : 2;
    if (!llvm::isa<llvm::Constant>(II->getArgOperand(MaskArg)))
      continue;
    llvm::Value *Ptr = II->getArgOperand(PtrArg);
    llvm::Align A = II->getParamAlign(PtrArg).valueOrOne();
    llvm::Instruction *New;
    if (IsLoad)
      New = new llvm::LoadInst(II->getType(), Ptr, II->getName(), false, A, II->getIterator());
    else
      New = new llvm::StoreInst(II->getArgOperand(0), Ptr, false, A, II->getIterator());
    New->copyMetadata(*II);
    New->setDebugLoc(II->getDebugLoc());
    if (IsLoad)
      II->replaceAllUsesWith(New);
    II->eraseFromParent();
  }
}

} // namespace

llvm::Error vectorizeLoadsAndStores(llvm::Module &M, llvm::StringRef Arch) {
  // ptxas lays shared memory out itself, each array at a 16-byte boundary, and
  // merges loads the PTX's `.align 4` hides (Kepler matMulShared, tile 16: 36
  // LDS.128 beside 147 LDS): the analysis gives the vectorizer that alignment.
  for (llvm::GlobalVariable &G : M.globals())
    if (G.getAddressSpace() == 3 && G.getAlign().valueOrOne() < llvm::Align(16) &&
        M.getDataLayout().getTypeAllocSize(G.getValueType()) >= 16)
      G.setAlignment(llvm::Align(16));
  llvm::FunctionPassManager FPM;
  FPM.addPass(llvm::InferAlignmentPass()); // the accesses into those arrays learn it
  FPM.addPass(llvm::LoadStoreVectorizerPass());
  if (llvm::Error E = runOnFunctions(M, Arch, std::move(FPM)))
    return E;
  unmaskConstantMasks(M);
  return llvm::Error::success();
}

llvm::Error inferAddressSpaces(llvm::Module &M, llvm::StringRef Arch) {
  llvm::FunctionPassManager FPM;
  FPM.addPass(llvm::InferAddressSpacesPass());
  return runOnFunctions(M, Arch, std::move(FPM));
}

} // namespace kc
