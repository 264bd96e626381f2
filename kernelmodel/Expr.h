/// \file
/// Symbolic expressions of the kernel model (SPEC 4): per-thread time, delay,
/// memory traffic and trip counts as formulas of the thread (`tid.x`, `bid.y`),
/// the launch (`bdim.x`, `gdim.z`), kernel arguments (by name), GPU costs
/// (`lat.fp32_fma`, `del.int_add`, `lat.mem`, ...) and named loop symbols
/// (`trip.L12`). Values are doubles; integer semantics (floor division, modulo)
/// are exact for magnitudes below 2^53.
///
/// Expr is an immutable value (a shared pointer to a node); constructors
/// simplify as they build (constant folding, flattening and sorting of sums and
/// products, collecting like terms, x*0, x*1, min/max of constants, select on a
/// constant condition). For the hot path, CompiledExpr flattens an expression
/// into a postfix program over a slot array: evaluation does no allocation and
/// no map look-up.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace kc {

enum class ExprKind : uint8_t {
  Constant, Symbol,
  Add, Mul,               // n-ary
  Sub,                    // binary (kept only when simplification cannot fold it into Add)
  Div,                    // binary real division (a constant divisor folds into Mul)
  FloorDiv, Mod,          // binary, floor semantics
  Min, Max,               // n-ary
  Lt, Le, Eq, Ne,         // binary, 1.0 or 0.0
  Select                  // select(cond, then, else)
};

struct ExprNode;

class Expr {
public:
  Expr();                                   ///< the constant 0
  Expr(double Constant);                    // NOLINT: implicit from numbers is convenient
  static Expr constant(double V);
  static Expr symbol(std::string_view Name);

  ExprKind kind() const;
  bool isConstant() const;
  bool isConstant(double V) const;
  double constantValue() const;             ///< requires isConstant()
  const std::string &symbolName() const;    ///< requires kind() == Symbol
  std::span<const Expr> operands() const;

  /// Every symbol the expression mentions.
  std::set<std::string> symbols() const;
  bool mentions(std::string_view Symbol) const;
  bool mentionsPrefix(std::string_view Prefix) const; ///< e.g. "bid." or "tid."

  /// Replaces symbols by expressions (and simplifies).
  Expr substitute(const std::map<std::string, Expr> &Bindings) const;
  /// Slow, map-based evaluation (tests, one-off values). Throws std::invalid_argument
  /// naming the first unbound symbol.
  double evaluate(const std::map<std::string, double> &Bindings) const;

  /// Infix, close to the paper's notation: `(tid.x < n) ? 12 + lat.mem : 4`,
  /// `floor(n / 16)`, `max(a, b)`. Minimal parentheses.
  std::string str() const;

  nlohmann::json toJson() const;
  /// Throws std::invalid_argument with a message naming the malformed part.
  static Expr fromJson(const nlohmann::json &J);

  /// Parses the infix syntax str() prints (and the CLI's --grid / --constraint
  /// expressions): numbers, symbols ([A-Za-z_][A-Za-z0-9_.]*), + - * / (real
  /// division), // (floor division), %, comparisons, ?:, min(...), max(...),
  /// floor(a / b), ceil_div(a, b), select(c, a, b), parentheses. Throws
  /// std::invalid_argument naming the column of the first error.
  static Expr parse(std::string_view Text);

  /// Structural equality after simplification.
  bool operator==(const Expr &O) const;
  size_t hash() const;

  const ExprNode *node() const { return Node.get(); }

private:
  explicit Expr(std::shared_ptr<const ExprNode> N) : Node(std::move(N)) {}
  std::shared_ptr<const ExprNode> Node;
  friend struct ExprBuilder;
};

Expr operator+(const Expr &A, const Expr &B);
Expr operator-(const Expr &A, const Expr &B);
Expr operator*(const Expr &A, const Expr &B);
Expr operator/(const Expr &A, const Expr &B); ///< real division
Expr floorDiv(const Expr &A, const Expr &B);
Expr ceilDiv(const Expr &A, const Expr &B);   ///< floorDiv(A + B - 1, B)
Expr mod(const Expr &A, const Expr &B);
Expr min(const Expr &A, const Expr &B);
Expr max(const Expr &A, const Expr &B);
Expr minOf(std::span<const Expr> Es);
Expr maxOf(std::span<const Expr> Es);
Expr lt(const Expr &A, const Expr &B);
Expr le(const Expr &A, const Expr &B);
Expr eq(const Expr &A, const Expr &B);
Expr ne(const Expr &A, const Expr &B);
Expr select(const Expr &Cond, const Expr &Then, const Expr &Else);

/// Maps symbol names to slot indices for CompiledExpr. Build it once (e.g. per
/// kernel), then fill a double array per evaluation.
class SymbolTable {
public:
  /// Slot of \p Name, adding it if new.
  unsigned slot(std::string_view Name);
  /// Slot of \p Name or -1.
  int find(std::string_view Name) const;
  unsigned size() const { return static_cast<unsigned>(Names.size()); }
  const std::vector<std::string> &names() const { return Names; }

private:
  std::vector<std::string> Names;
  std::map<std::string, unsigned, std::less<>> Index;
};

/// A flat postfix program: evaluate(Slots) runs it on a fixed-size stack with
/// no allocation. Symbols not in the table at compile time are added to it.
class CompiledExpr {
public:
  CompiledExpr() = default;
  CompiledExpr(const Expr &E, SymbolTable &Table);
  double evaluate(const double *Slots) const;
  bool isConstant() const;
  /// Slots this program reads (to know which symbols an expression depends on).
  const std::vector<unsigned> &slotsUsed() const { return Used; }

private:
  struct Op {
    uint8_t Code;
    uint8_t Arity;
    uint32_t Index; ///< slot for symbols, constant-pool index for constants
  };
  std::vector<Op> Program;
  std::vector<double> Constants;
  std::vector<unsigned> Used;
  unsigned MaxStack = 0;
};

} // namespace kc

template <> struct std::hash<kc::Expr> {
  size_t operator()(const kc::Expr &E) const { return E.hash(); }
};
