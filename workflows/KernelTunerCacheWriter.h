/// \file
/// `kernelcast tune --write-kernel-tuner-cache out.json`: tune's ranking as a
/// Kernel Tuner cache file (the format workflows/KernelTunerCache.h reads), to
/// seed or prune a real Kernel Tuner run.
///
///   tune_params_keys  block_size_x; block_size_y / block_size_z when tune's
///                     --block-y / --block-z hold another value than 1; then
///                     the swept -D NAME=V1,V2 defines, in the order given
///                     (Kernel Tuner looks configurations up by these keys:
///                     its tune_params must have the same names in the same
///                     order)
///   cache             one entry per predicted configuration, fastest first:
///                     the parameter values, "time" = the predicted time in
///                     milliseconds, Kernel Tuner's timing fields at 0 and a
///                     timestamp; a launch the GPU cannot run (too many
///                     threads, registers or shared memory) has "time":
///                     "RuntimeFailedConfig" and a "kernelcast_reason"
///   kernelcast        a top-level object saying the times are kernelcast
///                     predictions (model, GPU, source, tune's --param values
///                     and --grid expressions), not measurements
/// The file is laid out as Kernel Tuner writes its own (one entry per line,
/// "cache" last, ending in "}\n}"), so Kernel Tuner can append to it. No
/// problem_size is written (tune has --param and --grid instead), so Kernel
/// Tuner does not check it.
#pragma once

#include "gpumodel/GpuModel.h"
#include "workflows/Tune.h"

#include <string>
#include <string_view>

namespace kc {

/// The cache text. \p Timestamp goes into every entry (Kernel Tuner's format:
/// "2026-01-31 12:00:00.000000+00:00").
std::string kernelTunerCacheText(const TuneResult &R, const TuneOptions &Opts,
                                 const GpuModel &Gpu, std::string_view Timestamp);

/// The current UTC time in Kernel Tuner's timestamp format.
std::string kernelTunerTimestampNow();

} // namespace kc
