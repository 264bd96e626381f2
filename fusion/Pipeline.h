/// \file
/// The KAS pipeline language (thesis ch. 3.3) and its data-flow graph. A
/// pipeline declares variables by type, names its inputs, calls elementary
/// functions and returns some variables; there are no branches:
///
///   matrix3x3 A, M_1, F;     // declarations (type names case-insensitive)
///   input A;
///   M_1 = madd33(A, A);      // one call per statement
///   F = madd33(A, M_1);
///   return F;
///
/// Identifiers are case-insensitive (the thesis's own examples mix cases).
/// Assigning a variable again makes a new value (SSA), so the DAG has one node
/// per call and one value per assignment. Errors carry "name:line:col".
#pragma once

#include "fusion/Library.h"

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace kc::fusion {

/// One value of the pipeline: an input or the result of one call.
struct PipelineValue {
  std::string Variable; ///< as declared
  std::string Type;     ///< library type name
  unsigned Floats = 0;
  unsigned Version = 0; ///< 0 = input or first assignment; increases per assignment
  int Producer = -1;    ///< call index, -1 for an input
  bool Returned = false;
  std::vector<unsigned> Consumers; ///< call indices (a call reading it twice appears once)
  /// Name usable in generated code: "M_1", "vec3nodestiff_v1" for a reassignment.
  std::string codeName() const;
};

struct PipelineCall {
  std::string Function; ///< library spelling
  std::vector<unsigned> Args; ///< value indices
  unsigned Output = 0;        ///< value index
  unsigned Line = 0;
  std::string text(const std::vector<PipelineValue> &Values) const; ///< "M1 = mmul33(A, B)"
};

struct Pipeline {
  std::string Name;
  std::vector<PipelineValue> Values;
  std::vector<PipelineCall> Calls;
  std::vector<unsigned> Inputs;  ///< value indices
  std::vector<unsigned> Returns; ///< value indices

  /// Parses \p Text against \p Lib; \p Name prefixes error messages.
  static llvm::Expected<Pipeline> parse(std::string_view Text, std::string_view Name, const Library &Lib);
  static llvm::Expected<Pipeline> load(const std::string &Path, const Library &Lib);
};

} // namespace kc::fusion
