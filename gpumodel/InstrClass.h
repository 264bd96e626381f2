/// \file
/// The PTX-level instruction classes of the machine model. The analyzer maps
/// each LLVM instruction to one class; a GPU file gives every class a latency
/// and an issue delay; kernel-model expressions refer to them through the
/// symbols `lat.<name>` and `del.<name>` (e.g. `lat.fp32_fma`), bound by the
/// predictor from the GPU model. The names below are the keys of the
/// `instructions` object of a GPU file (docs/gpu-file-format.md).
#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace kc {

enum class InstrClass : unsigned {
  Fp32Add,     ///< fadd/fsub/fmin/fmax/fcmp/fneg/fabs on float
  Fp32Mul,     ///< fmul
  Fp32Fma,     ///< fma / fmuladd
  Fp32Div,     ///< IEEE float division (a multi-instruction sequence)
  Fp32Sqrt,    ///< IEEE sqrtf
  Fp32Special, ///< MUFU: rcp, rsqrt, sin, cos, ex2, lg2 (fast intrinsics)
  Fp64Add,     ///< double add/sub/min/max/compare
  Fp64Mul,     ///< double mul
  Fp64Fma,     ///< double fma
  Fp64Div,     ///< double division / sqrt (multi-instruction sequences)
  Fp16,        ///< half / half2 arithmetic
  IntAdd,      ///< 32/64-bit add, sub, logic, shifts, compares, min/max, select
  IntMul,      ///< integer multiply
  IntMad,      ///< integer multiply-add
  IntDiv,      ///< integer division / remainder (emulated)
  Conversion,  ///< conversions between 32-bit (and narrower) int and float types
  ConversionF64, ///< conversions from and to 64-bit types (double, 64-bit integers)
  Shuffle,     ///< warp shuffles
  Vote,        ///< warp votes / ballots
  Branch,      ///< branches (conditional and unconditional)
  Barrier,     ///< __syncthreads and variants
  Atomic,      ///< global/shared atomics (issue cost; the latency is memory's)
  LoadGlobal,  ///< ld.global (latency comes from the memory model, lat.mem)
  StoreGlobal, ///< st.global
  LoadShared,  ///< ld.shared
  StoreShared, ///< st.shared
  LoadLocal,   ///< ld.local (spills, stack arrays)
  StoreLocal,  ///< st.local
  LoadConst,   ///< ld.const / ld.param
  Count
};

inline constexpr unsigned NumInstrClasses = static_cast<unsigned>(InstrClass::Count);

inline constexpr std::array<std::string_view, NumInstrClasses> InstrClassNames = {
    "fp32_add",    "fp32_mul",     "fp32_fma",    "fp32_div",     "fp32_sqrt",
    "fp32_special", "fp64_add",    "fp64_mul",    "fp64_fma",     "fp64_div",
    "fp16",        "int_add",      "int_mul",     "int_mad",      "int_div",
    "conversion",  "conversion_f64", "shuffle",      "vote",        "branch",       "barrier",
    "atomic",      "load_global",  "store_global", "load_shared", "store_shared",
    "load_local",  "store_local",  "load_const"};

inline constexpr std::string_view instrClassName(InstrClass C) {
  return InstrClassNames[static_cast<unsigned>(C)];
}

/// Classes executed by the FP64 unit: double arithmetic and the conversions
/// from and to 64-bit types. Where that unit is a few lanes shared by the SM
/// (GpuModel::fp64UnitIsShared) their issue cycles are its occupancy, during
/// which the schedulers go on issuing other instructions (docs/model.md#narrow-units).
inline constexpr std::array<InstrClass, 5> Fp64UnitClasses = {
    InstrClass::Fp64Add, InstrClass::Fp64Mul, InstrClass::Fp64Fma, InstrClass::Fp64Div,
    InstrClass::ConversionF64};

/// Classes executed by the XU (MUFU) unit: the special functions and the 32-bit
/// conversions, 16 lanes per SM from Maxwell on (CUDA C++ Programming Guide,
/// throughput table). The scheduler dispatches such an instruction in one
/// cycle and goes on issuing the other warps' instructions while the unit
/// works (docs/model.md#narrow-units).
inline constexpr std::array<InstrClass, 2> XuClasses = {InstrClass::Fp32Special, InstrClass::Conversion};

/// Classes that go to the memory pipes (LSU / shared memory / shuffle) through
/// their own queue: from compute capability 7.0 on the scheduler dispatches them
/// in one cycle and goes on issuing while the queue drains (docs/model.md#memory-pipe).
inline constexpr std::array<InstrClass, 8> MemoryPipeClasses = {
    InstrClass::LoadGlobal, InstrClass::StoreGlobal, InstrClass::LoadShared, InstrClass::StoreShared,
    InstrClass::LoadLocal,  InstrClass::StoreLocal,  InstrClass::Atomic,     InstrClass::Shuffle};

/// \p C is one of MemoryPipeClasses.
inline constexpr bool isMemoryPipeClass(InstrClass C) {
  for (InstrClass M : MemoryPipeClasses)
    if (M == C)
      return true;
  return false;
}

inline std::optional<InstrClass> instrClassFromName(std::string_view Name) {
  for (unsigned I = 0; I < NumInstrClasses; ++I)
    if (InstrClassNames[I] == Name)
      return static_cast<InstrClass>(I);
  return std::nullopt;
}

} // namespace kc
