// JSON and files from users (issue 14): errors name the file, the line:column
// and say what is wrong in words; nesting is bounded; only regular files of at
// most 64 MB are read; a UTF-8 byte order mark is dropped.
#include "gpumodel/GpuDatabase.h"
#include "gpumodel/InputFile.h"
#include "gpumodel/JsonInput.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace kc;

namespace {

std::string errorOf(llvm::Expected<nlohmann::json> J) {
  if (J)
    return "";
  return llvm::toString(J.takeError());
}

TEST(JsonInput, NumberOverflowNamesFileAndPosition) {
  // Line 2, column 9 is where 1e999 starts.
  EXPECT_EQ(errorOf(parseJsonText("{\n  \"a\": [1e999]\n}", "m.json")),
            "m.json:2:9: invalid JSON: the number 1e999 does not fit a double");
}

TEST(JsonInput, SyntaxErrorHasNoLibraryPrefix) {
  std::string E = errorOf(parseJsonText("{\"a\": tru}", "m.json"));
  EXPECT_EQ(E.rfind("m.json:1:", 0), 0u) << E;
  EXPECT_NE(E.find("invalid JSON: syntax error"), std::string::npos) << E;
  EXPECT_EQ(E.find("[json.exception"), std::string::npos) << E;
}

TEST(JsonInput, DeepNestingIsAnError) {
  std::string Deep = std::string(100000, '[') + std::string(100000, ']');
  EXPECT_EQ(errorOf(parseJsonText(Deep, "deep.json")),
            "deep.json: invalid JSON: nested deeper than 256 levels");
  // A GPU file nested 100,000 objects deep: an issue, not a stack overflow.
  std::string Obj;
  for (int I = 0; I < 100000; ++I)
    Obj += "{\"id\":";
  Obj += "1" + std::string(100000, '}');
  auto Issues = checkGpuFile(Obj);
  ASSERT_EQ(Issues.size(), 1u);
  EXPECT_EQ(Issues[0].Message, "invalid JSON: nested deeper than 256 levels");
}

TEST(JsonInput, BriefDoesNotWalkIntoContainers) {
  nlohmann::json J = nlohmann::json::parse("{\"a\": [1, 2, 3], \"b\": 2}");
  EXPECT_EQ(briefJson(J), "{...} (an object of 2 fields)");
  EXPECT_EQ(briefJson(J["a"]), "[...] (an array of 3 items)");
  EXPECT_EQ(briefJson(J["b"]), "2");
}

TEST(JsonInput, ByteOrderMarkIsDropped) {
  auto J = parseJsonText("\xEF\xBB\xBF{\"a\": 1}", "bom.json");
  ASSERT_TRUE(bool(J)) << llvm::toString(J.takeError());
  EXPECT_EQ((*J)["a"], 1);
}

TEST(InputFile, RefusesDevicesAndDirectories) {
  auto Z = readInputFile("/dev/zero");
  ASSERT_FALSE(bool(Z));
  EXPECT_EQ(llvm::toString(Z.takeError()),
            "/dev/zero: cannot read: not a regular file (a device, FIFO or directory); "
            "kernelcast reads only regular files");
  auto D = readInputFile("/");
  ASSERT_FALSE(bool(D));
  EXPECT_NE(llvm::toString(D.takeError()).find("/: cannot read: not a regular file"),
            std::string::npos);
}

TEST(InputFile, RefusesFilesAboveTheLimit) {
  llvm::SmallString<128> Path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("kc-input", "txt", Path));
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    OS << std::string(1000, 'x');
  }
  EXPECT_TRUE(bool(readInputFile(std::string(Path), 1000)));
  auto Big = readInputFile(std::string(Path), 999);
  ASSERT_FALSE(bool(Big));
  EXPECT_NE(llvm::toString(Big.takeError()).find(": cannot read: larger than 64 MB"),
            std::string::npos);
  llvm::sys::fs::remove(Path);
}

} // namespace
