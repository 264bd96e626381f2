// The CUDA headers as a precompiled header, built once per compilation setting
// under the compile cache (FrontendPch.h).
#include "analyzer/FrontendPch.h"
#include "analyzer/Frontend.h"

#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/PreprocessorOptions.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SHA1.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

namespace kc {
namespace {

constexpr llvm::StringLiteral Wrapper = "__clang_cuda_runtime_wrapper.h";
constexpr llvm::StringLiteral PrefixName = "/kernelcast-virtual/pch/kernelcast_pch_prefix.cu";

} // namespace

std::optional<std::vector<std::string>> pchBuildArgs(const std::vector<std::string> &CC1,
                                                     llvm::StringRef DefinesHeader,
                                                     llvm::StringRef PrefixFile,
                                                     llvm::StringRef Output) {
  std::vector<std::string> Out;
  bool HasWrapper = false, HasAction = false;
  for (size_t I = 0; I < CC1.size(); ++I) {
    llvm::StringRef A = CC1[I];
    if (A == "-include" && I + 1 < CC1.size()) {
      if (CC1[I + 1] == DefinesHeader) {
        ++I;
        continue;
      }
      HasWrapper |= CC1[I + 1] == Wrapper;
    }
    // What names the consumer's file or working directory (debug info, the
    // CUDA compilation unit id) would give every source file its own PCH: the
    // prefix's name instead, and no compilation directories or unit id.
    if (A == "-main-file-name" && I + 1 < CC1.size()) {
      Out.insert(Out.end(), {"-main-file-name", std::string(llvm::sys::path::filename(PrefixFile))});
      ++I;
      continue;
    }
    if (A.starts_with("-cuid="))
      continue; // the compilation unit id, derived from the source file
    if (A.starts_with("-fdebug-compilation-dir") || A.starts_with("-fcoverage-compilation-dir")) {
      if (!A.contains('=') && I + 1 < CC1.size())
        ++I;
      continue;
    }
    if (A == "-emit-llvm") {
      Out.emplace_back("-emit-pch");
      HasAction = true;
      continue;
    }
    if (A == "-o" && I + 1 < CC1.size()) {
      Out.insert(Out.end(), {"-o", std::string(Output)});
      ++I;
      continue;
    }
    Out.emplace_back(A);
  }
  // The input is the last argument (after -x cuda).
  if (!HasWrapper || !HasAction || Out.size() < 3 || Out[Out.size() - 3] != "-x")
    return std::nullopt;
  Out.back() = std::string(PrefixFile);
  return Out;
}

std::vector<std::string> withPch(const std::vector<std::string> &CC1, llvm::StringRef Pch) {
  std::vector<std::string> Out;
  for (size_t I = 0; I < CC1.size(); ++I) {
    if (CC1[I] == "-include" && I + 1 < CC1.size() && CC1[I + 1] == Wrapper) {
      Out.insert(Out.end(), {"-include-pch", std::string(Pch)});
      ++I;
      continue;
    }
    Out.push_back(CC1[I]);
  }
  return Out;
}

std::string ensureCudaPch(const std::vector<std::string> &CC1, llvm::StringRef DefinesHeader,
                          const std::string &CacheDir,
                          llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS, bool Rebuild,
                          std::string &Why) {
  if (CacheDir.empty()) {
    Why = "no cache directory";
    return "";
  }
  // The key: every argument of the PCH build (the output path aside).
  auto Probe = pchBuildArgs(CC1, DefinesHeader, PrefixName, "-");
  if (!Probe) {
    Why = "the compilation does not include Clang's CUDA wrapper";
    return "";
  }
  llvm::SHA1 H;
  // kernelcast's version and embedded headers (the compat header is part of the
  // PCH) and clang's, then the arguments.
  H.update(frontendVersion());
  for (const std::string &A : *Probe) {
    H.update(A);
    H.update(llvm::StringRef("\0", 1));
  }
  auto Digest = H.final();
  llvm::SmallString<256> Dir(CacheDir);
  llvm::sys::path::append(Dir, "pch");
  std::string Path = (Dir + "/" + llvm::toHex(llvm::ArrayRef<uint8_t>(Digest.data(), 10), true) +
                      ".pch")
                         .str();
  llvm::sys::fs::file_status St;
  if (!Rebuild && !llvm::sys::fs::status(Path, St) && llvm::sys::fs::is_regular_file(St) &&
      St.getSize() > 0)
    return Path;
  if (std::error_code EC = llvm::sys::fs::create_directories(Dir)) {
    Why = fmt::format("cannot create {}: {}", Dir.str().str(), EC.message());
    return "";
  }
  // Build into a temporary file beside it, then rename: concurrent builds of
  // the same PCH (processes or threads) each write their own file and the last
  // rename wins.
  llvm::SmallString<256> TmpPath;
  if (std::error_code EC = llvm::sys::fs::createUniqueFile(Path + ".tmp-%%%%%%%%", TmpPath)) {
    Why = fmt::format("cannot create a file in {}: {}", Dir.str().str(), EC.message());
    return "";
  }
  std::string Tmp(TmpPath);
  auto Args = pchBuildArgs(CC1, DefinesHeader, PrefixName, Tmp);
  std::string DiagText;
  llvm::raw_string_ostream DiagOS(DiagText);
  clang::DiagnosticOptions DiagOpts;
  clang::TextDiagnosticPrinter Printer(DiagOS, DiagOpts);
  auto Inv = std::make_shared<clang::CompilerInvocation>();
  {
    clang::DiagnosticsEngine ArgDiags(llvm::makeIntrusiveRefCnt<clang::DiagnosticIDs>(), DiagOpts,
                                      &Printer, /*ShouldOwnClient=*/false);
    std::vector<const char *> CArgs;
    for (size_t I = 1; I < Args->size(); ++I) // skip "-cc1"
      CArgs.push_back((*Args)[I].c_str());
    if (!clang::CompilerInvocation::CreateFromArgs(*Inv, CArgs, ArgDiags) ||
        ArgDiags.hasErrorOccurred()) {
      Why = "invalid PCH arguments: " + DiagText;
      return "";
    }
  }
  Inv->getPreprocessorOpts().addRemappedFile(
      PrefixName, llvm::MemoryBuffer::getMemBufferCopy("", PrefixName).release());
  clang::CompilerInstance CI(Inv);
  CI.setVirtualFileSystem(FS);
  CI.createDiagnostics(&Printer, /*ShouldOwnClient=*/false);
  CI.createFileManager();
  clang::GeneratePCHAction Action;
  bool Ok = CI.ExecuteAction(Action) && !CI.getDiagnostics().hasErrorOccurred();
  CI.getDiagnostics().setClient(new clang::IgnoringDiagConsumer(), true);
  if (!Ok) {
    llvm::sys::fs::remove(Tmp);
    Why = "the PCH build failed: " + DiagText;
    return "";
  }
  {
    // Beside it, the arguments it was built with (what its hash covers).
    std::error_code EC;
    llvm::raw_fd_ostream Args((Path + ".args").c_str(), EC);
    if (!EC)
      for (const std::string &A : *Probe)
        Args << A << "\n";
  }
  if (std::error_code EC = llvm::sys::fs::rename(Tmp, Path)) {
    llvm::sys::fs::remove(Tmp);
    Why = fmt::format("cannot write {}: {}", Path, EC.message());
    return "";
  }
  return Path;
}

} // namespace kc
