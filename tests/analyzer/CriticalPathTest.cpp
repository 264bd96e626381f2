// LinearForm::dominates (analyzer/CriticalPath.h): hand-worked cases, and the
// same answer as the textbook per-symbol formula on random forms.
#include "analyzer/CriticalPath.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

using namespace kc;

namespace {

/// The definition, symbol by symbol: this - O >= 0 for all 0 <= del <= lat iff
/// for every latency L, c_L plus the negative c_D of the delays it bounds is >= 0.
bool referenceDominates(const LinearForm &A, const LinearForm &B) {
  auto bound = [](unsigned Sym) -> unsigned {
    if (Sym < NumInstrClasses || Sym >= 2 * NumInstrClasses)
      return Sym;
    auto C = static_cast<InstrClass>(Sym - NumInstrClasses);
    switch (C) {
    case InstrClass::LoadGlobal:
    case InstrClass::StoreGlobal:
    case InstrClass::LoadLocal:
    case InstrClass::StoreLocal:
    case InstrClass::Atomic: return CostSymbol::LatMem;
    case InstrClass::LoadShared:
    case InstrClass::StoreShared: return CostSymbol::LatShared;
    default: return CostSymbol::lat(C);
    }
  };
  std::vector<int64_t> Need(CostSymbol::Count, 0);
  for (unsigned I = 0; I < CostSymbol::Count; ++I) {
    int64_t C = int64_t(A.count(I)) - int64_t(B.count(I));
    if (bound(I) == I)
      Need[I] += C;
    else if (C < 0)
      Need[bound(I)] += C;
  }
  for (int64_t N : Need)
    if (N < 0)
      return false;
  return true;
}

LinearForm form(std::initializer_list<std::pair<unsigned, uint32_t>> Parts) {
  LinearForm F;
  for (auto [S, N] : Parts)
    F.add(S, N);
  return F;
}

} // namespace

TEST(LinearForm, DominatesHandWorked) {
  const unsigned LatFma = CostSymbol::lat(InstrClass::Fp32Fma);
  const unsigned DelFma = CostSymbol::del(InstrClass::Fp32Fma);
  const unsigned DelLd = CostSymbol::del(InstrClass::LoadGlobal);
  const unsigned DelLds = CostSymbol::del(InstrClass::LoadShared);
  // lat.fma >= del.fma, so 1 lat.fma dominates 1 del.fma, not the reverse.
  EXPECT_TRUE(form({{LatFma, 1}}).dominates(form({{DelFma, 1}})));
  EXPECT_FALSE(form({{DelFma, 1}}).dominates(form({{LatFma, 1}})));
  // 2 lat.fma vs lat.fma + 2 del.fma: the difference lat.fma - 2 del.fma can be < 0.
  EXPECT_FALSE(form({{LatFma, 2}}).dominates(form({{LatFma, 1}, {DelFma, 2}})));
  EXPECT_TRUE(form({{LatFma, 3}}).dominates(form({{LatFma, 1}, {DelFma, 2}})));
  // A global load's issue delay is bounded by lat.mem, not by its own latency.
  EXPECT_TRUE(form({{CostSymbol::LatMem, 1}}).dominates(form({{DelLd, 1}})));
  EXPECT_FALSE(form({{CostSymbol::lat(InstrClass::LoadGlobal), 1}}).dominates(form({{DelLd, 1}})));
  // lat.mem covers one memory delay of each... in total: 1 lat.mem < 2 delays.
  EXPECT_FALSE(form({{CostSymbol::LatMem, 1}})
                   .dominates(form({{DelLd, 1}, {CostSymbol::del(InstrClass::StoreGlobal), 1}})));
  EXPECT_TRUE(form({{CostSymbol::LatShared, 1}}).dominates(form({{DelLds, 1}})));
  EXPECT_FALSE(form({{CostSymbol::LatMem, 1}}).dominates(form({{DelLds, 1}})));
  // Every form dominates itself and the zero form.
  LinearForm Mix = form({{LatFma, 2}, {DelLd, 3}, {CostSymbol::LatShared, 1}});
  EXPECT_TRUE(Mix.dominates(Mix));
  EXPECT_TRUE(Mix.dominates(LinearForm()));
  EXPECT_FALSE(LinearForm().dominates(Mix));
}

TEST(LinearForm, DominatesAgreesWithTheDefinitionOnRandomForms) {
  std::mt19937 Rng(11);
  std::uniform_int_distribution<unsigned> Sym(0, CostSymbol::Count - 1), Cnt(0, 3), Len(0, 6);
  unsigned True = 0;
  for (int I = 0; I < 20000; ++I) {
    LinearForm A, B;
    for (unsigned K = Len(Rng); K > 0; --K)
      A.add(Sym(Rng), Cnt(Rng));
    B = A; // mostly near-equal pairs, so both answers occur
    for (unsigned K = Len(Rng) / 2; K > 0; --K)
      B.add(Sym(Rng), Cnt(Rng));
    for (unsigned K = Len(Rng) / 3; K > 0; --K)
      A.add(Sym(Rng), Cnt(Rng));
    ASSERT_EQ(A.dominates(B), referenceDominates(A, B)) << "pair " << I;
    ASSERT_EQ(B.dominates(A), referenceDominates(B, A)) << "pair " << I;
    True += A.dominates(B);
  }
  EXPECT_GT(True, 1000u);
  EXPECT_LT(True, 19000u);
}

// Totals of 2^30 and more take the 64-bit path of dominates: same answers.
TEST(LinearForm, DominatesWithHugeCounts) {
  const unsigned LatFma = CostSymbol::lat(InstrClass::Fp32Fma);
  const unsigned DelFma = CostSymbol::del(InstrClass::Fp32Fma);
  const unsigned DelLd = CostSymbol::del(InstrClass::LoadGlobal);
  const uint32_t Big = 3000000000u; // > 2^31: would wrap in 32-bit differences
  LinearForm A = form({{LatFma, Big}, {CostSymbol::LatMem, 5}});
  LinearForm B = form({{DelFma, Big}, {DelLd, 5}});
  EXPECT_TRUE(A.dominates(B));
  EXPECT_FALSE(B.dominates(A));
  EXPECT_EQ(A.dominates(B), referenceDominates(A, B));
  LinearForm C = form({{LatFma, Big - 1}, {DelFma, 1}, {CostSymbol::LatMem, 5}});
  // Big - 1 latencies + 1 delay vs Big delays: Big - 1 - (Big - 1) >= 0, so yes.
  EXPECT_TRUE(C.dominates(B));
  EXPECT_FALSE(B.dominates(C));
  LinearForm D = form({{LatFma, Big}, {CostSymbol::LatMem, 4}});
  EXPECT_FALSE(D.dominates(B)); // 4 lat.mem < 5 memory delays
  EXPECT_EQ(D.dominates(B), referenceDominates(D, B));
}

// sparseRank adds only the symbols a form counted: the same double as rank()
// for finite weights, negative ones included (a zero count adds +-0).
TEST(LinearForm, SparseRankIsRank) {
  std::mt19937 Rng(7);
  std::uniform_int_distribution<unsigned> Sym(0, CostSymbol::Count - 1), Cnt(0, 3), Len(0, 8);
  std::uniform_real_distribution<double> W(-50, 200);
  for (int I = 0; I < 5000; ++I) {
    std::array<double, CostSymbol::Count> Weights;
    for (double &X : Weights)
      X = I % 5 == 0 ? -W(Rng) : W(Rng);
    LinearForm A;
    for (unsigned K = Len(Rng); K > 0; --K)
      A.add(Sym(Rng), Cnt(Rng));
    LinearForm B = A + form({{Sym(Rng), Cnt(Rng)}});
    ASSERT_EQ(A.sparseRank(Weights), A.rank(Weights)) << "form " << I;
    ASSERT_EQ(B.sparseRank(Weights), B.rank(Weights)) << "form " << I;
  }
  std::array<double, CostSymbol::Count> Negative;
  Negative.fill(-1.0);
  EXPECT_EQ(LinearForm().sparseRank(Negative), 0.0);
  EXPECT_FALSE(std::signbit(LinearForm().rank(Negative))); // +0, as sparseRank's
  EXPECT_EQ(form({{3, 2}}).sparseRank(Negative), -2.0);
}
