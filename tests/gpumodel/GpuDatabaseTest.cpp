//===- GpuDatabaseTest.cpp - GPU files, lookup, validation, writer --------===//
// Spot values are pinned against published data (NVIDIA spec sheets, the CUDA
// 13 cuda_occupancy.h, gpu-params.json), worked out independently of the
// generator script.
#include "gpumodel/GpuDatabase.h"
#include "gpumodel/GpuFileWriter.h"
#include "support/EmbeddedFiles.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <set>
#include <tuple>

using namespace kc;
using nlohmann::json;

namespace {

const GpuModel &builtinGpu(const std::string &Id) {
  for (const GpuModel &M : GpuDatabase::builtin().all())
    if (M.Id == Id)
      return M;
  ADD_FAILURE() << "no built-in GPU " << Id;
  static GpuModel Empty;
  return Empty;
}

std::string embeddedText(const std::string &Id) {
  for (const EmbeddedFile &F : embedded::gpus::files())
    if (F.Name == Id + ".json")
      return std::string(F.Contents);
  ADD_FAILURE() << "no embedded file " << Id << ".json";
  return "";
}

std::string issuesText(const std::vector<GpuFileIssue> &Issues) {
  std::string S;
  for (const GpuFileIssue &I : Issues)
    S += I.Field + ": " + I.Message + "\n";
  return S;
}

/// The message of the first issue at exactly \p Field, or "" if none.
std::string issueAt(const std::vector<GpuFileIssue> &Issues, const std::string &Field) {
  for (const GpuFileIssue &I : Issues)
    if (I.Field == Field)
      return I.Message.empty() ? "(empty)" : I.Message;
  return "";
}

} // namespace

TEST(GpuDatabase, EveryEmbeddedFileParsesAndChecksClean) {
  ASSERT_EQ(embedded::gpus::files().size(), 60u);
  for (const EmbeddedFile &F : embedded::gpus::files()) {
    std::vector<GpuFileIssue> Issues = checkGpuFile(F.Contents);
    EXPECT_TRUE(Issues.empty()) << F.Name << ":\n" << issuesText(Issues);
    auto M = parseGpuFile(F.Contents, F.Name);
    ASSERT_TRUE(static_cast<bool>(M)) << llvm::toString(M.takeError());
    EXPECT_EQ(M->Id + ".json", std::string(F.Name)) << "file name and id differ";
  }
}

TEST(GpuDatabase, AllRequiredIdsPresent) {
  const char *Ids[] = {"gtx480", "gtx580", "gtx680", "k20", "k40", "titan", "titan-black",
                       "quadro-k5200", "gtx970", "gtx980", "titan-x-maxwell", "gtx1050", "gtx1070",
                       "gtx1080", "p100", "v100", "t4", "rtx2080ti", "titan-rtx", "a100-pcie-40gb",
                       "a100-sxm4-80gb", "rtx3060-laptop", "rtx3090", "rtx-a4000", "rtx-a6000",
                       "rtx4090", "l4", "h100-sxm", "h100-pcie", "b200",
                       // The GPUs people own and those of the measured data sets.
                       "rtx2060", "rtx2070", "rtx2080", "gtx1660ti", "gtx1650", "rtx3060", "rtx3060ti",
                       "rtx3070", "rtx3070ti", "rtx3080", "rtx3080ti", "a10", "a40", "a30", "a100-sxm4-40gb",
                       "a100-pcie-80gb", "rtx4060", "rtx4060ti", "rtx4070", "rtx4070ti", "rtx4080", "l40",
                       "l40s", "rtx4000-ada", "rtx6000-ada", "h100-nvl", "h200", "h200-nvl", "gh200", "rtx5090"};
  std::set<std::string> Have;
  for (const GpuModel &M : GpuDatabase::builtin().all())
    Have.insert(M.Id);
  for (const char *Id : Ids)
    EXPECT_TRUE(Have.count(Id)) << Id;
  EXPECT_EQ(Have.size(), 60u);
}

// Every GPU added for issue 13 resolves by the exact name cudaGetDeviceProperties
// reports (cudaDeviceProp::name on current drivers, "NVIDIA " prefix included).
TEST(GpuDatabase, FindsEveryNewGpuByItsCudaDeviceName) {
  const GpuDatabase &DB = GpuDatabase::builtin();
  std::pair<const char *, const char *> Cases[] = {
      {"NVIDIA GeForce RTX 2060", "rtx2060"},
      {"NVIDIA GeForce RTX 2070", "rtx2070"},
      {"NVIDIA GeForce RTX 2080", "rtx2080"},
      {"NVIDIA GeForce GTX 1660 Ti", "gtx1660ti"},
      {"NVIDIA GeForce GTX 1650", "gtx1650"},
      {"NVIDIA GeForce RTX 3060", "rtx3060"},
      {"NVIDIA GeForce RTX 3060 Ti", "rtx3060ti"},
      {"NVIDIA GeForce RTX 3070", "rtx3070"},
      {"NVIDIA GeForce RTX 3070 Ti", "rtx3070ti"},
      {"NVIDIA GeForce RTX 3080", "rtx3080"},
      {"NVIDIA GeForce RTX 3080 Ti", "rtx3080ti"},
      {"NVIDIA A10", "a10"},
      {"NVIDIA A40", "a40"},
      {"NVIDIA A30", "a30"},
      {"NVIDIA A100-SXM4-40GB", "a100-sxm4-40gb"},
      {"NVIDIA A100 80GB PCIe", "a100-pcie-80gb"},
      {"NVIDIA GeForce RTX 4060", "rtx4060"},
      {"NVIDIA GeForce RTX 4060 Ti", "rtx4060ti"},
      {"NVIDIA GeForce RTX 4070", "rtx4070"},
      {"NVIDIA GeForce RTX 4070 Ti", "rtx4070ti"},
      {"NVIDIA GeForce RTX 4080", "rtx4080"},
      {"NVIDIA L40", "l40"},
      {"NVIDIA L40S", "l40s"},
      {"NVIDIA RTX 4000 Ada Generation", "rtx4000-ada"},
      {"NVIDIA RTX 6000 Ada Generation", "rtx6000-ada"},
      {"NVIDIA H100 NVL", "h100-nvl"},
      {"NVIDIA H200", "h200"},
      {"NVIDIA H200 NVL", "h200-nvl"},
      {"NVIDIA GH200 480GB", "gh200"},
      {"NVIDIA GeForce RTX 5090", "rtx5090"},
  };
  std::set<std::string> Seen;
  for (auto [Name, Id] : Cases) {
    auto M = DB.find(Name);
    ASSERT_TRUE(static_cast<bool>(M)) << Name << ": " << llvm::toString(M.takeError());
    EXPECT_EQ(M->Id, Id) << Name;
    // The device name is listed verbatim (not only matched after normalization).
    EXPECT_NE(std::find(M->Aliases.begin(), M->Aliases.end(), std::string(Name)), M->Aliases.end()) << Name;
    Seen.insert(Id);
  }
  EXPECT_EQ(Seen.size(), 30u); // every new GPU once
}

// The GPU names the measured data sets use (their `gpu` column) all resolve.
TEST(GpuDatabase, MeasuredDataSetGpuNamesResolve) {
  const GpuDatabase &DB = GpuDatabase::builtin();
  std::pair<const char *, const char *> Cases[] = {
      {"NVIDIA GeForce RTX 3060", "rtx3060"},       {"NVIDIA GeForce RTX 3060 Ti", "rtx3060ti"},
      {"NVIDIA GeForce RTX 3070 Ti", "rtx3070ti"}, {"NVIDIA GeForce RTX 3080", "rtx3080"},
      {"rtx3060-laptop", "rtx3060-laptop"},         {"rtx3090", "rtx3090"},
      {"rtx2080ti", "rtx2080ti"},                   {"titan-rtx", "titan-rtx"},
      {"a100-pcie-40gb", "a100-pcie-40gb"},         {"rtx-a4000", "rtx-a4000"},
      {"NVIDIA GeForce RTX 2080 Ti", "rtx2080ti"},  {"NVIDIA RTX A4000", "rtx-a4000"},
  };
  for (auto [Name, Id] : Cases) {
    auto M = DB.find(Name);
    ASSERT_TRUE(static_cast<bool>(M)) << Name << ": " << llvm::toString(M.takeError());
    EXPECT_EQ(M->Id, Id) << Name;
  }
}

// Files name their sources by citation: no developer-machine path, no
// reference to the team's collections by file name.
TEST(GpuDatabase, FilesCiteSourcesNotPaths) {
  for (const EmbeddedFile &F : embedded::gpus::files()) {
    std::string Text(F.Contents);
    for (const char *Bad : {"/work/", "../shared", "shared/data", "gpu-params.json", "measured-microbenchmarks",
                            "SPEC 3", "SPEC 5"})
      EXPECT_EQ(Text.find(Bad), std::string::npos) << F.Name << " contains '" << Bad << "'";
  }
}

TEST(GpuDatabase, NamesAreUniqueAfterNormalization) {
  std::map<std::string, std::string> Owner;
  for (const GpuModel &M : GpuDatabase::builtin().all()) {
    std::set<std::string> Mine = {normalizeGpuName(M.Id), normalizeGpuName(M.Name)};
    for (const std::string &A : M.Aliases)
      Mine.insert(normalizeGpuName(A));
    for (const std::string &K : Mine) {
      auto [It, New] = Owner.emplace(K, M.Id);
      EXPECT_TRUE(New) << "'" << K << "' names both " << It->second << " and " << M.Id;
    }
  }
}

TEST(GpuDatabase, NormalizeGpuName) {
  EXPECT_EQ(normalizeGpuName("NVIDIA A100-PCIE-40GB"), "nvidiaa100pcie40gb");
  EXPECT_EQ(normalizeGpuName("  Tesla K40m "), "teslak40m");
  EXPECT_EQ(normalizeGpuName("A100_SXM4_80GB"), "a100sxm480gb");
}

TEST(GpuDatabase, FindsByIdAliasDeviceNameCaseAndPunctuation) {
  const GpuDatabase &DB = GpuDatabase::builtin();
  std::pair<const char *, const char *> Cases[] = {
      {"k40", "k40"},
      {"Tesla K40m", "k40"},
      {"tesla k40c", "k40"},
      {"nvidia a100-pcie-40gb", "a100-pcie-40gb"},
      {"NVIDIA A100-PCIE-40GB", "a100-pcie-40gb"},
      {"A100_SXM4_80GB", "a100-sxm4-80gb"},
      {"NVIDIA A100-SXM4-80GB", "a100-sxm4-80gb"},
      {"NVIDIA H100 80GB HBM3", "h100-sxm"},
      {"NVIDIA GeForce RTX 4090", "rtx4090"},
      {"GeForce GTX 480", "gtx480"},
      {"RTX 2080 Ti", "rtx2080ti"},
      {"Tesla V100-PCIE-16GB", "v100"},
      {"TITAN-X-MAXWELL", "titan-x-maxwell"},
      {"NVIDIA GeForce RTX 3060 Laptop GPU", "rtx3060-laptop"},
  };
  for (auto [Name, Id] : Cases) {
    auto M = DB.find(Name);
    ASSERT_TRUE(static_cast<bool>(M)) << Name << ": " << llvm::toString(M.takeError());
    EXPECT_EQ(M->Id, Id) << Name;
  }
}

TEST(GpuDatabase, UnknownNameNamesItAndSuggestsClosestIds) {
  const GpuDatabase &DB = GpuDatabase::builtin();
  auto M = DB.find("titan-rtz");
  ASSERT_FALSE(static_cast<bool>(M));
  std::string Msg = llvm::toString(M.takeError());
  EXPECT_NE(Msg.find("unknown GPU 'titan-rtz'"), std::string::npos) << Msg;
  EXPECT_NE(Msg.find("titan-rtx"), std::string::npos) << Msg;
  std::vector<std::string> S = DB.suggest("titan-rtz");
  ASSERT_EQ(S.size(), 3u);
  EXPECT_EQ(S[0], "titan-rtx"); // edit distance 1; everything else is farther
  auto A = DB.find("a100-sxm");
  ASSERT_FALSE(static_cast<bool>(A));
  Msg = llvm::toString(A.takeError());
  EXPECT_NE(Msg.find("a100-sxm4-80gb"), std::string::npos) << Msg;
  EXPECT_EQ(DB.suggest("h100 sxm", 1), std::vector<std::string>{"h100-sxm"});
}

TEST(GpuDatabase, LoadsUserFileByPath) {
  std::string Text = embeddedText("k40");
  json J = json::parse(Text);
  J["id"] = "my-k40";
  J["sm_count"]["value"] = 14;
  std::string Path = testing::TempDir() + "kc_user_gpu.json";
  std::ofstream(Path) << J.dump(2);
  auto M = GpuDatabase::builtin().find(Path);
  ASSERT_TRUE(static_cast<bool>(M)) << llvm::toString(M.takeError());
  EXPECT_EQ(M->Id, "my-k40");
  EXPECT_EQ(M->SmCount, 14u);
  std::remove(Path.c_str());
  auto Missing = GpuDatabase::builtin().find("/nonexistent/dir/gpu.json");
  ASSERT_FALSE(static_cast<bool>(Missing));
  std::string Msg = llvm::toString(Missing.takeError());
  EXPECT_EQ(Msg, "/nonexistent/dir/gpu.json: cannot read: No such file or directory");
}

// --- validation ----------------------------------------------------------------

class GpuFileCheck : public testing::Test {
protected:
  json Good = json::parse(embeddedText("a100-sxm4-80gb"));
  std::vector<GpuFileIssue> check(const json &J) { return checkGpuFile(J.dump()); }
};

TEST_F(GpuFileCheck, ReportsMissingField) {
  json J = Good;
  J.erase("sm_count");
  J["occupancy"].erase("registers_per_sm");
  J["instructions"].erase("fp64_div");
  auto Issues = check(J);
  EXPECT_EQ(issueAt(Issues, "/sm_count"), "missing") << issuesText(Issues);
  EXPECT_EQ(issueAt(Issues, "/occupancy/registers_per_sm"), "missing");
  EXPECT_EQ(issueAt(Issues, "/instructions/fp64_div"), "missing");
  EXPECT_EQ(Issues.size(), 3u) << issuesText(Issues);
}

TEST_F(GpuFileCheck, ReportsMalformedValues) {
  json J = Good;
  J["clocks"]["core_clock_mhz"]["value"] = "fast";
  J["caches"]["l2_size_bytes"] = 41943040; // a bare number: no provenance object
  J["compute_capability"] = "eight";
  J["occupancy"]["max_blocks_per_sm"]["value"] = 31.5;
  auto Issues = check(J);
  EXPECT_NE(issueAt(Issues, "/clocks/core_clock_mhz/value").find("expected a number, got \"fast\""),
            std::string::npos)
      << issuesText(Issues);
  EXPECT_NE(issueAt(Issues, "/caches/l2_size_bytes").find("expected {\"value\""), std::string::npos);
  EXPECT_NE(issueAt(Issues, "/compute_capability").find("\"<major>.<minor>\""), std::string::npos);
  EXPECT_NE(issueAt(Issues, "/occupancy/max_blocks_per_sm").find("expected an integer, got 31.5"),
            std::string::npos);
}

TEST_F(GpuFileCheck, ReportsOutOfRangeValues) {
  json J = Good;
  J["sm_count"]["value"] = 5000;
  J["clocks"]["core_clock_mhz"]["value"] = 50;
  J["occupancy"]["max_warps_per_sm"]["value"] = 48; // 2048 threads / 32 = 64
  auto Issues = check(J);
  EXPECT_EQ(issueAt(Issues, "/sm_count"), "out of range: 5000 (expected 1 to 1000)") << issuesText(Issues);
  EXPECT_EQ(issueAt(Issues, "/clocks/core_clock_mhz"), "out of range: 50 (expected 100 to 5000)");
  EXPECT_EQ(issueAt(Issues, "/occupancy/max_warps_per_sm"),
            "must equal max_threads_per_sm / warp_size = 64, got 48");
}

TEST_F(GpuFileCheck, SustainedBandwidthIsOptionalAndAtMostThePeak) {
  json J = Good;
  J["bandwidth"]["dram_sustained_gbps"] = {{"value", 1e5}, {"estimate", "too high, for the test"}};
  auto Issues = check(J);
  EXPECT_NE(issueAt(Issues, "/bandwidth/dram_sustained_gbps").find("exceeds the peak dram_gbps"),
            std::string::npos)
      << issuesText(Issues);
  // Absent: the models use the peak.
  J["bandwidth"].erase("dram_sustained_gbps");
  EXPECT_TRUE(check(J).empty()) << issuesText(check(J));
  auto M = parseGpuFile(J.dump(), "test.json");
  ASSERT_TRUE(bool(M)) << llvm::toString(M.takeError());
  EXPECT_EQ(M->DramSustainedBandwidthGBps, 0);
  EXPECT_EQ(M->dramSustainedGBps(), M->DramBandwidthGBps);
}

TEST_F(GpuFileCheck, MemoryInstructionQueueIsAnOptionalFlag) {
  json J = Good;
  J.erase("memory_instruction_queue");
  auto Absent = parseGpuFile(J.dump(), "test.json");
  ASSERT_TRUE(bool(Absent)) << llvm::toString(Absent.takeError());
  EXPECT_FALSE(Absent->MemoryInstructionQueue); // the paper's sum of issue cycles
  J["memory_instruction_queue"] = {{"value", 1}, {"source", "CPG"}};
  auto On = parseGpuFile(J.dump(), "test.json");
  ASSERT_TRUE(bool(On)) << llvm::toString(On.takeError());
  EXPECT_TRUE(On->MemoryInstructionQueue);
  J["memory_instruction_queue"] = {{"value", 2}, {"source", "CPG"}};
  EXPECT_NE(issueAt(check(J), "/memory_instruction_queue"), "") << issuesText(check(J));
}

// The shipped files: the queue from compute capability 7.0 on (Nsight Compute's
// MIO / LG queue stall reasons), the sum before.
TEST(GpuDatabaseValues, MemoryInstructionQueueFromVolta) {
  for (const GpuModel &M : GpuDatabase::builtin().all())
    EXPECT_EQ(M.MemoryInstructionQueue, M.ComputeMajor >= 7) << M.Id;
}

// Shared memory on the RTX 3090 as Accel-Sim's microbenchmarks measured it
// (ShihengCao/AMALi, hardware/NVIDIA_GeForce_RTX_3090/stats.txt): shared_bw,
// 4-byte loads, 63.9 B/clk/SM; shared_bw_64, 8-byte loads, 127.9 B/clk/SM. A
// warp's 4-byte access moves 128 B: 128 / 63.9 = 2 SM clocks, 8 cycles of each
// of the 4 processing blocks. An 8-byte access is 2 passes of the banks (256
// B) at 127.9 B/clk: also 2 SM clocks, so a pass is 4 cycles and max(8, 2 x 4)
// = 8. Where a pass is as long as the issue (RTX 2080 Ti: 64 B/clk/SM measured
// (Jia et al. 2019), 8 and 8; A100: 8 LD/ST units per processing block, 4 and
// 4), the sum of the passes is what it was before the split.
TEST(GpuDatabaseValues, SharedIssueAndBankPass) {
  const GpuModel &Ga102 = builtinGpu("rtx3090");
  EXPECT_EQ(Ga102.cost(InstrClass::LoadShared).IssueCycles, 8);
  EXPECT_EQ(Ga102.cost(InstrClass::StoreShared).IssueCycles, 8);
  EXPECT_NEAR(Ga102.sharedPassCycles(), 4, 0.01);
  EXPECT_NEAR(128 / (63.9 / 4), Ga102.cost(InstrClass::LoadShared).IssueCycles, 0.02);
  const GpuModel &Tu102 = builtinGpu("rtx2080ti");
  EXPECT_EQ(Tu102.cost(InstrClass::LoadShared).IssueCycles, 8);
  EXPECT_NEAR(Tu102.sharedPassCycles(), 8, 0.01);
  const GpuModel &Ga100 = builtinGpu("a100-pcie-40gb");
  EXPECT_EQ(Ga100.cost(InstrClass::LoadShared).IssueCycles, 4);
  EXPECT_NEAR(Ga100.sharedPassCycles(), 4, 0.01);
  // Every GA10x, Ada and GB20x file: the GA10x issue, the pass of its bandwidth.
  for (const GpuModel &M : GpuDatabase::builtin().all())
    if (M.computeCapability() == 8.6 || M.computeCapability() == 8.9 || M.ComputeMajor == 12) {
      EXPECT_EQ(M.cost(InstrClass::LoadShared).IssueCycles, 8) << M.Id;
      EXPECT_NEAR(M.sharedPassCycles(), 4, 0.01) << M.Id;
    }
  // Without a shared-memory bandwidth a pass is the load's issue.
  GpuModel NoBandwidth = Tu102;
  NoBandwidth.SharedBandwidthBytesPerCyclePerSm = 0;
  EXPECT_EQ(NoBandwidth.sharedPassCycles(), 8);
}

// Each cross-check of `gpus check`, on a file with exactly that one defect; the
// issue names the field.
TEST_F(GpuFileCheck, ReportsL2LatencyNotAboveL1) {
  json J = Good; // A100 SXM4 80GB: L1 33.2, L2 205.7, DRAM 551.6 cycles
  J["memory_latency_cycles"]["l2"]["value"] = 30;
  auto Issues = check(J);
  ASSERT_EQ(Issues.size(), 1u) << issuesText(Issues);
  EXPECT_EQ(issueAt(Issues, "/memory_latency_cycles/l2"),
            "30 is not above the L1 latency 33.2 (expected l1 < l2 < dram)");
  J["memory_latency_cycles"]["l2"]["value"] = 33.2; // equal is out of order too
  EXPECT_EQ(check(J).size(), 1u);
}

TEST_F(GpuFileCheck, ReportsDramLatencyNotAboveL2) {
  json J = Good;
  J["memory_latency_cycles"]["dram"]["value"] = 200;
  auto Issues = check(J);
  ASSERT_EQ(Issues.size(), 1u) << issuesText(Issues);
  EXPECT_EQ(issueAt(Issues, "/memory_latency_cycles/dram"),
            "200 is not above the L2 latency 205.7 (expected l1 < l2 < dram)");
}

TEST_F(GpuFileCheck, ReportsL2BandwidthBelowDram) {
  json J = Good;
  J["bandwidth"]["l2_gbps"]["value"] = 1000; // DRAM peak 2039
  auto Issues = check(J);
  ASSERT_EQ(Issues.size(), 1u) << issuesText(Issues);
  EXPECT_NE(issueAt(Issues, "/bandwidth/l2_gbps").find("1000 GB/s is below the DRAM peak dram_gbps 2039"),
            std::string::npos)
      << issuesText(Issues);
}

TEST_F(GpuFileCheck, ReportsL1BandwidthOfAllSmsBelowL2) {
  json J = Good;
  J["bandwidth"]["l1_bytes_per_cycle_per_sm"]["value"] = 1; // 1 x 108 x 1410 MHz = 152.28 GB/s < 5404
  auto Issues = check(J);
  ASSERT_EQ(Issues.size(), 1u) << issuesText(Issues);
  EXPECT_NE(issueAt(Issues, "/bandwidth/l1_bytes_per_cycle_per_sm")
                .find("1 B/cycle x 108 SMs x 1410 MHz = 152.3 GB/s is below the L2 bandwidth l2_gbps 5404"),
            std::string::npos)
      << issuesText(Issues);
}

TEST_F(GpuFileCheck, ReportsSustainedAbovePeakAlone) {
  json J = Good;
  J["bandwidth"]["dram_sustained_gbps"]["value"] = 2040; // peak 2039
  auto Issues = check(J);
  ASSERT_EQ(Issues.size(), 1u) << issuesText(Issues);
  EXPECT_NE(issueAt(Issues, "/bandwidth/dram_sustained_gbps").find("2040 exceeds the peak dram_gbps 2039"),
            std::string::npos);
}

TEST_F(GpuFileCheck, ReportsBadAccessWidthAndNote) {
  json J = Good;
  J["bandwidth"]["l1_access_bytes"]["value"] = 32;
  J["sm_count"]["note"] = 7;
  auto Issues = check(J);
  EXPECT_EQ(issueAt(Issues, "/bandwidth/l1_access_bytes"), "out of range: 32 (expected 1 to 16)") << issuesText(Issues);
  EXPECT_EQ(issueAt(Issues, "/sm_count/note"), "expected a note (non-empty string), got 7");
  EXPECT_EQ(Issues.size(), 2u) << issuesText(Issues);
  // The access width is optional: absent means "not stated".
  J = Good;
  J["bandwidth"].erase("l1_access_bytes");
  EXPECT_TRUE(check(J).empty()) << issuesText(check(J));
}

TEST_F(GpuFileCheck, BlockStartIsOptionalAndChecked) {
  // Absent: read as 0 (not modelled), no issue.
  json J = Good;
  J["launch_overhead"][0].erase("block_start_cycles");
  EXPECT_TRUE(check(J).empty()) << issuesText(check(J));
  auto M = parseGpuFile(J.dump(), "mine.json");
  ASSERT_TRUE(static_cast<bool>(M)) << llvm::toString(M.takeError());
  EXPECT_EQ(M->LaunchOverhead[0].BlockStartCycles, 0);
  // Present: a number of cycles with its source, like every other value.
  J["launch_overhead"][0]["block_start_cycles"] = {{"value", 250}, {"estimate", "a guess for this test"}};
  M = parseGpuFile(J.dump(), "mine.json");
  ASSERT_TRUE(static_cast<bool>(M)) << llvm::toString(M.takeError());
  EXPECT_EQ(M->LaunchOverhead[0].BlockStartCycles, 250);
  EXPECT_EQ(M->Provenance.at("/launch_overhead/0/block_start_cycles"), "estimate: a guess for this test");
  J["launch_overhead"][0]["block_start_cycles"]["value"] = -5;
  EXPECT_EQ(issueAt(check(J), "/launch_overhead/0/block_start_cycles"),
            "out of range: -5 (expected 0 to 100000)")
      << issuesText(check(J));
  J["launch_overhead"][0]["block_start_cycles"] = 300; // a bare number has no source
  EXPECT_NE(issueAt(check(J), "/launch_overhead/0/block_start_cycles"), "") << issuesText(check(J));
}

TEST_F(GpuFileCheck, ReportsEveryMissingFieldOfATinyFile) {
  auto Issues = checkGpuFile(R"({"schema_version": 1, "id": "tiny", "sources": {}})");
  for (const char *F : {"/name", "/sm_count", "/clocks", "/memory_latency_cycles", "/bandwidth", "/launch_overhead",
                        "/occupancy", "/instructions", "/units_per_processing_block"})
    EXPECT_EQ(issueAt(Issues, F), "missing") << F << "\n" << issuesText(Issues);
}

TEST_F(GpuFileCheck, ReportsValueWithoutSourceAndUndefinedSource) {
  json J = Good;
  J["bandwidth"]["dram_gbps"].erase("source");
  J["memory_latency_cycles"]["l2"]["source"] = "NO-SUCH-KEY";
  J["memory_latency_cycles"]["l1"]["estimate"] = "";
  J["memory_latency_cycles"]["l1"].erase("source");
  auto Issues = check(J);
  EXPECT_NE(issueAt(Issues, "/bandwidth/dram_gbps").find("no \"source\" or \"estimate\""),
            std::string::npos)
      << issuesText(Issues);
  EXPECT_EQ(issueAt(Issues, "/memory_latency_cycles/l2/source"),
            "source 'NO-SUCH-KEY' is not defined in /sources");
  EXPECT_NE(issueAt(Issues, "/memory_latency_cycles/l1/estimate").find("reasoning"), std::string::npos);
}

TEST_F(GpuFileCheck, ReportsUnknownInstructionClassAndFields) {
  json J = Good;
  J["instructions"]["fp128_add"] = J["instructions"]["fp64_add"];
  J["bandwidth"]["l3_gbps"] = J["bandwidth"]["l2_gbps"];
  J["colour"] = "green";
  auto Issues = check(J);
  EXPECT_NE(issueAt(Issues, "/instructions/fp128_add").find("unknown instruction class"), std::string::npos)
      << issuesText(Issues);
  EXPECT_EQ(issueAt(Issues, "/bandwidth/l3_gbps"), "unknown field");
  EXPECT_EQ(issueAt(Issues, "/colour"), "unknown field");
}

TEST_F(GpuFileCheck, ReportsInvalidJsonWithLine) {
  auto Issues = checkGpuFile("{\n  \"id\": \"x\",\n  oops\n}");
  ASSERT_EQ(Issues.size(), 1u);
  EXPECT_EQ(Issues[0].Field, "/");
  EXPECT_NE(Issues[0].Message.find("invalid JSON at line 3"), std::string::npos) << Issues[0].Message;
}

TEST_F(GpuFileCheck, ParseErrorListsEveryIssueWithOrigin) {
  json J = Good;
  J.erase("sm_count");
  J["sm_count_typo"] = 1;
  auto M = parseGpuFile(J.dump(), "mine.json");
  ASSERT_FALSE(static_cast<bool>(M));
  std::string Msg = llvm::toString(M.takeError());
  EXPECT_NE(Msg.find("mine.json: /sm_count: missing"), std::string::npos) << Msg;
  EXPECT_NE(Msg.find("mine.json: /sm_count_typo: unknown field"), std::string::npos) << Msg;
}

// --- writer ----------------------------------------------------------------------

TEST(GpuFileWriter, RoundTripsEveryBuiltinModel) {
  for (const GpuModel &M : GpuDatabase::builtin().all()) {
    std::string Text = writeGpuFile(M);
    EXPECT_TRUE(checkGpuFile(Text).empty()) << M.Id << "\n" << issuesText(checkGpuFile(Text));
    auto Back = parseGpuFile(Text, M.Id);
    ASSERT_TRUE(static_cast<bool>(Back)) << llvm::toString(Back.takeError());
    EXPECT_EQ(Back->Provenance, M.Provenance) << M.Id;
    EXPECT_EQ(writeGpuFile(*Back), Text) << M.Id;
    EXPECT_EQ(Back->SmCount, M.SmCount);
    EXPECT_EQ(Back->DramBandwidthGBps, M.DramBandwidthGBps);
    EXPECT_EQ(Back->Occupancy.SharedMemCarveoutBytes, M.Occupancy.SharedMemCarveoutBytes);
    ASSERT_EQ(Back->LaunchOverhead.size(), M.LaunchOverhead.size());
    EXPECT_EQ(Back->LaunchOverhead[0].PerBlockUs, M.LaunchOverhead[0].PerBlockUs);
    EXPECT_EQ(Back->LaunchOverhead[0].BlockStartCycles, M.LaunchOverhead[0].BlockStartCycles);
    for (unsigned C = 0; C < NumInstrClasses; ++C) {
      EXPECT_EQ(Back->Instructions[C].LatencyCycles, M.Instructions[C].LatencyCycles);
      EXPECT_EQ(Back->Instructions[C].IssueCycles, M.Instructions[C].IssueCycles);
    }
    // The writer reproduces the shipped file itself (same JSON value).
    EXPECT_EQ(gpuModelToJson(M), json::parse(embeddedText(M.Id))) << M.Id;
  }
}

TEST(GpuFileWriter, ValueWithoutProvenanceIsWrittenAsSuchAnEstimate) {
  GpuModel M = builtinGpu("t4");
  M.Provenance.erase("/sm_count");
  json J = gpuModelToJson(M);
  EXPECT_EQ(J["sm_count"]["value"], 40);
  EXPECT_EQ(J["sm_count"]["estimate"], "no provenance recorded for this value");
}

// --- spot values pinned against published data -----------------------------------

TEST(GpuDatabaseValues, A100Sxm4MatchesSpecAndCudaOccupancyHeader) {
  const GpuModel &M = builtinGpu("a100-sxm4-80gb");
  EXPECT_EQ(M.SmCount, 108u);
  EXPECT_EQ(M.ComputeMajor, 8);
  EXPECT_EQ(M.ComputeMinor, 0);
  EXPECT_EQ(M.CoreClockMHz, 1410);
  EXPECT_EQ(M.DramBandwidthGBps, 2039);
  EXPECT_EQ(M.L2SizeBytes, 40u * 1024 * 1024);
  // cudaGetDeviceProperties on an A100 / cuda_occupancy.h for CC 8.0.
  const OccupancyLimits &O = M.Occupancy;
  EXPECT_EQ(O.MaxBlocksPerSm, 32u);
  EXPECT_EQ(O.RegistersPerSm, 65536u);
  EXPECT_EQ(O.MaxThreadsPerSm, 2048u);
  EXPECT_EQ(O.MaxWarpsPerSm, 64u);
  EXPECT_EQ(O.SharedMemPerSmBytes, 167936u);
  EXPECT_EQ(O.SharedMemPerBlockOptinBytes, 166912u);
  EXPECT_EQ(O.ReservedSharedMemPerBlockBytes, 1024u);
  EXPECT_EQ(O.SharedMemAllocationGranularityBytes, 128u);
  EXPECT_EQ(O.RegisterAllocationUnit, 256u);
  EXPECT_EQ(O.RegisterSubPartitions, 4u);
  EXPECT_EQ(O.MaxRegistersPerThread, 256u); // cudaOccRegAllocationMaxPerThread, CC >= 7
  std::vector<unsigned> Steps = {0, 8192, 16384, 32768, 65536, 102400, 135168, 167936};
  EXPECT_EQ(O.SharedMemCarveoutBytes, Steps);
  EXPECT_EQ(M.Provenance.at("/sm_count").rfind("LUO24-T3: ", 0), 0u);
  EXPECT_EQ(M.Provenance.at("/memory_latency_cycles/uncoalesced").rfind("estimate: ", 0), 0u);
  // Issue delay (docs/model.md#issue-delay): 16 FP32 lanes per processing block -> 2 cycles; 8 FP64 lanes -> 4.
  EXPECT_EQ(M.cost(InstrClass::Fp32Fma).IssueCycles, 2);
  EXPECT_EQ(M.cost(InstrClass::Fp64Fma).IssueCycles, 4);
  EXPECT_EQ(M.cost(InstrClass::Fp32Fma).LatencyCycles, 4);
}

TEST(GpuDatabaseValues, OlderGpusMatchPublishedLimits) {
  const GpuModel &K40 = builtinGpu("k40");
  EXPECT_EQ(K40.SmCount, 15u);
  EXPECT_EQ(K40.Occupancy.MaxBlocksPerSm, 16u);
  EXPECT_EQ(K40.Occupancy.SharedMemAllocationGranularityBytes, 256u);
  ASSERT_EQ(K40.Occupancy.CacheConfigs.size(), 4u);
  for (const CacheConfig &C : K40.Occupancy.CacheConfigs) // cudaOccSMemPreference, 48 KB high
    EXPECT_EQ(C.SharedMemPerSmBytes, C.Name == "prefer-l1" ? 16384u
                                     : C.Name == "prefer-equal" ? 32768u
                                                                : 49152u)
        << C.Name;
  const GpuModel &F = builtinGpu("gtx480");
  EXPECT_EQ(F.SmCount, 15u);
  EXPECT_EQ(F.Occupancy.MaxThreadsPerSm, 1536u);
  EXPECT_EQ(F.Occupancy.MaxBlocksPerSm, 8u);
  EXPECT_EQ(F.Occupancy.RegistersPerSm, 32768u);
  EXPECT_EQ(F.Occupancy.RegisterAllocationUnit, 64u);
  EXPECT_EQ(F.Occupancy.MaxRegistersPerThread, 63u);
  EXPECT_EQ(F.Occupancy.SharedMemAllocationGranularityBytes, 128u);
  EXPECT_EQ(builtinGpu("gtx580").SmCount, 16u);
  EXPECT_EQ(builtinGpu("t4").Occupancy.MaxThreadsPerSm, 1024u);
  EXPECT_EQ(builtinGpu("t4").Occupancy.MaxBlocksPerSm, 16u);
  EXPECT_EQ(builtinGpu("rtx3090").Occupancy.MaxBlocksPerSm, 16u);
  EXPECT_EQ(builtinGpu("rtx3090").Occupancy.SharedMemPerSmBytes, 102400u);
  EXPECT_EQ(builtinGpu("rtx4090").Occupancy.MaxBlocksPerSm, 24u);
  EXPECT_EQ(builtinGpu("p100").Occupancy.RegisterSubPartitions, 2u);
  EXPECT_EQ(builtinGpu("v100").Occupancy.SharedMemPerBlockOptinBytes, 98304u);
  EXPECT_EQ(builtinGpu("h100-sxm").SmCount, 132u);
  EXPECT_EQ(builtinGpu("h100-sxm").Occupancy.SharedMemPerSmBytes, 233472u);
  EXPECT_EQ(builtinGpu("h100-sxm").Occupancy.MaxBarriersPerSm, 64u);
  EXPECT_EQ(builtinGpu("b200").SmCount, 148u);
  EXPECT_EQ(builtinGpu("gtx1050").SmCount, 5u); // the Kleimenov & Popova paper's GPU
  // Spec-sheet GPUs not in gpu-params.json.
  EXPECT_EQ(builtinGpu("titan").SmCount, 14u);
  EXPECT_EQ(builtinGpu("titan-black").SmCount, 15u);
  EXPECT_EQ(builtinGpu("gtx970").SmCount, 13u);
  EXPECT_EQ(builtinGpu("gtx1070").SmCount, 15u);
  EXPECT_EQ(builtinGpu("titan-rtx").SmCount, 72u);
  EXPECT_EQ(builtinGpu("rtx-a6000").SmCount, 84u);
  EXPECT_EQ(builtinGpu("rtx-a4000").SmCount, 48u);
  EXPECT_EQ(builtinGpu("rtx3060-laptop").SmCount, 30u);
  EXPECT_EQ(builtinGpu("a100-pcie-40gb").DramBandwidthGBps, 1555);
  // Sustained DRAM bandwidth: measured where published (Microway's bandwidthTest
  // on a K40m, gpu-benches' V100 copy), else the ratio of a measured board.
  EXPECT_EQ(builtinGpu("k40").DramSustainedBandwidthGBps, 202.7);
  EXPECT_EQ(builtinGpu("v100").DramSustainedBandwidthGBps, 809); // gpu-benches copy, V100 PCIe (same HBM2)
  EXPECT_NEAR(builtinGpu("gtx680").DramSustainedBandwidthGBps, 192.26 * 202.7 / 288, 0.05);
  for (const GpuModel &G : GpuDatabase::builtin().all()) {
    EXPECT_GT(G.DramSustainedBandwidthGBps, 0) << G.Id;
    EXPECT_LE(G.DramSustainedBandwidthGBps, G.DramBandwidthGBps) << G.Id;
  }
}

TEST(GpuDatabaseValues, ProxiedValuesSaySo) {
  // The TITAN's latencies come from the K40 (same GK110 SM) and the file says so.
  const GpuModel &M = builtinGpu("titan");
  const std::string &P = M.Provenance.at("/memory_latency_cycles/shared");
  EXPECT_NE(P.find("Tesla K40"), std::string::npos) << P;
  EXPECT_EQ(M.SharedLatencyCycles, builtinGpu("k40").SharedLatencyCycles);
}

TEST(GpuDatabaseValues, DramBandwidthAgreesWithMemoryClock) {
  // 2 x memory clock x bus width / 8 (the cudaDeviceProp convention): A100 SXM4 80GB,
  // 5120-bit HBM2e at 1593 MHz -> 2039 GB/s; RTX 3090, 384-bit at 9751 MHz -> 936 GB/s.
  EXPECT_NEAR(2 * builtinGpu("a100-sxm4-80gb").MemoryClockMHz * 5120 / 8 / 1000, 2039, 1);
  EXPECT_NEAR(2 * builtinGpu("rtx3090").MemoryClockMHz * 384 / 8 / 1000, 936, 1);
}

// --- measured figures (the measured-microbenchmark collection) -------------------

TEST(GpuDatabaseValues, MeasuredFiguresAreUsedWhereTheyExist) {
  // BabelStream copy on an H100 SXM5 (Azure ND H100 v5): 2.90 TB/s.
  EXPECT_EQ(builtinGpu("h100-sxm").DramSustainedBandwidthGBps, 2900);
  EXPECT_EQ(builtinGpu("h200").DramSustainedBandwidthGBps, 4010);
  EXPECT_EQ(builtinGpu("b200").DramSustainedBandwidthGBps, 6502.7); // OpenCL-Benchmark write
  // nvbench c = a + b on the data-set boards.
  EXPECT_EQ(builtinGpu("rtx3060").DramSustainedBandwidthGBps, 336.1);
  EXPECT_EQ(builtinGpu("rtx3060ti").DramSustainedBandwidthGBps, 414.1);
  EXPECT_EQ(builtinGpu("rtx3070ti").DramSustainedBandwidthGBps, 554.5);
  EXPECT_EQ(builtinGpu("rtx3080").DramSustainedBandwidthGBps, 699.3);
  // gpu-benches on the A100-SXM4-80GB: L2 plateau, L1 with 4-byte loads, pointer chase.
  const GpuModel &A = builtinGpu("a100-sxm4-80gb");
  EXPECT_EQ(A.L2BandwidthGBps, 5404);
  EXPECT_EQ(A.L1BandwidthBytesPerCyclePerSm, 125.2);
  EXPECT_EQ(A.L1AccessBytes, 4u);
  EXPECT_EQ(A.L1LatencyCycles, 33.2);
  EXPECT_EQ(A.L2LatencyCycles, 205.7);
  EXPECT_EQ(A.DramLatencyCycles, 551.6);
  EXPECT_EQ(A.Provenance.at("/memory_latency_cycles/dram").rfind("MEAS-a100-sxm4-80gb-latency-dram-cycles: ", 0),
            0u);
  // GA102 / AD102 L1: 64 B/cycle/SM with 4-byte loads (A40, L40), not the 128 of 16-byte loads.
  EXPECT_EQ(builtinGpu("a40").L1BandwidthBytesPerCyclePerSm, 64);
  EXPECT_EQ(builtinGpu("l40").L1BandwidthBytesPerCyclePerSm, 63.9);
  EXPECT_EQ(builtinGpu("rtx3090").L1BandwidthBytesPerCyclePerSm, 64);
  EXPECT_EQ(builtinGpu("rtx3090").L1AccessBytes, 4u);
  EXPECT_EQ(builtinGpu("rtx4090").L1BandwidthBytesPerCyclePerSm, 63.7); // Luo et al., FP32 column
  // A proxy says which board it comes from; DRAM cycles follow the clock: 556 x 1695 / 1740.
  const GpuModel &G = builtinGpu("rtx3090");
  EXPECT_NEAR(G.DramLatencyCycles, 556.0 * 1695 / 1740, 0.05);
  EXPECT_NE(G.Provenance.at("/memory_latency_cycles/dram").find("A40"), std::string::npos);
  EXPECT_EQ(G.L1LatencyCycles, 33.2);
  // Turing GTX 16 boards have no tensor cores.
  EXPECT_EQ(builtinGpu("gtx1650").UnitsPerProcessingBlock.at("tensor"), 0);
  EXPECT_EQ(builtinGpu("rtx2060").UnitsPerProcessingBlock.at("tensor"), 2);
}

TEST(GpuDatabaseValues, ArchitectureIssueFacts) {
  // FP32 lanes per SM sub-partition: GA10x / AD10x 32 (16 + 16 shared with INT32),
  // GA100 16, Turing 16, GH100 32 (the architecture whitepapers).
  for (const char *Id : {"rtx3090", "rtx3060", "a40", "rtx4090", "l40", "rtx5090", "h100-sxm"})
    EXPECT_EQ(builtinGpu(Id).UnitsPerProcessingBlock.at("fp32"), 32) << Id;
  for (const char *Id : {"a100-sxm4-80gb", "a30", "t4", "rtx2080ti", "gtx1650", "v100"})
    EXPECT_EQ(builtinGpu(Id).UnitsPerProcessingBlock.at("fp32"), 16) << Id;
  EXPECT_EQ(builtinGpu("rtx3090").UnitsPerProcessingBlock.at("int32"), 16);
  EXPECT_EQ(builtinGpu("rtx3090").cost(InstrClass::Fp32Fma).IssueCycles, 1);
  EXPECT_EQ(builtinGpu("a100-sxm4-80gb").cost(InstrClass::Fp32Fma).IssueCycles, 2);
  EXPECT_EQ(builtinGpu("rtx3090").Provenance.at("/units_per_processing_block/fp32").rfind("WP-SM: ", 0), 0u);
  auto N = builtinGpu("rtx3090").Notes.find("/units_per_processing_block/fp32");
  ASSERT_NE(N, builtinGpu("rtx3090").Notes.end());
  EXPECT_NE(N->second.Text.find("16 lanes that run either FP32 or INT32"), std::string::npos);
}

TEST(GpuDatabaseValues, BlackwellConsumerOccupancyIsCc120) {
  // cuda_occupancy.h for CC 12.0: 24 blocks, 1536 threads, 100 KB shared, 1 barrier set per block slot.
  const GpuModel &M = builtinGpu("rtx5090");
  EXPECT_EQ(M.ComputeMajor, 12);
  EXPECT_EQ(M.ComputeMinor, 0);
  EXPECT_EQ(M.SmCount, 170u);
  EXPECT_EQ(M.Occupancy.MaxThreadsPerSm, 1536u);
  EXPECT_EQ(M.Occupancy.MaxBlocksPerSm, 24u);
  EXPECT_EQ(M.Occupancy.SharedMemPerSmBytes, 102400u);
  EXPECT_EQ(M.Occupancy.SharedMemPerBlockOptinBytes, 101376u);
  EXPECT_EQ(M.Occupancy.MaxBarriersPerSm, 24u);
  EXPECT_EQ(M.L1LatencyCycles, 44); // markdewing pointer chase on an RTX 5090
  EXPECT_EQ(M.DramLatencyCycles, 936);
}

// Spec sheets: DRAM peak = 2 x memory clock x bus width / 8 for every new board
// (bus widths from the vendors' specifications).
TEST(GpuDatabaseValues, NewGpusDramPeakAgreesWithMemoryClockAndBus) {
  std::tuple<const char *, unsigned, double> Cases[] = {
      {"rtx2060", 192, 336},  {"rtx2070", 256, 448},   {"rtx2080", 256, 448},    {"gtx1660ti", 192, 288},
      {"gtx1650", 128, 192},  {"rtx3060", 192, 360},   {"rtx3060ti", 256, 448},  {"rtx3070", 256, 448},
      {"rtx3070ti", 256, 608}, {"rtx3080", 320, 760},  {"rtx3080ti", 384, 912},  {"a10", 384, 600},
      {"a40", 384, 696},      {"a30", 3072, 933},      {"a100-sxm4-40gb", 5120, 1555},
      {"a100-pcie-80gb", 5120, 1935}, {"rtx4060", 128, 272}, {"rtx4060ti", 128, 288}, {"rtx4070", 192, 504},
      {"rtx4070ti", 192, 504}, {"rtx4080", 256, 716.8}, {"l40", 384, 864}, {"l40s", 384, 864},
      {"rtx4000-ada", 160, 360}, {"rtx6000-ada", 384, 960}, {"h100-nvl", 6144, 3938}, {"h200", 6144, 4800},
      {"h200-nvl", 6144, 4800}, {"gh200", 5120, 4000}, {"rtx5090", 512, 1792}};
  for (auto [Id, Bus, Peak] : Cases) {
    const GpuModel &M = builtinGpu(Id);
    EXPECT_EQ(M.DramBandwidthGBps, Peak) << Id;
    EXPECT_NEAR(2 * M.MemoryClockMHz * Bus / 8 / 1000, Peak, Peak * 0.005) << Id;
  }
}

// The rule of the database: a value that differs from a figure measured on the
// same board (or, for latencies and launch, its stated proxy) by more than 10 %
// carries a written reason: it is an estimate (whose text is the reasoning) or
// has a note. The measured figures are those of the public sources the files
// cite (copied here, not read from the files).
TEST(GpuDatabaseValues, DisagreementsWithMeasuredFiguresAreExplained) {
  struct Row {
    const char *Id, *Field;
    double Measured;
    bool LowerBound; ///< an application figure: only a value below it disagrees
  };
  const Row Rows[] = {
      {"h100-sxm", "/bandwidth/dram_sustained_gbps", 2900, false},
      {"b200", "/bandwidth/dram_sustained_gbps", 6502.7, false},
      {"a100-sxm4-80gb", "/bandwidth/dram_sustained_gbps", 1709.4, false},
      {"a100-pcie-40gb", "/bandwidth/dram_sustained_gbps", 1382, false},
      {"v100", "/bandwidth/dram_sustained_gbps", 809, false},
      {"rtx3060-laptop", "/bandwidth/dram_sustained_gbps", 272.1, false},
      {"rtx-a6000", "/bandwidth/dram_sustained_gbps", 676.4, true},
      {"rtx-a4000", "/bandwidth/dram_sustained_gbps", 382.5, true},
      {"rtx2080ti", "/bandwidth/dram_sustained_gbps", 488.7, true},
      {"titan-rtx", "/bandwidth/dram_sustained_gbps", 531.1, true},
      {"rtx3090", "/bandwidth/dram_sustained_gbps", 829.0, true},
      {"l4", "/bandwidth/dram_sustained_gbps", 228.0, true},
      {"gtx1080", "/bandwidth/dram_sustained_gbps", 248.3, true},
      {"gtx580", "/bandwidth/dram_sustained_gbps", 157.3, true},
      {"gtx480", "/bandwidth/dram_sustained_gbps", 138.9, true},
      {"titan", "/bandwidth/dram_sustained_gbps", 223.4, true},
      {"k20", "/bandwidth/dram_sustained_gbps", 131.7, true},
      {"gtx680", "/bandwidth/dram_sustained_gbps", 119.8, true},
      {"rtx2060", "/bandwidth/dram_sustained_gbps", 201.1, false},
      {"a100-sxm4-80gb", "/bandwidth/l2_gbps", 5404, false},
      {"a100-pcie-40gb", "/bandwidth/l2_gbps", 5404, false},
      {"h100-pcie", "/bandwidth/l2_gbps", 6999, false},
      {"h100-sxm", "/bandwidth/l2_gbps", 10075, false},
      {"v100", "/bandwidth/l2_gbps", 2435, false},
      {"rtx-a6000", "/bandwidth/l2_gbps", 2494, false},
      {"rtx3090", "/bandwidth/l1_bytes_per_cycle_per_sm", 64.0, false},
      {"rtx4090", "/bandwidth/l1_bytes_per_cycle_per_sm", 63.9, false},
      {"l4", "/bandwidth/l1_bytes_per_cycle_per_sm", 63.9, false},
      {"h100-sxm", "/memory_latency_cycles/dram", 696, false},
      {"h100-sxm", "/memory_latency_cycles/l2", 291, false},
      {"h100-pcie", "/memory_latency_cycles/dram", 652, false},
      {"h100-pcie", "/memory_latency_cycles/l1", 34.2, false},
      {"a100-pcie-40gb", "/memory_latency_cycles/dram", 574, false},
      {"a100-pcie-40gb", "/memory_latency_cycles/l2", 213, false},
      {"v100", "/memory_latency_cycles/dram", 460, false},
      {"v100", "/memory_latency_cycles/l2", 221, false},
      {"rtx4090", "/memory_latency_cycles/dram", 636, false},
      {"l4", "/memory_latency_cycles/dram", 624, false},
      {"rtx3090", "/memory_latency_cycles/l1", 33.2, false},
      {"rtx3090", "/memory_latency_cycles/dram", 556, false},
      {"rtx3060", "/launch_overhead/0/base_us", 5.19, false},
      {"rtx3060ti", "/launch_overhead/0/base_us", 5.2, false},
      {"rtx3070ti", "/launch_overhead/0/base_us", 5.19, false},
      {"rtx3080", "/launch_overhead/0/base_us", 1.71, false},
      {"rtx3060-laptop", "/launch_overhead/0/base_us", 1.65, false},
      {"a100-pcie-40gb", "/launch_overhead/0/base_us", 2.62, false},
      {"rtx4090", "/launch_overhead/0/base_us", 1.64, false},
  };
  unsigned Explained = 0;
  for (const Row &R : Rows) {
    const GpuModel &M = builtinGpu(R.Id);
    auto V = gpuModelToJson(M)[json::json_pointer(R.Field)];
    ASSERT_TRUE(V.is_object()) << R.Id << R.Field;
    double Value = V["value"].get<double>();
    bool Disagrees = R.LowerBound ? Value < 0.9 * R.Measured : std::fabs(Value / R.Measured - 1) > 0.10;
    if (!Disagrees)
      continue;
    ++Explained;
    bool Reason = V.contains("estimate") || V.contains("note");
    EXPECT_TRUE(Reason) << R.Id << R.Field << " = " << Value << " vs measured " << R.Measured
                        << " with no written reason";
  }
  // The host-dependent launch figures and the 3060 Laptop's other memory
  // configuration are the known, written-down disagreements.
  EXPECT_GE(Explained, 4u);
}

// launch_overhead/*/base_us is the per-kernel time of back-to-back launches of a
// tiny kernel in one stream (docs/gpu-file-format.md#launch-overhead): where such
// a figure is published for the board it is the value; host-dependent figures of
// another kind of host are not GPU values and the file says why.
TEST(GpuDatabaseValues, LaunchOverheadIsTheBackToBackStreamFigure) {
  std::pair<const char *, double> Measured[] = {{"a100-sxm4-80gb", 2.62}, {"a40", 2.05}, {"l40", 1.64},
                                                {"gh200", 2.43},          {"rtx3080", 1.71}, {"rtx3060-laptop", 1.65}};
  for (auto [Id, Us] : Measured) {
    const GpuModel &M = builtinGpu(Id);
    ASSERT_EQ(M.LaunchOverhead.size(), 1u) << Id;
    EXPECT_EQ(M.LaunchOverhead[0].BaseUs, Us) << Id;
    EXPECT_EQ(M.Provenance.at("/launch_overhead/0/base_us").rfind("MEAS-", 0), 0u) << Id;
    auto N = M.Notes.find("/launch_overhead/0/base_us");
    ASSERT_NE(N, M.Notes.end()) << Id;
    EXPECT_NE(N->second.Text.find("back-to-back"), std::string::npos) << Id;
  }
  // The 5.2 us nvbench group (one host, most likely Windows WDDM) is not used; the GA10x
  // boards take the figure of the closest board measured on a fast host.
  for (const char *Id : {"rtx3060", "rtx3060ti", "rtx3070ti"}) {
    const GpuModel &M = builtinGpu(Id);
    EXPECT_LT(M.LaunchOverhead[0].BaseUs, 2.0) << Id;
    const std::string &P = M.Provenance.at("/launch_overhead/0/base_us");
    EXPECT_NE(P.find("host"), std::string::npos) << P;
    EXPECT_NE(P.find("5.1-5.2 us"), std::string::npos) << P;
  }
  // Every shipped GPU has one default line (warps 0) with a positive base and
  // a block start that says it is an estimate and where it was fitted.
  for (const GpuModel &M : GpuDatabase::builtin().all()) {
    ASSERT_FALSE(M.LaunchOverhead.empty()) << M.Id;
    EXPECT_EQ(M.launchLine(4).Warps, 0u) << M.Id;
    EXPECT_GT(M.launchLine(4).BaseUs, 0) << M.Id;
    EXPECT_GT(M.launchLine(4).BlockStartCycles, 0) << M.Id;
    const std::string &P = M.Provenance.at("/launch_overhead/0/block_start_cycles");
    EXPECT_EQ(P.rfind("estimate: ", 0), 0u) << M.Id << ": " << P;
    EXPECT_NE(P.find("empty-kernel"), std::string::npos) << M.Id << ": " << P;
  }
}

// Notes and citations that only an estimate mentions survive a write/read cycle;
// a note written for a provenance is dropped once the value's provenance changes.
TEST(GpuFileWriter, KeepsNotesWhileTheirProvenanceHolds) {
  GpuModel M = builtinGpu("a100-sxm4-80gb");
  ASSERT_TRUE(M.Notes.count("/bandwidth/l2_gbps"));
  json J = gpuModelToJson(M);
  EXPECT_TRUE(J["bandwidth"]["l2_gbps"].contains("note"));
  M.Provenance["/bandwidth/l2_gbps"] = "estimate: recalibrated";
  J = gpuModelToJson(M);
  EXPECT_FALSE(J["bandwidth"]["l2_gbps"].contains("note"));
  EXPECT_EQ(J["bandwidth"]["l2_gbps"]["estimate"], "recalibrated");
  // The measurement's citation stays in /sources although nothing cites it by key now.
  EXPECT_TRUE(J["sources"].contains("MEAS-a100-sxm4-80gb-l2-read-gbps"));
}

// findBuiltin parses one file for an exact id; it must give what find() gives.
TEST(GpuDatabase, FindBuiltinEqualsFindForEveryIdAndFallsBack) {
  const GpuDatabase &DB = GpuDatabase::builtin();
  ASSERT_FALSE(DB.all().empty());
  for (const GpuModel &M : DB.all()) {
    auto Fast = GpuDatabase::findBuiltin(M.Id);
    auto Slow = DB.find(M.Id);
    ASSERT_TRUE(Fast && Slow) << M.Id;
    EXPECT_EQ(writeGpuFile(*Fast), writeGpuFile(*Slow)) << M.Id;
  }
  // Not an id: an alias / device name, a case variant, an unknown name.
  for (const char *Name : {"A100", "a100-PCIE-40GB", "NVIDIA A100-PCIE-40GB"}) {
    auto Fast = GpuDatabase::findBuiltin(Name);
    auto Slow = DB.find(Name);
    ASSERT_EQ(bool(Fast), bool(Slow)) << Name;
    if (Fast)
      EXPECT_EQ(Fast->Id, Slow->Id) << Name;
    else {
      llvm::consumeError(Fast.takeError());
      llvm::consumeError(Slow.takeError());
    }
  }
  auto Unknown = GpuDatabase::findBuiltin("a100");
  auto UnknownSlow = DB.find("a100");
  ASSERT_FALSE(Unknown);
  ASSERT_FALSE(UnknownSlow);
  EXPECT_EQ(llvm::toString(Unknown.takeError()), llvm::toString(UnknownSlow.takeError()));
}

// Conversions from and to 64-bit types, against the CUDA Programming Guide's
// throughput row (results per clock per SM): 32 (CC 3.5), 8 (3.0), 4 (5.x, 6.1),
// 16 (6.0, 7.0, 8.0, 9.0), 2 (7.5, 8.6, 8.9). Issue cycles per warp on one
// processing block = 32 / (rate / processing blocks per SM).
TEST(GpuDatabase, SixtyFourBitConversionsRunAtTheGuidesRate) {
  std::pair<const char *, double> Cases[] = {
      {"k20", 32},      {"gtx680", 8},  {"gtx980", 4},    {"gtx1080", 4},  {"p100", 16},
      {"v100", 16},     {"rtx2080ti", 2}, {"a100-pcie-40gb", 16}, {"rtx3060", 2}, {"rtx-a4000", 2},
      {"l4", 2},        {"h100-sxm", 16}};
  for (auto [Id, PerSm] : Cases) {
    const GpuModel &M = builtinGpu(Id);
    double Pbs = M.ProcessingBlocksPerSm;
    EXPECT_DOUBLE_EQ(M.cost(InstrClass::ConversionF64).IssueCycles, 32 / (PerSm / Pbs)) << Id;
    // Never faster than a 32-bit conversion.
    EXPECT_GE(M.cost(InstrClass::ConversionF64).IssueCycles, M.cost(InstrClass::Conversion).IssueCycles) << Id;
  }
}
