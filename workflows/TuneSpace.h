/// \file
/// The search space of `kernelcast tune`: swept block dimensions, compile-time
/// define combinations, grid expressions and constraints, enumerated into the
/// launch configurations to predict.
///
///   --block-x 32,64,128 | 32:1024:32     (a list, or A:B:STEP inclusive)
///   --grid "ceil_div(n, block_x)"        (expressions of the params and block_x/y/z)
///   --constraint "block_x*block_y <= 1024"
///   --define TILE=8,16,32                (every combination compiled once)
#pragma once

#include "kernelmodel/Expr.h"

#include "llvm/Support/Error.h"

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace kc {

/// Parses "32,64,128" or "32:1024:32" (inclusive, STEP > 0) into positive integers.
llvm::Expected<std::vector<unsigned>> parseSweepList(std::string_view Spec, std::string_view What);

/// Splits "a,b,c" at the commas outside parentheses ("ceil_div(n, bx),m" is two
/// parts); the parts keep their spaces.
std::vector<std::string> splitTopLevel(std::string_view S);

/// Parses "NAME=V1,V2,..." into a define name and its values.
llvm::Expected<std::pair<std::string, std::vector<std::string>>>
parseDefineSweep(std::string_view Spec);

/// Every combination of the swept defines, as NAME=VALUE lists (one empty
/// combination when nothing is swept). Order: the first define varies slowest.
std::vector<std::vector<std::string>>
defineCombinations(const std::vector<std::pair<std::string, std::vector<std::string>>> &Defines);

struct TuneSpace {
  std::map<std::string, double> Params;        ///< --param NAME=VALUE
  std::vector<unsigned> BlockX{256}, BlockY{1}, BlockZ{1};
  std::array<Expr, 3> Grid{Expr(1.0), Expr(1.0), Expr(1.0)};
  std::vector<Expr> Constraints;
};

struct LaunchPoint {
  unsigned BlockX = 1, BlockY = 1, BlockZ = 1;
  uint64_t GridX = 1, GridY = 1, GridZ = 1;
};

struct EnumeratedLaunches {
  std::vector<LaunchPoint> Points;
  size_t RejectedByConstraint = 0;
};

/// Every (block_x, block_y, block_z) of the sweep whose constraints hold, with
/// its grid evaluated. Fails naming the expression when a grid expression
/// mentions an unknown symbol or evaluates to a non-positive or non-integer
/// value.
llvm::Expected<EnumeratedLaunches> enumerateLaunches(const TuneSpace &Space);

} // namespace kc
