//===- SmClockOption.cpp - the --sm-clock-mhz option ----------------------===//
#include "tools/kernelcast/SmClockOption.h"

#include "workflows/Compare.h"

namespace kc::cli {

void addSmClockOption(CLI::App &Sub, std::string &Text, const char *Help) {
  Sub.add_option("--sm-clock-mhz", Text, Help)->type_name("MHZ");
}

llvm::Error applySmClock(const std::string &Text, GpuModel &G) {
  if (Text.empty())
    return llvm::Error::success();
  auto MHz = parseSmClockMHz(Text, "--sm-clock-mhz");
  if (!MHz)
    return MHz.takeError();
  G = atSmClock(G, *MHz);
  return llvm::Error::success();
}

} // namespace kc::cli
