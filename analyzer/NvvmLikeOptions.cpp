// LLVM optimizer settings closer to nvcc's NVVM (see NvvmLikeOptions.h).
#include "analyzer/NvvmLikeOptions.h"

#include "llvm/Support/CommandLine.h"

namespace kc {

const std::vector<std::pair<std::string, std::string>> &nvvmLikeLlvmOptions() {
  static const std::vector<std::pair<std::string, std::string>> Options = {
      // LoopUnrollPass: the cost (about the instruction count of the unrolled loop)
      // below which a loop with a known trip count is unrolled fully; -O3's is 300.
      {"unroll-threshold", "1000"},
  };
  return Options;
}

std::string nvvmLikeLlvmOptionsText() {
  std::string Out;
  for (const auto &[Name, Value] : nvvmLikeLlvmOptions())
    Out += (Out.empty() ? "" : " ") + Name + "=" + Value;
  return Out;
}

llvm::Error applyNvvmLikeLlvmOptions() {
  auto &Registered = llvm::cl::getRegisteredOptions();
  for (const auto &[Name, Value] : nvvmLikeLlvmOptions()) {
    auto It = Registered.find(Name);
    if (It == Registered.end())
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "LLVM has no option '%s' (kernelcast sets %s=%s to unroll "
                                     "loops as nvcc does; NvvmLikeOptions.cpp)",
                                     Name.c_str(), Name.c_str(), Value.c_str());
    llvm::cl::Option *O = It->second;
    if (O->getNumOccurrences() > 0)
      continue;
    if (O->addOccurrence(0, Name, Value))
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "LLVM rejects the value '%s' for option '%s'", Value.c_str(),
                                     Name.c_str());
  }
  return llvm::Error::success();
}

} // namespace kc
