// Compile cache entries that were tampered with (CacheEntry.h, CompileCache.h):
// a .bc swapped with another entry's, a bit flip, a symlink to /dev/zero, register
// values out of range. Each is dropped with a note and rebuilt, and the answer is
// the one a fresh compile gives.
#include "analyzer/CacheEntry.h"
#include "FrontendTestUtil.h"
#include "analyzer/CompileCache.h"
#include "analyzer/Frontend.h"
#include "analyzer/Ptxas.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include "../common/TempFiles.h"

#include <gtest/gtest.h>

#include <fstream>

using namespace kc;

namespace {

std::string corpus(const std::string &Name) {
  return std::string(KC_SOURCE_DIR) + "/tests/kernels/" + Name;
}

std::string tempDir() { return kc::test::tempDir("kc-cache-test"); }

using kc::test::readAll;
using kc::test::writeAll;

std::vector<std::string> kernelNames(const DeviceModule &M) {
  std::vector<std::string> Out;
  for (const KernelInfo &K : listKernels(M))
    Out.push_back(K.Name);
  return Out;
}

const std::vector<std::string> AmarisKernels = {
    "vectorAdd", "dotProd", "matMul", "matMulUncoalesced", "matMulShared",
    "matMulSharedUncoalesced", "matSum", "matSumNormal"};

using Notes = kc::test::CacheNotes;

/// A cache with amaris_kernels.cu and saxpy.cu in it; their keys.
struct TwoEntries {
  std::string Dir = tempDir();
  CompileOptions O;
  std::string Amaris, Saxpy;
  TwoEntries() {
    O.CacheDir = Dir;
    auto A = loadDeviceCode(corpus("amaris_kernels.cu"), O);
    auto S = loadDeviceCode(corpus("saxpy.cu"), O);
    EXPECT_TRUE(A && S);
    if (A)
      Amaris = A->CacheKey;
    if (S)
      Saxpy = S->CacheKey;
    EXPECT_NE(Amaris, Saxpy);
  }
  ~TwoEntries() { llvm::sys::fs::remove_directories(Dir); }
  std::string bc(const std::string &Key) const { return Dir + "/" + Key + ".bc"; }
  std::string json(const std::string &Key) const { return Dir + "/" + Key + ".json"; }

  /// Loads amaris_kernels.cu twice: the first is a rebuild with the right kernels,
  /// the second a hit (the rebuilt entry is valid).
  void expectRebuiltThenHit() {
    auto Again = loadDeviceCode(corpus("amaris_kernels.cu"), O);
    ASSERT_TRUE(bool(Again)) << llvm::toString(Again.takeError());
    EXPECT_FALSE(Again->FromCache);
    EXPECT_EQ(kernelNames(*Again), AmarisKernels);
    auto Hit = loadDeviceCode(corpus("amaris_kernels.cu"), O);
    ASSERT_TRUE(bool(Hit)) << llvm::toString(Hit.takeError());
    EXPECT_TRUE(Hit->FromCache);
    EXPECT_EQ(kernelNames(*Hit), AmarisKernels);
  }
};

} // namespace

TEST(CompileCacheEntry, SwappedBitcodeIsRebuilt) {
  TwoEntries C;
  // saxpy's bitcode in amaris_kernels.cu's place: used as is, `analyze
  // amaris_kernels.cu` would list saxpy, and keep doing so.
  writeAll(C.bc(C.Amaris), readAll(C.bc(C.Saxpy)));
  Notes N;
  C.expectRebuiltThenHit();
  EXPECT_TRUE(N.has("dropped " + C.bc(C.Amaris) + ": entry written for key")) << N.Lines.size();
  EXPECT_TRUE(N.has("(another entry's)"));
  // Both files of the other entry swapped in: refused the same way.
  writeAll(C.bc(C.Amaris), readAll(C.bc(C.Saxpy)));
  writeAll(C.json(C.Amaris), readAll(C.json(C.Saxpy)));
  C.expectRebuiltThenHit();
}

TEST(CompileCacheEntry, BitFlipIsRebuilt) {
  TwoEntries C;
  for (const std::string &File : {C.bc(C.Amaris), C.json(C.Amaris)}) {
    std::string Data = readAll(File);
    ASSERT_GT(Data.size(), 200u);
    Data[Data.size() - 100] ^= 0x04; // inside the payload, past the header
    writeAll(File, Data);
    Notes N;
    C.expectRebuiltThenHit();
    EXPECT_TRUE(N.has("(corrupt)")) << File;
  }
  // Truncated: the size in the header says so.
  std::string Data = readAll(C.bc(C.Amaris));
  writeAll(C.bc(C.Amaris), Data.substr(0, Data.size() / 2));
  Notes N;
  C.expectRebuiltThenHit();
  EXPECT_TRUE(N.has("truncated"));
}

TEST(CompileCacheEntry, SymlinkToDevZeroIsRebuilt) {
  TwoEntries C;
  for (const std::string &File : {C.bc(C.Amaris), C.json(C.Amaris)}) {
    llvm::sys::fs::remove(File);
    ASSERT_FALSE(llvm::sys::fs::create_link("/dev/zero", File));
    Notes N;
    C.expectRebuiltThenHit();
    EXPECT_TRUE(N.has("is a symbolic link, expected a regular file")) << File;
    // The link itself was replaced, /dev/zero untouched.
    llvm::sys::fs::file_status St;
    ASSERT_FALSE(llvm::sys::fs::status(File, St, /*Follow=*/false));
    EXPECT_EQ(St.type(), llvm::sys::fs::file_type::regular_file);
  }
}

TEST(CompileCacheEntry, OldFormatWithoutHeaderIsRebuilt) {
  TwoEntries C;
  std::string Data = readAll(C.json(C.Amaris));
  writeAll(C.json(C.Amaris), Data.substr(Data.find('\n') + 1)); // just the JSON
  Notes N;
  C.expectRebuiltThenHit();
  EXPECT_TRUE(N.has("no kernelcast cache header") || N.has("not a kernelcast cache header"));
}

TEST(CompileCacheEntry, HeaderChecks) {
  std::string E = formatCacheEntry("k1", "bc", "payload");
  // xxh3_64("payload"), as llvm::xxh3_64bits computes it, printed in 16 hex digits.
  EXPECT_EQ(E.substr(0, E.find('\n')).substr(0, 27), "kernelcast-cache 1 bc k1 7 ");
  auto P = parseCacheEntry(E, "k1", "bc");
  ASSERT_TRUE(bool(P)) << llvm::toString(P.takeError());
  EXPECT_EQ(*P, "payload");
  auto Msg = [](llvm::Expected<llvm::StringRef> R) {
    return R ? std::string("accepted") : llvm::toString(R.takeError());
  };
  EXPECT_EQ(Msg(parseCacheEntry(E, "k2", "bc")),
            "entry written for key k1 (another entry's), expected k2");
  EXPECT_EQ(Msg(parseCacheEntry(E, "k1", "json")), "entry of kind 'bc', expected 'json'");
  EXPECT_EQ(Msg(parseCacheEntry(E + "x", "k1", "bc")),
            "header says 7 payload bytes, 8 follow (truncated or extended)");
  std::string Flipped = E;
  Flipped.back() ^= 1;
  EXPECT_NE(Msg(parseCacheEntry(Flipped, "k1", "bc")).find("(corrupt)"), std::string::npos);
  EXPECT_EQ(Msg(parseCacheEntry("", "k1", "bc")).substr(0, 26), "no kernelcast cache header");
}

TEST(CompileCacheEntry, ReadRefusesDevicesAndHugeFiles) {
  std::string Dir = tempDir();
  auto Msg = [](llvm::Expected<std::optional<std::string>> R) {
    if (!R)
      return llvm::toString(R.takeError());
    return *R ? "payload " + **R : std::string("missing");
  };
  EXPECT_EQ(Msg(readCacheEntryFile(Dir + "/none.bc", "k", "bc", 100)), "missing");
  EXPECT_EQ(Msg(readCacheEntryFile("/dev/zero", "k", "bc", 100)), "is not a regular file");
  EXPECT_EQ(Msg(readCacheEntryFile(Dir, "k", "bc", 100)), "is not a regular file");
  writeAll(Dir + "/e.bc", formatCacheEntry("k", "bc", "12345"));
  EXPECT_EQ(Msg(readCacheEntryFile(Dir + "/e.bc", "k", "bc", 100)), "payload 12345");
  // "kernelcast-cache 1 bc k 5 " is 26 bytes, the checksum 16, the newline 1, the
  // payload 5: 48 > 47.
  EXPECT_EQ(readAll(Dir + "/e.bc").size(), 48u);
  EXPECT_EQ(Msg(readCacheEntryFile(Dir + "/e.bc", "k", "bc", 47)),
            "is 48 bytes, larger than the 47 bytes a cache entry may have");
  llvm::sys::fs::remove_directories(Dir);
}

TEST(CompileCacheEntry, RegisterValuesOutOfRangeAreRefused) {
  RegisterInfo R;
  R.Registers = 40;
  R.SpillStoreBytes = 8;
  R.Source = "ptxas 13.0 (sm_80)";
  std::string Good = formatRegisterPayload({{"_Z1kv", R}});
  auto Back = parseRegisterPayload(Good);
  ASSERT_TRUE(bool(Back)) << llvm::toString(Back.takeError());
  EXPECT_EQ(Back->at("_Z1kv").Registers, 40u);
  EXPECT_EQ(Back->at("_Z1kv").SpillStoreBytes, 8u);
  auto Msg = [](const std::string &Json) {
    auto P = parseRegisterPayload(Json);
    return P ? std::string("accepted") : llvm::toString(P.takeError());
  };
  auto With = [&](const std::string &Field, const std::string &Value) {
    std::string S = Good;
    size_t At = S.find("\"" + Field + "\": ");
    size_t From = At + Field.size() + 4, To = S.find_first_of(",\n", From);
    return S.substr(0, From) + Value + S.substr(To);
  };
  EXPECT_EQ(Msg(With("registers", "-5")),
            "register entry of _Z1kv: \"registers\" is -5, expected 0 .. 255");
  EXPECT_EQ(Msg(With("registers", "256")),
            "register entry of _Z1kv: \"registers\" is 256, expected 0 .. 255");
  EXPECT_EQ(Msg(With("registers", "255")), "accepted");
  EXPECT_EQ(Msg(With("registers", "32.5")),
            "register entry of _Z1kv: \"registers\" is 32.5, expected an integer");
  EXPECT_EQ(Msg(With("spill_load_bytes", "18446744073709551615")),
            "register entry of _Z1kv: \"spill_load_bytes\" is 18446744073709551615, expected 0 "
            ".. 1073741824");
  EXPECT_EQ(Msg(With("source", "7")),
            "register entry of _Z1kv: expected a string \"source\"");
  EXPECT_EQ(Msg("[1]"), "register entry is not a JSON object");
}

TEST(CompileCacheEntry, CorruptRegisterEntryIsDroppedAndRebuilt) {
  std::string Dir = tempDir();
  RegisterInfo R;
  R.Registers = 40;
  R.Source = "ptxas 13.0 (sm_80)";
  storeCachedRegisters(Dir, "key1", "regs-sm_80-1", {{"_Z1kv", R}});
  auto Loaded = loadCachedRegisters(Dir, "key1", "regs-sm_80-1");
  ASSERT_TRUE(Loaded.has_value());
  EXPECT_EQ(Loaded->at("_Z1kv").Registers, 40u);
  // -5 written with a valid header and checksum: only the range check catches it.
  std::string File = Dir + "/key1.regs-sm_80-1.json";
  std::string Payload = formatRegisterPayload({{"_Z1kv", R}});
  size_t At = Payload.find("40");
  Payload.replace(At, 2, "-5");
  writeAll(File, formatCacheEntry("key1", "regs-sm_80-1.json", Payload));
  {
    Notes N;
    EXPECT_FALSE(loadCachedRegisters(Dir, "key1", "regs-sm_80-1").has_value());
    EXPECT_TRUE(N.has("\"registers\" is -5, expected 0 .. 255; rebuilding it"));
  }
  EXPECT_FALSE(llvm::sys::fs::exists(File)); // dropped
  // Another entry's register file: refused by its key.
  storeCachedRegisters(Dir, "key2", "regs-sm_80-1", {{"_Z1kv", R}});
  writeAll(File, readAll(Dir + "/key2.regs-sm_80-1.json"));
  EXPECT_FALSE(loadCachedRegisters(Dir, "key1", "regs-sm_80-1").has_value());
  llvm::sys::fs::remove_directories(Dir);
}

TEST(CompileCacheEntry, CorruptRegisterEntryGivesPtxasAnswer) {
  PtxasOptions P;
  if (findPtxas(P).empty())
    GTEST_SKIP() << "ptxas not found: the register cache is not used";
  TwoEntries C;
  auto M = loadDeviceCode(corpus("saxpy.cu"), C.O);
  ASSERT_TRUE(bool(M));
  P.UseCache = false;
  auto Fresh = kernelResources(*M, P);
  ASSERT_TRUE(bool(Fresh)) << llvm::toString(Fresh.takeError());
  unsigned Want = Fresh->at("_Z5saxpyifPKfPf").Registers.Registers;
  ASSERT_GT(Want, 0u);
  ASSERT_LE(Want, 255u);
  P.UseCache = true;
  P.CacheDir = C.Dir;
  auto First = kernelResources(*M, P); // stores the entry
  ASSERT_TRUE(bool(First));
  // Find the stored register entry and make its registers -5 (header rewritten to match).
  std::string File, Tag;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(C.Dir, EC), End; It != End && !EC; It.increment(EC)) {
    llvm::StringRef Name = llvm::sys::path::filename(It->path());
    if (Name.starts_with(C.Saxpy + ".regs-")) {
      File = It->path();
      Tag = Name.drop_front(C.Saxpy.size() + 1).drop_back(5).str();
    }
  }
  ASSERT_FALSE(File.empty());
  auto Regs = loadCachedRegisters(C.Dir, C.Saxpy, Tag);
  ASSERT_TRUE(Regs.has_value());
  std::string Payload = formatRegisterPayload(*Regs);
  std::string Field = "\"registers\": " + std::to_string(Want);
  size_t At = Payload.find(Field);
  ASSERT_NE(At, std::string::npos) << Payload;
  Payload.replace(At, Field.size(), "\"registers\": -5");
  writeAll(File, formatCacheEntry(C.Saxpy, Tag + ".json", Payload));
  Notes N;
  auto Again = kernelResources(*M, P);
  ASSERT_TRUE(bool(Again));
  EXPECT_EQ(Again->at("_Z5saxpyifPKfPf").Registers.Registers, Want); // not 4294967291
  EXPECT_TRUE(N.has("is -5, expected 0 .. 255"));
  auto Rebuilt = loadCachedRegisters(C.Dir, C.Saxpy, Tag);
  ASSERT_TRUE(Rebuilt.has_value());
  EXPECT_EQ(Rebuilt->at("_Z5saxpyifPKfPf").Registers, Want);
}

// The module entry keeps the host-code notes and the shared-storage notes apart,
// and an entry written before "shared_storage" existed still reads (empty list).
TEST(CompileCacheEntry, SharedStorageNotesRoundTrip) {
  CachedModuleMeta M;
  M.Version = "v";
  M.Source = "k.cu";
  M.Arch = "sm_80";
  M.Skipped = {"body of host function main (k.cu:30) dropped"};
  M.SharedStorage = {"__shared__ variable bar (k.cu:12): its type's default constructor is not run"};
  auto Back = parseModuleMetaPayload(formatModuleMetaPayload(M));
  ASSERT_TRUE(bool(Back)) << llvm::toString(Back.takeError());
  EXPECT_EQ(Back->Skipped, M.Skipped);
  EXPECT_EQ(Back->SharedStorage, M.SharedStorage);

  auto Old = parseModuleMetaPayload(
      R"({"version":"v","source":"k.cu","arch":"sm_80","deps":[],"headers":"","skipped":[]})");
  ASSERT_TRUE(bool(Old)) << llvm::toString(Old.takeError());
  EXPECT_TRUE(Old->SharedStorage.empty());

  auto Bad = parseModuleMetaPayload(
      R"({"version":"v","source":"k.cu","arch":"sm_80","deps":[],"headers":"","skipped":[],"shared_storage":[1]})");
  ASSERT_FALSE(bool(Bad));
  EXPECT_NE(llvm::toString(Bad.takeError()).find("shared_storage"), std::string::npos);
}
