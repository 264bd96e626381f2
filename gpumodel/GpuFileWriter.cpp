//===- GpuFileWriter.cpp - GpuModel -> GPU file ---------------------------===//
// The schema's order comes from GpuFileSchema.h (shared with the parser);
// provenance from GpuModel::Provenance.
#include "gpumodel/GpuFileWriter.h"
#include "gpumodel/GpuFileSchema.h"

#include <fmt/format.h>

#include <cmath>

namespace kc {
namespace {

using OJson = nlohmann::ordered_json;

template <typename L> unsigned compatSubPartitions(const L &Limits) {
  if constexpr (requires { Limits.RegisterCompatSubPartitions; })
    return Limits.RegisterCompatSubPartitions;
  return 0;
}

class Writer {
public:
  explicit Writer(const GpuModel &M) : M(M) {}

  OJson run() {
    OJson Root;
    Root["schema_version"] = gpufile::SchemaVersion;
    Root["id"] = M.Id;
    Root["name"] = M.Name;
    Root["aliases"] = M.Aliases;
    Root["architecture"] = M.Architecture;
    Root["chip"] = M.Chip;
    Root["compute_capability"] = fmt::format("{}.{}", M.ComputeMajor, M.ComputeMinor);
    Root["sources"] = OJson::object(); // filled last, kept near the top
    for (const gpufile::ScalarField &F : gpufile::scalarFields()) {
      if (F.Group == "occupancy")
        continue; // after the other groups
      if (F.Optional && F.Get(M) == 0 &&
          !M.Provenance.count(F.Group.empty() ? fmt::format("/{}", F.Key)
                                              : fmt::format("/{}/{}", F.Group, F.Key)))
        continue; // absent (no value, no source): left at its default when read back
      if (F.Group.empty())
        Root[std::string(F.Key)] = number(F.Get(M), "/" + std::string(F.Key));
      else
        Root[std::string(F.Group)][std::string(F.Key)] =
            number(F.Get(M), fmt::format("/{}/{}", F.Group, F.Key));
      if (F.Key == "processing_blocks_per_sm")
        writeComputeGroups(Root);
    }
    OJson Launch = OJson::array();
    for (size_t I = 0; I < M.LaunchOverhead.size(); ++I) {
      const LaunchLine &L = M.LaunchOverhead[I];
      std::string P = fmt::format("/launch_overhead/{}", I);
      OJson E;
      E["warps"] = L.Warps;
      E["per_block_us"] = number(L.PerBlockUs, P + "/per_block_us");
      E["base_us"] = number(L.BaseUs, P + "/base_us");
      if (L.BlockStartCycles != 0 || M.Provenance.count(P + "/block_start_cycles"))
        E["block_start_cycles"] = number(L.BlockStartCycles, P + "/block_start_cycles");
      Launch.push_back(E);
    }
    Root["launch_overhead"] = Launch;
    writeOccupancy(Root["occupancy"]);
    Root["sources"] = Sources;
    return Root;
  }

private:
  const GpuModel &M;
  OJson Sources = sourcesOf(M);

  /// Every citation the model's file defined; provenance adds those it names.
  static OJson sourcesOf(const GpuModel &M) {
    OJson S = OJson::object();
    for (const auto &[Key, Citation] : M.Sources)
      S[Key] = Citation;
    return S;
  }

  /// The value's note, when it was written for the provenance the value has now.
  void note(OJson &O, const std::string &Ptr) {
    auto N = M.Notes.find(Ptr);
    auto P = M.Provenance.find(Ptr);
    if (N != M.Notes.end() && P != M.Provenance.end() && N->second.Provenance == P->second)
      O["note"] = N->second.Text;
  }

  OJson number(double V, const std::string &Ptr) {
    OJson O;
    if (V == std::floor(V) && std::fabs(V) < 9e15)
      O["value"] = static_cast<long long>(V);
    else
      O["value"] = V;
    provenance(O, Ptr);
    return O;
  }

  void provenance(OJson &O, const std::string &Ptr) {
    provenanceOnly(O, Ptr);
    note(O, Ptr);
  }

  void provenanceOnly(OJson &O, const std::string &Ptr) {
    auto It = M.Provenance.find(Ptr);
    if (It == M.Provenance.end()) {
      O["estimate"] = "no provenance recorded for this value";
      return;
    }
    const std::string &T = It->second;
    if (T.rfind("estimate: ", 0) == 0) {
      O["estimate"] = T.substr(10);
      return;
    }
    std::string Key, Citation;
    if (auto P = T.find(": "); P != std::string::npos && P > 0) {
      Key = T.substr(0, P);
      Citation = T.substr(P + 2);
    } else {
      Key = T; // a bare key: cite it as itself
      Citation = T;
    }
    O["source"] = Key;
    Sources[Key] = Citation;
  }

  void writeComputeGroups(OJson &Root) {
    OJson &U = Root["units_per_processing_block"];
    for (std::string_view K : gpufile::UnitKinds) {
      auto It = M.UnitsPerProcessingBlock.find(std::string(K));
      U[std::string(K)] = number(It == M.UnitsPerProcessingBlock.end() ? 0 : It->second,
                                 "/units_per_processing_block/" + std::string(K));
    }
    OJson &I = Root["instructions"];
    for (unsigned C = 0; C < NumInstrClasses; ++C) {
      std::string N(InstrClassNames[C]);
      I[N]["latency_cycles"] = number(M.Instructions[C].LatencyCycles, "/instructions/" + N + "/latency_cycles");
      I[N]["issue_cycles"] = number(M.Instructions[C].IssueCycles, "/instructions/" + N + "/issue_cycles");
    }
  }

  void writeOccupancy(OJson &O) {
    for (const gpufile::ScalarField &F : gpufile::scalarFields()) {
      if (F.Group != "occupancy")
        continue;
      if (F.Key == "warp_allocation_granularity") {
        O["register_allocation_granularity"] = M.Occupancy.RegisterAllocationGranularity;
      }
      if (F.Key == "max_barriers_per_sm") {
        OJson C;
        C["value"] = M.Occupancy.SharedMemCarveoutBytes;
        provenance(C, "/occupancy/shared_memory_carveout_bytes");
        O["shared_memory_carveout_bytes"] = C;
        OJson Cfgs = OJson::array();
        for (size_t I = 0; I < M.Occupancy.CacheConfigs.size(); ++I) {
          OJson E;
          E["name"] = M.Occupancy.CacheConfigs[I].Name;
          E["shared_memory_per_sm_bytes"] =
              number(M.Occupancy.CacheConfigs[I].SharedMemPerSmBytes,
                     fmt::format("/occupancy/cache_configs/{}/shared_memory_per_sm_bytes", I));
          Cfgs.push_back(E);
        }
        O["cache_configs"] = Cfgs;
      }
      O[std::string(F.Key)] = number(F.Get(M), "/occupancy/" + std::string(F.Key));
    }
    if (unsigned C = compatSubPartitions(M.Occupancy))
      O["register_compat_sub_partitions"] = number(C, "/occupancy/register_compat_sub_partitions");
  }
};

} // namespace

nlohmann::json gpuModelToJson(const GpuModel &M) {
  return nlohmann::json::parse(Writer(M).run().dump());
}

std::string writeGpuFile(const GpuModel &M) { return Writer(M).run().dump(2) + "\n"; }

} // namespace kc
