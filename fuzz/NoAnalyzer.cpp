// The fuzz build links no Clang: the analyzer's entry points fail here. The fuzz
// targets that reach them (compare) replace the analyzer through their options
// (CompareOptions::Analyze), so these are never called.
#include "analyzer/SourceAnalysis.h"

namespace kc {

llvm::Expected<AnalyzedSource> analyzeSource(const std::string &Path,
                                             const SourceAnalysisOptions &) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "%s: the fuzz build has no analyzer", Path.c_str());
}

} // namespace kc
