/// \file
/// Interval analysis of the per-thread quantities over a range of thread or
/// block indices: the proof behind grouping (Grouping.h) that a stretch of
/// threads, warps or blocks evaluates the same.
///
/// The quantities' expressions (GPU constants bound) are one DAG
/// (GroupingProgram, built once per PreparedKernel). For one launch, every
/// node that depends on no index is a number (IntervalAnalyzer's
/// constructor); the rest is evaluated abstractly over an index k in
/// [K0, K1] (Domain):
///   - the linear thread index t = tid.x + tid.y*bdim.x + tid.z*bdim.x*bdim.y
///     and each block coordinate is fixed, a free value in a range, or indexed:
///     base + stride*k + r with r a free value in [0, span - 1] (stride 1,
///     span 1: the index itself; stride 32, span 32: a warp's lanes, k its
///     warp; stride P, span P: the phase r of a period P);
///   - tid.x = t mod bdim.x, tid.y = (t div bdim.x) mod bdim.y,
///     tid.z = t div (bdim.x*bdim.y), with the same abstract operators;
///   - lat.mem is free in [0, 1e9].
/// Each value is bounds [lo, hi] over every k and free value, and, when it
/// is provably affine in k with a slope that no free value changes
/// (v(k) = v(K0) + S*(k - K0)), the slope S. A value with slope 0 does not
/// depend on k: when every quantity has slope 0 the whole range evaluates as
/// its first index does, for every free value (Verdict::Uniform). The rules
/// are exact for +, *, /, floor division and modulo by constants (floor(v/c)
/// keeps a slope when S/c is an integer, so (32w + lane) mod 32 is the lane
/// for every warp w), min/max (a dominating operand), comparisons (decided
/// from bounds), select and ilog2; anything else is "not affine" and the
/// caller splits the range.
///
/// Where to split: a comparison that is not decided over the range, of an
/// affine difference d = g + S*k, changes value only where d crosses 0: a
/// zone of k that the verdict names (every `i < n` guard, two-sided ranges,
/// triangles `tid.x <= tid.y`); floor division / modulo by c of an affine
/// value with slope S repeats with period c / gcd(c, S) (`%`, `&`), which
/// the verdict names too, so the caller can check the period (Domain with
/// stride P and span P) and evaluate one period only.
#pragma once

#include "kernelmodel/Expr.h"
#include "predictor/Launch.h"

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

namespace kc {

/// The quantities as one DAG in topological order (shared subexpressions once).
class GroupingProgram {
public:
  struct Node {
    ExprKind Kind = ExprKind::Constant;
    uint32_t FirstOp = 0, NumOps = 0; ///< operands: Ops[FirstOp .. FirstOp + NumOps)
    uint32_t Slot = 0;                ///< Symbol
    double Value = 0;                 ///< Constant
    bool Varying = false;             ///< depends on tid.*, bid.* or lat.mem
    uint8_t Deps = 0;                 ///< which of those (DepThread, DepBid0 << axis, DepLatMem)
  };
  /// Bits of Node::Deps: the linear thread index (tid.x, tid.y, tid.z), each
  /// block coordinate, lat.mem.
  static constexpr uint8_t DepThread = 1, DepBid0 = 2, DepLatMem = 16;

  GroupingProgram() = default;
  /// \p Roots: one expression per quantity; symbols are looked up in \p Table
  /// (every symbol must be there, as after compiling the roots against it).
  GroupingProgram(std::span<const Expr> Roots, const SymbolTable &Table);

  const std::vector<Node> &nodes() const { return Nodes; }
  const std::vector<uint32_t> &operands() const { return Ops; }
  const std::vector<uint32_t> &roots() const { return Roots; }
  /// The nodes that depend on an index or lat.mem, in topological order.
  const std::vector<uint32_t> &varyingNodes() const { return Varying; }
  /// Does a quantity read built-in slot \p S (BuiltinSlot)?
  bool usesSlot(unsigned S) const { return S < 16 && Uses[S]; }
  /// The varying nodes that depend on lat.mem, in topological order.
  const std::vector<uint32_t> &latMemNodes() const { return LatMem; }

  /// Concrete values (GroupingEval.cpp), computed as CompiledExpr computes
  /// them, so the results are the same bit for bit:
  /// the value of every node that depends on no index or lat.mem, for the
  /// launch's \p Slots (varying nodes left 0) ...
  std::vector<double> foldLaunch(const std::vector<double> &Slots) const;
  /// ... and the nodes \p Order (varying nodes in topological order: all of
  /// them, or latMemNodes) at the indices and lat.mem of \p Slots, written
  /// into \p Values (from foldLaunch). Every quantity of a thread in one pass:
  /// the subexpressions they share are computed once.
  void evaluate(const std::vector<uint32_t> &Order, const double *Slots, double *Values) const;

private:
  std::vector<Node> Nodes;
  std::vector<uint32_t> Ops;
  std::vector<uint32_t> Roots;
  std::vector<uint32_t> Varying, LatMem;
  bool Uses[16] = {};
};

/// An abstract value over an index range: bounds, and a slope when affine.
struct AbstractValue {
  double A = 0, B = 0; ///< affine: bounds at k = K0; otherwise bounds over the range
  double S = 0;        ///< slope per index step (affine only)
  bool Affine = true;
  bool Int = true;     ///< integer-valued
  bool isConst() const { return Affine && S == 0 && A == B; }
};

/// A variable of the analysis domain (see the file comment).
struct DomainVar {
  enum Kind : uint8_t { Fixed, Free, Indexed } K = Fixed;
  double Base = 0;   ///< Fixed: the value; Free: low end; Indexed: value at k = 0, r = 0
  double Span = 1;   ///< Free: values Base .. Base + Span - 1; Indexed: r in [0, Span - 1]
  double Stride = 1; ///< Indexed: per index step
  static DomainVar fixed(double V) { return {Fixed, V, 1, 0}; }
  static DomainVar free(double Lo, double Count) { return {Free, Lo, Count, 0}; }
  static DomainVar indexed(double Base, double Stride, double Span) {
    return {Indexed, Base, Span, Stride};
  }
};

struct Domain {
  DomainVar Thread;    ///< the linear thread index in the block
  DomainVar Block[3];  ///< bid.x, bid.y, bid.z
};

struct Verdict {
  bool Uniform = false; ///< every quantity independent of k over the range
  bool Affine = false;  ///< every quantity affine in k (values at every k may differ)
  bool HaveZone = false;
  uint64_t ZoneLo = 0, ZoneHi = 0; ///< where an undecided comparison may switch (absolute k)
  uint64_t Period = 0;  ///< a period (in index steps) of floor division / modulo, 0 = none
};

/// Abstract evaluation of a GroupingProgram for one launch.
class IntervalAnalyzer {
public:
  /// \p Slots: the launch's slot array (PreparedKernel::bindLaunch and the
  /// resolved launch's wave.blocks); tid/bid/lat.mem slots are ignored.
  IntervalAnalyzer(const GroupingProgram &Prog, const std::vector<double> &Slots, const Dim3 &Block);

  /// The quantities over k in [K0, K1] of domain \p D.
  Verdict analyze(const Domain &D, uint64_t K0, uint64_t K1);

  unsigned analyses() const { return Count; }

private:
  const GroupingProgram *Prog;
  /// Values of the last analysis. A node whose variables are all fixed or
  /// free (not indexed) and the same as in the previous analysis keeps its
  /// value: such a value has slope 0, so it depends neither on the index
  /// range nor on anything else of the call, and it names no zone or period.
  std::vector<AbstractValue> Vals;
  DomainVar Last[4];   ///< the thread and block variables of the previous analysis
  bool HaveLast = false;
  double Bx, By;
  unsigned Count = 0;
};

/// Splits [K0, K1] into pieces whose indices evaluate like a representative:
/// Emit(Begin, End, Period) says that every k in [Begin, End] evaluates as
/// Begin + (k - Begin) mod Period (Period 1: as Begin). \p Analyze(K0, K1,
/// Period) analyzes the indices K0 + Period*j + r, r in [0, Period - 1], j in
/// [0, (K1 - K0 + 1) / Period - 1] (Period 1: the range itself). At most
/// \p Budget analyses and single-index pieces; past that the rest is
/// emitted as uniform and \p Approx is set. Periods above \p MaxPeriod are
/// not tried.
template <class AnalyzeFn, class EmitFn>
void partitionRange(uint64_t K0, uint64_t K1, AnalyzeFn &&Analyze, EmitFn &&Emit, unsigned &Budget,
                    bool &Approx, uint64_t MaxPeriod) {
  if (K0 == K1) {
    Emit(K0, K1, 1);
    return;
  }
  if (Budget == 0) {
    Approx = true;
    Emit(K0, K1, 1);
    return;
  }
  --Budget;
  Verdict V = Analyze(K0, K1, uint64_t(1));
  if (V.Uniform) {
    Emit(K0, K1, 1);
    return;
  }
  if (V.Affine) { // every index may differ: each is its own piece
    for (uint64_t K = K0;; ++K) {
      if (Budget == 0) {
        Approx = true;
        Emit(K, K1, 1);
        return;
      }
      --Budget;
      Emit(K, K, 1);
      if (K == K1)
        break;
    }
    return;
  }
  uint64_t Len = K1 - K0 + 1;
  if (V.Period > 1 && V.Period <= MaxPeriod && V.Period <= Len / 2 && Budget > 0) {
    --Budget;
    uint64_t Reps = Len / V.Period;
    if (Analyze(K0, K0 + Reps * V.Period - 1, V.Period).Uniform) {
      Emit(K0, K0 + Reps * V.Period - 1, V.Period);
      if (Reps * V.Period < Len)
        partitionRange(K0 + Reps * V.Period, K1, Analyze, Emit, Budget, Approx, MaxPeriod);
      return;
    }
  }
  // Split at the zone where a comparison switches, else in the middle.
  if (V.HaveZone) {
    uint64_t Lo = std::max(V.ZoneLo, K0), Hi = std::min(V.ZoneHi, K1);
    if (Lo <= Hi && (Lo > K0 || Hi < K1)) {
      if (Lo > K0)
        partitionRange(K0, Lo - 1, Analyze, Emit, Budget, Approx, MaxPeriod);
      partitionRange(Lo, Hi, Analyze, Emit, Budget, Approx, MaxPeriod);
      if (Hi < K1)
        partitionRange(Hi + 1, K1, Analyze, Emit, Budget, Approx, MaxPeriod);
      return;
    }
  }
  uint64_t Mid = K0 + (K1 - K0) / 2;
  partitionRange(K0, Mid, Analyze, Emit, Budget, Approx, MaxPeriod);
  partitionRange(Mid + 1, K1, Analyze, Emit, Budget, Approx, MaxPeriod);
}

} // namespace kc
