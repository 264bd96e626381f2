// Atomic contention: the serialized time of the global atomics that land on
// few 128-byte lines (formulas in AtomicContention.h).
#include "predictor/AtomicContention.h"

#include "predictor/AddressVars.h"
#include "predictor/Footprint.h"
#include "predictor/PreparedKernel.h"

#include <algorithm>
#include <cmath>

namespace kc {

AtomicSites AtomicSites::build(const KernelModel &K, SymbolTable &Table,
                               const std::map<std::string, unsigned> &LoopIndex,
                               llvm::function_ref<unsigned(const Expr &)> Count) {
  AtomicSites Out;
  for (const MemoryAccess &A : K.Accesses) {
    if (!A.IsAtomic || (A.Space != AddressSpace::Global && A.Space != AddressSpace::Generic))
      continue;
    Site S;
    S.Loc = A.Loc;
    S.ElementBytes = std::max(1u, A.BytesPerThread);
    if (A.Address) {
      auto Terms = compileTerms(A.Address->Terms, LoopIndex, Table);
      if (!Terms)
        continue; // a term the footprint cannot count: no bound
      S.Terms = std::move(*Terms);
      for (const Expr &O : A.Address->Offsets)
        S.Offsets.emplace_back(O, Table);
    } else {
      // A gather (AddressForm is empty for one): its line's scatter symbol.
      std::string Scatter = "scatter.L" + std::to_string(A.Loc.Line);
      if (!K.SymbolDefaults.count(Scatter))
        continue; // an address the analysis did not follow at all: no bound
      S.ScatterSlot = static_cast<int>(Table.slot(Scatter));
    }
    S.Executions = Count(A.Executions);
    S.WarpCombinable = A.WarpCombinable;
    Out.Sites.push_back(std::move(S));
  }
  return Out;
}

AtomicContention AtomicSites::evaluate(const GpuModel &Gpu, const std::vector<double> &Slots,
                                       const std::vector<double> &Avg,
                                       const std::vector<double> &Trips) const {
  AtomicContention Out;
  if (Sites.empty() || Gpu.SameLineAtomicsGops <= 0 || Gpu.CacheLineBytes == 0)
    return Out;
  const double Bdim[3] = {Slots[SlotBdimX], Slots[SlotBdimY], Slots[SlotBdimZ]};
  const double Gdim[3] = {Slots[SlotGdimX], Slots[SlotGdimY], Slots[SlotGdimZ]};
  const double Threads = Bdim[0] * Bdim[1] * Bdim[2];
  const double Blocks = Gdim[0] * Gdim[1] * Gdim[2];
  const double LineBytes = Gpu.CacheLineBytes;
  const double UpdatesPerMs = Gpu.SameLineAtomicsGops * 1e6;
  const double WarpLanes =
      std::clamp(Threads, 1.0, static_cast<double>(std::max(1u, Gpu.Occupancy.WarpSize)));
  std::vector<FootprintTerm> Terms;
  std::vector<double> Offsets;
  for (const Site &S : Sites) {
    double Executions = Avg[S.Executions];
    double PerBlock = (std::isfinite(Executions) ? std::max(0.0, Executions) : 0.0) * Threads;
    double Lines = 1;
    if (S.ScatterSlot >= 0) {
      double Scatter = Slots[S.ScatterSlot];
      PerBlock *= 1.0 - std::clamp(std::isfinite(Scatter) ? Scatter : 1.0, 0.0, 1.0);
    } else {
      // Each stride once: the footprint's terms, and whether the address
      // depends on the thread index at all (a warp-uniform address).
      bool Uniform = true;
      Terms.clear();
      for (const CompiledTerm &T : S.Terms) {
        double Stride = T.Stride.evaluate(Slots.data());
        if (Stride == 0)
          continue;
        if (T.Var < VarBidX)
          Uniform = false;
        if (!std::isfinite(Stride))
          continue;
        double N = T.Var < VarBidX  ? Bdim[T.Var]
                   : T.Var < VarLoop ? Gdim[T.Var - VarBidX]
                                     : Trips[T.Var - VarLoop];
        Terms.push_back({std::abs(Stride), std::max(1.0, N)});
      }
      if (S.WarpCombinable && Uniform) // one update per warp (ptxas merges the lanes)
        PerBlock = std::max(PerBlock / WarpLanes, std::min(PerBlock, 1.0));
      Offsets.clear();
      for (const CompiledExpr &O : S.Offsets)
        if (double V = O.evaluate(Slots.data()); std::isfinite(V))
          Offsets.push_back(V);
      if (Offsets.empty())
        Offsets.push_back(0);
      Lines = std::max(1.0, distinctSectors(Terms, Offsets, S.ElementBytes, LineBytes));
    }
    double Updates = PerBlock * Blocks;
    double Ms = Updates / Lines / UpdatesPerMs;
    if (Ms > Out.Ms)
      Out = {Ms, S.Loc, Updates, Lines, S.ScatterSlot >= 0};
  }
  return Out;
}

} // namespace kc
