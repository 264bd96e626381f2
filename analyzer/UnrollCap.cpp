// Caps literal loop-unroll counts in CUDA source (UnrollCap.h).
#include "analyzer/UnrollCap.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Regex.h"

#include <fmt/format.h>

namespace kc {

std::string capUnrollPragmas(llvm::StringRef Source, llvm::StringRef FileName,
                             std::vector<std::string> &Warnings, unsigned Cap) {
  if (!Source.contains("unroll"))
    return Source.str();
  // Group 1: everything before the count; group 2: the count.
  static const llvm::Regex Pragmas[] = {
      llvm::Regex("(#[ \t]*pragma[ \t]+(GCC[ \t]+)?unroll[ \t]*\\(?[ \t]*)([0-9]+)"),
      llvm::Regex("(_Pragma[ \t]*\\([ \t]*\"[ \t]*(GCC[ \t]+)?unroll[ \t]*\\(?[ \t]*)([0-9]+)"),
      llvm::Regex("(#[ \t]*pragma[ \t]+clang[ \t]+loop[ \t]+([^/]*[ \t])?unroll_count[ \t]*\\([ \t]*)"
                  "([0-9]+)"),
  };
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Source.split(Lines, '\n');
  std::string Out;
  Out.reserve(Source.size());
  for (size_t I = 0; I < Lines.size(); ++I) {
    std::string Line = Lines[I].str();
    if (llvm::StringRef(Line).contains("unroll")) {
      for (const llvm::Regex &Re : Pragmas) {
        llvm::SmallVector<llvm::StringRef, 4> M;
        if (!Re.match(Line, &M))
          continue;
        llvm::StringRef Count = M[3];
        unsigned long long N = 0;
        bool Huge = Count.getAsInteger(10, N); // does not fit: certainly above the cap
        if (!Huge && N <= Cap)
          continue;
        size_t At = Count.data() - Line.data();
        Warnings.push_back(fmt::format(
            "{}:{}: unroll count {} capped at {} (kernelcast's unroll limit: larger counts "
            "take minutes to compile; the loop is analyzed as unrolled {} times)",
            FileName.str(), I + 1, Count.str(), Cap, Cap));
        Line.replace(At, Count.size(), std::to_string(Cap));
      }
    }
    Out += Line;
    if (I + 1 < Lines.size())
      Out += '\n';
  }
  return Out;
}

} // namespace kc
