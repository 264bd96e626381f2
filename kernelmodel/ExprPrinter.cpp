// Expr::str(): the infix printer with minimal parentheses. Precedence, low to
// high: ?: (0), comparisons (1), + - (2), * / % (3), unary minus (4), atoms (5).
// ExprParser.cpp reads everything printed here back to the same Expr.
#include "kernelmodel/ExprNode.h"

#include <fmt/format.h>

#include <ostream>

namespace kc {

namespace {

std::string number(double V) { return fmt::format("{}", V); }

int precedence(const Expr &E) {
  switch (E.kind()) {
  case ExprKind::Constant: return E.constantValue() < 0 || std::signbit(E.constantValue()) ? 4 : 5;
  case ExprKind::Symbol:
  case ExprKind::FloorDiv:
  case ExprKind::Min:
  case ExprKind::Max:
  case ExprKind::Log2: return 5;
  case ExprKind::Mul:
  case ExprKind::Div:
  case ExprKind::Mod: return 3;
  case ExprKind::Add:
  case ExprKind::Sub: return 2;
  case ExprKind::Lt:
  case ExprKind::Le:
  case ExprKind::Eq:
  case ExprKind::Ne: return 1;
  case ExprKind::Select: return 0;
  }
  return 0;
}

void print(const Expr &E, std::string &Out);

void printAt(const Expr &E, int MinPrec, std::string &Out) {
  if (precedence(E) < MinPrec) {
    Out += '(';
    print(E, Out);
    Out += ')';
  } else {
    print(E, Out);
  }
}

/// Factors of a product after its coefficient, joined with '*'.
void printFactors(std::span<const Expr> Factors, std::string &Out) {
  for (size_t I = 0; I < Factors.size(); ++I) {
    if (I)
      Out += '*';
    printAt(Factors[I], 4, Out);
  }
}

/// A product with coefficient K (the coefficient given separately so a sum can
/// print `a - 2*b` from the term -2*b).
void printProduct(double K, std::span<const Expr> Factors, std::string &Out) {
  if (K == -1) {
    Out += '-';
  } else if (K != 1) {
    Out += number(K);
    Out += '*';
  }
  printFactors(Factors, Out);
}

void printSum(std::span<const Expr> Terms, std::string &Out) {
  for (size_t I = 0; I < Terms.size(); ++I) {
    const Expr &T = Terms[I];
    bool Negative = false;
    if (T.isConstant())
      Negative = T.constantValue() < 0;
    else if (T.kind() == ExprKind::Mul && T.operands()[0].isConstant())
      Negative = T.operands()[0].constantValue() < 0;
    if (I == 0) {
      printAt(T, 3, Out);
      continue;
    }
    Out += Negative ? " - " : " + ";
    if (!Negative)
      printAt(T, 3, Out);
    else if (T.isConstant())
      Out += number(-T.constantValue());
    else
      printProduct(-T.operands()[0].constantValue(), T.operands().subspan(1), Out);
  }
}

const char *binaryOperator(ExprKind K) {
  switch (K) {
  case ExprKind::Sub: return " - ";
  case ExprKind::Div: return "/";
  case ExprKind::Mod: return " % ";
  case ExprKind::Lt: return " < ";
  case ExprKind::Le: return " <= ";
  case ExprKind::Eq: return " == ";
  case ExprKind::Ne: return " != ";
  default: return " ? ";
  }
}

void print(const Expr &E, std::string &Out) {
  auto Ops = E.operands();
  switch (E.kind()) {
  case ExprKind::Constant:
    Out += number(E.constantValue());
    return;
  case ExprKind::Symbol:
    Out += E.symbolName();
    return;
  case ExprKind::Add:
    printSum(Ops, Out);
    return;
  case ExprKind::Mul:
    if (Ops[0].isConstant())
      printProduct(Ops[0].constantValue(), Ops.subspan(1), Out);
    else
      printFactors(Ops, Out);
    return;
  case ExprKind::Min:
  case ExprKind::Max:
    Out += E.kind() == ExprKind::Min ? "min(" : "max(";
    for (size_t I = 0; I < Ops.size(); ++I) {
      if (I)
        Out += ", ";
      print(Ops[I], Out);
    }
    Out += ')';
    return;
  case ExprKind::Log2:
    Out += "ilog2(";
    print(Ops[0], Out);
    Out += ')';
    return;
  case ExprKind::FloorDiv:
    Out += "floor(";
    printAt(Ops[0], 3, Out);
    Out += " / ";
    printAt(Ops[1], 5, Out);
    Out += ')';
    return;
  case ExprKind::Select:
    Out += '(';
    print(Ops[0], Out);
    Out += ") ? ";
    printAt(Ops[1], 1, Out);
    Out += " : ";
    printAt(Ops[2], 0, Out);
    return;
  case ExprKind::Sub:
  case ExprKind::Div:
  case ExprKind::Mod:
    printAt(Ops[0], E.kind() == ExprKind::Sub ? 2 : 3, Out);
    Out += binaryOperator(E.kind());
    printAt(Ops[1], E.kind() == ExprKind::Sub ? 3 : 5, Out);
    return;
  case ExprKind::Lt:
  case ExprKind::Le:
  case ExprKind::Eq:
  case ExprKind::Ne:
    printAt(Ops[0], 2, Out);
    Out += binaryOperator(E.kind());
    printAt(Ops[1], 2, Out);
    return;
  }
}

} // namespace

std::string Expr::str() const {
  std::string Out;
  print(*this, Out);
  return Out;
}

std::ostream &operator<<(std::ostream &OS, const Expr &E) { return OS << E.str(); }

} // namespace kc
