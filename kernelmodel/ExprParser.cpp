// Expr::parse: a recursive-descent parser for the infix syntax of Expr.h.
//   ternary  := compare ('?' ternary ':' ternary)?
//   compare  := additive (('<' | '<=' | '>' | '>=' | '==' | '!=') additive)*
//   additive := product (('+' | '-') product)*
//   product  := operand (('*' | '/' | '//' | '%') operand)*
//   operand  := ('-' | '+')* primary
//   primary  := number | symbol | inf | nan | '(' ternary ')'
//             | min(t, ...) | max(t, ...) | ceil_div(t, t) | select(t, t, t)
//             | floor(product ending in '/')
// Errors throw std::invalid_argument: "column N: expected ..., found ...".
#include "kernelmodel/ExprNode.h"

#include <charconv>
#include <limits>
#include <stdexcept>

namespace kc {

namespace {

class Parser {
public:
  explicit Parser(std::string_view Text) : Text(Text) {}

  Expr parseAll() {
    skipSpace();
    if (Pos == Text.size())
      fail(Pos, "expected an expression, found the end of the input");
    Expr E = parseTernary();
    skipSpace();
    if (Pos != Text.size())
      fail(Pos, "expected an operator or the end of the input, found " + found());
    return E;
  }

private:
  std::string_view Text;
  size_t Pos = 0;
  unsigned Depth = 0; ///< parseTernary calls open: parentheses, calls, '?:' branches

  /// Deeper nesting than any model needs would overflow the stack of this
  /// recursive-descent parser (15,000 '(' do): an error instead.
  static constexpr unsigned MaxDepth = 256;

  [[noreturn]] void fail(size_t At, const std::string &Msg) const {
    throw std::invalid_argument("column " + std::to_string(At + 1) + ": " + Msg + " in '" +
                                std::string(Text) + "'");
  }

  std::string found() const {
    if (Pos >= Text.size())
      return "the end of the input";
    std::string S(3, '\'');
    S[1] = Text[Pos];
    return S;
  }

  void skipSpace() {
    while (Pos < Text.size() && (Text[Pos] == ' ' || Text[Pos] == '\t' || Text[Pos] == '\n' ||
                                 Text[Pos] == '\r'))
      ++Pos;
  }

  /// Consumes \p Tok (after spaces) if present.
  bool accept(std::string_view Tok) {
    skipSpace();
    if (Text.substr(Pos).starts_with(Tok)) {
      Pos += Tok.size();
      return true;
    }
    return false;
  }

  void expect(std::string_view Tok, std::string_view What) {
    if (!accept(Tok))
      fail(Pos, "expected " + std::string(What) + ", found " + found());
  }

  Expr parseTernary() {
    if (Depth == MaxDepth)
      throw std::invalid_argument("expression nested deeper than " + std::to_string(MaxDepth) +
                                  " levels at column " + std::to_string(Pos + 1));
    ++Depth;
    Expr E = parseTernaryBody();
    --Depth;
    return E;
  }

  Expr parseTernaryBody() {
    Expr Cond = parseCompare();
    if (!accept("?"))
      return Cond;
    Expr Then = parseTernary();
    expect(":", "':' of '?:'");
    Expr Else = parseTernary();
    return select(Cond, Then, Else);
  }

  Expr parseCompare() {
    Expr L = parseAdditive();
    while (true) {
      if (accept("<="))
        L = le(L, parseAdditive());
      else if (accept(">="))
        L = le(parseAdditive(), L);
      else if (accept("=="))
        L = eq(L, parseAdditive());
      else if (accept("!="))
        L = ne(L, parseAdditive());
      else if (accept("<"))
        L = lt(L, parseAdditive());
      else if (accept(">"))
        L = lt(parseAdditive(), L);
      else
        return L;
    }
  }

  Expr parseAdditive() {
    Expr L = parseProduct();
    while (true) {
      if (accept("+"))
        L = L + parseProduct();
      else if (accept("-"))
        L = L - parseProduct();
      else
        return L;
    }
  }

  enum class MulOp { Mul, Div, FloorDiv, Mod, None };

  MulOp acceptMulOp() {
    if (accept("*"))
      return MulOp::Mul;
    if (accept("//"))
      return MulOp::FloorDiv;
    if (accept("/"))
      return MulOp::Div;
    if (accept("%"))
      return MulOp::Mod;
    return MulOp::None;
  }

  static Expr apply(MulOp Op, const Expr &L, const Expr &R) {
    switch (Op) {
    case MulOp::Mul: return L * R;
    case MulOp::Div: return L / R;
    case MulOp::FloorDiv: return floorDiv(L, R);
    case MulOp::Mod: return mod(L, R);
    case MulOp::None: break;
    }
    return L;
  }

  /// Folds operands joined by product operators left to right; a run of '*'
  /// becomes one n-ary product, as the printer wrote it (so that
  /// 2*(a + b)*c does not turn into (2*a + 2*b)*c).
  /// A leading minus is kept apart so that -(a + b)*c becomes the product
  /// -1*(a + b)*c the printer wrote rather than (-a - b)*c.
  struct Operand {
    Expr E;
    bool Negative = false;
    Expr value() const { return Negative ? -E : E; }
  };

  static Expr foldProduct(std::span<const Operand> Operands, std::span<const MulOp> Ops) {
    if (Ops.empty() || Ops[0] != MulOp::Mul)
      return foldProductFrom(Operands[0].value(), Operands, Ops);
    return foldProductFrom(Expr(), Operands, Ops);
  }

  /// Folds from \p L (the first operand when Ops starts with '*' is taken from
  /// Operands[0] directly).
  static Expr foldProductFrom(Expr L, std::span<const Operand> Operands,
                              std::span<const MulOp> Ops) {
    for (size_t I = 0; I < Ops.size();) {
      if (Ops[I] == MulOp::Mul) {
        std::vector<Expr> Factors;
        if (I == 0) {
          if (Operands[0].Negative)
            Factors.push_back(Expr(-1.0));
          Factors.push_back(Operands[0].E);
        } else {
          Factors.push_back(L);
        }
        for (; I < Ops.size() && Ops[I] == MulOp::Mul; ++I) {
          if (Operands[I + 1].Negative)
            Factors.push_back(Expr(-1.0));
          Factors.push_back(Operands[I + 1].E);
        }
        L = makeExpr(ExprKind::Mul, Factors);
      } else {
        L = apply(Ops[I], L, Operands[I + 1].value());
        ++I;
      }
    }
    return L;
  }

  Expr parseProduct() {
    std::vector<Operand> Operands{parseOperand()};
    std::vector<MulOp> Ops;
    for (MulOp Op = acceptMulOp(); Op != MulOp::None; Op = acceptMulOp()) {
      Ops.push_back(Op);
      Operands.push_back(parseOperand());
    }
    return foldProduct(Operands, Ops);
  }

  /// The body of floor(...): a product whose last operator is '/', read as
  /// floor division of everything before it by the last operand.
  Expr parseFloorBody(size_t FloorColumn) {
    std::vector<Operand> Operands{parseOperand()};
    std::vector<MulOp> Ops;
    for (MulOp Op = acceptMulOp(); Op != MulOp::None; Op = acceptMulOp()) {
      Ops.push_back(Op);
      Operands.push_back(parseOperand());
    }
    if (Ops.empty())
      fail(Pos, "expected 'a / b' inside floor(), found " + found());
    if (Ops.back() != MulOp::Div)
      fail(FloorColumn, "floor() takes a division 'a / b'");
    Expr Divisor = Operands.back().value();
    Operands.pop_back();
    Ops.pop_back();
    return floorDiv(foldProduct(Operands, Ops), Divisor);
  }

  Operand parseOperand() {
    Operand O;
    while (true) {
      if (accept("-"))
        O.Negative = !O.Negative;
      else if (!accept("+"))
        break;
    }
    O.E = parsePrimary();
    return O;
  }

  static bool isIdentStart(char C) {
    return (C >= 'A' && C <= 'Z') || (C >= 'a' && C <= 'z') || C == '_';
  }
  static bool isDigit(char C) { return C >= '0' && C <= '9'; }
  static bool isIdentChar(char C) { return isIdentStart(C) || isDigit(C) || C == '.'; }

  Expr parseNumber() {
    size_t Start = Pos;
    while (Pos < Text.size() && isDigit(Text[Pos]))
      ++Pos;
    if (Pos < Text.size() && Text[Pos] == '.') {
      ++Pos;
      while (Pos < Text.size() && isDigit(Text[Pos]))
        ++Pos;
    }
    if (Pos < Text.size() && (Text[Pos] == 'e' || Text[Pos] == 'E')) {
      size_t E = Pos + 1;
      if (E < Text.size() && (Text[E] == '+' || Text[E] == '-'))
        ++E;
      if (E < Text.size() && isDigit(Text[E])) {
        Pos = E;
        while (Pos < Text.size() && isDigit(Text[Pos]))
          ++Pos;
      }
    }
    if (Pos < Text.size() && isIdentStart(Text[Pos]))
      fail(Pos, "expected an operator after the number, found " + found());
    double V = 0;
    auto [Ptr, Ec] = std::from_chars(Text.data() + Start, Text.data() + Pos, V);
    if (Ec == std::errc::result_out_of_range)
      fail(Start, "number out of range");
    if (Ec != std::errc() || Ptr != Text.data() + Pos)
      fail(Start, "malformed number '" + std::string(Text.substr(Start, Pos - Start)) + "'");
    return Expr(V);
  }

  std::vector<Expr> parseArguments(std::string_view Name, size_t NameColumn, size_t MinCount,
                                   size_t MaxCount) {
    std::vector<Expr> Args;
    skipSpace();
    if (!accept(")")) {
      do
        Args.push_back(parseTernary());
      while (accept(","));
      expect(")", "',' or ')' closing " + std::string(Name) + "(");
    }
    if (Args.size() < MinCount || Args.size() > MaxCount) {
      std::string Want = MinCount == MaxCount ? std::to_string(MinCount)
                                              : "at least " + std::to_string(MinCount);
      fail(NameColumn, std::string(Name) + "() takes " + Want + " argument" +
                           (MinCount == 1 && MinCount == MaxCount ? "" : "s") + ", got " +
                           std::to_string(Args.size()));
    }
    return Args;
  }

  Expr parseCall(std::string_view Name, size_t NameColumn) {
    constexpr size_t Many = std::numeric_limits<size_t>::max();
    if (Name == "floor") {
      Expr E = parseFloorBody(NameColumn);
      expect(")", "')' closing floor(");
      return E;
    }
    if (Name == "min" || Name == "max") {
      auto Args = parseArguments(Name, NameColumn, 1, Many);
      return Name == "min" ? minOf(Args) : maxOf(Args);
    }
    if (Name == "ceil_div") {
      auto Args = parseArguments(Name, NameColumn, 2, 2);
      return ceilDiv(Args[0], Args[1]);
    }
    if (Name == "select") {
      auto Args = parseArguments(Name, NameColumn, 3, 3);
      return select(Args[0], Args[1], Args[2]);
    }
    if (Name == "ilog2") {
      auto Args = parseArguments(Name, NameColumn, 1, 1);
      return ilog2(Args[0]);
    }
    fail(NameColumn, "unknown function '" + std::string(Name) +
                         "' (expected min, max, floor, ceil_div, select or ilog2)");
  }

  Expr parsePrimary() {
    skipSpace();
    if (Pos >= Text.size())
      fail(Pos, "expected an operand, found the end of the input");
    char C = Text[Pos];
    if (isDigit(C) || (C == '.' && Pos + 1 < Text.size() && isDigit(Text[Pos + 1])))
      return parseNumber();
    if (C == '(') {
      ++Pos;
      Expr E = parseTernary();
      expect(")", "')'");
      return E;
    }
    if (isIdentStart(C)) {
      size_t Start = Pos;
      while (Pos < Text.size() && isIdentChar(Text[Pos]))
        ++Pos;
      std::string_view Name = Text.substr(Start, Pos - Start);
      size_t End = Pos;
      if (accept("("))
        return parseCall(Name, Start);
      if (Name == "inf")
        return Expr(std::numeric_limits<double>::infinity());
      if (Name == "nan")
        return Expr(std::numeric_limits<double>::quiet_NaN());
      if (Name.back() == '.')
        fail(End - 1, "a symbol cannot end with '.'");
      return Expr::symbol(Name);
    }
    fail(Pos, "expected a number, a symbol or '(', found " + found());
  }
};

} // namespace

Expr Expr::parse(std::string_view Text) { return Parser(Text).parseAll(); }

} // namespace kc
