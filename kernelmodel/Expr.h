/// \file
/// Symbolic expressions of the kernel model (docs/model.md#kernel-model): per-thread time, delay,
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
///
/// Canonical form (what the builders guarantee, so structural == is a useful
/// equality; the rules are local and terminate, they are no algebra system):
///  - Constants fold through every operator (floor division and modulo only
///    with a non-zero divisor; real division only with a non-zero divisor).
///    -0 is stored as 0.
///  - Add is n-ary with >= 2 operands, never nested: non-constant terms sorted
///    by the canonical order of their non-constant part, like terms collected
///    (2*a + 3*a = 5*a, a - a = 0), at most one constant term, kept LAST and
///    never 0. Subtraction becomes Add with a -1 coefficient: Sub is never built.
///  - Mul is n-ary with >= 2 operands, never nested: at most one constant
///    coefficient, kept FIRST and never 0 or 1 (x*0 = 0, x*1 = x); other
///    factors sorted (repeated factors stay, x*x). A constant times a single
///    sum is distributed (2*(a + 1) = 2*a + 2); products of sums are not expanded.
///  - Div (real) by a constant whose reciprocal is exact (a power of two)
///    becomes a Mul (n / 4 = 0.25*n); other divisors stay a Div; x / 1 = x.
///  - Min / Max are n-ary, flattened, sorted, duplicates removed, constants
///    folded into one; of terms `r + c` with the same r only the dominating
///    one is kept (max(a + 1, a + 3) = a + 3); a constant is dropped when
///    another operand is trivially >= it (max(tid.x, 0) = tid.x, from the
///    symbol families: tid/bid/lat/del/trip/prob >= 0, bdim/gdim >= 1).
///  - FloorDiv(x, 1) = x; FloorDiv(FloorDiv(x, a), b) = FloorDiv(x, a*b) for
///    positive integer constants (operands are assumed integer-valued);
///    Mod(Mod(x, c), c) = Mod(x, c).
///  - Comparisons fold when both sides differ by a constant (a < a + 1 = 1) or
///    when a constant left side is trivially below the right side's lower bound.
///  - Select on a constant condition picks a branch; select(c, a, a) = a;
///    select(cmp, 1, 0) = cmp.
/// The canonical order (Expr::operator<): constants < symbols (by name) <
/// compound nodes (by kind, then operand count, then operands).
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <iosfwd>
#include <map>
#include <memory>
#include <set>
#include <span>
#include <stdexcept>
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
  Select,                 // select(cond, then, else)
  Log2                    // ilog2(x): floor(log2(x)) for x > 0, -1 otherwise (trip counts of halving loops)
};

struct ExprNode;

/// toJson() of an expression too large to write out (Expr::MaxWrittenNodes).
class ExprTooLarge : public std::length_error {
public:
  using std::length_error::length_error;
};

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

  /// The most nodes toJson() writes: str() prints the tree, and a DAG whose
  /// subexpressions are shared (data-dependent selects chained) can stand for an
  /// exponentially larger one.
  static constexpr unsigned MaxWrittenNodes = 1000000;
  /// str() as JSON; throws ExprTooLarge above MaxWrittenNodes.
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
  /// The canonical total order (see the file comment); usable as a map key.
  bool operator<(const Expr &O) const;
  /// Nodes in the tree (a shared subtree counts each time it appears).
  unsigned nodeCount() const;

  const ExprNode *node() const { return Node.get(); }

private:
  explicit Expr(std::shared_ptr<const ExprNode> N) : Node(std::move(N)) {}
  std::shared_ptr<const ExprNode> Node;
  friend struct ExprBuilder;
};

Expr operator+(const Expr &A, const Expr &B);
Expr operator-(const Expr &A, const Expr &B);
Expr operator-(const Expr &A);                ///< -1 * A
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
/// floor(log2(A)) for A > 0, -1 otherwise (printed and parsed as ilog2(A)).
Expr ilog2(const Expr &A);
/// \p E with its products of sums multiplied out (a*(b + c) = a*b + a*c, also
/// for symbolic a), so that like terms collect: -4*c*(-w*f - g) + 4*c*(b - w*f - g)
/// becomes 4*b*c. Only sums and products are expanded; any other node is kept
/// as a factor. When a product would expand to more than \p MaxTerms terms, it
/// is left as it is (the value never changes, only the form).
Expr expandProducts(const Expr &E, size_t MaxTerms = 64);
/// Builds a node of kind \p K from operands, simplifying (as the named
/// builders do); Sub builds A + -1*B. Throws std::invalid_argument on a wrong
/// operand count.
Expr makeExpr(ExprKind K, std::span<const Expr> Ops);
/// "add", "floor_div", "lt", ... (for messages and JSON).
std::string_view exprKindName(ExprKind K);

/// Prints E.str() (also makes GoogleTest show expressions readably).
std::ostream &operator<<(std::ostream &OS, const Expr &E);

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
  /// A slot array for the table's current symbols from name -> value; missing
  /// names are 0, or throw std::invalid_argument naming one when RequireAll.
  std::vector<double> bind(const std::map<std::string, double> &Values,
                           bool RequireAll = false) const;

private:
  std::vector<std::string> Names;
  std::map<std::string, unsigned, std::less<>> Index;
};

/// A flat postfix program: evaluate(Slots) runs it on a fixed-size stack with
/// no allocation. Symbols not in the table at compile time are added to it.
/// An operation whose operand is a symbol or a constant reads it directly, so
/// there is about one instruction per operation; the interpreter is
/// direct-threaded and keeps the stack top in a register (~80 ns for a
/// 74-node time formula, docs/expressions.md). Results are bit-identical to
/// Expr::evaluate (same operation order). Cheap to copy; thread-safe to
/// evaluate concurrently.
class CompiledExpr {
public:
  /// The most tree nodes a program is made of (about one instruction each).
  static constexpr unsigned MaxNodes = 4000000;
  CompiledExpr() = default;
  /// Throws ExprTooLarge when \p E has more than MaxNodes nodes as a tree.
  CompiledExpr(const Expr &E, SymbolTable &Table);
  double evaluate(const double *Slots) const;
  bool isConstant() const;
  /// Slots this program reads (to know which symbols an expression depends on).
  const std::vector<unsigned> &slotsUsed() const { return Used; }
  /// Instructions in the program (about one per expression node).
  size_t programSize() const { return Program.empty() ? 0 : Program.size() - 1; }
  /// Deepest evaluation stack the program needs (32 fit on the C++ stack;
  /// deeper programs use a per-thread buffer that is allocated once).
  unsigned maxStack() const { return MaxStack; }

private:
  friend struct CompiledExprEmitter;
  double run(double *Stack, const double *Slots) const;
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
