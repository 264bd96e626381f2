// Tests of the CSV reader: quoting, line numbers, errors.
#include "workflows/CsvTable.h"

#include <gtest/gtest.h>

using namespace kc;

TEST(CsvTable, HeaderRowsAndLineNumbers) {
  auto T = CsvTable::parse("a, b,c\n1,2,3\n\n4,\"x,y\",6\r\n", "t.csv");
  ASSERT_TRUE(static_cast<bool>(T)) << llvm::toString(T.takeError());
  EXPECT_EQ(T->header(), (std::vector<std::string>{"a", "b", "c"}));
  ASSERT_EQ(T->rows().size(), 2u);
  EXPECT_EQ(T->rows()[0].Line, 2u);
  EXPECT_EQ(T->rows()[1].Line, 4u);
  EXPECT_EQ(T->cell(T->rows()[1], "b"), "x,y");
  EXPECT_EQ(T->cell(T->rows()[1], "missing"), "");
}

TEST(CsvTable, QuotedQuotesAndNewlines) {
  auto T = CsvTable::parse("a,b\n\"say \"\"hi\"\"\",\"two\nlines\"\n7,8\n", "t.csv");
  ASSERT_TRUE(static_cast<bool>(T));
  ASSERT_EQ(T->rows().size(), 2u);
  EXPECT_EQ(T->rows()[0].Cells[0], "say \"hi\"");
  EXPECT_EQ(T->rows()[0].Cells[1], "two\nlines");
  EXPECT_EQ(T->rows()[1].Line, 4u);
}

TEST(CsvTable, ErrorsNameTheFileAndLine) {
  auto T = CsvTable::parse("a,b\n1,\"open\n", "bad.csv");
  ASSERT_FALSE(static_cast<bool>(T));
  EXPECT_EQ(llvm::toString(T.takeError()), "bad.csv:2: unterminated quoted field");
  auto E = CsvTable::parse("", "empty.csv");
  ASSERT_FALSE(static_cast<bool>(E));
  EXPECT_NE(llvm::toString(E.takeError()).find("empty.csv"), std::string::npos);
}

TEST(CsvTable, EscapeRoundTrip) {
  std::vector<std::string> Cells = {"plain", "a,b", "q\"q", ""};
  std::string L = csvLine(Cells);
  EXPECT_EQ(L, "plain,\"a,b\",\"q\"\"q\",");
  auto T = CsvTable::parse("h1,h2,h3,h4\n" + L + "\n", "rt.csv");
  ASSERT_TRUE(static_cast<bool>(T));
  EXPECT_EQ(T->rows()[0].Cells, Cells);
}

// Careless CSVs (issue 14): a byte order mark is dropped; a column named twice
// and a row with more or fewer fields than the header are errors naming the line.
TEST(CsvTable, ByteOrderMarkIsDropped) {
  auto T = CsvTable::parse("\xEF\xBB\xBFthreads,regs\n256,32\n", "bom.csv");
  ASSERT_TRUE(static_cast<bool>(T)) << llvm::toString(T.takeError());
  EXPECT_EQ(T->header()[0], "threads");
  EXPECT_EQ(T->column("threads"), std::optional<size_t>(0));
}

TEST(CsvTable, DuplicateColumnIsAnError) {
  auto T = CsvTable::parse("n,m,n\n1,2,3\n", "dup.csv");
  ASSERT_FALSE(static_cast<bool>(T));
  EXPECT_EQ(llvm::toString(T.takeError()),
            "dup.csv:1: column 'n' appears twice in the header (which one would count?)");
}

TEST(CsvTable, RaggedRowIsAnError) {
  auto Long = CsvTable::parse("a,b\n1,2\n\n3,4,5\n", "long.csv");
  ASSERT_FALSE(static_cast<bool>(Long));
  EXPECT_EQ(llvm::toString(Long.takeError()),
            "long.csv:4: 3 fields, but the header has 2 (a missing or extra comma?)");
  auto Short = CsvTable::parse("a,b,c\n1,2\n", "short.csv");
  ASSERT_FALSE(static_cast<bool>(Short));
  EXPECT_EQ(llvm::toString(Short.takeError()),
            "short.csv:2: 2 fields, but the header has 3 (a missing or extra comma?)");
}
