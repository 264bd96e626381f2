// The analysis-result cache (ModelCache.h): the options part of the key, the
// lookup of <compile key>.model-<hash>.json and its store.
#include "analyzer/ModelCache.h"
#include "analyzer/CompileCache.h"
#include "analyzer/PhaseTimes.h"
#include "analyzer/UnrollCap.h"
#include "gpumodel/InputFile.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/SHA256.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <stdexcept>

namespace kc {
namespace {

/// [path, size, modification time] of \p Path ("" path: [""]), so a replaced
/// binary changes the key.
nlohmann::json fileIdentity(const std::string &Path) {
  if (Path.empty())
    return nlohmann::json::array({""});
  llvm::sys::fs::file_status St;
  if (llvm::sys::fs::status(Path, St))
    return nlohmann::json::array({Path});
  return nlohmann::json::array(
      {Path, St.getSize(),
       static_cast<long long>(St.getLastModificationTime().time_since_epoch().count())});
}

/// The running binary (kernelcast, a test, a library user's program).
const nlohmann::json &selfIdentity() {
  static const nlohmann::json Self = [] {
    static int Anchor;
    return fileIdentity(llvm::sys::fs::getMainExecutable(nullptr, &Anchor));
  }();
  return Self;
}

} // namespace

std::string modelCacheTag(const SourceAnalysisOptions &Opts) {
  const AnalysisOptions &A = Opts.Analysis;
  nlohmann::json BranchProbs = nlohmann::json::array();
  for (const auto &[Line, P] : A.BranchProbabilityByLine)
    BranchProbs.push_back({Line, P});
  nlohmann::json Block = nullptr;
  if (A.BlockDim)
    Block = {(*A.BlockDim)[0], (*A.BlockDim)[1], (*A.BlockDim)[2]};
  std::string Ptxas = findPtxas(Opts.Ptxas);
  nlohmann::json J = {
      {"self", selfIdentity()},
      {"kernel", Opts.Kernel},
      {"branch_probs", BranchProbs},
      {"default_branch_prob", A.DefaultBranchProbability},
      {"default_trip", A.DefaultTripCount},
      {"symbols", A.SymbolValues},
      {"l1_hit", A.DefaultL1Hit},
      {"l2_hit", A.DefaultL2Hit},
      {"block", Block},
      {"path_costs", A.PathRankingCosts},
      {"max_paths", A.MaxPathsPerInstruction},
      {"use_ptxas", Opts.Ptxas.UsePtxas},
      {"ptxas", fileIdentity(Ptxas)},
      {"use_nvcc", Opts.Ptxas.UseNvcc},
      {"nvcc", Opts.Ptxas.UseNvcc && !Ptxas.empty() ? fileIdentity(findNvcc(Ptxas))
                                                    : nlohmann::json(nullptr)},
      {"nvcc_args", Opts.Ptxas.NvccArgs}};
  std::string Text = J.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  auto D = llvm::SHA256::hash(llvm::arrayRefFromStringRef(Text));
  return "model-" + llvm::toHex(llvm::ArrayRef<uint8_t>(D.data(), 8), /*LowerCase=*/true);
}

std::optional<ModelCacheSlot> modelCacheSlot(const std::string &Path,
                                             const SourceAnalysisOptions &Opts) {
  if (!Opts.Compile.UseCache || !Opts.Ptxas.UseCache || cacheDisabledByEnvironment())
    return std::nullopt;
  llvm::StringRef P(Path);
  if (P.ends_with(".ll") || P.ends_with(".bc"))
    return std::nullopt;
  PhaseScope Scope("model cache key");
  ModelCacheSlot Slot;
  Slot.Dir = cacheDirFor(Opts.Compile);
  if (Slot.Dir.empty())
    return std::nullopt;
  auto Buf = readInputFile(Path);
  if (!Buf) {
    llvm::consumeError(Buf.takeError()); // loadDeviceCode() reports it
    return std::nullopt;
  }
  Slot.Source = (*Buf)->getBuffer().str();
  Slot.Key = compileCacheKey(Slot.Source, Path, Opts.Compile);
  Slot.Tag = modelCacheTag(Opts);
  return Slot;
}

std::optional<KernelModelFile> loadCachedModels(const ModelCacheSlot &Slot,
                                                const std::string &Path,
                                                const SourceAnalysisOptions &Opts) {
  PhaseScope Read("model cache read");
  auto Meta = checkCachedModule(Slot.Dir, Slot.Key);
  if (!Meta)
    return std::nullopt; // no module entry, or a header changed
  auto Text = loadCachedPayload(Slot.Dir, Slot.Key, Slot.Tag);
  if (!Text)
    return std::nullopt;
  Read.stop();
  KernelModelFile F;
  try {
    PhaseScope Json("model cache JSON");
    nlohmann::json J = nlohmann::json::parse(*Text);
    Json.stop();
    PhaseScope Models("model cache models");
    F = kernelModelFileFromJson(J);
  } catch (const std::exception &E) {
    dropCachedPayload(Slot.Dir, Slot.Key, Slot.Tag,
                      fmt::format("not a kernel model file: {}", E.what()));
    return std::nullopt;
  }
  if (F.Kernels.empty()) {
    dropCachedPayload(Slot.Dir, Slot.Key, Slot.Tag, "kernel model file without kernels");
    return std::nullopt;
  }
  F.SourceFile = Path;
  F.Headers = headersOnCacheHit(Opts.Compile, Meta->Headers);
  // The warnings of the source rewrite, as the compile gave them.
  (void)capUnrollPragmas(Slot.Source, Path, F.FrontendWarnings);
  return F;
}

void storeCachedModels(const ModelCacheSlot &Slot, const KernelModelFile &Models) {
  PhaseScope Scope("model cache store");
  std::string Payload;
  try {
    Payload = toJson(Models).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  } catch (const ExprTooLarge &) {
    return; // a model whose formulas cannot be written out is analyzed again next time
  }
  storeCachedPayload(Slot.Dir, Slot.Key, Slot.Tag, Payload);
}

} // namespace kc
