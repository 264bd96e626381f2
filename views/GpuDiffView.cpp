//===- GpuDiffView.cpp - text/JSON views of a GPU comparison --------------===//
#include "views/GpuDiffView.h"

#include <fmt/format.h>

namespace kc::views {
namespace {

std::string num(const std::optional<double> &V) {
  return V ? fmt::format("{:.6g}", *V) : std::string("-");
}

std::string header(const GpuModel &G) {
  return fmt::format("{} ({}), {} {}, CC {}.{}", G.Name, G.Id, G.Architecture, G.Chip, G.ComputeMajor,
                     G.ComputeMinor);
}

nlohmann::json identity(const GpuModel &G) {
  return {{"id", G.Id},
          {"name", G.Name},
          {"architecture", G.Architecture},
          {"chip", G.Chip},
          {"compute_capability", fmt::format("{}.{}", G.ComputeMajor, G.ComputeMinor)}};
}

} // namespace

void printGpuDiff(llvm::raw_ostream &OS, const GpuDiff &D, bool All) {
  OS << "A: " << header(*D.A) << "\n";
  OS << "B: " << header(*D.B) << "\n\n";
  for (const auto &[Field, V] : D.Identity)
    if (Field.find('/') != std::string::npos)
      OS << fmt::format("{:<50} {} -> {}\n", Field, V.first, V.second);
  OS << fmt::format("{:<50} {:>12} {:>12} {:>8}   {}\n", "FIELD", "A", "B", "B/A", "SOURCE A -> B");
  for (const GpuFieldDiff &F : D.Fields) {
    if (!All && !F.differs())
      continue;
    auto R = F.ratio();
    OS << fmt::format("{:<50} {:>12} {:>12} {:>8}   {} -> {}\n", F.Field.substr(1), num(F.A), num(F.B),
                      R ? fmt::format("{:.3f}", *R) : std::string("-"),
                      F.ProvenanceA.empty() ? "-" : F.ProvenanceA, F.ProvenanceB.empty() ? "-" : F.ProvenanceB);
  }
  OS << fmt::format("\n{} of {} values differ{}\n", D.numDiffering(), D.Fields.size(),
                    All ? "" : " (--all lists the equal ones too)");
}

nlohmann::json gpuDiffToJson(const GpuDiff &D, bool All) {
  nlohmann::json J;
  J["a"] = identity(*D.A);
  J["b"] = identity(*D.B);
  J["identity"] = nlohmann::json::array();
  for (const auto &[Field, V] : D.Identity)
    J["identity"].push_back({{"field", Field}, {"a", V.first}, {"b", V.second}});
  J["fields"] = nlohmann::json::array();
  for (const GpuFieldDiff &F : D.Fields) {
    if (!All && !F.differs())
      continue;
    nlohmann::json E;
    E["field"] = F.Field;
    E["a"] = F.A ? nlohmann::json(*F.A) : nlohmann::json(nullptr);
    E["b"] = F.B ? nlohmann::json(*F.B) : nlohmann::json(nullptr);
    auto R = F.ratio();
    E["ratio"] = R ? nlohmann::json(*R) : nlohmann::json(nullptr);
    E["a_source"] = F.ProvenanceA;
    E["b_source"] = F.ProvenanceB;
    J["fields"].push_back(E);
  }
  J["compared"] = D.Fields.size();
  J["differing"] = D.numDiffering();
  return J;
}

} // namespace kc::views
