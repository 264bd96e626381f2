//===- GpuView.cpp - text/JSON views of GPU models ------------------------===//
// The whole-GPU view walks the GPU file JSON the writer produces, so it shows
// exactly what a file holds, in file order.
#include "views/GpuView.h"

#include "gpumodel/GpuFileWriter.h"

#include <fmt/format.h>

namespace kc::views {

void printGpuList(llvm::raw_ostream &OS, const std::vector<GpuModel> &Gpus) {
  OS << fmt::format("{:<16} {:<36} {:<5} {:>4} {:>10} {:>10}\n", "ID", "NAME", "CC", "SMs",
                    "CLOCK MHz", "DRAM GB/s");
  for (const GpuModel &G : Gpus)
    OS << fmt::format("{:<16} {:<36} {:<5} {:>4} {:>10} {:>10}\n", G.Id, G.Name,
                      fmt::format("{}.{}", G.ComputeMajor, G.ComputeMinor), G.SmCount,
                      G.CoreClockMHz, G.DramBandwidthGBps);
}

nlohmann::json gpuListToJson(const std::vector<GpuModel> &Gpus) {
  nlohmann::json A = nlohmann::json::array();
  for (const GpuModel &G : Gpus)
    A.push_back({{"id", G.Id},
                 {"name", G.Name},
                 {"aliases", G.Aliases},
                 {"architecture", G.Architecture},
                 {"compute_capability", fmt::format("{}.{}", G.ComputeMajor, G.ComputeMinor)},
                 {"sm_count", G.SmCount},
                 {"core_clock_mhz", G.CoreClockMHz},
                 {"dram_gbps", G.DramBandwidthGBps}});
  return A;
}

nlohmann::json gpuToJson(const GpuModel &Gpu) { return gpuModelToJson(Gpu); }

namespace {

void walk(llvm::raw_ostream &OS, const nlohmann::ordered_json &V, const std::string &Path) {
  if (V.is_object() && V.contains("value")) {
    std::string Prov = V.contains("source") ? V["source"].get<std::string>()
                                            : "estimate: " + V.value("estimate", std::string("?"));
    OS << fmt::format("  {:<58} {:<12} [{}]\n", Path, V["value"].dump(), Prov);
    if (V.contains("note"))
      OS << fmt::format("  {:<58} {:<12} note: {}\n", "", "", V["note"].get<std::string>());
    return;
  }
  if (V.is_object()) {
    for (auto It = V.begin(); It != V.end(); ++It)
      walk(OS, It.value(), Path.empty() ? It.key() : Path + "/" + It.key());
    return;
  }
  if (V.is_array()) {
    for (size_t I = 0; I < V.size(); ++I)
      walk(OS, V[I], fmt::format("{}/{}", Path, I));
    return;
  }
  OS << fmt::format("  {:<58} {}\n", Path, V.is_string() ? V.get<std::string>() : V.dump());
}

} // namespace

void printGpu(llvm::raw_ostream &OS, const GpuModel &Gpu) {
  auto J = nlohmann::ordered_json::parse(writeGpuFile(Gpu));
  OS << fmt::format("{} ({}), {} {}, compute capability {}\n", Gpu.Name, Gpu.Id, Gpu.Architecture,
                    Gpu.Chip, J["compute_capability"].get<std::string>());
  std::string Aliases;
  for (const std::string &A : Gpu.Aliases)
    Aliases += (Aliases.empty() ? "" : ", ") + A;
  OS << "CUDA device names: " << (Aliases.empty() ? "(none)" : Aliases) << "\n\n";
  OS << "Values (units in the field names; [source key] or [estimate: reasoning]):\n";
  for (auto It = J.begin(); It != J.end(); ++It) {
    if (It.key() == "schema_version" || It.key() == "id" || It.key() == "name" ||
        It.key() == "aliases" || It.key() == "architecture" || It.key() == "chip" ||
        It.key() == "compute_capability" || It.key() == "sources")
      continue;
    walk(OS, It.value(), It.key());
  }
  OS << "\nSources:\n";
  for (auto It = J["sources"].begin(); It != J["sources"].end(); ++It)
    OS << fmt::format("  {}: {}\n", It.key(), It.value().get<std::string>());
}

} // namespace kc::views
