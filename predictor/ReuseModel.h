/// \file
/// The reuse model (docs/model.md#reuse): for one launch, the share of each
/// global access's sectors that L1 serves and the share read from DRAM (the
/// rest hits L2). The kernel model's traffic formulas name them as symbols,
/// reuse.l1.a<i> and reuse.dram.a<i> (KernelModel.h); a prediction binds them
/// once per launch, before any thread is evaluated.
///
/// Accesses of one array with equal address terms form a group (a stencil's
/// neighbours, an unrolled filter's taps). In a wave of W blocks (tid.d over
/// bdim.d, bid.d over the wave's distinct values, iter.L over trip(L)):
///   requested(g) = sum over members m of threads x executions_m x sectors_m / lanes
///                  (lanes = min(32, threads per block): a smaller block is one warp)
///   dram(g)      = distinct sectors of the group in the wave (Footprint.h)
///   share_dram   = min(1, dram(g) / requested(g))
/// for loads and stores alike: whatever part of the wave's requests re-touches
/// a sector another request of the wave brought in hits L2. If the wave's
/// footprints exceed the L2, each group's outermost loop is cut into windows of
/// w iterations whose footprints fit together: dram = footprint(w) x trip / w.
/// L1, on GPUs that keep the access in L1 (GpuModel::L1GlobalLoadCaching), is
/// the same over one block (bid fixed) with the L1 the SM's resident blocks
/// share (on unified L1/shared designs: what shared memory leaves):
///   share_l1 = 1 - block footprint / block requests,  share_dram <= 1 - share_l1.
/// Accesses without an affine address (data-dependent) keep the defaults the
/// kernel model gives them (no L1 share, everything from DRAM), except a
/// gather into an array that the kernel also reads or writes at addresses
/// that vary with the thread index (docs/model.md#gather-footprint): taken to
/// stay within the part of the array those accesses touch, it fetches from
/// DRAM at most that part's launch footprint when it fits the L2:
///   share_dram(gather) = min(1, sum over the array's thread-indexed groups of
///                        wave footprint x (waves if the address has a block
///                        index, else 1) / the gather's requests in the launch).
///
/// Beside these traffic shares, the wait shares (reuse.l1wait.a<i>,
/// reuse.dramwait.a<i>) say what the requests wait for, the latency's weights
/// (docs/model.md#waiting-on-a-miss): with m = requests / distinct sectors at
/// one point (one iteration of the group's loops, the copies of one basic
/// block), block or wave, the first touches are waited for m times:
///   wait_l1   = min(share_l1, 1 - m_block x block footprint / block requests)
///   wait_dram = max(share_dram, m_wave x dram(g) / requested(g))
/// where a group with no block index in its address counts its extra waits
/// in the first of the launch's waves only.
#pragma once

#include "gpumodel/GpuModel.h"
#include "kernelmodel/Expr.h"
#include "kernelmodel/KernelModel.h"
#include "predictor/AtomicContention.h"
#include "predictor/GroupingIntervals.h"

#include <string>
#include <vector>

namespace kc {

/// The shares of access \p AccessIndex's sectors whose requests *wait* for an
/// L1 hit and for DRAM (docs/model.md#waiting-on-a-miss): the latency side of
/// reuse.l1.a<i> / reuse.dram.a<i>. The predictor substitutes them into the
/// kernel model's l1pct / l2pct for the latency lat_SM weighs.
std::string reuseL1WaitSymbol(size_t AccessIndex);   ///< "reuse.l1wait.a<i>"
std::string reuseDramWaitSymbol(size_t AccessIndex); ///< "reuse.dramwait.a<i>"

class ReusePlan {
public:
  /// Compiles the address forms of \p K's global accesses over \p Table (adds
  /// the symbols it reads). Accesses whose share symbols no formula uses are
  /// left out.
  static ReusePlan build(const KernelModel &K, SymbolTable &Table);

  bool empty() const { return Groups.empty(); }
  /// Whether the kernel has global atomics whose contention apply() computes.
  bool hasAtomics() const { return !Atomics.empty(); }

  /// The launch facts the plan needs beyond the slots.
  struct Launch {
    double WaveBlocks = 1;      ///< blocks resident at once on the GPU
    double BlocksPerSm = 1;
    double SharedBytesPerSm = 0; ///< shared memory the resident blocks use
  };

  /// Writes the share symbols into \p Slots (whose launch slots, bdim/gdim and
  /// arguments, are bound), and reuse.waits: 1 when some access's wait shares
  /// differ from its traffic shares (otherwise the predictor need not evaluate
  /// them apart). Returns the launch's atomic contention (AtomicContention.h),
  /// whose per-thread counts are averaged with the shares' own.
  AtomicContention apply(const GpuModel &Gpu, const Launch &L, std::vector<double> &Slots) const;

private:
  struct Member {
    std::vector<CompiledExpr> Offsets;
    std::vector<unsigned> IssueBlocks; ///< per offset (AddressForm::IssueBlocks; 0 unknown)
    unsigned Executions = 0, Sectors = 0; ///< roots of Counts
    double ElementBytes = 4;
    int L1Slot = -1, DramSlot = -1;
    int L1WaitSlot = -1, DramWaitSlot = -1;
    bool CachedInL1 = false; ///< a load the L1 may keep (plain or read-only, see apply)
    bool ReadOnly = false;
  };
  struct Group {
    std::vector<CompiledTerm> Terms;
    std::vector<Member> Members;
    std::vector<unsigned> Loops; ///< indexes into LoopTrips, outermost first
    bool IsStore = false;
  };
  std::vector<Group> Groups;
  /// A gather into an array (MemoryAccess::GatherArray): its DRAM share is
  /// bounded by the launch footprint of that array's thread-indexed groups.
  struct Gather {
    std::vector<unsigned> ArrayGroups;    ///< the groups of the same array (indexes into Groups)
    unsigned Executions = 0, Sectors = 0; ///< roots of Counts
    int DramSlot = -1, DramWaitSlot = -1;
  };
  std::vector<Gather> Gathers;
  AtomicSites Atomics;
  /// The per-thread counts apply averages over a block's threads, as one DAG
  /// (shared subexpressions once; distinct expressions one root each): each
  /// loop's trip count (roots LoopTrips[i]) and each member's executions and
  /// sectors per request.
  GroupingProgram Counts;
  std::vector<unsigned> LoopTrips; ///< per loop of the kernel model: its root in Counts
};

} // namespace kc
