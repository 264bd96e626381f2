/// \file
/// One fused kernel: a legal fusion with an implementation chosen for each call
/// and a number of elements per block, linearized and laid out (KAS thesis ch.
/// 3.6, 4.4, 4.5):
///  - loads of values from outside the fusion go just before their first use,
///    stores of values needed outside just after their producer;
///  - a value goes in registers when every step touching it has the same thread
///    count and equal StartSet/AccessSet (enumerated over the block) and none
///    forbids it (noreg); for a loaded/stored value the first io implementation
///    of its type that makes this true is chosen, else the type's default io;
///  - of the call orders (topological), the one needing least shared memory
///    wins; shared variables overlap when their lifetimes [producer step, last
///    reader step] do not intersect (first-fit offsets);
///  - a barrier goes before a step only when (1) it touches a shared variable that
///    an unsynchronized earlier step touched with an incompatible pattern (and one
///    of the two writes), or (2) it writes a shared region that an unsynchronized
///    earlier step used for another variable. The original KAS synchronized after
///    every step: that count is the baseline.
#pragma once

#include "fusion/FusionGraph.h"
#include "fusion/Library.h"
#include "fusion/Pipeline.h"

#include "llvm/Support/Error.h"

#include <array>
#include <map>
#include <optional>
#include <vector>

namespace kc::fusion {

enum class StepKind { Load, Compute, Store };

struct VarAccess {
  unsigned Var = 0; ///< index into FusedKernel::Vars
  const AccessPattern *Pattern = nullptr;
  bool Write = false;
};

struct KernelStep {
  StepKind Kind = StepKind::Compute;
  int Call = -1;                          ///< pipeline call (Compute)
  const Implementation *Impl = nullptr;   ///< Compute
  const IoImpl *Io = nullptr;             ///< Load / Store
  std::array<unsigned, 3> Shape{1, 1, 1}; ///< concrete block shape of the step
  std::vector<VarAccess> Accesses;        ///< Compute: args in order, then the output
  bool BarrierBefore = false;
  unsigned threads() const { return Shape[0] * Shape[1] * Shape[2]; }
};

struct KernelVar {
  unsigned Value = 0;         ///< pipeline value
  unsigned Floats = 0;        ///< per element
  bool InRegisters = false;
  unsigned SharedOffset = 0;  ///< floats, when in shared memory
  unsigned SharedFloats = 0;  ///< Floats * elements per block
  unsigned First = 0, Last = 0; ///< step interval of its lifetime
  bool Loaded = false, Stored = false;
  const IoImpl *Io = nullptr; ///< when loaded or stored
};

struct FusedKernel {
  CallSet Calls = 0;
  std::vector<unsigned> Order;          ///< calls in execution order
  std::map<unsigned, unsigned> ImplOf;  ///< call -> library implementation index
  unsigned ElementsPerBlock = 0;
  std::array<unsigned, 3> Block{1, 1, 1};
  unsigned SharedFloats = 0;
  std::vector<KernelStep> Steps;
  std::vector<KernelVar> Vars;
  std::vector<unsigned> LoadedVars, StoredVars; ///< indices into Vars, in kernel-parameter order

  unsigned threads() const { return Block[0] * Block[1] * Block[2]; }
  unsigned sharedBytes() const { return SharedFloats * 4; }
  unsigned barriersKept() const;
  unsigned barriersBaseline() const { return static_cast<unsigned>(Steps.size()); }
  unsigned registerVars() const;
  /// Global memory traffic per element (bytes) of the loads and stores.
  unsigned bytesReadPerElement(const Pipeline &P) const;
  unsigned bytesWrittenPerElement(const Pipeline &P) const;
};

/// Builds fused kernels; caches pattern sets per (pattern, shape).
class KernelBuilder {
public:
  KernelBuilder(const Library &L, const Pipeline &P, const FusionGraph &G) : Lib(L), Pipe(P), Graph(G) {}
  /// \p ImplOf maps every call of \p Calls to an implementation of its function.
  FusedKernel build(CallSet Calls, const std::map<unsigned, unsigned> &ImplOf, unsigned ElementsPerBlock);
  /// Whether two patterns with their concrete shapes are compatible: the n-th
  /// thread of both touches the same addresses (same thread count, equal
  /// StartSet and AccessSet).
  bool compatible(const AccessPattern &A, std::array<unsigned, 3> SA, const AccessPattern &B, std::array<unsigned, 3> SB);
  const PatternSets &sets(const AccessPattern &P, std::array<unsigned, 3> Shape);

private:
  const Library &Lib;
  const Pipeline &Pipe;
  const FusionGraph &Graph;
  std::map<std::pair<const AccessPattern *, std::array<unsigned, 3>>, PatternSets> Cache;
};

/// First-fit offsets for variables with lifetimes [First, Last] and sizes; returns
/// the total. Variables whose lifetimes intersect never overlap.
unsigned allocateShared(std::vector<KernelVar> &Vars);

/// Runs the barrier algorithm over \p K's steps (sets BarrierBefore).
void placeBarriers(FusedKernel &K, KernelBuilder &B);

} // namespace kc::fusion
