// Whether a launch is refused by the register count alone, and the note that
// says nvcc's registers were used instead (RegisterFallback.h).
#include "workflows/RegisterFallback.h"

#include "gpumodel/Occupancy.h"
#include "predictor/ResolvedLaunch.h"

#include "llvm/ADT/StringRef.h"

#include <fmt/format.h>

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
