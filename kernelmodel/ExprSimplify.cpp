// The simplifying builders: every operator on Expr goes through here and
// returns the canonical form documented in Expr.h.
#include "kernelmodel/ExprNode.h"

#include <algorithm>
#include <stdexcept>

namespace kc {

namespace {

bool lessExpr(const Expr &A, const Expr &B) { return compareExpr(A, B) < 0; }

Expr buildMul(std::span<const Expr> In);

Expr buildAdd(std::span<const Expr> In) {
  std::vector<std::pair<Expr, double>> Terms; // (non-constant part, coefficient)
  double Constant = 0;
  auto AddTerm = [&](const Expr &T) {
    if (T.isConstant()) {
      Constant += T.constantValue();
      return;
    }
    auto [K, R] = splitCoefficient(T);
    Terms.emplace_back(std::move(R), K);
  };
  for (const Expr &E : In) {
    if (E.kind() == ExprKind::Add)
      for (const Expr &O : E.operands())
        AddTerm(O);
    else
      AddTerm(E);
  }
  std::stable_sort(Terms.begin(), Terms.end(),
                   [](const auto &A, const auto &B) { return lessExpr(A.first, B.first); });
  std::vector<Expr> Ops;
  for (size_t I = 0; I < Terms.size();) {
    size_t J = I + 1;
    double K = Terms[I].second;
    while (J < Terms.size() && Terms[J].first == Terms[I].first)
      K += Terms[J++].second;
    if (K != 0) {
      if (K == 1) {
        Ops.push_back(Terms[I].first);
      } else {
        Expr Factors[2] = {Expr(K), Terms[I].first};
        Ops.push_back(buildMul(Factors));
      }
    }
    I = J;
  }
  if (Ops.empty())
    return Expr(Constant);
  // A coefficient times a sum distributes, so a term may itself be a sum again.
  if (std::any_of(Ops.begin(), Ops.end(), [](const Expr &O) { return O.kind() == ExprKind::Add; })) {
    if (Constant != 0)
      Ops.push_back(Expr(Constant));
    return buildAdd(Ops);
  }
  if (Constant != 0)
    Ops.push_back(Expr(Constant));
  if (Ops.size() == 1)
    return Ops[0];
  return ExprBuilder::makeNode(ExprKind::Add, std::move(Ops));
}

Expr buildMul(std::span<const Expr> In) {
  double K = 1;
  std::vector<Expr> Factors;
  auto AddFactor = [&](const Expr &F) {
    if (F.isConstant())
      K *= F.constantValue();
    else
      Factors.push_back(F);
  };
  for (const Expr &E : In) {
    if (E.kind() == ExprKind::Mul)
      for (const Expr &O : E.operands())
        AddFactor(O);
    else
      AddFactor(E);
  }
  if (K == 0 || Factors.empty())
    return Expr(K);
  std::stable_sort(Factors.begin(), Factors.end(), lessExpr);
  if (Factors.size() == 1) {
    if (K == 1)
      return Factors[0];
    if (Factors[0].kind() == ExprKind::Add) { // c * (a + b) = c*a + c*b
      std::vector<Expr> Terms;
      for (const Expr &T : Factors[0].operands()) {
        Expr Pair[2] = {Expr(K), T};
        Terms.push_back(buildMul(Pair));
      }
      return buildAdd(Terms);
    }
  }
  std::vector<Expr> Ops;
  Ops.reserve(Factors.size() + 1);
  if (K != 1)
    Ops.push_back(Expr(K));
  Ops.insert(Ops.end(), Factors.begin(), Factors.end());
  return ExprBuilder::makeNode(ExprKind::Mul, std::move(Ops));
}

bool isExactReciprocal(double C) {
  if (!std::isfinite(C) || C == 0)
    return false;
  int Exp;
  double M = std::frexp(C, &Exp);
  return (M == 0.5 || M == -0.5) && std::isnormal(1.0 / C);
}

Expr buildDiv(const Expr &A, const Expr &B) {
  if (B.isConstant()) {
    double D = B.constantValue();
    if (A.isConstant() && D != 0)
      return Expr(A.constantValue() / D);
    if (D == 1)
      return A;
    if (isExactReciprocal(D)) {
      Expr Pair[2] = {Expr(1.0 / D), A};
      return buildMul(Pair);
    }
  }
  return ExprBuilder::makeNode(ExprKind::Div, {A, B});
}

bool isPositiveInteger(const Expr &E) {
  return E.isConstant() && isIntegerValue(E.constantValue()) && E.constantValue() > 0;
}

Expr buildFloorDiv(const Expr &A, const Expr &B) {
  if (B.isConstant()) {
    double D = B.constantValue();
    if (A.isConstant() && D != 0)
      return Expr(floorDivValue(A.constantValue(), D));
    if (D == 1)
      return A;
    // floor(floor(x / a) / b) = floor(x / (a*b)) for positive integers a, b.
    if (isPositiveInteger(B) && A.kind() == ExprKind::FloorDiv && isPositiveInteger(A.operands()[1]))
      return buildFloorDiv(A.operands()[0], Expr(A.operands()[1].constantValue() * D));
  }
  return ExprBuilder::makeNode(ExprKind::FloorDiv, {A, B});
}

Expr buildMod(const Expr &A, const Expr &B) {
  if (B.isConstant()) {
    double D = B.constantValue();
    if (A.isConstant() && D != 0)
      return Expr(modValue(A.constantValue(), D));
    if (D == 1 || D == -1) // integer-valued operands
      return Expr(0.0);
    if (A.kind() == ExprKind::Mod && A.operands()[1] == B)
      return A;
  }
  return ExprBuilder::makeNode(ExprKind::Mod, {A, B});
}

Expr buildLog2(const Expr &A) {
  if (A.isConstant())
    return Expr(ilog2Value(A.constantValue()));
  return ExprBuilder::makeNode(ExprKind::Log2, {A});
}

Expr buildMinMax(ExprKind K, std::span<const Expr> In) {
  const bool IsMax = K == ExprKind::Max;
  auto Better = [IsMax](double A, double B) { return IsMax ? A > B : A < B; };
  std::optional<double> Constant;
  std::vector<Expr> Ops;
  auto AddOp = [&](const Expr &E) {
    if (E.isConstant()) {
      double V = E.constantValue();
      if (!Constant || Better(V, *Constant))
        Constant = V;
    } else {
      Ops.push_back(E);
    }
  };
  for (const Expr &E : In) {
    if (E.kind() == K)
      for (const Expr &O : E.operands())
        AddOp(O);
    else
      AddOp(E);
  }
  // Of `r + c` with the same r keep the dominating c (this also removes duplicates).
  std::vector<std::pair<Expr, double>> Split;
  for (const Expr &E : Ops)
    Split.push_back(splitConstantTerm(E));
  std::vector<size_t> Order(Ops.size());
  for (size_t I = 0; I < Order.size(); ++I)
    Order[I] = I;
  std::stable_sort(Order.begin(), Order.end(),
                   [&](size_t A, size_t B) { return lessExpr(Split[A].first, Split[B].first); });
  std::vector<Expr> Kept;
  for (size_t I = 0; I < Order.size();) {
    size_t Best = Order[I], J = I + 1;
    while (J < Order.size() && Split[Order[J]].first == Split[Best].first) {
      if (Better(Split[Order[J]].second, Split[Best].second))
        Best = Order[J];
      ++J;
    }
    Kept.push_back(Ops[Best]);
    I = J;
  }
  // A constant against operands whose lower bound is trivially known.
  if (Constant) {
    if (IsMax) {
      for (const Expr &E : Kept)
        if (auto LB = lowerBound(E); LB && *LB >= *Constant) {
          Constant.reset();
          break;
        }
    } else {
      std::erase_if(Kept, [&](const Expr &E) {
        auto LB = lowerBound(E);
        return LB && *LB >= *Constant;
      });
    }
  }
  if (Constant)
    Kept.push_back(Expr(*Constant));
  if (Kept.size() == 1)
    return Kept[0];
  std::stable_sort(Kept.begin(), Kept.end(), lessExpr);
  return ExprBuilder::makeNode(K, std::move(Kept));
}

Expr buildCompare(ExprKind K, const Expr &A, const Expr &B) {
  auto Fold = [K](double X, double Y) {
    switch (K) {
    case ExprKind::Lt: return X < Y;
    case ExprKind::Le: return X <= Y;
    case ExprKind::Eq: return X == Y;
    default: return X != Y;
    }
  };
  if (A.isConstant() && B.isConstant())
    return Expr(Fold(A.constantValue(), B.constantValue()) ? 1.0 : 0.0);
  Expr NegB[2] = {Expr(-1.0), B};
  Expr Diff[2] = {A, buildMul(NegB)};
  Expr D = buildAdd(Diff);
  if (D.isConstant())
    return Expr(Fold(D.constantValue(), 0) ? 1.0 : 0.0);
  // A constant on one side against the other side's lower bound.
  if (A.isConstant()) {
    auto LB = lowerBound(B);
    double C = A.constantValue();
    if (LB && ((K == ExprKind::Lt && C < *LB) || (K == ExprKind::Le && C <= *LB)))
      return Expr(1.0);
    if (LB && C < *LB && (K == ExprKind::Eq || K == ExprKind::Ne))
      return Expr(K == ExprKind::Ne ? 1.0 : 0.0);
  } else if (B.isConstant()) {
    auto LB = lowerBound(A);
    double C = B.constantValue();
    if (LB && ((K == ExprKind::Lt && *LB >= C) || (K == ExprKind::Le && *LB > C)))
      return Expr(0.0);
    if (LB && *LB > C && (K == ExprKind::Eq || K == ExprKind::Ne))
      return Expr(K == ExprKind::Ne ? 1.0 : 0.0);
  }
  return ExprBuilder::makeNode(K, {A, B});
}

bool isComparison(ExprKind K) {
  return K == ExprKind::Lt || K == ExprKind::Le || K == ExprKind::Eq || K == ExprKind::Ne;
}

Expr buildSelect(const Expr &C, const Expr &T, const Expr &E) {
  if (C.isConstant())
    return C.constantValue() != 0 ? T : E;
  if (T == E)
    return T;
  if (isComparison(C.kind()) && T.isConstant(1) && E.isConstant(0))
    return C;
  return ExprBuilder::makeNode(ExprKind::Select, {C, T, E});
}

} // namespace

Expr operator+(const Expr &A, const Expr &B) {
  Expr Ops[2] = {A, B};
  return buildAdd(Ops);
}

Expr operator-(const Expr &A) {
  Expr Ops[2] = {Expr(-1.0), A};
  return buildMul(Ops);
}

Expr operator-(const Expr &A, const Expr &B) { return A + (-B); }

Expr operator*(const Expr &A, const Expr &B) {
  Expr Ops[2] = {A, B};
  return buildMul(Ops);
}

Expr operator/(const Expr &A, const Expr &B) { return buildDiv(A, B); }
Expr floorDiv(const Expr &A, const Expr &B) { return buildFloorDiv(A, B); }
Expr ceilDiv(const Expr &A, const Expr &B) { return buildFloorDiv(A + B - Expr(1.0), B); }
Expr mod(const Expr &A, const Expr &B) { return buildMod(A, B); }

Expr min(const Expr &A, const Expr &B) {
  Expr Ops[2] = {A, B};
  return buildMinMax(ExprKind::Min, Ops);
}
Expr max(const Expr &A, const Expr &B) {
  Expr Ops[2] = {A, B};
  return buildMinMax(ExprKind::Max, Ops);
}
Expr minOf(std::span<const Expr> Es) {
  if (Es.empty())
    throw std::invalid_argument("minOf: no operands");
  return buildMinMax(ExprKind::Min, Es);
}
Expr maxOf(std::span<const Expr> Es) {
  if (Es.empty())
    throw std::invalid_argument("maxOf: no operands");
  return buildMinMax(ExprKind::Max, Es);
}

Expr lt(const Expr &A, const Expr &B) { return buildCompare(ExprKind::Lt, A, B); }
Expr le(const Expr &A, const Expr &B) { return buildCompare(ExprKind::Le, A, B); }
Expr eq(const Expr &A, const Expr &B) { return buildCompare(ExprKind::Eq, A, B); }
Expr ne(const Expr &A, const Expr &B) { return buildCompare(ExprKind::Ne, A, B); }
Expr select(const Expr &C, const Expr &T, const Expr &E) { return buildSelect(C, T, E); }

Expr ilog2(const Expr &A) { return buildLog2(A); }

std::string_view exprKindName(ExprKind K) {
  switch (K) {
  case ExprKind::Constant: return "constant";
  case ExprKind::Symbol: return "symbol";
  case ExprKind::Add: return "add";
  case ExprKind::Mul: return "mul";
  case ExprKind::Sub: return "sub";
  case ExprKind::Div: return "div";
  case ExprKind::FloorDiv: return "floor_div";
  case ExprKind::Mod: return "mod";
  case ExprKind::Min: return "min";
  case ExprKind::Max: return "max";
  case ExprKind::Lt: return "lt";
  case ExprKind::Le: return "le";
  case ExprKind::Eq: return "eq";
  case ExprKind::Ne: return "ne";
  case ExprKind::Select: return "select";
  case ExprKind::Log2: return "ilog2";
  }
  return "?";
}

Expr makeExpr(ExprKind K, std::span<const Expr> Ops) {
  auto Need = [&](size_t N) {
    if (Ops.size() != N)
      throw std::invalid_argument(std::string(exprKindName(K)) + " takes " + std::to_string(N) +
                                  " operands, got " + std::to_string(Ops.size()));
  };
  switch (K) {
  case ExprKind::Constant:
  case ExprKind::Symbol:
    throw std::invalid_argument("makeExpr: a " + std::string(exprKindName(K)) +
                                " has no operands; use Expr::constant / Expr::symbol");
  case ExprKind::Add:
  case ExprKind::Mul:
    if (Ops.empty())
      throw std::invalid_argument(std::string(exprKindName(K)) + " takes at least 1 operand");
    return K == ExprKind::Add ? buildAdd(Ops) : buildMul(Ops);
  case ExprKind::Min:
  case ExprKind::Max:
    if (Ops.empty())
      throw std::invalid_argument(std::string(exprKindName(K)) + " takes at least 1 operand");
    return buildMinMax(K, Ops);
  case ExprKind::Sub: Need(2); return Ops[0] - Ops[1];
  case ExprKind::Div: Need(2); return buildDiv(Ops[0], Ops[1]);
  case ExprKind::FloorDiv: Need(2); return buildFloorDiv(Ops[0], Ops[1]);
  case ExprKind::Mod: Need(2); return buildMod(Ops[0], Ops[1]);
  case ExprKind::Lt:
  case ExprKind::Le:
  case ExprKind::Eq:
  case ExprKind::Ne: Need(2); return buildCompare(K, Ops[0], Ops[1]);
  case ExprKind::Select: Need(3); return buildSelect(Ops[0], Ops[1], Ops[2]);
  case ExprKind::Log2: Need(1); return buildLog2(Ops[0]);
  }
  throw std::invalid_argument("makeExpr: unknown kind");
}

} // namespace kc
