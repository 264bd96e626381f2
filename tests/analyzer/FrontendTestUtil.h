// Shared helpers of the front-end tests: compile a CUDA text in memory without
// the compile cache, with the toolkit's headers or the built-in ones, and
// collect the compile cache's notes.
#pragma once

#include "analyzer/CompileCache.h"
#include "analyzer/Frontend.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace kc::test {

/// No compile cache; the toolkit's headers when \p Toolkit, else the built-in ones.
inline CompileOptions uncachedOptions(bool Toolkit) {
  CompileOptions O;
  O.UseCache = false;
  O.UseCudaToolkit = Toolkit;
  return O;
}

/// \p Text compiled as \p Name; a failure is reported to the test and gives an
/// empty DeviceModule (callers ASSERT_TRUE(M.Module)).
inline DeviceModule mustCompileText(llvm::StringRef Text, const CompileOptions &O,
                                    const std::string &Name = "inline.cu") {
  auto M = compileCudaSource(Text, Name, O);
  if (!M) {
    ADD_FAILURE() << llvm::toString(M.takeError());
    return DeviceModule();
  }
  return std::move(*M);
}

/// Collects the compile cache's notes while alive.
struct CacheNotes {
  std::vector<std::string> Lines;
  CacheNotes() {
    setCacheNoteHandler([this](const std::string &L) { Lines.push_back(L); });
  }
  ~CacheNotes() { setCacheNoteHandler(nullptr); }
  bool has(const std::string &Text) const {
    for (const std::string &L : Lines)
      if (L.find(Text) != std::string::npos)
        return true;
    return false;
  }
};

} // namespace kc::test
