/// \file
/// On-disk cache of analysis results, so a repeated `analyze` (predict, compare,
/// tune) of an unchanged source skips loading the module and the analysis pass:
///   <dir>/<compile key>.model-<16 hex>.json   the kernel models (KernelModelFile JSON)
/// beside the compile cache's entries (CompileCache.h), framed and checked the same
/// way (kind, key, size, xxh3; CacheEntry.h): an invalid entry is dropped with a
/// note and rebuilt. The 16 hex digits are a SHA-256 of everything besides the
/// compile key that changes the models: every AnalysisOptions field (branch
/// probabilities, trip and symbol values, hit rates, block shape, path ranking
/// costs), the kernel selection, the register source (ptxas or nvcc on or off,
/// which binary: path, size, time; nvcc's arguments) and the running kernelcast
/// binary itself (path, size, time: a rebuilt analyzer never reads an older
/// analyzer's models). A hit also needs the module entry to be valid and its
/// headers unchanged (checkCachedModule()).
///
/// What the JSON does not hold is rebuilt on a hit as the compile cache does: the
/// source path as given, the headers description, the unroll-cap warnings.
#pragma once

#include "analyzer/SourceAnalysis.h"

#include <optional>
#include <string>

namespace kc {

/// Where the models of one analyzeSource() call are cached.
struct ModelCacheSlot {
  std::string Dir;    ///< cache directory
  std::string Key;    ///< the compile cache key of the source
  std::string Tag;    ///< "model-<16 hex>" (modelCacheTag())
  std::string Source; ///< the source text (for the unroll-cap warnings of a hit)
};

/// The tag of the models analyzed with \p Opts (the options part of the key).
std::string modelCacheTag(const SourceAnalysisOptions &Opts);

/// The slot of analyzing the CUDA source \p Path with \p Opts; std::nullopt when the
/// cache is off (--no-cache, KERNELCAST_NO_CACHE), \p Path is an IR file or not a
/// readable regular file of bounded size (loadDeviceCode() then says why).
std::optional<ModelCacheSlot> modelCacheSlot(const std::string &Path,
                                             const SourceAnalysisOptions &Opts);

/// The cached models of \p Slot, complete as analyzeSource() returns them
/// (SourceFile = \p Path), or std::nullopt on a miss.
std::optional<KernelModelFile> loadCachedModels(const ModelCacheSlot &Slot,
                                                const std::string &Path,
                                                const SourceAnalysisOptions &Opts);

/// Stores \p Models in \p Slot (I/O failures are ignored: the cache is an optimization).
void storeCachedModels(const ModelCacheSlot &Slot, const KernelModelFile &Models);

} // namespace kc
