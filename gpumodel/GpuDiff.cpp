//===- GpuDiff.cpp - field-by-field comparison of two GPU models ----------===//
// Walks the GPU-file JSON of both models (the writer's, so the order and the
// pointers are the file's) and pairs every {"value": N, ...} object.
#include "gpumodel/GpuDiff.h"
#include "gpumodel/GpuFileWriter.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>

namespace kc {
namespace {

using OJson = nlohmann::ordered_json;

struct Leaf {
  double Value;
  std::string Provenance;
};

void collect(const OJson &V, const std::string &Ptr, std::vector<std::string> &Order,
             std::map<std::string, Leaf> &Out) {
  if (V.is_object() && V.contains("value")) {
    if (!V["value"].is_number())
      return; // list values (carveout sizes) are compared element-wise below
    Order.push_back(Ptr);
    Out[Ptr] = {V["value"].get<double>(),
                V.contains("source") ? V["source"].get<std::string>() : std::string("estimate")};
    return;
  }
  if (V.is_object()) {
    for (auto It = V.begin(); It != V.end(); ++It)
      if (It.key() != "sources")
        collect(It.value(), Ptr + "/" + It.key(), Order, Out);
  } else if (V.is_array()) {
    for (size_t I = 0; I < V.size(); ++I)
      collect(V[I], fmt::format("{}/{}", Ptr, I), Order, Out);
  }
}

} // namespace

unsigned GpuDiff::numDiffering() const {
  return static_cast<unsigned>(
      std::count_if(Fields.begin(), Fields.end(), [](const GpuFieldDiff &F) { return F.differs(); }));
}

GpuDiff diffGpus(const GpuModel &A, const GpuModel &B) {
  GpuDiff D;
  D.A = &A;
  D.B = &B;
  auto Ident = [&](const char *Name, const std::string &X, const std::string &Y) {
    if (X != Y)
      D.Identity.push_back({Name, {X, Y}});
  };
  Ident("name", A.Name, B.Name);
  Ident("architecture", A.Architecture, B.Architecture);
  Ident("chip", A.Chip, B.Chip);
  Ident("compute_capability", fmt::format("{}.{}", A.ComputeMajor, A.ComputeMinor),
        fmt::format("{}.{}", B.ComputeMajor, B.ComputeMinor));

  std::vector<std::string> OrderA, OrderB;
  std::map<std::string, Leaf> LA, LB;
  collect(OJson::parse(writeGpuFile(A)), "", OrderA, LA);
  collect(OJson::parse(writeGpuFile(B)), "", OrderB, LB);
  std::vector<std::string> Order = OrderA;
  for (const std::string &P : OrderB)
    if (!LA.count(P))
      Order.push_back(P);
  for (const std::string &P : Order) {
    GpuFieldDiff F;
    F.Field = P;
    if (auto It = LA.find(P); It != LA.end()) {
      F.A = It->second.Value;
      F.ProvenanceA = It->second.Provenance;
    }
    if (auto It = LB.find(P); It != LB.end()) {
      F.B = It->second.Value;
      F.ProvenanceB = It->second.Provenance;
    }
    D.Fields.push_back(std::move(F));
  }
  // The carveout lists, compared as one field each way.
  if (A.Occupancy.SharedMemCarveoutBytes != B.Occupancy.SharedMemCarveoutBytes) {
    auto Join = [](const std::vector<unsigned> &V) {
      std::string S;
      for (unsigned X : V) {
        if (!S.empty())
          S += ',';
        S += std::to_string(X);
      }
      return '[' + S + ']';
    };
    D.Identity.push_back({"occupancy/shared_memory_carveout_bytes",
                          {Join(A.Occupancy.SharedMemCarveoutBytes), Join(B.Occupancy.SharedMemCarveoutBytes)}});
  }
  return D;
}

} // namespace kc
