//===- SourceOptions.cpp - options of the commands that compile CUDA ------===//
#include "tools/kernelcast/SourceOptions.h"
#include "tools/kernelcast/Command.h"

#include "workflows/NumberInput.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <set>

namespace kc::cli {

namespace {
llvm::Error error(const std::string &Msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Msg);
}
/// LINE=VALUE options (--branch-prob, --scatter) as line -> value: VALUE in
/// \p R, LINE a source line number, each line once. \p ValueName names
/// VALUE in the message.
llvm::Expected<std::map<unsigned, double>> lineAssignments(const std::vector<std::string> &Items,
                                                           const char *Option, const char *ValueName,
                                                           const NumberRange &R) {
  auto Values = parseAssignments(Items, Option, R);
  if (!Values)
    return Values.takeError();
  std::map<unsigned, double> Out;
  for (auto &[LineText, V] : *Values) {
    auto Line = parseInteger(LineText, 1, UINT32_MAX);
    if (!Line)
      return error(std::string(Option) + " '" + LineText + "=" + formatNumber(V) + "': expected LINE=" +
                   ValueName + " with a source line number (" + llvm::toString(Line.takeError()) + ")");
    Out[unsigned(*Line)] = V;
  }
  return Out;
}

/// Compiler arguments after `--`, with the nvcc spellings a Kernel Tuner or
/// Makefile user brings translated for Clang, which would misread them
/// (`-use_fast_math` is `-u se_fast_math` to its driver: silently nothing).
/// \p NvccArgs gets the nvcc spelling for `--registers nvcc`. Definitions
/// (`-DNAME[=V]`, `-D NAME`, `--define-macro NAME`) go to \p Defines, as
/// --define's do: defined after the CUDA headers, as nvcc's -D meets a kernel
/// (Clang's own -D would also rename `grid_width` in cuda.h's declarations).
llvm::Expected<std::vector<std::string>> clangArgsFor(const std::vector<std::string> &In,
                                                      std::vector<std::string> &NvccArgs,
                                                      std::vector<std::string> &Defines) {
  std::vector<std::string> Out;
  for (size_t I = 0; I < In.size(); ++I) {
    const std::string &A = In[I];
    llvm::StringRef S(A);
    if (S == "-D" || S == "--define-macro") {
      if (I + 1 == In.size())
        return error("'" + A + "' after -- needs a NAME or NAME=VALUE after it");
      Defines.push_back(In[++I]);
      continue;
    }
    if (S.consume_front("--define-macro=") || S.consume_front("-D")) {
      Defines.push_back(S.str());
      continue;
    }
    if (S == "-use_fast_math" || S == "--use_fast_math") {
      // nvcc: --ftz=true --prec-div=false --prec-sqrt=false --fmad=true.
      Out.insert(Out.end(), {"-ffast-math", "-fgpu-flush-denormals-to-zero", "-fgpu-approx-transcendentals"});
      NvccArgs.push_back("-use_fast_math");
      continue;
    }
    if (S == "-lineinfo" || S == "--generate-line-info")
      continue; // line tables only: the code is the same
    for (llvm::StringRef Nvcc : {"-Xptxas", "--ptxas-options", "-Xcompiler", "--compiler-options",
                                 "-maxrregcount", "--maxrregcount", "-gencode", "--generate-code",
                                 "-arch", "--gpu-architecture", "-code", "-rdc",
                                 "--relocatable-device-code", "-G", "--device-debug", "--ftz",
                                 "--prec-div", "--prec-sqrt", "--fmad", "-ftz", "-prec-div",
                                 "-prec-sqrt", "-fmad"})
      if (S == Nvcc || S.starts_with((Nvcc + "=").str()))
        return error("'" + A + "' after -- is an nvcc option; kernelcast compiles with Clang, so "
                     "the arguments after -- are Clang's (--arch selects the architecture; "
                     "-use_fast_math is understood and becomes -ffast-math "
                     "-fgpu-flush-denormals-to-zero -fgpu-approx-transcendentals; other nvcc "
                     "options have no Clang spelling here)");
    Out.push_back(A);
  }
  return Out;
}

} // namespace

void SourceOptions::addHintOptions(CLI::App &Sub, const std::string &Scope) {
  Sub.add_option("--trip", Trips,
                 "trip count of a loop the analysis cannot bound: LOOP=N, e.g. --trip L12=100 "
                 "(names and defaults are printed by analyze)" + Scope);
  Sub.add_option("--branch-prob", BranchProbs,
                 "probability that the data-dependent branch at a source line is taken: "
                 "LINE=P, e.g. --branch-prob 27=0.1 (default 0.5)" + Scope);
  Sub.add_option("--scatter", Scatters,
                 "how a data-dependent address part spreads a warp's lanes (analyze names such "
                 "accesses): LINE=V, V from 0 (the lanes keep the index's locality; for an "
                 "atomic, the lanes' updates on one word, serialized) to 1 (scattered), e.g. "
                 "--scatter 112=0.5; predict shows both ends when unset" + Scope);
}

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
  addHintOptions(Sub, "");
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
  Sub.add_option("clang-args", ExtraArgs,
                 "extra clang arguments, after --; nvcc's -DNAME[=V] (as --define) and "
                 "-use_fast_math are understood, other nvcc options are refused");
}

void printFrontendWarnings(const KernelModelFile &F, const char *Command) {
  for (const std::string &W : F.FrontendWarnings)
    llvm::errs() << "kernelcast " << Command << ": warning: " << W << "\n";
  // The front end's retry (docs/analyzer-frontend.md#host-code-in-the-way): a
  // __shared__ variable kept without its constructor is device code, said apart.
  for (const std::string &S : F.SharedStorageNotes)
    llvm::errs() << "kernelcast " << Command << ": warning: " << S << "\n";
  if (F.SkippedHostCode.empty())
    return;
  llvm::errs() << "kernelcast " << Command
               << ": warning: host code skipped so the kernels could be analyzed: "
               << llvm::join(F.SkippedHostCode, "; ") << "\n";
}

llvm::Expected<std::map<std::string, double>> SourceOptions::tripOverrides() const {
  NumberRange R{0, 9223372036854775808.0, false, "a trip count 0 .. 2^63"};
  auto Trips = parseAssignments(this->Trips, "--trip", R);
  if (!Trips)
    return Trips.takeError();
  std::map<std::string, double> Out;
  for (auto &[Name, N] : *Trips)
    Out[llvm::StringRef(Name).starts_with("trip.") ? Name : "trip." + Name] = N;
  return Out;
}

void SourceOptions::warnUnmatchedOverrides(const std::vector<KernelModel> &Kernels,
                                           const char *Command) const {
  std::vector<std::string> Names;
  for (const KernelModel &K : Kernels)
    for (const auto &[Name, V] : K.SymbolDefaults)
      Names.push_back(Name);
  warnUnmatchedOverrides(Names, Command);
}

void SourceOptions::warnUnmatchedOverrides(const std::vector<std::string> &SymbolNames,
                                           const char *Command) const {
  std::set<std::string> TripNames;  // "L12"
  std::set<unsigned> BranchLines;   // 27 (prob.L27, prob.L27_2)
  std::set<unsigned> ScatterLines;  // 112 (scatter.L112)
  for (const std::string &Name : SymbolNames) {
    llvm::StringRef N(Name);
    if (N.consume_front("trip."))
      TripNames.insert(N.str());
    else if (auto Line = symbolLine(Name, "prob.L"))
      BranchLines.insert(*Line);
    else if (auto Line = symbolLine(Name, "scatter.L"))
      ScatterLines.insert(*Line);
  }
  auto List = [](const auto &Set, const char *Prefix) {
    std::string S;
    for (const auto &X : Set)
      S += (S.empty() ? "" : ", ") + (Prefix + llvm::Twine(X)).str();
    return S.empty() ? std::string("none") : S;
  };
  for (const std::string &T : Trips) {
    llvm::StringRef Name = llvm::StringRef(T).split('=').first.trim();
    Name.consume_front("trip.");
    if (!TripNames.count(Name.str()))
      llvm::errs() << "kernelcast " << Command << ": warning: --trip " << T << ": no loop named '"
                   << Name << "' needs a trip count, so it has no effect (loops that do: "
                   << List(TripNames, "") << ")\n";
  }
  // LINE=V options naming a line without the thing they set.
  auto PerLine = [&](const std::vector<std::string> &Items, const char *Option, const char *What,
                     const std::set<unsigned> &Lines) {
    for (const std::string &X : Items) {
      llvm::StringRef LineText = llvm::StringRef(X).split('=').first.trim();
      unsigned Line = 0;
      if (LineText.getAsInteger(10, Line) || !Lines.count(Line))
        llvm::errs() << "kernelcast " << Command << ": warning: " << Option << " " << X << ": no "
                     << What << " on line " << LineText
                     << ", so it has no effect (lines with one: " << List(Lines, "") << ")\n";
    }
  };
  PerLine(BranchProbs, "--branch-prob", "data-dependent branch", BranchLines);
  PerLine(Scatters, "--scatter", "access with a data-dependent address", ScatterLines);
}

llvm::Expected<SourceAnalysisOptions> SourceOptions::resolve(const GpuModel *Gpu) const {
  SourceAnalysisOptions O;
  // Compiler arguments come after "--" (main() keeps them from CLI11), so a
  // value in clang-args is a second positional: Clang would compile two inputs
  // and complain about -o.
  if (!ExtraArgs.empty())
    return error("one source file at a time: '" + ExtraArgs.front() + "' would be a second one "
                 "after '" + Source + "' (extra clang arguments go after --, e.g. -- -O3)");
  if (!Arch.empty()) {
    if (!isSupportedArch(Arch))
      return error("--arch '" + Arch + "': expected sm_20 .. sm_121a (the NVPTX targets kernelcast knows)");
    O.Compile.Arch = Arch;
  } else if (Gpu) {
    O.Compile.Arch = compileArchFor(*Gpu).first;
  }
  O.Compile.IncludeDirs = IncludeDirs;
  O.Compile.Std = Std;
  std::vector<std::string> AllDefines = Defines;
  auto Clang = clangArgsFor(argsAfterDashDash(), O.Ptxas.NvccArgs, AllDefines);
  if (!Clang)
    return Clang.takeError();
  addDefines(O, AllDefines);
  O.Compile.ExtraArgs = std::move(*Clang);
  O.Compile.UseCache = !NoCache;
  O.Compile.CudaPath = CudaPath;
  O.Compile.UseCudaToolkit = !NoCudaToolkit;
  O.Ptxas.UsePtxas = !NoPtxas;
  O.Ptxas.UseNvcc = Registers == "nvcc";
  for (const std::string &I : IncludeDirs)
    O.Ptxas.NvccArgs.push_back("-I" + I);
  O.Ptxas.NvccArgs.push_back("-std=" + Std);
  O.Ptxas.UseCache = !NoCache;
  O.Kernel = Kernel;
  if (llvm::Error E = hintValues(O.Analysis.SymbolValues, O.Analysis.BranchProbabilityByLine))
    return std::move(E);
  return O;
}

llvm::Error SourceOptions::hintValues(std::map<std::string, double> &Symbols,
                                      std::map<unsigned, double> &BranchProbabilities) const {
  auto Trips = tripOverrides();
  if (!Trips)
    return Trips.takeError();
  auto Probs = branchProbabilities();
  if (!Probs)
    return Probs.takeError();
  auto Scatters = scatterOverrides();
  if (!Scatters)
    return Scatters.takeError();
  for (auto &[Name, N] : *Trips)
    Symbols[Name] = N;
  for (auto &[Name, V] : *Scatters)
    Symbols[Name] = V;
  BranchProbabilities = std::move(*Probs);
  return llvm::Error::success();
}

llvm::Expected<std::map<std::string, double>> SourceOptions::scatterOverrides() const {
  NumberRange Share{0, 1, false, "a value between 0 (locality kept) and 1 (scattered)"};
  auto Values = lineAssignments(Scatters, "--scatter", "V", Share);
  if (!Values)
    return Values.takeError();
  std::map<std::string, double> Out;
  for (auto &[Line, V] : *Values)
    Out["scatter.L" + std::to_string(Line)] = V;
  return Out;
}

llvm::Expected<std::map<unsigned, double>> SourceOptions::branchProbabilities() const {
  NumberRange Prob{0, 1, false, "a probability between 0 and 1"};
  return lineAssignments(BranchProbs, "--branch-prob", "P", Prob);
}

} // namespace kc::cli
