/// \file
/// A sum of many terms built at once. `S.add(x)` for x1..xn, then `S.value()`,
/// gives the same expression as the fold `Sum = Sum + x` from `Sum = 0`: a sum
/// is flattened, its terms sorted (stably) and like terms' coefficients added
/// in order, constants folded left to right (Expr.h), which is what one n-ary
/// sum of all the terms does too. The fold re-simplifies the whole growing sum
/// at every step; on a big unrolled block (thousands of memory accesses adding
/// to one total) that is quadratic, the n-ary sum is not.
#pragma once

#include "kernelmodel/Expr.h"

#include <vector>

namespace kc {

class ExprSum {
public:
  void add(Expr E) { Terms.push_back(std::move(E)); }
  /// The sum of everything added (0 when nothing was).
  Expr value() const { return makeExpr(ExprKind::Add, Terms); }

private:
  std::vector<Expr> Terms{Expr(0.0)}; // the fold's starting 0
};

} // namespace kc
