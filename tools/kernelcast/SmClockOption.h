/// \file
/// --sm-clock-mhz (docs/model.md#sm-clock), one definition for predict and
/// tune (the GPU run at another SM clock) and compare (the clock the
/// measurements ran at, applied per row).
#pragma once

#include "gpumodel/GpuModel.h"

#include "llvm/Support/Error.h"

#include <CLI/CLI.hpp>

#include <string>

namespace kc::cli {

/// The help of predict's and tune's --sm-clock-mhz.
inline constexpr const char *SmClockHelp =
    "the SM clock the GPU runs at, MHz (a locked clock, a laptop's): SM cycles count at it, "
    "while DRAM and L2 bandwidths and the DRAM part of the DRAM latency keep their time "
    "(default: the GPU file's core clock)";

/// Adds --sm-clock-mhz MHZ to \p Sub, storing the text (parsed later, so that a
/// bad value is reported with the option's name and the accepted range).
void addSmClockOption(CLI::App &Sub, std::string &Text, const char *Help = SmClockHelp);

/// \p G at the clock \p Text gives (atSmClock); nothing when \p Text is empty.
/// A value that is not a number in 100-5000 is an error naming the option.
llvm::Error applySmClock(const std::string &Text, GpuModel &G);

} // namespace kc::cli
