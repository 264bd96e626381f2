// Keeping host code from blocking device analysis (FrontendHostSkip.h): the
// missing-header hook, the region collector, the error recorder and the rewrite.
#include "analyzer/FrontendHostSkip.h"
#include "gpumodel/InputFile.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <tuple>

namespace kc {
namespace {

/// Files served by the front end itself (the built-in device header) count as system.
bool isUserFile(const clang::SourceManager &SM, clang::SourceLocation L) {
  if (L.isInvalid() || SM.isInSystemHeader(L))
    return false;
  llvm::StringRef Name = SM.getFilename(L);
  return !Name.empty() && !Name.starts_with("/kernelcast-virtual/");
}

class MissingHeaderSkipper : public clang::PPCallbacks {
public:
  explicit MissingHeaderSkipper(HostSkipState &S) : S(S) {}
  bool FileNotFound(llvm::StringRef FileName) override {
    if (isCudaDeviceHeader(FileName))
      return false;
    S.MissingHeaders.insert(FileName.str());
    return true;
  }

private:
  HostSkipState &S;
};

class RegionVisitor : public clang::RecursiveASTVisitor<RegionVisitor> {
public:
  RegionVisitor(clang::ASTContext &Ctx, HostSkipState &S) : Ctx(Ctx), SM(Ctx.getSourceManager()), S(S) {}

  bool VisitFunctionDecl(clang::FunctionDecl *FD) {
    if (FD->isImplicit() || !FD->doesThisDeclarationHaveABody() || !FD->getBody())
      return true;
    bool Device = FD->hasAttr<clang::CUDADeviceAttr>() || FD->hasAttr<clang::CUDAGlobalAttr>();
    if (auto *MD = llvm::dyn_cast<clang::CXXMethodDecl>(FD); MD && MD->getParent()->isLambda() &&
                                                              !Device)
      return true; // a host lambda is cut with the function around it
    clang::SourceRange R = FD->getSourceRange();
    if (auto *T = FD->getDescribedFunctionTemplate())
      R = T->getSourceRange();
    add(R, FD->getBody()->getSourceRange(), FD->getNameAsString(), true, Device);
    if (!Device && !S.Regions.empty() && S.Regions.back().BodyEnd > 0)
      if (auto *CS = llvm::dyn_cast<clang::CompoundStmt>(FD->getBody()))
        for (const clang::Stmt *St : CS->body()) {
          clang::SourceLocation B = SM.getFileLoc(St->getBeginLoc()),
                                E = SM.getFileLoc(St->getEndLoc());
          if (SM.getFileID(B) != SM.getFileID(E) || SM.getFilename(B) != S.Regions.back().File)
            continue;
          HostRegion::Statement Stm;
          Stm.Begin = SM.getFileOffset(B);
          Stm.End = withSemicolon(SM.getFileID(B), endOffset(E));
          // `T x = init;` with a written type: the "= init" part.
          if (auto *DS = llvm::dyn_cast<clang::DeclStmt>(St); DS && DS->isSingleDecl())
            if (auto *VD = llvm::dyn_cast<clang::VarDecl>(DS->getSingleDecl());
                VD && VD->getInit() && VD->getInitStyle() == clang::VarDecl::CInit &&
                !VD->getType()->getContainedAutoType()) {
              clang::SourceLocation IB = SM.getFileLoc(VD->getInit()->getBeginLoc()),
                                    IE = SM.getFileLoc(VD->getInit()->getEndLoc());
              llvm::StringRef Text = SM.getBufferData(SM.getFileID(B));
              unsigned IBo = SM.getFileOffset(IB);
              size_t Eq = Text.substr(Stm.Begin, IBo - std::min(IBo, Stm.Begin)).rfind('=');
              if (SM.getFileID(IB) == SM.getFileID(B) && SM.getFileID(IE) == SM.getFileID(B) &&
                  IBo > Stm.Begin && Eq != llvm::StringRef::npos) {
                Stm.InitBegin = Stm.Begin + Eq;
                Stm.InitEnd = endOffset(IE);
              }
            }
          S.Regions.back().Stmts.push_back(Stm);
        }
    return true;
  }

  bool VisitVarDecl(clang::VarDecl *VD) {
    if (VD->hasAttr<clang::CUDASharedAttr>() && VD->isLocalVarDeclOrParm() && !VD->isImplicit())
      addSharedVar(VD);
    if (!VD->isFileVarDecl() || VD->isImplicit())
      return true;
    bool Device = VD->hasAttr<clang::CUDADeviceAttr>() || VD->hasAttr<clang::CUDAConstantAttr>() ||
                  VD->hasAttr<clang::CUDASharedAttr>();
    add(VD->getSourceRange(), {}, VD->getNameAsString(), false, Device);
    return true;
  }

private:
  /// Records a `__shared__` variable of a function body whose type and name are
  /// written in one user file, outside macros (SharedVarDecl).
  void addSharedVar(clang::VarDecl *VD) {
    clang::TypeSourceInfo *TSI = VD->getTypeSourceInfo();
    if (!TSI || VD->getStorageClass() == clang::SC_Extern)
      return;
    clang::TypeLoc TL = TSI->getTypeLoc();
    clang::SourceLocation DeclEnd = VD->getLocation();
    if (auto AT = TL.getAs<clang::ArrayTypeLoc>()) {
      clang::TypeLoc Elem = AT.getElementLoc();
      while (auto Inner = Elem.getAs<clang::ArrayTypeLoc>())
        Elem = Inner.getElementLoc();
      DeclEnd = TL.getEndLoc(); // the last ']'
      TL = Elem;
    }
    clang::SourceLocation TB = TL.getBeginLoc(), TE = TL.getEndLoc(), N = VD->getLocation();
    for (clang::SourceLocation L : {TB, TE, N, DeclEnd})
      if (L.isInvalid() || !L.isFileID())
        return;
    if (!isUserFile(SM, N) || SM.getFileID(TB) != SM.getFileID(N) ||
        SM.getFileID(DeclEnd) != SM.getFileID(N))
      return;
    llvm::StringRef Text = SM.getBufferData(SM.getFileID(N));
    unsigned B = SM.getFileOffset(TB), TypeEnd = endOffset(TE), NameOffset = SM.getFileOffset(N);
    unsigned NameEnd = endOffset(N), End = endOffset(DeclEnd);
    if (!(B < TypeEnd && TypeEnd <= NameOffset && NameEnd <= End && End <= Text.size()))
      return;
    // One declarator only: the declaration ends at End (a ';' next).
    size_t Next = Text.find_first_not_of(" \t\r\n", End);
    if (Next == llvm::StringRef::npos || Text[Next] != ';')
      return;
    SharedVarDecl V;
    V.File = SM.getFilename(N).str();
    V.Name = VD->getNameAsString();
    V.NameOffset = NameOffset;
    V.ReplaceBegin = B;
    V.ReplaceEnd = End;
    V.Element = Text.substr(B, TypeEnd - B).str();
    V.Suffix = Text.substr(NameEnd, End - NameEnd).trim().str();
    V.Line = SM.getSpellingLineNumber(N);
    S.SharedVars.push_back(std::move(V));
  }

  /// Byte offset just past the token at \p L (file location).
  unsigned endOffset(clang::SourceLocation L) {
    clang::SourceLocation E = clang::Lexer::getLocForEndOfToken(L, 0, SM, Ctx.getLangOpts());
    return SM.getFileOffset(E.isValid() ? E : L);
  }

  /// \p End, or just past a ';' that follows it (after blanks).
  unsigned withSemicolon(clang::FileID F, unsigned End) {
    llvm::StringRef Text = SM.getBufferData(F);
    size_t Semi = Text.find_first_not_of(" \t\r\n", End);
    return Semi != llvm::StringRef::npos && Text[Semi] == ';' ? Semi + 1 : End;
  }

  void add(clang::SourceRange Whole, clang::SourceRange Body, std::string Name, bool IsFunction,
           bool Device) {
    clang::SourceLocation B = SM.getFileLoc(Whole.getBegin()), E = SM.getFileLoc(Whole.getEnd());
    if (!isUserFile(SM, B) || SM.getFileID(B) != SM.getFileID(E))
      return;
    HostRegion R;
    R.File = SM.getFilename(B).str();
    R.Begin = SM.getFileOffset(B);
    R.End = endOffset(E);
    if (!IsFunction) // take the ';' too
      R.End = withSemicolon(SM.getFileID(B), R.End);
    if (Body.isValid()) {
      clang::SourceLocation BB = SM.getFileLoc(Body.getBegin()), BE = SM.getFileLoc(Body.getEnd());
      if (SM.getFileID(BB) == SM.getFileID(B) && SM.getFileID(BE) == SM.getFileID(B)) {
        R.BodyBegin = SM.getFileOffset(BB);
        R.BodyEnd = endOffset(BE);
      }
    }
    R.Name = std::move(Name);
    R.Line = SM.getSpellingLineNumber(B);
    R.IsFunction = IsFunction;
    R.IsDevice = Device;
    if (R.End > R.Begin)
      S.Regions.push_back(std::move(R));
  }

  clang::ASTContext &Ctx;
  const clang::SourceManager &SM;
  HostSkipState &S;
};

class RegionCollector : public clang::ASTConsumer {
public:
  explicit RegionCollector(HostSkipState &S) : S(S) {}
  void HandleTranslationUnit(clang::ASTContext &Ctx) override {
    S.Regions.clear();
    S.SharedVars.clear();
    RegionVisitor V(Ctx, S);
    V.TraverseDecl(Ctx.getTranslationUnitDecl());
  }

private:
  HostSkipState &S;
};

class ErrorRecorder : public clang::DiagnosticConsumer {
public:
  ErrorRecorder(clang::DiagnosticConsumer &Next, HostSkipState &S) : Next(Next), S(S) {}
  void BeginSourceFile(const clang::LangOptions &LO, const clang::Preprocessor *PP) override {
    Next.BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override { Next.EndSourceFile(); }
  void finish() override { Next.finish(); }
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    clang::DiagnosticConsumer::HandleDiagnostic(Level, Info);
    Next.HandleDiagnostic(Level, Info);
    if (Level < clang::DiagnosticsEngine::Note)
      return;
    if (Level == clang::DiagnosticsEngine::Remark || Level == clang::DiagnosticsEngine::Warning) {
      // Not an error: nothing to cut (a warning in a header the device code uses
      // must not end the retry), and its notes are not an error's.
      flushPending();
      InErrorNotes = false;
      return;
    }
    HostSkipState::ErrorAt At;
    At.SharedInit = Info.getID() == clang::diag::err_shared_var_init;
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      const clang::SourceManager &SM = Info.getSourceManager();
      clang::SourceLocation L = SM.getFileLoc(Info.getLocation());
      At.File = SM.getFilename(L).str();
      At.Offset = SM.getFileOffset(L);
      At.InUserFile = isUserFile(SM, L);
    }
    if (Level == clang::DiagnosticsEngine::Note) {
      // "... requested here" and friends: an error inside a system header is
      // charged to the user line that led there.
      if (!S.Errors.empty() && InErrorNotes && !S.Errors.back().InUserFile && At.InUserFile)
        Pending = At;
      return;
    }
    flushPending();
    InErrorNotes = true;
    S.Errors.push_back(std::move(At));
  }
  ~ErrorRecorder() override { flushPending(); }

private:
  void flushPending() {
    if (Pending && !S.Errors.empty())
      S.Errors.back() = *Pending;
    Pending.reset();
  }
  clang::DiagnosticConsumer &Next;
  HostSkipState &S;
  bool InErrorNotes = false;
  std::optional<HostSkipState::ErrorAt> Pending;
};

std::string fileText(HostSkipState &S, const std::string &File, const std::string &MainPath,
                     llvm::StringRef MainSource) {
  if (auto It = S.Texts.find(File); It != S.Texts.end())
    return It->second;
  if (File == MainPath)
    return MainSource.str();
  auto Buf = readInputFile(File);
  if (!Buf) {
    llvm::consumeError(Buf.takeError());
    return std::string();
  }
  return (*Buf)->getBuffer().str();
}

/// \p Text with [Begin, End) replaced by \p With plus the newlines it held.
std::string cut(const std::string &Text, unsigned Begin, unsigned End, llvm::StringRef With,
                llvm::StringRef Close) {
  std::string Out = Text.substr(0, Begin) + With.str();
  for (unsigned I = Begin; I < End && I < Text.size(); ++I)
    if (Text[I] == '\n')
      Out += '\n';
  return Out + Close.str() + Text.substr(std::min<size_t>(End, Text.size()));
}

} // namespace

bool isCudaDeviceHeader(llvm::StringRef Name) {
  llvm::StringRef Base = llvm::sys::path::filename(Name);
  for (llvm::StringRef P : {"cooperative_groups", "cub/", "thrust/", "cuda/", "nv/", "crt/",
                            "cccl/"})
    if (Name.starts_with(P) || Name.contains("/" + P.str()))
      return true;
  return Base.starts_with("cuda") || Base.starts_with("cooperative_groups") ||
         Base == "mma.h" || Base == "curand_kernel.h" || Base.starts_with("sm_") ||
         Base.starts_with("vector_") || Base.starts_with("device_") ||
         Base.starts_with("texture_") || Base.starts_with("surface_") ||
         Base.starts_with("math_") || Base.starts_with("__clang_cuda") ||
         Base == "host_defines.h" || Base == "driver_types.h" || Base == "builtin_types.h";
}

std::unique_ptr<clang::PPCallbacks> makeMissingHeaderSkipper(HostSkipState &S) {
  return std::make_unique<MissingHeaderSkipper>(S);
}

std::unique_ptr<clang::ASTConsumer> makeHostRegionCollector(HostSkipState &S) {
  return std::make_unique<RegionCollector>(S);
}

std::unique_ptr<clang::DiagnosticConsumer> makeErrorRecorder(clang::DiagnosticConsumer &Next,
                                                             HostSkipState &S) {
  return std::make_unique<ErrorRecorder>(Next, S);
}

bool planSharedStorage(HostSkipState &S, const std::string &MainPath, llvm::StringRef MainSource) {
  auto KeyOf = [](const SharedVarDecl &V) { return fmt::format("{}:{}:shared", V.File, V.NameOffset); };
  std::map<std::string, std::vector<const SharedVarDecl *>> ByFile;
  std::vector<HostSkipState::ErrorAt> Left;
  for (const HostSkipState::ErrorAt &E : S.Errors) {
    const SharedVarDecl *Found = nullptr;
    for (const SharedVarDecl &V : S.SharedVars)
      if (E.SharedInit && E.InUserFile && V.File == E.File && V.NameOffset == E.Offset)
        Found = &V;
    if (!Found || S.DroppedKeys.count(KeyOf(*Found))) {
      Left.push_back(E);
      continue;
    }
    auto &List = ByFile[Found->File];
    if (std::find(List.begin(), List.end(), Found) == List.end())
      List.push_back(Found);
  }
  if (ByFile.empty())
    return false;
  std::vector<std::pair<const SharedVarDecl *, std::string>> Said;
  for (auto &[File, List] : ByFile) {
    std::sort(List.begin(), List.end(), [](const SharedVarDecl *A, const SharedVarDecl *B) {
      return A->ReplaceBegin > B->ReplaceBegin;
    });
    std::string Text = fileText(S, File, MainPath, MainSource);
    for (const SharedVarDecl *V : List) {
      std::string Storage = V->Name + "__kc_shared";
      std::string With = fmt::format(
          "__attribute__((aligned(alignof({0})))) unsigned char {2}[sizeof({0} {3})]; "
          "{0} (&{1}){3} = *reinterpret_cast<{0} (*){3}>({2})",
          V->Element, V->Name, Storage, V->Suffix);
      Text = cut(Text, V->ReplaceBegin, V->ReplaceEnd, With, "");
      S.DroppedKeys.insert(KeyOf(*V));
      Said.emplace_back(V, fmt::format("__shared__ variable {} ({}:{}): its type's default "
                                       "constructor is not run, as nvcc does not run it either; "
                                       "analyzed as uninitialized shared storage",
                                       V->Name, llvm::sys::path::filename(V->File).str(), V->Line));
    }
    S.Texts[File] = std::move(Text);
  }
  std::sort(Said.begin(), Said.end(), [](const auto &A, const auto &B) {
    return std::tie(A.first->File, A.first->Line) < std::tie(B.first->File, B.first->Line);
  });
  for (auto &[V, What] : Said)
    if (std::find(S.SharedStorage.begin(), S.SharedStorage.end(), What) == S.SharedStorage.end())
      S.SharedStorage.push_back(std::move(What));
  S.Errors = std::move(Left);
  return true;
}

bool planHostSkip(HostSkipState &S, const std::string &MainPath, llvm::StringRef MainSource) {
  if (S.Errors.empty())
    return false;
  struct Cut {
    unsigned Begin, End;
    bool Stub;
    bool Stmt = false;
    bool Init = false; ///< "= init" of `T x = init;`, replaced by `{}`
  };
  std::map<std::string, std::vector<Cut>> Cuts;
  std::vector<std::string> Said;
  std::set<std::string> ThisRound; // statement cuts: several per function in one round
  for (const HostSkipState::ErrorAt &E : S.Errors) {
    if (!E.InUserFile)
      return false;
    const HostRegion *Best = nullptr;
    for (const HostRegion &R : S.Regions)
      if (R.File == E.File && R.Begin <= E.Offset && E.Offset < R.End &&
          (!Best || R.End - R.Begin < Best->End - Best->Begin))
        Best = &R;
    if (!Best || Best->IsDevice)
      return false; // device code, or no declaration to cut: a real error
    // An error in the body: first the statement that holds it goes (the rest of the
    // function, e.g. launches that instantiate template kernels, stays); a function
    // that fails again loses its body; an error elsewhere removes the declaration.
    bool InBody = Best->BodyEnd > Best->BodyBegin && Best->BodyBegin <= E.Offset &&
                  E.Offset < Best->BodyEnd;
    std::string Key = fmt::format("{}:{}", Best->File, Best->Begin);
    std::string File = llvm::sys::path::filename(Best->File).str();
    const HostRegion::Statement *Stmt = nullptr;
    if (InBody && S.StatementRounds[Key] < 3)
      for (const auto &St : Best->Stmts)
        if (St.Begin <= E.Offset && E.Offset < St.End)
          Stmt = &St;
    std::string What;
    if (Stmt) {
      if (Stmt->InitEnd > Stmt->InitBegin && Stmt->InitBegin <= E.Offset &&
          E.Offset < Stmt->InitEnd)
        Cuts[Best->File].push_back(Cut{Stmt->InitBegin, Stmt->InitEnd, false, false, true});
      else
        Cuts[Best->File].push_back(Cut{Stmt->Begin, Stmt->End, false, true});
      What = fmt::format("statements of host function {} ({}:{}) dropped", Best->Name, File,
                         Best->Line);
      ThisRound.insert(Key);
    } else {
      bool Stub = InBody && !S.DroppedKeys.count(Key + ":body");
      Cuts[Best->File].push_back(
          Stub ? Cut{Best->BodyBegin, Best->BodyEnd, true} : Cut{Best->Begin, Best->End, false});
      What = Stub ? fmt::format("body of host function {} ({}:{}) dropped", Best->Name, File,
                                Best->Line)
                  : fmt::format("host {} {} ({}:{}) dropped",
                                Best->IsFunction ? "function" : "declaration", Best->Name, File,
                                Best->Line);
      S.DroppedKeys.insert(Stub ? Key + ":body" : Key);
    }
    if (std::find(Said.begin(), Said.end(), What) == Said.end())
      Said.push_back(What);
  }
  for (const std::string &K : ThisRound)
    ++S.StatementRounds[K];
  for (auto &[File, List] : Cuts) {
    // Apply from the end, skipping cuts nested in (or overlapping) a later-applied one.
    std::sort(List.begin(), List.end(), [](const Cut &A, const Cut &B) {
      return A.Begin != B.Begin ? A.Begin > B.Begin : A.End > B.End;
    });
    std::string Text = fileText(S, File, MainPath, MainSource);
    unsigned Floor = ~0u;
    // Whole-declaration cuts swallow stub cuts inside them: take outer ones first.
    std::vector<Cut> Kept;
    for (const Cut &C : List) {
      bool Inside = false;
      for (const Cut &O : List)
        if (&O != &C && O.Begin <= C.Begin && C.End <= O.End && (O.End - O.Begin) > (C.End - C.Begin))
          Inside = true;
      if (!Inside && C.End <= Floor) {
        Kept.push_back(C);
        Floor = C.Begin;
      }
    }
    for (const Cut &C : Kept)
      Text = C.Stub ? cut(Text, C.Begin, C.End, "{ __builtin_unreachable();", " }")
                    : cut(Text, C.Begin, C.End, C.Stmt ? ";" : C.Init ? "{}" : "", "");
    S.Texts[File] = std::move(Text);
  }
  for (std::string &W : Said)
    if (std::find(S.Skipped.begin(), S.Skipped.end(), W) == S.Skipped.end())
      S.Skipped.push_back(std::move(W));
  return true;
}

} // namespace kc
