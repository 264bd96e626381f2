/// \file
/// The variables of an address form's terms (kernelmodel AddressTerm::Var) as
/// indexes: the thread and block indices, then the kernel model's loops in
/// their order (iter.<L>); and the terms compiled for a launch. Shared by the
/// footprint users (ReuseModel, AtomicContention).
#pragma once

#include "kernelmodel/Expr.h"
#include "kernelmodel/KernelModel.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace kc {

enum : unsigned { VarTidX, VarTidY, VarTidZ, VarBidX, VarBidY, VarBidZ, VarLoop };

/// VarTidX .. VarBidZ, VarLoop + the loop's index in \p LoopIndex, or -1 for a
/// name that is neither.
inline int addressVarIndex(const std::string &V, const std::map<std::string, unsigned> &LoopIndex) {
  static const char *Names[] = {"tid.x", "tid.y", "tid.z", "bid.x", "bid.y", "bid.z"};
  for (unsigned I = 0; I < 6; ++I)
    if (V == Names[I])
      return static_cast<int>(I);
  if (V.rfind("iter.", 0) == 0)
    if (auto It = LoopIndex.find(V.substr(5)); It != LoopIndex.end())
      return static_cast<int>(VarLoop + It->second);
  return -1;
}

/// An address term with its variable as an index and its stride compiled.
struct CompiledTerm {
  unsigned Var; ///< VarTidX .. VarBidZ, or VarLoop + loop index
  CompiledExpr Stride;
};

/// \p Terms compiled over \p Table; nullopt when a variable is neither an
/// index nor a loop of \p LoopIndex (the footprint cannot count it).
inline std::optional<std::vector<CompiledTerm>>
compileTerms(const std::vector<AddressTerm> &Terms, const std::map<std::string, unsigned> &LoopIndex,
             SymbolTable &Table) {
  std::vector<CompiledTerm> Out;
  for (const AddressTerm &T : Terms) {
    int V = addressVarIndex(T.Var, LoopIndex);
    if (V < 0)
      return std::nullopt;
    Out.push_back({static_cast<unsigned>(V), CompiledExpr(T.Stride, Table)});
  }
  return Out;
}

} // namespace kc
