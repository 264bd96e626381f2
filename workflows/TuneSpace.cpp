//===- TuneSpace.cpp - enumerating the tune command's search space ---------===//
#include "workflows/TuneSpace.h"

#include "llvm/ADT/StringRef.h"

#include <cmath>
#include <stdexcept>

namespace kc {

namespace {
llvm::Error error(const std::string &Msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Msg);
}

bool parseUnsigned(llvm::StringRef S, unsigned &Out) {
  S = S.trim();
  unsigned long long V;
  if (S.getAsInteger(10, V) || V == 0 || V > 0x7fffffffULL)
    return false;
  Out = static_cast<unsigned>(V);
  return true;
}
} // namespace

llvm::Expected<std::vector<unsigned>> parseSweepList(std::string_view Spec,
                                                     std::string_view What) {
  llvm::StringRef S(Spec.data(), Spec.size());
  std::vector<unsigned> Out;
  auto Bad = [&](llvm::StringRef Part) {
    return error(std::string(What) + ": '" + Part.str() +
                 "' is not a positive integer (expected a list like 32,64,128 or a range "
                 "A:B:STEP like 32:1024:32)");
  };
  if (S.contains(':')) {
    llvm::SmallVector<llvm::StringRef, 3> Parts;
    S.split(Parts, ':');
    if (Parts.size() != 3)
      return error(std::string(What) + ": range '" + S.str() + "' must be A:B:STEP");
    unsigned A, B, Step;
    if (!parseUnsigned(Parts[0], A))
      return Bad(Parts[0]);
    if (!parseUnsigned(Parts[1], B))
      return Bad(Parts[1]);
    if (!parseUnsigned(Parts[2], Step))
      return Bad(Parts[2]);
    if (A > B)
      return error(std::string(What) + ": range '" + S.str() + "' is empty (A > B)");
    for (unsigned long long V = A; V <= B; V += Step)
      Out.push_back(static_cast<unsigned>(V));
    return Out;
  }
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  S.split(Parts, ',');
  for (llvm::StringRef P : Parts) {
    unsigned V;
    if (!parseUnsigned(P, V))
      return Bad(P);
    Out.push_back(V);
  }
  return Out;
}

std::vector<std::string> splitTopLevel(std::string_view S) {
  std::vector<std::string> Out{""};
  int Depth = 0;
  for (char C : S) {
    if (C == '(')
      ++Depth;
    else if (C == ')')
      --Depth;
    if (C == ',' && Depth == 0)
      Out.emplace_back();
    else
      Out.back() += C;
  }
  return Out;
}

llvm::Expected<std::pair<std::string, std::vector<std::string>>>
parseDefineSweep(std::string_view Spec) {
  llvm::StringRef S(Spec.data(), Spec.size());
  auto [Name, Values] = S.split('=');
  Name = Name.trim();
  if (Name.empty() || !S.contains('=') || Values.trim().empty())
    return error("--define '" + S.str() + "': expected NAME=V1,V2,...");
  std::vector<std::string> Out;
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  Values.split(Parts, ',');
  for (llvm::StringRef P : Parts) {
    if (P.trim().empty())
      return error("--define '" + S.str() + "': empty value");
    Out.push_back(P.trim().str());
  }
  return std::make_pair(Name.str(), Out);
}

std::vector<std::vector<std::string>>
defineCombinations(const std::vector<std::pair<std::string, std::vector<std::string>>> &Defines) {
  std::vector<std::vector<std::string>> Combos{{}};
  for (const auto &[Name, Values] : Defines) {
    std::vector<std::vector<std::string>> Next;
    for (const auto &C : Combos)
      for (const auto &V : Values) {
        auto N = C;
        N.push_back(Name + "=" + V);
        Next.push_back(std::move(N));
      }
    Combos = std::move(Next);
  }
  return Combos;
}

llvm::Expected<EnumeratedLaunches> enumerateLaunches(const TuneSpace &Space) {
  EnumeratedLaunches Out;
  std::map<std::string, double> Env = Space.Params;
  static const char *Axis[3] = {"x", "y", "z"};
  for (unsigned BX : Space.BlockX)
    for (unsigned BY : Space.BlockY)
      for (unsigned BZ : Space.BlockZ) {
        Env["block_x"] = BX;
        Env["block_y"] = BY;
        Env["block_z"] = BZ;
        bool Keep = true;
        for (const Expr &C : Space.Constraints) {
          double V;
          try {
            V = C.evaluate(Env);
          } catch (const std::exception &E) {
            return error("--constraint '" + C.str() + "': " + E.what());
          }
          if (V == 0) {
            Keep = false;
            break;
          }
        }
        if (!Keep) {
          ++Out.RejectedByConstraint;
          continue;
        }
        LaunchPoint P{BX, BY, BZ, 1, 1, 1};
        uint64_t *G[3] = {&P.GridX, &P.GridY, &P.GridZ};
        for (int I = 0; I < 3; ++I) {
          double V;
          try {
            V = Space.Grid[I].evaluate(Env);
          } catch (const std::exception &E) {
            return error(std::string("--grid ") + Axis[I] + " '" + Space.Grid[I].str() +
                         "': " + E.what());
          }
          if (!(V >= 1) || V != std::floor(V) || V > 9.2e18)
            return error(std::string("--grid ") + Axis[I] + " '" + Space.Grid[I].str() +
                         "' gives " + std::to_string(V) + " for block " + std::to_string(BX) +
                         "x" + std::to_string(BY) + "x" + std::to_string(BZ) +
                         " (expected a positive integer; use ceil_div)");
          *G[I] = static_cast<uint64_t>(V);
        }
        Out.Points.push_back(P);
      }
  return Out;
}

} // namespace kc
