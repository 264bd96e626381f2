// The results reader: valid files in both layouts, and malformed ones
// rejected with the record (index, line, benchmark/variant) and field named.
#include "microbench/calibrate/BenchResults.h"
#include "microbench/calibrate/SyntheticResults.h"
#include "../common/ToyGpu.h"

#include <gtest/gtest.h>

using namespace kc::calib;

namespace {

const char *GoodLine =
    R"({"benchmark":"sm-clock","variant":"busy","unit":"MHz","device":{"name":"NVIDIA X","compute_capability":"8.6","sm_count":28,"core_clock_mhz":1700,"driver_version":12040},"date":"2025-01-01T00:00:00Z","repetitions":5,"median":1650,"min":1640,"spread":0.01})";

std::string errorOf(const std::string &Text) {
  auto R = parseResults(Text, "r.json");
  if (R)
    return "(no error)";
  return llvm::toString(R.takeError());
}

std::string replace(std::string S, const std::string &From, const std::string &To) {
  S.replace(S.find(From), From.size(), To);
  return S;
}

} // namespace

TEST(BenchResults, ReadsJsonLines) {
  auto R = parseResults(std::string(GoodLine) + "\n\n" + GoodLine + "\n", "r.json");
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  ASSERT_EQ(R->size(), 2u);
  EXPECT_EQ((*R)[1].Line, 3u);
  EXPECT_EQ((*R)[0].Device.SmCount, 28u);
  EXPECT_EQ((*R)[0].Device.ComputeMinor, 6);
  EXPECT_DOUBLE_EQ((*R)[0].Median, 1650);
}

TEST(BenchResults, DocumentRoundTrip) {
  std::vector<BenchRecord> S = synthesizeResults(kc::test::calibrationToyGpu());
  auto R = parseResults(resultsDocument(S).dump(), "synth.json");
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  ASSERT_EQ(R->size(), S.size());
  for (size_t I = 0; I < S.size(); ++I) {
    EXPECT_EQ((*R)[I].label(), S[I].label());
    EXPECT_DOUBLE_EQ((*R)[I].Median, S[I].Median);
    EXPECT_EQ((*R)[I].Points.size(), S[I].Points.size());
    EXPECT_TRUE((*R)[I].Synthetic);
  }
}

TEST(BenchResults, NamesRecordLineAndField) {
  std::string Bad = replace(GoodLine, R"("median":1650)", R"("median":"fast")");
  EXPECT_EQ(errorOf(std::string(GoodLine) + "\n" + Bad),
            "r.json: record 1 (line 2, sm-clock/busy): field 'median': expected a number, got \"fast\"");
}

TEST(BenchResults, MissingDeviceField) {
  std::string Bad = replace(GoodLine, R"("sm_count":28,)", "");
  EXPECT_EQ(errorOf(Bad), "r.json: record 0 (line 1, sm-clock/busy): field 'device/sm_count': missing");
}

TEST(BenchResults, BadPointInDocument) {
  std::string Rec = replace(GoodLine, R"("spread":0.01})",
                            R"("spread":0.01,"x_unit":"b","points":[{"x":1,"median":2},{"median":3}]})");
  std::string Doc = std::string(R"({"format":"kernelcast-microbench-results","version":1,"records":[)") +
                    GoodLine + "," + Rec + "]}";
  EXPECT_EQ(errorOf(Doc), "r.json: record 1 (sm-clock/busy): field 'points/1/x': missing");
}

TEST(BenchResults, OtherErrors) {
  EXPECT_EQ(errorOf(std::string(GoodLine) + "\n{oops"), "r.json: record 1 (line 2): not valid JSON");
  EXPECT_EQ(errorOf(replace(GoodLine, R"("min":1640)", R"("min":1700)")),
            "r.json: record 0 (line 1, sm-clock/busy): field 'min': 1700 is larger than the median 1650");
  EXPECT_EQ(errorOf(replace(GoodLine, R"("repetitions":5)", R"("repetitions":0)")),
            "r.json: record 0 (line 1, sm-clock/busy): field 'repetitions': expected a positive integer, got 0");
  EXPECT_EQ(errorOf(replace(GoodLine, R"("compute_capability":"8.6")", R"("compute_capability":"eight")")),
            "r.json: record 0 (line 1, sm-clock/busy): field 'device/compute_capability': expected "
            "\"<major>.<minor>\", got \"eight\"");
  EXPECT_EQ(errorOf(R"({"format":"something-else","records":[]})"),
            "r.json: not a microbenchmark results file (expected \"format\": "
            "\"kernelcast-microbench-results\" and a \"records\" array, or one JSON record per line)");
  EXPECT_EQ(errorOf("\n\n"), "r.json: no benchmark records");
  std::string Other = replace(GoodLine, "NVIDIA X", "NVIDIA Y");
  EXPECT_EQ(errorOf(std::string(GoodLine) + "\n" + Other),
            "r.json: record 1 (sm-clock/busy): device 'NVIDIA Y' differs from record 0's 'NVIDIA X'; "
            "calibrate one GPU at a time");
}
