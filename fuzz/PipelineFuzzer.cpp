// libFuzzer target: the KAS pipeline parser (fusion/Pipeline.h) against the
// built-in elementary-function library.
#include "fusion/Library.h"
#include "fusion/Pipeline.h"

#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"

#include <cstdint>
#include <string_view>

using namespace kc::fusion;

namespace {
const Library &library() {
  static const Library L = [] {
    auto Lib = Library::builtin();
    if (!Lib)
      llvm::report_fatal_error(llvm::Twine("fuzz: built-in library: ") +
                               llvm::toString(Lib.takeError()));
    return std::move(*Lib);
  }();
  return L;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string_view Text(reinterpret_cast<const char *>(Data), Size);
  auto P = Pipeline::parse(Text, "fuzz.kas", library());
  if (!P)
    llvm::consumeError(P.takeError());
  return 0;
}
