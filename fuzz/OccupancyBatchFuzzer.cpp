// libFuzzer target: the occupancy --batch input. The CSV is read by CsvTable (as
// the CLI does); each row's threads/regs/smem/dynamic_smem/carveout cells, read
// as unsigned integers, go to computeOccupancy() and maxPotentialBlockSize() on a
// few built-in GPUs (GTX 580, A100, H100: different allocation rules). The
// CLI's own cell reader (tools/kernelcast/OccupancyCommand.cpp) is not linked here.
#include "gpumodel/GpuDatabase.h"
#include "gpumodel/Occupancy.h"
#include "workflows/CsvTable.h"

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string_view>

using namespace kc;

namespace {

std::optional<unsigned> cell(const CsvTable &T, const CsvRow &R, std::string_view Name) {
  std::string_view C = T.cell(R, Name);
  unsigned long long V;
  if (llvm::StringRef(C.data(), C.size()).trim().getAsInteger(10, V) || V > UINT32_MAX)
    return std::nullopt;
  return unsigned(V);
}

const std::vector<GpuModel> &gpus() {
  static const std::vector<GpuModel> G = [] {
    std::vector<GpuModel> Out;
    for (const char *Id : {"gtx580", "a100-sxm4-40gb", "h100-sxm"}) {
      auto M = GpuDatabase::builtin().find(Id);
      if (!M)
        llvm::report_fatal_error(llvm::Twine("fuzz: no built-in GPU ") + Id);
      Out.push_back(std::move(*M));
    }
    return Out;
  }();
  return G;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string_view Text(reinterpret_cast<const char *>(Data), Size);
  auto Table = CsvTable::parse(Text, "fuzz.csv");
  if (!Table) {
    llvm::consumeError(Table.takeError());
    return 0;
  }
  size_t N = 0;
  for (const CsvRow &Row : Table->rows()) {
    if (++N > 64)
      break;
    OccupancyRequest R;
    R.ThreadsPerBlock = cell(*Table, Row, "threads").value_or(0);
    R.RegistersPerThread = cell(*Table, Row, "regs").value_or(0);
    R.StaticSharedBytes = cell(*Table, Row, "smem").value_or(0);
    R.DynamicSharedBytes = cell(*Table, Row, "dynamic_smem").value_or(0);
    if (auto C = cell(*Table, Row, "carveout"); C && *C <= 100)
      R.CarveoutPercent = int(*C);
    for (const GpuModel &G : gpus()) {
      if (auto Res = computeOccupancy(G, R); !Res)
        llvm::consumeError(Res.takeError());
      if (auto Max = maxPotentialBlockSize(G, R); !Max)
        llvm::consumeError(Max.takeError());
    }
  }
  return 0;
}
