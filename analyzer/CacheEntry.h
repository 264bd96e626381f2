/// \file
/// The framing of one compile-cache file (CompileCache.h): every entry file starts
/// with one header line that names what it is and proves it is intact,
///   kernelcast-cache 1 <kind> <key> <payload bytes> <xxh3-64 of the payload, 16 hex>\n
/// followed by the payload (bitcode or JSON). A reader checks all of it, so a file
/// copied from another entry (its key differs), truncated or bit-flipped (size or
/// checksum differ) is refused with a reason instead of being used.
///
/// Also the validation of the register payload (<key>.<tag>.json): every value an
/// integer in the range a GPU can have, so "registers": -5 is refused rather than
/// read as 4294967291.
///
/// Depends on LLVM Support and nlohmann/json only (the fuzz target links it alone).
#pragma once

#include "kernelmodel/KernelModel.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace kc {

/// Largest cache files read: bitcode and JSON entries.
constexpr uint64_t MaxCachedBitcodeBytes = 256ull << 20;
constexpr uint64_t MaxCachedJsonBytes = 16ull << 20;

/// Bounds of the cached register values (ptxas never reports more than 255
/// registers; local, stack and constant bytes of one thread stay far below 1 GiB).
constexpr unsigned MaxCachedRegisters = 255;
constexpr unsigned MaxCachedResourceBytes = 1u << 30;

/// The header line and \p Payload, as written to disk. \p Kind names the file's role
/// ("bc", "json", "<tag>.json"); it and \p Key must not contain spaces or newlines.
std::string formatCacheEntry(llvm::StringRef Key, llvm::StringRef Kind, llvm::StringRef Payload);

/// The payload of \p Data (a view into it) when its header says \p Kind and \p Key and
/// the size and checksum match; otherwise an error saying what did not match.
llvm::Expected<llvm::StringRef> parseCacheEntry(llvm::StringRef Data, llvm::StringRef Key,
                                                llvm::StringRef Kind);

/// Reads the entry file \p Path: std::nullopt when it does not exist; an error when it
/// is not a regular file (a symlink, a device, a directory), is larger than
/// \p MaxBytes, cannot be read, or parseCacheEntry() refuses it; else the payload.
llvm::Expected<std::optional<std::string>> readCacheEntryFile(const std::string &Path,
                                                              llvm::StringRef Key,
                                                              llvm::StringRef Kind,
                                                              uint64_t MaxBytes);

/// The register payload: {"<mangled name>": {"registers": 0..255, "spill_store_bytes",
/// "spill_load_bytes", "stack_frame_bytes", "constant_bytes": 0..2^30 (integers),
/// "source": string}, ...}. Errors name the kernel, the field and the value.
llvm::Expected<std::map<std::string, RegisterInfo>> parseRegisterPayload(llvm::StringRef Json);
/// Inverse of parseRegisterPayload().
std::string formatRegisterPayload(const std::map<std::string, RegisterInfo> &Regs);

/// What a module entry (<key>.json) records beside its bitcode.
struct CachedModuleMeta {
  std::string Version;  ///< frontendVersion() of the writer
  std::string Source;   ///< the source path compiled
  std::string Arch;
  /// The user headers read, with the SHA-256 (hex) of their content then.
  std::vector<std::pair<std::string, std::string>> Deps;
  std::string Headers;  ///< DeviceModule::Headers
  std::vector<std::string> Skipped;
  std::vector<std::string> SharedStorage; ///< DeviceModule::SharedStorage ("shared_storage", optional)
};
/// Errors name the field that is missing or of the wrong type.
llvm::Expected<CachedModuleMeta> parseModuleMetaPayload(llvm::StringRef Json);
std::string formatModuleMetaPayload(const CachedModuleMeta &M);

} // namespace kc
