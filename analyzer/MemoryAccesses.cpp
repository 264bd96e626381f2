// Memory accesses of the kernel model: each load/store/atomic's pattern (strides
// along the thread indices, sectors per warp request, bank conflicts), its
// bytes, cache-hit shares, wave-level address sharing and replays, summed into
// the model's memory totals (see ModelBuilder.h, AccessPattern.h).
#include "analyzer/ModelBuilder.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Instructions.h"

#include <fmt/format.h>

#include <cmath>
#include <set>
#include <tuple>

using namespace llvm;

namespace kc::detail {

namespace {

const std::array<const char *, 3> Dims = {"x", "y", "z"};

/// \p E mod 32 for an integer-valued \p E, without the terms that are multiples
/// of 32 (k*Width with 32 | k): `(32*width + 4) mod 32` is 4, not a formula.
Expr mod32(const Expr &E) {
  auto Multiple = [](const Expr &T) {
    if (T.isConstant())
      return std::fmod(T.constantValue(), 32.0) == 0;
    if (T.kind() != ExprKind::Mul)
      return false;
    for (const Expr &Op : T.operands())
      if (Op.isConstant() && Op.constantValue() == std::floor(Op.constantValue()) &&
          std::fmod(Op.constantValue(), 32.0) == 0)
        return true;
    return false;
  };
  if (Multiple(E))
    return Expr(0.0);
  if (E.kind() == ExprKind::Add) {
    Expr Sum(0.0);
    for (const Expr &T : E.operands())
      if (!Multiple(T))
        Sum = Sum + (T.isConstant() ? Expr(T.constantValue() - 32.0 * std::floor(T.constantValue() / 32.0)) : T);
    if (Sum.isConstant())
      return Expr(Sum.constantValue() - 32.0 * std::floor(Sum.constantValue() / 32.0));
    return mod(Sum, Expr(32.0));
  }
  return mod(E, Expr(32.0));
}

/// Whether \p V is computed from a value read from memory (a load, an atomic, a
/// call other than a special-register read), following operands and phis.
bool dependsOnLoadedData(const Value *V) {
  SmallPtrSet<const Value *, 32> Seen;
  SmallVector<const Value *, 16> Work{V};
  while (!Work.empty()) {
    const Value *X = Work.pop_back_val();
    if (!Seen.insert(X).second)
      continue;
    auto *I = dyn_cast<Instruction>(X);
    if (!I)
      continue; // arguments, constants, globals
    if (isa<LoadInst>(I) || isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I))
      return true;
    if (auto *Call = dyn_cast<CallBase>(I)) {
      const Function *F = Call->getCalledFunction();
      if (!F || !F->getName().starts_with("llvm.nvvm.read.ptx.sreg."))
        return true;
      continue;
    }
    for (const Value *Op : I->operands())
      Work.push_back(Op);
  }
  return false;
}

/// Threads of one wave that read the address \p Ptr: the product of the block
/// extents along the thread indices it does not depend on, times the blocks of
/// a wave it does not depend on. A wave is wave.blocks consecutive linear block
/// ids (x fastest); it holds min(gdim.x, W) distinct bid.x values,
/// min(gdim.y, max(1, W / gdim.x)) bid.y values and min(gdim.z, max(1, W /
/// (gdim.x gdim.y))) bid.z values, so max(1, W / (distinct values of the
/// indices the address depends on)) blocks share each address. \p Independent
/// answers whether the address is the same for every value of an index.
template <typename IndepFn> Expr waveSharers(IndepFn &&Independent) {
  Expr Threads(1.0);
  for (const char *D : Dims)
    if (Independent(std::string("tid.") + D))
      Threads = Threads * Expr::symbol(std::string("bdim.") + D);
  Expr W = Expr::symbol("wave.blocks");
  Expr GX = Expr::symbol("gdim.x"), GY = Expr::symbol("gdim.y"), GZ = Expr::symbol("gdim.z");
  Expr Distinct[3] = {min(GX, W), min(GY, max(Expr(1.0), W / GX)),
                      min(GZ, max(Expr(1.0), W / (GX * GY)))};
  Expr Dependent(1.0);
  bool AllDependent = true;
  for (unsigned D = 0; D < 3; ++D) {
    if (Independent(std::string("bid.") + Dims[D]))
      AllDependent = false;
    else
      Dependent = Dependent * Distinct[D];
  }
  Expr Blocks = AllDependent ? Expr(1.0) : max(Expr(1.0), W / Dependent);
  return Threads * Blocks;
}

} // namespace

std::map<const Instruction *, ModelBuilder::NeighbourGroup>
ModelBuilder::neighbourGroups(const BasicBlock &BB) {
  struct Member {
    const Instruction *I;
    int64_t Offset; ///< from the cluster's first access
  };
  struct Cluster {
    const SCEV *Leader;
    bool Store;
    unsigned Bytes;
    std::vector<Member> Members;
  };
  std::vector<Cluster> Clusters;
  for (const Instruction &I : BB) {
    const ClassifiedInstr &C = Classes[&I];
    if (!C.IsMemory || C.IsAtomic || !C.Pointer || !SE.isSCEVable(C.Pointer->getType()) ||
        (C.Space != AddressSpace::Global && C.Space != AddressSpace::Generic))
      continue;
    const SCEV *Ptr = SE.getSCEV(const_cast<Value *>(C.Pointer));
    bool Joined = false;
    for (Cluster &Cl : Clusters) {
      if (Cl.Store != C.IsStore || Cl.Bytes != C.Bytes)
        continue;
      if (auto *D = dyn_cast<SCEVConstant>(SE.getMinusSCEV(Ptr, Cl.Leader));
          D && D->getAPInt().getSignificantBits() <= 32) {
        Cl.Members.push_back({&I, D->getAPInt().getSExtValue()});
        Joined = true;
        break;
      }
    }
    if (!Joined)
      Clusters.push_back({Ptr, C.IsStore, C.Bytes, {{&I, 0}}});
  }
  std::map<const Instruction *, NeighbourGroup> Out;
  for (const Cluster &Cl : Clusters) {
    if (Cl.Members.size() < 2)
      continue;
    int64_t Lo = Cl.Members.front().Offset, Hi = Lo;
    for (const Member &Mb : Cl.Members) {
      Lo = std::min(Lo, Mb.Offset);
      Hi = std::max(Hi, Mb.Offset + static_cast<int64_t>(Cl.Bytes));
    }
    if (Hi - Lo > 128) // a small struct or vector, not two far-apart elements
      continue;
    for (const Member &Mb : Cl.Members)
      Out[Mb.I] = {static_cast<unsigned>(Cl.Members.size()), Mb.Offset - Lo, static_cast<unsigned>(Hi - Lo)};
  }
  return Out;
}

/// The kernel's running sums over its accesses.
struct ModelBuilder::MemoryTotals {
  Expr LoadB{0.0}, StoreB{0.0}, Uncoal{0.0}, Sectors{0.0}, SharedB{0.0}, LocalB{0.0}, ConstB{0.0};
  Expr L1Weighted{0.0}, L2Weighted{0.0}, GlobalAll{0.0};
  std::set<double> L1Values, L2Values;
  bool AnyShared = false;
  Expr Replays{0.0};
  /// Compute capability 2.x/3.x: per-line replays; 3.x: 64-bit banks (paired words).
  bool LineReplays = false;
  bool PairedBanks = false;
};

void ModelBuilder::addReplays(MemoryTotals &T, const SourceLocation &Loc, const Expr &Extra) {
  T.Replays = T.Replays + Extra;
  auto [It, New] = ReplaysByLine.try_emplace(Loc.Line, SourceLocation{Loc.File, Loc.Line, 0}, Expr(0.0));
  It->second.second = It->second.second + Extra;
}

AccessStrides ModelBuilder::accessStrides(const ClassifiedInstr &C, const SCEV *Ptr) {
  AccessStrides S;
  S.Bytes = C.Bytes;
  S.Misalignment = Expr(0.0);
  if (Ptr) {
    std::optional<Expr> *Out[3] = {&S.X, &S.Y, &S.Z};
    for (unsigned D = 0; D < 3; ++D)
      if (auto K = Sym.coefficient(Ptr, std::string("tid.") + Dims[D]))
        *Out[D] = withMeanIterations(*K);
    const SCEV *Base = SE.getPointerBase(Ptr);
    const SCEV *Offset = isa<SCEVCouldNotCompute>(Base) ? nullptr : SE.getMinusSCEV(Ptr, Base);
    if (Offset && !isa<SCEVCouldNotCompute>(Offset))
      if (auto O = Sym.translate(Offset)) {
        std::map<std::string, Expr> Zero;
        for (const std::string &Name : O->symbols())
          if (StringRef(Name).starts_with("tid.") || StringRef(Name).starts_with("bid.") ||
              StringRef(Name).starts_with("iter."))
            Zero[Name] = Expr(0.0);
        S.Misalignment = mod32(O->substitute(Zero));
      }
  }
  return S;
}

void ModelBuilder::globalAccess(MemoryAccess &A, const Instruction &I, const ClassifiedInstr &C,
                                const AccessStrides &S, const SCEV *Ptr, const NeighbourGroup *Group,
                                const Expr &Bytes, MemoryTotals &T) {
  GlobalPattern P = globalPattern(S);
  A.SectorsPerRequest = P.Sectors;
  A.Verdict = P.Verdict;
  // With neighbours at constant offsets, DRAM moves the group's joint span:
  // its uncoalesced share is the group's (a whole 36-byte struct per thread
  // is coalesced as a group though each 4-byte load alone is not).
  Expr UncoalShare = P.UncoalescedShare;
  if (Group && S.X) {
    AccessStrides Joint = S;
    Joint.Bytes = Group->SpanBytes;
    Joint.Misalignment = mod32(S.Misalignment - Expr(double(Group->OffsetFromStart)) + Expr(128.0));
    GlobalPattern GP = globalPattern(Joint);
    UncoalShare = GP.UncoalescedShare;
    A.Verdict += fmt::format("; with {} neighbouring accesses ({} B span): {} sectors per request for all",
                             Group->Members - 1, Group->SpanBytes,
                             GP.Sectors.substitute({{"bdim.x", Expr(32.0)}, {"bdim.y", Expr(32.0)},
                                                    {"bdim.z", Expr(1.0)}}).str());
  }
  if (C.Space == AddressSpace::Generic)
    A.Verdict += " (generic pointer, assumed global)";
  const Loop *L = LI.getLoopFor(I.getParent());
  bool Reused = !C.IsStore && L && Ptr && SE.isLoopInvariant(Ptr, L);
  A.L1HitFraction = C.IsStore ? 0.0 : Reused ? 1.0 : Opts.DefaultL1Hit;
  A.L2HitFraction = Reused ? 0.0 : Opts.DefaultL2Hit;
  if (Reused)
    A.Verdict += "; same address every iteration of loop " + loopName(L) + ": L1 hit";
  // Loads other threads of the wave also make: only the first reader goes to
  // DRAM, the others hit in L2 (1 - 1/sharers of what L1 and L2 do not serve).
  Expr MissShare(1.0 - A.L1HitFraction - A.L2HitFraction);
  Expr L2Share(A.L2HitFraction);
  // Compute capability 2.x/3.x: a warp request is broken into one request per
  // 128-byte cache line, issued independently (CUDA C++ Programming Guide,
  // compute capability 2.x global memory): each line past the first is
  // one more issue of the instruction.
  if (T.LineReplays && !C.IsAtomic) {
    Expr Extra = A.Executions * max(Expr(0.0), P.Lines - Expr(1.0)) *
                 Expr::symbol(C.IsStore ? "del.store_global" : "del.load_global");
    if (!Extra.isConstant(0.0))
      addReplays(T, A.Loc, Extra);
  }
  // Only an address made of indices, arguments, constants and loop
  // iterations can be shared: one computed from loaded data (a pointer
  // chase, a gather through an index array) is read by its own thread only.
  bool Opaque = !Ptr || SCEVExprContains(Ptr, [](const SCEV *X) {
                  auto *U = dyn_cast<SCEVUnknown>(X);
                  return U && dependsOnLoadedData(U->getValue());
                });
  if (!C.IsStore && !C.IsAtomic && !Opaque && !Reused) {
    Expr Sharers = waveSharers([&](const std::string &Index) {
      std::optional<Expr> K = Sym.coefficient(Ptr, Index);
      return K && K->isConstant(0.0);
    });
    if (!Sharers.isConstant(1.0)) {
      A.SharedBy = Sharers;
      L2Share = L2Share + MissShare * (Expr(1.0) - Expr(1.0) / Sharers);
      A.Verdict += "; address shared by " + Sharers.str() + " threads of a wave";
    }
  }
  if (C.IsStore)
    T.StoreB = T.StoreB + Bytes;
  else
    T.LoadB = T.LoadB + Bytes;
  // Uncoalesced requests cost their sectors wherever they hit: not scaled by sharing.
  T.Uncoal = T.Uncoal + Bytes * UncoalShare;
  T.Sectors = T.Sectors + A.Executions * P.Sectors / Expr(32.0);
  T.L1Weighted = T.L1Weighted + Bytes * Expr(A.L1HitFraction);
  T.L2Weighted = T.L2Weighted + Bytes * L2Share;
  if (A.SharedBy)
    T.AnyShared = true;
  T.GlobalAll = T.GlobalAll + Bytes;
  T.L1Values.insert(A.L1HitFraction);
  T.L2Values.insert(A.L2HitFraction);
}

void ModelBuilder::sharedAccess(MemoryAccess &A, const ClassifiedInstr &C, const AccessStrides &S,
                                const Expr &Bytes, MemoryTotals &T) {
  SharedPattern P = sharedPattern(S, Opts.BlockDim, T.PairedBanks);
  A.BankConflictWays = P.Ways;
  // Without a block shape the degree depends on how many threadIdx.x a
  // warp row holds: evaluate rows of 1, 2, 4, 8, 16 and 32 threads.
  Expr Ways(static_cast<double>(P.Ways));
  if (!Opts.BlockDim) {
    for (unsigned Wd : {16u, 8u, 4u, 2u, 1u}) {
      unsigned W = sharedPattern(S, std::array<unsigned, 3>{Wd, 32 / Wd, 1}, T.PairedBanks).Ways;
      Ways = select(lt(Expr::symbol("bdim.x"), Expr(2.0 * Wd)), Expr(static_cast<double>(W)), Ways);
    }
  }
  if (!Ways.isConstant(1.0)) {
    A.BankConflicts = Ways;
    Expr Del = Expr::symbol(C.IsStore ? "del.store_shared" : "del.load_shared");
    addReplays(T, A.Loc, A.Executions * (Ways - Expr(1.0)) * Del);
  }
  A.Verdict = P.Verdict;
  A.SectorsPerRequest = Expr(0.0);
  T.SharedB = T.SharedB + Bytes;
}

void ModelBuilder::memoryAccesses() {
  struct Key {
    unsigned Line, Column;
    AddressSpace Space;
    bool Store, Atomic;
    unsigned Bytes;
    std::string Verdict;
    auto tie() const { return std::tie(Line, Column, Space, Store, Atomic, Bytes, Verdict); }
    bool operator<(const Key &O) const { return tie() < O.tie(); }
  };
  std::map<Key, size_t> Index;
  MemoryTotals T;
  // Compute capability 2.x/3.x: per-line replays; 3.x: 64-bit banks (paired words).
  T.LineReplays = StringRef(M.Arch).starts_with("sm_2") || StringRef(M.Arch).starts_with("sm_3");
  T.PairedBanks = StringRef(M.Arch).starts_with("sm_3");
  for (const BasicBlock *BB : Rpo) {
    std::map<const Instruction *, NeighbourGroup> Groups = neighbourGroups(*BB);
    for (const Instruction &I : *BB) {
      const ClassifiedInstr &C = Classes[&I];
      if (!C.IsMemory)
        continue;
      MemoryAccess A;
      A.Loc = locOf(I);
      A.Space = C.Space == AddressSpace::Generic ? AddressSpace::Global : C.Space;
      A.IsStore = C.IsStore;
      A.IsAtomic = C.IsAtomic;
      A.BytesPerThread = C.Bytes;
      A.Executions = Freq[BB];
      const SCEV *Ptr = C.Pointer && SE.isSCEVable(C.Pointer->getType())
                            ? SE.getSCEV(const_cast<Value *>(C.Pointer))
                            : nullptr;
      AccessStrides S = accessStrides(C, Ptr);
      A.StrideX = S.X;
      A.StrideY = S.Y;
      A.StrideZ = S.Z;
      Expr Bytes = Expr(static_cast<double>(C.Bytes)) * A.Executions;
      switch (A.Space) {
      case AddressSpace::Global:
      case AddressSpace::Generic: {
        auto G = Groups.find(&I);
        globalAccess(A, I, C, S, Ptr, G == Groups.end() ? nullptr : &G->second, Bytes, T);
        break;
      }
      case AddressSpace::Shared:
        sharedAccess(A, C, S, Bytes, T);
        break;
      case AddressSpace::Local:
        A.Verdict = "local memory (per-thread stack or spill)";
        A.SectorsPerRequest = globalPattern(S).Sectors;
        T.LocalB = T.LocalB + Bytes;
        break;
      case AddressSpace::Constant:
        A.Verdict = S.X && S.X->isConstant(0.0) ? "constant cache broadcast"
                                                 : "constant memory, lanes read different addresses (serialized)";
        A.SectorsPerRequest = Expr(0.0);
        T.ConstB = T.ConstB + Bytes;
        break;
      }
      Key K{A.Loc.Line, A.Loc.Column, A.Space, A.IsStore, A.IsAtomic, A.BytesPerThread, A.Verdict};
      if (auto It = Index.find(K); It != Index.end()) {
        M.Accesses[It->second].Executions = M.Accesses[It->second].Executions + A.Executions;
      } else {
        Index[K] = M.Accesses.size();
        M.Accesses.push_back(std::move(A));
      }
    }
  }
  // Bank-conflict and cache-line replays issue the request again, in the warp's
  // own instruction stream: they add to its issue cycles and its time.
  M.Delay = M.Delay + T.Replays;
  M.Time = M.Time + T.Replays;
  M.GlobalLoadBytes = T.LoadB;
  M.GlobalStoreBytes = T.StoreB;
  M.UncoalescedBytes = T.Uncoal;
  M.GlobalSectors = T.Sectors;
  M.SharedBytes = T.SharedB;
  M.LocalBytes = T.LocalB;
  M.ConstantBytes = T.ConstB;
  M.L1HitFraction = T.L1Values.size() <= 1 ? Expr(T.L1Values.empty() ? Opts.DefaultL1Hit : *T.L1Values.begin())
                                           : T.L1Weighted / max(T.GlobalAll, Expr(1.0));
  M.L2HitFraction = T.L2Values.size() <= 1 && !T.AnyShared
                        ? Expr(T.L2Values.empty() ? Opts.DefaultL2Hit : *T.L2Values.begin())
                        : T.L2Weighted / max(T.GlobalAll, Expr(1.0));
}

} // namespace kc::detail
