//===- GpuDatabaseTest.cpp - GPU files, lookup, validation, writer --------===//
// Spot values are pinned against published data (NVIDIA spec sheets, the CUDA
// 13 cuda_occupancy.h, gpu-params.json), worked out independently of the
// generator script.
#include "gpumodel/GpuDatabase.h"
#include "gpumodel/GpuFileWriter.h"
#include "support/EmbeddedFiles.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <set>

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
  ASSERT_EQ(embedded::gpus::files().size(), 30u);
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
                       "rtx4090", "l4", "h100-sxm", "h100-pcie", "b200"};
  std::set<std::string> Have;
  for (const GpuModel &M : GpuDatabase::builtin().all())
    Have.insert(M.Id);
  for (const char *Id : Ids)
    EXPECT_TRUE(Have.count(Id)) << Id;
  EXPECT_EQ(Have.size(), 30u);
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
  EXPECT_NE(Msg.find("cannot read GPU file '/nonexistent/dir/gpu.json'"), std::string::npos) << Msg;
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
  // on a K40m, Jia et al.'s V100), else the ratio of a measured board.
  EXPECT_EQ(builtinGpu("k40").DramSustainedBandwidthGBps, 202.7);
  EXPECT_EQ(builtinGpu("v100").DramSustainedBandwidthGBps, 750);
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
