/// \file
/// The file system Clang reads sources and #include'd files through: the real
/// one, except that a file that is not a regular file (/dev/zero, a FIFO) or
/// is larger than 64 MB cannot be read (gpumodel/InputFile.h). Clang then
/// reports "cannot open file '/dev/zero': not a regular file ..." at the
/// #include instead of reading forever and dying with "LLVM ERROR: out of memory".
#pragma once

#include "llvm/Support/VirtualFileSystem.h"

namespace kc {

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
makeBoundedFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base);

} // namespace kc
