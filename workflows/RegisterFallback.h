/// \file
/// When kernelcast's own registers refuse a launch the user's build runs.
///
/// Registers come from ptxas on kernelcast's (Clang's) PTX by default. For
/// some kernels that PTX needs more registers than nvcc's build of the same
/// source (unrolled tiles: the pnpoly sweep's tile 18 gets 87 registers from
/// kernelcast's PTX, at most 72 from nvcc, which the measured 864-thread
/// launches prove). A launch that only the register count refuses is then
/// checked against nvcc's registers (`nvcc -cubin`, cached) before it is
/// refused: the workflows ask refusedForRegisters() and, when it is true and
/// the registers did not come from nvcc already, analyze the kernel again
/// with PtxasOptions::UseNvcc and say so in a note.
#pragma once

#include "gpumodel/GpuModel.h"
#include "kernelmodel/KernelModel.h"
#include "predictor/Launch.h"

#include <string>

namespace kc {

/// True when the launch cannot run with the kernel's registers but could with
/// none (threads, shared memory and barriers fit): only the registers refuse it.
bool refusedForRegisters(const GpuModel &Gpu, const KernelModel &K, const LaunchConfig &L);

/// Whether the register count came from nvcc (RegisterInfo::Source "nvcc ...").
bool registersFromNvcc(const RegisterInfo &R);

/// The note a prediction carries when nvcc's registers replaced kernelcast's.
std::string nvccRegisterNote(const KernelModel &Ptxas, const KernelModel &Nvcc);

} // namespace kc
