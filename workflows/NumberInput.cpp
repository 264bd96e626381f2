//===- NumberInput.cpp - finite, in-range numbers from user input ---------===//
#include "workflows/NumberInput.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>

#include <fmt/format.h>

namespace kc {

namespace {
llvm::Error error(const std::string &Msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Msg);
}

std::string expectedText(const NumberRange &R) {
  if (!R.Expected.empty())
    return R.Expected;
  const double Big = std::numeric_limits<double>::max();
  if (R.Min == -Big && R.Max == Big)
    return "a finite number";
  if (R.Max == Big)
    return fmt::format("a number {} {}", R.MinExclusive ? ">" : ">=", formatNumber(R.Min));
  return fmt::format("a number {} {} and <= {}", R.MinExclusive ? ">" : ">=",
                     formatNumber(R.Min), formatNumber(R.Max));
}
} // namespace

std::string formatNumber(double V) { return fmt::format("{:g}", V); }

llvm::Expected<double> parseNumber(llvm::StringRef Text, const NumberRange &R) {
  std::string S = Text.trim().str();
  if (S.empty())
    return error("empty value (expected " + expectedText(R) + ")");
  errno = 0;
  char *End = nullptr;
  double V = std::strtod(S.c_str(), &End);
  bool Whole = End == S.c_str() + S.size();
  if (!Whole)
    return error("'" + S + "' is not a number (expected " + expectedText(R) + ")");
  if (!std::isfinite(V) || (errno == ERANGE && std::fabs(V) > 1))
    return error("'" + S + "' is not a finite number (expected " + expectedText(R) + ")");
  if (V < R.Min || V > R.Max || (R.MinExclusive && V == R.Min))
    return error("'" + S + "' is out of range (expected " + expectedText(R) + ")");
  return V;
}

llvm::Expected<uint64_t> parseInteger(llvm::StringRef Text, uint64_t Min, uint64_t Max) {
  llvm::StringRef S = Text.trim();
  auto Expected = [&] {
    if (Max == std::numeric_limits<uint64_t>::max())
      return Min == 0 ? std::string("a non-negative integer")
                      : fmt::format("an integer >= {}", Min);
    return fmt::format("an integer {} .. {}", Min, Max);
  };
  if (S.empty())
    return error("empty value (expected " + Expected() + ")");
  unsigned long long V = 0;
  llvm::StringRef Digits = S;
  // "256.0" (a spreadsheet's integer): the digits before an all-zero fraction.
  if (size_t Dot = S.find('.'); Dot != llvm::StringRef::npos &&
                                S.substr(Dot + 1).find_first_not_of('0') == llvm::StringRef::npos)
    Digits = S.substr(0, Dot);
  bool AllDigits = !Digits.empty() && Digits.find_first_not_of("0123456789") == llvm::StringRef::npos;
  if (!AllDigits)
    return error("'" + S.str() + "' is not " + Expected());
  if (Digits.getAsInteger(10, V))
    return error("'" + S.str() + "' is too large (expected " + Expected() + ")");
  if (V < Min || V > Max)
    return error("'" + S.str() + "' is out of range (expected " + Expected() + ")");
  return V;
}

llvm::Expected<std::pair<std::string, double>> parseAssignment(llvm::StringRef Text,
                                                               const NumberRange &R) {
  auto [Name, Value] = Text.split('=');
  Name = Name.trim();
  if (!Text.contains('=') || Name.empty())
    return error("'" + Text.str() + "': expected NAME=NUMBER");
  auto V = parseNumber(Value, R);
  if (!V)
    return error("'" + Text.str() + "': " + llvm::toString(V.takeError()));
  return std::make_pair(Name.str(), *V);
}

llvm::Expected<std::map<std::string, double>>
parseAssignments(const std::vector<std::string> &Items, llvm::StringRef What,
                 const NumberRange &R) {
  std::map<std::string, double> Out;
  for (const std::string &I : Items) {
    auto A = parseAssignment(I, R);
    if (!A)
      return error(What.str() + " " + llvm::toString(A.takeError()));
    if (Out.count(A->first))
      return error(What.str() + " '" + I + "': " + A->first +
                   " is given twice (give each name once)");
    Out[A->first] = A->second;
  }
  return Out;
}

} // namespace kc
