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
  bool Arith = Base == "add" || Base == "sub" || Base == "min" || Base == "max" || Base == "neg" ||
               Base == "abs" || Base == "setp" || Base == "set" || Base == "selp" ||
               Base == "and" || Base == "or" || Base == "xor" || Base == "not" ||
               Base == "shl" || Base == "shr" || Base == "bfe" || Base == "bfi" ||
               Base == "prmt" || Base == "lop3" || Base == "copysign" || Base == "testp";
  bool Mul = Base == "mul" || Base == "mul24";
  bool Fma = Base == "fma" || Base == "mad" || Base == "mad24";
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

} // namespace

InlinePtxClasses classifyInlinePtx(llvm::StringRef Asm) {
  InlinePtxClasses R;
  llvm::SmallVector<llvm::StringRef, 8> Stmts;
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
    llvm::StringRef Op = S.take_until([](char C) { return C == ' ' || C == '\t' || C == '\n'; });
    if (Op.ends_with(":")) // a label
      continue;
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
