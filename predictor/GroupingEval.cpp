// Concrete evaluation of the quantities' DAG (GroupingProgram): the launch's
// constant nodes folded once, then every quantity of a thread in one pass over
// the varying nodes. Each operation runs as CompiledExpr runs it (the same
// operand order and helpers), so the values are the same bit for bit.
#include "predictor/GroupingIntervals.h"

#include "kernelmodel/ExprNode.h"
#include "predictor/PreparedKernel.h"

namespace kc {

namespace {

/// The value of node \p Nd from its operands' values in \p V; \p Slots for symbols.
inline double nodeValue(const GroupingProgram::Node &Nd, const uint32_t *Ops, const double *V,
                        const double *Slots, size_t NumSlots) {
  auto Op = [&](unsigned J) { return V[Ops[Nd.FirstOp + J]]; };
  switch (Nd.Kind) {
  case ExprKind::Constant: return Nd.Value;
  case ExprKind::Symbol: return Nd.Slot < NumSlots ? Slots[Nd.Slot] : 0.0;
  case ExprKind::Add: {
    double R = Op(0);
    for (unsigned J = 1; J < Nd.NumOps; ++J)
      R += Op(J);
    return R;
  }
  case ExprKind::Mul: {
    double R = Op(0);
    for (unsigned J = 1; J < Nd.NumOps; ++J)
      R *= Op(J);
    return R;
  }
  case ExprKind::Min: {
    double R = Op(0);
    for (unsigned J = 1; J < Nd.NumOps; ++J) {
      double B = Op(J);
      R = B < R ? B : R;
    }
    return R;
  }
  case ExprKind::Max: {
    double R = Op(0);
    for (unsigned J = 1; J < Nd.NumOps; ++J) {
      double B = Op(J);
      R = B > R ? B : R;
    }
    return R;
  }
  case ExprKind::Select: return Op(0) != 0 ? Op(1) : Op(2);
  case ExprKind::Log2: return ilog2Value(Op(0));
  case ExprKind::Sub: return Op(0) - Op(1);
  case ExprKind::Div: return Op(0) / Op(1);
  case ExprKind::FloorDiv: return floorDivValue(Op(0), Op(1));
  case ExprKind::Mod: return modValue(Op(0), Op(1));
  case ExprKind::Lt: return Op(0) < Op(1) ? 1.0 : 0.0;
  case ExprKind::Le: return Op(0) <= Op(1) ? 1.0 : 0.0;
  case ExprKind::Eq: return Op(0) == Op(1) ? 1.0 : 0.0;
  case ExprKind::Ne: return Op(0) != Op(1) ? 1.0 : 0.0;
  }
  return 0;
}

} // namespace

std::vector<double> GroupingProgram::foldLaunch(const std::vector<double> &Slots) const {
  std::vector<double> V(Nodes.size(), 0.0);
  for (size_t I = 0; I < Nodes.size(); ++I)
    if (!Nodes[I].Varying)
      V[I] = nodeValue(Nodes[I], Ops.data(), V.data(), Slots.data(), Slots.size());
  return V;
}

void GroupingProgram::evaluate(const std::vector<uint32_t> &Order, const double *Slots,
                               double *Values) const {
  // Varying symbols are built-in slots (tid, bid, lat.mem), always present.
  for (uint32_t I : Order)
    Values[I] = nodeValue(Nodes[I], Ops.data(), Values, Slots, NumBuiltinSlots);
}

} // namespace kc
