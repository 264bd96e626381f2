/// \file
/// Integer expressions of access patterns ("ty*9+tx*3", "BX", "i*2"): + - * / %,
/// parentheses, unary minus, integer literals and the variables tx, ty, tz, BX,
/// BY, BZ, TS and i. Parsed once, evaluated many times while the StartSet and
/// AccessSet of a pattern are enumerated over a block.
#pragma once

#include "llvm/Support/Error.h"

#include <array>
#include <memory>
#include <string>
#include <string_view>

namespace kc::fusion {

/// Variable slots an expression may read.
enum class PatternVar : unsigned { Tx, Ty, Tz, Bx, By, Bz, I, NumVars };

class Expr {
public:
  struct Node;
  Expr();
  ~Expr();
  Expr(const Expr &);
  Expr &operator=(const Expr &);
  Expr(Expr &&) noexcept;
  Expr &operator=(Expr &&) noexcept;

  /// Parses \p Text; the error says which character was unexpected.
  static llvm::Expected<Expr> parse(std::string_view Text);
  long long eval(const std::array<long long, static_cast<unsigned>(PatternVar::NumVars)> &Vars) const;

private:
  std::shared_ptr<const Node> Root;
};

} // namespace kc::fusion
