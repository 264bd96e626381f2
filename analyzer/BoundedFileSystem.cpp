//===- BoundedFileSystem.cpp - no devices or huge files for Clang ---------===//
#include "analyzer/BoundedFileSystem.h"

#include "gpumodel/InputFile.h"

namespace kc {

namespace {

/// A file whose contents are only read when it is a regular file within the limit.
class BoundedFile : public llvm::vfs::File {
public:
  explicit BoundedFile(std::unique_ptr<llvm::vfs::File> F) : F(std::move(F)) {}
  llvm::ErrorOr<llvm::vfs::Status> status() override { return F->status(); }
  llvm::ErrorOr<std::string> getName() override { return F->getName(); }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>>
  getBuffer(const llvm::Twine &Name, int64_t FileSize, bool RequiresNullTerminator,
            bool IsVolatile) override {
    auto S = F->status();
    if (!S)
      return S.getError();
    if (std::error_code EC = checkInputStatus(S->getType(), S->getSize()))
      return EC;
    return F->getBuffer(Name, FileSize, RequiresNullTerminator, IsVolatile);
  }
  std::error_code close() override { return F->close(); }

private:
  std::unique_ptr<llvm::vfs::File> F;
};

class BoundedFileSystem : public llvm::vfs::ProxyFileSystem {
public:
  using ProxyFileSystem::ProxyFileSystem;
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>> openFileForRead(const llvm::Twine &Path) override {
    auto F = ProxyFileSystem::openFileForRead(Path);
    if (!F)
      return F.getError();
    return std::unique_ptr<llvm::vfs::File>(std::make_unique<BoundedFile>(std::move(*F)));
  }
};

} // namespace

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
makeBoundedFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base) {
  return llvm::makeIntrusiveRefCnt<BoundedFileSystem>(std::move(Base));
}

} // namespace kc
