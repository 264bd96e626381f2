// Deeply nested expressions (issue 14): the recursive-descent parser stops at
// 256 levels with an error naming the column, instead of overflowing the stack
// on 15,000 parentheses from `tune --grid` or a kernel-model formula.
#include "kernelmodel/Expr.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

using namespace kc;

namespace {

std::string parseError(const std::string &Text) {
  try {
    Expr::parse(Text);
  } catch (const std::invalid_argument &E) {
    return E.what();
  }
  return "";
}

std::string nested(size_t Depth) {
  return std::string(Depth, '(') + "1" + std::string(Depth, ')');
}

TEST(ExprDepth, FifteenThousandParenthesesAreAnError) {
  // The 256th '(' is the 256th character; what follows it (column 257) would be
  // the 257th level: parseAll's own level plus 256 parentheses.
  EXPECT_EQ(parseError(nested(15000)), "expression nested deeper than 256 levels at column 257");
}

TEST(ExprDepth, TheLimitItself) {
  // 255 parentheses: 256 levels, the most allowed; the value is still 1.
  EXPECT_EQ(Expr::parse(nested(255)).evaluate({}), 1.0);
  EXPECT_EQ(parseError(nested(256)), "expression nested deeper than 256 levels at column 257");
}

TEST(ExprDepth, CallsAndConditionalsCountToo) {
  std::string Calls;
  for (int I = 0; I < 10000; ++I)
    Calls += "min(";
  Calls += "1" + std::string(10000, ')');
  // min( is 4 characters: the 256th call's argument starts at column 4 * 256 + 1.
  EXPECT_EQ(parseError(Calls), "expression nested deeper than 256 levels at column 1025");
  std::string Chain;
  for (int I = 0; I < 10000; ++I)
    Chain += "1 ? 1 : ";
  Chain += "1";
  EXPECT_NE(parseError(Chain).find("expression nested deeper than 256 levels"), std::string::npos);
}

} // namespace
