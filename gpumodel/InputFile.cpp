//===- InputFile.cpp - bounded reads of user-named files ------------------===//
#include "gpumodel/InputFile.h"

#include <fmt/format.h>

namespace kc {

namespace {
class InputFileCategory : public std::error_category {
public:
  const char *name() const noexcept override { return "kernelcast input file"; }
  std::string message(int C) const override {
    switch (static_cast<InputFileError>(C)) {
    case InputFileError::NotRegular:
      return "not a regular file (a device, FIFO or directory); kernelcast reads only regular "
             "files";
    case InputFileError::TooLarge:
      return fmt::format("larger than {} MB, the most kernelcast reads", kMaxInputBytes >> 20);
    }
    return "unreadable input file";
  }
};
} // namespace

std::error_code make_error_code(InputFileError E) {
  static InputFileCategory Category;
  return {static_cast<int>(E), Category};
}

std::error_code checkInputStatus(llvm::sys::fs::file_type Type, uint64_t Size, uint64_t MaxBytes) {
  if (Type != llvm::sys::fs::file_type::regular_file)
    return InputFileError::NotRegular;
  if (Size > MaxBytes)
    return InputFileError::TooLarge;
  return {};
}

llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> readInputFile(const std::string &Path,
                                                                  uint64_t MaxBytes) {
  auto Fail = [&](std::error_code EC) {
    return llvm::createStringError(EC, "%s: cannot read: %s", Path.c_str(), EC.message().c_str());
  };
  // Open first, then check what was opened (no window between a stat and the read).
  llvm::Expected<llvm::sys::fs::file_t> F = llvm::sys::fs::openNativeFileForRead(Path);
  if (!F)
    return Fail(llvm::errorToErrorCode(F.takeError()));
  llvm::sys::fs::file_status St;
  std::error_code EC = llvm::sys::fs::status(*F, St);
  if (!EC)
    EC = checkInputStatus(St.type(), St.getSize(), MaxBytes);
  if (EC) {
    llvm::sys::fs::closeFile(*F);
    return Fail(EC);
  }
  auto Buf = llvm::MemoryBuffer::getOpenFile(*F, Path, St.getSize());
  llvm::sys::fs::closeFile(*F);
  if (!Buf)
    return Fail(Buf.getError());
  return std::move(*Buf);
}

std::string_view stripBom(std::string_view Text) {
  return Text.starts_with("\xEF\xBB\xBF") ? Text.substr(3) : Text;
}

} // namespace kc
