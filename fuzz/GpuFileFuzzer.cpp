// libFuzzer target: the GPU file parser and checker (gpumodel/GpuDatabase.h).
// A file that parses must also write (GpuFileWriter.h) and parse again: the
// writer's output of a valid model is a valid file.
#include "gpumodel/GpuDatabase.h"
#include "gpumodel/GpuFileWriter.h"

#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"

#include <cstdint>
#include <string_view>

using namespace kc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string_view Text(reinterpret_cast<const char *>(Data), Size);
  (void)checkGpuFile(Text);
  auto M = parseGpuFile(Text, "fuzz.json");
  if (!M) {
    llvm::consumeError(M.takeError());
    return 0;
  }
  std::string Again = writeGpuFile(*M);
  auto M2 = parseGpuFile(Again, "rewritten.json");
  if (!M2) {
    std::string Why = llvm::toString(M2.takeError());
    llvm::report_fatal_error(llvm::Twine("fuzz: a parsed GPU file did not parse again after "
                                         "writeGpuFile: ") + Why);
  }
  return 0;
}
