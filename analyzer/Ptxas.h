/// \file
/// Registers and shared memory of each kernel. The module is lowered to PTX with
/// LLVM's NVPTX backend (in process) and, when `ptxas` is found (PATH, then
/// /usr/local/cuda/bin), assembled with `ptxas -v --gpu-name sm_XX`; its report
///   ptxas info : Compiling entry function '_Z5saxpyifPKfPf' for 'sm_80'
///   ptxas info : Function properties for _Z5saxpyifPKfPf
///       0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
///   ptxas info : Used 10 registers, used 0 barriers, 2048 bytes smem, 376 bytes cmem[0]
/// gives RegisterInfo with Source "ptxas 13.0 (sm_80)". CUDA 13's ptxas accepts only
/// sm_75+: older targets are assembled for the nearest accepted architecture and
/// labelled "ptxas 13.0 for sm_75 (nearest supported; target sm_35)". Without
/// ptxas (or when it fails) the count is an estimate from the IR: the maximum
/// number of 32-bit values live at any point of the kernel, plus 4 for thread
/// indices and addressing, at least 16, labelled "estimate from IR: ...".
///
/// Static shared memory is always also computed from the IR: the addrspace(3)
/// globals the kernel (or a function it calls) uses, laid out with their
/// alignment; `extern __shared__` arrays (external or zero-sized) are reported as
/// dynamic (their size is a launch parameter).
#pragma once

#include "analyzer/Frontend.h"

#include "llvm/Support/Program.h"

#include <map>
#include <optional>

namespace llvm {
class Function;
}

namespace kc {

struct PtxasOptions {
  bool UsePtxas = true;   ///< false: always the IR estimate
  std::string PtxasPath;  ///< empty: search PATH, then /usr/local/cuda/bin
  bool UseCache = true;   ///< reuse results stored beside the module's cache entry
  std::string CacheDir;   ///< empty: defaultCacheDir()
  /// Registers as the user's nvcc build gets them: compile the .cu source itself
  /// with `nvcc -cubin -Xptxas -v` (NVVM's PTX, not Clang's) and read the same
  /// report. Falls back to ptxas on Clang's PTX when nvcc is missing or fails.
  bool UseNvcc = false;
  std::vector<std::string> NvccArgs; ///< -D, -I, -std=... as the compile had them
};

/// What ptxas -v says about one entry function.
struct PtxasKernelReport {
  unsigned Registers = 0, Barriers = 0, StackFrameBytes = 0, SpillStoreBytes = 0,
           SpillLoadBytes = 0, SharedBytes = 0, ConstantBytes = 0;
};

/// Parses `ptxas -v` output; keys are the (mangled) entry names.
std::map<std::string, PtxasKernelReport> parsePtxasOutput(llvm::StringRef Text);

/// Shared memory of one kernel, from the IR.
struct SharedMemoryInfo {
  unsigned StaticBytes = 0;
  bool UsesDynamic = false;
  std::vector<std::string> StaticArrays;   ///< global names, in layout order
  std::vector<std::string> DynamicArrays;  ///< extern __shared__ arrays
};
SharedMemoryInfo sharedMemoryOf(const llvm::Function &Kernel);

/// The IR estimate for one kernel (Source says how it was made).
RegisterInfo estimateRegisters(const llvm::Function &Kernel);

/// The ptxas executable ("" when none).
std::string findPtxas(const PtxasOptions &Opts);
/// "13.0" from `ptxas --version` ("" when it cannot be run).
std::string ptxasVersion(const std::string &Ptxas);
/// The nvcc beside \p Ptxas, else on PATH, else /usr/local/cuda/bin ("" when none).
std::string findNvcc(const std::string &Ptxas);

/// The architecture to run ptxas for: \p Arch when it accepts it, else the
/// nearest newer one it accepts (sm_75 for CUDA 13).
std::string ptxasArchFor(llvm::StringRef Arch, const std::string &Ptxas);

/// Resources of every kernel of \p M, keyed by mangled name. Never fails for lack
/// of ptxas: that gives estimates. Fails only when PTX emission fails.
struct KernelResources {
  RegisterInfo Registers;
  SharedMemoryInfo Shared;
  std::optional<PtxasKernelReport> Ptxas; ///< when ptxas ran
};
llvm::Expected<std::map<std::string, KernelResources>> kernelResources(const DeviceModule &M,
                                                                       const PtxasOptions &Opts);

/// A ptxas (or other tool) process started and not yet waited for.
struct RunningTool {
  llvm::sys::ProcessInfo Process;
  bool Started = false;
  std::string OutFile;     ///< its stdout + stderr
  std::string Failure;     ///< why it could not be started
  const char *CpuPhase = "ptxas";
};

/// kernelResources() in two halves, so the caller can work while ptxas runs:
/// startKernelResources() does everything up to starting ptxas on the emitted
/// PTX (cache lookups, the nvcc path and PTX emission happen here; an error
/// here is kernelResources()'s error), finishKernelResources() waits for it and
/// gives the same map kernelResources() gives. \p M must stay unchanged between
/// the two. A PendingResources dropped without finishing waits for its ptxas.
struct PendingResources {
  std::map<std::string, KernelResources> Out;
  bool Done = false;     ///< Out is final (cache hit, nvcc)
  bool Running = false;  ///< ptxas started on PtxFile
  bool Subset = false;   ///< some kernels of the module were left out (OnlyKernels)
  RunningTool Ptxas;
  std::string PtxFile, Target, Version, Dir, Tag, Failure;

  PendingResources() = default;
  PendingResources(PendingResources &&O) noexcept { *this = std::move(O); }
  PendingResources &operator=(PendingResources &&O) noexcept {
    Out = std::move(O.Out);
    Done = O.Done;
    Running = O.Running;
    Subset = O.Subset;
    O.Running = false;
    Ptxas = std::move(O.Ptxas);
    PtxFile = std::move(O.PtxFile);
    Target = std::move(O.Target);
    Version = std::move(O.Version);
    Dir = std::move(O.Dir);
    Tag = std::move(O.Tag);
    Failure = std::move(O.Failure);
    return *this;
  }
  ~PendingResources();
};
/// \p OnlyKernels (mangled names; empty = every kernel): the kernels whose
/// resources are wanted. The others are left out of the PTX ptxas assembles
/// (emitPTX's DropKernels) and of the map; the register cache entry keeps what
/// earlier calls stored for them.
llvm::Expected<PendingResources> startKernelResources(const DeviceModule &M,
                                                     const PtxasOptions &Opts,
                                                     llvm::ArrayRef<std::string> OnlyKernels = {});
std::map<std::string, KernelResources> finishKernelResources(PendingResources P,
                                                             const DeviceModule &M);

} // namespace kc
