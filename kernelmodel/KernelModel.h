/// \file
/// The kernel model (docs/model.md#kernel-model, Kleimenov & Popova 2021): what
/// one thread of a kernel does and costs,
///   m_kernel = <time, delay, mem, uncoalMem, l1pct, l2pct, syncs, registers, sharedMem>,
/// as symbolic expressions (Expr.h) of the thread, the launch and the kernel's
/// scalar arguments, plus the facts behind them (loops, memory accesses,
/// instruction mix, source lines). Built by the analyzer, read by the
/// predictor, written to / read from JSON (`analyze --emit-model`). Holds no
/// LLVM types.
///
/// Symbols that may appear (docs/kernel-model.md):
///   tid.x tid.y tid.z  bid.x bid.y bid.z  bdim.x bdim.y bdim.z  gdim.x gdim.y gdim.z
///   <argument name>            scalar kernel arguments
///   lat.<class> del.<class>    instruction latency / issue delay (gpumodel/InstrClass.h)
///   lat.mem                    average global-memory latency seen by the thread (cycles);
///                              the predictor's latency iteration sets it
///   lat.shared                 shared-memory latency
///   trip.<name>                an unknown trip count (set with --trip; Default below)
///   prob.<name>                a data-dependent branch probability (--branch-prob)
#pragma once

#include "kernelmodel/Expr.h"

#include <nlohmann/json_fwd.hpp>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace kc {

struct KernelParam {
  std::string Name;
  std::string Type;        ///< C type as written, e.g. "const float *", "int"
  bool IsPointer = false;
};

/// Where a source-level fact comes from.
struct SourceLocation {
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
};

enum class AddressSpace : uint8_t { Global, Shared, Local, Constant, Generic };

/// One term of an access's address: Stride bytes per unit step of Var.
struct AddressTerm {
  std::string Var; ///< tid.x tid.y tid.z bid.x bid.y bid.z, or iter.<loop name>
  Expr Stride;     ///< bytes; may use bdim.*, gdim.* and arguments
  bool operator==(const AddressTerm &O) const { return Var == O.Var && Stride == O.Stride; }
};

/// A global access's address as an affine form of the thread and block indices
/// and the iterations of its enclosing loops, for the reuse model
/// (docs/model.md#reuse): base + Offsets[k] + sum of Terms. Accesses of one
/// array with equal terms form a group whose footprint is counted once (a
/// stencil's neighbours, an unrolled filter's taps, a load and its store).
struct AddressForm {
  std::string Array;              ///< the base pointer (argument or variable name)
  std::vector<AddressTerm> Terms; ///< iter.<L> runs over 0 .. trip(L) - 1
  std::vector<Expr> Offsets;      ///< bytes from the base, one per merged copy
  std::vector<std::string> Loops; ///< enclosing loops, outermost first (LoopInfo::Name)
  /// Per offset: the basic block its copy issues in (1 + the block's index in
  /// the analysis's order; 0 or missing: unknown). Copies in one block issue
  /// together and the critical path overlaps their latencies; copies in
  /// different blocks follow one another (docs/model.md#waiting-on-a-miss).
  std::vector<unsigned> IssueBlocks;
};

/// One static memory instruction and how a warp's 32 threads hit memory.
struct MemoryAccess {
  SourceLocation Loc;
  AddressSpace Space = AddressSpace::Global;
  bool IsStore = false;
  bool IsAtomic = false;
  /// An integer add/sub/min/max/and/or/xor atomic: ptxas merges the lanes of a
  /// warp that update one address into one update (docs/model.md#atomic-contention).
  bool WarpCombinable = false;
  unsigned BytesPerThread = 0;   ///< bytes one thread moves per execution
  Expr Executions;               ///< times one thread executes it (trip counts, guards)
  /// Stride of the address (in bytes) w.r.t. tid.x / tid.y / tid.z; empty
  /// expression string when not affine ("unknown" in the verdict).
  std::optional<Expr> StrideX, StrideY, StrideZ;
  /// 32-byte sectors one warp request touches (may depend on bdim.*); the
  /// coalesced minimum is ceil(32 * BytesPerThread / 32).
  Expr SectorsPerRequest;
  unsigned BankConflictWays = 1; ///< shared memory only (1 = conflict-free), for the
                                 ///< analysis's block shape (or warps of one row)
  /// Shared memory: the conflict degree as a function of bdim.x when the block
  /// shape was not given (warps of 1, 2, 4, 8, 16 or 32 threads per row); each
  /// extra way replays the request (docs/kernel-model.md). Global memory: the
  /// degree in the L1 data banks (cycles of the L1 data stage per request, at
  /// least; AccessPattern.h). Empty: 1.
  std::optional<Expr> BankConflicts;
  std::string Verdict;           ///< "coalesced", "broadcast", "uncoalesced (stride 8 B)", ...
  double L1HitFraction = 0;      ///< share of this access's bytes served by L1
  double L2HitFraction = 0;      ///< share served by L2 (the rest: DRAM)
  /// Loads only: how many threads of one wave (the blocks resident at once,
  /// symbol wave.blocks) read each address, from the thread and block indices
  /// the address does not depend on; 1 - 1/SharedBy of the bytes beyond the
  /// L1 share are L2 hits (the first reader misses). Empty: not computed (1).
  std::optional<Expr> SharedBy;
  /// Global accesses whose address is affine in the indices and loop
  /// iterations; empty when a part of it is computed from loaded data or is
  /// otherwise not affine (no reuse assumed).
  std::optional<AddressForm> Address;
  /// A gather (no Address: its lanes' addresses come from data they loaded)
  /// into this array: the reuse model bounds its DRAM sectors by what the
  /// kernel's affine accesses of the array touch in the launch
  /// (docs/model.md#gather-footprint). Empty: not a gather, or no array known.
  std::string GatherArray;
  bool ReadOnly = false;         ///< loads through the read-only path (__ldg, const __restrict__)
};

struct LoopInfo {
  SourceLocation Loc;
  std::string Name;              ///< "L12" (header line); trip.<Name> when unknown
  unsigned Depth = 1;            ///< 1 = outermost
  Expr TripCount;                ///< iterations per entry (symbolic, or trip.<Name>)
  std::optional<double> DefaultTrip; ///< when TripCount is the symbol trip.<Name>
  Expr IterationTime;            ///< critical path of one iteration, cycles
};

/// Cost attributed to one source line (the predictor reports the dominant lines).
struct LineCost {
  SourceLocation Loc;
  Expr Time;                     ///< this line's share of the thread's time
};

/// One stretch of a thread's run between block-wide barriers
/// (docs/model.md#barrier-phases): its time and issue cycles, summed over every
/// time the thread runs it (a phase inside a loop: over the iterations). The
/// phases' times add up to KernelModel::Time, their delays to Delay.
struct BarrierPhase {
  Expr Time;                     ///< cycles (uses lat.mem, lat.*, del.*)
  Expr Delay;                    ///< issue cycles
};

struct RegisterInfo {
  unsigned Registers = 0;
  unsigned SpillStoreBytes = 0;
  unsigned SpillLoadBytes = 0;
  unsigned StackFrameBytes = 0;
  unsigned ConstantBytes = 0;
  std::string Source;            ///< "ptxas 13.0 (sm_80)" or "estimate from IR: ..."
};

struct KernelModel {
  std::string Name;              ///< demangled, e.g. "matmul<16>"
  std::string MangledName;
  SourceLocation Loc;
  std::vector<KernelParam> Params;
  std::string Arch;              ///< "sm_80": what the IR was compiled for

  // --- the model's expressions (per thread; docs/model.md#kernel-model) -----
  Expr Time;                     ///< cycles alone on the GPU (uses lat.mem, lat.*, del.*)
  Expr Delay;                    ///< issue cycles of all the thread's instructions
  Expr GlobalLoadBytes, GlobalStoreBytes;
  Expr UncoalescedBytes;         ///< global bytes in requests needing more sectors than coalesced
  /// All the sector bytes (executions x sectors per request) of the requests
  /// that need more sectors than a contiguous one, where UncoalescedBytes has
  /// only their extra share: the traffic of the uncoalesced-bandwidth step
  /// (docs/model.md#uncoalesced-step). 0 when none, or in an older model (the
  /// predictor then takes UncoalescedBytes).
  Expr UncoalescedSectorBytes;
  Expr GlobalSectors;            ///< 32-B sectors the thread's requests cost (warp total / 32)
  /// L1 data-stage cycles of the thread's global requests (warp total / 32):
  /// per request max(sector bytes / l1.bytes_per_cycle, data-bank degree);
  /// 0 when no request has a bank term, or in an older model (the predictor
  /// then takes the sector bytes at the L1 bandwidth: the same cycles).
  Expr GlobalL1Cycles;
  Expr SharedBytes, LocalBytes, ConstantBytes;
  Expr L1HitFraction;            ///< share of global bytes served by L1
  Expr L2HitFraction;            ///< share served by L2
  Expr Syncs;                    ///< __syncthreads executed
  Expr Atomics;                  ///< atomic operations executed
  /// The thread's run cut at its barriers, in the order the analysis met them
  /// (reverse post-order of their first blocks); empty when the kernel has no
  /// barrier or only one phase.
  std::vector<BarrierPhase> Phases;

  RegisterInfo Registers;
  unsigned StaticSharedBytes = 0;
  bool UsesDynamicShared = false;

  // --- facts behind them -----------------------------------------------------
  std::map<std::string, Expr> InstructionMix; ///< class name -> executions per thread
  std::vector<LoopInfo> Loops;
  std::vector<MemoryAccess> Accesses;
  std::vector<LineCost> Lines;
  std::vector<std::string> Notes; ///< assumptions the analysis made, for the report
  /// Operations the model has no cost for, each "line N: what[ (K copies)]": intrinsics and
  /// inline PTX it counts as one ALU operation (tensor-core wmma / mma among
  /// them), calls it does not follow. A prediction leaves their own time and
  /// memory traffic out, and says so.
  std::vector<std::string> Uncosted;
  /// What an Uncosted entry holds (after its operation) when it is a tensor-core operation.
  static constexpr const char *TensorCoreMark = " (tensor-core matrix operation)";

  /// Default values of trip.* / prob.* symbols.
  std::map<std::string, double> SymbolDefaults;

  /// Kernel arguments the formulas need (scalar params mentioned by any expression).
  std::vector<std::string> requiredArguments() const;
};

/// The symbol of the SM's L1 bandwidth in bytes per cycle in GlobalL1Cycles;
/// the predictor binds it from the GPU model.
inline constexpr std::string_view L1BytesPerCycleSymbol = "l1.bytes_per_cycle";
/// The symbol of one pass of the shared-memory banks in issue cycles of a
/// processing block (a warp access of a bank's width from every bank, at the
/// GPU's shared-memory bandwidth); a shared access of W passes takes
/// max(its issue cycles, W x this) (docs/model.md#issue-delay). The predictor
/// binds it from the GPU model.
inline constexpr std::string_view SharedPassSymbol = "del.shared_pass";
/// The symbol of the 128-byte lines the L1 tag stage looks up per cycle in
/// GlobalL1Cycles (0: not known, the request costs its sector bytes); the
/// predictor binds it from the GPU model.
inline constexpr std::string_view L1LinesPerCycleSymbol = "l1.lines_per_cycle";

/// Symbols of the share of access \p AccessIndex's sectors that L1 serves and
/// that DRAM supplies (the rest: L2); the predictor's reuse model binds them
/// per launch (docs/model.md#reuse); defaults 0 and 1.
std::string reuseL1Symbol(size_t AccessIndex);   ///< "reuse.l1.a<i>"
std::string reuseDramSymbol(size_t AccessIndex); ///< "reuse.dram.a<i>"

/// The source line of a per-line symbol with \p Prefix: "prob.L27" and the
/// unrolled copies "prob.L27_2", ... of a branch (Prefix "prob.L"),
/// "scatter.L112" ("scatter.L"); nullopt for any other name.
std::optional<unsigned> symbolLine(std::string_view Name, std::string_view Prefix);

nlohmann::json toJson(const KernelModel &M);
/// Throws std::invalid_argument naming the malformed field.
KernelModel kernelModelFromJson(const nlohmann::json &J);

/// A file holding the models of every kernel of one source (analyze --emit-model).
struct KernelModelFile {
  std::string SourceFile;
  std::vector<KernelModel> Kernels;
  /// Which headers the front end compiled against (Frontend.h DeviceModule::Headers;
  /// JSON "frontend.headers"); "" for IR inputs and older files.
  std::string Headers;
  /// Host code the front end skipped to compile the device code ("frontend.skipped").
  std::vector<std::string> SkippedHostCode;
  /// `__shared__` variables analyzed without their type's constructor, as nvcc
  /// runs none ("frontend.shared_storage").
  std::vector<std::string> SharedStorageNotes;
  /// What the front end changed so the source compiles in bounded time (capped
  /// unroll counts; Frontend.h DeviceModule::Warnings). Not written to JSON.
  std::vector<std::string> FrontendWarnings;
};
nlohmann::json toJson(const KernelModelFile &F);
KernelModelFile kernelModelFileFromJson(const nlohmann::json &J);

std::string_view addressSpaceName(AddressSpace S);
/// Inverse of addressSpaceName ("global", "shared", ...); nullopt if unknown.
std::optional<AddressSpace> addressSpaceFromName(std::string_view Name);

/// Calls \p F on every expression of the model (the per-thread expressions, the
/// instruction mix, loops, accesses incl. strides, line costs).
void forEachExpr(const KernelModel &M, const std::function<void(const Expr &)> &F);

} // namespace kc
