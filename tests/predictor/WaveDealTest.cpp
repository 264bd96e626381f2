// WaveDealer against dealing every block by hand: the multiset of SM profiles
// ((class, processing-block phase) multisets) must be the same, and the key
// must name a wave up to the order of its SMs.
#include "predictor/WaveDeal.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <vector>

using namespace kc;

namespace {

/// A grid given as one class per block; runs are maximal runs of equal classes.
struct ClassGrid {
  std::vector<uint32_t> Classes;
  uint64_t runEnd(uint64_t Begin, uint32_t &C) const {
    C = Classes[Begin];
    uint64_t E = Begin + 1;
    while (E < Classes.size() && Classes[E] == C)
      ++E;
    return E;
  }
};

using Profile = std::vector<std::pair<uint32_t, uint64_t>>; // sorted (class, phase)

Profile profileOf(const std::vector<uint32_t> &Slots, uint64_t Wpb, uint64_t Pbs) {
  Profile P;
  for (uint64_t J = 0; J < Slots.size(); ++J)
    P.emplace_back(Slots[J], J * Wpb % Pbs);
  std::sort(P.begin(), P.end());
  return P;
}

/// Brute force: block A + i to SM i mod S, slot i / S; profiles with their SM counts.
std::map<Profile, uint64_t> dealByHand(const ClassGrid &G, uint64_t A, uint64_t N, unsigned S,
                                       uint64_t Wpb, uint64_t Pbs) {
  std::vector<std::vector<uint32_t>> Sms(S);
  for (uint64_t I = 0; I < N; ++I)
    Sms[I % S].push_back(G.Classes[A + I]);
  std::map<Profile, uint64_t> Out;
  for (const auto &V : Sms)
    if (!V.empty())
      ++Out[profileOf(V, Wpb, Pbs)];
  return Out;
}

std::map<Profile, uint64_t> profilesOf(const WaveComposition &C, uint64_t Wpb, uint64_t Pbs) {
  std::map<Profile, uint64_t> Out;
  for (const auto &[V, Count] : C.Sms)
    Out[profileOf(V, Wpb, Pbs)] += Count;
  return Out;
}

} // namespace

TEST(WaveDeal, MatchesDealingEveryBlockOnRandomGrids) {
  std::mt19937_64 Rng(7);
  for (int Trial = 0; Trial < 300; ++Trial) {
    ClassGrid G;
    size_t Len = 50 + Rng() % 400;
    unsigned NumClasses = 1 + Rng() % 4;
    // Long runs of class 0 with short runs of others, as edge blocks make.
    while (G.Classes.size() < Len) {
      uint32_t C = Rng() % 3 ? 0 : static_cast<uint32_t>(Rng() % NumClasses);
      size_t Run = C == 0 ? 1 + Rng() % 30 : 1 + Rng() % 3;
      G.Classes.insert(G.Classes.end(), std::min(Run, Len - G.Classes.size()), C);
    }
    unsigned S = 1 + Rng() % 12;
    unsigned Wpb = 1 + Rng() % 5, Pbs = 1 + Rng() % 4;
    uint64_t A = Rng() % (Len / 2), N = 1 + Rng() % (Len - A);
    auto RunEnd = [&G](uint64_t B, uint32_t &C) { return G.runEnd(B, C); };
    WaveDealer D(RunEnd, S, Wpb, Pbs);
    D.deal(A, N);
    WaveComposition C = D.composition();
    EXPECT_EQ(C.Blocks, N);
    EXPECT_EQ(profilesOf(C, Wpb, Pbs), dealByHand(G, A, N, S, Wpb, Pbs))
        << "trial " << Trial << ": A=" << A << " N=" << N << " S=" << S << " wpb=" << Wpb
        << " pbs=" << Pbs;
  }
}

TEST(WaveDeal, KeyIgnoresSmOrderButNotPhase) {
  // 4 SMs, 2 warps per block, 4 processing blocks: slot j has phase 2j mod 4,
  // so slots 0 and 2 share a phase, slots 0 and 1 do not.
  // 8 blocks: 0 0 0 0 0 0 0 0 with one block of class 1 at various places.
  auto KeyWithOddBlockAt = [](uint64_t Pos) {
    ClassGrid G;
    G.Classes.assign(12, 0);
    G.Classes[Pos] = 1;
    auto RunEnd = [&G](uint64_t B, uint32_t &C) { return G.runEnd(B, C); };
    WaveDealer D(RunEnd, 4, 2, 4);
    return D.deal(0, 12); // 3 slots per SM: slot = Pos / 4, SM = Pos % 4
  };
  // Same slot (0), different SMs: same wave up to SM order.
  EXPECT_EQ(KeyWithOddBlockAt(0), KeyWithOddBlockAt(3));
  // Slots 0 and 2 have the same phase (0 and 4 mod 4): same profile.
  EXPECT_EQ(KeyWithOddBlockAt(1), KeyWithOddBlockAt(9));
  // Slot 1 has phase 2: another profile.
  EXPECT_NE(KeyWithOddBlockAt(0), KeyWithOddBlockAt(5));
}

TEST(WaveDeal, UniformWaveByHand) {
  // 10 blocks of class 3 over 4 SMs: SMs 0, 1 get 3 blocks, SMs 2, 3 get 2.
  auto RunEnd = [](uint64_t B, uint32_t &C) { return C = 3, B + 100; };
  WaveDealer D(RunEnd, 4, 1, 4);
  std::vector<uint64_t> Dealt = D.deal(0, 10);
  WaveComposition C = D.composition();
  ASSERT_EQ(C.Sms.size(), 2u);
  std::map<size_t, uint64_t> SmsBySize;
  for (const auto &[V, Count] : C.Sms) {
    EXPECT_TRUE(std::all_of(V.begin(), V.end(), [](uint32_t X) { return X == 3; }));
    SmsBySize[V.size()] += Count;
  }
  EXPECT_EQ(SmsBySize, (std::map<size_t, uint64_t>{{2, 2}, {3, 2}}));
  // dealUniform gives the same key as dealing a run of one class.
  EXPECT_EQ(D.dealUniform(3, 10), Dealt);
  // Fewer blocks than SMs: SMs without blocks are not listed.
  D.dealUniform(3, 3);
  C = D.composition();
  ASSERT_EQ(C.Sms.size(), 1u);
  EXPECT_EQ(C.Sms[0].second, 3u);
  EXPECT_EQ(C.Sms[0].first.size(), 1u);
}
