/// \file
/// A small RFC 4180 CSV reader/writer for the CLI's CSV contracts (compare,
/// occupancy --batch, tune output): a header row, quoted fields with "" escapes,
/// CRLF or LF line ends, every row remembering its 1-based line number in the
/// file so errors can name it.
#pragma once

#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kc {

struct CsvRow {
  unsigned Line = 0;                 ///< 1-based line where the row starts
  std::vector<std::string> Cells;
};

class CsvTable {
public:
  /// Parses \p Text; \p Origin names it in errors (unterminated quote, empty
  /// file, a column named twice, a row with more or fewer fields than the
  /// header). A leading UTF-8 byte order mark is dropped.
  static llvm::Expected<CsvTable> parse(std::string_view Text, std::string_view Origin);
  static llvm::Expected<CsvTable> readFile(const std::string &Path);
  /// A table built in memory (e.g. from a Kernel Tuner cache); each row keeps
  /// the line number its origin gives it.
  static CsvTable fromRows(std::vector<std::string> Header, std::vector<CsvRow> Rows);

  const std::vector<std::string> &header() const { return Header; }
  const std::vector<CsvRow> &rows() const { return Rows; }
  /// Index of a column (exact, after trimming blanks), or nullopt.
  std::optional<size_t> column(std::string_view Name) const;
  /// Cell of \p Row in column \p Name ("" when the column or the cell is missing).
  std::string_view cell(const CsvRow &Row, std::string_view Name) const;

private:
  std::vector<std::string> Header;
  std::vector<CsvRow> Rows;
};

/// Quotes a cell when it holds a comma, quote or line break.
std::string csvEscape(std::string_view Cell);
/// Joins escaped cells with commas (no line end).
std::string csvLine(const std::vector<std::string> &Cells);

} // namespace kc
