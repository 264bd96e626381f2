/// \file
/// The elementary-function library of the fusion planner (KAS thesis ch. 3.4,
/// 4.2): data types (floats per element), io implementations (load/store device
/// functions with a block shape and an LSPATTERN), functions (argument and
/// result types, CPU reference) and their implementations (compute device
/// function, block shape, INPATTERN i / OUTPATTERN). Parsed from CUDA files whose
/// `/*# NAME KIND ... #*/` comments carry the metadata:
///
///   /*# mmul33_2 implementation
///   FUNCTION = mmul33
///   COMPUTE = d_mmul33_2_compute
///   BX = 3
///   BY = size (recommended 16)
///   BZ = 1
///   BATCH = 1
///   INPATTERN 0 = start "ty*9+tx*3", block "1", stride "1", count 3, noreg 0
///   #*/
///
/// KIND is `type`, `io`, `function` or `implementation`. Exactly one of BX, BY,
/// BZ is `size`: it indexes the elements a block handles; the others index
/// threads within an element.
#pragma once

#include "fusion/PatternExpr.h"

#include "llvm/Support/Error.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace kc::fusion {

/// Block shape of a device function: each dimension a number, or `size` (0).
struct BlockShape {
  unsigned Dim[3] = {1, 1, 1}; ///< 0 = `size`
  unsigned SizeDim = 0;        ///< which dimension is `size`
  unsigned Recommended = 0;    ///< "(recommended N)" of the size dimension, 0 if none
  /// Threads working on one element (product of the fixed dimensions).
  unsigned threadsPerElement() const;
  /// Concrete shape for \p ElementsPerBlock elements.
  std::array<unsigned, 3> concrete(unsigned ElementsPerBlock) const;
};

/// An access pattern (KAS thesis ch. 4.2): thread (tx,ty,tz) touches, for
/// i = 0..Count-1, the floats [a_i, a_i + block(i)) with a_0 = start and
/// a_{i+1} = a_i + stride(i).
struct AccessPattern {
  Expr Start, Block, Stride;
  unsigned Count = 1;
  bool NoReg = false;
  std::string StartText; ///< the start expression as written (substituted for APIN/APOUT/APLS)
};

/// StartSet (start offset per linear thread id tx + ty*BX + tz*BX*BY) and
/// AccessSet (sorted offsets relative to the start) of a pattern for one shape.
struct PatternSets {
  std::vector<long long> StartSet;
  std::vector<long long> AccessSet;
  bool operator==(const PatternSets &O) const = default;
};
/// Enumerates the sets over the block (the thesis's method, ch. 4.3).
PatternSets computePatternSets(const AccessPattern &P, std::array<unsigned, 3> Shape);

struct DataType {
  std::string Name;
  unsigned Floats = 0;
  std::string DefaultIo;
};

struct IoImpl {
  std::string Name, Type, LoadFunction, StoreFunction;
  BlockShape Shape;
  AccessPattern Pattern; ///< LSPATTERN
};

struct ElementaryFunction {
  std::string Name;
  std::vector<std::string> InputTypes;
  std::string OutputType;
  std::string CpuFunction;
  std::vector<unsigned> Implementations; ///< indices into Library::Impls
};

struct Implementation {
  std::string Name, Function, ComputeFunction;
  BlockShape Shape;
  unsigned Batch = 1;
  std::vector<AccessPattern> In; ///< INPATTERN i
  AccessPattern Out;             ///< OUTPATTERN
};

/// Source text of a device or host function found in a library file.
struct FunctionSource {
  std::string Text;
  std::string File;
};

class Library {
public:
  /// Parses library files (name -> contents); errors name file:line.
  static llvm::Expected<Library> parse(const std::vector<std::pair<std::string, std::string>> &Files);
  /// The library shipped in the binary (fusion/library/*.cu).
  static llvm::Expected<Library> builtin();
  /// Every *.cu file of a directory.
  static llvm::Expected<Library> loadDirectory(const std::string &Dir);

  const DataType *type(std::string_view Name) const;        ///< case-insensitive
  const ElementaryFunction *function(std::string_view Name) const; ///< case-insensitive
  const IoImpl *io(std::string_view Name) const;
  std::vector<const IoImpl *> iosOf(std::string_view Type) const; ///< default first
  const Implementation &impl(unsigned I) const { return Impls[I]; }
  /// Source of a named function (device or CPU), empty if absent.
  const FunctionSource *source(std::string_view Name) const;
  const std::map<std::string, DataType> &types() const { return Types; }
  const std::map<std::string, ElementaryFunction> &functions() const { return Functions; }

private:
  std::map<std::string, DataType> Types;              // key: lower-case name
  std::map<std::string, IoImpl> Ios;
  std::map<std::string, ElementaryFunction> Functions; // key: lower-case name
  std::vector<Implementation> Impls;
  std::map<std::string, FunctionSource> Sources;
};

std::string toLower(std::string_view S);

} // namespace kc::fusion
