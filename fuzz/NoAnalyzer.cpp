// The fuzz build links no Clang: the analyzer's entry points compare.cpp refers to
// are replaced here. analyzeSource fails (the compare fuzz target replaces the
// analyzer through CompareOptions::Analyze, so it is never called);
// compileArchFor gives the GPU's own sm_XX (it only labels the toy analysis).
#include "analyzer/SourceAnalysis.h"
#include "gpumodel/GpuModel.h"

namespace kc {

llvm::Expected<AnalyzedSource> analyzeSource(const std::string &Path,
                                             const SourceAnalysisOptions &) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "%s: the fuzz build has no analyzer", Path.c_str());
}

std::pair<std::string, bool> compileArchFor(const GpuModel &Gpu) { return {Gpu.smArch(), false}; }

} // namespace kc
