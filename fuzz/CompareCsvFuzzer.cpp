// libFuzzer target: the compare CSV reader (workflows/CsvTable.h, compareTable in
// workflows/Compare.h) on arbitrary bytes. The analyzer is replaced by the toy
// kernel model of the tests (CompareOptions::Analyze), so every row that parses
// goes on through the predictor and the accuracy statistics.
#include "../tests/common/ToyGpu.h"

#include "gpumodel/GpuDatabase.h"
#include "workflows/Compare.h"
#include "workflows/CsvTable.h"

#include <cstdint>
#include <string_view>

using namespace kc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string_view Text(reinterpret_cast<const char *>(Data), Size);
  auto Table = CsvTable::parse(Text, "fuzz.csv");
  if (!Table) {
    llvm::consumeError(Table.takeError());
    return 0;
  }
  for (const CsvRow &Row : Table->rows())
    for (const std::string &Cell : Row.Cells) {
      if (auto D = parseDefineList(Cell); !D)
        llvm::consumeError(D.takeError());
      if (auto A = parseArgList(Cell); !A)
        llvm::consumeError(A.takeError());
    }
  CompareOptions O;
  O.Models = {ModelKind::Wave, ModelKind::Roofline};
  O.Jobs = 1;
  O.BaseDir = "/nonexistent-fuzz-dir";
  O.Analyze = [](const AnalysisKey &K) -> llvm::Expected<KernelModel> {
    KernelModel M = test::toyKernel(100, 1);
    M.Name = K.Kernel;
    return M;
  };
  O.FindGpu = [](const std::string &Name) -> llvm::Expected<GpuModel> {
    if (Name == "toy-gpu")
      return test::toyGpu();
    return GpuDatabase::builtin().find(Name);
  };
  auto R = compareTable(*Table, "fuzz.csv", O);
  if (!R)
    llvm::consumeError(R.takeError());
  return 0;
}
