//===- LaunchOptions.cpp - parsing grid/block dimensions and arguments ----===//
#include "tools/kernelcast/LaunchOptions.h"
#include "workflows/NumberInput.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

namespace kc::cli {

llvm::Expected<Dim3> parseDim3(const std::string &Text, const char *Option) {
  llvm::SmallVector<llvm::StringRef, 3> Parts;
  llvm::StringRef(Text).split(Parts, Text.find('x') != std::string::npos ? 'x' : ',');
  auto Bad = [&](const std::string &Why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s '%s': %s", Option,
                                   Text.c_str(), Why.c_str());
  };
  if (Parts.empty() || Parts.size() > 3)
    return Bad("expected X, X,Y or X,Y,Z");
  uint64_t V[3] = {1, 1, 1};
  for (size_t I = 0; I < Parts.size(); ++I) {
    unsigned long long N;
    if (Parts[I].trim().getAsInteger(10, N))
      return Bad("'" + Parts[I].str() + "' is not a non-negative integer");
    V[I] = N;
  }
  Dim3 D;
  D.X = V[0];
  D.Y = V[1];
  D.Z = V[2];
  return D;
}

llvm::Error parseArgs(const std::vector<std::string> &Args, std::map<std::string, double> &Out) {
  auto Values = parseAssignments(Args, "--arg");
  if (!Values)
    return Values.takeError();
  Out = std::move(*Values);
  return llvm::Error::success();
}

void warnUnknownArgs(const KernelModel &K, const std::map<std::string, double> &Args,
                     const char *Command) {
  if (K.Params.empty())
    return;
  std::string Scalars;
  for (const KernelParam &P : K.Params)
    if (!P.IsPointer && !P.Name.empty())
      Scalars += (Scalars.empty() ? "" : ", ") + P.Name;
  for (const auto &[Name, V] : Args) {
    auto It = std::find_if(K.Params.begin(), K.Params.end(),
                           [&](const KernelParam &P) { return P.Name == Name; });
    if (It != K.Params.end() && !It->IsPointer)
      continue;
    llvm::errs() << "kernelcast " << Command << ": warning: --arg " << Name << "=" << formatNumber(V)
                 << ": kernel '" << K.Name << "' has no scalar parameter '" << Name
                 << (It != K.Params.end() ? "' (it is a pointer)" : "'")
                 << ", so it has no effect (its scalar parameters: "
                 << (Scalars.empty() ? std::string("none") : Scalars) << ")\n";
  }
}

} // namespace kc::cli
