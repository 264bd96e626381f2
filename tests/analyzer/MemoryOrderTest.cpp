// The issue order of memory operations in a block's critical path
// (analyzer/CriticalPath.h): a store holds back later accesses of its own
// state space only. Probe (ptxas 11.8, sm_86): in a loop unrolled 4 times that
// loads g[...] and stores to shared memory, the 4 LDG issue before the first
// STS; with the stores going to global memory instead, each LDG waits for the
// STG before it (the pointers may alias).
#include "analyzer/CriticalPath.h"
#include "analyzer/InstrClassifier.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>

using namespace kc;

namespace {

/// How many global-load latencies the critical path of `load g; fmul; store;
/// load g+n; fmul; store` (stores to \p StoreSpace) holds: its time's slope in
/// lat.mem, every other cost 1.
double memoryLatenciesOnThePath(unsigned StoreSpace) {
  std::string S = std::to_string(StoreSpace);
  std::string Ir = "define void @k(ptr addrspace(1) %g, ptr addrspace(" + S + ") %o, i64 %n) {\n"
                   "  %a = load float, ptr addrspace(1) %g\n"
                   "  %b = fmul float %a, 2.0\n"
                   "  store float %b, ptr addrspace(" + S + ") %o\n"
                   "  %g2 = getelementptr float, ptr addrspace(1) %g, i64 %n\n"
                   "  %c = load float, ptr addrspace(1) %g2\n"
                   "  %d = fmul float %c, 2.0\n"
                   "  %o2 = getelementptr float, ptr addrspace(" + S + ") %o, i64 1\n"
                   "  store float %d, ptr addrspace(" + S + ") %o2\n"
                   "  ret void\n}\n";
  llvm::LLVMContext Ctx;
  llvm::SMDiagnostic Err;
  std::unique_ptr<llvm::Module> M = llvm::parseAssemblyString(Ir, Err, Ctx);
  if (!M)
    throw std::runtime_error(Err.getMessage().str());
  std::map<const llvm::Instruction *, ClassifiedInstr> Classes;
  const llvm::BasicBlock &BB = M->getFunction("k")->getEntryBlock();
  for (const llvm::Instruction &I : BB)
    Classes[&I] = classifyInstruction(I);
  BlockTime T = blockTime(
      BB, [&](const llvm::Instruction &I) -> const ClassifiedInstr & { return Classes.at(&I); },
      PathOptions::withWeights({}, 8));
  auto At = [&](double LatMem) {
    std::map<std::string, double> Costs;
    for (const std::string &Sym : T.Time.symbols())
      Costs[Sym] = Sym == "lat.mem" ? LatMem : 1;
    return T.Time.evaluate(Costs);
  };
  return (At(200) - At(100)) / 100;
}

TEST(MemoryOrder, ASharedStoreDoesNotHoldBackALaterGlobalLoad) {
  // Both loads issue before the first store: their latencies overlap, one on the path.
  EXPECT_DOUBLE_EQ(memoryLatenciesOnThePath(3), 1);
}

TEST(MemoryOrder, AGlobalStoreHoldsBackALaterGlobalLoad) {
  // The second load issues after the first store, which waits for the first
  // load: the two latencies follow one another.
  EXPECT_DOUBLE_EQ(memoryLatenciesOnThePath(1), 2);
}

TEST(MemoryOrder, AGenericStoreHoldsBackEveryLaterAccess) {
  // A generic pointer may point anywhere.
  EXPECT_DOUBLE_EQ(memoryLatenciesOnThePath(0), 2);
}

} // namespace
