/// \file
/// kernelcast's public C++ API: what a tuner, an IDE plug-in or a test needs
/// to predict CUDA kernel run times in process, without the CLI and without a
/// GPU. A thin facade over the libraries (gpumodel, analyzer, predictor):
///
///   load a GPU        kernelcast::loadGpu("a100")                (id, alias, device name or .json file)
///   get kernel models kernelcast::analyzeSource("k.cu", Opts)    (compile + analyze, -D/-I as for nvcc)
///                     kernelcast::loadKernelModels("k.json")     (`kernelcast analyze --emit-model`)
///   predict a launch  kernelcast::Predictor::create(Kernel, Gpu)->predict(Launch)
///   run a sweep       Predictor::sweep(Launches)                 (on a pool of threads)
///
/// \code
///   #include <kernelcast/kernelcast.h>
///   auto Gpu = kernelcast::loadGpu("a100-sxm4-80gb");
///   kernelcast::SourceOptions Opts;  Opts.Defines = {"TILE=16"};
///   auto Kernels = kernelcast::analyzeSource("matmul.cu", Opts, &*Gpu);
///   auto P = kernelcast::Predictor::create(Kernels->front(), *Gpu);
///   auto R = P->predict(kernelcast::launch({64, 64}, {16, 16}, {{"Width", 1024}}));
///   // R->TimeMs, R->Binding (kernelcast::boundName), R->Occupancy ...
/// \endcode
///
/// Errors are llvm::Expected / llvm::Error values whose message names the bad
/// input (file:line, option, value); llvm::toString(E.takeError()) gives it.
/// The model behind the numbers is described in docs/model.md.
///
/// CMake: find_package(kernelcast) then target_link_libraries(app PRIVATE
/// kernelcast::kernelcast). The package needs LLVM/Clang 22 (the analyzer
/// compiles CUDA with the Clang libraries in process).
#pragma once

#include "gpumodel/GpuModel.h"
#include "kernelmodel/KernelModel.h"
#include "predictor/Launch.h"
#include "predictor/Prediction.h"
#include "predictor/PreparedKernel.h"

#include "llvm/Support/Error.h"

#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace kernelcast {

// The plain data types of the libraries, under the API's namespace.
using kc::Bound;
using kc::boundName;
using kc::Dim3;
using kc::GpuModel;
using kc::KernelModel;
using kc::LaunchConfig;
using kc::ModelKind;
using kc::modelFromName;
using kc::modelName;
using kc::Prediction;

/// The library's version ("0.1.0").
std::string version();

// --- GPUs ----------------------------------------------------------------------

/// A GPU model: a built-in id ("a100-sxm4-80gb"), an alias, a CUDA device name
/// ("NVIDIA A100-SXM4-80GB", case and punctuation ignored) or the path of a GPU
/// .json file (docs/gpu-file-format.md). Unknown names fail with the closest ids.
llvm::Expected<GpuModel> loadGpu(std::string_view IdNameOrFile);

/// Ids of the GPU models built into the library, in the order `kernelcast gpus` lists them.
std::vector<std::string> builtinGpuIds();

// --- kernel models ------------------------------------------------------------------

/// How to compile and analyze a CUDA source (the options of `kernelcast analyze`).
struct SourceOptions {
  std::string Kernel;                    ///< "" = every __global__ function; else its name,
                                         ///< with template arguments, or mangled
  std::vector<std::string> Defines;      ///< "NAME" or "NAME=VALUE" (as -D)
  std::vector<std::string> IncludeDirs;  ///< as -I
  std::string Arch;                      ///< "sm_80"; "" = the GPU's when one is given, else sm_80
  std::string Std = "c++17";             ///< "c++17" or "c++20"
  std::vector<std::string> ExtraArgs;    ///< extra clang driver arguments, verbatim
  /// Values of trip.* / prob.* symbols ("trip.L12" -> 100), recorded as defaults.
  std::map<std::string, double> SymbolValues;
  /// Probability that the data-dependent branch at a source line is taken (default 0.5).
  std::map<unsigned, double> BranchProbabilityByLine;
  bool UsePtxas = true;                  ///< register counts from ptxas when found (else an IR estimate)
  bool UseCache = true;                  ///< the on-disk compile cache ($KERNELCAST_CACHE_DIR)
  /// The CUDA toolkit whose headers to compile against; "" = searched ($CUDA_PATH,
  /// $CUDA_HOME, nvcc on PATH, /usr/local/cuda).
  std::string CudaPath;
  bool UseCudaToolkit = true;            ///< false: kernelcast's built-in device header
};

/// Compiles \p Path (.cu, or NVPTX IR .ll/.bc) in process and returns one
/// kernel model per selected kernel. \p Gpu, when given, chooses the
/// architecture unless Opts.Arch does. Errors: unreadable file, Clang's
/// diagnostics (file:line:col), no kernel of that name, a bad option.
llvm::Expected<std::vector<KernelModel>> analyzeSource(const std::string &Path,
                                                       const SourceOptions &Opts = {},
                                                       const GpuModel *Gpu = nullptr);

/// Same, for CUDA source text held in memory; \p FileName names it in
/// diagnostics and resolves relative includes.
llvm::Expected<std::vector<KernelModel>> analyzeSourceText(std::string_view Source,
                                                           const std::string &FileName,
                                                           const SourceOptions &Opts = {},
                                                           const GpuModel *Gpu = nullptr);

/// Reads a kernel-model file written by `kernelcast analyze --emit-model`
/// (docs/kernel-model.md, "JSON"). Errors name the file and the malformed field.
llvm::Expected<std::vector<KernelModel>> loadKernelModels(const std::string &Path);

// --- predictions ----------------------------------------------------------------------

/// A launch: grid and block in blocks / threads, the kernel's scalar arguments
/// by name, dynamic shared memory in bytes.
LaunchConfig launch(Dim3 Grid, Dim3 Block, std::map<std::string, double> Args = {},
                    unsigned DynamicSharedBytes = 0);

/// One launch of a sweep: the prediction, or why there is none (the launch
/// cannot run on the GPU, an argument is missing, ...).
struct SweepPoint {
  std::optional<Prediction> Result;
  std::string Error;
};

/// A kernel model bound to a GPU model, ready for many fast predictions
/// (the symbolic work is done once, in create()). Copyable and cheap to copy;
/// predict() and sweep() may be called from several threads at once.
class Predictor {
public:
  /// Fails when the kernel model uses an instruction class the GPU model
  /// does not define.
  static llvm::Expected<Predictor> create(const KernelModel &Kernel, const GpuModel &Gpu);

  /// One launch with one model (docs/model.md#waves; #baselines for the
  /// others). Errors name the bad value: a zero or oversized grid or block, a
  /// missing kernel argument, a launch that does not fit on an SM.
  llvm::Expected<Prediction> predict(const LaunchConfig &Launch,
                                     ModelKind Model = ModelKind::Wave) const;

  /// Every launch of \p Launches, on \p Jobs threads (0 = one per core);
  /// the results are in the order of the launches.
  std::vector<SweepPoint> sweep(std::span<const LaunchConfig> Launches,
                                ModelKind Model = ModelKind::Wave, unsigned Jobs = 0) const;

  /// Kernel arguments the formulas need (`--arg` of the CLI).
  std::vector<std::string> requiredArguments() const;

  const KernelModel &kernel() const { return Prepared.kernel(); }
  const GpuModel &gpu() const { return Prepared.gpu(); }
  /// The underlying prepared kernel (predictor/PreparedKernel.h).
  const kc::PreparedKernel &prepared() const { return Prepared; }

private:
  explicit Predictor(kc::PreparedKernel P) : Prepared(std::move(P)) {}
  kc::PreparedKernel Prepared;
};

} // namespace kernelcast
