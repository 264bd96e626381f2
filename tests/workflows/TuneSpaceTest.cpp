// Tests of the tune command's search-space enumeration.
#include "workflows/TuneSpace.h"

#include <gtest/gtest.h>

using namespace kc;

TEST(TuneSpace, SweepListsAndRanges) {
  auto L = parseSweepList("32,64, 128", "--block-x");
  ASSERT_TRUE(static_cast<bool>(L));
  EXPECT_EQ(*L, (std::vector<unsigned>{32, 64, 128}));
  auto R = parseSweepList("32:160:64", "--block-x");
  ASSERT_TRUE(static_cast<bool>(R));
  EXPECT_EQ(*R, (std::vector<unsigned>{32, 96, 160}));
}

TEST(TuneSpace, SweepListErrorsNameTheOption) {
  auto Bad = parseSweepList("32,abc", "--block-y");
  ASSERT_FALSE(static_cast<bool>(Bad));
  std::string Msg = llvm::toString(Bad.takeError());
  EXPECT_NE(Msg.find("--block-y"), std::string::npos);
  EXPECT_NE(Msg.find("'abc'"), std::string::npos);
  auto Empty = parseSweepList("64:32:1", "--block-x");
  ASSERT_FALSE(static_cast<bool>(Empty));
  EXPECT_NE(llvm::toString(Empty.takeError()).find("empty"), std::string::npos);
  auto Zero = parseSweepList("0", "--block-x");
  EXPECT_FALSE(static_cast<bool>(Zero));
  llvm::consumeError(Zero.takeError());
}

TEST(TuneSpace, DefineCombinations) {
  auto A = parseDefineSweep("TILE=8,16");
  auto B = parseDefineSweep("UNROLL=1,2,4");
  ASSERT_TRUE(A && B);
  auto C = defineCombinations({*A, *B});
  ASSERT_EQ(C.size(), 6u);
  EXPECT_EQ(C[0], (std::vector<std::string>{"TILE=8", "UNROLL=1"}));
  EXPECT_EQ(C[5], (std::vector<std::string>{"TILE=16", "UNROLL=4"}));
  EXPECT_EQ(defineCombinations({}).size(), 1u);
  auto Bad = parseDefineSweep("TILE");
  EXPECT_FALSE(static_cast<bool>(Bad));
  llvm::consumeError(Bad.takeError());
}

TEST(TuneSpace, EnumerateWithGridAndConstraint) {
  TuneSpace S;
  S.Params = {{"n", 1000}};
  S.BlockX = {32, 64, 128};
  S.BlockY = {1, 2};
  S.Grid = {Expr::parse("ceil_div(n, block_x * block_y)"), Expr(1.0), Expr(1.0)};
  S.Constraints = {Expr::parse("block_x * block_y <= 128")};
  auto E = enumerateLaunches(S);
  ASSERT_TRUE(static_cast<bool>(E)) << llvm::toString(E.takeError());
  // (32,1) (32,2) (64,1) (64,2) (128,1) pass; (128,2) = 256 threads is rejected.
  ASSERT_EQ(E->Points.size(), 5u);
  EXPECT_EQ(E->RejectedByConstraint, 1u);
  EXPECT_EQ(E->Points[0].GridX, 32u); // ceil(1000/32) = 32
  EXPECT_EQ(E->Points[1].GridX, 16u); // ceil(1000/64) = 16
  EXPECT_EQ(E->Points[4].GridX, 8u);  // ceil(1000/128) = 8
}

TEST(TuneSpace, GridErrorsNameTheExpression) {
  TuneSpace S;
  S.Grid = {Expr::parse("m / block_x"), Expr(1.0), Expr(1.0)};
  auto E = enumerateLaunches(S);
  ASSERT_FALSE(static_cast<bool>(E));
  std::string Msg = llvm::toString(E.takeError());
  EXPECT_NE(Msg.find("--grid x"), std::string::npos) << Msg;
  EXPECT_NE(Msg.find("m"), std::string::npos) << Msg;
  S.Params = {{"m", 100}};
  S.BlockX = {64};
  auto F = enumerateLaunches(S); // 100/64 is not an integer
  ASSERT_FALSE(static_cast<bool>(F));
  EXPECT_NE(llvm::toString(F.takeError()).find("ceil_div"), std::string::npos);
}

TEST(TuneSpace, SplitTopLevelKeepsCommasInsideParentheses) {
  EXPECT_EQ(splitTopLevel("ceil_div(n, bx), m"),
            (std::vector<std::string>{"ceil_div(n, bx)", " m"}));
  EXPECT_EQ(splitTopLevel("a,,b"), (std::vector<std::string>{"a", "", "b"}));
  EXPECT_EQ(splitTopLevel(""), (std::vector<std::string>{""}));
}
