// Memory accesses of the kernel model: each load/store/atomic's pattern (strides
// along the thread indices, sectors per warp request, bank conflicts), its
// bytes, cache-hit shares, wave-level address sharing and replays, summed into
// the model's memory totals (see ModelBuilder.h, AccessPattern.h).
#include "analyzer/ModelBuilder.h"
#include "kernelmodel/ExprSum.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Instructions.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstring>
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

bool isIndexVar(const std::string &V) {
  return StringRef(V).starts_with("tid.") || StringRef(V).starts_with("bid.") ||
         StringRef(V).starts_with("iter.");
}

/// Coefficient of \p Var in \p E when E is affine in it (checked at a few points
/// of its other symbols) and the coefficient depends on no index; else nullopt.
std::optional<Expr> affineCoefficient(const Expr &E, const std::string &Var) {
  if (!E.mentions(Var))
    return Expr(0.0);
  // Multiplied out, so the two sides' common terms cancel (without it, the
  // step of ((bid.x*bdim.x + tid.x - r)*w + c)*ch keeps both copies of r*w*ch,
  // and copies of one array with equal steps would not be seen as one group).
  Expr C = expandProducts(E.substitute({{Var, Expr(1.0)}}) - E.substitute({{Var, Expr(0.0)}}));
  std::set<std::string> Syms = E.symbols();
  // The difference may still name other indices in unexpanded products
  // ((bdim.y*bid.y + 1)*Width - bdim.y*bid.y*Width): take it at those indices = 0
  // and check below that it does not depend on them.
  std::map<std::string, Expr> OthersZero;
  for (const std::string &S : C.symbols())
    if (isIndexVar(S))
      OthersZero[S] = Expr(0.0);
  if (!OthersZero.empty())
    C = C.substitute(OthersZero);
  for (unsigned Trial = 0; Trial < 3; ++Trial) {
    std::map<std::string, double> B;
    unsigned K = 0;
    for (const std::string &S : Syms)
      B[S] = 3.0 + ((K++ * 7 + Trial * 13) % 41); // distinct moderate values
    auto At = [&](double V) {
      B[Var] = V;
      return E.evaluate(B);
    };
    double E0 = At(0), E1 = At(1), E5 = At(5), E17 = At(17);
    for (auto [K2, Ek] : {std::pair{5.0, E5}, std::pair{17.0, E17}})
      if (!(std::fabs(Ek - (E0 + K2 * (E1 - E0))) <= 1e-6 * (1 + std::fabs(Ek))))
        return std::nullopt;
    double Cv = C.evaluate(B);
    if (!(std::fabs(Cv - (E1 - E0)) <= 1e-6 * (1 + std::fabs(Cv))))
      return std::nullopt; // the step depends on another index: not affine
  }
  return C;
}

/// Average step of \p E per unit of \p Var over 0 .. 31 with the other indices
/// at 0: an affine stand-in for a mask or a division of the thread index
/// (`tid.x & 31` steps by 1, `tid.x / 2` by 1/2).
Expr averageStep(const Expr &E, const std::string &Var) {
  std::map<std::string, Expr> At0, At31;
  for (const std::string &S : E.symbols())
    if (isIndexVar(S) && S != Var)
      At0[S] = At31[S] = Expr(0.0);
  At0[Var] = Expr(0.0);
  At31[Var] = Expr(31.0);
  return (E.substitute(At31) - E.substitute(At0)) / Expr(31.0);
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
  // Summed once at the end (ExprSum.h): a big unrolled block adds thousands of
  // accesses to each.
  ExprSum LoadB, StoreB, Uncoal, Scattered, SharedB, LocalB, ConstB;
  ExprSum Replays;
  std::map<unsigned, std::pair<SourceLocation, ExprSum>> ReplaysByLine;
  /// Per memory instruction, for the barrier phases (BarrierPhases.cpp).
  llvm::DenseMap<const llvm::Instruction *, ExprSum> ReplaysByInstr;
  const llvm::Instruction *Instr = nullptr; ///< the access being costed
  /// Compute capability 2.x/3.x: per-line replays; 3.x: 64-bit banks (paired words).
  bool LineReplays = false;
  bool PairedBanks = false;
  /// The L1 data stage's cycles of the global requests (docs/model.md#l1-data-stage),
  /// and whether any request's differ from its sector bytes at the L1 bandwidth.
  ExprSum L1Cycles;
  bool L1CyclesDiffer = false;
};

void ModelBuilder::addReplays(MemoryTotals &T, const SourceLocation &Loc, const Expr &Extra) {
  T.Replays.add(Extra);
  if (T.Instr)
    T.ReplaysByInstr[T.Instr].add(Extra);
  auto [It, New] = T.ReplaysByLine.try_emplace(Loc.Line, SourceLocation{Loc.File, Loc.Line, 0}, ExprSum());
  It->second.second.add(Extra);
}

ModelBuilder::AddressParts ModelBuilder::splitAddress(const SCEV *Ptr) {
  AddressParts P;
  if (!Ptr)
    return P;
  const SCEV *Base = SE.getPointerBase(Ptr);
  if (isa<SCEVCouldNotCompute>(Base))
    return P;
  if (auto *U = dyn_cast<SCEVUnknown>(Base)) {
    // Name the array by the object it points into (the kernel argument behind
    // an address-space cast); unnamed objects get a name of their own.
    const Value *Obj = getUnderlyingObject(U->getValue());
    if (Obj->hasName()) {
      P.Array = Obj->getName().str();
    } else {
      auto [It, New] = ArrayNames.try_emplace(Obj, "object" + std::to_string(ArrayNames.size()));
      P.Array = It->second;
    }
  }
  const SCEV *Off = SE.getMinusSCEV(Ptr, Base);
  if (isa<SCEVCouldNotCompute>(Off))
    return P;
  SmallVector<const SCEV *, 8> Ops;
  if (auto *Add = dyn_cast<SCEVAddExpr>(Off))
    Ops.append(Add->operands().begin(), Add->operands().end());
  else
    Ops.push_back(Off);
  P.Translated = true;
  for (const SCEV *Op : Ops) {
    // Values the analysis cannot follow become opaque.<n> symbols, so the
    // thread, block and loop terms around them survive.
    std::optional<Expr> E = Sym.translateWithOpaque(Op);
    if (!E) {
      P.Unknown = true;
      for (unsigned D = 0; D < 3; ++D)
        if (Sym.dependsOn(Op, std::string("tid.") + Dims[D]))
          P.LaneUnknown[D] = true;
      if ((P.LaneUnknown[0] || P.LaneUnknown[1] || P.LaneUnknown[2]) && Sym.dependsOnLaneData(Op))
        P.Gather = true;
      continue;
    }
    // Opaque values: lane-varying ones are bounded by the best and worst case
    // (scatter.L<line>); all of them are taken as 0 in the form (their best case).
    std::map<std::string, Expr> OpaqueZero;
    for (const std::string &V : E->symbols()) {
      const Value *O = Sym.opaqueValue(V);
      if (!O)
        continue;
      OpaqueZero[V] = Expr(0.0);
      P.Unknown = true;
      for (unsigned D = 0; D < 3; ++D)
        if (Sym.dependsOn(O, std::string("tid.") + Dims[D]))
          P.LaneUnknown[D] = true;
      if (Sym.dependsOn(O, "lanemem"))
        P.Gather = P.Gather || P.LaneUnknown[0] || P.LaneUnknown[1] || P.LaneUnknown[2];
    }
    // Affine in every index, or (a mask, a division) replaced by its average step.
    std::map<std::string, Expr> Coefs;
    for (const std::string &V : E->symbols()) {
      if (!isIndexVar(V))
        continue;
      std::optional<Expr> C = affineCoefficient(*E, V);
      if (!C)
        P.Approximate = true;
      Expr K = C ? *C : averageStep(*E, V);
      Coefs[V] = OpaqueZero.empty() ? K : K.substitute(OpaqueZero);
    }
    std::map<std::string, Expr> Zero = OpaqueZero;
    for (auto &[V, C] : Coefs)
      Zero[V] = Expr(0.0);
    for (auto &[V, C] : Coefs)
      P.Coefs[V] = P.Coefs.count(V) ? P.Coefs[V] + C : C;
    P.Rest = P.Rest + E->substitute(Zero);
  }
  return P;
}

std::vector<std::string> ModelBuilder::loopChain(const BasicBlock *BB) const {
  std::vector<std::string> Out;
  for (const Loop *L = LI.getLoopFor(BB); L; L = L->getParentLoop())
    Out.insert(Out.begin(), loopName(L));
  return Out;
}

AccessStrides ModelBuilder::accessStrides(const ClassifiedInstr &C, const AddressParts &Parts,
                                          bool WorstCase) {
  AccessStrides S;
  S.Bytes = C.Bytes;
  S.Misalignment = Expr(0.0);
  if (!Parts.Translated)
    return S; // not affine at all: X, Y, Z unknown
  std::optional<Expr> *Out[3] = {&S.X, &S.Y, &S.Z};
  for (unsigned D = 0; D < 3; ++D) {
    // The worst case takes a lane-varying unknown part as scattering the lanes;
    // the best case as adding nothing across them.
    if (WorstCase && Parts.LaneUnknown[D])
      continue;
    auto It = Parts.Coefs.find(std::string("tid.") + Dims[D]);
    *Out[D] = withMeanIterations(It == Parts.Coefs.end() ? Expr(0.0) : It->second);
  }
  if (!Parts.Unknown)
    S.Misalignment = mod32(Parts.Rest);
  return S;
}

namespace {

/// The pattern between the best case \p B and the worst case \p W at \p X (0..1).
GlobalPattern mixPatterns(const GlobalPattern &B, const GlobalPattern &W, const Expr &X) {
  GlobalPattern P = B;
  P.Sectors = B.Sectors + X * (W.Sectors - B.Sectors);
  P.Lines = B.Lines + X * (W.Lines - B.Lines);
  P.UncoalescedShare = B.UncoalescedShare + X * (W.UncoalescedShare - B.UncoalescedShare);
  P.IsUncoalesced = lt(P.MinSectors, P.Sectors);
  return P;
}

/// Loads through the read-only data path: __ldg, or a `const __restrict__`
/// argument (noalias, read only), which the NVPTX back end loads with ld.global.nc.
bool readOnlyPath(const Instruction &I, const ClassifiedInstr &C) {
  if (I.hasMetadata(LLVMContext::MD_invariant_load))
    return true;
  if (auto *Call = dyn_cast<CallBase>(&I))
    if (const Function *F = Call->getCalledFunction())
      if (F->getName().starts_with("llvm.nvvm.ldg.") || F->getName().starts_with("llvm.nvvm.ldu."))
        return true;
  if (!C.Pointer || C.IsStore)
    return false;
  if (auto *A = dyn_cast<Argument>(getUnderlyingObject(C.Pointer)))
    return A->hasNoAliasAttr() && A->onlyReadsMemory();
  return false;
}

} // namespace

Expr ModelBuilder::scatterSymbol(const SourceLocation &Loc, bool Gather) {
  std::string X = "scatter.L" + std::to_string(Loc.Line);
  double Default = Gather ? 1.0 : 0.0;
  if (auto U = Opts.SymbolValues.find(X); U != Opts.SymbolValues.end())
    Default = U->second; // --scatter LINE=V
  auto [It, New] = M.SymbolDefaults.try_emplace(X, Default);
  if (!New && !Opts.SymbolValues.count(X))
    It->second = std::max(It->second, Default);
  return Expr::symbol(X);
}

void ModelBuilder::globalAccess(MemoryAccess &A, const Instruction &I, const ClassifiedInstr &C,
                                const AddressParts &Parts, const NeighbourGroup *Group, MemoryTotals &T) {
  AccessStrides S = accessStrides(C, Parts, /*WorstCase=*/false);
  A.StrideX = S.X;
  A.StrideY = S.Y;
  A.StrideZ = S.Z;
  GlobalPattern P = globalPattern(S);
  std::string Verdict = P.Verdict;
  bool LaneUnknown = Parts.LaneUnknown[0] || Parts.LaneUnknown[1] || Parts.LaneUnknown[2];
  if (LaneUnknown && Parts.Translated) {
    // A part of the address varies across the lanes in a way the analysis
    // cannot follow. Between the best case (it adds nothing across the lanes)
    // and the worst (it scatters them), scatter.L<line> picks: 0 for an index
    // computed from the thread index (arithmetic keeps its locality), 1 for a
    // gather through data the lanes load; --scatter LINE=V sets it.
    GlobalPattern W = globalPattern(accessStrides(C, Parts, /*WorstCase=*/true));
    P = mixPatterns(P, W, scatterSymbol(A.Loc, Parts.Gather));
    if (Parts.Gather) { // the report shows the default case's strides
      AccessStrides WS = accessStrides(C, Parts, /*WorstCase=*/true);
      A.StrideX = WS.X, A.StrideY = WS.Y, A.StrideZ = WS.Z;
    }
    Expr Typical = W.Sectors.substitute({{"bdim.x", Expr(32.0)}, {"bdim.y", Expr(32.0)}, {"bdim.z", Expr(1.0)}});
    Verdict = fmt::format("{}; the address has a part that varies across the lanes and that the "
                          "analysis cannot follow ({}): {} (best case: {}; scattered: {} sectors per "
                          "request; set with --scatter {}=0..1)",
                          Verdict, Parts.Gather ? "a gather through loaded data" : "computed from the thread index",
                          Parts.Gather ? "assumed scattered" : "assumed to keep the index's locality",
                          P.Verdict.empty() ? "coalesced" : "as above",
                          Typical.isConstant() ? fmt::format("{}", Typical.constantValue()) : Typical.str(),
                          A.Loc.Line);
    note(fmt::format("line {}: a data-dependent address {}; the prediction interval covers both cases "
                     "(--scatter {}=0 .. 1)",
                     A.Loc.Line, Parts.Gather ? "is taken as scattered" : "is taken as keeping the index's locality",
                     A.Loc.Line));
  } else if (Parts.Approximate) {
    Verdict += "; a mask or division of the thread index taken at its average step";
  }
  if (C.IsAtomic && C.WarpCombinable && Parts.Translated && !LaneUnknown) {
    bool ByThread = false;
    for (const char *T : {"tid.x", "tid.y", "tid.z"})
      if (auto It = Parts.Coefs.find(T); It != Parts.Coefs.end() && !It->second.isConstant(0.0))
        ByThread = true;
    if (!ByThread)
      Verdict += "; one address for the whole warp: ptxas merges the lanes' updates into one "
                 "(docs/model.md#atomic-contention)";
  }
  A.SectorsPerRequest = P.Sectors;
  A.Verdict = Verdict;
  // The L1 data banks (compute capability >= 7.0; the predictor uses it where
  // L1 keeps global data): lanes meeting one bank at different words serialize.
  if (!C.IsAtomic) {
    Expr Ways = globalBankWays(S);
    if (!Ways.isConstant(1.0))
      A.BankConflicts = Ways;
  }
  l1DataStage(A, C, P, T);
  // With neighbours at constant offsets, the group's joint span decides how
  // many of the warp's sectors are extra (for the uncoalesced latency): a
  // whole 36-byte struct per thread is coalesced as a group though each 4-byte
  // load alone is not.
  Expr UncoalShare = P.UncoalescedShare;
  Expr IsUncoalesced = P.IsUncoalesced;
  if (Group && S.X) {
    AccessStrides Joint = S;
    Joint.Bytes = Group->SpanBytes;
    Joint.Misalignment = mod32(S.Misalignment - Expr(double(Group->OffsetFromStart)) + Expr(128.0));
    GlobalPattern GP = globalPattern(Joint);
    UncoalShare = GP.UncoalescedShare;
    IsUncoalesced = GP.IsUncoalesced;
    A.Verdict += fmt::format("; with {} neighbouring accesses ({} B span): {} sectors per request for all",
                             Group->Members - 1, Group->SpanBytes,
                             GP.Sectors.substitute({{"bdim.x", Expr(32.0)}, {"bdim.y", Expr(32.0)},
                                                    {"bdim.z", Expr(1.0)}}).str());
  }
  if (C.Space == AddressSpace::Generic)
    A.Verdict += " (generic pointer, assumed global)";
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
  // The address for the reuse model: its affine part (a gather has none: every
  // sector it touches is taken as its own).
  if (Parts.Translated && !Parts.Gather) {
    AddressForm F;
    F.Array = Parts.Array;
    for (auto &[V, C] : Parts.Coefs)
      if (!C.isConstant(0.0))
        F.Terms.push_back({V, withMeanIterations(C)});
    F.Offsets = {withMeanIterations(Parts.Rest)};
    F.Loops = loopChain(I.getParent());
    A.Address = std::move(F);
  } else if (Parts.Gather && !Parts.Array.empty() && !C.IsAtomic) {
    // Atomics are left out: they are performed at L2, and their cost is the
    // contention on their words (AtomicContention), not where data comes from.
    A.GatherArray = Parts.Array;
    A.Verdict += fmt::format("; a gather into {}: where the kernel also indexes {} by thread, taken to stay "
                             "within that part (DRAM supplies it once when it fits the L2)",
                             Parts.Array, Parts.Array);
  }
  A.ReadOnly = readOnlyPath(I, C);
  A.L1HitFraction = 0;
  A.L2HitFraction = 0;
  Expr Bytes = Expr(static_cast<double>(C.Bytes)) * A.Executions;
  if (C.IsStore)
    T.StoreB.add(Bytes);
  else
    T.LoadB.add(Bytes);
  // The extra sectors' share of the traffic (for the uncoalesced latency), and
  // all the sector bytes of an uncoalesced request (each sector its own
  // transaction: the uncoalesced-bandwidth step, docs/model.md#uncoalesced-step).
  T.Uncoal.add(A.Executions * P.Sectors * UncoalShare);
  T.Scattered.add(A.Executions * P.Sectors * IsUncoalesced);
}

namespace {

/// The memo key of an access whose strides are all constant (their bits, the
/// bytes per thread, paired banks); nullopt otherwise.
std::optional<std::tuple<uint64_t, uint64_t, uint64_t, unsigned, bool>>
constantStrideKey(const AccessStrides &S, bool PairedBanks) {
  if (!(S.X && S.X->isConstant() && (!S.Y || S.Y->isConstant()) && (!S.Z || S.Z->isConstant())))
    return std::nullopt;
  auto Bits = [](double D) {
    uint64_t B;
    std::memcpy(&B, &D, sizeof B);
    return B;
  };
  return std::tuple{Bits(S.X->constantValue()), Bits(S.Y ? S.Y->constantValue() : 0.0),
                    Bits(S.Z ? S.Z->constantValue() : 0.0), S.Bytes, PairedBanks};
}

} // namespace

void ModelBuilder::l1DataStage(const MemoryAccess &A, const ClassifiedInstr &C, const GlobalPattern &P,
                               MemoryTotals &T) {
  // A request holds the L1 data stage for the larger of: the bytes its lanes
  // read at the L1 bandwidth (its sector bytes when lanes share words), its
  // tag lookups (one cycle for the first 128-byte line, 1 / rate for each
  // further one) and its data-bank degree. Where the GPU does not give the tag
  // rate, for atomics (served at L2) and on GPUs whose L1 does not keep global
  // loads (the predictor does not use the sum there): its sector bytes at the
  // L1 bandwidth, and the bank degree.
  Expr Width = Expr::symbol(std::string(L1BytesPerCycleSymbol));
  Expr SectorBytes = P.Sectors * Expr(32.0);
  Expr Old = SectorBytes / Width;
  if (A.BankConflicts)
    Old = max(*A.BankConflicts, Old);
  if (C.IsAtomic) {
    T.L1Cycles.add(A.Executions * Old / Expr(32.0));
    return;
  }
  Expr Rate = Expr::symbol(std::string(L1LinesPerCycleSymbol));
  double LaneBytes = 32.0 * C.Bytes;
  Expr Data = min(SectorBytes, Expr(LaneBytes)) / Width;
  Expr Tags = Expr(1.0) + max(Expr(0.0), P.Lines - Expr(1.0)) / max(Rate, Expr(1e-9));
  Expr New = max(Data, Tags);
  if (A.BankConflicts)
    New = max(*A.BankConflicts, New);
  T.L1Cycles.add(A.Executions * select(lt(Expr(0.0), Rate), New, Old) / Expr(32.0));
  // A contiguous request without bank conflicts costs its sector bytes either
  // way (its lines, at most B / 4 for B bytes per lane, take no longer than
  // its bytes at any L1 bandwidth up to 128 B per cycle).
  // Judged for a warp within one row (blockDim.x >= 32), the typical shape.
  static const std::map<std::string, Expr> Typical = {
      {"bdim.x", Expr(32.0)}, {"bdim.y", Expr(32.0)}, {"bdim.z", Expr(1.0)}};
  Expr Sectors = P.Sectors.substitute(Typical), Lines = P.Lines.substitute(Typical);
  bool Contiguous = !A.BankConflicts && Sectors.isConstant() && Sectors.constantValue() * 32.0 == LaneBytes &&
                    Lines.isConstant() && Lines.constantValue() <= std::max(1.0, C.Bytes / 4.0);
  T.L1CyclesDiffer |= !Contiguous;
}

Expr ModelBuilder::globalBankWays(const AccessStrides &S) {
  // Constant strides are enumerated over the lanes (six times without a block
  // shape): computed once per value, as for shared memory.
  std::optional<SharedMemoKey> Key = constantStrideKey(S, false);
  if (!Key)
    return l1DataBankWays(S, Opts.BlockDim);
  auto It = GlobalBankMemo.find(*Key);
  if (It == GlobalBankMemo.end())
    It = GlobalBankMemo.emplace(*Key, l1DataBankWays(S, Opts.BlockDim)).first;
  return It->second;
}

void ModelBuilder::sharedAccess(MemoryAccess &A, const ClassifiedInstr &C, const AccessStrides &S,
                                const Expr &Bytes, MemoryTotals &T) {
  // Constant strides (the common case, thousands of times in a big unrolled
  // block): the pattern depends on their values only, computed once per value.
  std::optional<SharedMemoKey> Key = constantStrideKey(S, T.PairedBanks);
  auto Memo = Key ? SharedMemo.find(*Key) : SharedMemo.end();
  if (Memo == SharedMemo.end()) {
    SharedPattern P = sharedPattern(S, Opts.BlockDim, T.PairedBanks);
    Expr Ways = conflictWays(S, Opts.BlockDim, T.PairedBanks);
    if (!Key) {
      sharedCost(A, C, Bytes, T, P, Ways);
      return;
    }
    Memo = SharedMemo.emplace(*Key, std::make_pair(std::move(P), std::move(Ways))).first;
  }
  sharedCost(A, C, Bytes, T, Memo->second.first, Memo->second.second);
}

void ModelBuilder::sharedCost(MemoryAccess &A, const ClassifiedInstr &C, const Expr &Bytes,
                              MemoryTotals &T, const SharedPattern &P, const Expr &Ways) {
  A.BankConflictWays = P.Ways;
  if (!Ways.isConstant(1.0)) {
    A.BankConflicts = Ways;
    // The access takes the longer of its issue (its lanes through the LD/ST
    // units) and its passes of the banks (docs/model.md#issue-delay): where a
    // pass is as long as the issue, each pass beyond the first is one more.
    Expr Del = Expr::symbol(C.IsStore ? "del.store_shared" : "del.load_shared");
    addReplays(T, A.Loc, A.Executions * max(Expr(0.0), Ways * Expr::symbol(std::string(SharedPassSymbol)) - Del));
  }
  A.Verdict = P.Verdict;
  A.SectorsPerRequest = Expr(0.0);
  T.SharedB.add(Bytes);
}

namespace {

/// The address terms as text, so that only copies with equal terms merge.
std::string termsKey(const std::optional<AddressForm> &F) {
  if (!F)
    return "-";
  std::string K = F->Array;
  for (const AddressTerm &T : F->Terms)
    K += "|" + T.Var + "=" + T.Stride.str();
  return K;
}

} // namespace

void ModelBuilder::sharedAtomicGather(MemoryAccess &A, MemoryTotals &T) {
  // Lanes that update one word serialize (docs/model.md#atomic-contention).
  // Between lanes that all update different words (scatter 1, the default of a
  // gather: no extra way) and a warp's lanes all on one word (scatter 0: a
  // histogram of constant data), scatter.L<line> interpolates the ways.
  Expr Threads = Expr::symbol("bdim.x") * Expr::symbol("bdim.y") * Expr::symbol("bdim.z");
  Expr Lanes = min(Expr(32.0), Threads);
  Expr Ways = Expr(1.0) + (Lanes - Expr(1.0)) * (Expr(1.0) - scatterSymbol(A.Loc, /*Gather=*/true));
  addReplays(T, A.Loc, A.Executions * (Ways - Expr(1.0)) * Expr::symbol(std::string(SharedPassSymbol)));
  A.BankConflicts = A.BankConflicts ? max(*A.BankConflicts, Ways) : Ways;
  A.Verdict += fmt::format("; lanes that update one word serialize: taken as all on different words "
                           "(--scatter {}=0..1; 0: a warp's lanes on one word)",
                           A.Loc.Line);
  note(fmt::format("line {}: a shared-memory atomic at a data-dependent address is taken as updating "
                   "different words in every lane; the prediction interval covers a warp on one word "
                   "(--scatter {}=0 .. 1)",
                   A.Loc.Line, A.Loc.Line));
}

void ModelBuilder::memoryAccesses() {
  struct Key {
    unsigned Line, Column;
    AddressSpace Space;
    bool Store, Atomic;
    unsigned Bytes;
    std::string Verdict, Terms;
    auto tie() const { return std::tie(Line, Column, Space, Store, Atomic, Bytes, Verdict, Terms); }
    bool operator<(const Key &O) const { return tie() < O.tie(); }
  };
  std::map<Key, size_t> Index;
  MemoryTotals T;
  // Compute capability 2.x/3.x: per-line replays; 3.x: 64-bit banks (paired words).
  T.LineReplays = StringRef(M.Arch).starts_with("sm_2") || StringRef(M.Arch).starts_with("sm_3");
  T.PairedBanks = StringRef(M.Arch).starts_with("sm_3");
  unsigned BlockNo = 0;
  for (const BasicBlock *BB : Rpo) {
    ++BlockNo;
    std::map<const Instruction *, NeighbourGroup> Groups = neighbourGroups(*BB);
    for (const Instruction &I : *BB) {
      const ClassifiedInstr &C = Classes[&I];
      if (!C.IsMemory)
        continue;
      T.Instr = &I;
      MemoryAccess A;
      A.Loc = locOf(I);
      A.Space = C.Space == AddressSpace::Generic ? AddressSpace::Global : C.Space;
      A.IsStore = C.IsStore;
      A.IsAtomic = C.IsAtomic;
      A.WarpCombinable = C.WarpCombinable;
      A.BytesPerThread = C.Bytes;
      A.Executions = Freq[BB];
      const SCEV *Ptr = C.Pointer && SE.isSCEVable(C.Pointer->getType())
                            ? SE.getSCEV(const_cast<Value *>(C.Pointer))
                            : nullptr;
      AddressParts Parts = splitAddress(Ptr);
      Expr Bytes = Expr(static_cast<double>(C.Bytes)) * A.Executions;
      switch (A.Space) {
      case AddressSpace::Global:
      case AddressSpace::Generic: {
        auto G = Groups.find(&I);
        globalAccess(A, I, C, Parts, G == Groups.end() ? nullptr : &G->second, T);
        break;
      }
      case AddressSpace::Shared: {
        AccessStrides S = accessStrides(C, Parts, /*WorstCase=*/true);
        A.StrideX = S.X, A.StrideY = S.Y, A.StrideZ = S.Z;
        sharedAccess(A, C, S, Bytes, T);
        if (C.IsAtomic && Parts.Translated && Parts.Gather)
          sharedAtomicGather(A, T);
        break;
      }
      case AddressSpace::Local: {
        AccessStrides S = accessStrides(C, Parts, /*WorstCase=*/true);
        A.StrideX = S.X, A.StrideY = S.Y, A.StrideZ = S.Z;
        A.Verdict = "local memory (per-thread stack or spill)";
        A.SectorsPerRequest = globalPattern(S).Sectors;
        T.LocalB.add(Bytes);
        break;
      }
      case AddressSpace::Constant: {
        AccessStrides S = accessStrides(C, Parts, /*WorstCase=*/true);
        A.StrideX = S.X, A.StrideY = S.Y, A.StrideZ = S.Z;
        A.Verdict = S.X && S.X->isConstant(0.0) ? "constant cache broadcast"
                                                 : "constant memory, lanes read different addresses (serialized)";
        A.SectorsPerRequest = Expr(0.0);
        T.ConstB.add(Bytes);
        break;
      }
      }
      if (A.Address)
        A.Address->IssueBlocks.assign(A.Address->Offsets.size(), BlockNo);
      Key K{A.Loc.Line, A.Loc.Column, A.Space, A.IsStore, A.IsAtomic, A.BytesPerThread, A.Verdict,
            termsKey(A.Address)};
      if (auto It = Index.find(K); It != Index.end()) {
        MemoryAccess &Into = M.Accesses[It->second];
        Into.Executions = Into.Executions + A.Executions;
        if (Into.Address && A.Address)
          for (const Expr &O : A.Address->Offsets)
            if (std::find(Into.Address->Offsets.begin(), Into.Address->Offsets.end(), O) ==
                Into.Address->Offsets.end()) {
              Into.Address->Offsets.push_back(O);
              Into.Address->IssueBlocks.push_back(BlockNo);
            }
      } else {
        Index[K] = M.Accesses.size();
        M.Accesses.push_back(std::move(A));
      }
    }
  }
  // Bank-conflict and cache-line replays issue the request again, in the warp's
  // own instruction stream: they add to its issue cycles and its time.
  Expr Replays = T.Replays.value();
  M.Delay = M.Delay + Replays;
  M.Time = M.Time + Replays;
  for (auto &[Line, LocAndSum] : T.ReplaysByLine)
    ReplaysByLine.try_emplace(Line, LocAndSum.first, LocAndSum.second.value());
  for (auto &[I, Sum] : T.ReplaysByInstr)
    ReplaysByInstr[I] = Sum.value();
  M.GlobalLoadBytes = T.LoadB.value();
  M.GlobalStoreBytes = T.StoreB.value();
  M.UncoalescedBytes = T.Uncoal.value();
  M.UncoalescedSectorBytes = T.Scattered.value();
  M.SharedBytes = T.SharedB.value();
  M.LocalBytes = T.LocalB.value();
  M.ConstantBytes = T.ConstB.value();
  // Sector traffic and where it is served (docs/model.md#reuse): each global
  // access moves executions x sectors-per-request bytes per thread (a warp's
  // sectors x 32 B over its 32 threads); the reuse model's per-launch shares
  // reuse.l1.a<i> / reuse.dram.a<i> split it between L1, L2 and DRAM. A gather
  // into a known array has a DRAM share only (docs/model.md#gather-footprint);
  // any other access without an address form is served by DRAM.
  // The L1 data stage's cycles were summed per request (l1DataStage). When every
  // request is contiguous and free of bank conflicts they are its sector bytes
  // at the L1 bandwidth, which the predictor takes from the sectors anyway: the
  // field stays empty.
  ExprSum SectorSum, TrafficSum, L1Sum, DramSum;
  for (size_t I = 0; I < M.Accesses.size(); ++I) {
    const MemoryAccess &A = M.Accesses[I];
    if (A.Space != AddressSpace::Global && A.Space != AddressSpace::Generic)
      continue;
    Expr Moved = A.Executions * A.SectorsPerRequest;
    SectorSum.add(Moved / Expr(32.0));
    TrafficSum.add(Moved);
    if (A.Address) {
      L1Sum.add(Moved * Expr::symbol(reuseL1Symbol(I)));
      DramSum.add(Moved * Expr::symbol(reuseDramSymbol(I)));
    } else if (!A.GatherArray.empty()) {
      DramSum.add(Moved * Expr::symbol(reuseDramSymbol(I)));
    } else {
      DramSum.add(Moved);
    }
  }
  Expr Traffic = TrafficSum.value(), L1 = L1Sum.value(), Dram = DramSum.value();
  M.GlobalSectors = SectorSum.value();
  if (T.L1CyclesDiffer)
    M.GlobalL1Cycles = T.L1Cycles.value();
  Expr Denominator = max(Traffic, Expr(1e-9));
  M.L1HitFraction = Traffic.isConstant(0.0) ? Expr(0.0) : L1 / Denominator;
  M.L2HitFraction = Traffic.isConstant(0.0) ? Expr(0.0) : (Traffic - L1 - Dram) / Denominator;
}

} // namespace kc::detail
