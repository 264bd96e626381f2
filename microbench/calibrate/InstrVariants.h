/// \file
/// The instruction variants of instruction-latency.cu / instruction-throughput.cu
/// (microbench/kernels/InstructionOps.cuh) and the model class each feeds.
/// Conversion variants chain cvt + fp32 mul + cvt per step (a round trip alone
/// is folded by ptxas), so calibration subtracts one fp32_mul and halves.
#pragma once

#include "gpumodel/InstrClass.h"

#include <array>
#include <string_view>

namespace kc::calib {

struct InstrVariant {
  std::string_view Name;
  InstrClass Class;
  int OpsPerStep;       ///< instructions of Class per chain step (x counts steps * this)
  bool CvtWithFp32Mul;  ///< step = 2 conversions + 1 fp32 mul (x counts steps)
};

inline constexpr std::array<InstrVariant, 20> InstrVariants = {{
    {"fp32_add", InstrClass::Fp32Add, 1, false},
    {"fp32_mul", InstrClass::Fp32Mul, 1, false},
    {"fp32_fma", InstrClass::Fp32Fma, 1, false},
    {"fp32_div", InstrClass::Fp32Div, 1, false},
    {"fp32_sqrt", InstrClass::Fp32Sqrt, 1, false},
    {"fp32_rsqrt", InstrClass::Fp32Special, 1, false},
    {"fp32_sin", InstrClass::Fp32Special, 1, false},
    {"fp32_ex2", InstrClass::Fp32Special, 1, false},
    {"fp64_add", InstrClass::Fp64Add, 1, false},
    {"fp64_mul", InstrClass::Fp64Mul, 1, false},
    {"fp64_fma", InstrClass::Fp64Fma, 1, false},
    {"fp64_div", InstrClass::Fp64Div, 1, false},
    {"fp16x2_fma", InstrClass::Fp16, 1, false},
    {"int_add_xor", InstrClass::IntAdd, 2, false},
    {"int_mul", InstrClass::IntMul, 1, false},
    {"int_mad", InstrClass::IntMad, 1, false},
    {"int_div", InstrClass::IntDiv, 1, false},
    {"cvt_s32_f32_roundtrip", InstrClass::Conversion, 1, true},
    {"cvt_f32_f64_roundtrip", InstrClass::ConversionF64, 1, true},
    {"shfl_idx", InstrClass::Shuffle, 1, false},
}};

} // namespace kc::calib
