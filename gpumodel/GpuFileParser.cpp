//===- GpuFileParser.cpp - reads and validates GPU files ------------------===//
// parseGpuFile / checkGpuFile (GpuDatabase.h): one pass over the JSON that
// fills a GpuModel and its Provenance and records every missing, malformed or
// out-of-range field with its JSON pointer. The schema is GpuFileSchema.h and
// docs/gpu-file-format.md.
#include "gpumodel/GpuDatabase.h"
#include "gpumodel/GpuFileSchema.h"
#include "gpumodel/JsonInput.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <optional>
#include <set>

namespace kc {
namespace {

using nlohmann::json;

/// A short rendering of a JSON value for messages (never walks into a
/// container: a file nested 100,000 levels deep would overflow the stack).
std::string brief(const json &V) { return briefJson(V); }

std::string fmtNum(double D) { return fmt::format("{}", D); }

std::string ptrOf(std::string_view Group, std::string_view Key) {
  return Group.empty() ? fmt::format("/{}", Key) : fmt::format("/{}/{}", Group, Key);
}

/// Sets OccupancyLimits::RegisterCompatSubPartitions when the struct has it
/// (added by the occupancy calculator; optional in the file).
template <typename L> void setCompatSubPartitions(L &Limits, unsigned V) {
  if constexpr (requires { Limits.RegisterCompatSubPartitions; })
    Limits.RegisterCompatSubPartitions = V;
}

class Reader {
public:
  Reader(GpuModel &M, std::vector<GpuFileIssue> &Issues) : M(M), Issues(Issues) {}

  void run(const json &Root) {
    if (!Root.is_object()) {
      issue("/", "expected a JSON object at the top level, got " + brief(Root));
      return;
    }
    for (auto It = Root.begin(); It != Root.end(); ++It)
      if (std::find(gpufile::TopLevelKeys.begin(), gpufile::TopLevelKeys.end(), It.key()) ==
          gpufile::TopLevelKeys.end())
        issue("/" + It.key(), "unknown field");
    readIdentity(Root);
    readSources(Root);
    readScalars(Root);
    readUnits(Root);
    readInstructions(Root);
    readLaunch(Root);
    readOccupancyLists(Root);
    crossChecks();
  }

private:
  GpuModel &M;
  std::vector<GpuFileIssue> &Issues;
  std::map<std::string, std::string> Sources;
  std::set<std::string> Present; ///< pointers of scalars read successfully

  void issue(std::string Ptr, std::string Msg) { Issues.push_back({std::move(Ptr), std::move(Msg)}); }

  const json *member(const json &Obj, std::string_view Key, const std::string &Ptr) {
    auto It = Obj.find(std::string(Key));
    if (It == Obj.end()) {
      issue(Ptr, "missing");
      return nullptr;
    }
    return &*It;
  }

  const json *object(const json &Parent, std::string_view Key, const std::string &Ptr) {
    const json *O = member(Parent, Key, Ptr);
    if (O && !O->is_object()) {
      issue(Ptr, "expected an object, got " + brief(*O));
      return nullptr;
    }
    return O;
  }

  std::optional<std::string> string(const json &Parent, std::string_view Key, const std::string &Ptr) {
    const json *S = member(Parent, Key, Ptr);
    if (!S)
      return std::nullopt;
    if (!S->is_string() || S->get<std::string>().empty()) {
      issue(Ptr, "expected a non-empty string, got " + brief(*S));
      return std::nullopt;
    }
    return S->get<std::string>();
  }

  /// Records where the value at \p Ptr came from (and its note); names a missing or
  /// undefined source.
  void provenance(const json &V, const std::string &Ptr) {
    recordProvenance(V, Ptr);
    auto Note = V.find("note");
    if (Note == V.end())
      return;
    if (!Note->is_string() || Note->get<std::string>().empty())
      issue(Ptr + "/note", "expected a note (non-empty string), got " + brief(*Note));
    else if (auto P = M.Provenance.find(Ptr); P != M.Provenance.end())
      M.Notes[Ptr] = {P->second, Note->get<std::string>()};
  }

  void recordProvenance(const json &V, const std::string &Ptr) {
    auto Src = V.find("source");
    auto Est = V.find("estimate");
    for (auto It = V.begin(); It != V.end(); ++It)
      if (It.key() != "value" && It.key() != "source" && It.key() != "estimate" && It.key() != "note")
        issue(Ptr + "/" + It.key(), "unknown field (a value has \"value\", \"source\" or \"estimate\", "
                                    "and an optional \"note\")");
    if (Src != V.end() && Est != V.end()) {
      issue(Ptr, "has both \"source\" and \"estimate\"; give one");
      return;
    }
    if (Src != V.end()) {
      if (!Src->is_string()) {
        issue(Ptr + "/source", "expected a source key (string), got " + brief(*Src));
        return;
      }
      std::string Key = Src->get<std::string>();
      auto Def = Sources.find(Key);
      if (Def == Sources.end()) {
        issue(Ptr + "/source", "source '" + Key + "' is not defined in /sources");
        return;
      }
      M.Provenance[Ptr] = Key + ": " + Def->second;
      return;
    }
    if (Est != V.end()) {
      if (!Est->is_string() || Est->get<std::string>().empty()) {
        issue(Ptr + "/estimate", "expected the estimate's reasoning (non-empty string), got " + brief(*Est));
        return;
      }
      M.Provenance[Ptr] = "estimate: " + Est->get<std::string>();
      return;
    }
    issue(Ptr, "no \"source\" or \"estimate\": every number names its source or is marked an "
               "estimate with its reasoning");
  }

  /// A {"value": N, "source"|"estimate": ...} object.
  std::optional<double> value(const json &V, const std::string &Ptr, double Min, double Max,
                              bool Integer) {
    if (!V.is_object() || !V.contains("value")) {
      issue(Ptr, "expected {\"value\": <number>, \"source\": \"<KEY>\"} or {\"value\": <number>, "
                 "\"estimate\": \"<reasoning>\"}, got " +
                     brief(V));
      return std::nullopt;
    }
    const json &Val = V["value"];
    if (!Val.is_number()) {
      issue(Ptr + "/value", "expected a number, got " + brief(Val));
      return std::nullopt;
    }
    double D = Val.get<double>();
    provenance(V, Ptr);
    if (Integer && D != std::floor(D)) {
      issue(Ptr, "expected an integer, got " + fmtNum(D));
      return std::nullopt;
    }
    if (!(D >= Min && D <= Max)) {
      issue(Ptr, fmt::format("out of range: {} (expected {} to {})", fmtNum(D), fmtNum(Min), fmtNum(Max)));
      return std::nullopt;
    }
    return D;
  }

  std::optional<double> numberAt(const json &Parent, std::string_view Key, const std::string &Ptr,
                                 double Min, double Max, bool Integer) {
    const json *V = member(Parent, Key, Ptr);
    if (!V)
      return std::nullopt;
    return value(*V, Ptr, Min, Max, Integer);
  }

  void readIdentity(const json &Root) {
    if (const json *V = member(Root, "schema_version", "/schema_version")) {
      if (!V->is_number_integer())
        issue("/schema_version", "expected an integer, got " + brief(*V));
      else if (V->get<int>() != gpufile::SchemaVersion)
        issue("/schema_version", fmt::format("unsupported schema version {} (this kernelcast reads {})",
                                             V->get<int>(), gpufile::SchemaVersion));
      else
        M.SchemaVersion = gpufile::SchemaVersion;
    }
    if (auto Id = string(Root, "id", "/id")) {
      bool Ok = std::all_of(Id->begin(), Id->end(), [](char C) {
        return (C >= 'a' && C <= 'z') || (C >= '0' && C <= '9') || C == '-' || C == '_' || C == '.';
      });
      if (!Ok)
        issue("/id", "expected lower-case letters, digits, '-', '_' or '.', got \"" + *Id + "\"");
      M.Id = *Id;
    }
    if (auto S = string(Root, "name", "/name"))
      M.Name = *S;
    if (auto S = string(Root, "architecture", "/architecture"))
      M.Architecture = *S;
    if (auto S = string(Root, "chip", "/chip"))
      M.Chip = *S;
    if (const json *A = member(Root, "aliases", "/aliases")) {
      if (!A->is_array()) {
        issue("/aliases", "expected an array of CUDA device names, got " + brief(*A));
      } else {
        for (size_t I = 0; I < A->size(); ++I) {
          const json &E = (*A)[I];
          if (!E.is_string() || E.get<std::string>().empty())
            issue(fmt::format("/aliases/{}", I), "expected a non-empty string, got " + brief(E));
          else
            M.Aliases.push_back(E.get<std::string>());
        }
      }
    }
    if (auto CC = string(Root, "compute_capability", "/compute_capability")) {
      int Major = -1, Minor = -1;
      char Extra = 0;
      if (std::sscanf(CC->c_str(), "%d.%d%c", &Major, &Minor, &Extra) != 2)
        issue("/compute_capability", "expected \"<major>.<minor>\", e.g. \"8.0\", got \"" + *CC + "\"");
      else if (Major < 1 || Major > 20 || Minor < 0 || Minor > 9)
        issue("/compute_capability", "out of range: \"" + *CC + "\" (expected 1.0 to 20.9)");
      else {
        M.ComputeMajor = Major;
        M.ComputeMinor = Minor;
      }
    }
  }

  void readSources(const json &Root) {
    const json *S = object(Root, "sources", "/sources");
    if (!S)
      return;
    for (auto It = S->begin(); It != S->end(); ++It) {
      if (!It.value().is_string() || It.value().get<std::string>().empty())
        issue("/sources/" + It.key(), "expected the full citation (non-empty string), got " +
                                          brief(It.value()));
      else if (It.key().empty() || It.key().find(": ") != std::string::npos)
        issue("/sources/" + It.key(), "a source key must be non-empty and contain no \": \"");
      else
        Sources[It.key()] = It.value().get<std::string>();
    }
    M.Sources = Sources;
  }

  void readScalars(const json &Root) {
    for (const gpufile::ScalarField &F : gpufile::scalarFields()) {
      const json *Group = &Root;
      if (!F.Group.empty()) {
        auto It = Root.find(std::string(F.Group));
        if (It == Root.end() || !It->is_object())
          continue; // reported once below
        Group = &*It;
      }
      std::string Ptr = ptrOf(F.Group, F.Key);
      if (F.Optional && !Group->contains(std::string(F.Key)))
        continue;
      if (auto D = numberAt(*Group, F.Key, Ptr, F.Min, F.Max, F.Integer)) {
        F.Set(M, *D);
        Present.insert(Ptr);
      }
    }
    // Groups: present and objects, with no unknown fields.
    for (std::string_view G : {"clocks", "memory_latency_cycles", "bandwidth", "caches", "occupancy"}) {
      const json *O = object(Root, G, "/" + std::string(G));
      if (!O)
        continue;
      for (auto It = O->begin(); It != O->end(); ++It) {
        bool Known = std::any_of(gpufile::scalarFields().begin(), gpufile::scalarFields().end(),
                                 [&](const gpufile::ScalarField &F) {
                                   return F.Group == G && F.Key == It.key();
                                 });
        if (G == "occupancy")
          Known = Known || It.key() == "register_allocation_granularity" ||
                  It.key() == "shared_memory_carveout_bytes" || It.key() == "cache_configs" ||
                  It.key() == "register_compat_sub_partitions";
        if (!Known)
          issue("/" + std::string(G) + "/" + It.key(), "unknown field");
      }
    }
  }

  void readUnits(const json &Root) {
    const json *U = object(Root, "units_per_processing_block", "/units_per_processing_block");
    if (!U)
      return;
    for (std::string_view K : gpufile::UnitKinds) {
      std::string Ptr = "/units_per_processing_block/" + std::string(K);
      // Lanes may be fractional (a unit shared by several blocks); tensor may be 0.
      double Min = K == "tensor" ? 0 : 0.01;
      if (auto D = numberAt(*U, K, Ptr, Min, 1024, false))
        M.UnitsPerProcessingBlock[std::string(K)] = *D;
    }
    for (auto It = U->begin(); It != U->end(); ++It)
      if (std::find(gpufile::UnitKinds.begin(), gpufile::UnitKinds.end(), It.key()) ==
          gpufile::UnitKinds.end())
        issue("/units_per_processing_block/" + It.key(),
              "unknown unit kind (known: fp32, int32, fp64, sfu, ldst, tensor)");
  }

  void readInstructions(const json &Root) {
    const json *I = object(Root, "instructions", "/instructions");
    if (!I)
      return;
    for (unsigned C = 0; C < NumInstrClasses; ++C) {
      std::string Name(InstrClassNames[C]);
      std::string Ptr = "/instructions/" + Name;
      const json *E = object(*I, Name, Ptr);
      if (!E)
        continue;
      if (auto D = numberAt(*E, "latency_cycles", Ptr + "/latency_cycles", 0.01, 1e6, false))
        M.Instructions[C].LatencyCycles = *D;
      if (auto D = numberAt(*E, "issue_cycles", Ptr + "/issue_cycles", 0.01, 1e5, false))
        M.Instructions[C].IssueCycles = *D;
      for (auto It = E->begin(); It != E->end(); ++It)
        if (It.key() != "latency_cycles" && It.key() != "issue_cycles")
          issue(Ptr + "/" + It.key(), "unknown field (expected latency_cycles and issue_cycles)");
    }
    for (auto It = I->begin(); It != I->end(); ++It)
      if (!instrClassFromName(It.key())) {
        std::string Known;
        for (std::string_view N : InstrClassNames)
          Known += (Known.empty() ? "" : ", ") + std::string(N);
        issue("/instructions/" + It.key(), "unknown instruction class (known: " + Known + ")");
      }
  }

  void readLaunch(const json &Root) {
    const json *L = member(Root, "launch_overhead", "/launch_overhead");
    if (!L)
      return;
    if (!L->is_array() || L->empty()) {
      issue("/launch_overhead", "expected a non-empty array of {warps, per_block_us, base_us}, got " +
                                    brief(*L));
      return;
    }
    std::set<unsigned> Seen;
    for (size_t I = 0; I < L->size(); ++I) {
      std::string Ptr = fmt::format("/launch_overhead/{}", I);
      const json &E = (*L)[I];
      if (!E.is_object()) {
        issue(Ptr, "expected an object {warps, per_block_us, base_us}, got " + brief(E));
        continue;
      }
      LaunchLine Line;
      bool Ok = true;
      if (const json *W = member(E, "warps", Ptr + "/warps")) {
        if (!W->is_number_integer() || W->get<long long>() < 0 || W->get<long long>() > 32) {
          issue(Ptr + "/warps", "expected a block size in warps, 1 to 32, or 0 for every size, got " +
                                    brief(*W));
          Ok = false;
        } else {
          Line.Warps = W->get<unsigned>();
          if (!Seen.insert(Line.Warps).second)
            issue(Ptr + "/warps", fmt::format("a second line for {} warps", Line.Warps));
        }
      } else {
        Ok = false;
      }
      if (auto D = numberAt(E, "per_block_us", Ptr + "/per_block_us", 0, 1000, false))
        Line.PerBlockUs = *D;
      else
        Ok = false;
      if (auto D = numberAt(E, "base_us", Ptr + "/base_us", 0, 10000, false))
        Line.BaseUs = *D;
      else
        Ok = false;
      if (E.contains("block_start_cycles")) { // optional: 0 when absent
        if (auto D = numberAt(E, "block_start_cycles", Ptr + "/block_start_cycles", 0, 100000, false))
          Line.BlockStartCycles = *D;
        else
          Ok = false;
      }
      for (auto It = E.begin(); It != E.end(); ++It)
        if (It.key() != "warps" && It.key() != "per_block_us" && It.key() != "base_us" &&
            It.key() != "block_start_cycles")
          issue(Ptr + "/" + It.key(), "unknown field");
      if (Ok)
        M.LaunchOverhead.push_back(Line);
    }
  }

  void readOccupancyLists(const json &Root) {
    auto OIt = Root.find("occupancy");
    if (OIt == Root.end() || !OIt->is_object())
      return;
    const json &O = *OIt;
    if (auto G = string(O, "register_allocation_granularity", "/occupancy/register_allocation_granularity")) {
      if (*G != "warp" && *G != "block")
        issue("/occupancy/register_allocation_granularity",
              "expected \"warp\" or \"block\", got \"" + *G + "\"");
      else
        M.Occupancy.RegisterAllocationGranularity = *G;
    }
    if (O.contains("register_compat_sub_partitions"))
      if (auto D = numberAt(O, "register_compat_sub_partitions",
                            "/occupancy/register_compat_sub_partitions", 0, 16, true))
        setCompatSubPartitions(M.Occupancy, static_cast<unsigned>(*D));

    const std::string CPtr = "/occupancy/shared_memory_carveout_bytes";
    if (const json *C = member(O, "shared_memory_carveout_bytes", CPtr)) {
      if (!C->is_object() || !C->contains("value") || !(*C)["value"].is_array()) {
        issue(CPtr, "expected {\"value\": [<bytes>, ...], \"source\"|\"estimate\": ...} (an empty list "
                    "before CC 7.0), got " +
                        brief(*C));
      } else {
        provenance(*C, CPtr);
        const json &List = (*C)["value"];
        for (size_t I = 0; I < List.size(); ++I) {
          const json &E = List[I];
          if (!E.is_number_unsigned() || E.get<unsigned long long>() > 16777216) {
            issue(fmt::format("{}/value/{}", CPtr, I),
                  "expected a size in bytes (0 to 16777216), got " + brief(E));
            continue;
          }
          unsigned B = E.get<unsigned>();
          if (!M.Occupancy.SharedMemCarveoutBytes.empty() && B <= M.Occupancy.SharedMemCarveoutBytes.back())
            issue(fmt::format("{}/value/{}", CPtr, I), "carveout sizes must be ascending");
          M.Occupancy.SharedMemCarveoutBytes.push_back(B);
        }
      }
    }
    const std::string KPtr = "/occupancy/cache_configs";
    if (const json *K = member(O, "cache_configs", KPtr)) {
      if (!K->is_array()) {
        issue(KPtr, "expected an array of {name, shared_memory_per_sm_bytes} (empty when the L1/shared "
                    "split is not configurable), got " +
                        brief(*K));
        return;
      }
      for (size_t I = 0; I < K->size(); ++I) {
        std::string Ptr = fmt::format("{}/{}", KPtr, I);
        const json &E = (*K)[I];
        if (!E.is_object()) {
          issue(Ptr, "expected an object {name, shared_memory_per_sm_bytes}, got " + brief(E));
          continue;
        }
        CacheConfig Cfg;
        auto Name = string(E, "name", Ptr + "/name");
        if (Name && std::find(gpufile::CacheConfigNames.begin(), gpufile::CacheConfigNames.end(), *Name) ==
                        gpufile::CacheConfigNames.end()) {
          issue(Ptr + "/name", "expected prefer-none, prefer-shared, prefer-l1 or prefer-equal, got \"" +
                                   *Name + "\"");
          Name.reset();
        }
        auto Bytes = numberAt(E, "shared_memory_per_sm_bytes", Ptr + "/shared_memory_per_sm_bytes", 0,
                              16777216, true);
        for (auto It = E.begin(); It != E.end(); ++It)
          if (It.key() != "name" && It.key() != "shared_memory_per_sm_bytes")
            issue(Ptr + "/" + It.key(), "unknown field");
        if (Name && Bytes) {
          Cfg.Name = *Name;
          Cfg.SharedMemPerSmBytes = static_cast<unsigned>(*Bytes);
          M.Occupancy.CacheConfigs.push_back(Cfg);
        }
      }
    }
  }

  bool has(const char *Ptr) const { return Present.count(Ptr) != 0; }

  void crossChecks() {
    const OccupancyLimits &O = M.Occupancy;
    if (has("/occupancy/max_warps_per_sm") && has("/occupancy/max_threads_per_sm") &&
        has("/occupancy/warp_size") && O.MaxWarpsPerSm != O.MaxThreadsPerSm / O.WarpSize)
      issue("/occupancy/max_warps_per_sm",
            fmt::format("must equal max_threads_per_sm / warp_size = {}, got {}",
                        O.MaxThreadsPerSm / O.WarpSize, O.MaxWarpsPerSm));
    if (has("/occupancy/max_threads_per_block") && has("/occupancy/max_threads_per_sm") &&
        O.MaxThreadsPerBlock > O.MaxThreadsPerSm)
      issue("/occupancy/max_threads_per_block",
            fmt::format("{} exceeds max_threads_per_sm {}", O.MaxThreadsPerBlock, O.MaxThreadsPerSm));
    if (has("/occupancy/max_registers_per_block") && has("/occupancy/registers_per_sm") &&
        O.MaxRegistersPerBlock > O.RegistersPerSm)
      issue("/occupancy/max_registers_per_block",
            fmt::format("{} exceeds registers_per_sm {}", O.MaxRegistersPerBlock, O.RegistersPerSm));
    if (has("/occupancy/shared_memory_per_block_optin_bytes") &&
        has("/occupancy/shared_memory_per_block_bytes") &&
        O.SharedMemPerBlockOptinBytes < O.SharedMemPerBlockBytes)
      issue("/occupancy/shared_memory_per_block_optin_bytes",
            fmt::format("{} is below the default per-block limit {} (give the default when there is no "
                        "opt-in)",
                        O.SharedMemPerBlockOptinBytes, O.SharedMemPerBlockBytes));
    if (has("/occupancy/shared_memory_per_block_optin_bytes") &&
        has("/occupancy/shared_memory_per_sm_bytes") &&
        O.SharedMemPerBlockOptinBytes > O.SharedMemPerSmBytes)
      issue("/occupancy/shared_memory_per_block_optin_bytes",
            fmt::format("{} exceeds shared_memory_per_sm_bytes {}", O.SharedMemPerBlockOptinBytes,
                        O.SharedMemPerSmBytes));
    if (has("/occupancy/shared_memory_per_sm_bytes") && !O.SharedMemCarveoutBytes.empty() &&
        O.SharedMemCarveoutBytes.back() > O.SharedMemPerSmBytes)
      issue("/occupancy/shared_memory_carveout_bytes",
            fmt::format("largest carveout {} exceeds shared_memory_per_sm_bytes {}",
                        O.SharedMemCarveoutBytes.back(), O.SharedMemPerSmBytes));
    if (has("/bandwidth/dram_sustained_gbps") && has("/bandwidth/dram_gbps") &&
        M.DramSustainedBandwidthGBps > M.DramBandwidthGBps)
      issue("/bandwidth/dram_sustained_gbps",
            fmt::format("{} exceeds the peak dram_gbps {} (sustained is what a streaming kernel "
                        "reaches, at most the peak)",
                        fmtNum(M.DramSustainedBandwidthGBps), fmtNum(M.DramBandwidthGBps)));
    // The memory hierarchy in order: each level farther from the SM takes longer ...
    if (has("/memory_latency_cycles/l1") && has("/memory_latency_cycles/l2") &&
        M.L2LatencyCycles <= M.L1LatencyCycles)
      issue("/memory_latency_cycles/l2",
            fmt::format("{} is not above the L1 latency {} (expected l1 < l2 < dram)",
                        fmtNum(M.L2LatencyCycles), fmtNum(M.L1LatencyCycles)));
    if (has("/memory_latency_cycles/l2") && has("/memory_latency_cycles/dram") &&
        M.DramLatencyCycles <= M.L2LatencyCycles)
      issue("/memory_latency_cycles/dram",
            fmt::format("{} is not above the L2 latency {} (expected l1 < l2 < dram)",
                        fmtNum(M.DramLatencyCycles), fmtNum(M.L2LatencyCycles)));
    // ... and delivers at least the bandwidth of the level behind it.
    if (has("/bandwidth/l2_gbps") && has("/bandwidth/dram_gbps") && M.L2BandwidthGBps < M.DramBandwidthGBps)
      issue("/bandwidth/l2_gbps",
            fmt::format("{} GB/s is below the DRAM peak dram_gbps {} (every DRAM byte passes through L2, "
                        "so L2 sustains at least the DRAM bandwidth)",
                        fmtNum(M.L2BandwidthGBps), fmtNum(M.DramBandwidthGBps)));
    if (has("/bandwidth/l1_bytes_per_cycle_per_sm") && has("/sm_count") && has("/clocks/core_clock_mhz") &&
        has("/bandwidth/l2_gbps")) {
      double L1Total = M.L1BandwidthBytesPerCyclePerSm * M.SmCount * M.CoreClockMHz / 1000;
      if (L1Total < M.L2BandwidthGBps)
        issue("/bandwidth/l1_bytes_per_cycle_per_sm",
              fmt::format("{} B/cycle x {} SMs x {} MHz = {} GB/s is below the L2 bandwidth l2_gbps {} "
                          "(expected L1 (all SMs) >= L2 >= DRAM)",
                          fmtNum(M.L1BandwidthBytesPerCyclePerSm), M.SmCount, fmtNum(M.CoreClockMHz),
                          fmtNum(std::round(L1Total * 10) / 10), fmtNum(M.L2BandwidthGBps)));
    }
    if (has("/memory_latency_cycles/uncoalesced") && has("/memory_latency_cycles/dram") &&
        M.UncoalescedLatencyCycles < M.DramLatencyCycles)
      issue("/memory_latency_cycles/uncoalesced",
            fmt::format("{} is below the DRAM latency {} (the departure delay, docs/model.md#departure-delay, must be positive)",
                        fmtNum(M.UncoalescedLatencyCycles), fmtNum(M.DramLatencyCycles)));
  }
};

std::vector<GpuFileIssue> readGpuFile(std::string_view Text, GpuModel &M) {
  std::vector<GpuFileIssue> Issues;
  json Root;
  if (auto F = tryParseJson(Text, Root)) {
    Issues.push_back({"/", F->Line ? fmt::format("invalid JSON at line {}, column {}: {}", F->Line,
                                                 F->Column, F->Reason)
                                   : "invalid JSON: " + F->Reason});
    return Issues;
  }
  Reader(M, Issues).run(Root);
  return Issues;
}

} // namespace

std::vector<GpuFileIssue> checkGpuFile(std::string_view Text) {
  GpuModel M;
  return readGpuFile(Text, M);
}

llvm::Expected<GpuModel> parseGpuFile(std::string_view Text, std::string_view Origin) {
  GpuModel M;
  std::vector<GpuFileIssue> Issues = readGpuFile(Text, M);
  if (Issues.empty())
    return M;
  std::string Msg;
  for (const GpuFileIssue &I : Issues)
    Msg += fmt::format("{}{}: {}: {}", Msg.empty() ? "" : "\n", Origin, I.Field, I.Message);
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Msg);
}

} // namespace kc
