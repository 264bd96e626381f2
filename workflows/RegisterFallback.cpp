// Whether a launch is refused by the register count alone, and the note that
// says nvcc's registers were used instead (RegisterFallback.h).
#include "workflows/RegisterFallback.h"

#include "gpumodel/Occupancy.h"
#include "predictor/ResolvedLaunch.h"

#include "llvm/ADT/StringRef.h"

#include <fmt/format.h>

#include <algorithm>

namespace kc {

namespace {

bool runs(const GpuModel &Gpu, const KernelModel &K, const LaunchConfig &L, unsigned Registers) {
  OccupancyRequest Req = occupancyRequest(K, L);
  Req.RegistersPerThread = Registers;
  return activeBlocksPerSm(Gpu, Req) > 0;
}

} // namespace

bool refusedForRegisters(const GpuModel &Gpu, const KernelModel &K, const LaunchConfig &L) {
  return K.Registers.Registers > 0 && !runs(Gpu, K, L, K.Registers.Registers) &&
         runs(Gpu, K, L, 0);
}

unsigned registersThatRun(const GpuModel &Gpu, const KernelModel &K, const LaunchConfig &L) {
  if (!runs(Gpu, K, L, 1))
    return 0;
  // Whether a launch runs only gets harder with more registers: bisect.
  unsigned Lo = 1, Hi = std::max(1u, K.Registers.Registers);
  if (runs(Gpu, K, L, Hi))
    return Hi;
  while (Hi - Lo > 1) {
    unsigned Mid = Lo + (Hi - Lo) / 2;
    (runs(Gpu, K, L, Mid) ? Lo : Hi) = Mid;
  }
  return Lo;
}

std::string ranWithFewerRegistersNote(unsigned Cap, const RegisterInfo &Given) {
  return fmt::format("registers: at most {} per thread, the most with which this launch runs; it was "
                     "measured, so the measured build used no more ({} gives {}, with which it cannot run)",
                     Cap, Given.Source, Given.Registers);
}

bool spillsOnKernelcastPtx(const KernelModel &K) {
  const RegisterInfo &R = K.Registers;
  return llvm::StringRef(R.Source).starts_with("ptxas") && (R.SpillStoreBytes > 0 || R.SpillLoadBytes > 0);
}

bool registersFromNvcc(const RegisterInfo &R) {
  return llvm::StringRef(R.Source).starts_with("nvcc");
}

bool wantsNvccRegisters(const KernelModel &K, bool Refused) {
  return !registersFromNvcc(K.Registers) && (Refused || spillsOnKernelcastPtx(K));
}

std::string nvccRegisterNote(const KernelModel &Ptxas, const KernelModel &Nvcc, bool Refused) {
  std::string Why = Refused ? "with which this launch cannot run"
                            : fmt::format("and spills {} B stores / {} B loads", Ptxas.Registers.SpillStoreBytes,
                                          Ptxas.Registers.SpillLoadBytes);
  return fmt::format("registers from {}: {} per thread; {} on kernelcast's PTX gives {}, {} "
                     "(nvcc's build of the same source is what runs on the GPU)",
                     Nvcc.Registers.Source, Nvcc.Registers.Registers,
                     Ptxas.Registers.Source.empty() ? "kernelcast's PTX" : Ptxas.Registers.Source,
                     Ptxas.Registers.Registers, Why);
}

} // namespace kc
