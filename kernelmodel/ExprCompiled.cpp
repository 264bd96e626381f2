// SymbolTable and CompiledExpr: an Expr flattened into a postfix program over
// a slot array, interpreted with the stack top cached in a register. (A
// three-address register-file design was tried and measured 2x slower: every
// dependent step then goes through memory.) Binary and n-ary operations whose right operand is a symbol or
// a constant read it directly (one instruction instead of push + operate), so
// a program has about one instruction per node and a shallow stack.
// Operations run in the same order as Expr::evaluate, so results are identical.
#include "kernelmodel/ExprNode.h"

#include <algorithm>
#include <bit>
#include <map>
#include <stdexcept>
#include <string>

namespace kc {

unsigned SymbolTable::slot(std::string_view Name) {
  auto It = Index.find(Name);
  if (It != Index.end())
    return It->second;
  unsigned S = static_cast<unsigned>(Names.size());
  Names.emplace_back(Name);
  Index.emplace(std::string(Name), S);
  return S;
}

int SymbolTable::find(std::string_view Name) const {
  auto It = Index.find(Name);
  return It == Index.end() ? -1 : static_cast<int>(It->second);
}

std::vector<double> SymbolTable::bind(const std::map<std::string, double> &Values,
                                      bool RequireAll) const {
  std::vector<double> Slots(Names.size(), 0.0);
  for (size_t I = 0; I < Names.size(); ++I) {
    auto It = Values.find(Names[I]);
    if (It != Values.end())
      Slots[I] = It->second;
    else if (RequireAll)
      throw std::invalid_argument("no value for symbol '" + Names[I] + "'");
  }
  return Slots;
}

namespace {

// Instruction codes. A binary operation has three forms: its right operand
// popped from the stack (S), read from a slot (V) or from the constant pool (C).
enum Code : uint8_t {
  Halt,
  PushConst,
  PushSlot,
  Select,
  Log2,
  AddS, AddV, AddC,
  MulS, MulV, MulC,
  SubS, SubV, SubC,
  DivS, DivV, DivC,
  FloorDivS, FloorDivV, FloorDivC,
  ModS, ModV, ModC,
  MinS, MinV, MinC,
  MaxS, MaxV, MaxC,
  LtS, LtV, LtC,
  LeS, LeV, LeC,
  EqS, EqV, EqC,
  NeS, NeV, NeC,
};

Code binaryBase(ExprKind K) {
  switch (K) {
  case ExprKind::Add: return AddS;
  case ExprKind::Mul: return MulS;
  case ExprKind::Sub: return SubS;
  case ExprKind::Div: return DivS;
  case ExprKind::FloorDiv: return FloorDivS;
  case ExprKind::Mod: return ModS;
  case ExprKind::Min: return MinS;
  case ExprKind::Max: return MaxS;
  case ExprKind::Lt: return LtS;
  case ExprKind::Le: return LeS;
  case ExprKind::Eq: return EqS;
  case ExprKind::Ne: return NeS;
  default: throw std::logic_error("CompiledExpr: not a binary kind");
  }
}

constexpr unsigned InlineStack = 32;

} // namespace

struct CompiledExprEmitter {
  std::vector<CompiledExpr::Op> &Program;
  std::vector<double> &Constants;
  std::vector<unsigned> &Used;
  SymbolTable &Table;
  std::map<uint64_t, uint32_t> ConstantIndex;
  unsigned Depth = 0, MaxDepth = 0;

  uint32_t constant(double V) {
    auto [It, New] = ConstantIndex.emplace(std::bit_cast<uint64_t>(V),
                                           static_cast<uint32_t>(Constants.size()));
    if (New)
      Constants.push_back(V);
    return It->second;
  }

  uint32_t slot(const std::string &Name) {
    unsigned S = Table.slot(Name);
    Used.push_back(S);
    return S;
  }

  void push(uint8_t C, uint32_t Index) {
    Program.push_back({C, 0, Index});
    MaxDepth = std::max(MaxDepth, ++Depth);
  }

  static bool isLeaf(const Expr &X) {
    return X.isConstant() || X.kind() == ExprKind::Symbol;
  }

  /// Combines the stack top with operand \p X using the operation at \p Base.
  void operand(Code Base, const Expr &X) {
    if (X.isConstant()) {
      Program.push_back({static_cast<uint8_t>(Base + 2), 0, constant(X.constantValue())});
    } else if (X.kind() == ExprKind::Symbol) {
      Program.push_back({static_cast<uint8_t>(Base + 1), 0, slot(X.symbolName())});
    } else {
      emit(X);
      Program.push_back({static_cast<uint8_t>(Base), 0, 0});
      --Depth;
    }
  }

  void emit(const Expr &E) {
    auto Ops = E.operands();
    switch (E.kind()) {
    case ExprKind::Constant:
      push(PushConst, constant(E.constantValue()));
      return;
    case ExprKind::Symbol:
      push(PushSlot, slot(E.symbolName()));
      return;
    case ExprKind::Select:
      emit(Ops[0]);
      emit(Ops[1]);
      emit(Ops[2]);
      Program.push_back({Select, 3, 0});
      Depth -= 2;
      return;
    case ExprKind::Log2:
      emit(Ops[0]);
      Program.push_back({Log2, 1, 0});
      return;
    default: {
      Code Base = binaryBase(E.kind());
      // IEEE addition and multiplication are commutative, so for `c*x + ...`
      // with a leaf first and a compound second, start with the compound one
      // and fold the leaf in directly: same result, one instruction less.
      bool Commutes = E.kind() == ExprKind::Add || E.kind() == ExprKind::Mul;
      if (Commutes && isLeaf(Ops[0]) && !isLeaf(Ops[1])) {
        emit(Ops[1]);
        operand(Base, Ops[0]);
      } else {
        emit(Ops[0]);
        operand(Base, Ops[1]);
      }
      for (size_t I = 2; I < Ops.size(); ++I)
        operand(Base, Ops[I]);
      return;
    }
    }
  }
};

CompiledExpr::CompiledExpr(const Expr &E, SymbolTable &Table) {
  // The program is the tree: a DAG of shared subexpressions would be copied out
  // in full (exponentially many nodes for chained selects).
  if (E.nodeCount() > MaxNodes)
    throw ExprTooLarge("a formula of " + treeSizeText(E.nodeCount()) + " nodes as a tree (more than " + std::to_string(MaxNodes) + ")");
  CompiledExprEmitter Emitter{Program, Constants, Used, Table, {}, 0, 0};
  Emitter.emit(E);
  Program.push_back({Halt, 0, 0});
  MaxStack = Emitter.MaxDepth;
  std::sort(Used.begin(), Used.end());
  Used.erase(std::unique(Used.begin(), Used.end()), Used.end());
}

bool CompiledExpr::isConstant() const {
  return Program.empty() || (Program.size() == 2 && Program[0].Code == PushConst);
}

// The interpreter. With GCC/Clang it uses direct threading (each instruction
// jumps straight to the next one's handler through a label table, which the
// branch predictor follows far better than one shared switch); otherwise a
// switch in a loop. The program always ends with Halt.
#if defined(__GNUC__)
#define KC_CASE(C) L_##C:
#define KC_NEXT() goto *Labels[(++P)->Code]
#else
#define KC_CASE(C) case C:
#define KC_NEXT() break
#endif

// The top of the stack lives in a register (Acc); Top points at the value
// below it, so the V and C forms never touch the stack memory and a chain of
// dependent operations runs at the speed of the arithmetic.
#define KC_BINARY(NAME, EXPR)                                                                     \
  KC_CASE(NAME##S) {                                                                              \
    double A = *Top--, B = Acc;                                                                   \
    Acc = (EXPR);                                                                                 \
    KC_NEXT();                                                                                    \
  }                                                                                               \
  KC_CASE(NAME##V) {                                                                              \
    double A = Acc, B = Slots[P->Index];                                                          \
    Acc = (EXPR);                                                                                 \
    KC_NEXT();                                                                                    \
  }                                                                                               \
  KC_CASE(NAME##C) {                                                                              \
    double A = Acc, B = K[P->Index];                                                              \
    Acc = (EXPR);                                                                                 \
    KC_NEXT();                                                                                    \
  }

#define KC_BINARY_LABELS(NAME) &&L_##NAME##S, &&L_##NAME##V, &&L_##NAME##C

double CompiledExpr::run(double *Stack, const double *Slots) const {
  const double *K = Constants.data();
  const Op *P = Program.data();
  double *Top = Stack - 1; // the stack below the top value
  double Acc = 0;           // the top value
#if defined(__GNUC__)
  static const void *const Labels[] = {
      &&L_Halt,   &&L_PushConst,           &&L_PushSlot,           &&L_Select,  &&L_Log2,
      KC_BINARY_LABELS(Add), KC_BINARY_LABELS(Mul), KC_BINARY_LABELS(Sub),
      KC_BINARY_LABELS(Div), KC_BINARY_LABELS(FloorDiv), KC_BINARY_LABELS(Mod),
      KC_BINARY_LABELS(Min), KC_BINARY_LABELS(Max), KC_BINARY_LABELS(Lt),
      KC_BINARY_LABELS(Le),  KC_BINARY_LABELS(Eq),  KC_BINARY_LABELS(Ne)};
  static_assert(sizeof(Labels) / sizeof(Labels[0]) == NeC + 1, "label table out of sync");
  goto *Labels[P->Code];
#else
  for (;; ++P) {
    switch (P->Code) {
#endif
  KC_CASE(Halt) { return Acc; }
  KC_CASE(PushConst) {
    *++Top = Acc;
    Acc = K[P->Index];
    KC_NEXT();
  }
  KC_CASE(PushSlot) {
    *++Top = Acc;
    Acc = Slots[P->Index];
    KC_NEXT();
  }
  KC_CASE(Select) { // stack: ... cond then | Acc = else
    double Then = *Top--, Cond = *Top--;
    Acc = Cond != 0 ? Then : Acc;
    KC_NEXT();
  }
  KC_CASE(Log2) {
    Acc = ilog2Value(Acc);
    KC_NEXT();
  }
  KC_BINARY(Add, A + B)
  KC_BINARY(Mul, A * B)
  KC_BINARY(Sub, A - B)
  KC_BINARY(Div, A / B)
  KC_BINARY(FloorDiv, floorDivValue(A, B))
  KC_BINARY(Mod, modValue(A, B))
  KC_BINARY(Min, B < A ? B : A)
  KC_BINARY(Max, B > A ? B : A)
  KC_BINARY(Lt, A < B ? 1.0 : 0.0)
  KC_BINARY(Le, A <= B ? 1.0 : 0.0)
  KC_BINARY(Eq, A == B ? 1.0 : 0.0)
  KC_BINARY(Ne, A != B ? 1.0 : 0.0)
#if !defined(__GNUC__)
    }
  }
#endif
}

#undef KC_BINARY
#undef KC_BINARY_LABELS
#undef KC_CASE
#undef KC_NEXT

double CompiledExpr::evaluate(const double *Slots) const {
  if (Program.empty())
    return 0;
  if (MaxStack <= InlineStack) {
    double Stack[InlineStack];
    return run(Stack, Slots);
  }
  thread_local std::vector<double> Deep; // grows once per thread, then reused
  if (Deep.size() < MaxStack)
    Deep.resize(MaxStack);
  return run(Deep.data(), Slots);
}

} // namespace kc
