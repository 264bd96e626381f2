/// \file
/// The analyzer's front end: turns a CUDA source (or NVPTX LLVM IR) into an
/// optimized device-side llvm::Module the pass can analyze, and lists its kernels.
///
/// A `.cu` is compiled in process with Clang (clang::driver builds the cc1 command
/// for `--cuda-device-only --cuda-gpu-arch=<Arch> -O3 -gline-tables-only`, then a
/// CompilerInstance runs it). With a CUDA toolkit (CudaToolkit.h) that is Clang's
/// CUDA mode on the toolkit's own headers (`--cuda-path`, include/cccl); without
/// one kernelcast's device header (analyzer/include/kernelcast_cuda.h, embedded in
/// the binary and served through an in-memory file system) is force-included with
/// -nocudainc. libdevice from the toolkit is linked when found. A failed compile is
/// retried with host code out of the way (FrontendHostSkip.h). Every instruction
/// keeps a source line (!dbg).
///
/// Kernels are read from the Clang AST while compiling (names, parameter names and
/// types as written, template instantiations) and stored in the module as named
/// metadata `kernelcast.kernels`, so `.ll`/`.bc` files written from such a module
/// (and cached bitcode) list the same kernels. For foreign IR the listing falls back
/// to nvvm.annotations / ptx_kernel functions, IR argument names and debug info.
///
/// Typical use:
/// \code
///   kc::CompileOptions Opts;  Opts.Arch = "sm_80";  Opts.Defines = {"TILE=16"};
///   llvm::Expected<kc::DeviceModule> M = kc::loadDeviceCode("matmul.cu", Opts);
///   if (!M) { /* llvm::toString(M.takeError()): Clang's diagnostics, file:line:col */ }
///   auto Kernels = kc::selectKernels(*M, "matmul");  // all when the name is empty
/// \endcode
#pragma once

#include "kernelmodel/KernelModel.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class Function;
}

namespace kc {

/// How to compile a `.cu`. Everything here is part of the compile cache key.
struct CompileOptions {
  std::string Arch = "sm_80";            ///< sm_20 .. sm_121a (LLVM 22's NVPTX range)
  std::vector<std::string> Defines;      ///< "NAME" or "NAME=VALUE" (as for -D)
  std::vector<std::string> IncludeDirs;  ///< as for -I
  std::string Std = "c++17";             ///< "c++17" or "c++20" (also accepts "gnu++17" ...)
  std::vector<std::string> ExtraArgs;    ///< extra clang driver arguments, verbatim
  /// Link libdevice (math functions as nvcc compiles them). When false, or when no
  /// libdevice is found, the header maps common math to LLVM builtins.
  bool UseLibdevice = true;
  std::string LibdevicePath;             ///< empty: the CUDA toolkit's (CudaToolkit.h)
  /// The CUDA toolkit to compile against (CLI --cuda-path); empty: searched
  /// (CudaToolkit.h: $CUDA_PATH, $CUDA_HOME, nvcc on PATH, /usr/local/cuda).
  std::string CudaPath;
  /// Compile against the toolkit's own headers (clang's CUDA mode, include/cccl
  /// for cub/thrust/libcu++/cooperative groups) when a toolkit is found; false
  /// (CLI --no-cuda-toolkit, env KERNELCAST_NO_CUDA_TOOLKIT=1): kernelcast's
  /// built-in device header.
  bool UseCudaToolkit = true;
  /// When the compile fails, retry with host code out of the way: missing
  /// non-CUDA headers treated as empty and host-only functions whose bodies do
  /// not compile reduced to stubs (DeviceModule::Skipped says what).
  bool SkipBrokenHostCode = true;
  /// Use the on-disk compile cache (CompileCache.h) in loadDeviceCode().
  bool UseCache = true;
  std::string CacheDir;                  ///< empty: the default (CompileCache.h)
};

/// One `__global__` function of a module.
struct KernelInfo {
  std::string Name;         ///< demangled name without parameters: "matmul<16>"
  std::string BaseName;     ///< name without template arguments: "matmul"
  std::string MangledName;  ///< the IR function name: "_Z6matmulILi16EEvPfS0_S0_i"
  std::string Signature;    ///< full demangled: "void matmul<16>(float*, float*, float*, int)"
  SourceLocation Loc;       ///< the kernel's declaration
  std::vector<KernelParam> Params;
};

/// A compiled (or loaded) device module. Owns its context; move-only.
struct DeviceModule {
  std::unique_ptr<llvm::LLVMContext> Context;
  std::unique_ptr<llvm::Module> Module;
  std::string SourcePath;   ///< the .cu / .ll / .bc given
  std::string Arch;         ///< "sm_80" (from the options, or the IR's target-cpu)
  bool FromCache = false;   ///< loadDeviceCode() found it in the compile cache
  /// Hash of everything the module was built from (CompileCache.h); for IR inputs
  /// the hash of the file. Keys derived results such as ptxas register counts.
  std::string CacheKey;
  /// Files the compilation read besides the source (user headers; system headers
  /// and the embedded device header excluded). Empty for IR inputs.
  std::vector<std::string> IncludedFiles;
  /// Which headers the compile used ("CUDA 13.0 toolkit headers (/usr/local/cuda,
  /// found via default)" or the built-in header); "" for IR inputs.
  std::string Headers;
  /// What the host-code retry skipped to get the device code compiled
  /// ("missing header cublas_v2.h treated as empty", "body of host function main
  /// (f.cu:30) dropped"); empty when the first compile succeeded.
  std::vector<std::string> Skipped;
  /// `__shared__` variables whose type's default constructor the retry left out,
  /// as nvcc does ("__shared__ variable bar (k.cu:12): ..."); device code, so
  /// apart from Skipped.
  std::vector<std::string> SharedStorage;
  /// What the front end changed in the source so it compiles in bounded time
  /// ("k.cu:12: unroll count 100000 capped at 1024 ...", UnrollCap.h).
  std::vector<std::string> Warnings;
  /// `__global__` functions in preprocessor branches the compile skipped
  /// ("line 262 (`#ifdef GPU` at line 261)", FrontendSkippedKernels.h); not
  /// kept by the compile cache.
  std::vector<std::string> SkippedKernels;

  llvm::Function *kernelFunction(const KernelInfo &K) const;
};

/// Compiles a `.cu` (any extension other than .ll/.bc is compiled as CUDA) to
/// optimized NVPTX IR. Errors: unreadable file, bad option (names the option and
/// what was expected), or the compile failed (Clang's diagnostics, file:line:col).
llvm::Expected<DeviceModule> compileCuda(const std::string &Path, const CompileOptions &Opts);

/// Same, for source text held in memory (tests, tools); \p FileName names it in
/// diagnostics and is used to resolve relative includes.
llvm::Expected<DeviceModule> compileCudaSource(llvm::StringRef Source,
                                               const std::string &FileName,
                                               const CompileOptions &Opts);

/// Loads NVPTX LLVM IR (`.ll` text or `.bc` bitcode).
llvm::Expected<DeviceModule> loadIRFile(const std::string &Path);

/// The entry point the CLI uses: `.ll`/`.bc` are loaded, anything else compiled
/// (through the compile cache when Opts.UseCache). Fails when the module has no
/// kernel ("<file>: no __global__ function ...").
llvm::Expected<DeviceModule> loadDeviceCode(const std::string &Path, const CompileOptions &Opts);

/// Every kernel of the module, in source order when known.
std::vector<KernelInfo> listKernels(const DeviceModule &M);

/// Kernels matching \p Name: the mangled name, the demangled name with or without
/// template arguments ("matmul<16>", "matmul"), or the full signature. An empty
/// name selects every kernel. No match is an error listing the kernels there are.
llvm::Expected<std::vector<KernelInfo>> selectKernels(const DeviceModule &M,
                                                      llvm::StringRef Name);

/// True when \p F is a kernel entry (ptx_kernel calling convention or
/// nvvm.annotations "kernel").
bool isKernelFunction(const llvm::Function &F);

/// True when \p Arch is a CUDA architecture kernelcast compiles for (KnownArchs).
bool isSupportedArch(llvm::StringRef Arch);
/// The numeric compute capability of "sm_86" -> 86 (0 when malformed).
unsigned archNumber(llvm::StringRef Arch);

/// The libdevice bitcode that would be linked ("" when none is found).
std::string findLibdevice(const CompileOptions &Opts);

/// Version string of the front end (kernelcast + Clang + header hash); part of
/// the compile cache key.
std::string frontendVersion();

/// Serializes a module to textual IR with a leading comment (used to produce the
/// committed test inputs under tests/kernels/ll/).
std::string moduleToText(const DeviceModule &M, llvm::StringRef HeaderComment);

} // namespace kc
