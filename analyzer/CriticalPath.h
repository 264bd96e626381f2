/// \file
/// Time of a straight-line region (one basic block) for one thread, the
/// paper's formula (docs/model.md#block-time). Instructions issue in order -- the order of a list
/// schedule of the block's dependence graph, longest remaining path first, as
/// ptxas would place them (independent loads hoisted) -- and instruction i issues
/// at
///     R_i = max(R_prev + del_prev,  max over operands j in the block of R_j + lat_j)
/// and the block ends when the last instruction has issued and every value
/// some instruction uses has been produced:
///     t_block = max(R_last + del_last,  max over used values j of R_j + lat_j).
/// So an instruction costs its issue delay when nothing waits for it and its
/// latency when a successor depends on it; t_block is the longest such chain.
///
/// Latencies and delays stay symbolic (`lat.fp32_fma`, `del.int_add`,
/// `lat.mem`, `lat.shared`): each R_i is a *set* of linear forms (counts per
/// cost symbol) whose maximum is the value. A form that can never exceed
/// another is dropped, under the assumption that a class's latency is at least
/// its issue delay (del.<c> <= lat.<c>; the issue delays of memory
/// instructions <= lat.mem / lat.shared); if more than MaxForms
/// incomparable forms remain, the ones with the lowest nominal ranking cost are
/// dropped (an approximation: ranking costs only order paths, they never
/// appear in the result).
///
/// Example: `%a = load float, ptr %p; %b = fmul float %a, %a; store float %b, ptr %q`:
///   R_load = 0, R_fmul = max(del.load_global, lat.mem),
///   R_store = R_fmul + max(del.fp32_mul, lat.fp32_mul),
///   t = R_store + del.store_global
/// kept as the forms {lat.mem + lat.fp32_mul + del.store_global, ...}.
#pragma once

#include "analyzer/InstrClassifier.h"
#include "gpumodel/InstrClass.h"
#include "kernelmodel/Expr.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace llvm {
class BasicBlock;
class Instruction;
} // namespace llvm

namespace kc {

/// Index of a cost symbol: lat.<class>, del.<class>, lat.mem, lat.shared.
struct CostSymbol {
  static constexpr unsigned Count = 2 * NumInstrClasses + 2;
  static constexpr unsigned lat(InstrClass C) { return static_cast<unsigned>(C); }
  static constexpr unsigned del(InstrClass C) { return NumInstrClasses + static_cast<unsigned>(C); }
  static constexpr unsigned LatMem = 2 * NumInstrClasses;
  static constexpr unsigned LatShared = 2 * NumInstrClasses + 1;
  static std::string name(unsigned Id);
};

/// A sum of cost symbols with integer counts.
class LinearForm {
public:
  void add(unsigned Symbol, uint32_t N = 1) {
    Counts[Symbol] += N;
    Total += N;
    if (isLatency(Symbol))
      LatTotal += N;
    if (N)
      Used |= uint64_t(1) << Symbol;
  }
  LinearForm &operator+=(const LinearForm &O);
  friend LinearForm operator+(LinearForm A, const LinearForm &B) { return A += B; }
  /// >= O for every cost values with 0 <= del.<c> <= lat.<c>.
  bool dominates(const LinearForm &O) const;
  bool isZero() const;
  double rank(const std::array<double, CostSymbol::Count> &Weights) const;
  /// The same sum over the symbols this form ever counted (in symbol order):
  /// equal to rank() when every weight is finite (a zero count adds 0).
  double sparseRank(const std::array<double, CostSymbol::Count> &Weights) const;
  Expr toExpr() const;
  uint32_t count(unsigned Symbol) const { return Counts[Symbol]; }

private:
  static constexpr bool isLatency(unsigned Symbol) {
    return Symbol < NumInstrClasses || Symbol >= 2 * NumInstrClasses;
  }
  std::array<uint32_t, CostSymbol::Count> Counts{};
  /// Sum of all counts and of the latency counts: the form's value when every
  /// symbol is 1, and when the latencies are 1 and the delays 0. A dominating
  /// form is >= at those points too, which rejects most pairs cheaply.
  uint64_t Total = 0, LatTotal = 0;
  /// Bit per symbol whose count was ever raised (a superset of the nonzero ones).
  uint64_t Used = 0;
  static_assert(CostSymbol::Count <= 64, "one bit per cost symbol");
};

/// max over a few linear forms.
using PathSet = llvm::SmallVector<LinearForm, 4>;

struct PathOptions {
  unsigned MaxForms = 8;
  std::array<double, CostSymbol::Count> RankWeights{};
  /// Nominal ranking weights: every latency 4, issue delay 1, lat.mem 100,
  /// lat.shared 8, then \p Overrides by symbol name (e.g. a GPU's own numbers).
  static PathOptions withWeights(const std::map<std::string, double> &Overrides, unsigned MaxForms);
};

/// Issue delay and latency of a classified instruction as linear forms.
LinearForm delayForm(const ClassifiedInstr &C);
LinearForm latencyForm(const ClassifiedInstr &C);

struct BlockTime {
  Expr Time;             ///< t_block (max of the surviving forms)
  LinearForm Delay;      ///< sum of the issue delays of the block's instructions
  /// The chain that is longest under the ranking weights: which instruction
  /// contributes which part (its latency or its issue delay) to t_block.
  std::vector<std::pair<const llvm::Instruction *, LinearForm>> Critical;
  /// At each barrier of the block, in order: the block's time so far (the
  /// forms of the issue clock past the barrier and of every value produced
  /// until then) and its issue cycles so far; the barrier phases
  /// (BarrierPhases.cpp) take their differences.
  std::vector<Expr> TimeAtBarrier;
  std::vector<LinearForm> DelayAtBarrier;
};

/// Computes t_block for \p BB. \p Classify returns the classification of an
/// instruction of the block (the caller may cache and adjust it).
BlockTime blockTime(const llvm::BasicBlock &BB,
                    const std::function<const ClassifiedInstr &(const llvm::Instruction &)> &Classify,
                    const PathOptions &Opts);

} // namespace kc
