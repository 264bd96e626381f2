/// \file
/// Scratch files for tests: a fresh temporary directory, and whole-file read
/// and write (binary, no newline translation).
#pragma once

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <gtest/gtest.h>

#include <fstream>
#include <string>

namespace kc::test {

/// A fresh temporary directory named after \p Prefix (fails the test if none).
inline std::string tempDir(const char *Prefix) {
  llvm::SmallString<128> D;
  EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory(Prefix, D));
  return std::string(D);
}

/// A fresh temporary directory removed with everything in it when the scope
/// ends (also when an ASSERT returns early).
struct ScopedTempDir {
  std::string Path;
  explicit ScopedTempDir(const char *Prefix) : Path(tempDir(Prefix)) {}
  ~ScopedTempDir() {
    if (!Path.empty())
      llvm::sys::fs::remove_directories(Path);
  }
  ScopedTempDir(const ScopedTempDir &) = delete;
  ScopedTempDir &operator=(const ScopedTempDir &) = delete;
};

/// The file's bytes, or "" when it cannot be read.
inline std::string readAll(const std::string &Path) {
  auto B = llvm::MemoryBuffer::getFile(Path, false, false);
  return B ? (*B)->getBuffer().str() : std::string();
}

/// Replaces the file with \p Data (removed first, so a read-only entry is replaced too).
inline void writeAll(const std::string &Path, const std::string &Data) {
  llvm::sys::fs::remove(Path);
  std::ofstream(Path, std::ios::binary | std::ios::trunc) << Data;
}

} // namespace kc::test
