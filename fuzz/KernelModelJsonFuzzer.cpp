// libFuzzer target: the kernel-model JSON reader (kernelmodel/KernelModel.h,
// what `predict --kernel-model` reads). Bytes that are JSON go to
// kernelModelFileFromJson (and kernelModelFromJson for a lone kernel); only the
// documented std::invalid_argument may come out. A model read must write and
// read again.
#include "kernelmodel/KernelModel.h"

#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <stdexcept>

using namespace kc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  nlohmann::json J = nlohmann::json::parse(Data, Data + Size, nullptr, /*allow_exceptions=*/false);
  if (J.is_discarded())
    return 0;
  try {
    KernelModelFile F = kernelModelFileFromJson(J);
    nlohmann::json Out = toJson(F);
    try {
      (void)kernelModelFileFromJson(Out);
    } catch (const std::invalid_argument &E) {
      llvm::report_fatal_error(llvm::Twine("fuzz: a kernel model file read did not read "
                                           "again after toJson: ") + E.what());
    }
  } catch (const std::invalid_argument &) {
  }
  try {
    (void)kernelModelFromJson(J);
  } catch (const std::invalid_argument &) {
  }
  return 0;
}
