// The quantities' DAG evaluated concretely (GroupingProgram::foldLaunch and
// evaluate): every root must equal its CompiledExpr bit for bit, and shared
// subexpressions are one node.
#include "predictor/GroupingIntervals.h"
#include "predictor/PreparedKernel.h"

#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <cmath>
#include <random>

using namespace kc;

namespace {

Expr sym(const char *S) { return Expr::symbol(S); }

/// The built-in slots in their fixed places, then "n" and "w" (launch values).
SymbolTable table() {
  SymbolTable T;
  for (const char *S : {"tid.x", "tid.y", "tid.z", "bid.x", "bid.y", "bid.z", "bdim.x", "bdim.y",
                        "bdim.z", "gdim.x", "gdim.y", "gdim.z", "lat.mem", "wave.blocks", "reuse.waits"})
    T.slot(S);
  EXPECT_EQ(T.size(), NumBuiltinSlots);
  T.slot("n");
  T.slot("w");
  return T;
}

/// A random expression over the indices, lat.mem and the launch symbols,
/// with every operation kind; depth-limited.
Expr randomExpr(std::mt19937 &Rng, int Depth) {
  auto Pick = [&](int Lo, int Hi) { return std::uniform_int_distribution<int>(Lo, Hi)(Rng); };
  static const char *Leaves[] = {"tid.x", "tid.y", "bid.x", "lat.mem", "n", "w", "bdim.x"};
  if (Depth == 0 || Pick(0, 4) == 0)
    return Pick(0, 2) ? sym(Leaves[Pick(0, 6)]) : Expr(static_cast<double>(Pick(-3, 9)) / 2);
  Expr A = randomExpr(Rng, Depth - 1), B = randomExpr(Rng, Depth - 1);
  switch (Pick(0, 15)) {
  case 0: return A + B;
  case 1: return A - B;
  case 2: return A * B + randomExpr(Rng, Depth - 1);
  case 3: return A / (B * B + Expr(1.0));
  case 4: return floorDiv(A, Expr(static_cast<double>(Pick(1, 7))));
  case 5: return mod(A, Expr(static_cast<double>(Pick(2, 32))));
  case 6: return min(A, B);
  case 7: return max(A, max(B, randomExpr(Rng, Depth - 1)));
  case 8: return lt(A, B);
  case 9: return le(A, B);
  case 10: return eq(mod(A, Expr(2.0)), Expr(0.0));
  case 11: return ne(A, B);
  case 12: return select(lt(A, B), A, B * Expr(3.0));
  case 13: return ilog2(A * A + Expr(1.0));
  case 14: return A * B;
  default: return A + B + randomExpr(Rng, Depth - 1);
  }
}

bool sameBits(double A, double B) {
  return std::bit_cast<uint64_t>(A) == std::bit_cast<uint64_t>(B) || (std::isnan(A) && std::isnan(B));
}

} // namespace

TEST(GroupingEval, EveryRootEqualsItsCompiledProgramBitForBit) {
  std::mt19937 Rng(7);
  for (int Case = 0; Case < 200; ++Case) {
    SymbolTable T = table();
    // Roots that share a subexpression, as the quantities share their traffic terms.
    Expr Shared = randomExpr(Rng, 3);
    std::array<Expr, 4> Roots = {randomExpr(Rng, 4) + Shared, Shared * randomExpr(Rng, 3),
                                 randomExpr(Rng, 5), Expr(2.5)};
    std::vector<CompiledExpr> Compiled;
    for (const Expr &R : Roots)
      Compiled.emplace_back(R, T);
    GroupingProgram Prog(Roots, T);
    std::vector<double> Slots(T.size(), 0.0);
    Slots[SlotBdimX] = 1 + Case % 17;
    Slots[T.find("n")] = Case % 11 - 3;
    Slots[T.find("w")] = 0.5 * (Case % 5);
    std::vector<double> Values = Prog.foldLaunch(Slots);
    for (int Thread = 0; Thread < 6; ++Thread) {
      Slots[SlotTidX] = Thread * 5 % 13, Slots[SlotTidY] = Thread % 3, Slots[SlotBidX] = Case % 4;
      Slots[SlotLatMem] = Thread == 5 ? 0 : 1000;
      Prog.evaluate(Prog.varyingNodes(), Slots.data(), Values.data());
      for (size_t R = 0; R < Roots.size(); ++R)
        EXPECT_TRUE(sameBits(Values[Prog.roots()[R]], Compiled[R].evaluate(Slots.data())))
            << "case " << Case << " thread " << Thread << " root " << R << ": "
            << Values[Prog.roots()[R]] << " vs " << Compiled[R].evaluate(Slots.data());
      // Only the lat.mem-dependent nodes again, at lat.mem 0: as a full pass.
      Slots[SlotLatMem] = 0;
      Prog.evaluate(Prog.latMemNodes(), Slots.data(), Values.data());
      for (size_t R = 0; R < Roots.size(); ++R)
        EXPECT_TRUE(sameBits(Values[Prog.roots()[R]], Compiled[R].evaluate(Slots.data())))
            << "case " << Case << " thread " << Thread << " root " << R << " at lat.mem 0";
    }
  }
}

TEST(GroupingEval, ASharedSubexpressionIsOneNode) {
  // g = (tid.x < n) * 4 appears in both roots: nodes tid.x, n, lt, 4, g,
  // lat.mem, g * lat.mem, g + 1 (the constant 1 too): 9 nodes, not 12.
  SymbolTable T = table();
  Expr G = lt(sym("tid.x"), sym("n")) * Expr(4.0);
  std::array<Expr, 2> Roots = {G * sym("lat.mem"), G + Expr(1.0)};
  for (const Expr &R : Roots)
    CompiledExpr(R, T);
  GroupingProgram Prog(Roots, T);
  EXPECT_EQ(Prog.nodes().size(), 9u);
  // Varying: tid.x, lt, g, lat.mem, g * lat.mem, g + 1; of them lat.mem and its product
  // depend on lat.mem.
  EXPECT_EQ(Prog.varyingNodes().size(), 6u);
  EXPECT_EQ(Prog.latMemNodes().size(), 2u);
  std::vector<double> Slots(T.size(), 0.0);
  Slots[T.find("n")] = 3;
  std::vector<double> V = Prog.foldLaunch(Slots);
  Slots[SlotTidX] = 2, Slots[SlotLatMem] = 10;
  Prog.evaluate(Prog.varyingNodes(), Slots.data(), V.data());
  EXPECT_EQ(V[Prog.roots()[0]], 40);
  EXPECT_EQ(V[Prog.roots()[1]], 5);
  Slots[SlotTidX] = 3;
  Prog.evaluate(Prog.varyingNodes(), Slots.data(), V.data());
  EXPECT_EQ(V[Prog.roots()[0]], 0);
  EXPECT_EQ(V[Prog.roots()[1]], 1);
}
