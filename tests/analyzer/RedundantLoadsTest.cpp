// Repeated loads of one address (analyzer/RedundantLoads.h): which the pass
// removes and which it must keep, on a hand-written module whose second
// address is computed differently from the first.
#include "analyzer/RedundantLoads.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

using namespace kc;

namespace {

std::unique_ptr<llvm::Module> parse(llvm::LLVMContext &Ctx, const char *Text) {
  llvm::SMDiagnostic Err;
  auto M = llvm::parseAssemblyString(Text, Err, Ctx);
  if (!M)
    ADD_FAILURE() << Err.getMessage().str() << " at line " << Err.getLineNo();
  return M;
}

/// The names of \p F's loads that remain, in order.
std::vector<std::string> loadsLeft(llvm::Function &F) {
  std::vector<std::string> Names;
  for (llvm::BasicBlock &BB : F)
    for (llvm::Instruction &I : BB)
      if (llvm::isa<llvm::LoadInst>(I))
        Names.push_back(I.getName().str());
  return Names;
}

// `sh + t + 2` as two GEPs in the entry block, and as `sh + (t + 2)` in the
// block only the entry reaches: one address. A global store between them does
// not touch shared memory; a shared store does; a barrier ends everything; a
// block two paths reach starts with nothing.
const char *Shared = R"(
target triple = "nvptx64-nvidia-cuda"
@sh = internal addrspace(3) global [64 x float] undef, align 4
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

define void @k(i64 %t, i1 %c, ptr addrspace(1) %out) {
entry:
  %p1 = getelementptr inbounds float, ptr addrspace(3) @sh, i64 %t
  %q = getelementptr inbounds float, ptr addrspace(3) %p1, i64 2
  %v1 = load float, ptr addrspace(3) %q, align 4
  br i1 %c, label %then, label %exit

then:
  %t2 = add i64 %t, 2
  %r = getelementptr inbounds float, ptr addrspace(3) @sh, i64 %t2
  %v2 = load float, ptr addrspace(3) %r, align 4
  %s = fadd float %v1, %v2
  store float %s, ptr addrspace(1) %out, align 4
  %v3 = load float, ptr addrspace(3) %r, align 4
  store float %v3, ptr addrspace(3) %p1, align 4
  %v4 = load float, ptr addrspace(3) %q, align 4
  %v5 = load float, ptr addrspace(3) %q, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %v6 = load float, ptr addrspace(3) %q, align 4
  %s2 = fadd float %v4, %v5
  %s3 = fadd float %s2, %v6
  store float %s3, ptr addrspace(1) %out, align 4
  br label %exit

exit:
  %v7 = load float, ptr addrspace(3) %q, align 4
  store float %v7, ptr addrspace(1) %out, align 4
  ret void
}
)";

// Global loads: a global store ends them, a shared store does not; a volatile
// load is never taken as a repeat.
const char *Global = R"(
target triple = "nvptx64-nvidia-cuda"
@sh = internal addrspace(3) global [64 x float] undef, align 4

define void @g(ptr addrspace(1) %in, ptr addrspace(1) %out, i64 %t) {
entry:
  %a = getelementptr inbounds float, ptr addrspace(1) %in, i64 %t
  %g1 = load float, ptr addrspace(1) %a, align 4
  store float %g1, ptr addrspace(3) @sh, align 4
  %g2 = load float, ptr addrspace(1) %a, align 4
  %g3 = load volatile float, ptr addrspace(1) %a, align 4
  store float %g2, ptr addrspace(1) %out, align 4
  %g4 = load float, ptr addrspace(1) %a, align 4
  %x = fadd float %g3, %g4
  store float %x, ptr addrspace(1) %out, align 4
  ret void
}
)";

} // namespace

TEST(RedundantLoads, SharedRepeatsAreRemovedUntilSomethingMayOverwriteThem) {
  llvm::LLVMContext Ctx;
  auto M = parse(Ctx, Shared);
  ASSERT_TRUE(M);
  llvm::Function &F = *M->getFunction("k");
  // v2 and v3 repeat v1 (v3 across a global store); v5 repeats v4 (after the
  // shared store); v6 follows a barrier, v7 a join.
  EXPECT_EQ(removeRedundantLoads(F), 3u);
  EXPECT_EQ(loadsLeft(F), (std::vector<std::string>{"v1", "v4", "v6", "v7"}));
  // The sum that read v2 now reads v1.
  for (llvm::Instruction &I : llvm::instructions(F))
    if (I.getName() == "s")
      EXPECT_EQ(I.getOperand(1)->getName(), "v1");
  // A second run finds nothing more.
  EXPECT_EQ(removeRedundantLoads(*M), 0u);
}

TEST(RedundantLoads, GlobalRepeatsEndAtAGlobalStoreAndVolatileLoadsStay) {
  llvm::LLVMContext Ctx;
  auto M = parse(Ctx, Global);
  ASSERT_TRUE(M);
  llvm::Function &F = *M->getFunction("g");
  EXPECT_EQ(removeRedundantLoads(F), 1u); // g2
  EXPECT_EQ(loadsLeft(F), (std::vector<std::string>{"g1", "g3", "g4"}));
}
