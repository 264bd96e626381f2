/// \file
/// How many distinct 32-byte sectors an affine address stream touches: the
/// footprint behind the reuse model (docs/model.md#reuse).
///
/// A stream is every address  o + sum_k c_k * v_k  with v_k = 0 .. n_k - 1 (a
/// thread or block index, or a loop's iteration) and o one of a few constant
/// offsets (accesses of one array that differ by a constant: a stencil's
/// neighbours, the taps of an unrolled filter), each address the start of an
/// element of B bytes. Terms are taken in ascending |c|; each either extends
/// the outermost dimension built so far (its stride falls inside that
/// dimension's byte span: the copies overlap or touch, e.g. tid.x and the
/// filter tap j, or a block's rows and its neighbour's halo rows) or starts a
/// new one (disjoint copies: rows of a matrix). Offsets are split over the
/// dimensions by rounding to each dimension's unit and add their extent to it.
///   sectors = ceil(contiguous run / 32) x product of the outer dimensions'
///             distinct counts,
/// where the contiguous run holds the dimensions whose unit is at most 32 B.
/// Exact for mixed-radix (row-major) and for dense overlapping patterns; other
/// patterns are approximated by their span.
#pragma once

#include "llvm/ADT/ArrayRef.h"

#include <vector>

namespace kc {

struct FootprintTerm {
  double StrideBytes = 0; ///< |c|: bytes between consecutive values
  double Count = 1;       ///< n: values 0 .. n - 1
};

/// Distinct \p SectorBytes-byte sectors of the stream (see the file comment).
double distinctSectors(llvm::ArrayRef<FootprintTerm> Terms, llvm::ArrayRef<double> Offsets,
                       double ElementBytes, double SectorBytes = 32);

} // namespace kc
