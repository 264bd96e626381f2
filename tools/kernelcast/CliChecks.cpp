//===- CliChecks.cpp - validators shared by the subcommands ---------------===//
#include "tools/kernelcast/CliChecks.h"

#include "workflows/NumberInput.h"

namespace kc::cli {

CLI::Validator countCheck(uint64_t Min, uint64_t Max) {
  return CLI::Validator(
      [Min, Max](std::string &Value) -> std::string {
        auto V = parseInteger(Value, Min, Max);
        if (!V)
          return llvm::toString(V.takeError());
        Value = std::to_string(*V); // "256.0" -> "256" for CLI11's own conversion
        return "";
      },
      "", "count"); // no description: --help keeps CLI11's own type names
}

CLI::Validator nonEmptyPath() {
  return CLI::Validator(
      [](std::string &Value) -> std::string {
        return Value.empty() ? "an empty path (expected a file or folder name)" : "";
      },
      "", "non-empty path");
}

} // namespace kc::cli
