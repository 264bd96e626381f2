// libFuzzer target: the expression parser and evaluators (kernelmodel/Expr.h).
// Parse; print and parse again; evaluate by map and as a compiled program with a
// few symbols bound; JSON round trip. Only std::invalid_argument (the documented
// error) may come out.
#include "kernelmodel/Expr.h"

#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <stdexcept>
#include <string_view>

using namespace kc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string_view Text(reinterpret_cast<const char *>(Data), Size);
  if (Size > 4096)
    return 0;
  Expr E;
  try {
    E = Expr::parse(Text);
  } catch (const std::invalid_argument &) {
    return 0;
  }
  std::string Printed = E.str();
  try {
    Expr Again = Expr::parse(Printed);
    (void)Again.str();
  } catch (const std::invalid_argument &Err) {
    // The printer's output is the parser's input language: it must parse.
    llvm::report_fatal_error(llvm::Twine("fuzz: printed expression does not parse: ") +
                             Printed + ": " + Err.what());
  }
  std::map<std::string, double> B = {{"n", 1000}, {"tid.x", 3}, {"lat.mem", 400},
                                     {"a", -2.5},  {"b", 0},      {"x", 1e300}};
  try {
    (void)E.evaluate(B);
  } catch (const std::invalid_argument &) {
  }
  SymbolTable T;
  CompiledExpr C(E, T);
  std::vector<double> Slots(T.size() + 1, 7.0);
  (void)C.evaluate(Slots.data());
  try {
    (void)Expr::fromJson(E.toJson());
  } catch (const std::invalid_argument &) {
  }
  return 0;
}
