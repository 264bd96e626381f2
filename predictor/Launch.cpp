// Launch dimensions: validation against CUDA's programming-model limits.
#include "predictor/Launch.h"

#include <fmt/format.h>

namespace kc {

std::string Dim3::str() const {
  if (Z != 1)
    return fmt::format("{}x{}x{}", X, Y, Z);
  if (Y != 1)
    return fmt::format("{}x{}", X, Y);
  return fmt::format("{}", X);
}

static llvm::Error launchError(const std::string &Msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Msg);
}

llvm::Error validateLaunch(const GpuModel &Gpu, const LaunchConfig &L) {
  const char *Axis[] = {"x", "y", "z"};
  uint64_t B[] = {L.Block.X, L.Block.Y, L.Block.Z};
  uint64_t G[] = {L.Grid.X, L.Grid.Y, L.Grid.Z};
  uint64_t BlockMax[] = {MaxBlockX, MaxBlockY, MaxBlockZ};
  uint64_t GridMax[] = {Gpu.ComputeMajor > 0 && Gpu.ComputeMajor < 3 ? MaxGridXFermi : MaxGridX,
                        MaxGridY, MaxGridZ};
  for (int I = 0; I < 3; ++I) {
    if (B[I] == 0)
      return launchError(fmt::format("block {} is 0: every block dimension must be at least 1",
                                     Axis[I]));
    if (B[I] > BlockMax[I])
      return launchError(fmt::format("block {} is {}: CUDA allows at most {} threads in {}",
                                     Axis[I], B[I], BlockMax[I], Axis[I]));
    if (G[I] == 0)
      return launchError(fmt::format("grid {} is 0: every grid dimension must be at least 1",
                                     Axis[I]));
    if (G[I] > GridMax[I])
      return launchError(fmt::format("grid {} is {}: CUDA allows at most {} blocks in {}{}",
                                     Axis[I], G[I], GridMax[I], Axis[I],
                                     I == 0 && GridMax[0] == MaxGridXFermi ? " on CC 2.x" : ""));
  }
  uint64_t Threads = L.Block.count(); // <= 1024*1024*64, no overflow
  if (Gpu.Occupancy.MaxThreadsPerBlock && Threads > Gpu.Occupancy.MaxThreadsPerBlock)
    return launchError(fmt::format("block {} has {} threads: {} allows at most {} per block",
                                   L.Block.str(), Threads, Gpu.Id.empty() ? "the GPU" : Gpu.Id,
                                   Gpu.Occupancy.MaxThreadsPerBlock));
  return llvm::Error::success();
}

} // namespace kc
