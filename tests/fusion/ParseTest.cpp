// The pipeline language and the library metadata: the shipped examples parse;
// malformed input is reported with file, line and column.
#include "TestUtil.h"

#include "fusion/CodeGen.h"
#include "support/EmbeddedFiles.h"

using namespace kc::fusion;
using namespace kc::fusion::test;

static std::string parseError(const std::string &Text) {
  auto P = Pipeline::parse(Text, "bad.kas", builtinLib());
  if (P)
    return "(parsed)";
  return llvm::toString(P.takeError());
}

TEST(Library, BuiltinHasTheThesisFunctions) {
  const Library &L = builtinLib();
  for (const char *T : {"scalar", "vector3", "matrix3x3", "matrix5x5", "tensor3x3x3", "tensor3x3x3x3"})
    EXPECT_NE(L.type(T), nullptr) << T;
  EXPECT_EQ(L.type("tensor3x3x3x3")->Floats, 81u);
  for (const char *F : {"mmul33", "mvmul33", "venorm3", "mmul55", "madd55", "smmul55", "madd33", "svmul3", "ttmul411",
                        "ttmul3212", "ttmul311", "vvmulabs3", "smimul33", "smmul33"}) {
    ASSERT_NE(L.function(F), nullptr) << F;
    EXPECT_FALSE(L.function(F)->Implementations.empty());
    EXPECT_NE(L.source(L.function(F)->CpuFunction), nullptr);
  }
  EXPECT_EQ(L.function("mmul33")->Implementations.size(), 2u);
}

TEST(Pipeline, ThesisExamplesParse) {
  struct Case {
    const char *Name;
    unsigned Calls, Inputs, Returns;
  } Cases[] = {{"BigFusion", 5, 5, 1}, {"SyncTest", 4, 1, 1}, {"StVenant", 4, 5, 2}, {"StVenantInner", 7, 5, 1}};
  for (auto &C : Cases) {
    auto P = Pipeline::load(std::string(KC_SOURCE_DIR) + "/fusion/examples/" + C.Name + ".kas", builtinLib());
    ASSERT_TRUE(!!P) << llvm::toString(P.takeError());
    EXPECT_EQ(P->Name, C.Name);
    EXPECT_EQ(P->Calls.size(), C.Calls) << C.Name;
    EXPECT_EQ(P->Inputs.size(), C.Inputs) << C.Name;
    EXPECT_EQ(P->Returns.size(), C.Returns) << C.Name;
  }
}

TEST(Pipeline, ReassignmentMakesNewValues) {
  Pipeline P = mustParse("vector3 v; scalar s; input v, s; v = svmul3(v, s); v = svmul3(v, s); return v;");
  ASSERT_EQ(P.Calls.size(), 2u);
  EXPECT_EQ(P.Values[P.Calls[1].Args[0]].codeName(), "v_v1");
  EXPECT_EQ(P.Values[P.Returns[0]].codeName(), "v_v2");
  EXPECT_EQ(P.Values[P.Calls[0].Output].Consumers, (std::vector<unsigned>{1}));
}

TEST(Pipeline, CaseInsensitiveLikeTheThesis) {
  Pipeline P = mustParse("MATRIX3x3 A, B, M1; input A, B; M1 = MMUL33(a, B); return m1;");
  EXPECT_EQ(P.Calls.size(), 1u);
}

TEST(Pipeline, ErrorsNameLineAndColumn) {
  EXPECT_EQ(parseError("matrx3x3 A;\ninput A;"), "bad.kas:1:1: unknown type 'matrx3x3' (expected a library type such as "
                                                  "matrix3x3, matrix5x5, scalar, tensor3x3x3, tensor3x3x3x3, vector3, or 'input')");
  EXPECT_EQ(parseError("matrix3x3 A;\ninput A;\nB = madd33(A, A);\nreturn A;"),
            "bad.kas:3:1: variable 'B' is not declared");
  EXPECT_EQ(parseError("matrix3x3 A\ninput A;"), "bad.kas:2:1: expected ';', got 'input'");
  EXPECT_EQ(parseError("matrix3x3 A, B;\ninput A;\nB = madd33(A);\nreturn B;"),
            "bad.kas:3:5: madd33 takes 2 argument(s), got 1");
  EXPECT_EQ(parseError("matrix3x3 A, B, C;\ninput A;\nC = madd33(A, B);\nreturn C;"),
            "bad.kas:3:15: 'B' is used before it is assigned (not an input)");
  EXPECT_EQ(parseError("matrix3x3 A, B;\nvector3 v;\ninput A, v;\nB = madd33(A, v);\nreturn B;"),
            "bad.kas:4:15: argument 2 of madd33 must be matrix3x3, 'v' is vector3");
  EXPECT_EQ(parseError("matrix3x3 A, B;\ninput A;\nB = madd33(A, A);\n"), "bad.kas:4:1: expected 'return' at the end of the pipeline");
  EXPECT_EQ(parseError("matrix3x3 A;\ninput A;\n  $"), "bad.kas:3:3: unexpected character '$'");
  EXPECT_EQ(parseError("matrix3x3 A, B;\ninput A;\nB = foo(A);\nreturn B;"),
            "bad.kas:3:5: unknown function 'foo' (not in the elementary-function library)");
}

static std::string libError(const std::string &Extra) {
  std::vector<std::pair<std::string, std::string>> Files = {{"extra.cu", Extra}};
  for (auto &F : kc::embedded::fusionlib::files())
    Files.emplace_back(std::string(F.Name), std::string(F.Contents));
  auto L = Library::parse(Files);
  return L ? "(parsed)" : llvm::toString(L.takeError());
}

TEST(Library, MetadataErrorsNameLine) {
  EXPECT_EQ(libError("// x\n/*# foo_1 implementation\nFUNCTION = madd33\nCOMPUTE = d_madd33_1_compute\nBX = size\nBY = 1\nBZ = 1\n"
                     "INPATTERN 0 = start \"tx*9\", block \"9\", stride \"9\", count 1, noreg 0\n"
                     "OUTPATTERN = start \"tx*9\", block \"9\", stride \"9\", count 1, noreg 0\n#*/\n"),
            "extra.cu:2: implementation 'foo_1' has no INPATTERN 1");
  EXPECT_EQ(libError("/*# foo_1 implementation\nFUNCTION = madd33\nCOMPUTE = d_madd33_1_compute\nBX = size\nBY = 1\nBZ = 1\n"
                     "INPATTERN 0 = start \"tx*9+\", count 1\n#*/\n"),
            "extra.cu:7: INPATTERN 0 of 'foo_1': expression \"tx*9+\": unexpected end at character 6 (expected: start "
            "\"expr\", block \"expr\", stride \"expr\", count N, noreg 0|1)");
  EXPECT_EQ(libError("\n\n/*# foo thing\n#*/\n"),
            "extra.cu:3: unknown metadata kind 'thing' of 'foo' (expected type, io, function or implementation)");
  EXPECT_EQ(libError("/*# foo_1 implementation\nFUNCTION = madd33\nCOMPUTE = d_missing\nBX = 3\nBY = 1\nBZ = 1\n#*/\n"),
            "extra.cu:1: 'foo_1': exactly one of BX, BY, BZ must be 'size', found 0");
  EXPECT_EQ(libError("/*# foo_1 implementation\nFUNCTION = madd33\nCOMPUTE = d_missing\nBX = size\nBY = 1\nBZ = 1\n"
                     "INPATTERN 0 = start \"tx\", count 1\nINPATTERN 1 = start \"tx\", count 1\nOUTPATTERN = start \"tx\", count 1\n#*/\n"),
            "implementation foo_1: function 'd_missing' is not defined in any library file");
  EXPECT_EQ(libError("/*# foo_1 implementation\nFUNCTION = madd33\nCOMPUTE = d_x\nBX = size\nBY = 1\nBZ = 1\n"
                     "INPATTERN 0 = start \"qx\", count 1\n#*/\n"),
            "extra.cu:7: INPATTERN 0 of 'foo_1': expression \"qx\": unknown variable 'qx' (expected tx, ty, tz, BX, BY, BZ or i) at "
            "character 1 (expected: start \"expr\", block \"expr\", stride \"expr\", count N, noreg 0|1)");
}

TEST(CodeGen, SubstitutesWholeIdentifiersOnly) {
  std::string R = substituteIdentifiers("v[APLS + i * BX]; BXY = 2; f1BX", {{"APLS", "(ty*9)"}, {"BX", "64"}});
  EXPECT_EQ(R, "v[(ty*9) + i * 64]; BXY = 2; f1BX");
}
