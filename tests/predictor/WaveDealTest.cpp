// WaveDealer against dealing every block by hand: the multiset of SM profiles
// ((class, processing-block phase) multisets) must be the same, and the key
// must name a wave up to the order of its SMs. Both ways of dealing (block by
// block, and by stretches of SMs in closed form) must give the same key.
#include "predictor/WaveDeal.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
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

constexpr WaveDealer::Method AllMethods[] = {WaveDealer::Method::Cheaper, WaveDealer::Method::BlockByBlock,
                                             WaveDealer::Method::ByStretches};

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
    for (WaveDealer::Method M : AllMethods) {
      WaveDealer D(RunEnd, S, Wpb, Pbs, M);
      D.deal(A, N);
      WaveComposition C = D.composition();
      EXPECT_EQ(C.Blocks, N);
      EXPECT_EQ(profilesOf(C, Wpb, Pbs), dealByHand(G, A, N, S, Wpb, Pbs))
          << "trial " << Trial << ": A=" << A << " N=" << N << " S=" << S << " wpb=" << Wpb
          << " pbs=" << Pbs << " method " << static_cast<int>(M);
    }
  }
}

TEST(WaveDeal, BothMethodsGiveTheSameKey) {
  // Grids of three kinds: short runs of other classes among long runs of
  // class 0, a periodic sequence of classes, and a long run of another class
  // after a long run of class 0 (a partial last row of blocks).
  std::mt19937_64 Rng(11);
  for (int Trial = 0; Trial < 600; ++Trial) {
    ClassGrid G;
    size_t Len = 20 + Rng() % 600;
    int Kind = Trial % 3;
    if (Kind == 0) {
      while (G.Classes.size() < Len) {
        uint32_t C = Rng() % 3 ? 0 : static_cast<uint32_t>(1 + Rng() % 3);
        size_t Run = C == 0 ? 1 + Rng() % 40 : 1 + Rng() % 4;
        G.Classes.insert(G.Classes.end(), std::min(Run, Len - G.Classes.size()), C);
      }
    } else if (Kind == 1) {
      std::vector<uint32_t> Period(1 + Rng() % 7);
      for (uint32_t &C : Period)
        C = static_cast<uint32_t>(Rng() % 3);
      for (size_t I = 0; I < Len; ++I)
        G.Classes.push_back(Period[I % Period.size()]);
    } else {
      size_t Cut = Rng() % Len;
      G.Classes.assign(Len, 0);
      std::fill(G.Classes.begin() + Cut, G.Classes.end(), 1 + Rng() % 2);
      if (Rng() % 2) // an edge column somewhere
        G.Classes[Rng() % Len] = 3;
    }
    unsigned S = 1 + Rng() % 20;
    unsigned Wpb = 1 + Rng() % 6, Pbs = 1 + Rng() % 4;
    uint64_t A = Rng() % (Len / 2), N = 1 + Rng() % (Len - A);
    auto RunEnd = [&G](uint64_t B, uint32_t &C) { return G.runEnd(B, C); };
    WaveDealer ByBlock(RunEnd, S, Wpb, Pbs, WaveDealer::Method::BlockByBlock);
    WaveDealer ByStretch(RunEnd, S, Wpb, Pbs, WaveDealer::Method::ByStretches);
    WaveDealer Cheaper(RunEnd, S, Wpb, Pbs);
    std::vector<uint64_t> Key = ByBlock.deal(A, N);
    EXPECT_EQ(ByStretch.deal(A, N), Key) << "trial " << Trial << ": A=" << A << " N=" << N << " S=" << S;
    EXPECT_EQ(Cheaper.deal(A, N), Key) << "trial " << Trial;
  }
}

TEST(WaveDeal, PeriodThreeOverTwoSmsByHand) {
  // Classes 0 1 2 0 1 2 ..., 12 blocks over 2 SMs, 1 warp per block, 4
  // processing blocks: slot j has phase j mod 4. Each class has 4 blocks; the
  // tie goes to the smaller class, 0 dominates.
  //   SM 0: blocks 0 2 4 6 8 10 -> classes 0 2 1 0 2 1 at phases 0 1 2 3 0 1
  //         others (phase, class): (1,2) (2,1) (0,2) (1,1)
  //   SM 1: blocks 1 3 5 7 9 11 -> classes 1 0 2 1 0 2 at phases 0 1 2 3 0 1
  //         others: (0,1) (2,2) (3,1) (1,2)
  // Signatures [blocks, pairs, sorted pairs], SM 1's first (smaller).
  ClassGrid G;
  for (uint32_t I = 0; I < 12; ++I)
    G.Classes.push_back(I % 3);
  auto RunEnd = [&G](uint64_t B, uint32_t &C) { return G.runEnd(B, C); };
  const std::vector<uint64_t> Expected = {0, 12,                                  // dominant, blocks
                                          1, 6, 4, 0, 1, 1, 2, 2, 2, 3, 1,        // SM 1
                                          1, 6, 4, 0, 2, 1, 1, 1, 2, 2, 1};       // SM 0
  for (WaveDealer::Method M : AllMethods) {
    WaveDealer D(RunEnd, 2, 1, 4, M);
    EXPECT_EQ(D.deal(0, 12), Expected) << "method " << static_cast<int>(M);
    // The representative SMs: each pair in the first free slot of its phase
    // (SM 0's (1,2) goes to slot 5, slot 1 being taken by (1,1)).
    WaveComposition C = D.composition();
    ASSERT_EQ(C.Sms.size(), 2u);
    EXPECT_EQ(C.Sms[0], (std::pair<std::vector<uint32_t>, uint64_t>{{1, 2, 2, 1, 0, 0}, 1}));
    EXPECT_EQ(C.Sms[1], (std::pair<std::vector<uint32_t>, uint64_t>{{2, 1, 1, 0, 0, 2}, 1}));
  }
}

TEST(WaveDeal, PeriodNotDividingTheWaveByHand) {
  // Classes 0 1 2 0 1 2 ...; the wave is blocks 1..7 (7 blocks: 1 2 0 1 2 0 1)
  // over 2 SMs, 1 warp per block, 2 processing blocks (phase = slot mod 2).
  // Class 1 has 3 blocks and dominates. SM 0 has 4 blocks, SM 1 has 3:
  //   SM 0: wave blocks 0 2 4 6 -> classes 1 0 2 1, phases 0 1 0 1: others (1,0) (0,2)
  //   SM 1: wave blocks 1 3 5   -> classes 2 1 0,   phases 0 1 0:   others (0,2) (0,0)
  ClassGrid G;
  for (uint32_t I = 0; I < 30; ++I)
    G.Classes.push_back(I % 3);
  auto RunEnd = [&G](uint64_t B, uint32_t &C) { return G.runEnd(B, C); };
  const std::vector<uint64_t> Expected = {1, 7,                      // dominant, blocks
                                          1, 3, 2, 0, 0, 0, 2,       // SM 1
                                          1, 4, 2, 0, 2, 1, 0};      // SM 0
  for (WaveDealer::Method M : AllMethods) {
    WaveDealer D(RunEnd, 2, 1, 2, M);
    EXPECT_EQ(D.deal(1, 7), Expected) << "method " << static_cast<int>(M);
    WaveComposition C = D.composition();
    ASSERT_EQ(C.Sms.size(), 2u);
    EXPECT_EQ(C.Sms[0], (std::pair<std::vector<uint32_t>, uint64_t>{{0, 1, 2}, 1}));
    EXPECT_EQ(C.Sms[1], (std::pair<std::vector<uint32_t>, uint64_t>{{2, 0, 1, 1}, 1}));
  }
}

TEST(WaveDeal, LongRunOfAnotherClassByHand) {
  // 11 blocks of class 0 then 7 of class 5 (a partial last row), 18 blocks over
  // 4 SMs, 1 warp per block, 2 processing blocks. SMs 0, 1 get 5 blocks, SMs 2,
  // 3 get 4. Class 5's blocks 11..17:
  //   SM 0: 12 (slot 3, phase 1), 16 (slot 4, phase 0)
  //   SM 1: 13 (slot 3, phase 1), 17 (slot 4, phase 0)
  //   SM 2: 14 (slot 3, phase 1)
  //   SM 3: 11 (slot 2, phase 0), 15 (slot 3, phase 1)
  // By stretches: cut points 0, 2 (18 mod 4), 3 (11 mod 4), 4: SMs [0, 2),
  // [2, 3), [3, 4), one SM dealt for each.
  ClassGrid G;
  G.Classes.assign(11, 0);
  G.Classes.insert(G.Classes.end(), 7, 5);
  auto RunEnd = [&G](uint64_t B, uint32_t &C) { return G.runEnd(B, C); };
  const std::vector<uint64_t> Expected = {0, 18,                 // dominant, blocks
                                          1, 4, 1, 1, 5,         // SM 2
                                          1, 4, 2, 0, 5, 1, 5,   // SM 3
                                          2, 5, 2, 0, 5, 1, 5};  // SMs 0 and 1
  for (WaveDealer::Method M : AllMethods) {
    WaveDealer D(RunEnd, 4, 1, 2, M);
    EXPECT_EQ(D.deal(0, 18), Expected) << "method " << static_cast<int>(M);
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

TEST(WaveDeal, ShapeKeyMovesOtherBlocksByHand) {
  // 16 blocks over 4 SMs (4 slots each), 1 warp per block, 2 processing
  // blocks: the phase of slot j is j mod 2 and repeats every T = 2 slots.
  // One block of class 7 among class 0, at offset P: SM P mod 4, slot P div 4.
  auto Shape = [](uint64_t P) {
    ClassGrid G;
    G.Classes.assign(16, 0);
    G.Classes[P] = 7;
    auto RunEnd = [&G](uint64_t B, uint32_t &C) { return G.runEnd(B, C); };
    WaveDealer D(RunEnd, 4, 1, 2);
    std::vector<uint64_t> Key = D.deal(0, 16), Out;
    EXPECT_TRUE(D.shapeKey(D.runs(), 16, Out));
    return std::make_pair(Out, Key);
  };
  // Offset 1 (SM 1, slot 0): moved to SM 0, slot 0.
  EXPECT_EQ(Shape(1).first, (std::vector<uint64_t>{16, 0, 0, 1, 7}));
  // Offset 10 (SM 2, slot 2): to SM 0 (by 2), then 2 slots earlier (by 8).
  EXPECT_EQ(Shape(10).first, (std::vector<uint64_t>{16, 0, 0, 1, 7}));
  EXPECT_EQ(Shape(10).second, Shape(1).second);
  // Offset 5 (SM 1, slot 1, phase 1): to SM 0, slot 1; another shape and key.
  EXPECT_EQ(Shape(5).first, (std::vector<uint64_t>{16, 0, 4, 5, 7}));
  EXPECT_NE(Shape(5).second, Shape(1).second);
  // A partial wave has no shape key.
  ClassGrid G;
  G.Classes.assign(16, 0);
  auto RunEnd = [&G](uint64_t B, uint32_t &C) { return G.runEnd(B, C); };
  WaveDealer D(RunEnd, 4, 1, 2);
  std::vector<uint64_t> Out;
  D.deal(0, 14);
  EXPECT_FALSE(D.shapeKey(D.runs(), 14, Out));
}

TEST(WaveDeal, ShapeKeyRunAcrossSlotsStaysOnSmZero) {
  // 5 SMs, 1 warp per block, 4 processing blocks (T = 4 slots): a run of
  // class 2 over offsets 8..12 crosses from slot 1 (SMs 3, 4) to slot 2 (SMs
  // 0, 1, 2), so it cannot move to a smaller SM; its first slot (1) is below
  // T, so it stays where it is. 40 blocks, one more block of class 2 at 33.
  ClassGrid G;
  G.Classes.assign(40, 0);
  std::fill(G.Classes.begin() + 8, G.Classes.begin() + 13, 2);
  G.Classes[33] = 2;
  auto RunEnd = [&G](uint64_t B, uint32_t &C) { return G.runEnd(B, C); };
  WaveDealer D(RunEnd, 5, 1, 4);
  D.deal(0, 40);
  std::vector<uint64_t> Out;
  ASSERT_TRUE(D.shapeKey(D.runs(), 40, Out));
  EXPECT_EQ(Out, (std::vector<uint64_t>{40, 0, 8, 13, 2, 33, 34, 2}));
}

TEST(WaveDeal, EqualShapeKeysMeanEqualKeys) {
  // Every full wave of random grids: waves with one shape key have one key.
  std::mt19937_64 Rng(23);
  unsigned Reused = 0; // waves whose shape was seen before (the test needs many)
  for (int Trial = 0; Trial < 200; ++Trial) {
    ClassGrid G;
    size_t Len = 400 + Rng() % 400;
    unsigned Row = 5 + Rng() % 60; // classes repeat by rows, as in the grid
    std::vector<uint32_t> RowClasses(Row, 0);
    for (int E = 0; E < 1 + static_cast<int>(Rng() % 3); ++E)
      RowClasses[Rng() % Row] = static_cast<uint32_t>(1 + Rng() % 2);
    for (size_t I = 0; I < Len; ++I)
      G.Classes.push_back(RowClasses[I % Row]);
    unsigned S = 1 + Rng() % 12, Wpb = 1 + Rng() % 4, Pbs = 1 + Rng() % 4;
    uint64_t N = S * (1 + Rng() % 8);
    auto RunEnd = [&G](uint64_t B, uint32_t &C) { return G.runEnd(B, C); };
    WaveDealer D(RunEnd, S, Wpb, Pbs);
    std::map<std::vector<uint64_t>, std::vector<uint64_t>> KeyByShape;
    std::vector<uint64_t> Shape;
    for (uint64_t A = 0; A + N <= Len; A += 1 + Rng() % 5) {
      std::vector<uint64_t> Key = D.deal(A, N);
      ASSERT_TRUE(D.shapeKey(D.runs(), N, Shape));
      auto [It, New] = KeyByShape.try_emplace(Shape, Key);
      if (!New) {
        ++Reused;
        EXPECT_EQ(It->second, Key) << "trial " << Trial << " A=" << A << " N=" << N << " S=" << S;
      }
    }
  }
  EXPECT_GT(Reused, 5000u);
}

TEST(WaveDeal, DealingGivenRunsMatchesDealingTheGrid) {
  // deal(runs, N) with the wave's maximal runs, or with them cut at random
  // points (runs need not be maximal), gives deal(A, N)'s key and composition,
  // for every method, and leaves the runs it was given as runs().
  std::mt19937_64 Rng(23);
  for (int Trial = 0; Trial < 300; ++Trial) {
    ClassGrid G;
    size_t Len = 30 + Rng() % 400;
    while (G.Classes.size() < Len) {
      uint32_t C = Rng() % 3 ? 0 : static_cast<uint32_t>(1 + Rng() % 3);
      size_t Run = C == 0 ? 1 + Rng() % 40 : 1 + Rng() % 4;
      G.Classes.insert(G.Classes.end(), std::min(Run, Len - G.Classes.size()), C);
    }
    unsigned S = 1 + Rng() % 12;
    unsigned Wpb = 1 + Rng() % 5, Pbs = 1 + Rng() % 4;
    uint64_t A = Rng() % (Len / 2), N = 1 + Rng() % (Len - A);
    std::vector<WaveDealer::Span> Maximal, Cut;
    for (uint64_t I = 0; I < N; ++I) {
      uint32_t C = G.Classes[A + I];
      if (!Maximal.empty() && Maximal.back().Class == C)
        ++Maximal.back().End;
      else
        Maximal.push_back({I, I + 1, C});
      if (!Cut.empty() && Cut.back().Class == C && Rng() % 4)
        ++Cut.back().End;
      else
        Cut.push_back({I, I + 1, C});
    }
    auto RunEnd = [&G](uint64_t B, uint32_t &C) { return G.runEnd(B, C); };
    for (WaveDealer::Method M : AllMethods) {
      WaveDealer ByGrid(RunEnd, S, Wpb, Pbs, M), ByRuns(RunEnd, S, Wpb, Pbs, M);
      std::vector<uint64_t> Key = ByGrid.deal(A, N);
      WaveComposition Want = ByGrid.composition();
      for (const auto *Runs : {&Maximal, &Cut}) {
        EXPECT_EQ(ByRuns.deal(*Runs, N), Key) << "trial " << Trial << " method " << static_cast<int>(M);
        WaveComposition Got = ByRuns.composition();
        EXPECT_EQ(Got.Blocks, Want.Blocks);
        EXPECT_EQ(Got.Sms, Want.Sms) << "trial " << Trial;
        ASSERT_EQ(ByRuns.runs().size(), Runs->size());
        EXPECT_EQ(ByRuns.runs().back().End, N);
      }
    }
  }
}

TEST(WaveDeal, ThreeRunKeyNamesTheSameShapesAsShapeKey) {
  // Full waves of three runs (dominant, one other stretch, dominant) at every
  // start and length of the other stretch: two have the same threeRunKey
  // exactly when they have the same shapeKey. Other waves have no three-run
  // key. By hand (2 SMs, 1 warp per block, 2 processing blocks: T = 2 slots,
  // so the stretch moves by 4 blocks): one block of class 1 at offset 1 (SM 1,
  // slot 0) or 5 (SM 1, slot 2) of a 12-block wave of class 0 moves to SM 0,
  // slot 0: {12, 0, 1, 1, 0}.
  auto NoRuns = [](uint64_t, uint32_t &C) { C = 0; return uint64_t{0}; };
  for (unsigned S : {1u, 2u, 3u, 5u})
    for (unsigned Wpb : {1u, 2u, 3u})
      for (unsigned Pbs : {1u, 2u, 4u}) {
        WaveDealer D(NoRuns, S, Wpb, Pbs);
        const uint64_t N = 6 * S;
        std::map<std::array<uint64_t, 5>, std::vector<uint64_t>> ShapeOf;
        std::map<std::vector<uint64_t>, std::array<uint64_t, 5>> SmallOf;
        for (uint32_t Other : {1u, 7u})
          for (uint64_t Len = 1; Len < N / 2; ++Len)
            for (uint64_t B = 1; B + Len < N; ++B) {
              std::vector<WaveDealer::Span> Runs = {{0, B, 3}, {B, B + Len, Other}, {B + Len, N, 3}};
              std::array<uint64_t, 5> Small;
              std::vector<uint64_t> Shape;
              ASSERT_TRUE(D.threeRunKey(Runs, N, Small));
              ASSERT_TRUE(D.shapeKey(Runs, N, Shape));
              auto [It, New] = ShapeOf.try_emplace(Small, Shape);
              EXPECT_EQ(It->second, Shape) << "S=" << S << " B=" << B << " Len=" << Len;
              auto [It2, New2] = SmallOf.try_emplace(Shape, Small);
              EXPECT_EQ(It2->second, Small) << "S=" << S << " B=" << B << " Len=" << Len;
            }
      }
  WaveDealer D(NoRuns, 2, 1, 2);
  std::array<uint64_t, 5> K1, K5, K;
  ASSERT_TRUE(D.threeRunKey({{0, 1, 0}, {1, 2, 1}, {2, 12, 0}}, 12, K1));
  ASSERT_TRUE(D.threeRunKey({{0, 5, 0}, {5, 6, 1}, {6, 12, 0}}, 12, K5));
  EXPECT_EQ(K1, (std::array<uint64_t, 5>{12, 0, 1, 1, 0}));
  EXPECT_EQ(K5, K1);
  EXPECT_FALSE(D.threeRunKey({{0, 1, 0}, {1, 2, 1}, {2, 11, 0}}, 11, K)); // not a full wave
  EXPECT_FALSE(D.threeRunKey({{0, 2, 0}, {2, 10, 1}, {10, 12, 0}}, 12, K)); // class 1 dominates
  EXPECT_FALSE(D.threeRunKey({{0, 2, 0}, {2, 4, 1}, {4, 12, 2}}, 12, K));  // ends differ
  EXPECT_FALSE(D.threeRunKey({{0, 6, 0}, {6, 12, 1}}, 12, K));             // two runs
}

TEST(WaveDeal, ThreeRunKeyOffsetIsShapeKeysShift) {
  // The offset in threeRunKey (one division and one remainder) is shapeKey's
  // shift written out: D = the stretch's SM when it stays in one slot, else
  // 0; then whole periods of T slots. E.g. 3 SMs, T = 2 (2 warps per block,
  // 4 processing blocks): a stretch of 1 block at offset 13 (slot 4, SM 1)
  // moves by D = 1 and 4 slots (12 blocks) to 0; of 2 blocks at offset 14
  // (slot 4, SMs 2 and 0 of slot 5: crosses slots) by 12 only, to 2.
  auto NoRuns = [](uint64_t, uint32_t &C) { C = 0; return uint64_t{0}; };
  {
    WaveDealer D(NoRuns, 3, 2, 4);
    std::array<uint64_t, 5> K;
    ASSERT_TRUE(D.threeRunKey({{0, 13, 0}, {13, 14, 1}, {14, 24, 0}}, 24, K));
    EXPECT_EQ(K[4], 0u);
    ASSERT_TRUE(D.threeRunKey({{0, 14, 0}, {14, 16, 1}, {16, 24, 0}}, 24, K));
    EXPECT_EQ(K[4], 2u);
  }
  for (unsigned S : {1u, 2u, 3u, 7u})
    for (unsigned Wpb : {1u, 2u, 3u})
      for (unsigned Pbs : {1u, 2u, 4u}) {
        WaveDealer D(NoRuns, S, Wpb, Pbs);
        const uint64_t T = D.phasePeriod(), N = 10 * S;
        for (uint64_t Len = 1; Len < N / 2; ++Len)
          for (uint64_t B = 1; B + Len < N; ++B) {
            std::array<uint64_t, 5> K;
            ASSERT_TRUE(D.threeRunKey({{0, B, 0}, {B, B + Len, 1}, {B + Len, N, 0}}, N, K));
            const uint64_t Dd = B / S == (B + Len - 1) / S ? B % S : 0;
            const uint64_t MinSlot = (B - Dd) / S;
            EXPECT_EQ(K[4], B - (Dd + MinSlot / T * T * S)) << "S=" << S << " B=" << B << " Len=" << Len;
            EXPECT_LT(K[4], S * T); // ThreeRunTable's flat tables hold it
          }
      }
}
