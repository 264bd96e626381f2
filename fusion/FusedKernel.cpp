// Linearization, register placement, shared-memory layout and barrier placement
// of one fused kernel (see FusedKernel.h for the rules).
#include "fusion/FusedKernel.h"

#include <algorithm>
#include <limits>

namespace kc::fusion {

unsigned FusedKernel::barriersKept() const {
  return static_cast<unsigned>(std::count_if(Steps.begin(), Steps.end(), [](const KernelStep &S) { return S.BarrierBefore; }));
}
unsigned FusedKernel::registerVars() const {
  return static_cast<unsigned>(std::count_if(Vars.begin(), Vars.end(), [](const KernelVar &V) { return V.InRegisters; }));
}
unsigned FusedKernel::bytesReadPerElement(const Pipeline &P) const {
  unsigned B = 0;
  for (unsigned V : LoadedVars)
    B += Vars[V].Floats * 4;
  return B;
}
unsigned FusedKernel::bytesWrittenPerElement(const Pipeline &P) const {
  unsigned B = 0;
  for (unsigned V : StoredVars)
    B += Vars[V].Floats * 4;
  return B;
}

const PatternSets &KernelBuilder::sets(const AccessPattern &P, std::array<unsigned, 3> Shape) {
  auto Key = std::make_pair(&P, Shape);
  auto It = Cache.find(Key);
  if (It == Cache.end())
    It = Cache.emplace(Key, computePatternSets(P, Shape)).first;
  return It->second;
}

bool KernelBuilder::compatible(const AccessPattern &A, std::array<unsigned, 3> SA, const AccessPattern &B,
                               std::array<unsigned, 3> SB) {
  if (SA[0] * SA[1] * SA[2] != SB[0] * SB[1] * SB[2])
    return false;
  return sets(A, SA) == sets(B, SB);
}

unsigned allocateShared(std::vector<KernelVar> &Vars) {
  std::vector<unsigned> Idx;
  for (unsigned I = 0; I < Vars.size(); ++I)
    if (!Vars[I].InRegisters)
      Idx.push_back(I);
  std::stable_sort(Idx.begin(), Idx.end(), [&](unsigned A, unsigned B) { return Vars[A].First < Vars[B].First; });
  std::vector<unsigned> Placed;
  unsigned Total = 0;
  for (unsigned I : Idx) {
    KernelVar &V = Vars[I];
    std::vector<unsigned> Cands{0};
    std::vector<const KernelVar *> Live;
    for (unsigned J : Placed) {
      const KernelVar &W = Vars[J];
      if (W.First <= V.Last && V.First <= W.Last) {
        Live.push_back(&W);
        Cands.push_back(W.SharedOffset + W.SharedFloats);
      }
    }
    std::sort(Cands.begin(), Cands.end());
    for (unsigned Off : Cands) {
      bool Ok = std::none_of(Live.begin(), Live.end(), [&](const KernelVar *W) {
        return Off < W->SharedOffset + W->SharedFloats && W->SharedOffset < Off + V.SharedFloats;
      });
      if (Ok) {
        V.SharedOffset = Off;
        break;
      }
    }
    Total = std::max(Total, V.SharedOffset + V.SharedFloats);
    Placed.push_back(I);
  }
  return Total;
}

void placeBarriers(FusedKernel &K, KernelBuilder &B) {
  struct Pending {
    unsigned Step, Var;
    const AccessPattern *P;
    std::array<unsigned, 3> Shape;
    bool Write;
  };
  std::vector<Pending> U;
  for (unsigned S = 0; S < K.Steps.size(); ++S) {
    KernelStep &St = K.Steps[S];
    bool Need = false;
    for (const VarAccess &A : St.Accesses) {
      const KernelVar &V = K.Vars[A.Var];
      if (V.InRegisters)
        continue;
      for (const Pending &P : U) {
        if (P.Var == A.Var) {
          // Condition 1: an unsynchronized access with an incompatible pattern.
          if ((A.Write || P.Write) && !B.compatible(*P.P, P.Shape, *A.Pattern, St.Shape))
            Need = true;
        } else if (A.Write) {
          // Condition 2: writing a region another variable's access may still use.
          const KernelVar &W = K.Vars[P.Var];
          if (V.SharedOffset < W.SharedOffset + W.SharedFloats && W.SharedOffset < V.SharedOffset + V.SharedFloats)
            Need = true;
        }
      }
    }
    St.BarrierBefore = Need;
    if (Need)
      U.clear();
    for (const VarAccess &A : St.Accesses)
      if (!K.Vars[A.Var].InRegisters)
        U.push_back({S, A.Var, A.Pattern, St.Shape, A.Write});
  }
}

FusedKernel KernelBuilder::build(CallSet Calls, const std::map<unsigned, unsigned> &ImplOf, unsigned E) {
  FusedKernel K;
  K.Calls = Calls;
  K.ImplOf = ImplOf;
  K.ElementsPerBlock = E;
  auto inSet = [&](int C) { return C >= 0 && (Calls >> C & 1); };
  std::map<unsigned, unsigned> VarOf;
  auto varFor = [&](unsigned V) {
    auto It = VarOf.find(V);
    if (It != VarOf.end())
      return It->second;
    KernelVar KV;
    KV.Value = V;
    KV.Floats = Pipe.Values[V].Floats;
    KV.SharedFloats = KV.Floats * E;
    K.Vars.push_back(KV);
    return VarOf[V] = static_cast<unsigned>(K.Vars.size() - 1);
  };
  for (unsigned C = 0; C < Pipe.Calls.size(); ++C) {
    if (!inSet(C))
      continue;
    for (unsigned A : Pipe.Calls[C].Args)
      if (!inSet(Pipe.Values[A].Producer)) {
        unsigned KV = varFor(A);
        if (!K.Vars[KV].Loaded) {
          K.Vars[KV].Loaded = true;
          K.LoadedVars.push_back(KV);
        }
      }
    unsigned Out = Pipe.Calls[C].Output;
    unsigned KV = varFor(Out);
    const PipelineValue &V = Pipe.Values[Out];
    bool Outside = V.Returned || std::any_of(V.Consumers.begin(), V.Consumers.end(), [&](unsigned U) { return !inSet(U); });
    if (Outside) {
      K.Vars[KV].Stored = true;
      K.StoredVars.push_back(KV);
    }
  }

  // Register placement (independent of the call order).
  for (KernelVar &KV : K.Vars) {
    std::vector<std::pair<const AccessPattern *, std::array<unsigned, 3>>> Acc;
    const PipelineValue &V = Pipe.Values[KV.Value];
    if (inSet(V.Producer)) {
      const Implementation &I = Lib.impl(ImplOf.at(V.Producer));
      Acc.push_back({&I.Out, I.Shape.concrete(E)});
    }
    for (unsigned C : V.Consumers) {
      if (!inSet(C))
        continue;
      const Implementation &I = Lib.impl(ImplOf.at(C));
      for (unsigned Pos = 0; Pos < Pipe.Calls[C].Args.size(); ++Pos)
        if (Pipe.Calls[C].Args[Pos] == KV.Value)
          Acc.push_back({&I.In[Pos], I.Shape.concrete(E)});
    }
    auto fits = [&](const std::vector<std::pair<const AccessPattern *, std::array<unsigned, 3>>> &A) {
      for (auto &[P, S] : A)
        if (P->NoReg || !compatible(*A[0].first, A[0].second, *P, S))
          return false;
      const PatternSets &PS = sets(*A[0].first, A[0].second);
      return !PS.AccessSet.empty() && PS.AccessSet.front() >= 0 && PS.AccessSet.back() < static_cast<long long>(KV.Floats);
    };
    if (KV.Loaded || KV.Stored) {
      auto Ios = Lib.iosOf(V.Type);
      KV.Io = Ios.front();
      for (const IoImpl *Io : Ios) {
        auto A = Acc;
        A.push_back({&Io->Pattern, Io->Shape.concrete(E)});
        if (fits(A)) {
          KV.Io = Io;
          KV.InRegisters = true;
          break;
        }
      }
    } else {
      KV.InRegisters = fits(Acc);
    }
  }

  // Linearization minimizing shared memory.
  unsigned Best = std::numeric_limits<unsigned>::max();
  for (auto &Order : Graph.linearizations(Calls, 5040)) {
    std::vector<KernelStep> Steps;
    std::vector<KernelVar> Vars = K.Vars;
    std::vector<bool> LoadedYet(Vars.size(), false);
    auto touch = [&](unsigned VarIdx, unsigned StepIdx, bool Def) {
      if (Def)
        Vars[VarIdx].First = StepIdx;
      Vars[VarIdx].Last = std::max(Vars[VarIdx].Last, StepIdx);
    };
    for (auto &V : Vars)
      V.First = V.Last = 0;
    for (unsigned C : Order) {
      const PipelineCall &PC = Pipe.Calls[C];
      const Implementation &I = Lib.impl(ImplOf.at(C));
      for (unsigned A : PC.Args) {
        unsigned VI = VarOf[A];
        if (Vars[VI].Loaded && !LoadedYet[VI]) {
          LoadedYet[VI] = true;
          KernelStep L;
          L.Kind = StepKind::Load;
          L.Io = Vars[VI].Io;
          L.Shape = L.Io->Shape.concrete(E);
          L.Accesses.push_back({VI, &L.Io->Pattern, true});
          touch(VI, static_cast<unsigned>(Steps.size()), true);
          Steps.push_back(std::move(L));
        }
      }
      KernelStep S;
      S.Kind = StepKind::Compute;
      S.Call = static_cast<int>(C);
      S.Impl = &I;
      S.Shape = I.Shape.concrete(E);
      unsigned SI = static_cast<unsigned>(Steps.size());
      for (unsigned Pos = 0; Pos < PC.Args.size(); ++Pos) {
        unsigned VI = VarOf[PC.Args[Pos]];
        S.Accesses.push_back({VI, &I.In[Pos], false});
        touch(VI, SI, false);
      }
      unsigned OI = VarOf[PC.Output];
      S.Accesses.push_back({OI, &I.Out, true});
      touch(OI, SI, true);
      Steps.push_back(std::move(S));
      if (Vars[OI].Stored) {
        KernelStep St;
        St.Kind = StepKind::Store;
        St.Io = Vars[OI].Io;
        St.Shape = St.Io->Shape.concrete(E);
        St.Accesses.push_back({OI, &St.Io->Pattern, false});
        touch(OI, static_cast<unsigned>(Steps.size()), false);
        Steps.push_back(std::move(St));
      }
    }
    unsigned Total = allocateShared(Vars);
    if (Total < Best) {
      Best = Total;
      K.Order = Order;
      K.Steps = std::move(Steps);
      K.Vars = std::move(Vars);
      K.SharedFloats = Total;
    }
  }
  // The block is the largest step's shape (first such step); others recompute
  // their coordinates from the linear thread id.
  unsigned MaxT = 0;
  for (auto &S : K.Steps)
    if (S.threads() > MaxT) {
      MaxT = S.threads();
      K.Block = S.Shape;
    }
  placeBarriers(K, *this);
  return K;
}

} // namespace kc::fusion
