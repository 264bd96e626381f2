/// \file
/// Reading JSON a user handed in (GPU files, kernel models, calibration
/// results): errors name the file and the line:column and say what is wrong in
/// words ("invalid JSON at 3:14: number 1e999 does not fit a double"), never
/// nlohmann's "[json.exception.out_of_range.406]" text. Nesting is limited
/// (kMaxJsonDepth) so that nothing downstream recurses 100,000 levels deep, and
/// briefJson() shows a value without walking into it.
#pragma once

#include "llvm/Support/Error.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace kc {

inline constexpr int kMaxJsonDepth = 256;

/// Why a text is not JSON: where (Line 0 when unknown) and what, in words.
struct JsonParseFailure {
  size_t Line = 0, Column = 0;
  std::string Reason; ///< "syntax error while parsing value - ...", "the number 1e999 does not fit a double"
};
/// Parses \p Text into \p Out; nullopt on success.
std::optional<JsonParseFailure> tryParseJson(std::string_view Text, nlohmann::json &Out);

/// Parses \p Text read from \p Origin (a path, or "record 3 of x.jsonl").
llvm::Expected<nlohmann::json> parseJsonText(std::string_view Text, std::string_view Origin);

/// Reads and parses a JSON file (regular files up to 64 MB).
llvm::Expected<nlohmann::json> readJsonFile(const std::string &Path);

/// Up to 60 characters of a value for messages; objects and arrays are shown as
/// "{...} (an object of N fields)" without walking into them.
std::string briefJson(const nlohmann::json &V);

/// nlohmann's message without its "[json.exception.type_error.302] " prefix.
std::string jsonErrorText(const std::exception &E);

} // namespace kc
