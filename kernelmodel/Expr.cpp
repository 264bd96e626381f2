// Expr: node construction, accessors, structural equality / hash / order,
// symbols, substitution and the slow map-based evaluation.
#include "kernelmodel/ExprNode.h"

#include <bit>
#include <climits>
#include <cstring>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace kc {

namespace {

size_t mix(size_t H, size_t V) {
  H ^= V + 0x9e3779b97f4a7c15ULL + (H << 6) + (H >> 2);
  return H;
}

size_t hashDouble(double V) { return std::bit_cast<uint64_t>(V) * 0xff51afd7ed558ccdULL; }

size_t hashString(std::string_view S) {
  uint64_t H = 1469598103934665603ULL; // FNV-1a
  for (unsigned char C : S)
    H = (H ^ C) * 1099511628211ULL;
  return H;
}

bool isIdentStart(char C) { return (C >= 'A' && C <= 'Z') || (C >= 'a' && C <= 'z') || C == '_'; }
bool isIdentChar(char C) { return isIdentStart(C) || (C >= '0' && C <= '9') || C == '.'; }

const Expr &zeroExpr() {
  static const Expr Zero = ExprBuilder::makeConstant(0);
  return Zero;
}

} // namespace

// --- node construction -------------------------------------------------------

static std::optional<double> nodeLowerBound(const ExprNode &Node);

Expr ExprBuilder::makeConstant(double V) {
  auto N = std::make_shared<ExprNode>();
  N->Kind = ExprKind::Constant;
  N->Value = V == 0 ? 0.0 : V; // one zero: -0 becomes +0
  N->Hash = mix(static_cast<size_t>(ExprKind::Constant), hashDouble(N->Value));
  N->Lower = nodeLowerBound(*N);
  return Expr(std::move(N));
}

Expr ExprBuilder::makeSymbol(std::string Name) {
  auto N = std::make_shared<ExprNode>();
  N->Kind = ExprKind::Symbol;
  N->Hash = mix(static_cast<size_t>(ExprKind::Symbol), hashString(Name));
  N->Name = std::move(Name);
  N->Lower = nodeLowerBound(*N);
  return Expr(std::move(N));
}

Expr ExprBuilder::makeNode(ExprKind K, std::vector<Expr> Ops) {
  auto N = std::make_shared<ExprNode>();
  N->Kind = K;
  size_t H = mix(static_cast<size_t>(K) * 0x100000001b3ULL, Ops.size());
  unsigned Count = 1;
  for (const Expr &O : Ops) {
    H = mix(H, O.hash());
    // Saturating: a DAG's tree size can exceed any integer (shared subtrees).
    Count = O.node()->NodeCount > UINT_MAX - Count ? UINT_MAX : Count + O.node()->NodeCount;
  }
  N->Hash = H;
  N->NodeCount = Count;
  N->Ops = std::move(Ops);
  N->Lower = nodeLowerBound(*N);
  return Expr(std::move(N));
}

// --- construction and accessors ---------------------------------------------

Expr::Expr() : Node(zeroExpr().Node) {}
Expr::Expr(double Constant) : Expr(ExprBuilder::makeConstant(Constant)) {}
Expr Expr::constant(double V) { return ExprBuilder::makeConstant(V); }

Expr Expr::symbol(std::string_view Name) {
  bool Valid = !Name.empty() && isIdentStart(Name.front());
  for (char C : Name)
    Valid = Valid && isIdentChar(C);
  if (!Valid || Name.back() == '.')
    throw std::invalid_argument("invalid symbol name '" + std::string(Name) +
                                "': expected [A-Za-z_][A-Za-z0-9_.]*");
  if (Name == "inf" || Name == "nan")
    throw std::invalid_argument("invalid symbol name '" + std::string(Name) +
                                "': reserved for the constant");
  return ExprBuilder::makeSymbol(std::string(Name));
}

ExprKind Expr::kind() const { return Node->Kind; }
bool Expr::isConstant() const { return Node->Kind == ExprKind::Constant; }
bool Expr::isConstant(double V) const { return isConstant() && Node->Value == V; }

double Expr::constantValue() const {
  if (!isConstant())
    throw std::logic_error("Expr::constantValue() on non-constant '" + str() + "'");
  return Node->Value;
}

const std::string &Expr::symbolName() const {
  if (Node->Kind != ExprKind::Symbol)
    throw std::logic_error("Expr::symbolName() on non-symbol '" + str() + "'");
  return Node->Name;
}

std::span<const Expr> Expr::operands() const { return Node->Ops; }
unsigned Expr::nodeCount() const { return Node->NodeCount; }

std::string treeSizeText(unsigned NodeCount) {
  return NodeCount == UINT_MAX ? "more than 4e9" : std::to_string(NodeCount);
}

// --- equality, hash, order ---------------------------------------------------

size_t Expr::hash() const { return Node->Hash; }

bool Expr::operator==(const Expr &O) const {
  if (Node == O.Node)
    return true;
  if (Node->Hash != O.Node->Hash || Node->Kind != O.Node->Kind)
    return false;
  switch (Node->Kind) {
  case ExprKind::Constant:
    return std::bit_cast<uint64_t>(Node->Value) == std::bit_cast<uint64_t>(O.Node->Value);
  case ExprKind::Symbol:
    return Node->Name == O.Node->Name;
  default:
    if (Node->Ops.size() != O.Node->Ops.size())
      return false;
    for (size_t I = 0; I < Node->Ops.size(); ++I)
      if (!(Node->Ops[I] == O.Node->Ops[I]))
        return false;
    return true;
  }
}

int compareExpr(const Expr &A, const Expr &B) {
  if (A.node() == B.node())
    return 0;
  if (A.kind() != B.kind())
    return A.kind() < B.kind() ? -1 : 1;
  switch (A.kind()) {
  case ExprKind::Constant: {
    double X = A.node()->Value, Y = B.node()->Value;
    if (X < Y)
      return -1;
    if (Y < X)
      return 1;
    uint64_t BX = std::bit_cast<uint64_t>(X), BY = std::bit_cast<uint64_t>(Y);
    return BX == BY ? 0 : (BX < BY ? -1 : 1);
  }
  case ExprKind::Symbol: {
    int C = A.node()->Name.compare(B.node()->Name);
    return C < 0 ? -1 : (C > 0 ? 1 : 0);
  }
  default: {
    const auto &X = A.node()->Ops, &Y = B.node()->Ops;
    if (X.size() != Y.size())
      return X.size() < Y.size() ? -1 : 1;
    for (size_t I = 0; I < X.size(); ++I)
      if (int C = compareExpr(X[I], Y[I]))
        return C;
    return 0;
  }
  }
}

bool Expr::operator<(const Expr &O) const { return compareExpr(*this, O) < 0; }

// --- symbols -------------------------------------------------------------------

// The walks below visit each node of the expression's DAG once: a subexpression
// shared by several parents (an unrolled hash chain's selects) would otherwise
// be visited once per path to it, exponentially many. Small trees (NodeCount,
// which counts shared nodes per use) are walked plainly.
namespace {
constexpr unsigned PlainWalkNodes = 64;

template <typename Visit> bool anyNode(const Expr &E, Visit &&V) {
  if (E.nodeCount() <= PlainWalkNodes) {
    if (V(E))
      return true;
    for (const Expr &O : E.operands())
      if (anyNode(O, V))
        return true;
    return false;
  }
  std::unordered_set<const ExprNode *> Seen;
  std::vector<const Expr *> Stack{&E};
  while (!Stack.empty()) {
    const Expr *X = Stack.back();
    Stack.pop_back();
    if (!Seen.insert(X->node()).second)
      continue;
    if (V(*X))
      return true;
    for (const Expr &O : X->operands())
      Stack.push_back(&O);
  }
  return false;
}
} // namespace

std::set<std::string> Expr::symbols() const {
  std::set<std::string> Out;
  anyNode(*this, [&](const Expr &X) {
    if (X.kind() == ExprKind::Symbol)
      Out.insert(X.symbolName());
    return false;
  });
  return Out;
}

bool Expr::mentions(std::string_view Symbol) const {
  return anyNode(*this, [&](const Expr &X) {
    return X.kind() == ExprKind::Symbol && X.symbolName() == Symbol;
  });
}

bool Expr::mentionsPrefix(std::string_view Prefix) const {
  return anyNode(*this, [&](const Expr &X) {
    return X.kind() == ExprKind::Symbol && std::string_view(X.symbolName()).starts_with(Prefix);
  });
}

// --- substitution ----------------------------------------------------------------

namespace {
/// Expr::substitute over the expression's DAG: a subexpression shared by
/// several parents (an unrolled hash chain's selects) is rewritten once, not once
/// per path to it, which grows exponentially with the chain's length.
Expr substituteShared(const Expr &E, const std::map<std::string, Expr> &Bindings,
                      std::unordered_map<const ExprNode *, Expr> &Done) {
  switch (E.kind()) {
  case ExprKind::Constant:
    return E;
  case ExprKind::Symbol: {
    auto It = Bindings.find(E.symbolName());
    return It == Bindings.end() ? E : It->second;
  }
  default: {
    bool Shared = E.nodeCount() > PlainWalkNodes; // small trees: no memo needed
    if (Shared)
      if (auto It = Done.find(E.node()); It != Done.end())
        return It->second;
    std::vector<Expr> Ops;
    Ops.reserve(E.operands().size());
    bool Changed = false;
    for (const Expr &O : E.operands()) {
      Ops.push_back(substituteShared(O, Bindings, Done));
      Changed = Changed || Ops.back().node() != O.node();
    }
    Expr R = Changed ? makeExpr(E.kind(), Ops) : E;
    if (Shared)
      Done.emplace(E.node(), R);
    return R;
  }
  }
}
} // namespace

Expr Expr::substitute(const std::map<std::string, Expr> &Bindings) const {
  std::unordered_map<const ExprNode *, Expr> Done;
  return substituteShared(*this, Bindings, Done);
}

// --- slow evaluation -----------------------------------------------------------

double Expr::evaluate(const std::map<std::string, double> &Bindings) const {
  const auto &Ops = Node->Ops;
  switch (kind()) {
  case ExprKind::Constant:
    return Node->Value;
  case ExprKind::Symbol: {
    auto It = Bindings.find(Node->Name);
    if (It == Bindings.end())
      throw std::invalid_argument("unbound symbol '" + Node->Name + "' in '" + str() + "'");
    return It->second;
  }
  case ExprKind::Add: {
    double S = 0;
    for (const Expr &O : Ops)
      S += O.evaluate(Bindings);
    return S;
  }
  case ExprKind::Mul: {
    double P = 1;
    for (const Expr &O : Ops)
      P *= O.evaluate(Bindings);
    return P;
  }
  case ExprKind::Min:
  case ExprKind::Max: {
    double R = Ops[0].evaluate(Bindings);
    for (size_t I = 1; I < Ops.size(); ++I) {
      double V = Ops[I].evaluate(Bindings);
      R = kind() == ExprKind::Min ? (V < R ? V : R) : (V > R ? V : R);
    }
    return R;
  }
  case ExprKind::Select:
    return Ops[0].evaluate(Bindings) != 0 ? Ops[1].evaluate(Bindings)
                                          : Ops[2].evaluate(Bindings);
  case ExprKind::Log2:
    return ilog2Value(Ops[0].evaluate(Bindings));
  default:
    break;
  }
  double A = Ops[0].evaluate(Bindings), B = Ops[1].evaluate(Bindings);
  switch (kind()) {
  case ExprKind::Sub: return A - B;
  case ExprKind::Div: return A / B;
  case ExprKind::FloorDiv: return floorDivValue(A, B);
  case ExprKind::Mod: return modValue(A, B);
  case ExprKind::Lt: return A < B ? 1.0 : 0.0;
  case ExprKind::Le: return A <= B ? 1.0 : 0.0;
  case ExprKind::Eq: return A == B ? 1.0 : 0.0;
  case ExprKind::Ne: return A != B ? 1.0 : 0.0;
  default:
    throw std::logic_error("Expr::evaluate: unknown kind");
  }
}

// --- shared helpers ------------------------------------------------------------

bool isIntegerValue(double V) { return std::isfinite(V) && std::floor(V) == V; }

std::pair<Expr, double> splitConstantTerm(const Expr &E) {
  if (E.isConstant())
    return {Expr(), E.constantValue()};
  if (E.kind() == ExprKind::Add) {
    auto Ops = E.operands();
    if (Ops.back().isConstant()) {
      std::vector<Expr> Rest(Ops.begin(), Ops.end() - 1);
      Expr R = Rest.size() == 1 ? Rest[0] : ExprBuilder::makeNode(ExprKind::Add, std::move(Rest));
      return {R, Ops.back().constantValue()};
    }
  }
  return {E, 0.0};
}

std::pair<double, Expr> splitCoefficient(const Expr &E) {
  if (E.isConstant())
    return {E.constantValue(), Expr(1.0)};
  if (E.kind() == ExprKind::Mul) {
    auto Ops = E.operands();
    if (Ops.front().isConstant()) {
      std::vector<Expr> Rest(Ops.begin() + 1, Ops.end());
      Expr R = Rest.size() == 1 ? Rest[0] : ExprBuilder::makeNode(ExprKind::Mul, std::move(Rest));
      return {Ops.front().constantValue(), R};
    }
  }
  return {1.0, E};
}

std::optional<double> lowerBound(const Expr &E) { return E.node()->Lower; }

/// The node's lower bound from its operands' stored ones (one level, no walk).
static std::optional<double> nodeLowerBound(const ExprNode &Node) {
  std::span<const Expr> Ops = Node.Ops;
  switch (Node.Kind) {
  case ExprKind::Constant:
    return Node.Value;
  case ExprKind::Symbol: {
    std::string_view N = Node.Name;
    for (std::string_view P : {"bdim.", "gdim.", "wave."})
      if (N.starts_with(P))
        return 1.0;
    for (std::string_view P : {"tid.", "bid.", "lat.", "del.", "trip.", "prob."})
      if (N.starts_with(P))
        return 0.0;
    return std::nullopt;
  }
  case ExprKind::Add: {
    double S = 0;
    for (const Expr &O : Ops) {
      auto B = lowerBound(O);
      if (!B)
        return std::nullopt;
      S += *B;
    }
    return S;
  }
  case ExprKind::Mul: {
    double P = 1;
    for (const Expr &O : Ops) {
      auto B = lowerBound(O);
      if (!B || *B < 0)
        return std::nullopt;
      P *= *B;
    }
    return P;
  }
  case ExprKind::Max: {
    std::optional<double> R;
    for (const Expr &O : Ops)
      if (auto B = lowerBound(O); B && (!R || *B > *R))
        R = B;
    return R;
  }
  case ExprKind::Min: {
    double R = 0;
    for (size_t I = 0; I < Ops.size(); ++I) {
      auto B = lowerBound(Ops[I]);
      if (!B)
        return std::nullopt;
      R = I == 0 ? *B : std::min(R, *B);
    }
    return R;
  }
  case ExprKind::FloorDiv: {
    auto B = lowerBound(Ops[0]);
    if (B && Ops[1].isConstant() && Ops[1].constantValue() > 0)
      return std::floor(*B / Ops[1].constantValue());
    return std::nullopt;
  }
  case ExprKind::Mod:
    if (Ops[1].isConstant() && Ops[1].constantValue() > 0)
      return 0.0;
    return std::nullopt;
  case ExprKind::Lt:
  case ExprKind::Le:
  case ExprKind::Eq:
  case ExprKind::Ne:
    return 0.0;
  case ExprKind::Log2: {
    auto A = lowerBound(Ops[0]);
    return A && *A > 0 ? ilog2Value(*A) : -1.0;
  }
  case ExprKind::Select: {
    auto A = lowerBound(Ops[1]), B = lowerBound(Ops[2]);
    if (A && B)
      return std::min(*A, *B);
    return std::nullopt;
  }
  default:
    return std::nullopt;
  }
}

} // namespace kc
