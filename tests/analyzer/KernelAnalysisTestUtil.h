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

/// Bindings for evaluation: every lat./del. symbol gets \p Cost unless given.
inline std::map<std::string, double> withCosts(const Expr &E, std::map<std::string, double> B, double Cost = 1) {
  for (const std::string &S : E.symbols())
    if ((S.rfind("lat.", 0) == 0 || S.rfind("del.", 0) == 0) && !B.count(S))
      B[S] = Cost;
  return B;
}

} // namespace kc::test
