//===- GpuDatabase.cpp - built-in GPU models and --gpu lookup -------------===//
// The embedded data files (gpumodel/data/*.json) parsed once; lookup by id,
// alias or CUDA device name (normalized), or by path to a user file; an
// unknown name gets the closest ids by edit distance.
#include "gpumodel/GpuDatabase.h"
#include "gpumodel/InputFile.h"
#include "support/EmbeddedFiles.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

namespace kc {

std::string normalizeGpuName(std::string_view Name) {
  std::string Out;
  for (char C : Name)
    if (std::isalnum(static_cast<unsigned char>(C)))
      Out += static_cast<char>(std::tolower(static_cast<unsigned char>(C)));
  return Out;
}

const GpuDatabase &GpuDatabase::builtin() {
  static const GpuDatabase DB = [] {
    GpuDatabase D;
    for (const EmbeddedFile &F : embedded::gpus::files()) {
      auto M = parseGpuFile(F.Contents, F.Name);
      if (!M) // The shipped files are checked by the tests: a broken one is a build defect.
        llvm::report_fatal_error(llvm::Twine("embedded GPU file is invalid:\n") +
                                 llvm::toString(M.takeError()));
      D.Models.push_back(std::move(*M));
    }
    std::sort(D.Models.begin(), D.Models.end(), [](const GpuModel &A, const GpuModel &B) {
      return A.computeCapability() != B.computeCapability()
                 ? A.computeCapability() < B.computeCapability()
                 : A.Id < B.Id;
    });
    return D;
  }();
  return DB;
}

static bool looksLikePath(std::string_view S) {
  llvm::StringRef R(S.data(), S.size());
  return R.ends_with_insensitive(".json") || llvm::sys::fs::is_regular_file(R);
}

llvm::Expected<GpuModel> GpuDatabase::find(std::string_view NameOrPath) const {
  if (looksLikePath(NameOrPath)) {
    std::string Path(NameOrPath);
    auto Buf = readInputFile(Path);
    if (!Buf)
      return Buf.takeError();
    llvm::StringRef Text = (*Buf)->getBuffer();
    return parseGpuFile(std::string_view(Text.data(), Text.size()), Path);
  }
  std::string Key = normalizeGpuName(NameOrPath);
  if (!Key.empty())
    for (const GpuModel &M : Models) {
      if (normalizeGpuName(M.Id) == Key || normalizeGpuName(M.Name) == Key)
        return M;
      for (const std::string &A : M.Aliases)
        if (normalizeGpuName(A) == Key)
          return M;
    }
  std::vector<std::string> Close = suggest(NameOrPath);
  std::string Hint;
  for (const std::string &S : Close)
    Hint += (Hint.empty() ? "" : ", ") + S;
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      fmt::format("unknown GPU '{}'; closest: {} ('kernelcast gpus' lists all ids; a path to a .json "
                  "GPU file also works)",
                  NameOrPath, Hint));
}

llvm::Expected<GpuModel> GpuDatabase::findBuiltin(std::string_view NameOrPath) {
  if (!NameOrPath.empty() && !looksLikePath(NameOrPath)) {
    std::string File = std::string(NameOrPath) + ".json";
    for (const EmbeddedFile &F : embedded::gpus::files())
      if (F.Name == File) {
        auto M = parseGpuFile(F.Contents, F.Name);
        if (M && M->Id == NameOrPath)
          return M;
        if (!M)
          llvm::consumeError(M.takeError()); // builtin() reports a broken file
        break;
      }
  }
  return builtin().find(NameOrPath);
}

std::vector<std::string> GpuDatabase::suggest(std::string_view Name, unsigned N) const {
  std::string Key = normalizeGpuName(Name);
  // Edit distance, except that a name the input begins (e.g. "a100-sxm" for
  // "a100-sxm4-80gb") counts as distance 0.
  auto Distance = [&](const std::string &Candidate) {
    std::string N = normalizeGpuName(Candidate);
    llvm::StringRef C(N);
    if (Key.size() >= 2 && C.starts_with(Key))
      return 0u;
    return llvm::StringRef(Key).edit_distance(C);
  };
  std::vector<std::pair<unsigned, std::string>> Scored;
  for (const GpuModel &M : Models) {
    unsigned Best = std::min(Distance(M.Id), Distance(M.Name));
    for (const std::string &A : M.Aliases)
      Best = std::min(Best, Distance(A));
    Scored.emplace_back(Best, M.Id);
  }
  std::sort(Scored.begin(), Scored.end());
  std::vector<std::string> Out;
  for (size_t I = 0; I < Scored.size() && I < N; ++I)
    Out.push_back(Scored[I].second);
  return Out;
}

} // namespace kc
