// Exact set cover with minimal cost through lp_solve's branch and bound.
#include "fusion/SetCover.h"

#include <lpsolve/lp_lib.h>

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <memory>

namespace kc::fusion {

llvm::Expected<std::vector<CoverSolution>>
solveExactCover(unsigned NumItems, const std::vector<CoverSubset> &Subsets, unsigned TopN,
                const std::function<bool(const CoverSolution &)> &Accept) {
  if (NumItems == 0)
    return llvm::createStringError("fusion plan: nothing to cover (the pipeline has no calls)");
  if (Subsets.empty())
    return llvm::createStringError("fusion plan: no candidate kernel at all (every candidate was rejected)");
  std::vector<bool> Covered(NumItems, false);
  for (auto &S : Subsets)
    for (unsigned I : S.Items) {
      if (I >= NumItems)
        return llvm::createStringError(fmt::format("fusion plan: subset covers item {} of {}", I, NumItems));
      Covered[I] = true;
    }
  for (unsigned I = 0; I < NumItems; ++I)
    if (!Covered[I])
      return llvm::createStringError(fmt::format("fusion plan infeasible: no candidate kernel computes call {}", I + 1));

  int Cols = static_cast<int>(Subsets.size());
  std::unique_ptr<lprec, void (*)(lprec *)> Lp(make_lp(0, Cols), delete_lp);
  if (!Lp)
    return llvm::createStringError("lp_solve: cannot create the model");
  set_verbose(Lp.get(), NEUTRAL);
  set_minim(Lp.get());
  std::vector<REAL> Row(Cols + 1, 0.0);
  for (int J = 0; J < Cols; ++J)
    Row[J + 1] = Subsets[J].Cost;
  set_obj_fn(Lp.get(), Row.data());
  for (int J = 1; J <= Cols; ++J)
    set_binary(Lp.get(), J, TRUE);
  for (unsigned I = 0; I < NumItems; ++I) {
    std::vector<REAL> Vals;
    std::vector<int> Idx;
    for (int J = 0; J < Cols; ++J)
      if (std::find(Subsets[J].Items.begin(), Subsets[J].Items.end(), I) != Subsets[J].Items.end()) {
        Vals.push_back(1.0);
        Idx.push_back(J + 1);
      }
    add_constraintex(Lp.get(), static_cast<int>(Idx.size()), Vals.data(), Idx.data(), EQ, 1.0);
  }
  std::vector<CoverSolution> Out;
  unsigned Rejected = 0;
  while (Out.size() < TopN) {
    int Ret = solve(Lp.get());
    if (Ret == INFEASIBLE) {
      if (Out.empty())
        return llvm::createStringError(Rejected ? fmt::format("fusion plan infeasible: every exact cover was rejected ({} tried)", Rejected)
                                                : std::string("fusion plan infeasible: the candidate kernels admit no exact cover of the calls"));
      break;
    }
    if (Ret != OPTIMAL && Ret != SUBOPTIMAL && Ret != PRESOLVED)
      return llvm::createStringError(fmt::format("lp_solve failed (status {})", Ret));
    std::vector<REAL> X(Cols);
    get_variables(Lp.get(), X.data());
    CoverSolution S;
    for (int J = 0; J < Cols; ++J)
      if (X[J] > 0.5) {
        S.Chosen.push_back(static_cast<unsigned>(J));
        S.Cost += Subsets[J].Cost;
      }
    bool Ok = !Accept || Accept(S);
    if (Ok)
      Out.push_back(S);
    else if (++Rejected > 10000)
      break;
    // Exclude this solution: sum_{j in S} x_j <= |S| - 1.
    std::vector<REAL> Vals(S.Chosen.size(), 1.0);
    std::vector<int> Idx;
    for (unsigned J : S.Chosen)
      Idx.push_back(static_cast<int>(J) + 1);
    add_constraintex(Lp.get(), static_cast<int>(Idx.size()), Vals.data(), Idx.data(), LE,
                     static_cast<REAL>(S.Chosen.size()) - 1.0);
  }
  return Out;
}

} // namespace kc::fusion
