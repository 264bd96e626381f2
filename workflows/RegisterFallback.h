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

/// True when ptxas spilled registers of kernelcast's PTX (spill stores or loads
/// reported). Clang's schedule of a fully unrolled body can need far more
/// registers than nvcc's build of the same source (BAT's 15 x 15 convolution
/// with 2 x 2 tiles: 255 registers and 396 B of spills against nvcc's 39), which
/// would set the occupancy and add spill traffic the user's build does not have;
/// such a kernel takes nvcc's registers as a refused launch does.
bool spillsOnKernelcastPtx(const KernelModel &K);

/// Whether the register count came from nvcc (RegisterInfo::Source "nvcc ...").
bool registersFromNvcc(const RegisterInfo &R);

/// Whether nvcc's registers should replace \p K's: they are not nvcc's already,
/// and the launch is \p Refused with them or kernelcast's PTX spills. predict,
/// compare and tune ask this once they may ask nvcc at all (no --analyze, no
/// --no-nvcc-registers, no registers given).
bool wantsNvccRegisters(const KernelModel &K, bool Refused);

/// The most registers per thread, at most \p K's, with which the launch runs
/// (threads, shared memory and barriers as \p K has them); 0 when none does.
unsigned registersThatRun(const GpuModel &Gpu, const KernelModel &K, const LaunchConfig &L);

/// The note of a measured launch that neither kernelcast's nor nvcc's
/// registers let run: it ran, so the measured build used at most \p Cap,
/// which the prediction takes (\p Given: the count that refused it).
std::string ranWithFewerRegistersNote(unsigned Cap, const RegisterInfo &Given);

/// The note a prediction carries when nvcc's registers replaced kernelcast's;
/// \p Refused: because the launch could not run with kernelcast's (else: because
/// kernelcast's PTX spilled).
std::string nvccRegisterNote(const KernelModel &Ptxas, const KernelModel &Nvcc, bool Refused);

} // namespace kc
