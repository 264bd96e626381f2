// Unroll counts capped before Clang sees them (UnrollCap.h): every pragma form,
// the warning naming file and line, and a `#pragma unroll 100000` kernel that
// compiles in seconds instead of more than ten minutes.
#include "analyzer/Frontend.h"
#include "analyzer/UnrollCap.h"

#include <gtest/gtest.h>

#include <chrono>

using namespace kc;

TEST(UnrollCap, EveryPragmaForm) {
  std::vector<std::string> W;
  std::string Src = "// k.cu\n"
                    "#pragma unroll 100000\n"
                    "  #pragma unroll (5000)\n"
                    "#pragma GCC unroll 2048\n"
                    "_Pragma(\"unroll 99999999999999999999999\")\n"
                    "#pragma clang loop vectorize(enable) unroll_count(4096)\n"
                    "#pragma unroll 1024\n"
                    "#pragma unroll 16\n"
                    "#pragma unroll\n";
  std::string Out = capUnrollPragmas(Src, "k.cu", W);
  EXPECT_EQ(Out, "// k.cu\n"
                 "#pragma unroll 1024\n"
                 "  #pragma unroll (1024)\n"
                 "#pragma GCC unroll 1024\n"
                 "_Pragma(\"unroll 1024\")\n"
                 "#pragma clang loop vectorize(enable) unroll_count(1024)\n"
                 "#pragma unroll 1024\n"
                 "#pragma unroll 16\n"
                 "#pragma unroll\n");
  ASSERT_EQ(W.size(), 5u);
  EXPECT_EQ(W[0], "k.cu:2: unroll count 100000 capped at 1024 (kernelcast's unroll limit: "
                  "larger counts take minutes to compile; the loop is analyzed as unrolled "
                  "1024 times)");
  EXPECT_EQ(W[1].substr(0, 36), "k.cu:3: unroll count 5000 capped at ");
  EXPECT_EQ(W[3].substr(0, 40), "k.cu:5: unroll count 9999999999999999999");
  EXPECT_EQ(W[4].substr(0, 36), "k.cu:6: unroll count 4096 capped at ");
  // Nothing to cap: the text is unchanged, no warning.
  std::vector<std::string> None;
  EXPECT_EQ(capUnrollPragmas("#pragma unroll 8\nint x;\r\n", "a.cu", None),
            "#pragma unroll 8\nint x;\r\n");
  EXPECT_TRUE(None.empty());
  // A smaller cap.
  EXPECT_EQ(capUnrollPragmas("#pragma unroll 9", "a.cu", None, 4), "#pragma unroll 4");
}

TEST(UnrollCap, HugeUnrollCompilesQuickly) {
  // Without the cap LLVM's unroller copies the body 100000 times: more than ten
  // minutes (10000: 19-58 s).
  const char *Src = "__global__ void k(float *x) {\n"
                    "#pragma unroll 100000\n"
                    "  for (int i = 0; i < 100000; ++i)\n"
                    "    x[i * blockDim.x + threadIdx.x] += 1.0f;\n"
                    "}\n";
  CompileOptions O;
  O.UseCache = false;
  auto Start = std::chrono::steady_clock::now();
  auto M = compileCudaSource(Src, "huge_unroll.cu", O);
  double S = std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
  ASSERT_TRUE(bool(M)) << llvm::toString(M.takeError());
  EXPECT_LT(S, 120.0);
  ASSERT_EQ(M->Warnings.size(), 1u);
  EXPECT_EQ(M->Warnings[0].substr(0, 53), "huge_unroll.cu:2: unroll count 100000 capped at 1024 ");
}
