// Removal of loads that repeat an earlier load of the same address
// (RedundantLoads.h).
#include "analyzer/RedundantLoads.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

#include <utility>
#include <vector>

namespace kc {

namespace {

constexpr unsigned GlobalAS = 1, SharedAS = 3;

/// The loads the pass may replace: plain (not volatile, not atomic) loads of
/// global or shared memory.
bool candidate(const llvm::LoadInst &L) {
  unsigned AS = L.getPointerAddressSpace();
  return L.isSimple() && (AS == GlobalAS || AS == SharedAS);
}

/// Loads available at a point: (address, type, space) -> the load.
using Available = llvm::DenseMap<std::pair<const llvm::SCEV *, llvm::Type *>, llvm::LoadInst *>;

/// Forgets what \p I may overwrite: a store into one space ends the loads of
/// that space (a generic store, of both); anything else that may write memory
/// (atomics, barriers, calls, memcpy) ends them all.
void clobber(const llvm::Instruction &I, Available &A) {
  if (!I.mayWriteToMemory())
    return;
  unsigned Hit = ~0u; // every space
  if (auto *S = llvm::dyn_cast<llvm::StoreInst>(&I); S && S->isSimple()) {
    unsigned AS = S->getPointerAddressSpace();
    if (AS == GlobalAS || AS == SharedAS)
      Hit = AS;
  }
  if (Hit == ~0u) {
    A.clear();
    return;
  }
  llvm::SmallVector<std::pair<const llvm::SCEV *, llvm::Type *>, 8> Gone;
  for (const auto &[K, L] : A)
    if (L->getPointerAddressSpace() == Hit)
      Gone.push_back(K);
  for (const auto &K : Gone)
    A.erase(K);
}

} // namespace

unsigned removeRedundantLoads(llvm::Function &F) {
  if (F.isDeclaration())
    return 0;
  llvm::TargetLibraryInfoImpl TLII(llvm::Triple(F.getParent()->getTargetTriple()));
  llvm::TargetLibraryInfo TLI(TLII, &F);
  llvm::AssumptionCache AC(F);
  llvm::DominatorTree DT(F);
  llvm::LoopInfo LI(DT);
  llvm::ScalarEvolution SE(F, TLI, AC, DT, LI);

  std::vector<llvm::LoadInst *> Dead;
  // Depth first over the dominator tree; a block starts with what its single
  // predecessor ended with (no other path reaches it), else with nothing.
  std::vector<std::pair<llvm::DomTreeNode *, Available>> Work;
  Work.push_back({DT.getRootNode(), Available()});
  while (!Work.empty()) {
    auto [Node, A] = std::move(Work.back());
    Work.pop_back();
    llvm::BasicBlock *BB = Node->getBlock();
    for (llvm::Instruction &I : *BB) {
      auto *L = llvm::dyn_cast<llvm::LoadInst>(&I);
      if (!L || !candidate(*L)) {
        clobber(I, A);
        continue;
      }
      const llvm::SCEV *Ptr = SE.getSCEV(L->getPointerOperand());
      if (llvm::isa<llvm::SCEVCouldNotCompute>(Ptr))
        continue;
      auto [It, New] = A.try_emplace({Ptr, L->getType()}, L);
      if (New)
        continue;
      L->replaceAllUsesWith(It->second);
      Dead.push_back(L);
    }
    for (llvm::DomTreeNode *Child : Node->children()) {
      bool OnlyFromHere = Child->getBlock()->getSinglePredecessor() == BB;
      Work.push_back({Child, OnlyFromHere ? A : Available()});
    }
  }
  for (llvm::LoadInst *L : Dead)
    L->eraseFromParent();
  return static_cast<unsigned>(Dead.size());
}

unsigned removeRedundantLoads(llvm::Module &M) {
  unsigned N = 0;
  for (llvm::Function &F : M)
    N += removeRedundantLoads(F);
  return N;
}

} // namespace kc
