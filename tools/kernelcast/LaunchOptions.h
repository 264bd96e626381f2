/// \file
/// Parsing of launch options shared by predict and demo: "X[,Y,Z]" dimensions,
/// --arg NAME=VALUE lists.
#pragma once

#include "kernelmodel/KernelModel.h"

#include "predictor/Launch.h"

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace kc::cli {

/// "4096", "64,64" or "8,8,4" (also "64x64"); every part a positive integer.
llvm::Expected<Dim3> parseDim3(const std::string &Text, const char *Option);

/// --arg NAME=VALUE, repeated.
llvm::Error parseArgs(const std::vector<std::string> &Args, std::map<std::string, double> &Out);

/// Warns (stderr, "kernelcast <Command>: warning: ...") about each --arg that
/// names no scalar parameter of \p K (a misspelt name, or a benchmark's own
/// name for a size: it has no effect), listing the scalar parameters. A model
/// without parameter names (hand-built) is not checked.
void warnUnknownArgs(const KernelModel &K, const std::map<std::string, double> &Args,
                     const char *Command);

} // namespace kc::cli
