// Interval analysis of the quantities over a range of indices (the rules are
// in GroupingIntervals.h): the DAG, per-launch constants, abstract operators.
#include "predictor/GroupingIntervals.h"

#include "predictor/PreparedKernel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <unordered_map>

namespace kc {

static_assert(NumBuiltinSlots <= 16, "GroupingProgram::Uses holds the built-in slots");

// --- the DAG -----------------------------------------------------------------

GroupingProgram::GroupingProgram(std::span<const Expr> RootExprs, const SymbolTable &Table) {
  std::unordered_map<Expr, uint32_t> Index;
  // Iterative post-order, so deep expressions cannot overflow the C++ stack.
  auto Add = [&](const Expr &Root) -> uint32_t {
    std::vector<std::pair<Expr, bool>> Stack{{Root, false}};
    while (!Stack.empty()) {
      auto [E, Expanded] = Stack.back();
      Stack.pop_back();
      if (Index.count(E))
        continue;
      if (!Expanded) {
        Stack.push_back({E, true});
        for (const Expr &O : E.operands())
          if (!Index.count(O))
            Stack.push_back({O, false});
        continue;
      }
      Node N;
      N.Kind = E.kind();
      if (N.Kind == ExprKind::Constant) {
        N.Value = E.constantValue();
      } else if (N.Kind == ExprKind::Symbol) {
        int S = Table.find(E.symbolName());
        N.Slot = S < 0 ? 0 : static_cast<uint32_t>(S);
        N.Varying = S >= 0 && ((S >= SlotTidX && S <= SlotBidZ) || S == SlotLatMem);
        if (N.Varying) {
          unsigned U = static_cast<unsigned>(S);
          N.Deps = U <= SlotTidZ   ? DepThread
                   : U <= SlotBidZ ? static_cast<uint8_t>(DepBid0 << (U - SlotBidX))
                                   : DepLatMem;
        }
        if (S < 0) { // not in the table (cannot happen after compiling): a constant 0
          N.Kind = ExprKind::Constant;
          N.Value = 0;
        }
      } else {
        N.FirstOp = static_cast<uint32_t>(Ops.size());
        N.NumOps = static_cast<uint32_t>(E.operands().size());
        for (const Expr &O : E.operands()) {
          uint32_t I = Index.at(O);
          Ops.push_back(I);
          N.Varying = N.Varying || Nodes[I].Varying;
          N.Deps |= Nodes[I].Deps;
        }
      }
      Index.emplace(E, static_cast<uint32_t>(Nodes.size()));
      Nodes.push_back(N);
    }
    return Index.at(Root);
  };
  for (const Expr &R : RootExprs)
    Roots.push_back(Add(R));
  for (uint32_t I = 0; I < Nodes.size(); ++I) {
    if (Nodes[I].Varying)
      Varying.push_back(I);
    if (Nodes[I].Deps & DepLatMem)
      LatMem.push_back(I);
    if (Nodes[I].Kind == ExprKind::Symbol && Nodes[I].Slot < NumBuiltinSlots)
      Uses[Nodes[I].Slot] = true;
  }
}

// --- abstract operators ----------------------------------------------------------

namespace {

constexpr double Inf = std::numeric_limits<double>::infinity();

bool isInt(double V) { return std::isfinite(V) && V == std::floor(V); }

double safeMul(double A, double B) { return (A == 0 || B == 0) ? 0.0 : A * B; }

double ilog2Of(double A) { return A > 0 ? std::floor(std::log2(A)) : -1.0; }

/// Analysis context: N = K1 - K0 (index steps in the range).
struct Ctx {
  double N = 0;
  uint64_t K0 = 0;
  Verdict *V = nullptr;

  double lo(const AbstractValue &X) const { return X.Affine ? X.A + std::min(0.0, X.S * N) : X.A; }
  double hi(const AbstractValue &X) const { return X.Affine ? X.B + std::max(0.0, X.S * N) : X.B; }

  static AbstractValue constant(double C) { return {C, C, 0, true, isInt(C)}; }
  AbstractValue bounds(double Lo, double Hi, bool Int) const {
    if (std::isnan(Lo) || std::isnan(Hi))
      Lo = -Inf, Hi = Inf;
    return {Lo, Hi, 0, false, Int};
  }
  /// Not depending on k, with these bounds.
  static AbstractValue flat(double Lo, double Hi, bool Int) {
    if (std::isnan(Lo) || std::isnan(Hi))
      Lo = -Inf, Hi = Inf;
    return {Lo, Hi, 0, true, Int};
  }

  AbstractValue add(const AbstractValue &X, const AbstractValue &Y) const {
    if (X.isConst() && Y.isConst())
      return constant(X.A + Y.A);
    bool Int = X.Int && Y.Int;
    if (X.Affine && Y.Affine) {
      AbstractValue R{X.A + Y.A, X.B + Y.B, X.S + Y.S, true, Int};
      if (std::isnan(R.A) || std::isnan(R.B) || std::isnan(R.S))
        return bounds(-Inf, Inf, Int);
      return R;
    }
    return bounds(lo(X) + lo(Y), hi(X) + hi(Y), Int);
  }

  AbstractValue scale(const AbstractValue &X, double C) const {
    if (X.isConst())
      return constant(X.A * C);
    if (C == 0)
      return constant(0);
    bool Int = X.Int && isInt(C);
    if (X.Affine) {
      double A = X.A * C, B = X.B * C;
      return {std::min(A, B), std::max(A, B), X.S * C, true, Int};
    }
    double A = X.A * C, B = X.B * C;
    return bounds(std::min(A, B), std::max(A, B), Int);
  }

  AbstractValue mul(const AbstractValue &X, const AbstractValue &Y) const {
    if (X.isConst() && Y.isConst())
      return constant(X.A * Y.A);
    if (X.isConst())
      return scale(Y, X.A);
    if (Y.isConst())
      return scale(X, Y.A);
    double L1 = lo(X), H1 = hi(X), L2 = lo(Y), H2 = hi(Y);
    double P[4] = {safeMul(L1, L2), safeMul(L1, H2), safeMul(H1, L2), safeMul(H1, H2)};
    double Lo = *std::min_element(P, P + 4), Hi = *std::max_element(P, P + 4);
    bool Int = X.Int && Y.Int;
    if (X.Affine && Y.Affine && X.S == 0 && Y.S == 0)
      return flat(Lo, Hi, Int);
    return bounds(Lo, Hi, Int);
  }

  AbstractValue div(const AbstractValue &X, const AbstractValue &Y) const {
    if (X.isConst() && Y.isConst())
      return constant(X.A / Y.A);
    double L2 = lo(Y), H2 = hi(Y);
    double Lo = -Inf, Hi = Inf;
    if (L2 > 0 || H2 < 0) {
      double L1 = lo(X), H1 = hi(X);
      double P[4] = {L1 / L2, L1 / H2, H1 / L2, H1 / H2};
      Lo = *std::min_element(P, P + 4), Hi = *std::max_element(P, P + 4);
      // Rounding: the bounds of a real division are widened by a few ulps.
      Lo -= std::abs(Lo) * 1e-12, Hi += std::abs(Hi) * 1e-12;
    }
    if (Y.isConst() && Y.A != 0 && X.Affine) {
      double A = X.A / Y.A, B = X.B / Y.A;
      double L = std::min(A, B), H = std::max(A, B);
      return {L - std::abs(L) * 1e-12, H + std::abs(H) * 1e-12, X.S / Y.A, true, false};
    }
    if (X.Affine && Y.Affine && X.S == 0 && Y.S == 0)
      return flat(Lo, Hi, false);
    return bounds(Lo, Hi, false);
  }

  /// Period (index steps) after which floor(v / c) of a value with slope S
  /// steps by an integer again.
  void notePeriod(double S, double C) const {
    if (!V || !isInt(S) || !isInt(C) || S == 0 || std::abs(C) > 1e15 || std::abs(S) > 1e15)
      return;
    uint64_t Ci = static_cast<uint64_t>(std::abs(C)), Si = static_cast<uint64_t>(std::abs(S));
    uint64_t P = Ci / std::gcd(Ci, Si);
    if (P <= 1)
      return;
    uint64_t Cur = V->Period ? V->Period : 1;
    uint64_t L = Cur / std::gcd(Cur, P) * P;
    if (L <= (uint64_t(1) << 20))
      V->Period = L;
  }

  AbstractValue floorDiv(const AbstractValue &X, const AbstractValue &Y) const {
    if (X.isConst() && Y.isConst())
      return constant(std::floor(X.A / Y.A));
    if (Y.isConst() && Y.A != 0 && std::isfinite(Y.A)) {
      double C = Y.A;
      if (C < 0) // floor(x / c) = floor(-x / -c)
        return floorDiv(scale(X, -1), constant(-C));
      double Q0 = std::floor(lo(X) / C), Q1 = std::floor(hi(X) / C);
      if (Q0 == Q1 && std::isfinite(Q0))
        return constant(Q0);
      if (X.Affine && (X.S == 0 || isInt(X.S / C)))
        return {std::floor(X.A / C), std::floor(X.B / C), X.S / C, true, true};
      if (X.Affine)
        notePeriod(X.S, C);
      return bounds(Q0, Q1, true);
    }
    AbstractValue Q = div(X, Y);
    double Lo = std::floor(lo(Q)), Hi = std::floor(hi(Q));
    if (X.Affine && Y.Affine && X.S == 0 && Y.S == 0)
      return flat(Lo, Hi, true);
    return bounds(Lo, Hi, true);
  }

  AbstractValue mod(const AbstractValue &X, const AbstractValue &Y) const {
    if (X.isConst() && Y.isConst())
      return constant(X.A - Y.A * std::floor(X.A / Y.A));
    bool Int = X.Int && Y.Int;
    if (Y.isConst() && Y.A != 0 && std::isfinite(Y.A)) {
      double C = Y.A;
      AbstractValue Q = floorDiv(X, Y);
      if (Q.isConst())
        return add(X, constant(-C * Q.A));
      double Lo = C > 0 ? 0 : C, Hi = C > 0 ? C : 0;
      if (Int && C > 0)
        Hi = C - 1;
      else if (Int)
        Lo = C + 1;
      if (Q.Affine && X.Affine) {
        // Bounds at K0 from those of x there.
        double A = Lo, B = Hi;
        if (C > 0 && std::floor(X.A / C) == std::floor(X.B / C))
          A = X.A - C * std::floor(X.A / C), B = X.B - C * std::floor(X.A / C);
        return {A, B, X.S - C * Q.S, true, Int};
      }
      return bounds(Lo, Hi, Int);
    }
    double L2 = lo(Y), H2 = hi(Y);
    double M = std::max(std::abs(L2), std::abs(H2));
    if (X.Affine && Y.Affine && X.S == 0 && Y.S == 0)
      return flat(-M, M, Int);
    return bounds(-M, M, Int);
  }

  /// Min (IsMax false) or max of operands.
  AbstractValue minMax(std::span<const AbstractValue *const> Xs, bool IsMax) const {
    bool AllConst = true, AllFlat = true, SameSlope = true, Int = true;
    double Lo = IsMax ? -Inf : Inf, Hi = IsMax ? -Inf : Inf;
    double A = Lo, B = Hi;
    for (const AbstractValue *X : Xs) {
      AllConst = AllConst && X->isConst();
      AllFlat = AllFlat && X->Affine && X->S == 0;
      SameSlope = SameSlope && X->Affine && X->S == Xs[0]->S;
      Int = Int && X->Int;
      if (IsMax)
        Lo = std::max(Lo, lo(*X)), Hi = std::max(Hi, hi(*X)), A = std::max(A, X->A),
        B = std::max(B, X->B);
      else
        Lo = std::min(Lo, lo(*X)), Hi = std::min(Hi, hi(*X)), A = std::min(A, X->A),
        B = std::min(B, X->B);
    }
    if (AllConst) {
      double R = Xs[0]->A;
      for (size_t I = 1; I < Xs.size(); ++I) {
        double Vv = Xs[I]->A;
        R = IsMax ? (Vv > R ? Vv : R) : (Vv < R ? Vv : R);
      }
      return constant(R);
    }
    // An operand that dominates every other over the whole range.
    for (size_t I = 0; I < Xs.size(); ++I) {
      bool Dom = true;
      for (size_t J = 0; J < Xs.size() && Dom; ++J)
        if (J != I)
          Dom = IsMax ? lo(*Xs[I]) >= hi(*Xs[J]) : hi(*Xs[I]) <= lo(*Xs[J]);
      if (Dom)
        return *Xs[I];
    }
    if (SameSlope) // max(g_i + S k) = max(g_i) + S k
      return {A, B, Xs[0]->S, true, Int};
    (void)AllFlat;
    return bounds(Lo, Hi, Int);
  }

  /// Records where d = g + S*k may cross 0 (absolute k), the leftmost zone.
  void noteZone(const AbstractValue &D) const {
    if (!V || !D.Affine || D.S == 0 || !std::isfinite(D.S) || !std::isfinite(D.A) || !std::isfinite(D.B))
      return;
    double C1 = -D.A / D.S, C2 = -D.B / D.S; // offsets where d = 0 for g = A, g = B
    double Lo = std::floor(std::min(C1, C2)), Hi = std::ceil(std::max(C1, C2));
    Lo = std::max(Lo, 0.0);
    Hi = std::min(Hi, N);
    if (Lo > Hi)
      return;
    uint64_t ZLo = K0 + static_cast<uint64_t>(Lo), ZHi = K0 + static_cast<uint64_t>(Hi);
    if (!V->HaveZone || ZLo < V->ZoneLo) {
      V->HaveZone = true;
      V->ZoneLo = ZLo;
      V->ZoneHi = ZHi;
    }
  }

  AbstractValue compare(ExprKind K, const AbstractValue &X, const AbstractValue &Y) const {
    if (X.isConst() && Y.isConst()) {
      double A = X.A, B = Y.A;
      bool R = K == ExprKind::Lt ? A < B : K == ExprKind::Le ? A <= B : K == ExprKind::Eq ? A == B : A != B;
      return constant(R ? 1 : 0);
    }
    AbstractValue D = add(X, scale(Y, -1));
    double L = lo(D), H = hi(D);
    // Real-valued differences: a margin for rounding in the bounds.
    double Tol = D.Int ? 0 : 1e-9 * std::max({1.0, std::abs(L), std::abs(H)});
    int R = -1; // decided: 0 or 1
    switch (K) {
    case ExprKind::Lt: R = H < -Tol ? 1 : L >= Tol ? 0 : -1; break;
    case ExprKind::Le: R = H <= -Tol ? 1 : L > Tol ? 0 : -1; break;
    case ExprKind::Eq:
      R = (L > Tol || H < -Tol) ? 0 : (D.Int && L == 0 && H == 0) ? 1 : -1;
      break;
    case ExprKind::Ne:
      R = (L > Tol || H < -Tol) ? 1 : (D.Int && L == 0 && H == 0) ? 0 : -1;
      break;
    default: break;
    }
    if (R >= 0)
      return constant(R);
    if (D.Affine && D.S == 0)
      return flat(0, 1, true);
    noteZone(D);
    return bounds(0, 1, true);
  }

  AbstractValue select(const AbstractValue &C, const AbstractValue &X, const AbstractValue &Y) const {
    if (C.isConst())
      return C.A != 0 ? X : Y;
    double Lc = lo(C), Hc = hi(C);
    if (Lc > 0 || Hc < 0) // never 0
      return X;
    bool Int = X.Int && Y.Int;
    double Lo = std::min(lo(X), lo(Y)), Hi = std::max(hi(X), hi(Y));
    if (C.Affine && C.S == 0 && X.Affine && Y.Affine && X.S == Y.S)
      return {std::min(X.A, Y.A), std::max(X.B, Y.B), X.S, true, Int};
    return bounds(Lo, Hi, Int);
  }

  AbstractValue log2(const AbstractValue &X) const {
    if (X.isConst())
      return constant(ilog2Of(X.A));
    double L = lo(X), H = hi(X);
    double Lo = ilog2Of(L), Hi = ilog2Of(H);
    if (L > 0 && Lo == Hi && std::isfinite(Lo))
      return constant(Lo);
    if (L <= 0)
      Lo = -1;
    if (!std::isfinite(Hi))
      Hi = Inf;
    if (X.Affine && X.S == 0)
      return flat(Lo, Hi, true);
    return bounds(Lo, Hi, true);
  }

  /// A domain variable as a value.
  AbstractValue var(const DomainVar &D) const {
    switch (D.K) {
    case DomainVar::Fixed: return constant(D.Base);
    case DomainVar::Free: return flat(D.Base, D.Base + D.Span - 1, true);
    case DomainVar::Indexed:
      if (D.Span <= 1 && N == 0)
        return constant(D.Base + D.Stride * static_cast<double>(K0));
      return {D.Base + D.Stride * static_cast<double>(K0),
              D.Base + D.Stride * static_cast<double>(K0) + D.Span - 1, D.Stride, true, true};
    }
    return constant(0);
  }
};

} // namespace

// --- the analyzer ----------------------------------------------------------------

IntervalAnalyzer::IntervalAnalyzer(const GroupingProgram &P, const std::vector<double> &Slots,
                                   const Dim3 &Block)
    : Prog(&P), Bx(static_cast<double>(Block.X)), By(static_cast<double>(Block.Y)) {
  const auto &Nodes = P.nodes();
  Vals.resize(Nodes.size());
  // Nodes that depend on no index: numbers, computed once as the compiled
  // programs compute them.
  std::vector<double> C = P.foldLaunch(Slots);
  for (size_t I = 0; I < Nodes.size(); ++I)
    if (!Nodes[I].Varying)
      Vals[I] = Ctx::constant(C[I]);
}

Verdict IntervalAnalyzer::analyze(const Domain &D, uint64_t K0, uint64_t K1) {
  ++Count;
  Verdict V;
  Ctx X;
  X.N = static_cast<double>(K1 - K0);
  X.K0 = K0;
  X.V = &V;
  const auto &Nodes = Prog->nodes();
  const auto &Ops = Prog->operands();

  // The built-in symbols of the domain. Of the thread index's periods, tid.x's
  // (rows of the block repeat every bdim.x threads) and, over rows, tid.y's
  // (planes repeat every bdim.y rows) are useful splits; the row index's
  // steps over threads are not periods.
  AbstractValue T = X.var(D.Thread);
  AbstractValue Tid[3], Row;
  if (Prog->usesSlot(SlotTidX))
    Tid[0] = X.mod(T, Ctx::constant(Bx));
  if (Prog->usesSlot(SlotTidY) || Prog->usesSlot(SlotTidZ)) {
    X.V = nullptr;
    Row = X.floorDiv(T, Ctx::constant(Bx));
    X.V = &V;
    // Over rows (k = a row: the row index's slope is an integer) the planes
    // repeat every bdim.y rows; over threads the row index is not affine
    // across a row boundary and names nothing.
    Tid[1] = X.mod(Row, Ctx::constant(By));
    Tid[2] = X.floorDiv(Row, Ctx::constant(By));
  }
  AbstractValue Bid[3] = {X.var(D.Block[0]), X.var(D.Block[1]), X.var(D.Block[2])};
  AbstractValue LatMem = Ctx::flat(0, 1e9, false);

  // Variables that differ from the previous analysis, or depend on k.
  auto Same = [](const DomainVar &A, const DomainVar &B) {
    return A.K == B.K && A.Base == B.Base && A.Span == B.Span && A.Stride == B.Stride;
  };
  const DomainVar *Now[4] = {&D.Thread, &D.Block[0], &D.Block[1], &D.Block[2]};
  uint8_t Dirty = HaveLast ? 0 : 0xff;
  for (unsigned J = 0; J < 4; ++J) {
    uint8_t Bit = J == 0 ? GroupingProgram::DepThread
                         : static_cast<uint8_t>(GroupingProgram::DepBid0 << (J - 1));
    if (Now[J]->K == DomainVar::Indexed || !Same(*Now[J], Last[J]))
      Dirty |= Bit;
    Last[J] = *Now[J];
  }
  HaveLast = true;

  const AbstractValue *Args[64];
  std::vector<const AbstractValue *> Many;
  for (uint32_t I : Prog->varyingNodes()) {
    const auto &Nd = Nodes[I];
    if (!(Nd.Deps & Dirty))
      continue;
    AbstractValue &R = Vals[I];
    auto Op = [&](unsigned J) -> const AbstractValue & { return Vals[Ops[Nd.FirstOp + J]]; };
    switch (Nd.Kind) {
    case ExprKind::Symbol:
      if (Nd.Slot <= SlotTidZ)
        R = Tid[Nd.Slot - SlotTidX];
      else if (Nd.Slot <= SlotBidZ)
        R = Bid[Nd.Slot - SlotBidX];
      else
        R = LatMem;
      break;
    case ExprKind::Add: {
      AbstractValue Acc = Op(0);
      for (unsigned J = 1; J < Nd.NumOps; ++J)
        Acc = X.add(Acc, Op(J));
      R = Acc;
      break;
    }
    case ExprKind::Mul: {
      AbstractValue Acc = Op(0);
      for (unsigned J = 1; J < Nd.NumOps; ++J)
        Acc = X.mul(Acc, Op(J));
      R = Acc;
      break;
    }
    case ExprKind::Min:
    case ExprKind::Max: {
      std::span<const AbstractValue *const> Xs;
      if (Nd.NumOps <= 64) {
        for (unsigned J = 0; J < Nd.NumOps; ++J)
          Args[J] = &Op(J);
        Xs = {Args, Nd.NumOps};
      } else {
        Many.clear();
        for (unsigned J = 0; J < Nd.NumOps; ++J)
          Many.push_back(&Op(J));
        Xs = Many;
      }
      R = X.minMax(Xs, Nd.Kind == ExprKind::Max);
      break;
    }
    case ExprKind::Select: R = X.select(Op(0), Op(1), Op(2)); break;
    case ExprKind::Log2: R = X.log2(Op(0)); break;
    case ExprKind::Sub: R = X.add(Op(0), X.scale(Op(1), -1)); break;
    case ExprKind::Div: R = X.div(Op(0), Op(1)); break;
    case ExprKind::FloorDiv: R = X.floorDiv(Op(0), Op(1)); break;
    case ExprKind::Mod: R = X.mod(Op(0), Op(1)); break;
    case ExprKind::Lt:
    case ExprKind::Le:
    case ExprKind::Eq:
    case ExprKind::Ne: R = X.compare(Nd.Kind, Op(0), Op(1)); break;
    case ExprKind::Constant: break;
    }
  }
  V.Uniform = V.Affine = true;
  for (uint32_t Root : Prog->roots()) {
    const AbstractValue &R = Vals[Root];
    V.Affine = V.Affine && R.Affine;
    V.Uniform = V.Uniform && R.Affine && R.S == 0;
  }
  if (V.Uniform)
    V.Affine = false;
  return V;
}

} // namespace kc
