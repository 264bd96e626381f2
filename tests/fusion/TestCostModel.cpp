// The transparent test double of FusionCostModel and the toy GPU of the tests.
#include "TestCostModel.h"

namespace kc::fusion::test {

llvm::Expected<double> BytesCostModel::predictMs(const FusedKernelCandidate &C) {
  ++Calls;
  return LaunchMs + double(C.GlobalBytesRead + C.GlobalBytesWritten) / (BandwidthGBps * 1e6) + BarrierMs * C.Barriers +
         SharedMsPerKB * C.SharedBytes / 1024.0 +
         RegisterMs * C.RegisterVariables -
         RowImplBonusMs * (double(C.BlockX) * C.BlockY * C.BlockZ / C.ElementsPerBlock - 1);
}

kc::GpuModel toyGpu() {
  kc::GpuModel G;
  G.Id = "toy";
  G.Occupancy.MaxThreadsPerBlock = 1024;
  G.Occupancy.SharedMemPerBlockBytes = 48 * 1024;
  return G;
}

} // namespace kc::fusion::test
