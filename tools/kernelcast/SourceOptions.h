/// \file
/// Command-line options shared by the commands that compile a CUDA source
/// (analyze, predict): the source, -D/-I/--std, --arch or --gpu, --kernel,
/// --trip/--branch-prob/--scatter overrides, cache and ptxas switches, and extra clang
/// arguments after `--`. Turns them into analyzer options.
#pragma once

#include "analyzer/SourceAnalysis.h"
#include "gpumodel/GpuModel.h"

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace kc::cli {

struct SourceOptions {
  std::string Source;
  std::string Kernel;
  std::string Arch;                  ///< --arch; empty = from --gpu, else sm_80
  std::vector<std::string> Defines, IncludeDirs, ExtraArgs, Trips, BranchProbs, Scatters;
  std::string Std = "c++17";
  bool NoCache = false, NoPtxas = false;
  std::string CudaPath;              ///< --cuda-path; empty = searched
  std::string Registers = "ptxas";   ///< --registers: ptxas (Clang's PTX) or nvcc
  bool NoCudaToolkit = false;        ///< --no-cuda-toolkit: the built-in device header

  /// Adds the options to \p Sub. \p SourceRequired: the positional SOURCE.
  void addTo(CLI::App &Sub, bool SourceRequired);
  /// Adds only --trip, --branch-prob and --scatter (part of addTo), each help
  /// text followed by \p Scope (e.g. "; applies to every kernel of the file").
  void addHintOptions(CLI::App &Sub, const std::string &Scope);
  /// Analyzer options for \p Gpu (may be null: then --arch or sm_80). Errors
  /// name the bad option value (--trip L12=x, --branch-prob 7=2, --arch sm_1).
  llvm::Expected<SourceAnalysisOptions> resolve(const GpuModel *Gpu) const;
  /// --trip LOOP=N as "trip.LOOP" -> N: N a finite count 0 .. 2^63, each loop once
  /// (workflows/NumberInput.h).
  llvm::Expected<std::map<std::string, double>> tripOverrides() const;
  /// tripOverrides() and scatterOverrides() into \p Symbols, branchProbabilities()
  /// as \p BranchProbabilities; the first bad value's error.
  llvm::Error hintValues(std::map<std::string, double> &Symbols,
                         std::map<unsigned, double> &BranchProbabilities) const;
  /// --branch-prob LINE=P as LINE -> P: P in [0, 1], each line once.
  llvm::Expected<std::map<unsigned, double>> branchProbabilities() const;
  /// --scatter LINE=V as "scatter.L<LINE>" -> V: V in [0, 1] (0: the lanes'
  /// data-dependent address part keeps the index's locality, 1: it scatters
  /// them), each line once.
  llvm::Expected<std::map<std::string, double>> scatterOverrides() const;
  /// Warns (stderr, "kernelcast <Command>: warning: ...") about each --trip,
  /// --branch-prob or --scatter that names no unknown-trip loop / data-dependent
  /// branch / data-dependent address of \p Kernels, listing the ones there are;
  /// such a value has no effect.
  void warnUnmatchedOverrides(const std::vector<KernelModel> &Kernels, const char *Command) const;
  /// The same given the names of the kernels' trip.* / prob.* / scatter.* symbols.
  void warnUnmatchedOverrides(const std::vector<std::string> &SymbolNames,
                              const char *Command) const;
};

/// Prints the front end's one warning about skipped host code (if any) to stderr,
/// prefixed "kernelcast <Command>: warning: ".
void printFrontendWarnings(const KernelModelFile &F, const char *Command);


} // namespace kc::cli
