/// \file
/// Reading a file a user named (a CUDA source, CSV, GPU file, kernel model,
/// results, pipeline): only regular files, at most kMaxInputBytes, so that
/// `analyze /dev/zero` or a FIFO is an error naming the file instead of
/// "LLVM ERROR: out of memory". A UTF-8 byte order mark at the start is
/// dropped (editors on Windows write one; no reader here expects it).
/// The analyzer applies the same rule to #include'd files (its file system
/// wrapper uses checkInputStatus).
#pragma once

#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace kc {

inline constexpr uint64_t kMaxInputBytes = 64ull << 20; ///< 64 MB

/// Why a file cannot be read as input, as an error code whose message says so
/// ("not a regular file (a device, FIFO or directory)", "larger than 64 MB").
enum class InputFileError { NotRegular = 1, TooLarge };
std::error_code make_error_code(InputFileError E);

/// Success for a regular file of at most \p MaxBytes; else the reason.
std::error_code checkInputStatus(llvm::sys::fs::file_type Type, uint64_t Size,
                                 uint64_t MaxBytes = kMaxInputBytes);

/// The file's contents. Errors: "<path>: cannot read: <reason>".
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readInputFile(const std::string &Path, uint64_t MaxBytes = kMaxInputBytes);

/// \p Text without a leading UTF-8 byte order mark (EF BB BF).
std::string_view stripBom(std::string_view Text);

} // namespace kc

namespace std {
template <> struct is_error_code_enum<kc::InputFileError> : std::true_type {};
} // namespace std
