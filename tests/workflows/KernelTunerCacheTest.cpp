// Kernel Tuner caches as compare rows: small hand-written caches whose blocks,
// grids and defines were worked out by hand from Kernel Tuner's rules
// (kernel_tuner/util.py: get_thread_block_dimensions, get_problem_size,
// get_grid_dimensions, prepare_kernel_string), failed configurations counted
// and left out, and bad input reported with the file, key and line.
#include "workflows/KernelTunerCache.h"

#include <gtest/gtest.h>

using namespace kc;

namespace {

// Line numbers of the keys: "32,4,2,float" is on line 10, the last on line 14.
const char *TwoDimCache = R"({
"device_name": "NVIDIA GeForce RTX 3090",
"kernel_name": "stencil<vec>",
"problem_size": [1000, 300],
"tune_params_keys": ["block_size_x", "block_size_y", "tile_size_x", "vec"],
"tune_params": {"block_size_x": [32, 64, 128, 16, 256], "block_size_y": [1, 2, 4, 16],
  "tile_size_x": [1, 2, 4], "vec": ["float", "double"]},
"objective": "time",
"cache": {
"32,4,2,float": {"block_size_x": 32, "block_size_y": 4, "tile_size_x": 2, "vec": "float", "time": 0.5, "times": [0.5, 0.5], "GFLOP/s": NaN},
"64,1,1,float": {"block_size_x": 64, "block_size_y": 1, "tile_size_x": 1, "vec": "float", "time": 0.25},
"128,2,4,double": {"block_size_x": 128, "block_size_y": 2, "tile_size_x": 4, "vec": "double", "time": "InvalidConfig"},
"16,16,1,double": {"block_size_x": 16, "block_size_y": 16, "tile_size_x": 1, "vec": "double", "time": "RuntimeFailedConfig"},
"256,1,1,float": {"block_size_x": 256, "block_size_y": 1, "tile_size_x": 1, "vec": "float", "time": 1e20}
}
})";

KernelTunerCache parse(const std::string &Text) {
  auto C = parseKernelTunerCache(Text, "sweep.json");
  EXPECT_TRUE(bool(C)) << llvm::toString(C.takeError());
  return C ? std::move(*C) : KernelTunerCache();
}

std::string errorOf(const std::string &Text) {
  auto C = parseKernelTunerCache(Text, "sweep.json");
  if (C)
    return "(no error)";
  return llvm::toString(C.takeError());
}

std::string tableError(const KernelTunerCache &C, const KernelTunerLaunchOptions &O) {
  auto T = kernelTunerCompareTable(C, O);
  if (T)
    return "(no error)";
  return llvm::toString(T.takeError());
}

} // namespace

TEST(KernelTunerCache, PythonStr) {
  EXPECT_EQ(kernelTunerStr(32), "32");
  EXPECT_EQ(kernelTunerStr(-7), "-7");
  EXPECT_EQ(kernelTunerStr(1.0), "1.0");
  EXPECT_EQ(kernelTunerStr(2.5), "2.5");
  EXPECT_EQ(kernelTunerStr(0.0001), "0.0001");
  EXPECT_EQ(kernelTunerStr(0.00001), "1e-05");
  EXPECT_EQ(kernelTunerStr(1e15), "1000000000000000.0");
  EXPECT_EQ(kernelTunerStr(1e16), "1e+16");
  EXPECT_EQ(kernelTunerStr(1.5e16), "1.5e+16");
  EXPECT_EQ(kernelTunerStr(123456.789), "123456.789");
  EXPECT_EQ(kernelTunerStr(-0.5), "-0.5");
  EXPECT_EQ(kernelTunerStr(true), "True");
  EXPECT_EQ(kernelTunerStr("float"), "float");
}

TEST(KernelTunerCache, SplitList) {
  EXPECT_EQ(splitKernelTunerList("block_size_x, tile_size_x"),
            (std::vector<std::string>{"block_size_x", "tile_size_x"}));
  EXPECT_EQ(splitKernelTunerList("min(a, b),4"), (std::vector<std::string>{"min(a, b)", "4"}));
}

TEST(KernelTunerCache, ParsesEntriesLinesAndFailures) {
  KernelTunerCache C = parse(TwoDimCache);
  EXPECT_EQ(C.DeviceName, "NVIDIA GeForce RTX 3090");
  EXPECT_EQ(C.KernelName, "stencil<vec>");
  EXPECT_EQ(C.Objective, "time");
  EXPECT_FALSE(C.WasOpen);
  ASSERT_EQ(C.Keys.size(), 4u);
  ASSERT_EQ(C.Entries.size(), 5u);
  EXPECT_EQ(C.Entries[0].Key, "32,4,2,float"); // file order, not sorted
  EXPECT_EQ(C.Entries[1].Key, "64,1,1,float");
  for (unsigned I = 0; I < 5; ++I)
    EXPECT_EQ(C.Entries[I].Line, 10 + I) << I;
  ASSERT_TRUE(C.Entries[0].TimeMs);
  EXPECT_DOUBLE_EQ(*C.Entries[0].TimeMs, 0.5);
  EXPECT_DOUBLE_EQ(*C.Entries[1].TimeMs, 0.25);
  EXPECT_FALSE(C.Entries[2].TimeMs);
  EXPECT_EQ(C.failedCount(), 3u);
  auto F = C.failures();
  EXPECT_EQ(F["InvalidConfig"], 1u);
  EXPECT_EQ(F["RuntimeFailedConfig"], 1u);
  EXPECT_EQ(F["time 1e20"], 1u);
}

TEST(KernelTunerCache, RowsWithGridDivisors) {
  KernelTunerCache C = parse(TwoDimCache);
  KernelTunerLaunchOptions O;
  O.Source = "stencil.cu";
  O.GridDiv[0] = std::vector<std::string>{"block_size_x", "tile_size_x"};
  O.Args = {{"n", 1000}};
  auto T = kernelTunerCompareTable(C, O);
  ASSERT_TRUE(bool(T)) << llvm::toString(T.takeError());
  ASSERT_EQ(T->rows().size(), 2u); // the three failed configurations are left out
  const CsvRow &A = T->rows()[0], &B = T->rows()[1];
  EXPECT_EQ(A.Line, 10u);
  EXPECT_EQ(B.Line, 11u);
  // "32,4,2,float": block (32, 4, 1); grid x = ceil(1000 / (32*2)) = ceil(15.625) = 16,
  // grid y = ceil(300 / block_size_y 4) = 75, grid z = ceil(1 / 1) = 1.
  EXPECT_EQ(T->cell(A, "source"), "stencil.cu");
  EXPECT_EQ(T->cell(A, "kernel"), "stencil<float>");
  EXPECT_EQ(T->cell(A, "gpu"), "NVIDIA GeForce RTX 3090");
  EXPECT_EQ(T->cell(A, "grid_x"), "16");
  EXPECT_EQ(T->cell(A, "grid_y"), "75");
  EXPECT_EQ(T->cell(A, "grid_z"), "1");
  EXPECT_EQ(T->cell(A, "block_x"), "32");
  EXPECT_EQ(T->cell(A, "block_y"), "4");
  EXPECT_EQ(T->cell(A, "block_z"), "1");
  EXPECT_EQ(T->cell(A, "defines"),
            "grid_size_x=16;grid_size_y=75;grid_size_z=1;block_size_x=32;block_size_y=4;"
            "block_size_z=1;tile_size_x=2;vec=float;kernel_tuner=1");
  EXPECT_EQ(T->cell(A, "args"), "n=1000");
  EXPECT_EQ(T->cell(A, "measured_time_ms"), "0.5");
  EXPECT_EQ(T->cell(A, "config"), "32,4,2,float");
  EXPECT_EQ(T->cell(A, "tile_size_x"), "2");
  EXPECT_EQ(T->cell(A, "vec"), "float");
  // "64,1,1,float": grid x = ceil(1000 / 64) = 16, y = ceil(300 / 1) = 300.
  EXPECT_EQ(T->cell(B, "grid_x"), "16");
  EXPECT_EQ(T->cell(B, "grid_y"), "300");
  EXPECT_EQ(T->cell(B, "block_x"), "64");
  EXPECT_EQ(T->cell(B, "measured_time_ms"), "0.25");
}

TEST(KernelTunerCache, DefaultsDefineParamsAndOverrides) {
  KernelTunerCache C = parse(TwoDimCache);
  KernelTunerLaunchOptions O;
  O.Source = "stencil.cu";
  O.Kernel = "stencil_float";
  O.Gpu = "rtx3090";
  O.ProblemSize = {"2000"};                   // 1-D: y and z are 1
  O.DefineParams = std::vector<std::string>{"tile_size_x", "grid_size_x"};
  auto T = kernelTunerCompareTable(C, O);
  ASSERT_TRUE(bool(T)) << llvm::toString(T.takeError());
  const CsvRow &A = T->rows()[0];
  // Default divisor x = block_size_x 32: ceil(2000 / 32) = ceil(62.5) = 63;
  // y = ceil(1 / 4) = 1.
  EXPECT_EQ(T->cell(A, "grid_x"), "63");
  EXPECT_EQ(T->cell(A, "grid_y"), "1");
  EXPECT_EQ(T->cell(A, "kernel"), "stencil_float");
  EXPECT_EQ(T->cell(A, "gpu"), "rtx3090");
  EXPECT_EQ(T->cell(A, "defines"), "tile_size_x=2;grid_size_x=63");
}

TEST(KernelTunerCache, NoBlockParamsScalarProblemExpressions) {
  // No block size parameter: block (256, 1, 1) and grid divisor 1 (Kernel
  // Tuner's defaults), so grid x = the problem size. Custom block size names.
  const char *Text = R"({"device_name": "Tesla K40m", "kernel_name": "k", "problem_size": 10000,
    "tune_params_keys": ["per_thread", "bx"], "tune_params": {},
    "cache": {"4,128": {"per_thread": 4, "bx": 128, "time": 1.5}}})";
  KernelTunerCache C = parse(Text);
  KernelTunerLaunchOptions O;
  O.Source = "k.cu";
  auto T = kernelTunerCompareTable(C, O);
  ASSERT_TRUE(bool(T)) << llvm::toString(T.takeError());
  const CsvRow &A = T->rows()[0];
  EXPECT_EQ(T->cell(A, "block_x"), "256");
  EXPECT_EQ(T->cell(A, "grid_x"), "10000");
  EXPECT_EQ(T->cell(A, "defines"),
            "grid_size_x=10000;grid_size_y=1;grid_size_z=1;block_size_x=256;block_size_y=1;"
            "block_size_z=1;per_thread=4;bx=128;kernel_tuner=1");

  // --block-size-names bx; problem size "per_thread * 1000 + 1" = 4001 and
  // grid divisor "bx * per_thread" = 512: grid ceil(4001 / 512) = 8 (7.81...).
  O.BlockSizeNames = {"bx"};
  O.ProblemSize = {"per_thread * 1000 + 1"};
  O.GridDiv[0] = std::vector<std::string>{"bx * per_thread"};
  T = kernelTunerCompareTable(C, O);
  ASSERT_TRUE(bool(T)) << llvm::toString(T.takeError());
  const CsvRow &B = T->rows()[0];
  EXPECT_EQ(T->cell(B, "block_x"), "128");
  EXPECT_EQ(T->cell(B, "grid_x"), "8");
  EXPECT_EQ(T->cell(B, "defines"),
            "grid_size_x=8;grid_size_y=1;grid_size_z=1;bx=128;block_size_y=1;block_size_z=1;"
            "per_thread=4;kernel_tuner=1");

  // Python's int(eval("per_thread / 3")) truncates: 4 / 3 -> 1, so the divisor is 1.
  O.GridDiv[0] = std::vector<std::string>{"per_thread / 3"};
  T = kernelTunerCompareTable(C, O);
  ASSERT_TRUE(bool(T)) << llvm::toString(T.takeError());
  EXPECT_EQ(T->cell(T->rows()[0], "grid_x"), "4001");
}

TEST(KernelTunerCache, OpenCacheOfAStoppedRun) {
  // What Kernel Tuner leaves behind while tuning: entries appended with a
  // trailing comma, no closing braces.
  const char *Text = "{\n\"device_name\": \"Testing\",\n\"kernel_name\": \"k\",\n"
                     "\"tune_params_keys\": [\n\"block_size_x\"\n],\n\"tune_params\": {},\n"
                     "\"cache\": {\n\"16\": {\"block_size_x\": 16, \"time\": 2.0},\n"
                     "\"32\": {\"block_size_x\": 32, \"time\": 1.0},";
  KernelTunerCache C = parse(Text);
  EXPECT_TRUE(C.WasOpen);
  ASSERT_EQ(C.Entries.size(), 2u);
  EXPECT_EQ(C.Entries[1].Line, 10u);
  EXPECT_DOUBLE_EQ(*C.Entries[1].TimeMs, 1.0);
}

TEST(KernelTunerCache, FloatKeysMatchByValue) {
  const char *Text = R"({"tune_params_keys": ["alpha", "block_size_x"], "cache": {
    "1e-05,64": {"alpha": 0.00001, "block_size_x": 64, "time": 1},
    "0.5,32": {"alpha": 0.5, "block_size_x": 32, "time": 2}}})";
  KernelTunerCache C = parse(Text);
  ASSERT_EQ(C.Entries.size(), 2u);
}

TEST(KernelTunerCache, BadInputNamesFileKeyAndLine) {
  EXPECT_NE(errorOf(R"({"cache": {}})").find("sweep.json: no \"tune_params_keys\""),
            std::string::npos);
  EXPECT_NE(errorOf("{\"tune_params_keys\": [\"block_size_x\"], \"cache\": {\n"
                    "\"32\": {\"block_size_x\": 64, \"time\": 1}}}")
                .find("sweep.json: key \"32\" (line 2) does not match its parameters "
                      "(block_size_x=64; expected the key \"64\""),
            std::string::npos);
  EXPECT_NE(errorOf("{\"tune_params_keys\": [\"block_size_x\", \"t\"], \"cache\": {\n"
                    "\"32\": {\"block_size_x\": 32, \"time\": 1}}}")
                .find("key \"32\" (line 2): no value for tunable parameter 't'"),
            std::string::npos);
  EXPECT_NE(errorOf("{\"tune_params_keys\": [\"b\"], \"cache\": {\"1\": {\"b\": 1}}}")
                .find("key \"1\" (line 1): no \"time\""),
            std::string::npos);
  EXPECT_NE(errorOf("not json").find("sweep.json: not a Kernel Tuner cache (not JSON"),
            std::string::npos);

  KernelTunerCache C = parse(TwoDimCache);
  KernelTunerLaunchOptions O;
  O.Source = "stencil.cu";
  O.GridDiv[0] = std::vector<std::string>{"block_size_x", "vec"};
  EXPECT_NE(tableError(C, O).find("sweep.json: key \"32,4,2,float\" (line 10): parameter 'vec' "
                                  "is \"float\", not a number, but --grid-div-x 'vec' needs it"),
            std::string::npos)
      << tableError(C, O);
  O.GridDiv[0] = std::vector<std::string>{"tile_size"};
  EXPECT_NE(tableError(C, O).find("--grid-div-x 'tile_size': 'tile_size' is no tunable "
                                  "parameter of sweep.json (block_size_x, block_size_y, "
                                  "tile_size_x, vec)"),
            std::string::npos)
      << tableError(C, O);
  O.GridDiv[0] = std::vector<std::string>{"tile_size_x - 2"};
  EXPECT_NE(tableError(C, O).find("key \"32,4,2,float\" (line 10): grid divisor x is 0"),
            std::string::npos)
      << tableError(C, O);
  O.GridDiv[0].reset();
  O.DefineParams = std::vector<std::string>{"nope"};
  EXPECT_NE(tableError(C, O).find("--define-params: 'nope' is no tunable parameter"),
            std::string::npos);
  O.DefineParams.reset();
  O.Source.clear();
  EXPECT_NE(tableError(C, O).find("--source is required"), std::string::npos);

  KernelTunerCache NoSize = parse(R"({"tune_params_keys": [], "cache": {}})");
  O.Source = "k.cu";
  O.Kernel = "k";
  O.Gpu = "k40";
  EXPECT_NE(tableError(NoSize, O).find("sweep.json: no \"problem_size\"; give --problem-size"),
            std::string::npos);
}

TEST(KernelTunerCache, ManyEntriesKeepTheirLines) {
  // 20000 entries, one per line from line 3 on (a real sweep has thousands).
  std::string Text = "{\"tune_params_keys\": [\"b\"],\n\"cache\": {\n";
  for (int I = 0; I < 20000; ++I)
    Text += (I ? ",\n" : "") + std::string("\"") + std::to_string(I) + "\": {\"b\": " +
            std::to_string(I) + ", \"time\": 1}";
  Text += "\n}\n}\n";
  KernelTunerCache C = parse(Text);
  ASSERT_EQ(C.Entries.size(), 20000u);
  EXPECT_EQ(C.Entries[0].Line, 3u);
  EXPECT_EQ(C.Entries[19999].Line, 20002u);
  EXPECT_EQ(C.Entries[19999].Key, "19999");
}
