//===- SourceOptions.cpp - options of the commands that compile CUDA ------===//
#include "tools/kernelcast/SourceOptions.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

namespace kc::cli {

namespace {
llvm::Error error(const std::string &Msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Msg);
}
} // namespace

void SourceOptions::addTo(CLI::App &Sub, bool SourceRequired) {
  auto *S = Sub.add_option("source", Source,
                           "CUDA source (.cu), or NVPTX LLVM IR (.ll / .bc)");
  if (SourceRequired)
    S->required();
  Sub.add_option("-k,--kernel", Kernel,
                 "kernel to analyze: its name (matmul), with template arguments "
                 "(matmul<16>) or mangled; default: every __global__ function");
  Sub.add_option("--arch", Arch,
                 "compile for this architecture (sm_20 .. sm_121a); default: the --gpu's, "
                 "else sm_80");
  Sub.add_option("-D,--define", Defines, "preprocessor definition NAME or NAME=VALUE (as -D)");
  Sub.add_option("-I,--include-dir", IncludeDirs, "include directory (as -I)");
  Sub.add_option("--std", Std, "C++ standard: c++17 (default) or c++20")
      ->check(CLI::IsMember({"c++17", "c++20", "gnu++17", "gnu++20"}));
  Sub.add_option("--trip", Trips,
                 "trip count of a loop the analysis cannot bound: LOOP=N, e.g. --trip L12=100 "
                 "(names and defaults are printed by analyze)");
  Sub.add_option("--branch-prob", BranchProbs,
                 "probability that the data-dependent branch at a source line is taken: "
                 "LINE=P, e.g. --branch-prob 27=0.1 (default 0.5)");
  Sub.add_flag("--no-cache", NoCache, "do not use the compile cache (~/.cache/kernelcast)");
  Sub.add_flag("--no-ptxas", NoPtxas,
               "estimate registers from the IR instead of running ptxas");
  Sub.add_option("--registers", Registers,
                 "where register counts come from: ptxas (ptxas on kernelcast's PTX, default) "
                 "or nvcc (nvcc -cubin on the source, as the user's build gets them; occupancy "
                 "follows); falls back to ptxas with a note when nvcc fails")
      ->check(CLI::IsMember({"ptxas", "nvcc"}));
  Sub.add_option("--cuda-path", CudaPath,
                 "CUDA toolkit to compile against (its headers, cccl, libdevice); default: "
                 "$CUDA_PATH, $CUDA_HOME, nvcc on PATH, /usr/local/cuda");
  Sub.add_flag("--no-cuda-toolkit", NoCudaToolkit,
               "use kernelcast's built-in device header instead of the CUDA toolkit's "
               "(also KERNELCAST_NO_CUDA_TOOLKIT=1)");
  Sub.add_option("clang-args", ExtraArgs, "extra clang arguments, after --");
}

void printFrontendWarnings(const KernelModelFile &F, const char *Command) {
  for (const std::string &W : F.FrontendWarnings)
    llvm::errs() << "kernelcast " << Command << ": warning: " << W << "\n";
  if (F.SkippedHostCode.empty())
    return;
  llvm::errs() << "kernelcast " << Command
               << ": warning: host code skipped so the kernels could be analyzed: "
               << llvm::join(F.SkippedHostCode, "; ") << "\n";
}

llvm::Expected<std::pair<std::string, double>> parseNumericAssignment(const std::string &Text,
                                                                      const char *Option) {
  llvm::StringRef S(Text);
  auto [Name, Value] = S.split('=');
  Name = Name.trim();
  Value = Value.trim();
  double V;
  if (!S.contains('=') || Name.empty() || Value.getAsDouble(V))
    return error(std::string(Option) + " '" + Text + "': expected NAME=NUMBER");
  return std::make_pair(Name.str(), V);
}

llvm::Expected<SourceAnalysisOptions> SourceOptions::resolve(const GpuModel *Gpu) const {
  SourceAnalysisOptions O;
  if (!Arch.empty()) {
    if (!isSupportedArch(Arch))
      return error("--arch '" + Arch + "': expected sm_20 .. sm_121a (the NVPTX targets kernelcast knows)");
    O.Compile.Arch = Arch;
  } else if (Gpu) {
    O.Compile.Arch = compileArchFor(*Gpu).first;
  }
  O.Compile.Defines = Defines;
  O.Compile.IncludeDirs = IncludeDirs;
  O.Compile.Std = Std;
  O.Compile.ExtraArgs = ExtraArgs;
  O.Compile.UseCache = !NoCache;
  O.Compile.CudaPath = CudaPath;
  O.Compile.UseCudaToolkit = !NoCudaToolkit;
  O.Ptxas.UsePtxas = !NoPtxas;
  O.Ptxas.UseNvcc = Registers == "nvcc";
  for (const std::string &D : Defines)
    O.Ptxas.NvccArgs.push_back("-D" + D);
  for (const std::string &I : IncludeDirs)
    O.Ptxas.NvccArgs.push_back("-I" + I);
  O.Ptxas.NvccArgs.push_back("-std=" + Std);
  O.Ptxas.UseCache = !NoCache;
  O.Kernel = Kernel;
  for (const std::string &T : Trips) {
    auto A = parseNumericAssignment(T, "--trip");
    if (!A)
      return A.takeError();
    std::string Name = llvm::StringRef(A->first).starts_with("trip.") ? A->first
                                                                       : "trip." + A->first;
    if (A->second < 0)
      return error("--trip '" + T + "': a trip count cannot be negative");
    O.Analysis.SymbolValues[Name] = A->second;
  }
  for (const std::string &B : BranchProbs) {
    auto A = parseNumericAssignment(B, "--branch-prob");
    if (!A)
      return A.takeError();
    unsigned Line;
    if (llvm::StringRef(A->first).getAsInteger(10, Line) || Line == 0)
      return error("--branch-prob '" + B + "': expected LINE=P with a source line number");
    if (A->second < 0 || A->second > 1)
      return error("--branch-prob '" + B + "': a probability must be between 0 and 1");
    O.Analysis.BranchProbabilityByLine[Line] = A->second;
  }
  return O;
}

} // namespace kc::cli
