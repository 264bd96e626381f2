/// \file
/// Atomic contention (docs/model.md#atomic-contention): the L2 applies the
/// atomic updates that land on one 128-byte line one lane's update at a time,
/// at the GPU's `same_line_atomics_gops` (one per clock: the GK110 whitepaper's
/// rate on a common address). For each global atomic of a launch:
///   updates = executions per thread (averaged over the block) x threads x blocks
///   lines   = distinct 128-byte lines its addresses cover over the grid
///             (Footprint.h over the launch's thread and block indices and the
///             loops' trips)
///   time    = updates / lines / rate     (the updates spread evenly over the lines)
/// A histogram's commit `atomicAdd(&bins[i], s_bins[i])` by every block lands
/// the grid's updates on the few lines of `bins`; `atomicAdd(sum, v)` once per
/// block, the blocks' updates on one line. An address computed from loaded data
/// (a gather, `bins[data[i]]`) has no footprint: at its scatter.L<line> value s
/// the share 1 - s of its updates is taken as landing on one line (s = 0: every
/// update of the grid on one word, a histogram of constant data; s = 1, the
/// default for a gather: no contention).
///
/// An integer add/min/max/and/or/xor atomic at an address that does not depend
/// on the thread index is one update per warp, not per lane: ptxas merges the
/// warp's lanes first (VOTE + POPC for a constant, shuffles or REDUX for a
/// value; seen in ptxas 11.8's SASS from sm_35 to sm_86). Per block such an
/// access makes max(lane updates / warp lanes, min(lane updates, 1)) updates
/// (a guard `tid == 0` leaves one update per block, not 1/32).
///
/// A kernel cannot finish before its most contended line has taken its updates:
/// the wave model takes the largest such time as a floor of the execution.
#pragma once

#include "gpumodel/GpuModel.h"
#include "kernelmodel/Expr.h"
#include "kernelmodel/KernelModel.h"
#include "predictor/AddressVars.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <map>
#include <string>
#include <vector>

namespace kc {

/// The most contended global atomic of a launch.
struct AtomicContention {
  double Ms = 0;        ///< its updates' serialized time on their lines; 0 = no atomic, or no rate
  SourceLocation Loc;   ///< the access
  double Updates = 0;   ///< its lane updates over the grid (a gather: the share 1 - s)
  double Lines = 0;     ///< distinct 128-byte lines they land on
  bool Gather = false;  ///< its address is computed from loaded data (scatter.L<line>)
};

class AtomicSites {
public:
  /// The global atomics of \p K. \p Count registers a per-thread count to be
  /// averaged over the block and returns its index into evaluate's \p Avg;
  /// \p LoopIndex maps loop names to their index in \p K.Loops.
  static AtomicSites build(const KernelModel &K, SymbolTable &Table,
                           const std::map<std::string, unsigned> &LoopIndex,
                           llvm::function_ref<unsigned(const Expr &)> Count);

  bool empty() const { return Sites.empty(); }

  /// The most contended site for a launch whose slots are bound. \p Avg holds
  /// the averaged counts, \p Trips each loop's trip count (at least 1).
  AtomicContention evaluate(const GpuModel &Gpu, const std::vector<double> &Slots,
                            const std::vector<double> &Avg, const std::vector<double> &Trips) const;

private:
  struct Site {
    SourceLocation Loc;
    std::vector<CompiledTerm> Terms;
    std::vector<CompiledExpr> Offsets;
    double ElementBytes = 4;
    unsigned Executions = 0; ///< index into Avg
    int ScatterSlot = -1;    ///< a gather: its scatter.L<line> symbol
    bool WarpCombinable = false; ///< MemoryAccess::WarpCombinable
  };
  std::vector<Site> Sites;
};

} // namespace kc
