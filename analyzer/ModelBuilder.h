/// \file
/// The state and the steps of the kernel analysis (KernelAnalysis.h) for one
/// function. Private to the analyzer: each step lives in its own file --
///   BlockClassification.cpp  source locations, loop names, instruction classes;
///   TripCounts.cpp           loop trip counts (SCEV, exit test, halving/doubling);
///   BlockFrequencies.cpp     branch and region conditions, block frequencies, region time;
///   AddressArithmetic.cpp    addresses after loop strength reduction;
///   Predication.cpp          short conditional blocks that ptxas predicates;
///   MemoryAccesses.cpp       per-access patterns, bytes, sectors, cache hits, replays;
///   ModelBuilder.cpp         kernel header, totals, per-line costs, and build() (the order).
#pragma once

#include "analyzer/AccessPattern.h"
#include "analyzer/CriticalPath.h"
#include "analyzer/InstrClassifier.h"
#include "analyzer/KernelAnalysis.h"
#include "analyzer/SymbolicSCEV.h"
#include "kernelmodel/KernelModel.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

#include <array>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace llvm {
class DILocation;
} // namespace llvm

namespace kc::detail {

/// Where the analysis gets its facts; one per analyzed function.
class ModelBuilder {
public:
  ModelBuilder(llvm::Function &F, llvm::ScalarEvolution &SE, llvm::LoopInfo &LI, llvm::DominatorTree &DT,
               llvm::PostDominatorTree &PDT, const AnalysisOptions &Opts)
      : F(F), SE(SE), LI(LI), DT(DT), PDT(PDT), Opts(Opts),
        Sym(SE, [this](const llvm::Loop *L) { return loopName(L); }, &LI),
        PathOpts(PathOptions::withWeights(Opts.PathRankingCosts, Opts.MaxPathsPerInstruction)) {}

  KernelModel build();

private:
  // --- source locations (BlockClassification.cpp) ------------------------------
  SourceLocation locOf(const llvm::DILocation *DL) const;
  SourceLocation locOf(const llvm::Instruction &I) const;

  // --- structure ----------------------------------------------------------------
  std::string loopName(const llvm::Loop *L) const {
    auto It = LoopNames.find(L);
    return It == LoopNames.end() ? std::string("L?") : It->second;
  }
  void nameLoops();
  void classify();

  // --- trip counts (TripCounts.cpp) ---------------------------------------------
  Expr tripCount(const llvm::Loop *L);
  /// The single exit test of a loop whose exiting block dominates the latch, with
  /// the predicate under which the loop continues.
  struct ExitTest {
    llvm::ICmpInst *Cmp;
    llvm::CmpInst::Predicate Pred;
  };
  std::optional<ExitTest> exitTest(const llvm::Loop *L) const;
  std::optional<Expr> solveExitTest(const llvm::Loop *L);
  /// A loop variable that halves or doubles: v_k = Start * 2^(-+Shift (k + Step)),
  /// for V the header phi (Step 0) or its update (Step 1).
  struct GeometricValue {
    Expr Start;
    unsigned Shift = 1, Step = 0;
    bool Halves = true;
  };
  std::optional<GeometricValue> geometricValue(llvm::Value *V, const llvm::Loop *L);
  /// Iterations k >= 0 with v_k > Above for a halving variable:
  /// max(0, floor(ilog2(Start / (Above + 1)) / Shift) - Step + 1).
  static Expr halvingIterationsAbove(const GeometricValue &G, const Expr &Above);
  std::optional<Expr> geometricTripCount(const llvm::Loop *L);
  Expr withMeanIterations(const Expr &E) const;

  // --- conditions and frequencies (BlockFrequencies.cpp) ------------------------
  std::optional<Expr> geometricBranch(const llvm::BranchInst &BI);
  /// The node standing for \p BB in region \p R: BB itself, or the header of
  /// the outermost loop inside R that contains BB.
  const llvm::BasicBlock *nodeOf(const llvm::BasicBlock *BB, const llvm::Loop *R) const;
  void regionConditions(const llvm::Loop *R);
  /// 1 when loop \p L ends at its exiting block \p E, 0 otherwise (a formula).
  std::optional<Expr> loopEndsAt(const llvm::Loop *L, const llvm::BasicBlock *E);
  Expr edgeCondition(const llvm::BasicBlock *P, const llvm::BasicBlock *N);
  Expr branchCondition(const llvm::BranchInst &BI);
  Expr probabilitySymbol(const llvm::Instruction &I);
  void frequencies(const llvm::Loop *R, const Expr &EntryFreq);
  Expr regionTime(const llvm::Loop *R, bool Delay);
  /// A predicated block's issue delays split into the part every warp issues
  /// whenever its decider runs and the memory pipes' part, which moves only
  /// the active threads' data (Predication.cpp).
  static std::pair<LinearForm, LinearForm> splitPredicatedIssue(const LinearForm &Delay);
  /// The block whose condition decides how often \p BB is issued: the branching
  /// block of a predicated region (Predication.cpp), else BB itself.
  const llvm::BasicBlock *issuedWith(const llvm::BasicBlock *BB) const {
    auto It = PredicatedUnder.find(BB);
    return It == PredicatedUnder.end() ? BB : It->second;
  }

  // --- addresses (AddressArithmetic.cpp) -----------------------------------------
  /// Re-costs the address arithmetic of loads and stores in loops as loop
  /// strength reduction and immediate offsets leave it.
  void strengthReduceAddresses();

  // --- predication (Predication.cpp) --------------------------------------------
  /// Marks the blocks of short `if` regions (PredicatedUnder) and frees their
  /// conditional branches, as ptxas's if-conversion does.
  void predication();

  // --- memory accesses (MemoryAccesses.cpp) -------------------------------------
  /// Global accesses of one basic block to the same array at constant offsets of
  /// each other (a thread reading a whole small struct, `v[9*i + 0..8]`): the
  /// warp's requests of the group together touch the sectors of their joint span.
  struct NeighbourGroup {
    unsigned Members = 1;
    int64_t OffsetFromStart = 0; ///< this access's offset from the group's lowest
    unsigned SpanBytes = 0;      ///< lowest offset to the end of the highest access
  };
  std::map<const llvm::Instruction *, NeighbourGroup> neighbourGroups(const llvm::BasicBlock &BB);
  /// The kernel's running sums over its accesses (defined in MemoryAccesses.cpp).
  struct MemoryTotals;
  /// A global address split into its affine part (thread and block indices,
  /// loop iterations, arguments) and what is left: a value the analysis cannot
  /// follow (a float conversion, an index read from memory), docs/model.md#coalescing.
  struct AddressParts {
    std::string Array;                 ///< the base pointer's name
    std::map<std::string, Expr> Coefs; ///< tid.*, bid.*, iter.<L> -> bytes per step
    Expr Rest{0.0};                    ///< constants and arguments (bytes from the base)
    bool Translated = false;           ///< the base and some offset were understood
    bool Unknown = false;              ///< a part is not affine
    std::array<bool, 3> LaneUnknown{}; ///< ... and varies with tid.x / tid.y / tid.z
    bool Gather = false;               ///< ... computed from data the lanes load from their own addresses
    bool Approximate = false;          ///< a mask or division of an index taken at its average step
  };
  AddressParts splitAddress(const llvm::SCEV *Ptr);
  /// Enclosing loops of \p BB, outermost first.
  std::vector<std::string> loopChain(const llvm::BasicBlock *BB) const;
  /// Strides along tid.x/y/z and the warp's misalignment of the address \p Ptr.
  AccessStrides accessStrides(const ClassifiedInstr &C, const AddressParts &Parts, bool WorstCase);
  void globalAccess(MemoryAccess &A, const llvm::Instruction &I, const ClassifiedInstr &C,
                    const AddressParts &Parts, const NeighbourGroup *Group, MemoryTotals &T);
  void sharedAccess(MemoryAccess &A, const ClassifiedInstr &C, const AccessStrides &S, const Expr &Bytes,
                    MemoryTotals &T);
  /// The cost part of sharedAccess, from the pattern and its degree per row width.
  void sharedCost(MemoryAccess &A, const ClassifiedInstr &C, const Expr &Bytes, MemoryTotals &T,
                  const SharedPattern &P, const Expr &Ways);
  void addReplays(MemoryTotals &T, const SourceLocation &Loc, const Expr &Extra);
  /// scatter.L<line> (docs/model.md#address-split), registered with its
  /// default: 1 for a gather through loaded data, 0 for an index computed from
  /// the thread index; --scatter LINE=V overrides it.
  Expr scatterSymbol(const SourceLocation &Loc, bool Gather);
  /// A shared-memory atomic whose address is computed from loaded data: the
  /// serialization of lanes on one word, between scatter 1 (none) and 0.
  void sharedAtomicGather(MemoryAccess &A, MemoryTotals &T);
  void memoryAccesses();

  // --- barrier phases (BarrierPhases.cpp) ----------------------------------------
  /// KernelModel::Phases: the thread's time and issue cycles between barriers.
  void barrierPhases();

  // --- assembly (ModelBuilder.cpp) ----------------------------------------------
  void totals();
  void lines();
  void loopsInfo();
  void header();

  llvm::Function &F;
  llvm::ScalarEvolution &SE;
  llvm::LoopInfo &LI;
  llvm::DominatorTree &DT;
  llvm::PostDominatorTree &PDT;
  const AnalysisOptions &Opts;
  SymbolicSCEV Sym;
  PathOptions PathOpts;
  KernelModel M;
  std::string KernelFile;

  std::vector<const llvm::BasicBlock *> Rpo;
  llvm::DenseMap<const llvm::Loop *, std::string> LoopNames;
  llvm::DenseMap<const llvm::Instruction *, ClassifiedInstr> Classes;
  llvm::DenseMap<const llvm::Loop *, Expr> Trips;
  std::map<std::string, Expr> IterMeans;
  /// Per region (nullptr = the function): condition of each node relative to the region's entry.
  llvm::DenseMap<const llvm::Loop *, llvm::DenseMap<const llvm::BasicBlock *, Expr>> Conds;
  llvm::DenseMap<const llvm::BasicBlock *, Expr> Freq;
  /// Blocks of predicated regions -> the block whose conditional branch they replace.
  llvm::DenseMap<const llvm::BasicBlock *, const llvm::BasicBlock *> PredicatedUnder;
  llvm::DenseMap<const llvm::BasicBlock *, BlockTime> Times;
  llvm::DenseMap<const llvm::Loop *, Expr> IterationTimes;
  /// Replay cycles (bank conflicts, extra cache lines) per source line, added to the line costs.
  std::map<unsigned, std::pair<SourceLocation, Expr>> ReplaysByLine;
  /// The same replay cycles per memory instruction (for the barrier phases).
  llvm::DenseMap<const llvm::Instruction *, Expr> ReplaysByInstr;
  llvm::DenseMap<const llvm::BranchInst *, Expr> BranchConds;
  std::map<std::string, unsigned> ProbNamesUsed;
  std::set<std::string> NoteSet;
  /// sharedAccess's pattern and bank-conflict degree for constant strides:
  /// the bits of the x, y, z strides (0 when absent), bytes, paired banks.
  using SharedMemoKey = std::tuple<uint64_t, uint64_t, uint64_t, unsigned, bool>;
  std::map<SharedMemoKey, std::pair<SharedPattern, Expr>> SharedMemo;
  /// globalBankWays' degrees for constant strides (same key, paired banks false).
  std::map<SharedMemoKey, Expr> GlobalBankMemo;
  /// The L1 data-bank degree of a global request (l1DataBankWays), memoized.
  Expr globalBankWays(const AccessStrides &S);
  /// Adds a global request's L1 data-stage cycles to \p T (docs/model.md#l1-data-stage).
  void l1DataStage(const MemoryAccess &A, const ClassifiedInstr &C, const GlobalPattern &P, MemoryTotals &T);
  /// Names of unnamed arrays (objects without an IR name), for address forms.
  llvm::DenseMap<const llvm::Value *, std::string> ArrayNames;

  void note(std::string N) {
    if (NoteSet.insert(N).second)
      M.Notes.push_back(std::move(N));
  }
};

} // namespace kc::detail
