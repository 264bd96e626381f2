/// \file
/// A seeded random expression generator for the kernelmodel tests (round trips
/// and CompiledExpr vs Expr::evaluate). Builds through the public operators, so
/// the results are canonical expressions of every kind.
#pragma once

#include "kernelmodel/Expr.h"

#include <random>
#include <string>
#include <vector>

namespace kc::test {

inline double randomValue(std::mt19937_64 &Rng) {
  std::uniform_int_distribution<int> Pick(0, 9);
  std::uniform_int_distribution<int> Small(-20, 20);
  int P = Pick(Rng);
  if (P < 7)
    return Small(Rng);
  if (P < 9)
    return Small(Rng) / 4.0;
  return std::uniform_real_distribution<double>(-1000, 1000)(Rng);
}

inline Expr randomExpr(std::mt19937_64 &Rng, const std::vector<std::string> &Symbols,
                       int Depth) {
  std::uniform_int_distribution<int> Leaf(0, 2);
  if (Depth == 0 || Leaf(Rng) == 0) {
    if (std::uniform_int_distribution<int>(0, 2)(Rng) == 0)
      return Expr(randomValue(Rng));
    return Expr::symbol(Symbols[std::uniform_int_distribution<size_t>(0, Symbols.size() - 1)(Rng)]);
  }
  auto Sub = [&] { return randomExpr(Rng, Symbols, Depth - 1); };
  switch (std::uniform_int_distribution<int>(0, 18)(Rng)) {
  case 0:
  case 1: return Sub() + Sub();
  case 2: return Sub() - Sub();
  case 3:
  case 4: return Sub() * Sub();
  case 5: return Sub() / Sub();
  case 6: return floorDiv(Sub(), Sub());
  case 7: return mod(Sub(), Sub());
  case 8: return ceilDiv(Sub(), Sub());
  case 9: return min(Sub(), Sub());
  case 10: {
    Expr Three[] = {Sub(), Sub(), Sub()};
    return maxOf(Three);
  }
  case 11: return lt(Sub(), Sub());
  case 12: return le(Sub(), Sub());
  case 13: return eq(Sub(), Sub());
  case 14: return ne(Sub(), Sub());
  case 15: return select(Sub(), Sub(), Sub());
  case 16: return -Sub();
  case 17: return ilog2(Sub());
  default: return Expr(randomValue(Rng)) * Sub() + Sub();
  }
}

} // namespace kc::test
