/// \file
/// Translation of ScalarEvolution expressions and of simple IR values into
/// kernel-model expressions (kernelmodel/Expr.h), and linear strides of
/// addresses with respect to the thread index.
///
///   SCEVConstant                 -> constant
///   SCEVUnknown                  -> kernel argument by name (`n`, `Width`), a
///                                   special register (`tid.x`, `bdim.x` =
///                                   ntid.x, `bid.x` = ctaid.x, `gdim.x` =
///                                   nctaid.x), or an instruction SCEV cannot
///                                   model (sdiv, srem, lshr, and-mask, select)
///                                   translated operand by operand
///   add / mul / udiv / min / max -> + * floor(a / b) min max
///   zext / sext / trunc          -> identity (trunc to <= 16 bits: modulo)
///   {a,+,s}<L>                   -> a + s * iter.<L>  (the iteration symbol of
///                                   loop L; the analysis replaces it by the
///                                   mean iteration (trip(L) - 1) / 2 when a
///                                   per-thread total needs it)
///   phi SCEV cannot model        -> the value of equal computations (GVN's
///                                   pre-phi); an unrolled loop's remainder
///                                   start: the loop's exit value; a loop
///                                   header phi [a, entry], [b, latch] of
///                                   invariants: a + (b - a) * min(iter.<L>, 1);
///                                   a phi joining the two sides of a branch
///                                   on c (same loop): select(c, a, b)
///
/// Integer wrap-around is ignored (values are assumed to stay in range), and
/// unsigned comparisons are treated as signed ones: exact for the
/// non-negative indices kernels use.
#pragma once

#include "kernelmodel/Expr.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringRef.h"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace llvm {
class DominatorTree;
class Function;
class Loop;
class LoopInfo;
class PHINode;
class SCEV;
class ScalarEvolution;
class Value;
} // namespace llvm

namespace kc {

class SymbolicSCEV {
public:
  /// \p LoopName names a loop for its iteration symbol (`iter.<name>`).
  SymbolicSCEV(llvm::ScalarEvolution &SE, std::function<std::string(const llvm::Loop *)> LoopName,
               const llvm::LoopInfo *LI = nullptr);

  std::optional<Expr> translate(const llvm::SCEV *S);
  /// Through SCEV when the value is SCEVable, else by instruction pattern.
  std::optional<Expr> translate(const llvm::Value *V);
  /// An i1 value as a 0/1 expression (icmp, and/or/xor of conditions, constants).
  std::optional<Expr> translateCondition(const llvm::Value *V);

  /// `tid.x`, `bdim.y`, ... for a call to llvm.nvvm.read.ptx.sreg.*; empty otherwise.
  static std::string sregSymbol(const llvm::Value *V);
  /// The symbol an argument stands for: its IR name, or `arg<N>` when unnamed.
  static std::string argumentSymbol(const llvm::Value *V);

  /// Coefficient of the special register \p Sym ("tid.x") in the affine
  /// expression \p S (for a pointer SCEV: bytes per thread step). nullopt when
  /// S is not affine in Sym (data-dependent, or a non-linear function of it).
  std::optional<Expr> coefficient(const llvm::SCEV *S, llvm::StringRef Sym);

  /// Whether \p V is computed (through operands, loads and phis) from \p Sym.
  bool dependsOn(const llvm::Value *V, llvm::StringRef Sym);
  bool dependsOn(const llvm::SCEV *S, llvm::StringRef Sym);
  /// Whether \p V depends on a load from memory (data-dependent).
  bool dependsOnMemory(const llvm::Value *V);
  /// Whether \p S depends on data the lanes of a warp load from addresses that
  /// vary with the thread index (a gather's index), or on a value a call or an
  /// atomic returns: a warp's lanes may then hold unrelated values.
  bool dependsOnLaneData(const llvm::SCEV *S);

  /// Like translate(), but a value it cannot follow becomes a symbol
  /// `opaque.<n>` instead of failing the whole expression, so the parts around
  /// it (the thread, block and loop terms) survive; opaqueValue() names the
  /// value behind such a symbol.
  std::optional<Expr> translateWithOpaque(const llvm::SCEV *S);
  const llvm::Value *opaqueValue(llvm::StringRef Symbol) const;

  llvm::ScalarEvolution &scev() { return SE; }

  /// The largest formula (nodes as a tree, Expr::nodeCount) a value SCEV does
  /// not model (a select, a phi, a division) is translated to; a larger one is
  /// taken as unknown. Far above any address or bound of a counted loop, far
  /// below the 2^steps nodes of an unrolled merge's indices.
  static constexpr unsigned MaxValueNodes = 4096;

private:
  std::optional<Expr> translateInstruction(const llvm::Value *V);
  /// A phi SCEV cannot model: of equal computations, or of a loop's exit value
  /// and its bypass value (an unrolled loop's remainder start).
  std::optional<Expr> translatePhi(const llvm::PHINode *Phi);
  std::optional<Expr> translateLoopExitPhi(const llvm::PHINode *Phi);
  /// A phi that joins the two sides of one conditional branch (an if/else whose
  /// values SCEV cannot select between because one is computed inside a side):
  /// select(condition, value on the true side, value on the false side).
  /// With \p AsCondition the incoming values are i1 conditions (a `phi i1`).
  std::optional<Expr> translateBranchPhi(const llvm::PHINode *Phi, bool AsCondition = false);
  llvm::DominatorTree &domTree(const llvm::Function &F);
  /// Values computed from \p Sym ("tid.x", or "mem" for loaded data) in \p F.
  const llvm::DenseSet<const llvm::Value *> &taintOf(const llvm::Function &F, llvm::StringRef Sym);

  llvm::ScalarEvolution &SE;
  std::function<std::string(const llvm::Loop *)> LoopName;
  const llvm::LoopInfo *LI = nullptr; ///< for header phis SCEV does not model
  unsigned Depth = 0;
  unsigned PhiDepth = 0; ///< nesting of phis coefficient() looks through
  llvm::DenseMap<const llvm::SCEV *, std::optional<Expr>> Cache;
  llvm::DenseMap<const llvm::SCEV *, std::optional<Expr>> OpaqueCache; ///< translateWithOpaque's
  bool OpaqueMode = false;
  std::map<std::string, const llvm::Value *, std::less<>> Opaque; ///< symbol -> value
  llvm::DenseMap<const llvm::Value *, std::string> OpaqueNames;
  std::map<std::string, llvm::DenseSet<const llvm::Value *>, std::less<>> Taint;
  /// Built on first use by translateBranchPhi (the function does not change
  /// while it is analyzed).
  std::shared_ptr<llvm::DominatorTree> DT;
  const llvm::Function *DTFunction = nullptr;
};

} // namespace kc
