// libFuzzer target: the compile-cache entry reader (analyzer/CacheEntry.h): the
// header check on arbitrary bytes, and the register and module payload readers
// (directly, since a random header rarely has the right checksum). A payload
// that reads must format and read back to the same values.
#include "analyzer/CacheEntry.h"

#include "llvm/Support/ErrorHandling.h"

#include <cstdint>

using namespace kc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  const std::string Key = "0123456789abcdef";
  if (auto P = parseCacheEntry(Text, Key, "json"); P)
    Text = *P; // a valid frame: read what it holds
  else
    llvm::consumeError(P.takeError());
  if (auto Regs = parseRegisterPayload(Text)) {
    auto Back = parseRegisterPayload(formatRegisterPayload(*Regs));
    if (!Back)
      llvm::report_fatal_error("fuzz: formatted register entry does not read back");
    for (const auto &[Name, R] : *Regs) {
      auto It = Back->find(Name);
      if (It == Back->end() || It->second.Registers != R.Registers ||
          It->second.SpillLoadBytes != R.SpillLoadBytes || R.Registers > MaxCachedRegisters)
        llvm::report_fatal_error("fuzz: register entry changed in the round trip");
    }
  } else {
    llvm::consumeError(Regs.takeError());
  }
  if (auto Meta = parseModuleMetaPayload(Text)) {
    if (auto Back = parseModuleMetaPayload(formatModuleMetaPayload(*Meta)); !Back)
      llvm::report_fatal_error("fuzz: formatted module entry does not read back");
  } else {
    llvm::consumeError(Meta.takeError());
  }
  // The frame round trip: what formatCacheEntry writes, parseCacheEntry accepts.
  std::string Framed = formatCacheEntry(Key, "bc", Text);
  auto Again = parseCacheEntry(Framed, Key, "bc");
  if (!Again || *Again != Text)
    llvm::report_fatal_error("fuzz: a framed entry does not read back");
  return 0;
}
