/// \file
/// JSON text for the CLI's output (--json, --emit-model): strings that are
/// not valid UTF-8 (a file name in Latin-1, say) are written with U+FFFD in
/// place of the bad bytes instead of failing the whole command with
/// nlohmann's "invalid UTF-8 byte" error.
#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace kc::cli {

inline std::string jsonText(const nlohmann::json &J, int Indent = 2) {
  return J.dump(Indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace kc::cli
