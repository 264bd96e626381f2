// The framing and checks of one compile-cache file (CacheEntry.h): a header line
// with kind, key, size and xxh3 checksum; bounded reads of regular files only;
// range-checked register payloads.
#include "analyzer/CacheEntry.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/xxhash.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace kc {
namespace {

constexpr llvm::StringLiteral Magic = "kernelcast-cache";
constexpr llvm::StringLiteral FormatVersion = "1";
constexpr size_t MaxHeaderBytes = 512;

llvm::Error fail(const std::string &Msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Msg);
}

std::string hashHex(llvm::StringRef Payload) {
  return fmt::format("{:016x}", llvm::xxh3_64bits(Payload));
}

/// At most 16 characters of \p S, for messages about malformed input.
std::string shortened(llvm::StringRef S) {
  std::string Out;
  for (char C : S.take_front(16))
    Out += (C >= 0x20 && C < 0x7f) ? C : '?';
  return S.size() > 16 ? Out + "..." : Out;
}

} // namespace

std::string formatCacheEntry(llvm::StringRef Key, llvm::StringRef Kind, llvm::StringRef Payload) {
  return fmt::format("{} {} {} {} {} {}\n", Magic.str(), FormatVersion.str(), Kind.str(),
                     Key.str(), Payload.size(), hashHex(Payload)) +
         Payload.str();
}

llvm::Expected<llvm::StringRef> parseCacheEntry(llvm::StringRef Data, llvm::StringRef Key,
                                                llvm::StringRef Kind) {
  size_t NL = Data.take_front(MaxHeaderBytes).find('\n');
  if (NL == llvm::StringRef::npos)
    return fail(fmt::format("no kernelcast cache header (expected a first line '{} {} {} {} "
                            "<size> <checksum>')",
                            Magic.str(), FormatVersion.str(), Kind.str(), shortened(Key)));
  llvm::StringRef Header = Data.take_front(NL), Payload = Data.drop_front(NL + 1);
  llvm::SmallVector<llvm::StringRef, 8> F;
  Header.split(F, ' ', /*MaxSplit=*/-1, /*KeepEmpty=*/true);
  if (F.size() != 6 || F[0] != Magic)
    return fail(fmt::format("header '{}' is not a kernelcast cache header", shortened(Header)));
  if (F[1] != FormatVersion)
    return fail(fmt::format("cache format version '{}', expected {}", shortened(F[1]),
                            FormatVersion.str()));
  if (F[2] != Kind)
    return fail(fmt::format("entry of kind '{}', expected '{}'", shortened(F[2]), Kind.str()));
  if (F[3] != Key)
    return fail(fmt::format("entry written for key {} (another entry's), expected {}",
                            shortened(F[3]), shortened(Key)));
  uint64_t Size;
  if (F[4].getAsInteger(10, Size))
    return fail(fmt::format("payload size '{}' is not a number", shortened(F[4])));
  if (Size != Payload.size())
    return fail(fmt::format("header says {} payload bytes, {} follow (truncated or extended)",
                            Size, Payload.size()));
  std::string Actual = hashHex(Payload);
  if (F[5] != Actual)
    return fail(fmt::format("checksum {} in the header, {} of the content (corrupt)",
                            shortened(F[5]), Actual));
  return Payload;
}

llvm::Expected<std::optional<std::string>> readCacheEntryFile(const std::string &Path,
                                                              llvm::StringRef Key,
                                                              llvm::StringRef Kind,
                                                              uint64_t MaxBytes) {
  namespace fs = llvm::sys::fs;
  fs::file_status Link;
  if (std::error_code EC = fs::status(Path, Link, /*Follow=*/false)) {
    if (EC == std::errc::no_such_file_or_directory)
      return std::nullopt;
    return fail(fmt::format("cannot read it: {}", EC.message()));
  }
  if (Link.type() != fs::file_type::regular_file)
    return fail(Link.type() == fs::file_type::symlink_file
                    ? "is a symbolic link, expected a regular file"
                    : "is not a regular file");
  auto FD = fs::openNativeFileForRead(Path);
  if (!FD)
    return fail(fmt::format("cannot open it: {}", llvm::toString(FD.takeError())));
  struct Closer {
    fs::file_t FD;
    ~Closer() { fs::closeFile(FD); }
  } Close{*FD};
  // What was opened, checked again (the path may have been replaced meanwhile).
  fs::file_status St;
  if (std::error_code EC = fs::status(*FD, St))
    return fail(fmt::format("cannot stat it: {}", EC.message()));
  if (St.type() != fs::file_type::regular_file)
    return fail("is not a regular file");
  if (St.getSize() > MaxBytes)
    return fail(fmt::format("is {} bytes, larger than the {} bytes a cache entry may have",
                            St.getSize(), MaxBytes));
  auto Buf = llvm::MemoryBuffer::getOpenFile(*FD, Path, St.getSize(),
                                             /*RequiresNullTerminator=*/false);
  if (!Buf)
    return fail(fmt::format("cannot read it: {}", Buf.getError().message()));
  auto Payload = parseCacheEntry((*Buf)->getBuffer(), Key, Kind);
  if (!Payload)
    return Payload.takeError();
  return std::optional<std::string>(Payload->str());
}

llvm::Expected<std::map<std::string, RegisterInfo>> parseRegisterPayload(llvm::StringRef Json) {
  nlohmann::json J = nlohmann::json::parse(Json.begin(), Json.end(), nullptr,
                                           /*allow_exceptions=*/false);
  if (!J.is_object())
    return fail("register entry is not a JSON object");
  std::map<std::string, RegisterInfo> Out;
  for (auto &[Name, R] : J.items()) {
    if (Name.empty())
      return fail("register entry has an empty kernel name");
    if (!R.is_object())
      return fail(fmt::format("register entry of {}: expected an object", Name));
    auto Field = [&](const char *Field, unsigned Max, unsigned &Into) -> llvm::Error {
      auto It = R.find(Field);
      if (It == R.end())
        return fail(fmt::format("register entry of {}: no \"{}\"", Name, Field));
      if (!It->is_number_integer())
        return fail(fmt::format("register entry of {}: \"{}\" is {}, expected an integer",
                                Name, Field, It->dump()));
      // Signed and unsigned integers compared without conversion surprises.
      if (It->is_number_unsigned() ? It->get<uint64_t>() > Max
                                   : (It->get<int64_t>() < 0 || It->get<int64_t>() > Max))
        return fail(fmt::format("register entry of {}: \"{}\" is {}, expected 0 .. {}", Name,
                                Field, It->dump(), Max));
      Into = static_cast<unsigned>(It->get<int64_t>());
      return llvm::Error::success();
    };
    RegisterInfo I;
    if (auto E = Field("registers", MaxCachedRegisters, I.Registers))
      return std::move(E);
    if (auto E = Field("spill_store_bytes", MaxCachedResourceBytes, I.SpillStoreBytes))
      return std::move(E);
    if (auto E = Field("spill_load_bytes", MaxCachedResourceBytes, I.SpillLoadBytes))
      return std::move(E);
    if (auto E = Field("stack_frame_bytes", MaxCachedResourceBytes, I.StackFrameBytes))
      return std::move(E);
    if (auto E = Field("constant_bytes", MaxCachedResourceBytes, I.ConstantBytes))
      return std::move(E);
    auto Src = R.find("source");
    if (Src == R.end() || !Src->is_string())
      return fail(fmt::format("register entry of {}: expected a string \"source\"", Name));
    I.Source = Src->get<std::string>();
    Out[Name] = std::move(I);
  }
  return Out;
}

std::string formatRegisterPayload(const std::map<std::string, RegisterInfo> &Regs) {
  nlohmann::json J = nlohmann::json::object();
  for (const auto &[Name, R] : Regs)
    J[Name] = {{"registers", R.Registers},           {"spill_store_bytes", R.SpillStoreBytes},
               {"spill_load_bytes", R.SpillLoadBytes}, {"stack_frame_bytes", R.StackFrameBytes},
               {"constant_bytes", R.ConstantBytes},    {"source", R.Source}};
  return J.dump(1, ' ', false, nlohmann::json::error_handler_t::replace);
}

llvm::Expected<CachedModuleMeta> parseModuleMetaPayload(llvm::StringRef Json) {
  nlohmann::json J = nlohmann::json::parse(Json.begin(), Json.end(), nullptr,
                                           /*allow_exceptions=*/false);
  if (!J.is_object())
    return fail("module entry is not a JSON object");
  auto String = [&](const nlohmann::json &Obj, const char *Field,
                    std::string &Into) -> llvm::Error {
    auto It = Obj.find(Field);
    if (It == Obj.end() || !It->is_string())
      return fail(fmt::format("module entry: expected a string \"{}\"", Field));
    Into = It->get<std::string>();
    return llvm::Error::success();
  };
  CachedModuleMeta M;
  for (auto [Field, Into] : {std::pair{"version", &M.Version}, std::pair{"source", &M.Source},
                             std::pair{"arch", &M.Arch}, std::pair{"headers", &M.Headers}})
    if (auto E = String(J, Field, *Into))
      return std::move(E);
  auto Deps = J.find("deps");
  if (Deps == J.end() || !Deps->is_array())
    return fail("module entry: expected an array \"deps\"");
  for (const nlohmann::json &D : *Deps) {
    if (!D.is_object())
      return fail("module entry: a \"deps\" element is not an object");
    std::pair<std::string, std::string> P;
    if (auto E = String(D, "path", P.first))
      return std::move(E);
    if (auto E = String(D, "sha256", P.second))
      return std::move(E);
    M.Deps.push_back(std::move(P));
  }
  auto Skipped = J.find("skipped");
  if (Skipped == J.end() || !Skipped->is_array())
    return fail("module entry: expected an array \"skipped\"");
  for (const nlohmann::json &S : *Skipped) {
    if (!S.is_string())
      return fail("module entry: a \"skipped\" element is not a string");
    M.Skipped.push_back(S.get<std::string>());
  }
  if (auto Shared = J.find("shared_storage"); Shared != J.end()) {
    if (!Shared->is_array())
      return fail("module entry: \"shared_storage\" is not an array");
    for (const nlohmann::json &S : *Shared) {
      if (!S.is_string())
        return fail("module entry: a \"shared_storage\" element is not a string");
      M.SharedStorage.push_back(S.get<std::string>());
    }
  }
  return M;
}

std::string formatModuleMetaPayload(const CachedModuleMeta &M) {
  nlohmann::json Deps = nlohmann::json::array();
  for (const auto &[Path, Hash] : M.Deps)
    Deps.push_back({{"path", Path}, {"sha256", Hash}});
  nlohmann::json J = {{"version", M.Version}, {"source", M.Source}, {"arch", M.Arch},
                      {"deps", Deps},         {"headers", M.Headers}, {"skipped", M.Skipped},
                      {"shared_storage", M.SharedStorage}};
  // Paths need not be UTF-8: replace what is not rather than throw.
  return J.dump(1, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace kc
