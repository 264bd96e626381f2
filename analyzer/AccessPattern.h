/// \file
/// How one warp's 32 threads hit memory, from the strides of an access's
/// address with respect to threadIdx.x/y/z (bytes per unit step; SymbolicSCEV
/// computes them). A warp is 32 consecutive *linear* thread ids: with
/// W = min(blockDim.x, 32) threads per row it spans R = min(ceil(32 / blockDim.x),
/// blockDim.y) rows of threadIdx.y.
///
/// Global memory, 32-byte sectors per warp request (B = bytes per thread,
/// m = misalignment of the warp's first address, from constant and
/// argument-only terms; pointers are assumed 32-byte aligned):
///   row(w, s)  = min(w, ceil((m' + (w - 1) * |s| + B) / 32)),  m' = m for s >= 0,
///                (m + (w - 1) * s) mod 32 for s < 0 (the lowest address is the last lane's)
///   no y/z dependence        : row(W, Sx)          (rows repeat the same addresses)
///   Sy = Sx * blockDim.x     : row(32, Sx)         (the warp is one contiguous run)
///   Sx = 0                   : Rz * row(R, Sy)     (one address per row)
///   otherwise                : min(32, Rz * min(R * row(W, Sx), W * row(R, Sy)))
///                              (rows, resp. columns, assumed disjoint: both bounds
///                              count every sector; the smaller is kept)
///   unknown (data-dependent) : 32
/// so floats at stride 1, 2, 4, >= 8 elements give 4, 8, 16, 32 sectors and a
/// broadcast gives 1. A request is uncoalesced when it needs more sectors than
/// the contiguous minimum B (32 threads x B bytes / 32); its uncoalesced share
/// (S - Smin) / (32 - Smin) is the part of its bytes that, moved at 1/8 of the
/// DRAM bandwidth (a sector per 4-byte access) with the rest at the full rate,
/// costs S / Smin times a coalesced request: 8 sectors -> 1/7, 32 -> 1.
///
/// Shared memory: 32 banks of 4 bytes; the conflict degree is the largest
/// number of distinct 4-byte words one bank serves in one request (accesses
/// wider than 4 bytes are split into ceil(B / 4) phases), enumerated over the
/// 32 lanes for constant strides.
///
/// L1 data banks for global requests (compute capability >= 7.0, where global
/// loads and stores pass the L1 data array that shared memory also uses): the
/// lanes' words meet the same 32 banks, so lanes that hit one bank at
/// different words take one cycle each (Nsight Compute counts them as
/// l1tex__data_bank_conflicts_pipe_lsu_mem_global). With constant strides the
/// degree is enumerated as for shared memory; with a symbolic stride Sx (a row
/// pitch such as 4 * width) a row of W lanes cycles over 32 / g banks and meets
///   ceil(W g(Sx) / 32),  g = 32, 16, 8, 4, 2 when Sx is a multiple of 128, 64,
///                        32, 16, 8 bytes, else 1  (= gcd(Sx / 4, 32) words)
/// words per bank; when a warp spans R rows (blockDim.x < 32)
/// the rows meet the same banks only when Sy is a multiple of 128 bytes
/// (R times the row's degree), else the row's degree is kept.
#pragma once

#include "kernelmodel/Expr.h"

#include <array>
#include <optional>
#include <string>

namespace kc {

struct AccessStrides {
  std::optional<Expr> X, Y, Z; ///< bytes per threadIdx step; nullopt = not affine
  Expr Misalignment;           ///< bytes, (constant + argument terms) mod 32
  unsigned Bytes = 4;          ///< bytes one thread moves
};

struct GlobalPattern {
  Expr Sectors;                ///< sectors per warp request (may use bdim.*)
  Expr Lines;                  ///< 128-byte lines per warp request (same cases, 128-byte granules)
  Expr MinSectors;             ///< contiguous minimum
  Expr IsUncoalesced;          ///< 1 when Sectors > MinSectors, else 0
  Expr UncoalescedShare;       ///< (Sectors - MinSectors) / (Cap - MinSectors), 0 when coalesced
  std::string Verdict;
};

GlobalPattern globalPattern(const AccessStrides &S);

struct SharedPattern {
  /// Passes of the banks a warp's request takes (the most distinct words one
  /// bank serves): 1 = a conflict-free (or broadcast) 4-byte access; a
  /// conflict-free 8- or 16-byte one takes 2 or 4.
  unsigned Ways = 1;
  std::string Verdict;
};

/// \p BlockDim: the launch's block shape when known; otherwise blockDim.x >= 32
/// is assumed (one row of threadIdx.x per warp) and the verdict says so.
/// \p PairedBankRows: compute capability 3.x (64-bit banks in the default 32-bit
/// mode): words i and i + 32 of one 64-word aligned segment do not conflict
/// (CUDA C++ Programming Guide, compute capability 3.x, shared memory).
SharedPattern sharedPattern(const AccessStrides &S, std::optional<std::array<unsigned, 3>> BlockDim,
                            bool PairedBankRows = false);

/// sharedPattern's degree as an expression: with \p BlockDim unknown, a select
/// over blockDim.x for warps of 1, 2, 4, 8, 16 and >= 32 threads per row.
Expr conflictWays(const AccessStrides &S, std::optional<std::array<unsigned, 3>> BlockDim,
                  bool PairedBankRows = false);

/// The L1 data-bank degree of a global request (see the file comment): cycles
/// the L1 data stage spends on one warp request at least; 1 when not affine.
Expr l1DataBankWays(const AccessStrides &S, std::optional<std::array<unsigned, 3>> BlockDim);

} // namespace kc
