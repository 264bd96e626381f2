/// \file
/// The analyzer's one-call entry point: source (.cu, .ll, .bc) -> kernel models.
/// Reuses the models of an earlier call with the same source and options (the
/// model cache, ModelCache.h); else compiles (through the compile cache), selects kernels, runs the analysis
/// pass on each (KernelAnalysis.h) and fills in what the pass cannot know from
/// the IR alone: names and parameters as written, registers and spills (ptxas
/// or an IR estimate, Ptxas.h), static and dynamic shared memory, the arch.
/// The CLI's analyze / predict / compare / tune / fuse commands all call this.
#pragma once

#include "analyzer/Frontend.h"
#include "analyzer/KernelAnalysis.h"
#include "analyzer/Ptxas.h"
#include "analyzer/PhaseTimes.h"
#include "kernelmodel/KernelModel.h"

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace kc {

struct SourceAnalysisOptions {
  CompileOptions Compile;
  AnalysisOptions Analysis;
  PtxasOptions Ptxas;
  std::string Kernel; ///< "" = every kernel (selectKernels' matching rules)
};

/// Appends NAME or NAME=VALUE defines to the compile and, as -D arguments, to
/// nvcc's (PtxasOptions::NvccArgs), so that `--registers nvcc` and the nvcc
/// register fallback compile the same variant.
void addDefines(SourceAnalysisOptions &Opts, const std::vector<std::string> &Defines);

struct AnalyzedSource {
  KernelModelFile Models;
  bool CompileFromCache = false;
  /// The models came from the model cache (ModelCache.h): no module was loaded and
  /// the pass did not run (ResourcesMs and AnalysisMs are 0).
  bool ModelsFromCache = false;
  double CompileMs = 0;   ///< front end (or cache load)
  double ResourcesMs = 0; ///< PTX emission + ptxas (or cache)
  double AnalysisMs = 0;  ///< the pass, all kernels
  PhaseTimes Phases;      ///< finer: parse, -O3, PTX, ptxas, cache I/O (PhaseTimes.h)
};

/// Errors: the front end's (unreadable file, Clang diagnostics, no kernel, no
/// kernel of that name) and the pass's.
llvm::Expected<AnalyzedSource> analyzeSource(const std::string &Path,
                                             const SourceAnalysisOptions &Opts);

/// Same, for source text in memory (generated kernels: fusion candidates, tests).
llvm::Expected<AnalyzedSource> analyzeSourceText(llvm::StringRef Source,
                                                 const std::string &FileName,
                                                 const SourceAnalysisOptions &Opts);

} // namespace kc

namespace kc {
struct GpuModel;
/// The architecture to compile for a GPU: its sm_XX, or the newest LLVM 19's
/// NVPTX backend accepts (sm_90) for newer GPUs (b200: sm_100 -> sm_90); the
/// second member says when it was clamped.
std::pair<std::string, bool> compileArchFor(const GpuModel &Gpu);
} // namespace kc
