// In-process device compilation of a .cu with Clang (driver -> cc1 args ->
// CompilerInstance -> EmitLLVMOnlyAction), the embedded device header served from
// an in-memory file system, kernels collected from the AST into module metadata.
#include "analyzer/BoundedFileSystem.h"
#include "analyzer/Frontend.h"
#include "analyzer/CompileBudget.h"
#include "analyzer/CompileCache.h"
#include "analyzer/CudaToolkit.h"
#include "analyzer/FrontendPch.h"
#include "analyzer/FrontendHostSkip.h"
#include "analyzer/FrontendSkippedKernels.h"
#include "analyzer/UnrollCap.h"
#include "analyzer/FrontendKernelTable.h"
#include "analyzer/FrontendNvptx.h"
#include "analyzer/NvvmLikeOptions.h"
#include "analyzer/NvvmLikeUnroll.h"
#include "analyzer/PhaseTimes.h"
#include "gpumodel/InputFile.h"
#include "support/EmbeddedFiles.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/CodeGen/CodeGenAction.h"
#include "clang/Driver/Compilation.h"
#include "clang/Driver/Driver.h"
#include "clang/Driver/Job.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/TargetParser/Host.h"

#include <fmt/format.h>

#include <cctype>
#include <mutex>
#include <set>

namespace kc {
namespace {

/// Where the embedded headers appear to Clang.
constexpr const char *VirtualIncludeDir = "/kernelcast-virtual/include";

const char *const KnownArchs[] = {"sm_20", "sm_21", "sm_30", "sm_32", "sm_35", "sm_37",
                                  "sm_50", "sm_52", "sm_53", "sm_60", "sm_61", "sm_62",
                                  "sm_70", "sm_72", "sm_75", "sm_80", "sm_86", "sm_87",
                                  "sm_89", "sm_90", "sm_90a", "sm_100", "sm_100a", "sm_101",
                                  "sm_101a", "sm_103", "sm_103a", "sm_110", "sm_110a",
                                  "sm_120", "sm_120a", "sm_121", "sm_121a"};

llvm::Error makeError(const std::string &Msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Msg);
}

/// The header that holds the compile-time parameters (see definesAfterHeaders).
constexpr const char *DefinesHeader = "/kernelcast-virtual/include/kernelcast_defines.h";

/// Whether a define configures the CUDA / CCCL / C++ headers themselves
/// (`__CUDA_NO_HALF_OPERATORS__`, `CUB_IGNORE_DEPRECATED_API`, `NDEBUG`...):
/// those are given before every header, as nvcc's -D is.
bool configuresHeaders(llvm::StringRef Define) {
  llvm::StringRef Name = Define.split('=').first;
  return Name.starts_with("_") || Name == "NDEBUG" || Name.starts_with("CUDA") ||
         Name.starts_with("CUB_") || Name.starts_with("THRUST_") || Name.starts_with("CCCL_") ||
         Name.starts_with("LIBCUDACXX_");
}

/// The other defines (a tuner's parameters: block_size_x, grid_width...) are
/// defined after the implicit CUDA headers, as Kernel Tuner's #define lines at
/// the top of the source and nvcc's -D both are for the user's code: Clang's
/// CUDA wrapper includes headers nvcc does not (cuda.h, whose prototypes name
/// parameters grid_width, grid_height...), which a macro of that name breaks.
std::string definesAfterHeaders(const std::vector<std::string> &Defines) {
  std::string Text = "// kernelcast: the compile-time parameters (--define / -D)\n";
  for (const std::string &D : Defines) {
    if (configuresHeaders(D))
      continue;
    auto [Name, Value] = llvm::StringRef(D).split('=');
    Text += fmt::format("#define {} {}\n", Name.str(),
                        D.find('=') == std::string::npos ? std::string("1") : Value.str());
  }
  return Text;
}

/// The embedded device header plus stub headers, in memory.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
makeFileSystem(const std::string &MainFile = "", llvm::StringRef MainSource = "",
               const std::vector<std::string> &Defines = {}) {
  auto Mem = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Mem->addFile(DefinesHeader, 0,
               llvm::MemoryBuffer::getMemBufferCopy(definesAfterHeaders(Defines), DefinesHeader));
  // Source text with no file on disk (generated kernels, the demo's bundled
  // example) is served from memory under its (absolute) name.
  if (!MainFile.empty())
    Mem->addFile(MainFile, 0, llvm::MemoryBuffer::getMemBufferCopy(MainSource, MainFile));
  for (const EmbeddedFile &F : embedded::cudaheaders::files())
    Mem->addFile(std::string(VirtualIncludeDir) + "/" + std::string(F.Name), 0,
                 llvm::MemoryBuffer::getMemBuffer(F.Contents, F.Name, false));
  // Clang's __clang_cuda_intrinsics.h includes this CUDA header for sm_70+; its
  // content (cooperative match/redux wrappers) is not needed.
  Mem->addFile(std::string(VirtualIncludeDir) + "/crt/sm_70_rt.hpp", 0,
               llvm::MemoryBuffer::getMemBuffer("", "sm_70_rt.hpp", false));
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      makeBoundedFileSystem(llvm::vfs::getRealFileSystem()));
  Overlay->pushOverlay(Mem);
  return Overlay;
}

/// Collects the __global__ functions the translation unit instantiates.
class KernelCollector : public clang::RecursiveASTVisitor<KernelCollector> {
public:
  KernelCollector(clang::ASTContext &Ctx) : Ctx(Ctx), Mangler(Ctx.createMangleContext()) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitFunctionDecl(clang::FunctionDecl *FD) {
    if (!FD->hasAttr<clang::CUDAGlobalAttr>() || FD->isDependentContext() ||
        !FD->doesThisDeclarationHaveABody())
      return true;
    if (FD->getTemplatedKind() == clang::FunctionDecl::TK_FunctionTemplate)
      return true; // the pattern; its instantiations are visited separately
    std::string Mangled;
    {
      llvm::raw_string_ostream OS(Mangled);
      if (Mangler->shouldMangleDeclName(FD))
        Mangler->mangleName(clang::GlobalDecl(FD), OS);
      else
        OS << FD->getName();
    }
    if (!Seen.insert(Mangled).second)
      return true;
    KernelInfo K;
    K.MangledName = Mangled;
    clang::PrintingPolicy PP(Ctx.getLangOpts());
    PP.SuppressTagKeyword = true;
    std::string Name;
    {
      llvm::raw_string_ostream OS(Name);
      FD->getNameForDiagnostic(OS, PP, /*Qualified=*/true);
    }
    K.Name = Name;
    K.BaseName = FD->getQualifiedNameAsString();
    const clang::SourceManager &SM = Ctx.getSourceManager();
    clang::PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(FD->getLocation()));
    if (PL.isValid())
      K.Loc = {PL.getFilename(), PL.getLine(), PL.getColumn()};
    for (const clang::ParmVarDecl *P : FD->parameters()) {
      KernelParam KP;
      KP.Name = P->getNameAsString();
      KP.Type = P->getType().getAsString(PP);
      KP.IsPointer = P->getType()->isPointerType();
      K.Params.push_back(std::move(KP));
    }
    std::string Sig = FD->getReturnType().getAsString(PP) + " " + Name + "(";
    for (size_t I = 0; I < K.Params.size(); ++I)
      Sig += (I ? ", " : "") + K.Params[I].Type;
    K.Signature = Sig + ")";
    Kernels.push_back(std::move(K));
    return true;
  }

  std::vector<KernelInfo> Kernels;

private:
  clang::ASTContext &Ctx;
  std::unique_ptr<clang::MangleContext> Mangler;
  llvm::StringSet<> Seen;
};

class CollectorConsumer : public clang::ASTConsumer {
public:
  explicit CollectorConsumer(std::vector<KernelInfo> &Out) : Out(Out) {}
  void HandleTranslationUnit(clang::ASTContext &Ctx) override {
    if (Ctx.getDiagnostics().hasErrorOccurred())
      return;
    // The declarations this parse made: a precompiled header's (the CUDA
    // headers, which define no kernel) stay unloaded. Traversing the whole
    // translation unit would deserialize all of them, 150-200 ms per compile.
    KernelCollector C(Ctx);
    for (clang::Decl *D : Ctx.getTranslationUnitDecl()->noload_decls())
      if (!D->isFromASTFile())
        C.TraverseDecl(D);
    Out = std::move(C.Kernels);
  }

private:
  std::vector<KernelInfo> &Out;
};

/// Switches the phase timer (PhaseTimes.h) when the translation unit reaches it.
class PhaseMark : public clang::ASTConsumer {
public:
  PhaseMark(std::unique_ptr<PhaseScope> &Slot, const char *Next) : Slot(Slot), Next(Next) {}
  void HandleTranslationUnit(clang::ASTContext &) override {
    Slot.reset();
    if (Next)
      Slot = std::make_unique<PhaseScope>(Next);
  }

private:
  std::unique_ptr<PhaseScope> &Slot;
  const char *Next;
};

/// EmitLLVMOnlyAction that also runs the kernel collector (before code generation
/// may clear the AST).
class CompileAction : public clang::EmitLLVMOnlyAction {
public:
  CompileAction(llvm::LLVMContext *Ctx, std::vector<KernelInfo> &Out, HostSkipState *Skip,
                std::vector<std::string> &SkippedKernels)
      : EmitLLVMOnlyAction(Ctx), Out(Out), Skip(Skip), SkippedKernels(SkippedKernels) {}

protected:
  std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance &CI,
                                                        llvm::StringRef InFile) override {
    Phase = std::make_unique<PhaseScope>("parse+sema");
    std::vector<std::unique_ptr<clang::ASTConsumer>> Consumers;
    CI.getPreprocessor().addPPCallbacks(makeSkippedKernelFinder(CI.getSourceManager(), SkippedKernels));
    if (Skip) {
      if (Skip->SkipMissingHeaders)
        CI.getPreprocessor().addPPCallbacks(makeMissingHeaderSkipper(*Skip));
      Consumers.push_back(makeHostRegionCollector(*Skip));
    }
    Consumers.push_back(std::make_unique<PhaseMark>(Phase, "kernel list"));
    Consumers.push_back(std::make_unique<CollectorConsumer>(Out));
    Consumers.push_back(std::make_unique<PhaseMark>(Phase, "IR codegen+O3"));
    Consumers.push_back(EmitLLVMOnlyAction::CreateASTConsumer(CI, InFile));
    if (!Consumers.back())
      return nullptr;
    Consumers.push_back(std::make_unique<PhaseMark>(Phase, nullptr));
    return std::make_unique<clang::MultiplexConsumer>(std::move(Consumers));
  }

private:
  std::vector<KernelInfo> &Out;
  HostSkipState *Skip;
  std::vector<std::string> &SkippedKernels;
  std::unique_ptr<PhaseScope> Phase;
};

llvm::Error checkOptions(const CompileOptions &Opts) {
  if (!isSupportedArch(Opts.Arch)) {
    std::string Known;
    for (const char *A : KnownArchs)
      Known += std::string(Known.empty() ? "" : " ") + A;
    return makeError(fmt::format("unsupported architecture '{}': expected one of {}", Opts.Arch,
                                 Known));
  }
  llvm::StringRef Std(Opts.Std);
  if (!(Std == "c++17" || Std == "c++20" || Std == "gnu++17" || Std == "gnu++20" ||
        Std == "c++14" || Std == "c++2a" || Std == "c++1z"))
    return makeError(fmt::format("unsupported --std '{}': expected c++17 or c++20", Opts.Std));
  for (const std::string &D : Opts.Defines)
    if (D.empty() || D[0] == '=')
      return makeError(fmt::format("malformed define '{}': expected NAME or NAME=VALUE", D));
  return llvm::Error::success();
}

/// The cc1 arguments the clang driver would use for the device compilation.
llvm::Expected<std::vector<std::string>>
buildCC1Args(const std::string &FileName, const CompileOptions &Opts,
             const std::string &Libdevice, const std::optional<CudaToolkit> &Tk,
             llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS) {
  std::vector<std::string> Args = {"clang",
                                   "-x",
                                   "cuda",
                                   "--cuda-device-only",
                                   "--cuda-gpu-arch=" + Opts.Arch,
                                   "-O3",
                                   "-gline-tables-only",
                                   "-S",
                                   "-emit-llvm",
                                   "-std=" + Opts.Std,
                                   "-Wno-unknown-cuda-version",
                                   // nvcc accepts C++98's `register` in C++17 code,
                                   // and narrowing in a braced initializer
                                   // (`uchar4 v = {s, s, s, s}` of shorts) with a
                                   // warning, where Clang's default is an error.
                                   "-Wno-register",
                                   "-Wno-c++11-narrowing",
                                   "-resource-dir",
                                   KC_CLANG_RESOURCE_DIR,
                                   "-D__KERNELCAST__=1"};
  if (Tk) {
    // Clang's CUDA mode proper: its wrapper headers plus the toolkit's, and CCCL
    // (libcu++, cub, thrust, cooperative groups' helpers) as nvcc 12.x/13 add it.
    // The driver links the toolkit's libdevice itself and passes the SDK version
    // Clang's Sema needs (-target-sdk-version: <<<>>> lowers to
    // __cudaPushCallConfiguration, not the pre-9.2 cudaConfigureCall); its
    // libdevice argument is adjusted below when Libdevice differs.
    // Device functions nvcc declares and Clang's wrapper lacks (cache-hinted
    // stores), after the wrapper (kernelcast_toolkit_compat.h).
    Args.insert(Args.end(), {"--cuda-path=" + Tk->Path, "--no-cuda-version-check", "-isystem",
                             Tk->Path + "/include/cccl", "-include",
                             std::string(VirtualIncludeDir) + "/kernelcast_toolkit_compat.h"});
    if (Libdevice.empty()) // no libdevice wanted (or none there): say the SDK version
      Args.insert(Args.end(), {"-nocudalib", "-Xclang",
                               "-target-sdk-version=" + (Tk->Version.empty() ? std::string("12.0")
                                                                             : Tk->Version)});
  } else {
    Args.insert(Args.end(), {"-nocudalib", "-nocudainc", "-I", VirtualIncludeDir, "-include",
                             "kernelcast_cuda.h"});
  }
  if (!Libdevice.empty() && !Tk) {
    Args.insert(Args.end(), {"-DKC_HAVE_LIBDEVICE=1", "-Xclang", "-mlink-builtin-bitcode",
                             "-Xclang", Libdevice});
  }
  for (const std::string &D : Opts.Defines)
    if (configuresHeaders(D))
      Args.push_back("-D" + D);
  Args.insert(Args.end(), {"-include", DefinesHeader});
  for (const std::string &I : Opts.IncludeDirs)
    Args.push_back("-I" + I);
  Args.insert(Args.end(), Opts.ExtraArgs.begin(), Opts.ExtraArgs.end());
  Args.push_back(FileName);
  Args.push_back("-o");
  Args.push_back("/dev/null");

  std::string DiagText;
  llvm::raw_string_ostream DiagOS(DiagText);
  clang::DiagnosticOptions DiagOpts;
  clang::TextDiagnosticPrinter Printer(DiagOS, DiagOpts);
  clang::DiagnosticsEngine Diags(llvm::makeIntrusiveRefCnt<clang::DiagnosticIDs>(), DiagOpts,
                                 &Printer, false);
  clang::driver::Driver D(std::string(llvm::StringRef(KC_CLANG_RESOURCE_DIR)) + "/../../../bin/clang",
                          llvm::sys::getDefaultTargetTriple(), Diags, "kernelcast", FS);
  D.ResourceDir = KC_CLANG_RESOURCE_DIR;
  std::vector<const char *> CArgs;
  for (const std::string &A : Args)
    CArgs.push_back(A.c_str());
  std::unique_ptr<clang::driver::Compilation> C(D.BuildCompilation(CArgs));
  if (!C || Diags.hasErrorOccurred())
    return makeError("invalid compiler arguments:\n" + DiagText);
  for (const clang::driver::Command &Job : C->getJobs()) {
    const llvm::opt::ArgStringList &JA = Job.getArguments();
    if (JA.empty() || llvm::StringRef(JA[0]) != "-cc1")
      continue;
    std::vector<std::string> Out;
    for (size_t I = 0; I < JA.size(); ++I) {
      llvm::StringRef S(JA[I]);
      // Keep IR value names (argument names help the pass and readers) and the AST.
      if (S == "-discard-value-names" || S == "-clear-ast-before-backend")
        continue;
      // The toolkit driver's libdevice: the one findLibdevice() chose, or none.
      if (Tk && S == "-mlink-builtin-bitcode" && I + 1 < JA.size() &&
          llvm::StringRef(JA[I + 1]).ends_with("libdevice.10.bc")) {
        if (!Libdevice.empty())
          Out.insert(Out.end(), {"-mlink-builtin-bitcode", Libdevice});
        ++I;
        continue;
      }
      Out.emplace_back(S);
    }
    return Out;
  }
  return makeError("the clang driver produced no device compilation job for " + FileName);
}

/// Gives every instruction a source line: ones whose location the optimizer
/// dropped (hoisted or merged code) take the next located instruction's in their
/// block, else the previous one's, else the function's first line.
void fillMissingLines(llvm::Module &M) {
  for (llvm::Function &F : M) {
    llvm::DISubprogram *SP = F.getSubprogram();
    if (!SP)
      continue;
    for (llvm::BasicBlock &BB : F) {
      llvm::DebugLoc Next;
      for (auto It = BB.rbegin(); It != BB.rend(); ++It) {
        if (It->getDebugLoc() && It->getDebugLoc().getLine() > 0)
          Next = It->getDebugLoc();
        else if (Next)
          It->setDebugLoc(Next);
      }
      llvm::DebugLoc Prev;
      for (llvm::Instruction &I : BB) {
        if (I.getDebugLoc() && I.getDebugLoc().getLine() > 0)
          Prev = I.getDebugLoc();
        else
          I.setDebugLoc(Prev ? Prev : llvm::DebugLoc(
                                     llvm::DILocation::get(F.getContext(), SP->getLine(), 0, SP)));
      }
    }
  }
}

/// Files the compilation read, other than the main file, system headers, the
/// CUDA toolkit's and the embedded headers.
std::vector<std::string> includedFiles(clang::SourceManager &SM,
                                       const std::optional<CudaToolkit> &Tk) {
  std::vector<std::string> Out;
  for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It) {
    llvm::StringRef Name = It->first.getName();
    if (Name.starts_with(VirtualIncludeDir) || Name.starts_with("/usr/") ||
        Name.starts_with(KC_CLANG_RESOURCE_DIR) || (Tk && Name.starts_with(Tk->Path + "/")))
      continue;
    if (auto Main = SM.getFileEntryRefForID(SM.getMainFileID()); Main && *Main == It->first)
      continue;
    Out.emplace_back(Name);
  }
  std::sort(Out.begin(), Out.end());
  return Out;
}

} // namespace

bool isSupportedArch(llvm::StringRef Arch) {
  return llvm::is_contained(KnownArchs, Arch);
}

unsigned archNumber(llvm::StringRef Arch) {
  unsigned N = 0;
  if (!Arch.consume_front("sm_"))
    return 0;
  Arch.consume_back("a");
  if (Arch.getAsInteger(10, N))
    return 0;
  return N;
}

std::string findLibdevice(const CompileOptions &Opts) {
  if (!Opts.UseLibdevice)
    return "";
  if (!Opts.LibdevicePath.empty())
    return llvm::sys::fs::exists(Opts.LibdevicePath) ? Opts.LibdevicePath : "";
  std::vector<std::string> Candidates;
  auto Tk = findCudaToolkit(Opts);
  if (!Tk)
    llvm::consumeError(Tk.takeError());
  else if (*Tk)
    Candidates.push_back((*Tk)->Path + "/nvvm/libdevice/libdevice.10.bc");
  Candidates.push_back("/usr/local/cuda/nvvm/libdevice/libdevice.10.bc");
  for (const std::string &C : Candidates)
    if (llvm::sys::fs::exists(C))
      return C;
  return "";
}

std::string frontendVersion() {
  static const std::string Version = [] {
    llvm::SHA256 H;
    for (const EmbeddedFile &F : embedded::cudaheaders::files()) {
      H.update(F.Name);
      H.update(F.Contents);
    }
    auto Digest = H.final();
    // "pipeline 2": compiled with the NVPTX target registered (NVVMReflect ran);
    // "pipeline 4": the CUDA toolkit's headers when found, host-code retry, unroll 0,
    // tuning parameters defined after the implicit headers; "pipeline 5": cache-hinted
    // stores (kernelcast_toolkit_compat.h), `register` accepted; "pipeline 6": a host
    // local's failing initializer becomes `{}` (the launches after it stay); "pipeline
    // 7": narrowing in braced initializers accepted (-Wno-c++11-narrowing); "pipeline
    // 8": shared-storage notes kept apart from the host skips in the cache; "pipeline 9":
    // `#pragma unroll NAME` with NAME defined as 0 blanked (Kernel Tuner's rule). The LLVM
    // options set to unroll as nvcc does (NvvmLikeOptions.h) and the passes that
    // runtime-unroll by 4 (NvvmLikeUnroll.h) are named in full.
    return fmt::format("kernelcast {} clang {} pipeline 9 llvm [{}] passes [{}] header {}",
                       KC_VERSION, LLVM_VERSION_STRING, nvvmLikeLlvmOptionsText(),
                       nvvmLikeUnrollText(),
                       llvm::toHex(llvm::ArrayRef<uint8_t>(Digest.data(), 6), true));
  }();
  return Version;
}

namespace {

/// One compile of the translation unit. \p Skip (the host-code retry) adds the
/// missing-header hook, the region collector and the error recorder, serves the
/// rewritten files and lifts the error limit.
struct Round {
  bool Ok = false;
  std::string Diags;
  std::unique_ptr<llvm::LLVMContext> Context;
  std::unique_ptr<llvm::Module> Module;
  std::vector<KernelInfo> Kernels;
  std::vector<std::string> Included;
  std::vector<std::string> SkippedKernels;
};

Round runRound(llvm::StringRef Source, const std::string &MainName,
               const std::vector<std::string> &CC1,
               llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS,
               const std::optional<CudaToolkit> &Tk, HostSkipState *Skip) {
  Round R;
  llvm::raw_string_ostream DiagOS(R.Diags);
  clang::DiagnosticOptions DiagOpts;
  DiagOpts.ShowColors = false;
  auto Printer = std::make_unique<clang::TextDiagnosticPrinter>(DiagOS, DiagOpts);

  auto Inv = std::make_shared<clang::CompilerInvocation>();
  {
    clang::DiagnosticsEngine ArgDiags(llvm::makeIntrusiveRefCnt<clang::DiagnosticIDs>(),
                                      DiagOpts, Printer.get(), /*ShouldOwnClient=*/false);
    std::vector<const char *> CArgs;
    for (size_t I = 1; I < CC1.size(); ++I) // skip "-cc1"
      CArgs.push_back(CC1[I].c_str());
    if (!clang::CompilerInvocation::CreateFromArgs(*Inv, CArgs, ArgDiags) ||
        ArgDiags.hasErrorOccurred()) {
      R.Diags = "invalid compiler arguments:\n" + R.Diags;
      return R;
    }
  }
  Inv->getDiagnosticOpts().ShowColors = false;
  // Runtime-unroll by 4 as NVVM does (NvvmLikeUnroll.h).
  Inv->getCodeGenOpts().PassBuilderCallbacks.push_back(registerNvvmLikeUnroll);
  // Serve the main file from memory (the driver saw its name only).
  llvm::StringRef MainText = Source;
  if (Skip)
    if (auto It = Skip->Texts.find(MainName); It != Skip->Texts.end())
      MainText = It->second;
  Inv->getPreprocessorOpts().addRemappedFile(
      MainName, llvm::MemoryBuffer::getMemBufferCopy(MainText, MainName).release());
  if (Skip) {
    Inv->getDiagnosticOpts().ErrorLimit = 0;
    for (const auto &[File, Text] : Skip->Texts)
      if (File != MainName)
        Inv->getPreprocessorOpts().addRemappedFile(
            File, llvm::MemoryBuffer::getMemBufferCopy(Text, File).release());
    Skip->Errors.clear();
    Skip->Regions.clear();
  }
  Inv->getPreprocessorOpts().RetainRemappedFileBuffers = false;

  clang::CompilerInstance CI(Inv);
  CI.setVirtualFileSystem(FS);
  if (Skip)
    CI.createDiagnostics(makeErrorRecorder(*Printer, *Skip).release(), /*ShouldOwnClient=*/true);
  else
    CI.createDiagnostics(Printer.get(), /*ShouldOwnClient=*/false);
  CI.createFileManager();
  CI.setVerboseOutputStream(DiagOS); // "N errors generated." joins the diagnostics

  R.Context = std::make_unique<llvm::LLVMContext>();
  CompileAction Action(R.Context.get(), R.Kernels, Skip, R.SkippedKernels);
  bool Ok = CI.ExecuteAction(Action);
  R.Ok = Ok && !CI.getDiagnostics().hasErrorOccurred();
  if (R.Ok) {
    R.Module = Action.takeModule();
    if (CI.hasSourceManager())
      R.Included = includedFiles(CI.getSourceManager(), Tk);
  }
  CI.getDiagnostics().setClient(new clang::IgnoringDiagConsumer(), true); // before Printer goes
  return R;
}

/// nvcc passes `%globaltimer`, `%laneid`, ... in inline asm through as PTX special
/// registers; Clang wants GCC's `%%` for a literal '%' ("invalid % escape in
/// inline assembly string"). On a line with `asm`, a '%' followed by a letter that
/// is not already escaped becomes "%%".
std::string escapePtxRegisters(llvm::StringRef Line) {
  std::string Out;
  for (size_t I = 0; I < Line.size(); ++I) {
    char C = Line[I];
    if (C == '%' && I + 1 < Line.size() && (std::isalpha(static_cast<unsigned char>(Line[I + 1])) ||
                                            Line[I + 1] == '_')) {
      Out += "%%";
      continue;
    }
    if (C == '%' && I + 1 < Line.size() && Line[I + 1] == '%') {
      Out += "%%";
      ++I;
      continue;
    }
    Out += C;
  }
  return Out;
}

/// nvcc accepts inline asm operands without a comma between them
/// (`::"r"(v) "l"(p)`, the CUDA samples' conjugateGradientMultiDeviceCG); Clang
/// stops ("expected ')'"). On an asm line, after the first ':' outside string
/// literals, a ')' followed by a '"' (the next operand's constraint, which valid
/// code always separates with a comma) gets the comma.
std::string commaBetweenAsmOperands(llvm::StringRef Line) {
  std::string Out;
  Out.reserve(Line.size() + 4);
  bool InString = false, Operands = false;
  for (size_t I = 0; I < Line.size(); ++I) {
    char C = Line[I];
    Out += C;
    if (InString) {
      if (C == '\\' && I + 1 < Line.size())
        Out += Line[++I];
      else if (C == '"')
        InString = false;
      continue;
    }
    if (C == '"')
      InString = true;
    else if (C == ':')
      Operands = true;
    else if (C == ')' && Operands) {
      size_t Next = Line.find_first_not_of(" \t", I + 1);
      if (Next != llvm::StringRef::npos && Line[Next] == '"')
        Out += ',';
    }
  }
  return Out;
}

/// `extern "C"__global__` (no space) is accepted by nvcc; Clang reads `"C"__global__`
/// as a string literal with a user-defined suffix and stops. A space is put after
/// `extern "C"` when an identifier follows it directly (the line keeps its number).
std::string spaceAfterExternC(llvm::StringRef Source) {
  static constexpr llvm::StringLiteral Key = "extern \"C\"";
  if (!Source.contains(Key))
    return Source.str();
  std::string Out;
  Out.reserve(Source.size() + 8);
  size_t From = 0;
  for (size_t At = Source.find(Key); At != llvm::StringRef::npos; At = Source.find(Key, From)) {
    size_t End = At + Key.size();
    Out += Source.slice(From, End);
    if (End < Source.size() && (llvm::isAlpha(Source[End]) || Source[End] == '_'))
      Out += ' ';
    From = End;
  }
  Out += Source.substr(From);
  return Out;
}

/// The names \p Defines ("NAME=VALUE") set to 0 or a negative integer.
std::set<std::string> namesDefinedNonPositive(const std::vector<std::string> &Defines) {
  std::set<std::string> Out;
  for (const std::string &D : Defines) {
    auto [Name, Value] = llvm::StringRef(D).split('=');
    long long V = 0;
    if (!Value.trim().getAsInteger(10, V) && V <= 0)
      Out.insert(Name.trim().str());
  }
  return Out;
}

/// `#pragma unroll 0` (or a negative count) is ignored by nvcc with a warning
/// ("the unroll value cannot be zero or negative, ignoring pragma"), so the loop
/// is unrolled by its heuristics; Clang would read it as "do not unroll". The
/// pragma is blanked (the line stays, so line numbers do not move). So is
/// `#pragma unroll NAME` with NAME defined as 0 or less (\p ZeroNames, from the
/// -D definitions): Kernel Tuner removes that line for a `loop_unroll_factor*`
/// parameter of 0 ("let the compiler decide"), and nvcc never expands a macro
/// there anyway. Inline asm lines get their PTX special registers escaped
/// (escapePtxRegisters) and the commas nvcc lets operands go without
/// (commaBetweenAsmOperands).
std::string ignoreUnrollZero(llvm::StringRef Source, const std::set<std::string> &ZeroNames) {
  static const llvm::Regex Re("^[ \t]*#[ \t]*pragma[ \t]+unroll[ \t]*\\(?[ \t]*(-[ \t]*[0-9]+|0+)"
                              "[ \t]*\\)?[ \t]*$");
  static const llvm::Regex NamedRe("^[ \t]*#[ \t]*pragma[ \t]+unroll[ \t]*\\(?[ \t]*"
                                   "([A-Za-z_][A-Za-z0-9_]*)[ \t]*\\)?[ \t]*$");
  auto IsZeroName = [&](llvm::StringRef L) {
    llvm::SmallVector<llvm::StringRef, 2> M;
    return !ZeroNames.empty() && NamedRe.match(L, &M) && ZeroNames.count(M[1].str());
  };
  static const llvm::Regex AsmRe("(^|[^A-Za-z0-9_])(__)?asm(__)?[ \t]*(volatile|__volatile__)?[ \t]*\\(");
  if (!Source.contains("unroll") && !Source.contains("asm"))
    return Source.str();
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Source.split(Lines, '\n');
  std::string Out;
  Out.reserve(Source.size());
  for (size_t I = 0; I < Lines.size(); ++I) {
    llvm::StringRef L = Lines[I];
    bool CR = L.ends_with("\r");
    llvm::StringRef Body = CR ? L.drop_back() : L;
    if (Re.match(Body) || IsZeroName(Body))
      Out += CR ? "\r" : "";
    else if ((L.contains('%') || L.contains(':')) && AsmRe.match(L))
      Out += commaBetweenAsmOperands(L.contains('%') ? escapePtxRegisters(L) : L.str());
    else
      Out += L;
    if (I + 1 < Lines.size())
      Out += '\n';
  }
  return Out;
}

} // namespace

llvm::Expected<DeviceModule> compileCudaSource(llvm::StringRef OriginalSource,
                                               const std::string &FileName,
                                               const CompileOptions &Opts) {
  if (llvm::Error E = checkOptions(Opts))
    return std::move(E);
  // Clang's -O3 pipeline needs the NVPTX TargetMachine (NVVMReflect, NVPTX TTI).
  initializeNVPTXTarget();
  CompileWatchdog Budget(FileName, compileBudgetSeconds());
  std::vector<std::string> Warnings;
  std::string SourceText =
      spaceAfterExternC(ignoreUnrollZero(capUnrollPragmas(OriginalSource, FileName, Warnings),
                                           namesDefinedNonPositive(Opts.Defines)));
  llvm::StringRef Source = SourceText;
  auto Tk = headerToolkit(Opts);
  if (!Tk)
    return Tk.takeError();
  std::string Libdevice = findLibdevice(Opts);
  std::string VirtualMain;
  if (!llvm::sys::fs::exists(FileName)) {
    llvm::SmallString<256> Abs(FileName);
    llvm::sys::fs::make_absolute(Abs);
    VirtualMain = std::string(Abs);
  }
  auto FS = makeFileSystem(VirtualMain, Source, Opts.Defines);
  PhaseScope Driver("driver");
  auto CC1 = buildCC1Args(VirtualMain.empty() ? FileName : VirtualMain, Opts, Libdevice, *Tk, FS);
  if (!CC1)
    return CC1.takeError();
  const std::string &MainName = VirtualMain.empty() ? FileName : VirtualMain;
  Driver.stop();

  // The CUDA headers from a precompiled header when the toolkit's are used and
  // the compile cache is on (FrontendPch.h); a PCH that does not load is
  // rebuilt once, then the compile goes on without it.
  std::vector<std::string> Args = *CC1;
  bool PchUsed = false;
  const bool WantPch = *Tk && Opts.UseCache && !cacheDisabledByEnvironment() &&
                       !llvm::sys::Process::GetEnv("KERNELCAST_NO_PCH");
  auto PchFailed = [](const Round &X) {
    return !X.Ok && (llvm::StringRef(X.Diags).contains("PCH file") ||
                     llvm::StringRef(X.Diags).contains("precompiled header"));
  };
  Round R;
  if (WantPch) {
    const std::string Dir = cacheDirFor(Opts);
    for (bool Rebuild : {false, true}) {
      std::string Why;
      PhaseScope PchPhase("PCH check");
      std::string Pch = ensureCudaPch(*CC1, DefinesHeader, Dir, FS, Rebuild, Why);
      PchPhase.stop();
      if (Pch.empty())
        break;
      std::vector<std::string> WithPch = withPch(*CC1, Pch);
      R = runRound(Source, MainName, WithPch, FS, *Tk, nullptr);
      if (!PchFailed(R)) {
        Args = std::move(WithPch);
        PchUsed = true;
        break;
      }
    }
  }
  if (!PchUsed)
    R = runRound(Source, MainName, Args, FS, *Tk, nullptr);
  HostSkipState Skip;
  if (!R.Ok && Opts.SkipBrokenHostCode && !llvm::StringRef(R.Diags).starts_with("invalid")) {
    // Host code in the way? Skip missing non-CUDA headers, then cut the host-only
    // statements / declarations the errors are in, a few rounds at most.
    Skip.SkipMissingHeaders = true;
    for (int Attempt = 0; Attempt < 8; ++Attempt) {
      Round Next = runRound(Source, MainName, Args, FS, *Tk, &Skip);
      if (Next.Ok) {
        R = std::move(Next);
        break;
      }
      // A __shared__ variable nvcc accepts (its constructor never runs) comes
      // first; host code in the way after.
      bool Planned = planSharedStorage(Skip, MainName, Source);
      if (!Skip.Errors.empty())
        Planned = planHostSkip(Skip, MainName, Source) || Planned;
      if (!Planned) {
        // Device code (or something no host declaration holds) does not compile:
        // report this round's errors when host code was skipped, else the first.
        if (!Skip.MissingHeaders.empty() || !Skip.Skipped.empty() || !Skip.SharedStorage.empty())
          R.Diags = Next.Diags;
        break;
      }
    }
    std::vector<std::string> Headers;
    for (const std::string &H : Skip.MissingHeaders)
      Headers.push_back(fmt::format("missing header {} treated as empty", H));
    Skip.Skipped.insert(Skip.Skipped.begin(), Headers.begin(), Headers.end());
    if (!R.Ok) {
      std::string Note;
      std::vector<std::string> Retried = Skip.Skipped;
      Retried.insert(Retried.end(), Skip.SharedStorage.begin(), Skip.SharedStorage.end());
      if (!Retried.empty())
        Note = "\n(kernelcast retried with host code skipped: " +
               llvm::join(Retried, "; ") + "; the errors above remain)";
      return makeError(fmt::format("compilation of {} failed:\n{}{}", FileName, R.Diags, Note));
    }
  } else if (!R.Ok) {
    return makeError(fmt::format("compilation of {} failed:\n{}", FileName, R.Diags));
  }

  DeviceModule M;
  M.Context = std::move(R.Context);
  M.Module = std::move(R.Module);
  M.SourcePath = FileName;
  M.Arch = Opts.Arch;
  M.Headers = describeHeaders(*Tk, !Opts.UseCudaToolkit || cudaToolkitDisabledByEnvironment());
  M.Skipped = Skip.Skipped;
  M.SharedStorage = Skip.SharedStorage;
  M.Warnings = std::move(Warnings);
  M.SkippedKernels = std::move(R.SkippedKernels);
  if (!M.Module)
    return makeError(fmt::format("compilation of {} produced no module:\n{}", FileName,
                                 R.Diags));
  PhaseScope Post("IR fixups");
  // Shared-memory accesses through generic pointers become addrspace(3) ones.
  if (llvm::Error E = inferAddressSpaces(*M.Module, Opts.Arch))
    return std::move(E);
  fillMissingLines(*M.Module);
  M.IncludedFiles = std::move(R.Included);
  // Keep only kernels that were emitted (e.g. not ones in unused inline namespaces).
  std::vector<KernelInfo> Emitted;
  for (KernelInfo &K : R.Kernels)
    if (M.Module->getFunction(K.MangledName))
      Emitted.push_back(std::move(K));
  writeKernelTable(*M.Module, Emitted, FileName, Opts.Arch);
  return M;
}

llvm::Expected<DeviceModule> compileCuda(const std::string &Path, const CompileOptions &Opts) {
  auto Buf = readInputFile(Path);
  if (!Buf)
    return Buf.takeError();
  return compileCudaSource((*Buf)->getBuffer(), Path, Opts);
}

llvm::Expected<DeviceModule> loadIRFile(const std::string &Path) {
  DeviceModule M;
  M.Context = std::make_unique<llvm::LLVMContext>();
  M.SourcePath = Path;
  auto Buf = readInputFile(Path);
  if (!Buf)
    return Buf.takeError();
  llvm::SMDiagnostic Err;
  M.Module = llvm::parseIR((*Buf)->getMemBufferRef(), Err, *M.Context);
  if (!M.Module) {
    std::string Msg;
    llvm::raw_string_ostream OS(Msg);
    Err.print("kernelcast", OS, /*ShowColors=*/false);
    return makeError(OS.str());
  }
  const llvm::Triple &T = M.Module->getTargetTriple();
  if (!T.isNVPTX())
    return makeError(fmt::format("{}: not NVPTX IR (target triple '{}'; expected "
                                 "nvptx64-nvidia-cuda)",
                                 Path, M.Module->getTargetTriple().str()));
  M.Arch = readKernelTableArch(*M.Module);
  if (M.Arch.empty())
    for (const llvm::Function &F : *M.Module)
      if (F.hasFnAttribute("target-cpu")) {
        M.Arch = F.getFnAttribute("target-cpu").getValueAsString().str();
        break;
      }
  return M;
}

std::string moduleToText(const DeviceModule &M, llvm::StringRef HeaderComment) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  llvm::SmallVector<llvm::StringRef, 8> Lines;
  HeaderComment.split(Lines, '\n');
  for (llvm::StringRef L : Lines)
    OS << "; " << L << "\n";
  M.Module->print(OS, nullptr);
  return Text;
}

} // namespace kc
