// Inline PTX -> instruction classes (InlinePtx.h).
#include "analyzer/InlinePtx.h"

#include <optional>

namespace kc {
namespace {

/// The class of one PTX opcode ("fma.rn.f16"), nullopt when free, or Unknown
/// (InstrClass::Count) when the model does not cost it.
std::optional<InstrClass> classOf(llvm::StringRef Op) {
  llvm::StringRef Base = Op.split('.').first;
  bool Half = Op.contains(".f16") || Op.contains(".bf16");
  bool F32 = Op.ends_with(".f32") || Op.contains(".f32.") || Op.ends_with(".ftz.f32");
  bool F64 = Op.ends_with(".f64");
  if (Base == "mov" || Base.empty())
    return std::nullopt;
  if (Base == "cvta")
    return InstrClass::IntAdd;
  if (Base == "cvt") { // from or to a 64-bit type: conversion_f64 (with a float side)
    bool Float = Op.contains(".f");
    bool Wide = Op.contains(".f64") || Op.contains(".s64") || Op.contains(".u64");
    return Float && Wide ? InstrClass::ConversionF64 : InstrClass::Conversion;
  }
  if (Base == "shfl")
    return InstrClass::Shuffle;
  if (Base == "vote" || Base == "match" || Base == "redux" || Base == "activemask")
    return InstrClass::Vote;
  if (Base == "bar" || Base == "barrier" || Base == "membar" || Base == "fence")
    return InstrClass::Barrier;
  if (Op == "cp.async.commit_group")
    return std::nullopt; // a marker for the copies issued before it
  if (Op.starts_with("cp.async.wait"))
    return InstrClass::Barrier; // waits for this thread's earlier copies
  bool Arith = Base == "add" || Base == "sub" || Base == "min" || Base == "max" || Base == "neg" ||
               Base == "abs" || Base == "setp" || Base == "set" || Base == "selp" ||
               Base == "and" || Base == "or" || Base == "xor" || Base == "not" ||
               Base == "shl" || Base == "shr" || Base == "bfe" || Base == "bfi" ||
               Base == "prmt" || Base == "lop3" || Base == "copysign" || Base == "testp" ||
               Base == "addc" || Base == "subc" || Base == "bmsk" || Base == "popc" || Base == "clz" ||
               Base == "brev" || Base == "bfind" || Base == "fns" || Base == "szext" || Base == "sad" ||
               Base == "slct" || Base == "isspacep" || Base == "shf";
  bool Mul = Base == "mul" || Base == "mul24";
  bool Fma = Base == "fma" || Base == "mad" || Base == "mad24" || Base == "madc" || Base == "dp4a" ||
             Base == "dp2a";
  if (Arith || Mul || Fma) {
    if (Half)
      return InstrClass::Fp16;
    if (F64)
      return Fma ? InstrClass::Fp64Fma : Mul ? InstrClass::Fp64Mul : InstrClass::Fp64Add;
    if (F32)
      return Fma ? InstrClass::Fp32Fma : Mul ? InstrClass::Fp32Mul : InstrClass::Fp32Add;
    return Fma ? InstrClass::IntMad : Mul ? InstrClass::IntMul : InstrClass::IntAdd;
  }
  if (Base == "rcp" || Base == "rsqrt" || Base == "sqrt" || Base == "ex2" || Base == "lg2" ||
      Base == "sin" || Base == "cos" || Base == "tanh")
    return Half ? InstrClass::Fp16 : F64 ? InstrClass::Fp64Div : InstrClass::Fp32Special;
  return InstrClass::Count;
}

llvm::StringRef opcodeOf(llvm::StringRef Stmt) {
  return Stmt.take_until([](char C) { return C == ' ' || C == '\t' || C == '\n'; });
}

/// The statements of an asm string: braces, newlines, predicate guards,
/// declarations, comments and labels dropped.
llvm::SmallVector<llvm::StringRef, 8> statements(llvm::StringRef Asm) {
  llvm::SmallVector<llvm::StringRef, 8> Stmts, Out;
  Asm.split(Stmts, ';');
  for (llvm::StringRef S : Stmts) {
    // Drop braces, newlines and a predicate guard ("@p ").
    S = S.trim(" \t\r\n{}");
    while (!S.empty() && (S.front() == '{' || S.front() == '}'))
      S = S.drop_front().ltrim(" \t\r\n");
    if (S.starts_with("@"))
      S = S.split(' ').second.ltrim();
    if (S.empty() || S.starts_with(".reg") || S.starts_with(".local") || S.starts_with("//"))
      continue;
    if (opcodeOf(S).ends_with(":")) // a label
      continue;
    Out.push_back(S);
  }
  return Out;
}

/// Bytes one lane moves for a PTX type suffix (.b32, .f16x2, .v4.u32, ...), 0 if none.
unsigned accessBytes(llvm::StringRef Op) {
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  Op.split(Parts, '.');
  unsigned Vec = 1, Bits = 0;
  for (llvm::StringRef P : Parts) {
    unsigned N = 0;
    if (P == "v2")
      Vec = 2;
    else if (P == "v4")
      Vec = 4;
    else if (P == "v8")
      Vec = 8;
    else if (P == "f16x2" || P == "bf16x2")
      Bits = 32;
    else if (P.size() >= 2 && (P[0] == 'b' || P[0] == 'u' || P[0] == 's' || P[0] == 'f') &&
             !P.drop_front().getAsInteger(10, N))
      Bits = N; // .b32, .u8, .f64, ...
  }
  return Bits ? Vec * Bits / 8 : 0;
}

bool isCopy(llvm::StringRef Op) { return Op.starts_with("cp.async.ca.") || Op.starts_with("cp.async.cg."); }

/// A load, store, atomic or asynchronous copy.
bool isMemoryOpcode(llvm::StringRef Op) {
  return Op.starts_with("ld.") || Op == "ld" || Op.starts_with("st.") || Op == "st" || Op.starts_with("atom.") ||
         Op.starts_with("red.") || isCopy(Op);
}

/// The access of one memory statement through an operand address, or nullopt
/// when its address is not an operand ("[%N]" or "[%N+imm]"; for cp.async the
/// source, the second), its bytes are unknown, or it reads .const / .param.
std::optional<InlinePtxAccess> memoryStatement(llvm::StringRef S) {
  llvm::StringRef Op = opcodeOf(S);
  bool Copy = isCopy(Op);
  bool Atomic = Op.starts_with("atom.") || Op.starts_with("red.");
  llvm::StringRef Rest = S.drop_front(Op.size());
  size_t Open = Rest.find('[');
  if (Copy && Open != llvm::StringRef::npos)
    Open = Rest.find('[', Open + 1);
  // (The IR's asm string writes operands as $N; the CUDA source as %N.)
  if (Open == llvm::StringRef::npos || Rest.substr(Open + 1).ltrim().empty() ||
      (Rest.substr(Open + 1).ltrim().front() != '%' && Rest.substr(Open + 1).ltrim().front() != '$'))
    return std::nullopt;
  llvm::StringRef Num = Rest.substr(Open + 1).ltrim().drop_front().take_while(
      [](char Ch) { return Ch >= '0' && Ch <= '9'; });
  InlinePtxAccess A;
  if (Num.empty() || Num.getAsInteger(10, A.Operand))
    return std::nullopt;
  A.IsStore = Op.starts_with("st.") || Op == "st" || Atomic; // an atomic counts with the stores, as atomicrmw does
  A.IsAtomic = Atomic;
  A.Bytes = accessBytes(Op);
  if (Copy) { // cp.async.cg.shared.global [dst], [src], 16[, src-size]: the global read
    llvm::SmallVector<llvm::StringRef, 4> Operands;
    Rest.split(Operands, ',');
    unsigned N = 0;
    llvm::StringRef Size = Operands.size() >= 3 ? Operands[2].trim() : llvm::StringRef();
    if (!Size.getAsInteger(10, N))
      A.Bytes = N;
    else if ((Size.starts_with("%") || Size.starts_with("$")) && !Size.drop_front().getAsInteger(10, N))
      A.SizeOperand = N; // an immediate operand ("n"(16)): the caller reads it
    else
      return std::nullopt;
    A.Space = InlinePtxAccess::Global;
  } else if (Op.contains(".global")) {
    A.Space = InlinePtxAccess::Global;
  } else if (Op.contains(".shared")) {
    A.Space = InlinePtxAccess::Shared;
  } else if (Op.contains(".local")) {
    A.Space = InlinePtxAccess::Local;
  } else if (Op.contains(".const") || Op.contains(".param")) {
    return std::nullopt;
  }
  if (!A.Bytes && !A.SizeOperand)
    return std::nullopt;
  A.Opcode = Op.str();
  return A;
}

} // namespace

InlinePtxClasses classifyInlinePtx(llvm::StringRef Asm, bool FindAccess) {
  InlinePtxClasses R;
  const llvm::SmallVector<llvm::StringRef, 8> Stmts = statements(Asm);
  // The one memory statement of a string whose other statements are all known.
  std::optional<size_t> AccessAt;
  bool Single = true;
  for (size_t I = 0; I < Stmts.size(); ++I) {
    llvm::StringRef Op = opcodeOf(Stmts[I]);
    if (isMemoryOpcode(Op)) {
      Single = Single && !AccessAt;
      AccessAt = I;
    } else if (std::optional<InstrClass> C = classOf(Op); C && *C == InstrClass::Count) {
      Single = false;
    }
  }
  if (FindAccess && Single && AccessAt)
    R.Access = memoryStatement(Stmts[*AccessAt]);
  for (size_t I = 0; I < Stmts.size(); ++I) {
    if (R.Access && I == *AccessAt)
      continue;
    llvm::StringRef Op = opcodeOf(Stmts[I]);
    std::optional<InstrClass> C = classOf(Op);
    if (!C)
      continue;
    if (*C == InstrClass::Count) {
      R.Unknown.push_back(Op.str());
      C = InstrClass::IntAdd;
    }
    if (!R.Parts.empty() && R.Parts.back().first == *C)
      ++R.Parts.back().second;
    else
      R.Parts.push_back({*C, 1});
  }
  return R;
}

} // namespace kc
