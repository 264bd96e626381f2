/// \file
/// Finds and loads GPU models: the files embedded at build time
/// (gpumodel/data/*.json) and user files given by path. `--gpu` accepts an id,
/// an alias or a CUDA device name, matched case- and punctuation-insensitively
/// ("Tesla K40m", "nvidia a100-pcie-40gb"), or a path to a .json file. An
/// unknown name is an error naming it and suggesting the closest ids.
#pragma once

#include "gpumodel/GpuModel.h"

#include "llvm/Support/Error.h"

#include <string>
#include <string_view>
#include <vector>

namespace kc {

/// One problem found while validating a GPU file.
struct GpuFileIssue {
  std::string Field;   ///< JSON pointer, e.g. "/occupancy/regs_per_sm"
  std::string Message; ///< "missing", "expected a positive number, got -3", ...
};

/// Parses and validates one GPU file's text. \p Origin names it in messages.
/// Fails with every issue listed (one per line: "<origin>: <field>: <message>").
llvm::Expected<GpuModel> parseGpuFile(std::string_view Text, std::string_view Origin);

/// Validation only: every missing, malformed or out-of-range field.
std::vector<GpuFileIssue> checkGpuFile(std::string_view Text);

class GpuDatabase {
public:
  /// The models embedded in the binary (parsed once, on first use).
  static const GpuDatabase &builtin();

  const std::vector<GpuModel> &all() const { return Models; }
  /// Looks up an id, alias or device name; a string naming an existing file
  /// (or ending in .json) is loaded as a user file.
  llvm::Expected<GpuModel> find(std::string_view NameOrPath) const;
  /// builtin().find(\p NameOrPath) without parsing every embedded file when
  /// \p NameOrPath is exactly a built-in id (its file is "<id>.json"): only that
  /// file is parsed (about 35 ms less CPU than the whole database for a cached
  /// `analyze --gpu`). Anything else (aliases, device names, paths, unknown names)
  /// goes to builtin().find(). The tests check both give the same model for every id.
  static llvm::Expected<GpuModel> findBuiltin(std::string_view NameOrPath);
  /// Built-in ids closest to \p Name (edit distance), best first.
  std::vector<std::string> suggest(std::string_view Name, unsigned N = 3) const;

private:
  std::vector<GpuModel> Models;
};

/// Lower-cased with every non-alphanumeric character removed: the key --gpu matches on.
std::string normalizeGpuName(std::string_view Name);

} // namespace kc
