/// \file
/// Classifies inline PTX (`asm("fma.rn.f16 %0,%1,%2,%3;" ...)`), which the CUDA
/// toolkit's headers use for half/bfloat16 arithmetic, texture fetches, special
/// registers and more, into the machine model's instruction classes.
///
/// Each PTX instruction of the string is mapped by its opcode: mov / .reg
/// declarations are free; f16/bf16 arithmetic -> fp16; int/f32/f64 add, mul, fma
/// ... -> their classes; cvt -> conversion; cvta -> int_add; shfl -> shuffle;
/// vote/match/redux/activemask -> vote; bar/barrier/membar/fence and
/// cp.async.wait_* -> barrier. A single load / store / atomic / cp.async
/// through an operand address is a memory access (InlinePtxClasses::Access; the
/// classifier makes it one). Anything else (tex, mma, wmma, ...) is not costed:
/// it is listed in Unknown (the caller reports it) and counted as one int_add.
/// (The classifier reports NVVM intrinsics it does not know, e.g. wmma, the same way.)
#pragma once

#include "gpumodel/InstrClass.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace kc {

/// The one memory access of an asm string whose only costly statement is a
/// load, store, atomic or asynchronous copy through an operand address
/// (`ld.global.cg.u32 %0, [%1];` in cub's ThreadLoad, `st.cg`, `ld.relaxed.gpu`,
/// `atom.add.release.gpu.u32`, `red.and.release.cta.b32`, `cp.async.cg.shared.global
/// [%0], [%1], 16;`; the IR writes the operands as $N): which asm operand is
/// the address, the bytes a lane moves, the space the opcode names (a cp.async
/// counts as its global read). There is none when the string has no such
/// statement, more than one, or a statement the model does not cost besides it.
struct InlinePtxAccess {
  enum SpaceKind { FromPointer, Global, Shared, Local } Space = FromPointer;
  unsigned Operand = 0; ///< the asm operand number (%N) holding the address
  unsigned Bytes = 0;
  /// A cp.async whose copy size is an operand (`[%0], [%1], %2` with "n"(16)):
  /// its number; the bytes are that operand's constant.
  std::optional<unsigned> SizeOperand;
  bool IsStore = false, IsAtomic = false;
  std::string Opcode;
};

struct InlinePtxClasses {
  llvm::SmallVector<std::pair<InstrClass, unsigned>, 4> Parts;
  std::vector<std::string> Unknown; ///< opcodes not costed, e.g. "tex.1d.v4.f32.s32"
  /// The string's one memory access, when it has one; its statement is counted
  /// in neither Parts nor Unknown (a caller that cannot resolve its address
  /// counts it as an unknown opcode itself).
  std::optional<InlinePtxAccess> Access;
};

/// \p FindAccess false: every statement by its opcode, a memory one as unknown.
InlinePtxClasses classifyInlinePtx(llvm::StringRef Asm, bool FindAccess = true);

} // namespace kc
