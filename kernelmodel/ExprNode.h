/// \file
/// Internal to kernelmodel: the node behind an Expr and the helpers the
/// expression files share (node construction, the canonical total order, a
/// trivial lower-bound analysis). Not part of the contract; include Expr.h.
#pragma once

#include "kernelmodel/Expr.h"

#include <optional>
#include <string>
#include <vector>

namespace kc {

struct ExprNode {
  ExprKind Kind = ExprKind::Constant;
  double Value = 0;        ///< Constant
  std::string Name;        ///< Symbol
  std::vector<Expr> Ops;   ///< operands (canonical order for n-ary kinds)
  size_t Hash = 0;
  unsigned NodeCount = 1;  ///< nodes in this tree (shared subtrees counted again)
  std::optional<double> Lower; ///< lowerBound(), from the operands' when the node is made
};

/// Creates nodes without simplifying (the simplifying builders in
/// ExprSimplify.cpp use it once operands are canonical).
struct ExprBuilder {
  static Expr makeConstant(double V);
  static Expr makeSymbol(std::string Name);
  static Expr makeNode(ExprKind K, std::vector<Expr> Ops);
};

/// The canonical total order: constants < symbols < compound nodes (by kind);
/// constants by value, symbols by name, compound nodes by operand count then
/// operands lexicographically. Returns <0, 0, >0.
int compareExpr(const Expr &A, const Expr &B);

/// "1234" or, for a count that saturated, "more than 4e9": a tree size in the
/// messages of ExprTooLarge.
std::string treeSizeText(unsigned NodeCount);

/// A value the expression can never go below, when trivially provable from the
/// symbol families (tid.*, bid.*, lat.*, del.*, trip.*, prob.* >= 0;
/// bdim.*, gdim.* >= 1) and the structure; nullopt when unknown. Kept in each
/// node (made from its operands' bounds), so a shared subexpression costs once.
std::optional<double> lowerBound(const Expr &E);

/// Splits E into (rest, offset) with E == rest + offset and offset the constant
/// term of a sum (0 when none); rest is 0 for a constant.
std::pair<Expr, double> splitConstantTerm(const Expr &E);

/// Splits E into (coefficient, rest) with E == coefficient * rest.
std::pair<double, Expr> splitCoefficient(const Expr &E);

/// Floor division / modulo of doubles with floor semantics.
inline double floorDivValue(double A, double B);
inline double ilog2Value(double A);
inline double modValue(double A, double B);

bool isIntegerValue(double V);

} // namespace kc

#include <cmath>

inline double kc::floorDivValue(double A, double B) { return std::floor(A / B); }
inline double kc::ilog2Value(double A) { return A > 0 ? std::floor(std::log2(A)) : -1.0; }
inline double kc::modValue(double A, double B) { return A - B * std::floor(A / B); }
