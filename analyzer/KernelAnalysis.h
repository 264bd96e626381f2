/// \file
/// The analysis pass that turns one NVPTX kernel (an llvm::Function) into the
/// symbolic per-thread kernel model (docs/model.md#kernel-model, kernelmodel/KernelModel.h). New
/// pass manager: `KernelAnalysis` is a function analysis whose result is the
/// model; `analyzeKernel` runs it in-process with its own analysis manager
/// (the CLI calls that).
///
/// How the model is built:
///   - every instruction is classified (InstrClassifier.h) and each basic block
///     gets a straight-line time t_B (CriticalPath.h) and issue delay d_B;
///   - each block's execution count per thread f_B is a product of loop trip
///     counts and branch conditions: conditions on thread ids / arguments stay
///     exact 0/1 expressions (`if (i < n)` costs nothing past n), data-dependent
///     ones are `prob.L<line>` (default 0.5, or --branch-prob LINE=P);
///   - trip counts come from ScalarEvolution (SymbolicSCEV.h): the backedge-taken
///     count + 1, else the latch's exit test `iv < bound` solved for an affine
///     iv (grid-stride loops: ceil((n - gid) / (bdim.x * gdim.x))), else the
///     symbol `trip.L<line>` with a default;
///   - Time = sum over the function's blocks of f_B t_B, nested as
///     region time = sum_B cond_B t_B + sum_loops cond_L * trip_L * (loop's region time),
///     so a loop contributes (time of one iteration) x trip count and nested loops multiply;
///   - Delay = sum f_B d_B; memory bytes per address space, uncoalesced bytes and
///     sectors per access (AccessPattern.h); syncs, atomics, instruction mix and
///     per-line time from the same f_B.
#pragma once

#include "kernelmodel/KernelModel.h"

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

#include <array>
#include <map>
#include <optional>
#include <string>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace kc {

struct AnalysisOptions {
  /// Probability that a data-dependent branch at a source line is taken
  /// (`--branch-prob LINE=P`); other data-dependent branches use the default.
  std::map<unsigned, double> BranchProbabilityByLine;
  double DefaultBranchProbability = 0.5;
  /// Default value of trip.* symbols for loops whose trip count is unknown
  /// (capped by ScalarEvolution's constant maximum when it has one).
  double DefaultTripCount = 16;
  /// Values for trip.* / prob.* symbols (`--trip L12=100`), recorded as their defaults.
  std::map<std::string, double> SymbolValues;
  /// L1 / L2 hit fractions of global accesses without a reuse hint. Streaming
  /// defaults: nothing hits. Loads whose address does not change in their
  /// innermost loop are given L1 hit 1 (reuse across iterations).
  double DefaultL1Hit = 0;
  double DefaultL2Hit = 0;
  /// Block shape when known (bank-conflict degrees need it when blockDim.x < 32).
  std::optional<std::array<unsigned, 3>> BlockDim;
  /// Ranking costs for pruning incomparable dependence paths (CriticalPath.h):
  /// symbol name -> cycles, e.g. the chosen GPU's latencies. Never in the result.
  std::map<std::string, double> PathRankingCosts;
  unsigned MaxPathsPerInstruction = 8;
};

/// Function analysis: the kernel model of one kernel.
class KernelAnalysis : public llvm::AnalysisInfoMixin<KernelAnalysis> {
public:
  using Result = KernelModel;
  explicit KernelAnalysis(AnalysisOptions Opts = {}) : Opts(std::move(Opts)) {}
  Result run(llvm::Function &F, llvm::FunctionAnalysisManager &FAM);

private:
  friend llvm::AnalysisInfoMixin<KernelAnalysis>;
  static llvm::AnalysisKey Key;
  AnalysisOptions Opts;
};

/// Prints a short summary of the model (the printer pass of the analysis).
class KernelAnalysisPrinterPass : public llvm::PassInfoMixin<KernelAnalysisPrinterPass> {
public:
  explicit KernelAnalysisPrinterPass(llvm::raw_ostream &OS) : OS(OS) {}
  llvm::PreservedAnalyses run(llvm::Function &F, llvm::FunctionAnalysisManager &FAM);
  static bool isRequired() { return true; }

private:
  llvm::raw_ostream &OS;
};

/// Runs KernelAnalysis on \p F with a fresh analysis manager. Errors: \p F is a
/// declaration. The IR is not modified.
llvm::Expected<KernelModel> analyzeKernel(llvm::Function &F, const AnalysisOptions &Opts = {});

/// Whether \p F is a CUDA kernel (`ptx_kernel` calling convention or an
/// `nvvm.annotations` "kernel" entry).
bool isKernel(const llvm::Function &F);

/// The demangled kernel name without its parameter list (`matmul<16>`).
std::string kernelDisplayName(const llvm::Function &F);

} // namespace kc
