// The model cache (ModelCache.h): a hit gives the models a fresh analysis gives
// (same JSON, same front-end warnings), every option that changes the models is
// part of the key (a changed one is a miss), and a damaged entry is dropped with
// a note and rebuilt.
#include "analyzer/CacheEntry.h"
#include "FrontendTestUtil.h"
#include "analyzer/CompileCache.h"
#include "analyzer/ModelCache.h"
#include "analyzer/SourceAnalysis.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include "../common/TempFiles.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <set>

using namespace kc;

namespace {

std::string source(const std::string &Rel) { return std::string(KC_SOURCE_DIR) + "/" + Rel; }

std::string tempDir() { return kc::test::tempDir("kc-model-cache-test"); }

using kc::test::readAll;
using kc::test::writeAll;

SourceAnalysisOptions cached(const std::string &Dir) {
  SourceAnalysisOptions O;
  O.Compile.CacheDir = Dir;
  O.Ptxas.CacheDir = Dir;
  return O;
}

/// The JSON text analyze --json prints, or the error.
std::string jsonOf(llvm::Expected<AnalyzedSource> &R) {
  return R ? toJson(R->Models).dump(2) : std::string("error");
}

using Notes = kc::test::CacheNotes;

/// The one model entry file of \p Dir.
std::string modelEntry(const std::string &Dir) {
  std::string Found;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC; It.increment(EC))
    if (llvm::StringRef(It->path()).contains(".model-"))
      Found = It->path();
  return Found;
}

} // namespace

TEST(ModelCache, HitGivesTheModelsOfAFreshAnalysis) {
  // Several kernels per file, a template kernel, notes (branch), host code; the
  // front-end warning of the unroll cap: UnrollCapWarningOnAHit.
  for (const char *Rel : {"tests/kernels/saxpy.cu", "tests/kernels/amaris_kernels.cu",
                          "tests/kernels/template_kernel.cu", "tests/kernels/branch.cu"}) {
    SCOPED_TRACE(Rel);
    std::string Dir = tempDir();
    SourceAnalysisOptions Off = cached(Dir);
    Off.Compile.UseCache = Off.Ptxas.UseCache = false;
    auto Fresh = analyzeSource(source(Rel), Off);
    ASSERT_TRUE(bool(Fresh)) << llvm::toString(Fresh.takeError());
    auto Miss = analyzeSource(source(Rel), cached(Dir));
    ASSERT_TRUE(bool(Miss));
    EXPECT_FALSE(Miss->ModelsFromCache);
    auto Hit = analyzeSource(source(Rel), cached(Dir));
    ASSERT_TRUE(bool(Hit));
    EXPECT_TRUE(Hit->ModelsFromCache);
    EXPECT_EQ(Hit->AnalysisMs, 0.0);
    EXPECT_EQ(jsonOf(Hit), jsonOf(Fresh));
    EXPECT_EQ(jsonOf(Miss), jsonOf(Fresh));
    EXPECT_EQ(Hit->Models.FrontendWarnings, Fresh->Models.FrontendWarnings);
    EXPECT_EQ(Hit->Models.SourceFile, source(Rel));
    llvm::sys::fs::remove_directories(Dir);
  }
}

TEST(ModelCache, UnrollCapWarningOnAHit) {
  std::string Dir = tempDir();
  auto Miss = analyzeSource(source("tests/e2e_hostile/huge_unroll.cu"), cached(Dir));
  ASSERT_TRUE(bool(Miss));
  auto Hit = analyzeSource(source("tests/e2e_hostile/huge_unroll.cu"), cached(Dir));
  ASSERT_TRUE(bool(Hit));
  ASSERT_TRUE(Hit->ModelsFromCache);
  ASSERT_EQ(Hit->Models.FrontendWarnings.size(), 1u);
  EXPECT_NE(Hit->Models.FrontendWarnings[0].find("huge_unroll.cu:5: unroll count 100000 "
                                                 "capped at 1024"),
            std::string::npos)
      << Hit->Models.FrontendWarnings[0];
  EXPECT_EQ(Hit->Models.FrontendWarnings, Miss->Models.FrontendWarnings);
  EXPECT_EQ(jsonOf(Hit), jsonOf(Miss));
  llvm::sys::fs::remove_directories(Dir);
}

TEST(ModelCache, ChangedBranchProbabilityIsAMiss) {
  std::string Dir = tempDir();
  std::string Branch = source("tests/kernels/branch.cu");
  auto Default = analyzeSource(Branch, cached(Dir));
  ASSERT_TRUE(bool(Default));
  EXPECT_EQ(Default->Models.Kernels.at(0).SymbolDefaults.at("prob.L9"), 0.5);
  SourceAnalysisOptions P9 = cached(Dir);
  P9.Analysis.BranchProbabilityByLine[9] = 0.9; // --branch-prob 9=0.9
  auto Changed = analyzeSource(Branch, P9);
  ASSERT_TRUE(bool(Changed));
  EXPECT_FALSE(Changed->ModelsFromCache);
  EXPECT_TRUE(Changed->CompileFromCache); // the module was reused, the models not
  EXPECT_EQ(Changed->Models.Kernels.at(0).SymbolDefaults.at("prob.L9"), 0.9);
  // Both are cached now, each under its own options.
  auto Again = analyzeSource(Branch, P9);
  ASSERT_TRUE(bool(Again));
  EXPECT_TRUE(Again->ModelsFromCache);
  EXPECT_EQ(Again->Models.Kernels.at(0).SymbolDefaults.at("prob.L9"), 0.9);
  auto DefaultAgain = analyzeSource(Branch, cached(Dir));
  ASSERT_TRUE(bool(DefaultAgain));
  EXPECT_TRUE(DefaultAgain->ModelsFromCache);
  EXPECT_EQ(DefaultAgain->Models.Kernels.at(0).SymbolDefaults.at("prob.L9"), 0.5);
  llvm::sys::fs::remove_directories(Dir);
}

TEST(ModelCache, EveryModelOptionChangesTheTag) {
  SourceAnalysisOptions Base;
  std::vector<SourceAnalysisOptions> Variants(12, Base);
  Variants[1].Analysis.BranchProbabilityByLine[9] = 0.9;
  Variants[2].Analysis.DefaultBranchProbability = 0.25;
  Variants[3].Analysis.DefaultTripCount = 100;
  Variants[4].Analysis.SymbolValues["trip.L12"] = 100;
  Variants[5].Analysis.DefaultL1Hit = 0.5;
  Variants[6].Analysis.DefaultL2Hit = 0.5;
  Variants[7].Analysis.BlockDim = std::array<unsigned, 3>{16, 16, 1};
  Variants[8].Analysis.PathRankingCosts["lat.fp32_add"] = 4;
  Variants[9].Analysis.MaxPathsPerInstruction = 4;
  Variants[10].Kernel = "saxpy";
  Variants[11].Ptxas.UsePtxas = false; // --registers estimate
  std::set<std::string> Tags;
  for (const SourceAnalysisOptions &V : Variants)
    Tags.insert(modelCacheTag(V));
  EXPECT_EQ(Tags.size(), Variants.size());
  EXPECT_EQ(modelCacheTag(Base), modelCacheTag(SourceAnalysisOptions{}));
  EXPECT_EQ(modelCacheTag(Base).size(), 6u + 16u); // "model-" + 16 hex
}

TEST(ModelCache, DamagedEntryIsDroppedAndRebuilt) {
  std::string Dir = tempDir();
  std::string Saxpy = source("tests/kernels/saxpy.cu");
  auto First = analyzeSource(Saxpy, cached(Dir));
  ASSERT_TRUE(bool(First));
  std::string Entry = modelEntry(Dir);
  ASSERT_FALSE(Entry.empty());
  std::string Good = readAll(Entry);
  // A flipped byte in the payload: the checksum catches it.
  std::string Bad = Good;
  Bad[Bad.size() - 10] ^= 0x20;
  writeAll(Entry, Bad);
  {
    Notes N;
    auto R = analyzeSource(Saxpy, cached(Dir));
    ASSERT_TRUE(bool(R));
    EXPECT_FALSE(R->ModelsFromCache);
    EXPECT_EQ(jsonOf(R), jsonOf(First));
    EXPECT_TRUE(N.has("(corrupt); rebuilding it")) << (N.Lines.empty() ? "" : N.Lines[0]);
  }
  EXPECT_EQ(readAll(Entry), Good); // rewritten
  // Framed correctly but not a kernel model file.
  llvm::StringRef Name = llvm::sys::path::filename(Entry);
  std::string Key = Name.take_until([](char C) { return C == '.'; }).str();
  std::string Tag = Name.drop_front(Key.size() + 1).drop_back(5).str();
  writeAll(Entry, formatCacheEntry(Key, Tag + ".json", R"({"kernels": 3})"));
  {
    Notes N;
    auto R = analyzeSource(Saxpy, cached(Dir));
    ASSERT_TRUE(bool(R));
    EXPECT_FALSE(R->ModelsFromCache);
    EXPECT_EQ(jsonOf(R), jsonOf(First));
    EXPECT_TRUE(N.has("not a kernel model file")) << (N.Lines.empty() ? "" : N.Lines[0]);
  }
  // Another source's entry copied over it: refused by its key.
  auto Other = analyzeSource(source("tests/kernels/branch.cu"), cached(Dir));
  ASSERT_TRUE(bool(Other));
  std::string OtherEntry;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC; It.increment(EC))
    if (llvm::StringRef(It->path()).contains(".model-") && It->path() != Entry)
      OtherEntry = It->path();
  ASSERT_FALSE(OtherEntry.empty());
  writeAll(Entry, readAll(OtherEntry));
  {
    Notes N;
    auto R = analyzeSource(Saxpy, cached(Dir));
    ASSERT_TRUE(bool(R));
    EXPECT_FALSE(R->ModelsFromCache);
    EXPECT_EQ(jsonOf(R), jsonOf(First));
    EXPECT_TRUE(N.has("(another entry's)"));
  }
  auto Hit = analyzeSource(Saxpy, cached(Dir));
  ASSERT_TRUE(bool(Hit));
  EXPECT_TRUE(Hit->ModelsFromCache);
  EXPECT_EQ(jsonOf(Hit), jsonOf(First));
  llvm::sys::fs::remove_directories(Dir);
}

TEST(ModelCache, ChangedHeaderIsAMiss) {
  std::string Dir = tempDir();
  writeAll(Dir + "/n.h", "#define STEPS 4\n");
  writeAll(Dir + "/k.cu", "#include \"n.h\"\n"
                          "__global__ void k(float *x) {\n"
                          "  for (int i = 0; i < STEPS; ++i)\n"
                          "    x[threadIdx.x + i * blockDim.x] += 1.0f;\n"
                          "}\n");
  SourceAnalysisOptions O = cached(Dir + "/cache");
  auto Four = analyzeSource(Dir + "/k.cu", O);
  ASSERT_TRUE(bool(Four)) << llvm::toString(Four.takeError());
  auto FourHit = analyzeSource(Dir + "/k.cu", O);
  ASSERT_TRUE(bool(FourHit));
  EXPECT_TRUE(FourHit->ModelsFromCache);
  writeAll(Dir + "/n.h", "#define STEPS 8\n");
  auto Eight = analyzeSource(Dir + "/k.cu", O);
  ASSERT_TRUE(bool(Eight));
  EXPECT_FALSE(Eight->ModelsFromCache);
  // 4 -> 8 iterations of one 4-byte load and store each.
  EXPECT_EQ(Four->Models.Kernels.at(0).GlobalLoadBytes.str(), "16");
  EXPECT_EQ(Eight->Models.Kernels.at(0).GlobalLoadBytes.str(), "32");
  llvm::sys::fs::remove_directories(Dir);
}
