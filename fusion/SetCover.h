/// \file
/// The plan choice as a 0/1 integer program (KAS thesis ch. 3.6.5), solved with
/// lp_solve: one binary x_j per candidate fusion j of cost c_j,
///   minimize sum_j c_j x_j  subject to  sum_{j covers i} x_j = 1 for every call i.
/// The N best distinct solutions come from re-solving with an exclusion
/// constraint sum_{j in S} x_j <= |S| - 1 for each solution S found (as KAS
/// does); a solution the caller rejects (e.g. fusions that cannot be ordered) is
/// excluded the same way without being returned.
#pragma once

#include "llvm/Support/Error.h"

#include <functional>
#include <vector>

namespace kc::fusion {

struct CoverSubset {
  std::vector<unsigned> Items; ///< covered items (0..NumItems-1)
  double Cost = 0;
};

struct CoverSolution {
  std::vector<unsigned> Chosen; ///< subset indices, ascending
  double Cost = 0;
};

/// Up to \p TopN solutions, cheapest first. Errors: no items, no subsets, an item
/// no subset covers (named), or no exact cover at all.
llvm::Expected<std::vector<CoverSolution>>
solveExactCover(unsigned NumItems, const std::vector<CoverSubset> &Subsets, unsigned TopN,
                const std::function<bool(const CoverSolution &)> &Accept = {});

} // namespace kc::fusion
