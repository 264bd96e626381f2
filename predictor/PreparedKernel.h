/// \file
/// A kernel model bound to one GPU model, ready for many fast predictions.
///
/// prepare() does the symbolic work once:
///   1. substitutes the GPU's constants: lat.<class> and del.<class> (InstrCost
///      of each class), lat.shared (SharedLatencyCycles);
///   2. compiles each per-thread quantity (docs/model.md#kernel-model) into a flat CompiledExpr
///      over one SymbolTable whose first slots are the built-ins
///      tid.{x,y,z} bid.{x,y,z} bdim.{x,y,z} gdim.{x,y,z} lat.mem;
///   3. records which quantities depend on tid.* / bid.* (from slotsUsed), and
///      the free symbols a launch must bind: kernel arguments, trip.*, prob.*.
/// A prediction then only fills a slot array and runs flat programs: no
/// allocation per thread, no map look-up, no simplification.
#pragma once

#include "gpumodel/GpuModel.h"
#include "kernelmodel/Expr.h"
#include "kernelmodel/KernelModel.h"
#include "predictor/Launch.h"
#include "predictor/ReuseModel.h"

#include "llvm/Support/Error.h"

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kc {

class GroupingProgram;

/// The per-thread quantities the predictor evaluates (docs/model.md#kernel-model).
enum class Quantity : unsigned {
  Time,      ///< time(th, lat.mem), cycles
  Delay,     ///< delay(th): issue cycles
  Mem,       ///< mem(th) = GlobalLoadBytes + GlobalStoreBytes
  L1Pct,     ///< l1pct(th)
  L2Pct,     ///< l2pct(th)
  Uncoal,    ///< uncoalMem(th), bytes
  Syncs,     ///< syncs(th)
  MemInsts,  ///< global load + store instructions executed (InstructionMix), for MWP-CWP
  L1Cycles,  ///< L1 data-stage cycles of the thread's global requests (GlobalL1Cycles)
  PipeDelay, ///< the part of delay(th) spent in narrow units: the XU, a shared FP64 unit (docs/model.md#narrow-units)
  MioDelay,  ///< the part of delay(th) spent in the memory pipes (GpuModel::MemoryPipeOverlapsIssue)
  MioInsts,  ///< the instructions of the memory pipes (where queued) and the narrow units, one dispatch cycle each
  Scattered, ///< all sector bytes of uncoalesced requests (UncoalescedSectorBytes), for the uncoalesced step
  L1WaitPct, ///< the share of mem(th) whose requests wait for an L1 hit (docs/model.md#waiting-on-a-miss)
  L2WaitPct, ///< ... for an L2 hit (the rest wait for DRAM)
  Count
};
inline constexpr unsigned NumQuantities = static_cast<unsigned>(Quantity::Count);

/// Fixed slots of the built-in symbols (the same in every PreparedKernel).
enum BuiltinSlot : unsigned {
  SlotTidX, SlotTidY, SlotTidZ, SlotBidX, SlotBidY, SlotBidZ,
  SlotBdimX, SlotBdimY, SlotBdimZ, SlotGdimX, SlotGdimY, SlotGdimZ,
  SlotLatMem,
  SlotWaveBlocks, ///< wave.blocks: blocks resident at once, min(grid, per SM x SMs)
  SlotWaits,      ///< reuse.waits: 1 when a wait share of the launch differs from its traffic share (ReusePlan::apply)
  NumBuiltinSlots
};

/// A symbol the launch must give a value: a kernel argument or a trip/prob symbol.
struct FreeSymbol {
  std::string Name;
  unsigned Slot = 0;
  bool IsParam = false;               ///< a kernel parameter (--arg)
  unsigned IntegerBits = 0;           ///< of an integer parameter (i32: 32); 0 otherwise
  std::optional<double> Default;      ///< KernelModel::SymbolDefaults
};

/// Width of an integer parameter type as the analyzer records it ("int",
/// "unsigned long", "const size_t", or IR's "i32"); 0 for pointers, floating
/// point, enums and anything else.
unsigned integerBitsOfType(const std::string &Type);

/// A kernel argument's value must be finite, and for an integer parameter an
/// integer that fits its width (signed or unsigned); errors name the kernel,
/// the argument and the range.
llvm::Error checkArgumentValue(const KernelModel &K, const FreeSymbol &F, double V);

/// A barrier phase's quantities (KernelModel::Phases, docs/model.md#barrier-phases),
/// bound and compiled as the whole thread's are: its time, its issue cycles,
/// and their parts in the narrow units and in the memory pipes (0 where the
/// GPU has none).
struct PhaseExprs {
  CompiledExpr Time, Delay, PipeDelay, MioDelay;
};

class PreparedKernel {
public:
  /// Fails when an expression names an instruction class the GPU model does
  /// not know (lat.<x>/del.<x>) or when an expression cannot be compiled.
  static llvm::Expected<PreparedKernel> prepare(const KernelModel &Kernel, const GpuModel &Gpu);

  const KernelModel &kernel() const { return *Kernel; }
  const GpuModel &gpu() const { return *Gpu; }
  const SymbolTable &symbols() const { return *Table; }
  unsigned numSlots() const { return Table->size(); }

  const CompiledExpr &expr(Quantity Q) const { return Exprs[static_cast<unsigned>(Q)]; }
  /// Bound (GPU constants substituted) expression of a quantity, for messages and tests.
  const Expr &boundExpr(Quantity Q) const { return Bound[static_cast<unsigned>(Q)]; }
  /// The bound quantities as one DAG for grouping's interval analysis (GroupingIntervals.h).
  const GroupingProgram &groupingProgram() const { return *Grouping; }
  /// Compiled KernelModel::Lines[i].Time.
  const std::vector<CompiledExpr> &lineExprs() const { return Lines; }
  /// Compiled KernelModel::Phases (empty: no barrier, or one phase).
  const std::vector<PhaseExprs> &phases() const { return Phases; }

  /// Does any quantity read tid.* (resp. bid.*)? Per axis 0..2.
  bool dependsOnThread() const { return ThreadDep[0] || ThreadDep[1] || ThreadDep[2]; }
  bool dependsOnBlock() const { return BlockDep[0] || BlockDep[1] || BlockDep[2]; }
  bool dependsOnBlockAxis(unsigned Axis) const { return BlockDep[Axis]; }
  bool dependsOnThreadAxis(unsigned Axis) const { return ThreadDep[Axis]; }
  bool quantityDependsOnSlot(Quantity Q, unsigned Slot) const;
  /// The model gives the L1 data-stage cycles (KernelModel::GlobalL1Cycles) and
  /// the GPU uses them (its L1 keeps global data, it has an L1 bandwidth);
  /// otherwise the wave model's L1 floor is the sector bytes at the L1 bandwidth.
  bool hasL1Cycles() const { return HasL1Cycles; }
  /// Some instructions run in a narrow unit (Quantity::PipeDelay is not 0).
  bool hasPipeDelay() const { return HasPipeDelay; }
  /// Some instructions go to a pipe or unit of their own (Quantity::MioInsts is not 0).
  bool hasDispatchInsts() const { return HasDispatchInsts; }
  /// Memory instructions queue for their own pipes (Quantity::MioDelay is not 0).
  bool hasMioDelay() const { return HasMioDelay; }
  /// The GPU takes the uncoalesced-bandwidth step (takesUncoalescedStep) and the
  /// kernel has uncoalesced requests: Quantity::Scattered is evaluated.
  bool hasScattered() const { return HasScattered; }
  /// The traffic quantities (mem, uncoalMem, the L1 cycles, the scattered
  /// bytes) are a warp's sectors over 32 threads (KernelModel::GlobalSectors),
  /// not a hand-built model's bytes per thread: a block of fewer than 32
  /// threads scales them by 32 / its threads (docs/model.md#partial-warps).
  bool trafficPerWarp() const { return TrafficPerWarp; }
  /// Whether the wait shares differ from l1pct / l2pct (the reuse model binds
  /// them; without it they are the same expressions).
  bool hasWaitShares() const { return HasWaitShares; }

  const std::vector<FreeSymbol> &freeSymbols() const { return Free; }

  /// The reuse model's plan: binds reuse.l1.a<i> / reuse.dram.a<i> per launch.
  const ReusePlan &reuse() const { return Reuse; }

  /// The slot array of a launch: built-ins bdim/gdim set, every free symbol
  /// bound from L.Args / L.Overrides / defaults, tid/bid/lat.mem = 0. Fails
  /// naming every missing argument.
  llvm::Error bindLaunch(const LaunchConfig &L, std::vector<double> &Slots) const;

private:
  /// prepare()'s work; throws ExprTooLarge for a formula too large to compile.
  static llvm::Expected<PreparedKernel> prepareUnchecked(const KernelModel &Kernel, const GpuModel &Gpu);
  std::shared_ptr<const KernelModel> Kernel;
  std::shared_ptr<const GpuModel> Gpu;
  std::shared_ptr<SymbolTable> Table;
  std::array<CompiledExpr, NumQuantities> Exprs;
  std::array<Expr, NumQuantities> Bound;
  std::vector<CompiledExpr> Lines;
  std::vector<PhaseExprs> Phases;
  std::shared_ptr<const GroupingProgram> Grouping;
  std::vector<FreeSymbol> Free;
  ReusePlan Reuse;
  bool ThreadDep[3] = {false, false, false};
  bool BlockDep[3] = {false, false, false};
  bool HasL1Cycles = false;
  bool HasPipeDelay = false;
  bool HasDispatchInsts = false;
  bool HasMioDelay = false;
  bool HasScattered = false;
  bool TrafficPerWarp = false;
  bool HasWaitShares = false;
};

} // namespace kc
