// The reuse model: per-launch L1 and DRAM shares of each global access's
// sectors from the footprints of its group (formulas in ReuseModel.h).
#include "predictor/ReuseModel.h"

#include "predictor/AddressVars.h"
#include "predictor/Footprint.h"
#include "predictor/PreparedKernel.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <unordered_map>

namespace kc {
namespace {

/// Whether the group's terms are the same variables with equal strides.
bool sameTerms(const std::vector<AddressTerm> &A, const std::vector<AddressTerm> &B) {
  if (A.size() != B.size())
    return false;
  for (const AddressTerm &T : A)
    if (std::find(B.begin(), B.end(), T) == B.end())
      return false;
  return true;
}

/// Per-thread counts are averaged over up to this many threads of a block,
/// evenly spaced over the linear thread index (a guard such as `lin < 64` in a
/// 192-thread block is then seen in its right share), in the first and the
/// middle block. Counts that do not depend on the thread (block) index are
/// evaluated once (at one block).
constexpr unsigned MaxThreadSamples = 32;

/// Wait shares within this of the traffic shares (of an access's sectors) are
/// taken as equal: the predictor then evaluates no separate wait fractions
/// (reuse.waits 0), the cost of a tuning sweep's large launches, whose
/// shared tables differ in the first wave only (waits / waves).
constexpr double WaitsApart = 0.01;

} // namespace

std::string reuseL1WaitSymbol(size_t AccessIndex) { return "reuse.l1wait.a" + std::to_string(AccessIndex); }
std::string reuseDramWaitSymbol(size_t AccessIndex) {
  return "reuse.dramwait.a" + std::to_string(AccessIndex);
}

ReusePlan ReusePlan::build(const KernelModel &K, SymbolTable &Table) {
  ReusePlan P;
  // The counts to average, each distinct expression once (Counts' roots).
  std::vector<Expr> CountExprs;
  std::unordered_map<Expr, unsigned> CountIndex;
  auto Count = [&](const Expr &E) {
    auto [It, New] = CountIndex.emplace(E, static_cast<unsigned>(CountExprs.size()));
    if (New) {
      CountExprs.push_back(E);
      for (const std::string &S : E.symbols())
        Table.slot(S);
    }
    return It->second;
  };
  std::map<std::string, unsigned> LoopIndex;
  for (size_t I = 0; I < K.Loops.size(); ++I) {
    LoopIndex[K.Loops[I].Name] = static_cast<unsigned>(I);
    P.LoopTrips.push_back(Count(K.Loops[I].TripCount));
  }
  struct Key {
    std::string Array;
    bool Store;
    std::vector<AddressTerm> Terms;
  };
  std::vector<Key> Keys;
  std::vector<std::string> GatherArrays; // per gather, its array
  for (size_t I = 0; I < K.Accesses.size(); ++I) {
    const MemoryAccess &A = K.Accesses[I];
    if (A.Space != AddressSpace::Global && A.Space != AddressSpace::Generic)
      continue;
    int L1 = Table.find(reuseL1Symbol(I)), Dram = Table.find(reuseDramSymbol(I));
    int L1Wait = Table.find(reuseL1WaitSymbol(I)), DramWait = Table.find(reuseDramWaitSymbol(I));
    if (L1 < 0 && Dram < 0 && L1Wait < 0 && DramWait < 0)
      continue; // no formula reads this access's shares
    if (!A.Address) {
      if (!A.GatherArray.empty() && (Dram >= 0 || DramWait >= 0)) {
        GatherArrays.push_back(A.GatherArray);
        P.Gathers.push_back({{}, Count(A.Executions), Count(A.SectorsPerRequest), Dram, DramWait});
      }
      continue;
    }
    auto Terms = compileTerms(A.Address->Terms, LoopIndex, Table);
    if (!Terms)
      continue;
    bool Store = A.IsStore || A.IsAtomic;
    size_t G = 0;
    for (; G < Keys.size(); ++G)
      if (Keys[G].Array == A.Address->Array && Keys[G].Store == Store &&
          sameTerms(Keys[G].Terms, A.Address->Terms))
        break;
    if (G == Keys.size()) {
      Keys.push_back({A.Address->Array, Store, A.Address->Terms});
      Group Gr;
      Gr.Terms = std::move(*Terms);
      Gr.IsStore = Store;
      for (const std::string &L : A.Address->Loops)
        if (auto It = LoopIndex.find(L); It != LoopIndex.end())
          Gr.Loops.push_back(It->second);
      P.Groups.push_back(std::move(Gr));
    }
    Member M;
    for (const Expr &O : A.Address->Offsets)
      M.Offsets.emplace_back(O, Table);
    if (A.Address->IssueBlocks.size() == A.Address->Offsets.size())
      M.IssueBlocks = A.Address->IssueBlocks;
    if (M.Offsets.empty())
      M.Offsets.emplace_back(Expr(0.0), Table);
    M.IssueBlocks.resize(M.Offsets.size(), 0);
    M.Executions = Count(A.Executions);
    M.Sectors = Count(A.SectorsPerRequest);
    M.ElementBytes = std::max(1u, A.BytesPerThread);
    M.L1Slot = L1;
    M.DramSlot = Dram;
    M.L1WaitSlot = L1Wait;
    M.DramWaitSlot = DramWait;
    M.CachedInL1 = !Store;
    M.ReadOnly = A.ReadOnly;
    P.Groups[G].Members.push_back(std::move(M));
  }
  // Each gather's groups of the same array; a gather into an array no group
  // reads keeps its default share.
  for (size_t I = 0; I < P.Gathers.size(); ++I)
    for (size_t G = 0; G < Keys.size(); ++G)
      if (Keys[G].Array == GatherArrays[I])
        P.Gathers[I].ArrayGroups.push_back(static_cast<unsigned>(G));
  std::erase_if(P.Gathers, [](const Gather &Ga) { return Ga.ArrayGroups.empty(); });
  P.Atomics = AtomicSites::build(K, Table, LoopIndex, Count);
  P.Counts = GroupingProgram(CountExprs, Table);
  return P;
}

AtomicContention ReusePlan::apply(const GpuModel &Gpu, const Launch &L, std::vector<double> &Slots) const {
  Slots[SlotWaits] = 0;
  if (Groups.empty() && Atomics.empty())
    return {};
  const double Bdim[3] = {Slots[SlotBdimX], Slots[SlotBdimY], Slots[SlotBdimZ]};
  const double Gdim[3] = {Slots[SlotGdimX], Slots[SlotGdimY], Slots[SlotGdimZ]};
  // Distinct block indices of a wave of W consecutive linear block ids.
  double W = std::max(1.0, L.WaveBlocks);
  double Nb[3];
  Nb[0] = std::min(Gdim[0], W);
  Nb[1] = std::min(Gdim[1], std::ceil(W / Gdim[0]));
  Nb[2] = std::min(Gdim[2], std::ceil(W / (Gdim[0] * Gdim[1])));
  double Hull = Nb[0] * Nb[1] * Nb[2];
  double HullScale = Hull > W ? W / Hull : 1.0; // partial rows of blocks
  double Threads = Bdim[0] * Bdim[1] * Bdim[2];
  double Lanes = std::clamp(Threads, 1.0, 32.0);
  double Waves = std::max(1.0, std::ceil(Gdim[0] * Gdim[1] * Gdim[2] / W));

  // Per-thread counts averaged over the block's threads (tid/bid slots 0..5):
  // the linear thread index is cut into up to MaxThreadSamples equal runs; a
  // run whose middle thread evaluates as its neighbours' is taken as constant,
  // one where they differ (a guard's edge) is evaluated thread by thread, so a
  // guard such as `lin < 64` in a 192-thread block counts exactly 64 threads.
  // Counts that do not depend on the thread index are taken at the middle
  // thread, those that do not depend on the block index at the first block
  // only. Every count of a thread comes from one pass over the DAG.
  const std::vector<uint32_t> &Roots = Counts.roots();
  const size_t NR = Roots.size();
  std::vector<double> Avg(NR, 0.0);
  // Per count, the box of thread indexes where it is non-zero: lo/hi x, y, z
  // (lo > hi: nowhere). A count that does not depend on the thread is
  // non-zero everywhere or nowhere alike.
  std::vector<std::array<double, 6>> Box(NR, {Threads, Threads, Threads, -1, -1, -1});
  std::vector<char> ByThread(NR, 0); // counts that depend on the thread index
  if (NR > 0) {
    double Saved[6];
    std::copy(Slots.begin(), Slots.begin() + 6, Saved);
    const auto &Nodes = Counts.nodes();
    constexpr uint8_t BlockDeps = GroupingProgram::DepBid0 | GroupingProgram::DepBid0 << 1 |
                                  GroupingProgram::DepBid0 << 2;
    std::vector<char> ByBlock(NR);
    bool AnyThread = false, AnyBlock = false;
    for (size_t R = 0; R < NR; ++R) {
      ByThread[R] = (Nodes[Roots[R]].Deps & GroupingProgram::DepThread) != 0;
      ByBlock[R] = (Nodes[Roots[R]].Deps & BlockDeps) != 0;
      AnyThread |= ByThread[R];
      AnyBlock |= ByBlock[R];
    }
    const unsigned NT =
        static_cast<unsigned>(std::clamp(Threads, 1.0, static_cast<double>(MaxThreadSamples)));
    std::vector<double> V = Counts.foldLaunch(Slots), Mid(NT * NR), BlockSum(NR);
    std::vector<char> Edge(NR), Silent(NR);
    std::vector<double> First(NT * NR);
    auto EvalAt = [&](double Lin) {
      Slots[0] = std::fmod(Lin, Bdim[0]);
      Slots[1] = std::fmod(std::floor(Lin / Bdim[0]), Bdim[1]);
      Slots[2] = std::floor(Lin / (Bdim[0] * Bdim[1]));
      Counts.evaluate(Counts.varyingNodes(), Slots.data(), V.data());
    };
    auto Val = [&](size_t R) {
      double X = V[Roots[R]];
      return std::isfinite(X) ? std::max(0.0, X) : 0.0;
    };
    // Widens count R's box by the threads First..Last (linear), where it is V.
    auto Cover = [&](size_t R, double First, double Last, double V) {
      if (V <= 0 || !ByThread[R])
        return;
      double PlaneSize = Bdim[0] * Bdim[1];
      double Z0 = std::floor(First / PlaneSize), Z1 = std::floor(Last / PlaneSize);
      double Y0 = std::fmod(std::floor(First / Bdim[0]), Bdim[1]);
      double Y1 = std::fmod(std::floor(Last / Bdim[0]), Bdim[1]);
      double X0 = std::fmod(First, Bdim[0]), X1 = std::fmod(Last, Bdim[0]);
      if (Z0 != Z1)
        Y0 = 0, Y1 = Bdim[1] - 1;
      if (Z0 != Z1 || Y0 != Y1)
        X0 = 0, X1 = Bdim[0] - 1;
      std::array<double, 6> &Bx = Box[R];
      Bx[0] = std::min(Bx[0], X0), Bx[1] = std::min(Bx[1], Y0), Bx[2] = std::min(Bx[2], Z0);
      Bx[3] = std::max(Bx[3], X1), Bx[4] = std::max(Bx[4], Y1), Bx[5] = std::max(Bx[5], Z1);
    };
    for (unsigned B = 0; B < (AnyBlock ? 2u : 1u); ++B) {
      for (unsigned D = 0; D < 3; ++D)
        Slots[3 + D] = B ? std::floor(Gdim[D] / 2) : 0;
      auto Counted = [&](size_t R) { return B == 0 || ByBlock[R]; };
      EvalAt(std::floor(0.5 * Threads));
      for (size_t R = 0; R < NR; ++R)
        if (!ByThread[R] && Counted(R))
          Avg[R] += Val(R);
      if (!AnyThread)
        continue;
      for (unsigned T = 0; T < NT; ++T) {
        EvalAt(std::floor((T + 0.5) * Threads / NT));
        for (size_t R = 0; R < NR; ++R)
          Mid[T * NR + R] = Val(R);
      }
      // A count that is 0 at every middle thread may still be non-zero in a
      // few threads no middle thread hits (`tid == 0`, a 4-wide guard in
      // 16-wide rows): then each run's first thread is looked at too, and a
      // run whose first thread differs from its middle one is counted thread
      // by thread. Without this the access would have no requests at all.
      bool AnyZero = false;
      for (size_t R = 0; R < NR; ++R) {
        Silent[R] = ByThread[R] && Counted(R) && NT > 1;
        for (unsigned T = 0; T < NT && Silent[R]; ++T)
          Silent[R] = Mid[T * NR + R] == 0;
        AnyZero |= Silent[R];
      }
      if (AnyZero)
        for (unsigned T = 0; T < NT; ++T) {
          EvalAt(std::floor(T * Threads / NT));
          for (size_t R = 0; R < NR; ++R)
            First[T * NR + R] = Silent[R] ? Val(R) : 0.0;
        }
      std::fill(BlockSum.begin(), BlockSum.end(), 0.0);
      for (unsigned T = 0; T < NT; ++T) {
        double Begin = std::floor(T * Threads / NT), End = std::floor((T + 1) * Threads / NT);
        bool AnyEdge = false;
        for (size_t R = 0; R < NR; ++R) {
          double M = Mid[T * NR + R];
          Edge[R] = ByThread[R] && Counted(R) && NT > 1 &&
                    ((T > 0 && Mid[(T - 1) * NR + R] != M) || (T + 1 < NT && Mid[(T + 1) * NR + R] != M) ||
                     (Silent[R] && First[T * NR + R] != 0));
          AnyEdge |= Edge[R];
          if (!Edge[R] && Counted(R))
            BlockSum[R] += M * (End - Begin), Cover(R, Begin, End - 1, M);
        }
        if (!AnyEdge)
          continue;
        for (double Lin = Begin; Lin < End; ++Lin) {
          EvalAt(Lin);
          for (size_t R = 0; R < NR; ++R)
            if (Edge[R])
              BlockSum[R] += Val(R), Cover(R, Lin, Lin, Val(R));
        }
      }
      for (size_t R = 0; R < NR; ++R)
        if (ByThread[R] && Counted(R))
          Avg[R] += BlockSum[R] / Threads;
    }
    for (size_t R = 0; R < NR; ++R)
      if (ByBlock[R])
        Avg[R] /= 2;
    std::copy(Saved, Saved + 6, Slots.begin());
  }
  std::vector<double> Trips(LoopTrips.size());
  for (size_t I = 0; I < LoopTrips.size(); ++I)
    Trips[I] = std::max(1.0, std::round(Avg[LoopTrips[I]]));
  AtomicContention Contention = Atomics.evaluate(Gpu, Slots, Avg, Trips);
  if (Groups.empty())
    return Contention;

  struct Eval {
    std::vector<FootprintTerm> Wave, Block; // terms with counts
    std::vector<int> LoopTerm;              // per term: loop index or -1
    std::vector<double> Offsets;
    std::vector<unsigned> OffsetBlock;      // per offset: its copy's issue block (0 unknown)
    double Element = 1;
    double ReqWave = 0, ReqBlock = 0;       // requested sectors
    std::vector<int> ThreadTerm;            // per term: thread dimension or -1
    double Iterations = 1;                  // of the group's loops together
    bool ByBlock = false;                   // its addresses depend on the block index
    int Outer = -1;                         // the group's outermost loop
  };
  std::vector<Eval> Ev(Groups.size());
  for (size_t G = 0; G < Groups.size(); ++G) {
    const Group &Gr = Groups[G];
    Eval &E = Ev[G];
    E.Outer = Gr.Loops.empty() ? -1 : static_cast<int>(Gr.Loops.front());
    for (unsigned Loop : Gr.Loops)
      E.Iterations *= Trips[Loop];
    for (const CompiledTerm &T : Gr.Terms) {
      double Stride = T.Stride.evaluate(Slots.data());
      double CountWave, CountBlock;
      int Loop = -1;
      if (T.Var < VarBidX) {
        CountWave = CountBlock = Bdim[T.Var];
      } else if (T.Var < VarLoop) {
        CountWave = Nb[T.Var - VarBidX];
        CountBlock = 1;
      } else {
        Loop = static_cast<int>(T.Var - VarLoop);
        CountWave = CountBlock = Trips[Loop];
      }
      if (!std::isfinite(Stride))
        continue;
      if (T.Var >= VarBidX && T.Var < VarLoop && Stride != 0 && Gdim[T.Var - VarBidX] > 1)
        E.ByBlock = true;
      E.Wave.push_back({Stride, CountWave});
      E.Block.push_back({Stride, CountBlock});
      E.LoopTerm.push_back(Loop);
      E.ThreadTerm.push_back(T.Var < VarBidX ? static_cast<int>(T.Var) : -1);
    }
    // The thread box the members run in (Box above), its lo/hi per dimension.
    std::array<double, 6> Runs = {Threads, Threads, Threads, -1, -1, -1};
    const std::array<double, 6> Whole = {0, 0, 0, Bdim[0] - 1, Bdim[1] - 1, Bdim[2] - 1};
    for (const Member &M : Gr.Members) {
      for (size_t K = 0; K < M.Offsets.size(); ++K) {
        double V = M.Offsets[K].evaluate(Slots.data());
        if (std::isfinite(V)) {
          E.Offsets.push_back(V);
          E.OffsetBlock.push_back(M.IssueBlocks[K]);
        }
      }
      E.Element = std::max(E.Element, M.ElementBytes);
      // A warp's sectors over its lanes: 32, or the block's threads when a
      // block is less than one warp (docs/model.md#partial-warps).
      double PerThread = Avg[M.Executions] * std::max(0.0, Avg[M.Sectors]) / Lanes;
      E.ReqBlock += Threads * PerThread;
      E.ReqWave += Threads * W * PerThread;
      const std::array<double, 6> &Bx =
          Avg[M.Executions] > 0 && !ByThread[M.Executions] ? Whole : Box[M.Executions];
      for (int D = 0; D < 3; ++D)
        Runs[D] = std::min(Runs[D], Bx[D]), Runs[3 + D] = std::max(Runs[3 + D], Bx[3 + D]);
    }
    // The footprints span the threads that run the group's members (a guard
    // such as i < n on a small problem leaves the others out): per thread
    // dimension, the extent of their box.
    if (Runs[3] >= Runs[0])
      for (size_t I = 0; I < E.ThreadTerm.size(); ++I)
        if (int D = E.ThreadTerm[I]; D >= 0)
          E.Wave[I].Count = E.Block[I].Count = Runs[3 + D] - Runs[D] + 1;
  }

  // Footprint of group G with its outermost loop cut to a window of F x trip iterations.
  auto Footprint = [&](const Eval &E, bool Wave, double Frac) {
    std::vector<FootprintTerm> T = Wave ? E.Wave : E.Block;
    if (Frac < 1 && E.Outer >= 0)
      for (size_t I = 0; I < T.size(); ++I)
        if (E.LoopTerm[I] == E.Outer)
          T[I].Count = std::max(1.0, std::floor(T[I].Count * Frac));
    return distinctSectors(T, E.Offsets, E.Element, Gpu.SectorBytes) * (Wave ? HullScale : 1.0);
  };
  // Requests per distinct sector at one point of the program: the copies of
  // group G that issue together (one basic block: AddressForm::IssueBlocks) at
  // one iteration of its loops, over the block (or the wave). Copies in
  // different basic blocks follow one another on the critical path: a later
  // one finds the sectors an earlier one fetched.
  std::vector<double> Together;
  std::vector<size_t> Order; // the group's offsets by issue block
  auto PointMultiplicity = [&](const Eval &E, bool Wave) {
    std::vector<FootprintTerm> T = Wave ? E.Wave : E.Block;
    for (size_t I = 0; I < T.size(); ++I)
      if (E.LoopTerm[I] >= 0)
        T[I].Count = 1;
    // A copy alone touches the same number of sectors wherever it starts
    // (Footprint.h counts a run's span): counted once.
    double Alone = -1, Distinct = 0;
    Order.resize(E.Offsets.size());
    for (size_t I = 0; I < Order.size(); ++I)
      Order[I] = I;
    std::stable_sort(Order.begin(), Order.end(),
                     [&](size_t A, size_t B) { return E.OffsetBlock[A] < E.OffsetBlock[B]; });
    for (size_t I = 0; I < Order.size();) {
      unsigned B = E.OffsetBlock[Order[I]];
      size_t J = I + 1;
      while (B != 0 && J < Order.size() && E.OffsetBlock[Order[J]] == B)
        ++J;
      if (J - I == 1) {
        if (Alone < 0)
          Alone = distinctSectors(T, {E.Offsets[Order[I]]}, E.Element, Gpu.SectorBytes);
        Distinct += Alone;
      } else {
        Together.clear();
        for (size_t K = I; K < J; ++K)
          Together.push_back(E.Offsets[Order[K]]);
        Distinct += distinctSectors(T, Together, E.Element, Gpu.SectorBytes);
      }
      I = J;
    }
    Distinct *= Wave ? HullScale : 1.0;
    double Requests = (Wave ? E.ReqWave : E.ReqBlock) / E.Iterations;
    return Distinct > 0 ? std::max(1.0, Requests / Distinct) : 1.0;
  };
  // Sectors a level must fetch for each group: the footprints if they fit the
  // capacity together, else windows of the outermost loops that fit.
  auto Misses = [&](bool Wave, double CapacityBytes, auto Include) {
    std::vector<double> Out(Ev.size(), 0);
    double Total = 0;
    for (size_t G = 0; G < Ev.size(); ++G)
      if (Include(G)) {
        Out[G] = Footprint(Ev[G], Wave, 1.0);
        Total += Out[G];
      }
    double Copies = Wave ? 1.0 : std::max(1.0, L.BlocksPerSm);
    if (CapacityBytes <= 0 || Total * Gpu.SectorBytes * Copies <= CapacityBytes)
      return Out;
    double Lo = 0, Hi = 1; // the largest window fraction whose footprints fit
    for (int It = 0; It < 30; ++It) {
      double Mid = (Lo + Hi) / 2, Sum = 0;
      for (size_t G = 0; G < Ev.size(); ++G)
        if (Include(G))
          Sum += Footprint(Ev[G], Wave, Mid);
      (Sum * Gpu.SectorBytes * Copies <= CapacityBytes ? Lo : Hi) = Mid;
    }
    for (size_t G = 0; G < Ev.size(); ++G) {
      if (!Include(G) || Ev[G].Outer < 0)
        continue;
      double Trip = Trips[Ev[G].Outer];
      double Window = std::max(1.0, std::floor(Trip * Lo));
      Out[G] = Footprint(Ev[G], Wave, Lo) * Trip / Window;
    }
    return Out;
  };

  std::vector<double> Dram =
      Misses(true, static_cast<double>(Gpu.L2SizeBytes), [](size_t) { return true; });
  // L1: the loads this GPU keeps there.
  auto InL1 = [&](size_t G) {
    if (Groups[G].IsStore)
      return false;
    for (const Member &M : Groups[G].Members)
      if (Gpu.l1KeepsGlobalLoads(M.ReadOnly))
        return true;
    return false;
  };
  double L1Bytes = static_cast<double>(Gpu.L1SizeBytesPerSm);
  if (Gpu.L1SharedUnified)
    L1Bytes = std::max(0.0, L1Bytes - L.SharedBytesPerSm);
  std::vector<double> BlockMiss = Misses(false, L1Bytes, InL1);

  for (size_t G = 0; G < Groups.size(); ++G) {
    const Eval &E = Ev[G];
    double ShareL1 = 0;
    if (InL1(G) && E.ReqBlock > 0)
      ShareL1 = std::clamp(1.0 - BlockMiss[G] / E.ReqBlock, 0.0, 1.0);
    double ShareDram = E.ReqWave > 0 ? std::clamp(Dram[G] / E.ReqWave, 0.0, 1.0) : 1.0;
    ShareDram = std::min(ShareDram, 1.0 - ShareL1);
    // What the requests wait for: a sector that several requests of one point
    // (one iteration of the loops, the copies of one basic block) touch first
    // is fetched once, but every one of them waits for that fetch. m =
    // requests at one point / distinct sectors at that point (>= 1), each
    // first touch waited for m times.
    // Sectors every block reads (no block index in the address) are first
    // touched in the first wave only; later blocks find them in the caches.
    auto Waiting = [&](double Misses, double Req, double M) {
      if (Req <= 0)
        return 1.0;
      double Share = std::clamp(M * Misses / Req, 0.0, 1.0);
      return E.ByBlock ? Share : Share / Waves;
    };
    double WaitL1 = 0;
    if (ShareL1 > 0)
      WaitL1 = std::min(ShareL1, 1.0 - Waiting(BlockMiss[G], E.ReqBlock, PointMultiplicity(E, false)));
    double WaitDram = std::max(ShareDram, Waiting(Dram[G], E.ReqWave, PointMultiplicity(E, true)));
    WaitDram = std::min(WaitDram, 1.0 - WaitL1);
    for (const Member &M : Groups[G].Members) {
      bool Kept = InL1(G) && Gpu.l1KeepsGlobalLoads(M.ReadOnly);
      if (M.L1Slot >= 0)
        Slots[M.L1Slot] = Kept ? ShareL1 : 0.0;
      if (M.DramSlot >= 0)
        Slots[M.DramSlot] = Kept ? ShareDram : std::min(1.0, ShareDram + ShareL1);
      if (M.L1WaitSlot >= 0)
        Slots[M.L1WaitSlot] = Kept ? WaitL1 : 0.0;
      if (M.DramWaitSlot >= 0)
        Slots[M.DramWaitSlot] = Kept ? WaitDram : std::min(1.0, WaitDram + WaitL1);
      if (std::abs(WaitL1 - ShareL1) > WaitsApart || std::abs(WaitDram - ShareDram) > WaitsApart)
        Slots[SlotWaits] = 1;
    }
  }

  // Gathers into an array the kernel also touches at thread-indexed addresses
  // (docs/model.md#gather-footprint): DRAM supplies at most that part of the
  // array once, when it fits the L2; the rest of the gather's sectors hit L2.
  const double Blocks = Gdim[0] * Gdim[1] * Gdim[2];
  for (const Gather &Ga : Gathers) {
    double Part = 0;
    bool Known = false;
    for (unsigned G : Ga.ArrayGroups) {
      const Eval &E = Ev[G];
      bool ByThread = false;
      for (size_t I = 0; I < E.ThreadTerm.size(); ++I)
        ByThread |= E.ThreadTerm[I] >= 0 && E.Wave[I].StrideBytes != 0;
      if (!ByThread)
        continue;
      Known = true;
      Part += Footprint(E, true, 1.0) * (E.ByBlock ? Waves : 1.0);
    }
    if (!Known || Part * Gpu.SectorBytes > static_cast<double>(Gpu.L2SizeBytes))
      continue;
    double Requests = Threads * Blocks * Avg[Ga.Executions] * std::max(0.0, Avg[Ga.Sectors]) / Lanes;
    double Share = Requests > 0 ? std::clamp(Part / Requests, 0.0, 1.0) : 1.0;
    if (Ga.DramSlot >= 0)
      Slots[Ga.DramSlot] = Share;
    if (Ga.DramWaitSlot >= 0)
      Slots[Ga.DramWaitSlot] = Share;
  }
  return Contention;
}

} // namespace kc
