/// \file
/// Classifies inline PTX (`asm("fma.rn.f16 %0,%1,%2,%3;" ...)`), which the CUDA
/// toolkit's headers use for half/bfloat16 arithmetic, texture fetches, special
/// registers and more, into the machine model's instruction classes.
///
/// Each PTX instruction of the string is mapped by its opcode: mov / .reg
/// declarations are free; f16/bf16 arithmetic -> fp16; int/f32/f64 add, mul, fma
/// ... -> their classes; cvt -> conversion; cvta -> int_add; shfl -> shuffle;
/// vote/match/redux/activemask -> vote; bar/barrier/membar/fence -> barrier.
/// Anything else (tex, ld, st, mma, wmma, cp.async, ...) is not costed: it is
/// listed in Unknown (the caller reports it) and counted as one int_add.
/// (The classifier reports NVVM intrinsics it does not know, e.g. wmma, the same way.)
#pragma once

#include "gpumodel/InstrClass.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace kc {

struct InlinePtxClasses {
  llvm::SmallVector<std::pair<InstrClass, unsigned>, 4> Parts;
  std::vector<std::string> Unknown; ///< opcodes not costed, e.g. "tex.1d.v4.f32.s32"
};

InlinePtxClasses classifyInlinePtx(llvm::StringRef Asm);

} // namespace kc
