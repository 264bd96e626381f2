// Kernel listing and selection over a device module (the front end's kernel
// table, else the IR's kernel annotations and debug info), and loadDeviceCode().
#include "analyzer/CompileCache.h"
#include "analyzer/Frontend.h"
#include "analyzer/FrontendKernelTable.h"
#include "gpumodel/InputFile.h"

#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Metadata.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

namespace kc {

bool isKernelFunction(const llvm::Function &F) {
  if (F.isDeclaration())
    return false;
  if (F.getCallingConv() == llvm::CallingConv::PTX_Kernel)
    return true;
  const llvm::NamedMDNode *NA = F.getParent()->getNamedMetadata("nvvm.annotations");
  if (!NA)
    return false;
  for (const llvm::MDNode *N : NA->operands()) {
    if (N->getNumOperands() < 3)
      continue;
    auto *V = llvm::dyn_cast_or_null<llvm::ValueAsMetadata>(N->getOperand(0).get());
    if (!V || V->getValue() != &F)
      continue;
    for (unsigned I = 1; I + 1 < N->getNumOperands(); I += 2) {
      auto *Key = llvm::dyn_cast_or_null<llvm::MDString>(N->getOperand(I).get());
      auto *Val = llvm::mdconst::dyn_extract_or_null<llvm::ConstantInt>(N->getOperand(I + 1));
      if (Key && Val && Key->getString() == "kernel" && Val->isOne())
        return true;
    }
  }
  return false;
}

/// A kernel described from the IR alone (foreign .ll/.bc).
static KernelInfo kernelFromIR(const llvm::Function &F) {
  KernelInfo K;
  K.MangledName = F.getName().str();
  K.Signature = llvm::demangle(K.MangledName);
  llvm::ItaniumPartialDemangler D;
  if (!D.partialDemangle(K.MangledName.c_str())) {
    if (char *N = D.getFunctionName(nullptr, nullptr)) {
      K.Name = N;
      std::free(N);
    }
    if (char *B = D.getFunctionBaseName(nullptr, nullptr)) {
      std::string Ctx;
      if (char *C = D.getFunctionDeclContextName(nullptr, nullptr)) {
        Ctx = C;
        std::free(C);
      }
      K.BaseName = Ctx.empty() ? B : Ctx + "::" + B;
      std::free(B);
    }
  }
  if (K.Name.empty())
    K.Name = K.BaseName = K.MangledName; // extern "C" kernel
  if (const llvm::DISubprogram *SP = F.getSubprogram()) {
    llvm::SmallString<256> P(SP->getDirectory());
    llvm::sys::path::append(P, SP->getFilename());
    K.Loc = {llvm::sys::path::is_absolute(SP->getFilename()) ? SP->getFilename().str()
                                                              : std::string(P),
             SP->getLine(), 0};
  }
  for (const llvm::Argument &A : F.args()) {
    KernelParam P;
    P.Name = A.hasName() ? A.getName().str() : fmt::format("arg{}", A.getArgNo());
    std::string T;
    llvm::raw_string_ostream OS(T);
    A.getType()->print(OS);
    P.Type = OS.str();
    P.IsPointer = A.getType()->isPointerTy();
    K.Params.push_back(std::move(P));
  }
  return K;
}

std::vector<KernelInfo> listKernels(const DeviceModule &M) {
  if (!M.Module)
    return {};
  if (auto Table = readKernelTable(*M.Module)) {
    std::vector<KernelInfo> Out;
    for (KernelInfo &K : *Table)
      if (const llvm::Function *F = M.Module->getFunction(K.MangledName); F && isKernelFunction(*F))
        Out.push_back(std::move(K));
    return Out;
  }
  std::vector<KernelInfo> Out;
  for (const llvm::Function &F : *M.Module)
    if (isKernelFunction(F))
      Out.push_back(kernelFromIR(F));
  return Out;
}

llvm::Function *DeviceModule::kernelFunction(const KernelInfo &K) const {
  return Module ? Module->getFunction(K.MangledName) : nullptr;
}

/// The name without the parameter list: "void f<1>(int)" -> "f<1>"... used to
/// match a user-typed signature loosely (spaces ignored).
static std::string squash(llvm::StringRef S) {
  std::string Out;
  for (char C : S)
    if (C != ' ')
      Out += C;
  return Out;
}

llvm::Expected<std::vector<KernelInfo>> selectKernels(const DeviceModule &M,
                                                      llvm::StringRef Name) {
  std::vector<KernelInfo> All = listKernels(M);
  if (Name.empty())
    return All;
  std::vector<KernelInfo> Out;
  std::string Want = squash(Name);
  for (const KernelInfo &K : All) {
    llvm::StringRef Base(K.BaseName);
    llvm::StringRef Unqualified = Base.substr(Base.rfind(':') == llvm::StringRef::npos
                                                  ? 0
                                                  : Base.rfind(':') + 1);
    if (K.MangledName == Name || squash(K.Name) == Want || K.BaseName == Name ||
        Unqualified == Name || squash(K.Signature) == Want)
      Out.push_back(K);
  }
  if (Out.empty()) {
    std::string Known;
    for (const KernelInfo &K : All)
      Known += "\n  " + K.Name + "  (" + K.MangledName + ")";
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        fmt::format("{}: no kernel named '{}'; the kernels are:{}", M.SourcePath, Name.str(),
                    Known.empty() ? std::string(" none") : Known));
  }
  return Out;
}

static bool isIRFile(llvm::StringRef Path) {
  return Path.ends_with(".ll") || Path.ends_with(".bc");
}

llvm::Expected<DeviceModule> loadDeviceCode(const std::string &Path, const CompileOptions &Opts) {
  // Before anything reads it (the compile cache hashes the whole source first):
  // a device or FIFO would be read forever, a huge file exhaust memory.
  llvm::sys::fs::file_status St;
  if (!llvm::sys::fs::status(Path, St))
    if (std::error_code EC = checkInputStatus(St.type(), St.getSize()))
      return llvm::createStringError(EC, "%s: cannot read: %s", Path.c_str(), EC.message().c_str());
  llvm::Expected<DeviceModule> M = isIRFile(Path) ? loadIRFile(Path)
                                   : Opts.UseCache ? compileCudaCached(Path, Opts)
                                                   : compileCuda(Path, Opts);
  if (!M)
    return M.takeError();
  if (listKernels(*M).empty()) {
    // Which kernels the preprocessor left out: a cached module does not know,
    // a compile without the cache does (this path only runs on the error).
    std::vector<std::string> Skipped = M->SkippedKernels;
    if (M->FromCache && !isIRFile(Path)) {
      CompileOptions Fresh = Opts;
      Fresh.UseCache = false;
      if (llvm::Expected<DeviceModule> Again = compileCuda(Path, Fresh))
        Skipped = Again->SkippedKernels;
      else
        llvm::consumeError(Again.takeError());
    }
    if (!Skipped.empty())
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          fmt::format("{}: no __global__ function to analyze: the compile skips the preprocessor "
                      "branch{} holding {}; pass the definitions the build uses (-D NAME[=VALUE], as "
                      "nvcc -D)",
                      Path, Skipped.size() == 1 ? "" : "es", llvm::join(Skipped, ", ")));
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        fmt::format("{}: no __global__ function to analyze (a template kernel needs an "
                    "instantiation, e.g. a launch from host code or `template __global__ "
                    "void k<float>(...);`)",
                    Path));
  }
  return M;
}

} // namespace kc
