// The on-disk compile cache (CompileCache.h): SHA-256 keys, bitcode + JSON
// entries, dependency re-validation, atomic writes.
#include "analyzer/CompileCache.h"
#include "analyzer/CudaToolkit.h"

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

namespace kc {
namespace {

std::string sha256Hex(llvm::StringRef Data) {
  auto D = llvm::SHA256::hash(llvm::arrayRefFromStringRef(Data));
  return llvm::toHex(D, /*LowerCase=*/true);
}

std::optional<std::string> readFile(const std::string &Path) {
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

std::string cacheDirFor(const CompileOptions &Opts) {
  return Opts.CacheDir.empty() ? defaultCacheDir() : Opts.CacheDir;
}

std::string absolutePath(const std::string &Path) {
  llvm::SmallString<256> P(Path);
  llvm::sys::fs::make_absolute(P);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

/// Loads a cache hit, or std::nullopt (missing, stale or corrupt entry).
std::optional<DeviceModule> lookup(const std::string &Dir, const std::string &Key,
                                   const std::string &Path, const CompileOptions &Opts) {
  std::string Base = Dir + "/" + Key;
  auto Meta = readFile(Base + ".json");
  if (!Meta)
    return std::nullopt;
  nlohmann::json J = nlohmann::json::parse(*Meta, nullptr, false);
  if (!J.is_object() || J.value("version", "") != frontendVersion())
    return std::nullopt;
  std::vector<std::string> Included;
  try {
    for (const nlohmann::json &D : J.at("deps")) {
      std::string P = D.at("path").get<std::string>();
      auto Content = readFile(P);
      if (!Content || sha256Hex(*Content) != D.at("sha256").get<std::string>())
        return std::nullopt; // a header changed or vanished
      Included.push_back(P);
    }
  } catch (const nlohmann::json::exception &) {
    return std::nullopt;
  }
  auto Buf = llvm::MemoryBuffer::getFile(Base + ".bc", /*IsText=*/false);
  if (!Buf)
    return std::nullopt;
  DeviceModule M;
  M.Context = std::make_unique<llvm::LLVMContext>();
  auto Mod = llvm::parseBitcodeFile((*Buf)->getMemBufferRef(), *M.Context);
  if (!Mod) {
    llvm::consumeError(Mod.takeError());
    return std::nullopt;
  }
  M.Module = std::move(*Mod);
  M.SourcePath = Path;
  M.Arch = Opts.Arch;
  M.FromCache = true;
  M.CacheKey = Key;
  M.IncludedFiles = std::move(Included);
  M.Headers = J.value("headers", "");
  M.Skipped = J.value("skipped", std::vector<std::string>{});
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
  nlohmann::json Deps = nlohmann::json::array();
  for (const std::string &P : M.IncludedFiles) {
    auto Content = readFile(P);
    if (!Content)
      return; // cannot validate later: do not cache
    Deps.push_back({{"path", P}, {"sha256", sha256Hex(*Content)}});
  }
  nlohmann::json J = {{"version", frontendVersion()},
                      {"source", M.SourcePath},
                      {"arch", M.Arch},
                      {"deps", Deps},
                      {"headers", M.Headers},
                      {"skipped", M.Skipped}};
  std::string Base = Dir + "/" + Key;
  // Bitcode first: the .json makes the entry visible.
  if (writeFileAtomic(Base + ".bc", Bitcode))
    writeFileAtomic(Base + ".json", J.dump(1));
}

} // namespace

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
  return sha256Hex(J.dump());
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
  std::string Dir = cacheDirFor(Opts);
  std::string Key = compileCacheKey((*Buf)->getBuffer(), Path, Opts);
  if (!Dir.empty())
    if (auto Hit = lookup(Dir, Key, Path, Opts)) {
      // The key has the toolkit's path and version, not how it was found this time.
      if (auto Tk = headerToolkit(Opts); Tk && *Tk)
        Hit->Headers = describeHeaders(*Tk, false);
      else if (!Tk)
        llvm::consumeError(Tk.takeError());
      return std::move(*Hit);
    }
  auto M = compileCudaSource((*Buf)->getBuffer(), Path, Opts);
  if (!M)
    return M.takeError();
  M->CacheKey = Key;
  store(Dir, Key, *M);
  return M;
}

std::optional<std::map<std::string, RegisterInfo>>
loadCachedRegisters(const std::string &Dir, const std::string &Key, const std::string &Tag) {
  if (Dir.empty() || Key.empty())
    return std::nullopt;
  auto Text = readFile(Dir + "/" + Key + "." + Tag + ".json");
  if (!Text)
    return std::nullopt;
  nlohmann::json J = nlohmann::json::parse(*Text, nullptr, false);
  if (!J.is_object())
    return std::nullopt;
  std::map<std::string, RegisterInfo> Out;
  try {
    for (auto &[Name, R] : J.items()) {
      RegisterInfo I;
      I.Registers = R.at("registers").get<unsigned>();
      I.SpillStoreBytes = R.at("spill_store_bytes").get<unsigned>();
      I.SpillLoadBytes = R.at("spill_load_bytes").get<unsigned>();
      I.StackFrameBytes = R.at("stack_frame_bytes").get<unsigned>();
      I.ConstantBytes = R.at("constant_bytes").get<unsigned>();
      I.Source = R.at("source").get<std::string>();
      Out[Name] = I;
    }
  } catch (const nlohmann::json::exception &) {
    return std::nullopt;
  }
  return Out;
}

void storeCachedRegisters(const std::string &Dir, const std::string &Key, const std::string &Tag,
                          const std::map<std::string, RegisterInfo> &Regs) {
  if (Dir.empty() || Key.empty() || llvm::sys::fs::create_directories(Dir))
    return;
  nlohmann::json J = nlohmann::json::object();
  for (const auto &[Name, R] : Regs)
    J[Name] = {{"registers", R.Registers},           {"spill_store_bytes", R.SpillStoreBytes},
               {"spill_load_bytes", R.SpillLoadBytes}, {"stack_frame_bytes", R.StackFrameBytes},
               {"constant_bytes", R.ConstantBytes},    {"source", R.Source}};
  writeFileAtomic(Dir + "/" + Key + "." + Tag + ".json", J.dump(1));
}

} // namespace kc
