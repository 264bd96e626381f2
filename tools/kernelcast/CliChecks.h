/// \file
/// CLI11 validators every subcommand uses for its typed options, built on the
/// one number parser (workflows/NumberInput.h): an integer option must be
/// written as a non-negative integer in range (CLI11 alone lets "-5" wrap to
/// 18446744073709551611 and reads "010" as octal), and an output path must not
/// be empty (`--plot ""` would otherwise write nothing and exit 0).
#pragma once

#include <CLI/CLI.hpp>

#include <cstdint>
#include <limits>

namespace kc::cli {

/// An integer in [Min, Max], decimal, no sign.
CLI::Validator countCheck(uint64_t Min = 0, uint64_t Max = std::numeric_limits<uint32_t>::max());

/// A non-empty path.
CLI::Validator nonEmptyPath();

} // namespace kc::cli
