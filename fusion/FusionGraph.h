/// \file
/// The data-flow DAG of a pipeline's calls and the legal fusions on it (KAS
/// thesis ch. 3.6.1): a fusion is a set of at most K calls, connected in the
/// underlying undirected graph, such that no path leaves the set and re-enters
/// it (for every edge (u, v) with u in F and v not in F, no path leads from v
/// to a call of F). Sets are bit masks over call indices (at most 64 calls).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace kc::fusion {

using CallSet = std::uint64_t;

class FusionGraph {
public:
  /// \p Succ[i] = calls that read a value call i produces.
  explicit FusionGraph(std::vector<std::vector<unsigned>> Succ);

  unsigned size() const { return static_cast<unsigned>(Succ.size()); }
  const std::vector<unsigned> &successors(unsigned I) const { return Succ[I]; }
  /// Calls reachable from \p I by a non-empty path.
  CallSet descendants(unsigned I) const { return Desc[I]; }
  bool isConnected(CallSet S) const;
  /// No path leaves S and re-enters it.
  bool isConvex(CallSet S) const;
  bool isLegal(CallSet S) const { return S && isConnected(S) && isConvex(S); }
  /// Every legal fusion with at most \p MaxSize calls, sorted by (size, mask).
  /// The search visits at most \p MaxVisited connected sets (memory and time
  /// bound): when it would visit more it stops growing the sets, keeps every
  /// size finished so far (and what it reached of the next) and sets \p *Cut
  /// (if given) to the size it was growing to.
  std::vector<CallSet> legalFusions(unsigned MaxSize, size_t MaxVisited = SIZE_MAX,
                                    unsigned *Cut = nullptr) const;
  /// The fusions of a partition can run in some order (the graph of fusions,
  /// with an edge where a value crosses from one to another, is acyclic); fills
  /// \p Order with a topological order of indices into \p Parts.
  bool schedule(const std::vector<CallSet> &Parts, std::vector<unsigned> &Order) const;
  /// Topological orders of the calls of \p S (the linearizations), at most \p Limit.
  std::vector<std::vector<unsigned>> linearizations(CallSet S, unsigned Limit) const;

private:
  std::vector<std::vector<unsigned>> Succ, Pred;
  std::vector<CallSet> Desc;
};

inline unsigned popcount(CallSet S) { return static_cast<unsigned>(__builtin_popcountll(S)); }

} // namespace kc::fusion
