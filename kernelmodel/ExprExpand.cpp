// expandProducts (Expr.h): multiplies out products of sums so that the
// builders' like-term collection can cancel what the unexpanded forms hide
// (address coefficients taken as f(v = 1) - f(v = 0), for instance).
#include "kernelmodel/Expr.h"

#include <vector>

namespace kc {

namespace {

/// The terms of \p E as a sum (E itself when it is not an Add).
std::vector<Expr> termsOf(const Expr &E) {
  if (E.kind() == ExprKind::Add)
    return {E.operands().begin(), E.operands().end()};
  return {E};
}

Expr sumOf(const std::vector<Expr> &Terms) {
  Expr Sum(0.0);
  for (const Expr &T : Terms)
    Sum = Sum + T;
  return Sum;
}

} // namespace

Expr expandProducts(const Expr &E, size_t MaxTerms) {
  switch (E.kind()) {
  case ExprKind::Add: {
    Expr Sum(0.0);
    for (const Expr &O : E.operands())
      Sum = Sum + expandProducts(O, MaxTerms);
    return Sum;
  }
  case ExprKind::Mul: {
    // The product's terms so far, multiplied by each factor's terms in turn.
    std::vector<Expr> Terms{Expr(1.0)};
    for (const Expr &O : E.operands()) {
      std::vector<Expr> Factor = termsOf(expandProducts(O, MaxTerms));
      if (Terms.size() * Factor.size() > MaxTerms)
        return E;
      std::vector<Expr> Next;
      Next.reserve(Terms.size() * Factor.size());
      for (const Expr &T : Terms)
        for (const Expr &F : Factor)
          Next.push_back(T * F);
      Terms = std::move(Next);
    }
    return sumOf(Terms);
  }
  default:
    return E;
  }
}

} // namespace kc
