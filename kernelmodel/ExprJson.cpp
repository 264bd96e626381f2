// Expr <-> JSON: an expression is stored as its infix string (Expr::str()),
// which Expr::parse reads back exactly; a bare JSON number is a constant.
#include "kernelmodel/Expr.h"
#include "kernelmodel/ExprNode.h"

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>

namespace kc {

nlohmann::json Expr::toJson() const {
  // The string is the tree: a DAG that shares subexpressions (a chain of
  // data-dependent selects, each using the last) can be exponentially larger.
  if (nodeCount() > MaxWrittenNodes)
    throw ExprTooLarge("an expression of " + treeSizeText(nodeCount()) +
                       " nodes when written out (more than " + std::to_string(MaxWrittenNodes) +
                       ") cannot be written as JSON");
  return str();
}

Expr Expr::fromJson(const nlohmann::json &J) {
  if (J.is_number())
    return Expr(J.get<double>());
  if (!J.is_string())
    throw std::invalid_argument(std::string("expected an expression (a string such as "
                                            "\"2*n + 1\" or a number), got ") +
                                J.type_name() + " " + J.dump());
  try {
    return parse(J.get_ref<const std::string &>());
  } catch (const std::invalid_argument &E) {
    throw std::invalid_argument(std::string("malformed expression: ") + E.what());
  }
}

} // namespace kc
