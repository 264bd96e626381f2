/// \file
/// The variables of an address form's terms (kernelmodel AddressTerm::Var) as
/// indexes: the thread and block indices, then the kernel model's loops in
/// their order (iter.<L>). Shared by the footprint users (ReuseModel,
/// AtomicContention).
#pragma once

#include <map>
#include <string>

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

} // namespace kc
