// The one parser of user-typed numbers (issue 14): finite, in range, integers
// that fit, names given once.
#include "workflows/NumberInput.h"

#include <gtest/gtest.h>

using namespace kc;

namespace {

template <typename T> std::string errorOf(llvm::Expected<T> V) {
  if (V)
    return "";
  return llvm::toString(V.takeError());
}

TEST(NumberInput, NonFiniteNumbersAreRejected) {
  EXPECT_EQ(errorOf(parseNumber("nan")), "'nan' is not a finite number (expected a finite number)");
  EXPECT_EQ(errorOf(parseNumber("inf")), "'inf' is not a finite number (expected a finite number)");
  EXPECT_EQ(errorOf(parseNumber("-infinity")),
            "'-infinity' is not a finite number (expected a finite number)");
  EXPECT_EQ(errorOf(parseNumber("1e999")),
            "'1e999' is not a finite number (expected a finite number)");
  EXPECT_EQ(errorOf(parseNumber("12abc")), "'12abc' is not a number (expected a finite number)");
  EXPECT_EQ(errorOf(parseNumber("  ")), "empty value (expected a finite number)");
  EXPECT_EQ(*parseNumber(" 1e308 "), 1e308);
  EXPECT_EQ(*parseNumber("-2.5"), -2.5);
}

TEST(NumberInput, Ranges) {
  NumberRange Prob{0, 1, false, "a probability between 0 and 1"};
  EXPECT_EQ(*parseNumber("0", Prob), 0.0);
  EXPECT_EQ(*parseNumber("1", Prob), 1.0);
  EXPECT_EQ(errorOf(parseNumber("1.0001", Prob)),
            "'1.0001' is out of range (expected a probability between 0 and 1)");
  EXPECT_EQ(errorOf(parseNumber("nan", Prob)),
            "'nan' is not a finite number (expected a probability between 0 and 1)");
  NumberRange Positive{0, 10, true, ""};
  EXPECT_EQ(errorOf(parseNumber("0", Positive)),
            "'0' is out of range (expected a number > 0 and <= 10)");
  EXPECT_EQ(*parseNumber("10", Positive), 10.0);
}

TEST(NumberInput, IntegersFitOrFail) {
  EXPECT_EQ(*parseInteger("18446744073709551615"), 18446744073709551615ull); // 2^64 - 1
  EXPECT_EQ(errorOf(parseInteger("18446744073709551616")),                  // 2^64
            "'18446744073709551616' is too large (expected a non-negative integer)");
  EXPECT_EQ(errorOf(parseInteger("-5", 1)), "'-5' is not an integer >= 1");
  EXPECT_EQ(errorOf(parseInteger("0", 1)), "'0' is out of range (expected an integer >= 1)");
  EXPECT_EQ(errorOf(parseInteger("2.5")), "'2.5' is not a non-negative integer");
  EXPECT_EQ(errorOf(parseInteger("1e3")), "'1e3' is not a non-negative integer");
  EXPECT_EQ(errorOf(parseInteger("0x10")), "'0x10' is not a non-negative integer");
  EXPECT_EQ(*parseInteger("256.0"), 256u); // spreadsheets write integers so
  EXPECT_EQ(*parseInteger("010"), 10u);     // decimal, not octal
  EXPECT_EQ(errorOf(parseInteger("101", 1, 100)), "'101' is out of range (expected an integer 1 .. 100)");
}

TEST(NumberInput, AssignmentsAreGivenOnce) {
  auto A = parseAssignments({"n=4", "m = 2.5"}, "--arg");
  ASSERT_TRUE(bool(A)) << llvm::toString(A.takeError());
  EXPECT_EQ(A->at("n"), 4.0);
  EXPECT_EQ(A->at("m"), 2.5);
  EXPECT_EQ(errorOf(parseAssignments({"n=1", "n=2"}, "--arg")),
            "--arg 'n=2': n is given twice (give each name once)");
  EXPECT_EQ(errorOf(parseAssignments({"n"}, "--arg")), "--arg 'n': expected NAME=NUMBER");
  EXPECT_EQ(errorOf(parseAssignments({"=3"}, "--arg")), "--arg '=3': expected NAME=NUMBER");
  EXPECT_EQ(errorOf(parseAssignments({"n=nan"}, "--arg")),
            "--arg 'n=nan': 'nan' is not a finite number (expected a finite number)");
}

} // namespace
