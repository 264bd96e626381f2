// Recursive-descent parser and evaluator of access-pattern expressions.
#include "fusion/PatternExpr.h"

#include <cctype>
#include <fmt/format.h>

namespace kc::fusion {

struct Expr::Node {
  char Op = 0; // 0 = literal, 'v' = variable, '+', '-', '*', '/', '%', 'n' = negate
  long long Value = 0;
  unsigned Var = 0;
  std::shared_ptr<const Node> L, R;
};

Expr::Expr() = default;
Expr::~Expr() = default;
Expr::Expr(const Expr &) = default;
Expr &Expr::operator=(const Expr &) = default;
Expr::Expr(Expr &&) noexcept = default;
Expr &Expr::operator=(Expr &&) noexcept = default;

namespace {
using NodeP = std::shared_ptr<const Expr::Node>;

class Parser {
public:
  explicit Parser(std::string_view T) : Text(T) {}
  llvm::Expected<NodeP> parseAll() {
    auto N = parseSum();
    if (!N)
      return N.takeError();
    skip();
    if (Pos != Text.size())
      return fail("unexpected '" + std::string(1, Text[Pos]) + "'");
    return N;
  }

private:
  std::string_view Text;
  size_t Pos = 0;

  llvm::Error fail(const std::string &Msg) {
    return llvm::createStringError(fmt::format("expression \"{}\": {} at character {}", Text, Msg, Pos + 1));
  }
  void skip() {
    while (Pos < Text.size() && std::isspace(static_cast<unsigned char>(Text[Pos])))
      ++Pos;
  }
  static NodeP make(char Op, NodeP L, NodeP R) {
    auto N = std::make_shared<Expr::Node>();
    N->Op = Op;
    N->L = std::move(L);
    N->R = std::move(R);
    return N;
  }
  llvm::Expected<NodeP> parseSum() {
    auto L = parseProduct();
    if (!L)
      return L;
    NodeP Acc = *L;
    for (;;) {
      skip();
      if (Pos < Text.size() && (Text[Pos] == '+' || Text[Pos] == '-')) {
        char Op = Text[Pos++];
        auto R = parseProduct();
        if (!R)
          return R;
        Acc = make(Op, Acc, *R);
      } else {
        return Acc;
      }
    }
  }
  llvm::Expected<NodeP> parseProduct() {
    auto L = parseUnary();
    if (!L)
      return L;
    NodeP Acc = *L;
    for (;;) {
      skip();
      if (Pos < Text.size() && (Text[Pos] == '*' || Text[Pos] == '/' || Text[Pos] == '%')) {
        char Op = Text[Pos++];
        auto R = parseUnary();
        if (!R)
          return R;
        Acc = make(Op, Acc, *R);
      } else {
        return Acc;
      }
    }
  }
  llvm::Expected<NodeP> parseUnary() {
    skip();
    if (Pos < Text.size() && Text[Pos] == '-') {
      ++Pos;
      auto O = parseUnary();
      if (!O)
        return O;
      return make('n', *O, nullptr);
    }
    return parsePrimary();
  }
  llvm::Expected<NodeP> parsePrimary() {
    skip();
    if (Pos >= Text.size())
      return fail("unexpected end");
    char C = Text[Pos];
    if (C == '(') {
      ++Pos;
      auto N = parseSum();
      if (!N)
        return N;
      skip();
      if (Pos >= Text.size() || Text[Pos] != ')')
        return fail("expected ')'");
      ++Pos;
      return N;
    }
    auto N = std::make_shared<Expr::Node>();
    if (std::isdigit(static_cast<unsigned char>(C))) {
      long long V = 0;
      while (Pos < Text.size() && std::isdigit(static_cast<unsigned char>(Text[Pos])))
        V = V * 10 + (Text[Pos++] - '0');
      N->Value = V;
      return NodeP(N);
    }
    if (std::isalpha(static_cast<unsigned char>(C)) || C == '_') {
      size_t B = Pos;
      while (Pos < Text.size() && (std::isalnum(static_cast<unsigned char>(Text[Pos])) || Text[Pos] == '_'))
        ++Pos;
      std::string_view Id = Text.substr(B, Pos - B);
      static const std::pair<std::string_view, PatternVar> Vars[] = {
          {"tx", PatternVar::Tx}, {"ty", PatternVar::Ty}, {"tz", PatternVar::Tz}, {"BX", PatternVar::Bx},
          {"BY", PatternVar::By}, {"BZ", PatternVar::Bz}, {"i", PatternVar::I}};
      for (auto &[Name, V] : Vars)
        if (Id == Name) {
          N->Op = 'v';
          N->Var = static_cast<unsigned>(V);
          return NodeP(N);
        }
      Pos = B;
      return fail("unknown variable '" + std::string(Id) + "' (expected tx, ty, tz, BX, BY, BZ or i)");
    }
    return fail("unexpected '" + std::string(1, C) + "'");
  }
};

long long evalNode(const Expr::Node &N, const std::array<long long, 7> &V) {
  switch (N.Op) {
  case 0:
    return N.Value;
  case 'v':
    return V[N.Var];
  case 'n':
    return -evalNode(*N.L, V);
  }
  long long A = evalNode(*N.L, V), B = evalNode(*N.R, V);
  switch (N.Op) {
  case '+':
    return A + B;
  case '-':
    return A - B;
  case '*':
    return A * B;
  case '/':
    return B == 0 ? 0 : A / B;
  default:
    return B == 0 ? 0 : A % B;
  }
}
} // namespace

llvm::Expected<Expr> Expr::parse(std::string_view Text) {
  Parser P(Text);
  auto N = P.parseAll();
  if (!N)
    return N.takeError();
  Expr E;
  E.Root = *N;
  return E;
}

long long Expr::eval(const std::array<long long, static_cast<unsigned>(PatternVar::NumVars)> &Vars) const {
  return Root ? evalNode(*Root, Vars) : 0;
}

} // namespace kc::fusion
