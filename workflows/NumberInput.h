/// \file
/// The one place where numbers a user typed are parsed: command-line options
/// (--arg, --trip, --branch-prob, --param, counts), CSV cells (compare,
/// occupancy --batch) and NAME=VALUE lists. Every number must be finite (no
/// nan, inf, or a literal that overflows a double, like 1e999) and inside the
/// range the caller names; integers must be written as integers (256 or 256.0)
/// and fit their type, so 2^64 is an error instead of 0. Error messages say
/// what was expected; callers prefix them with the option, column or line.
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <limits>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace kc {

/// What a number must be. Expected describes it for messages ("a probability
/// between 0 and 1"); empty: made from the bounds.
struct NumberRange {
  double Min = -std::numeric_limits<double>::max();
  double Max = std::numeric_limits<double>::max();
  bool MinExclusive = false; ///< Min itself is not allowed (a positive time)
  std::string Expected;
};

/// A finite number in \p R. Errors: "'nan' is not a finite number", "'-1' is
/// out of range (expected a probability between 0 and 1)".
llvm::Expected<double> parseNumber(llvm::StringRef Text, const NumberRange &R = {});

/// An integer in [Min, Max]; "256.0" is accepted (spreadsheets write it), a
/// sign, a fraction or an overflow are not.
llvm::Expected<uint64_t> parseInteger(llvm::StringRef Text, uint64_t Min = 0,
                                      uint64_t Max = std::numeric_limits<uint64_t>::max());

/// NAME=NUMBER with the number in \p R; NAME non-empty.
llvm::Expected<std::pair<std::string, double>> parseAssignment(llvm::StringRef Text,
                                                               const NumberRange &R = {});

/// Several NAME=NUMBER (repeated options, or the items of a "n=1;m=2" cell):
/// a NAME given twice is an error, so nothing is silently picked. \p What
/// names the option or column in errors ("--arg", "args").
llvm::Expected<std::map<std::string, double>>
parseAssignments(const std::vector<std::string> &Items, llvm::StringRef What,
                 const NumberRange &R = {});

/// Formats a number a user gave back in a message: %g with 6 digits.
std::string formatNumber(double V);

} // namespace kc
