// The note listing a prediction's assumed values (Assumptions.h).
#include "kernelmodel/Assumptions.h"

#include <fmt/format.h>

#include <map>
#include <string_view>
#include <vector>

namespace kc {

std::string assumptionNote(const KernelModel &K, const std::map<std::string, double> &Given,
                           const std::map<unsigned, double> &GivenBranchLines, bool WithScatter) {
  std::vector<std::string> Trips;
  std::map<unsigned, std::pair<double, unsigned>> Branches; // line -> (p, copies)
  std::vector<unsigned> Scatters;
  for (const auto &[Name, V] : K.SymbolDefaults) {
    if (Given.count(Name))
      continue;
    std::string_view N(Name);
    if (N.substr(0, 5) == "trip.") {
      std::string Loop(N.substr(5));
      Trips.push_back(fmt::format("loop {} runs {:g} times (--trip {}=N)", Loop, V, Loop));
    } else if (auto Line = symbolLine(Name, "prob.L"); Line && !GivenBranchLines.count(*Line)) {
      auto &[P, Copies] = Branches[*Line];
      P = V;
      ++Copies;
    } else if (auto SLine = symbolLine(Name, "scatter.L"); SLine && WithScatter && V >= 1) {
      Scatters.push_back(*SLine);
    }
  }
  std::vector<std::string> Parts = Trips;
  for (const auto &[Line, PC] : Branches)
    Parts.push_back(fmt::format("the data-dependent branch at line {} is taken with probability {:g}{} "
                                "(--branch-prob {}=P)",
                                Line, PC.first, PC.second > 1 ? fmt::format(" ({} copies)", PC.second) : "",
                                Line));
  for (unsigned Line : Scatters)
    Parts.push_back(fmt::format("the data-dependent address at line {} is taken as scattering the "
                                "warp's lanes (--scatter {}=V, 0 keeps their locality)",
                                Line, Line));
  if (Parts.empty())
    return "";
  std::string Out = "assumed, not derived (set them to match your data): ";
  for (size_t I = 0; I < Parts.size(); ++I)
    Out += (I ? "; " : "") + Parts[I];
  return Out;
}

std::string uncostedNote(const KernelModel &K) {
  if (K.Uncosted.empty())
    return "";
  constexpr size_t Shown = 3;
  std::string List;
  bool Tensor = false;
  for (size_t I = 0; I < K.Uncosted.size(); ++I) {
    Tensor |= K.Uncosted[I].find(KernelModel::TensorCoreMark) != std::string::npos;
    if (I < Shown)
      List += (I ? "; " : "") + K.Uncosted[I];
  }
  if (K.Uncosted.size() > Shown)
    List += fmt::format("; and {} more", K.Uncosted.size() - Shown);
  return fmt::format("the model has no cost of its own for {} operation{} (each counted as one ALU "
                     "operation, a call as a call and return; what they really take, and their memory "
                     "traffic, is left out of the time): {}{}",
                     K.Uncosted.size(), K.Uncosted.size() == 1 ? "" : "s", List,
                     Tensor ? "; tensor cores are not modelled, so a kernel that relies on them is "
                              "predicted too fast"
                            : "");
}

} // namespace kc
