// Records `__global__` functions in preprocessor branches the compile skips
// (see FrontendSkippedKernels.h).
#include "analyzer/FrontendSkippedKernels.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/PPCallbacks.h"

#include "llvm/ADT/StringRef.h"

#include <fmt/format.h>

namespace kc {
namespace {

/// Offset of the first `__global__` of \p Text that is not in a comment, or npos.
size_t firstGlobalOutsideComments(llvm::StringRef Text) {
  for (size_t I = 0; I < Text.size(); ++I) {
    if (Text.substr(I).starts_with("//")) {
      I = Text.find('\n', I);
      if (I == llvm::StringRef::npos)
        return llvm::StringRef::npos;
      continue;
    }
    if (Text.substr(I).starts_with("/*")) {
      I = Text.find("*/", I + 2);
      if (I == llvm::StringRef::npos)
        return llvm::StringRef::npos;
      ++I;
      continue;
    }
    if (Text.substr(I).starts_with("__global__"))
      return I;
  }
  return llvm::StringRef::npos;
}

class SkippedKernelFinder : public clang::PPCallbacks {
public:
  SkippedKernelFinder(const clang::SourceManager &SM, std::vector<std::string> &Out) : SM(SM), Out(Out) {}

  void SourceRangeSkipped(clang::SourceRange Range, clang::SourceLocation) override {
    if (!SM.isWrittenInMainFile(Range.getBegin()) || !SM.isWrittenInMainFile(Range.getEnd()))
      return;
    auto [File, Begin] = SM.getDecomposedLoc(SM.getFileLoc(Range.getBegin()));
    unsigned End = SM.getDecomposedLoc(SM.getFileLoc(Range.getEnd())).second;
    bool Invalid = false;
    llvm::StringRef Buffer = SM.getBufferData(File, &Invalid);
    if (Invalid || End <= Begin || End > Buffer.size())
      return;
    llvm::StringRef Text = Buffer.slice(Begin, End);
    size_t At = firstGlobalOutsideComments(Text);
    if (At == llvm::StringRef::npos)
      return;
    llvm::StringRef Directive = Text.take_until([](char C) { return C == '\n' || C == '\r'; }).trim();
    Out.push_back(fmt::format("line {} (`{}` at line {})", SM.getLineNumber(File, Begin + At), Directive.str(),
                              SM.getLineNumber(File, Begin)));
  }

private:
  const clang::SourceManager &SM;
  std::vector<std::string> &Out;
};

} // namespace

std::unique_ptr<clang::PPCallbacks> makeSkippedKernelFinder(const clang::SourceManager &SM,
                                                            std::vector<std::string> &Out) {
  return std::make_unique<SkippedKernelFinder>(SM, Out);
}

} // namespace kc
