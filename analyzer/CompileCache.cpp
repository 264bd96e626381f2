// The on-disk compile cache (CompileCache.h): SHA-256 keys, bitcode + JSON
// entries framed and checked by CacheEntry.h, dependency re-validation, atomic
// writes, invalid entries dropped with a note.
#include "analyzer/CompileCache.h"
#include "analyzer/CacheEntry.h"
#include "analyzer/CudaToolkit.h"
#include "analyzer/PhaseTimes.h"
#include "analyzer/UnrollCap.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cstdlib>
#include <mutex>

namespace kc {
namespace {

std::string sha256Hex(llvm::StringRef Data) {
  auto D = llvm::SHA256::hash(llvm::arrayRefFromStringRef(Data));
  return llvm::toHex(D, /*LowerCase=*/true);
}

/// A header's content; std::nullopt unless it is a regular file (after symlinks) of
/// at most 64 MiB, so a header replaced by a device cannot hang the check.
std::optional<std::string> readFile(const std::string &Path) {
  llvm::sys::fs::file_status St;
  if (llvm::sys::fs::status(Path, St) || St.type() != llvm::sys::fs::file_type::regular_file ||
      St.getSize() > (64u << 20))
    return std::nullopt;
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
  if (!Buf)
    return std::nullopt;
  return (*Buf)->getBuffer().str();
}

/// Writes \p Data to \p Path through a temporary file and a rename.
bool writeFileAtomic(const std::string &Path, llvm::StringRef Data) {
  llvm::SmallString<256> Tmp;
  int FD;
  if (llvm::sys::fs::createUniqueFile(Path + ".tmp-%%%%%%", FD, Tmp))
    return false;
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Data;
    OS.close();
    if (OS.has_error()) {
      OS.clear_error();
      llvm::sys::fs::remove(Tmp);
      return false;
    }
  }
  if (llvm::sys::fs::rename(Tmp, Path)) {
    llvm::sys::fs::remove(Tmp);
    return false;
  }
  return true;
}


std::string absolutePath(const std::string &Path) {
  llvm::SmallString<256> P(Path);
  llvm::sys::fs::make_absolute(P);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

void note(const std::string &Msg);

/// Removes the invalid entry file \p Path (a symlink itself, not its target) and
/// notes why; the caller then rebuilds and rewrites it.
void dropEntry(const std::string &Path, const std::string &Why) {
  llvm::sys::fs::remove(Path);
  note(fmt::format("compile cache: dropped {}: {}; rebuilding it", Path, Why));
}

/// Receives the notes about dropped entries (setCacheNoteHandler()).
std::mutex NoteMutex;
CacheNoteHandler NoteHandler;

void note(const std::string &Msg) {
  std::lock_guard<std::mutex> Lock(NoteMutex);
  if (NoteHandler)
    NoteHandler(Msg);
}

/// The payload of the entry file \p Path, or std::nullopt when there is none or it
/// is invalid; an invalid one is removed and noted, so the caller rebuilds it.
std::optional<std::string> readEntry(const std::string &Path, llvm::StringRef Key,
                                     llvm::StringRef Kind, uint64_t MaxBytes) {
  auto Payload = readCacheEntryFile(Path, Key, Kind, MaxBytes);
  if (Payload)
    return *Payload;
  dropEntry(Path, llvm::toString(Payload.takeError()));
  return std::nullopt;
}

} // namespace

std::optional<CachedModuleMeta> checkCachedModule(const std::string &Dir,
                                                  const std::string &Key) {
  if (Dir.empty() || Key.empty())
    return std::nullopt;
  std::string Base = Dir + "/" + Key;
  auto MetaText = readEntry(Base + ".json", Key, "json", MaxCachedJsonBytes);
  if (!MetaText)
    return std::nullopt;
  auto Meta = parseModuleMetaPayload(*MetaText);
  if (!Meta) {
    dropEntry(Base + ".json", llvm::toString(Meta.takeError()));
    return std::nullopt;
  }
  if (Meta->Version != frontendVersion())
    return std::nullopt; // another kernelcast's entry (its key differs; not ours to drop)
  for (const auto &[P, Hash] : Meta->Deps) {
    auto Content = readFile(P);
    if (!Content || sha256Hex(*Content) != Hash)
      return std::nullopt; // a header changed or vanished
  }
  return std::move(*Meta);
}

std::string headersOnCacheHit(const CompileOptions &Opts, const std::string &Stored) {
  // The key has the toolkit's path and version, not how it was found this time.
  auto Tk = headerToolkit(Opts);
  if (!Tk) {
    llvm::consumeError(Tk.takeError());
    return Stored;
  }
  return *Tk ? describeHeaders(*Tk, false) : Stored;
}

namespace {

/// Loads a cache hit, or std::nullopt (missing, stale or invalid entry).
std::optional<DeviceModule> lookup(const std::string &Dir, const std::string &Key,
                                   const std::string &Path, const CompileOptions &Opts) {
  std::string Base = Dir + "/" + Key;
  auto Meta = checkCachedModule(Dir, Key);
  if (!Meta)
    return std::nullopt;
  std::vector<std::string> Included;
  for (const auto &[P, Hash] : Meta->Deps)
    Included.push_back(P);
  auto Bitcode = readEntry(Base + ".bc", Key, "bc", MaxCachedBitcodeBytes);
  if (!Bitcode)
    return std::nullopt;
  DeviceModule M;
  M.Context = std::make_unique<llvm::LLVMContext>();
  auto Mod = llvm::parseBitcodeFile(llvm::MemoryBufferRef(*Bitcode, Base + ".bc"), *M.Context);
  if (!Mod) {
    dropEntry(Base + ".bc", llvm::toString(Mod.takeError()));
    return std::nullopt;
  }
  M.Module = std::move(*Mod);
  M.SourcePath = Path;
  M.Arch = Opts.Arch;
  M.FromCache = true;
  M.CacheKey = Key;
  M.IncludedFiles = std::move(Included);
  M.Headers = Meta->Headers;
  M.Skipped = Meta->Skipped;
  M.SharedStorage = Meta->SharedStorage;
  return M;
}

void store(const std::string &Dir, const std::string &Key, const DeviceModule &M) {
  if (Dir.empty() || llvm::sys::fs::create_directories(Dir))
    return;
  std::string Bitcode;
  {
    llvm::raw_string_ostream OS(Bitcode);
    llvm::WriteBitcodeToFile(*M.Module, OS, /*ShouldPreserveUseListOrder=*/true);
  }
  CachedModuleMeta Meta;
  Meta.Version = frontendVersion();
  Meta.Source = M.SourcePath;
  Meta.Arch = M.Arch;
  Meta.Headers = M.Headers;
  Meta.Skipped = M.Skipped;
  Meta.SharedStorage = M.SharedStorage;
  for (const std::string &P : M.IncludedFiles) {
    auto Content = readFile(P);
    if (!Content)
      return; // cannot validate later: do not cache
    Meta.Deps.emplace_back(P, sha256Hex(*Content));
  }
  std::string Base = Dir + "/" + Key;
  // Bitcode first: the .json makes the entry visible.
  if (writeFileAtomic(Base + ".bc", formatCacheEntry(Key, "bc", Bitcode)))
    writeFileAtomic(Base + ".json",
                    formatCacheEntry(Key, "json", formatModuleMetaPayload(Meta)));
}

} // namespace

std::string cacheDirFor(const CompileOptions &Opts) {
  return Opts.CacheDir.empty() ? defaultCacheDir() : Opts.CacheDir;
}

std::string defaultCacheDir() {
  if (const char *D = std::getenv("KERNELCAST_CACHE_DIR"); D && *D)
    return D;
  if (const char *X = std::getenv("XDG_CACHE_HOME"); X && *X)
    return std::string(X) + "/kernelcast";
  llvm::SmallString<256> Home;
  if (llvm::sys::path::home_directory(Home))
    return std::string(Home) + "/.cache/kernelcast";
  return "";
}

bool cacheDisabledByEnvironment() {
  const char *V = std::getenv("KERNELCAST_NO_CACHE");
  return V && *V && llvm::StringRef(V) != "0";
}

std::string compileCacheKey(llvm::StringRef Source, const std::string &Path,
                            const CompileOptions &Opts) {
  nlohmann::json J = {{"version", frontendVersion()},
                      {"path", absolutePath(Path)},
                      {"source", sha256Hex(Source)},
                      {"arch", Opts.Arch},
                      {"defines", Opts.Defines},
                      {"includes", Opts.IncludeDirs},
                      {"std", Opts.Std},
                      {"extra", Opts.ExtraArgs},
                      {"libdevice", findLibdevice(Opts)},
                      {"retry", Opts.SkipBrokenHostCode}};
  // The headers compiled against: the toolkit's path and version, or built-in.
  auto Tk = headerToolkit(Opts);
  if (!Tk)
    llvm::consumeError(Tk.takeError());
  else if (*Tk) {
    // Path, version, and when its cuda.h was written (a patch release keeps the version).
    llvm::sys::fs::file_status St;
    long long Stamp = llvm::sys::fs::status((*Tk)->Path + "/include/cuda.h", St)
                          ? 0
                          : static_cast<long long>(
                                llvm::sys::toTimeT(St.getLastModificationTime()));
    J["toolkit"] = {(*Tk)->Path, (*Tk)->Version, Stamp};
  }
  else
    J["toolkit"] = "builtin";
  // Replace invalid UTF-8 (a Latin-1 file or define name) rather than throw.
  return sha256Hex(J.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

llvm::Expected<DeviceModule> compileCudaCached(const std::string &Path,
                                               const CompileOptions &Opts) {
  if (!Opts.UseCache || cacheDisabledByEnvironment())
    return compileCuda(Path, Opts);
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buf)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   fmt::format("cannot read {}: {}", Path,
                                               Buf.getError().message()));
  PhaseScope Lookup("cache lookup");
  std::string Dir = cacheDirFor(Opts);
  std::string Key = compileCacheKey((*Buf)->getBuffer(), Path, Opts);
  if (!Dir.empty())
    if (auto Hit = lookup(Dir, Key, Path, Opts)) {
      Hit->Headers = headersOnCacheHit(Opts, Hit->Headers);
      // The warnings of the source rewrite, as the compile gave them.
      (void)capUnrollPragmas((*Buf)->getBuffer(), Path, Hit->Warnings);
      return std::move(*Hit);
    }
  Lookup.stop();
  auto M = compileCudaSource((*Buf)->getBuffer(), Path, Opts);
  if (!M)
    return M.takeError();
  M->CacheKey = Key;
  PhaseScope Store("cache store");
  store(Dir, Key, *M);
  return M;
}

std::optional<std::map<std::string, RegisterInfo>>
loadCachedRegisters(const std::string &Dir, const std::string &Key, const std::string &Tag) {
  if (Dir.empty() || Key.empty())
    return std::nullopt;
  std::string Path = Dir + "/" + Key + "." + Tag + ".json";
  auto Text = readEntry(Path, Key, Tag + ".json", MaxCachedJsonBytes);
  if (!Text)
    return std::nullopt;
  auto Regs = parseRegisterPayload(*Text);
  if (!Regs) {
    dropEntry(Path, llvm::toString(Regs.takeError()));
    return std::nullopt;
  }
  return std::move(*Regs);
}

void storeCachedRegisters(const std::string &Dir, const std::string &Key, const std::string &Tag,
                          const std::map<std::string, RegisterInfo> &Regs) {
  if (Dir.empty() || Key.empty() || llvm::sys::fs::create_directories(Dir))
    return;
  writeFileAtomic(Dir + "/" + Key + "." + Tag + ".json",
                  formatCacheEntry(Key, Tag + ".json", formatRegisterPayload(Regs)));
}

std::optional<std::string> loadCachedPayload(const std::string &Dir, const std::string &Key,
                                             const std::string &Tag) {
  if (Dir.empty() || Key.empty())
    return std::nullopt;
  return readEntry(Dir + "/" + Key + "." + Tag + ".json", Key, Tag + ".json",
                   MaxCachedJsonBytes);
}

void storeCachedPayload(const std::string &Dir, const std::string &Key, const std::string &Tag,
                        llvm::StringRef Payload) {
  if (Dir.empty() || Key.empty() || llvm::sys::fs::create_directories(Dir))
    return;
  writeFileAtomic(Dir + "/" + Key + "." + Tag + ".json",
                  formatCacheEntry(Key, Tag + ".json", Payload));
}

void dropCachedPayload(const std::string &Dir, const std::string &Key, const std::string &Tag,
                       const std::string &Why) {
  dropEntry(Dir + "/" + Key + "." + Tag + ".json", Why);
}

void setCacheNoteHandler(CacheNoteHandler Handler) {
  std::lock_guard<std::mutex> Lock(NoteMutex);
  NoteHandler = std::move(Handler);
}

} // namespace kc
