/// \file
/// compare on the toy GPU without compiling: every kernel a CSV names is
/// toyKernel(3990, 1) (3990 cycles per thread, no memory), the GPU "toy-gpu" is
/// toyGpu() (1000 MHz, 2 SMs x 2 one-warp blocks per wave, launch 0.01 us) and
/// any other name is looked up in the built-in database. Grid 4 is one wave:
/// 3990 ns + 10 ns = 0.004 ms; grid 8, 0.00799 ms; grid 12, 0.01198 ms.
#pragma once

#include "ToyGpu.h"

#include "gpumodel/GpuDatabase.h"
#include "workflows/Compare.h"
#include "workflows/CsvTable.h"

namespace kc::test {

inline CompareOptions toyCompareOptions() {
  CompareOptions O;
  O.Models = {ModelKind::Wave};
  O.Jobs = 1;
  O.Analyze = [](const AnalysisKey &K) -> llvm::Expected<KernelModel> {
    KernelModel M = toyKernel(3990, 1);
    M.Name = K.Kernel;
    return M;
  };
  O.FindGpu = [](const std::string &Name) -> llvm::Expected<GpuModel> {
    if (Name == "toy-gpu")
      return toyGpu();
    return GpuDatabase::builtin().find(Name);
  };
  return O;
}

/// compareTable on the CSV text \p Csv (named t.csv in messages).
inline llvm::Expected<CompareResult> compareCsvText(const std::string &Csv, const CompareOptions &O) {
  auto T = CsvTable::parse(Csv, "t.csv");
  if (!T)
    return T.takeError();
  return compareTable(*T, "t.csv", O);
}

} // namespace kc::test
