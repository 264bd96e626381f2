//===- CsvTable.cpp - RFC 4180 CSV reading and writing ---------------------===//
#include "workflows/CsvTable.h"

#include "gpumodel/InputFile.h"

#include <algorithm>

namespace kc {

namespace {
std::string trim(std::string_view S) {
  size_t B = S.find_first_not_of(" \t");
  if (B == std::string_view::npos)
    return "";
  size_t E = S.find_last_not_of(" \t");
  return std::string(S.substr(B, E - B + 1));
}
} // namespace

llvm::Expected<CsvTable> CsvTable::parse(std::string_view Text, std::string_view Origin) {
  Text = stripBom(Text); // spreadsheets on Windows save "UTF-8 CSV" with one
  std::vector<CsvRow> Records;
  CsvRow Cur;
  std::string Cell;
  unsigned Line = 1;
  Cur.Line = 1;
  bool InQuotes = false, CellStarted = false, RowHasContent = false;
  unsigned QuoteLine = 0;
  auto EndCell = [&] {
    Cur.Cells.push_back(Cell);
    Cell.clear();
    CellStarted = false;
  };
  auto EndRow = [&] {
    EndCell();
    if (RowHasContent)
      Records.push_back(std::move(Cur));
    Cur = CsvRow();
    Cur.Line = Line;
    RowHasContent = false;
  };
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (InQuotes) {
      if (C == '"') {
        if (I + 1 < Text.size() && Text[I + 1] == '"') {
          Cell += '"';
          ++I;
        } else {
          InQuotes = false;
        }
      } else {
        if (C == '\n')
          ++Line;
        Cell += C;
      }
      continue;
    }
    switch (C) {
    case '"':
      if (!CellStarted || Cell.find_first_not_of(" \t") == std::string::npos) {
        Cell.clear();
        InQuotes = true;
        QuoteLine = Line;
        CellStarted = RowHasContent = true;
      } else {
        Cell += C;
      }
      break;
    case ',':
      EndCell();
      RowHasContent = true;
      break;
    case '\r':
      break;
    case '\n':
      ++Line;
      EndRow();
      break;
    default:
      Cell += C;
      CellStarted = true;
      if (C != ' ' && C != '\t')
        RowHasContent = true;
    }
  }
  if (InQuotes)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "%s:%u: unterminated quoted field",
                                   std::string(Origin).c_str(), QuoteLine);
  EndRow();
  if (Records.empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "%s: empty CSV file (expected a header row)",
                                   std::string(Origin).c_str());
  CsvTable T;
  std::string O(Origin);
  for (auto &H : Records.front().Cells) {
    std::string Name = trim(H);
    if (!Name.empty() && std::find(T.Header.begin(), T.Header.end(), Name) != T.Header.end())
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "%s:%u: column '%s' appears twice in the header (which one "
                                     "would count?)",
                                     O.c_str(), Records.front().Line, Name.c_str());
    T.Header.push_back(std::move(Name));
  }
  for (size_t I = 1; I < Records.size(); ++I)
    if (Records[I].Cells.size() != T.Header.size())
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "%s:%u: %zu fields, but the header has %zu (a missing or "
                                     "extra comma?)",
                                     O.c_str(), Records[I].Line, Records[I].Cells.size(),
                                     T.Header.size());
  T.Rows.assign(std::make_move_iterator(Records.begin() + 1),
                std::make_move_iterator(Records.end()));
  return T;
}

llvm::Expected<CsvTable> CsvTable::readFile(const std::string &Path) {
  auto Buf = readInputFile(Path);
  if (!Buf)
    return Buf.takeError();
  return parse((*Buf)->getBuffer().str(), Path);
}

CsvTable CsvTable::fromRows(std::vector<std::string> Header, std::vector<CsvRow> Rows) {
  CsvTable T;
  T.Header = std::move(Header);
  T.Rows = std::move(Rows);
  return T;
}

std::optional<size_t> CsvTable::column(std::string_view Name) const {
  auto It = std::find(Header.begin(), Header.end(), Name);
  if (It == Header.end())
    return std::nullopt;
  return static_cast<size_t>(It - Header.begin());
}

std::string_view CsvTable::cell(const CsvRow &Row, std::string_view Name) const {
  auto Col = column(Name);
  if (!Col || *Col >= Row.Cells.size())
    return {};
  return Row.Cells[*Col];
}

std::string csvEscape(std::string_view Cell) {
  if (Cell.find_first_of(",\"\r\n") == std::string_view::npos)
    return std::string(Cell);
  std::string Out = "\"";
  for (char C : Cell) {
    if (C == '"')
      Out += '"';
    Out += C;
  }
  return Out + "\"";
}

std::string csvLine(const std::vector<std::string> &Cells) {
  std::string Out;
  for (size_t I = 0; I < Cells.size(); ++I) {
    if (I)
      Out += ',';
    Out += csvEscape(Cells[I]);
  }
  return Out;
}

} // namespace kc
