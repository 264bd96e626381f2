/// \file
/// Maps one LLVM instruction of an NVPTX kernel to the PTX-level instruction
/// classes of the machine model (gpumodel/InstrClass.h): what it costs to issue
/// (`del.<class>`) and how long its result takes (`lat.<class>`, or `lat.mem`
/// / `lat.shared` for memory). Free instructions (phi, casts, constant GEPs,
/// debug intrinsics) get no parts. Library calls (`__nv_expf`, ...) that were
/// not inlined map to a short sequence of classes, documented in the table in
/// InstrClassifier.cpp.
///
/// Example: `%v = load float, ptr addrspace(1) %p` -> {LoadGlobal x1},
/// latency `lat.mem`; `fmul contract double` -> {Fp64Mul x1}, `lat.fp64_mul`.
#pragma once

#include "gpumodel/InstrClass.h"
#include "kernelmodel/KernelModel.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Instruction;
class Value;
} // namespace llvm

namespace kc {

/// Latency symbols beyond lat.<class>.
enum class LatencyKind : uint8_t { Class, Memory, Shared };

struct ClassifiedInstr {
  /// Classes issued, with multiplicity (a libdevice call is a sequence).
  llvm::SmallVector<std::pair<InstrClass, unsigned>, 2> Parts;
  /// Which latency the result carries: the (last) class's, `lat.mem` or `lat.shared`.
  LatencyKind Latency = LatencyKind::Class;
  /// Memory instructions: where and how much.
  bool IsMemory = false;
  bool IsStore = false;
  bool IsAtomic = false;
  /// An integer atomic whose updates combine (add, sub, min, max, and, or,
  /// xor): ptxas merges the lanes of a warp that update one address into one
  /// update (VOTE + POPC, shuffles or REDUX), docs/model.md#atomic-contention.
  bool WarpCombinable = false;
  bool IsBarrier = false;   ///< a block-wide barrier (__syncthreads and variants)
  AddressSpace Space = AddressSpace::Generic;
  unsigned Bytes = 0;
  const llvm::Value *Pointer = nullptr;
  /// A call the classifier does not know (a non-inlined device function).
  bool UnknownCall = false;
  /// Inline PTX opcodes the model does not cost (InlinePtx.h), for the report.
  std::vector<std::string> NotCosted;

  bool isFree() const { return Parts.empty(); }
};

/// Classifies \p I. Never fails: unknown instructions become IntAdd with a
/// note left to the caller through UnknownCall.
ClassifiedInstr classifyInstruction(const llvm::Instruction &I);

/// Address space a pointer really points into: the IR's own address space, or,
/// for a generic pointer, the one of its underlying object (a kernel argument
/// is global, an alloca local, an addrspace(3) variable shared, ...).
AddressSpace effectiveAddressSpace(const llvm::Value *Pointer);

/// Whether \p What, an intrinsic name or a PTX opcode the classifier leaves
/// uncosted, is a tensor-core matrix operation: the wmma and mma intrinsics
/// (`llvm.nvvm.wmma.*`, `llvm.nvvm.mma.*`, `llvm.nvvm.ldmatrix.*`) or the PTX
/// opcodes `wmma.*`, `mma.*`, `wgmma.*`, `ldmatrix.*`, `stmatrix.*`, `tcgen05.*`.
bool isTensorCoreOperation(llvm::StringRef What);

} // namespace kc
