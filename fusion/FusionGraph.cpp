// Reachability, legality and enumeration of fusions on the call DAG.
#include "fusion/FusionGraph.h"

#include <algorithm>
#include <functional>
#include <set>

namespace kc::fusion {

FusionGraph::FusionGraph(std::vector<std::vector<unsigned>> S) : Succ(std::move(S)) {
  unsigned N = size();
  Pred.resize(N);
  for (unsigned I = 0; I < N; ++I)
    for (unsigned J : Succ[I])
      Pred[J].push_back(I);
  Desc.assign(N, 0);
  // Calls are in program order, so every edge goes from a lower to a higher index.
  for (unsigned I = N; I-- > 0;)
    for (unsigned J : Succ[I])
      Desc[I] |= (CallSet(1) << J) | Desc[J];
}

bool FusionGraph::isConnected(CallSet S) const {
  if (!S)
    return false;
  CallSet Seen = S & (~S + 1); // lowest bit
  CallSet Frontier = Seen;
  while (Frontier) {
    unsigned I = static_cast<unsigned>(__builtin_ctzll(Frontier));
    Frontier &= Frontier - 1;
    auto visit = [&](unsigned J) {
      CallSet B = CallSet(1) << J;
      if ((S & B) && !(Seen & B)) {
        Seen |= B;
        Frontier |= B;
      }
    };
    for (unsigned J : Succ[I])
      visit(J);
    for (unsigned J : Pred[I])
      visit(J);
  }
  return Seen == S;
}

bool FusionGraph::isConvex(CallSet S) const {
  for (unsigned U = 0; U < size(); ++U) {
    if (!(S >> U & 1))
      continue;
    for (unsigned V : Succ[U])
      if (!(S >> V & 1) && (Desc[V] & S))
        return false;
  }
  return true;
}

std::vector<CallSet> FusionGraph::legalFusions(unsigned MaxSize, size_t MaxVisited,
                                               unsigned *Cut) const {
  // Grow connected sets one neighbour at a time (each set reached once thanks to `Seen`).
  std::set<CallSet> Seen;
  std::vector<CallSet> Level;
  if (Cut)
    *Cut = 0;
  for (unsigned I = 0; I < size(); ++I) {
    Level.push_back(CallSet(1) << I);
    Seen.insert(CallSet(1) << I);
  }
  bool Full = false;
  for (unsigned Sz = 1; Sz < MaxSize && !Level.empty() && !Full; ++Sz) {
    std::vector<CallSet> Next;
    for (CallSet S : Level)
      for (unsigned I = 0; I < size() && !Full; ++I) {
        if (!(S >> I & 1))
          continue;
        auto add = [&](unsigned J) {
          CallSet T = S | (CallSet(1) << J);
          if (T == S || Seen.count(T))
            return;
          if (Seen.size() >= MaxVisited) {
            Full = true;
            if (Cut)
              *Cut = Sz + 1;
            return;
          }
          Seen.insert(T);
          Next.push_back(T);
        };
        for (unsigned J : Succ[I])
          add(J);
        for (unsigned J : Pred[I])
          add(J);
      }
    Level = std::move(Next);
  }
  std::vector<CallSet> R;
  for (CallSet S : Seen)
    if (isConvex(S))
      R.push_back(S);
  std::sort(R.begin(), R.end(), [](CallSet A, CallSet B) {
    return popcount(A) != popcount(B) ? popcount(A) < popcount(B) : A < B;
  });
  return R;
}

bool FusionGraph::schedule(const std::vector<CallSet> &Parts, std::vector<unsigned> &Order) const {
  unsigned P = static_cast<unsigned>(Parts.size());
  std::vector<unsigned> PartOf(size(), ~0u);
  for (unsigned K = 0; K < P; ++K)
    for (unsigned I = 0; I < size(); ++I)
      if (Parts[K] >> I & 1)
        PartOf[I] = K;
  std::vector<std::set<unsigned>> Edges(P);
  std::vector<unsigned> InDeg(P, 0);
  for (unsigned I = 0; I < size(); ++I)
    for (unsigned J : Succ[I])
      if (PartOf[I] != PartOf[J] && Edges[PartOf[I]].insert(PartOf[J]).second)
        ++InDeg[PartOf[J]];
  Order.clear();
  // Kahn's algorithm, lowest first call first for a stable order.
  std::vector<unsigned> Ready;
  for (unsigned K = 0; K < P; ++K)
    if (!InDeg[K])
      Ready.push_back(K);
  while (!Ready.empty()) {
    auto It = std::min_element(Ready.begin(), Ready.end(), [&](unsigned A, unsigned B) {
      return __builtin_ctzll(Parts[A]) < __builtin_ctzll(Parts[B]);
    });
    unsigned K = *It;
    Ready.erase(It);
    Order.push_back(K);
    for (unsigned L : Edges[K])
      if (--InDeg[L] == 0)
        Ready.push_back(L);
  }
  return Order.size() == P;
}

std::vector<std::vector<unsigned>> FusionGraph::linearizations(CallSet S, unsigned Limit) const {
  std::vector<std::vector<unsigned>> R;
  std::vector<unsigned> Cur;
  std::function<void(CallSet)> rec = [&](CallSet Left) {
    if (R.size() >= Limit)
      return;
    if (!Left) {
      R.push_back(Cur);
      return;
    }
    for (unsigned I = 0; I < size(); ++I) {
      if (!(Left >> I & 1))
        continue;
      bool Ready = true;
      for (unsigned Pr : Pred[I])
        if (Left >> Pr & 1)
          Ready = false;
      if (!Ready)
        continue;
      Cur.push_back(I);
      rec(Left & ~(CallSet(1) << I));
      Cur.pop_back();
    }
  };
  rec(S);
  return R;
}

} // namespace kc::fusion
