// Shared helpers of the KernelAnalysis tests: load a committed .ll input and
// analyze one kernel by its demangled name.
#pragma once

#include "analyzer/KernelAnalysis.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>

namespace kc::test {

inline llvm::Module &inputModule(const std::string &File) {
  static llvm::LLVMContext Ctx;
  static std::map<std::string, std::unique_ptr<llvm::Module>> Cache;
  auto &M = Cache[File];
  if (!M) {
    llvm::SMDiagnostic Err;
    M = llvm::parseIRFile(std::string(KC_SOURCE_DIR) + "/tests/analyzer/inputs/" + File, Err, Ctx);
    if (!M)
      throw std::runtime_error("cannot parse " + File + ": " + Err.getMessage().str());
  }
  return *M;
}

inline llvm::Function *kernelNamed(const std::string &File, const std::string &Name) {
  for (llvm::Function &F : inputModule(File))
    if (!F.isDeclaration() && kernelDisplayName(F) == Name)
      return &F;
  return nullptr;
}

inline KernelModel analyze(const std::string &File, const std::string &Name, const AnalysisOptions &Opts = {}) {
  llvm::Function *F = kernelNamed(File, Name);
  if (!F)
    throw std::runtime_error("no kernel " + Name + " in " + File);
  auto M = analyzeKernel(*F, Opts);
  if (!M)
    throw std::runtime_error(llvm::toString(M.takeError()));
  return std::move(*M);
}

/// Bindings for evaluation: every lat./del. symbol gets \p Cost unless given;
/// the reuse model's per-launch shares their defaults (no L1 share, all from
/// DRAM: reuse.l1.a<i> = 0, reuse.dram.a<i> = 1) and scatter.L<line> the
/// analysis's default for a gather (1) or a computed index (0) when given in
/// \p Defaults.
inline std::map<std::string, double> withCosts(const Expr &E, std::map<std::string, double> B, double Cost = 1,
                                               const std::map<std::string, double> &Defaults = {}) {
  for (const std::string &S : E.symbols()) {
    if (B.count(S))
      continue;
    if (S.rfind("lat.", 0) == 0 || S.rfind("del.", 0) == 0)
      B[S] = Cost;
    else if (S.rfind("reuse.l1.", 0) == 0)
      B[S] = 0;
    else if (S.rfind("reuse.dram.", 0) == 0)
      B[S] = 1;
    else if (auto It = Defaults.find(S); It != Defaults.end())
      B[S] = It->second;
  }
  return B;
}

/// Thread (Tx, Ty) of block (Bx, By) in a 1 x 1 x 1 grid of BdimX x BdimY blocks,
/// plus \p Extra (arguments, symbols).
inline std::map<std::string, double> threadAt(double Tx, double BdimX, std::map<std::string, double> Extra = {},
                                              double Ty = 0, double BdimY = 1, double Bx = 0, double By = 0,
                                              double GdimX = 1, double GdimY = 1) {
  std::map<std::string, double> B = {{"tid.x", Tx},    {"tid.y", Ty},    {"tid.z", 0},      {"bid.x", Bx},
                                     {"bid.y", By},    {"bid.z", 0},     {"bdim.x", BdimX}, {"bdim.y", BdimY},
                                     {"bdim.z", 1},    {"gdim.x", GdimX}, {"gdim.y", GdimY}, {"gdim.z", 1}};
  for (auto &[K, V] : Extra)
    B[K] = V;
  return B;
}

/// \p E at binding \p B, every lat./del. symbol 1 (withCosts).
inline double evalAt(const Expr &E, std::map<std::string, double> B) {
  return E.evaluate(withCosts(E, std::move(B)));
}

/// The instruction mix's count of \p Class per thread at \p B (evalAt); 0 when
/// the kernel has none of that class.
inline double mixAt(const KernelModel &M, const std::string &Class, std::map<std::string, double> B) {
  auto It = M.InstructionMix.find(Class);
  return It == M.InstructionMix.end() ? 0.0 : evalAt(It->second, std::move(B));
}

} // namespace kc::test
