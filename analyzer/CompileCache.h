/// \file
/// On-disk cache of front-end results, so a repeated analysis skips Clang:
///   <dir>/<key>.bc         the optimized device module (bitcode, with the kernel table)
///   <dir>/<key>.json       what it was built from: the included user headers and
///                          their content hashes (checked on every hit), arch, version
///   <dir>/<key>.<tag>.json derived per-kernel results (ptxas registers, Ptxas.h;
///                          the kernel models, ModelCache.h)
/// key = SHA-256 of (front-end version incl. the device header, source path and
/// content, defines, include dirs, --std, extra args, arch, libdevice path, the
/// CUDA toolkit whose headers are used (path, version, cuda.h's time) or "builtin"). A
/// header that changed since the entry was written makes it a miss. Every file
/// carries its key, kind, size and checksum (CacheEntry.h) and is read only if it is
/// a regular file of bounded size; an entry that is not (another entry's file, a
/// bit flip, a symlink, out-of-range registers) is removed, noted to the
/// setCacheNoteHandler() handler (CLI: --verbose) and rebuilt. Writes go to a
/// temporary file in the same directory and are renamed into place, so concurrent
/// runs never see half an entry.
///
/// The directory is $KERNELCAST_CACHE_DIR, else $XDG_CACHE_HOME/kernelcast, else
/// ~/.cache/kernelcast. CompileOptions::UseCache = false (CLI: --no-cache) or
/// KERNELCAST_NO_CACHE=1 disables it.
#pragma once

#include "analyzer/CacheEntry.h"
#include "analyzer/Frontend.h"

#include <functional>
#include <map>
#include <optional>

namespace kc {

/// The default cache directory ("" when no home directory is known).
std::string defaultCacheDir();
/// The cache directory \p Opts use: CompileOptions::CacheDir, else the default.
std::string cacheDirFor(const CompileOptions &Opts);

/// True unless KERNELCAST_NO_CACHE is set to a non-empty value other than "0".
bool cacheDisabledByEnvironment();

/// The cache key of compiling \p Source (the content of \p Path) with \p Opts.
std::string compileCacheKey(llvm::StringRef Source, const std::string &Path,
                            const CompileOptions &Opts);

/// compileCuda() through the cache: a hit loads the bitcode (FromCache = true); a
/// miss compiles and stores. Cache I/O failures never fail the compilation.
llvm::Expected<DeviceModule> compileCudaCached(const std::string &Path, const CompileOptions &Opts);

/// Derived per-kernel register results stored beside a module's entry
/// (\p Tag distinguishes producers, e.g. "ptxas-sm_80").
std::optional<std::map<std::string, RegisterInfo>>
loadCachedRegisters(const std::string &Dir, const std::string &Key, const std::string &Tag);
void storeCachedRegisters(const std::string &Dir, const std::string &Key, const std::string &Tag,
                          const std::map<std::string, RegisterInfo> &Regs);

/// The module entry <Dir>/<Key>.json when it is valid, was written by this front end
/// and none of the headers it lists changed (the bitcode is not read); else
/// std::nullopt (an invalid entry is dropped with a note).
std::optional<CachedModuleMeta> checkCachedModule(const std::string &Dir, const std::string &Key);
/// DeviceModule::Headers of a cache hit: the toolkit found now, else \p Stored.
std::string headersOnCacheHit(const CompileOptions &Opts, const std::string &Stored);

/// Any derived JSON result stored beside a module's entry as <Dir>/<Key>.<Tag>.json
/// (framed and checked as every entry; CacheEntry.h). Load: std::nullopt when
/// missing or invalid (then dropped with a note).
std::optional<std::string> loadCachedPayload(const std::string &Dir, const std::string &Key,
                                             const std::string &Tag);
void storeCachedPayload(const std::string &Dir, const std::string &Key, const std::string &Tag,
                        llvm::StringRef Payload);
/// Removes <Dir>/<Key>.<Tag>.json whose payload the caller found malformed, with a note.
void dropCachedPayload(const std::string &Dir, const std::string &Key, const std::string &Tag,
                       const std::string &Why);

/// Receives one line per cache entry dropped as invalid ("compile cache: dropped
/// <file>: <why>; rebuilding it"). Empty (the default): the notes are not shown.
using CacheNoteHandler = std::function<void(const std::string &)>;
void setCacheNoteHandler(CacheNoteHandler Handler);

} // namespace kc
