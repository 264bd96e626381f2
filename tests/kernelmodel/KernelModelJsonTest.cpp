// KernelModel JSON: a round trip with every field set, requiredArguments(),
// address-space names, and error messages naming the malformed field.
#include "kernelmodel/KernelModel.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace kc;
using nlohmann::json;

namespace {

KernelModel fullModel() {
  KernelModel M;
  M.Name = "matmul<16>";
  M.MangledName = "_Z6matmulILi16EEvPKfS1_Pfi";
  M.Loc = {"matmul.cu", 12, 3};
  M.Params = {{"A", "const float *", true}, {"B", "const float *", true},
              {"C", "float *", true},       {"Width", "int", false},
              {"unused", "int", false}};
  M.Arch = "sm_80";
  M.Time = Expr::parse("(tid.x < Width) ? 12 + floor(Width / 16)*(2*lat.mem + lat.fp32_fma) : 4");
  M.Delay = Expr::parse("20*floor(Width / 16) + 8");
  M.GlobalLoadBytes = Expr::parse("8*floor(Width / 16)");
  M.GlobalStoreBytes = Expr(4);
  M.UncoalescedBytes = Expr::parse("4*(bdim.x < 32)");
  M.UncoalescedSectorBytes = Expr::parse("16*(bdim.x < 32)");
  M.GlobalSectors = Expr::parse("0.5*floor(Width / 16) + 0.125");
  M.SharedBytes = Expr::parse("128*floor(Width / 16)");
  M.LocalBytes = Expr(16);
  M.ConstantBytes = Expr(8);
  M.L1HitFraction = Expr(0.25);
  M.L2HitFraction = Expr(0.5);
  M.Syncs = Expr::parse("2*floor(Width / 16)");
  M.Atomics = Expr::parse("trip.L40");
  M.Registers = {32, 8, 4, 16, 360, "ptxas 13.0 (sm_80)"};
  M.StaticSharedBytes = 2048;
  M.UsesDynamicShared = true;
  M.InstructionMix = {{"fp32_fma", Expr::parse("16*floor(Width / 16)")}, {"int_add", Expr(7)}};
  M.Loops.resize(2);
  M.Loops[0].Loc = {"matmul.cu", 20, 5};
  M.Loops[0].Name = "L20";
  M.Loops[0].TripCount = Expr::parse("floor(Width / 16)");
  M.Loops[0].IterationTime = Expr::parse("2*lat.mem + lat.fp32_fma");
  M.Loops[1].Loc = {"matmul.cu", 40, 7};
  M.Loops[1].Name = "L40";
  M.Loops[1].Depth = 2;
  M.Loops[1].TripCount = Expr::symbol("trip.L40");
  M.Loops[1].DefaultTrip = 10.0;
  M.Loops[1].IterationTime = Expr(6);
  MemoryAccess A;
  A.Loc = {"matmul.cu", 22, 9};
  A.Space = AddressSpace::Shared;
  A.IsStore = true;
  A.IsAtomic = true;
  A.WarpCombinable = true;
  A.BytesPerThread = 4;
  A.Executions = Expr::parse("floor(Width / 16)");
  A.StrideX = Expr(4);
  A.StrideY = Expr::parse("4*Width");
  A.StrideZ = std::nullopt;
  A.SectorsPerRequest = Expr::parse("ceil_div(bdim.x, 8)");
  A.BankConflictWays = 2;
  A.Verdict = "2-way bank conflict";
  A.L1HitFraction = 0.25;
  A.L2HitFraction = 0.75;
  MemoryAccess G;
  G.Executions = Expr(1);
  G.Verdict = "coalesced";
  AddressForm F;
  F.Array = "in";
  F.Terms = {{"tid.x", Expr(4.0)}};
  F.Offsets = {Expr(0.0), Expr(4.0)};
  F.Loops = {"L40"};
  F.IssueBlocks = {3, 5};
  G.Address = F;
  M.Accesses = {A, G};
  M.Lines.resize(1);
  M.Lines[0].Loc = {"matmul.cu", 22, 0};
  M.Lines[0].Time = Expr::parse("lat.mem*floor(Width / 16)");
  M.Notes = {"data-dependent branch at line 30: probability 0.5"};
  M.Uncosted = {"line 31: llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32 (tensor-core matrix operation)"};
  M.SymbolDefaults = {{"trip.L40", 10}, {"prob.L30", 0.5}};
  return M;
}

void expectSameModel(const KernelModel &X, const KernelModel &Y) {
  EXPECT_EQ(X.Name, Y.Name);
  EXPECT_EQ(X.MangledName, Y.MangledName);
  EXPECT_EQ(X.Loc.File, Y.Loc.File);
  EXPECT_EQ(X.Loc.Line, Y.Loc.Line);
  EXPECT_EQ(X.Loc.Column, Y.Loc.Column);
  ASSERT_EQ(X.Params.size(), Y.Params.size());
  for (size_t I = 0; I < X.Params.size(); ++I) {
    EXPECT_EQ(X.Params[I].Name, Y.Params[I].Name);
    EXPECT_EQ(X.Params[I].Type, Y.Params[I].Type);
    EXPECT_EQ(X.Params[I].IsPointer, Y.Params[I].IsPointer);
  }
  EXPECT_EQ(X.Arch, Y.Arch);
  EXPECT_EQ(X.Time, Y.Time);
  EXPECT_EQ(X.Delay, Y.Delay);
  EXPECT_EQ(X.GlobalLoadBytes, Y.GlobalLoadBytes);
  EXPECT_EQ(X.GlobalStoreBytes, Y.GlobalStoreBytes);
  EXPECT_EQ(X.UncoalescedBytes, Y.UncoalescedBytes);
  EXPECT_EQ(X.UncoalescedSectorBytes, Y.UncoalescedSectorBytes);
  EXPECT_EQ(X.GlobalSectors, Y.GlobalSectors);
  EXPECT_EQ(X.SharedBytes, Y.SharedBytes);
  EXPECT_EQ(X.LocalBytes, Y.LocalBytes);
  EXPECT_EQ(X.ConstantBytes, Y.ConstantBytes);
  EXPECT_EQ(X.L1HitFraction, Y.L1HitFraction);
  EXPECT_EQ(X.L2HitFraction, Y.L2HitFraction);
  EXPECT_EQ(X.Syncs, Y.Syncs);
  EXPECT_EQ(X.Atomics, Y.Atomics);
  EXPECT_EQ(X.Registers.Registers, Y.Registers.Registers);
  EXPECT_EQ(X.Registers.SpillStoreBytes, Y.Registers.SpillStoreBytes);
  EXPECT_EQ(X.Registers.SpillLoadBytes, Y.Registers.SpillLoadBytes);
  EXPECT_EQ(X.Registers.StackFrameBytes, Y.Registers.StackFrameBytes);
  EXPECT_EQ(X.Registers.ConstantBytes, Y.Registers.ConstantBytes);
  EXPECT_EQ(X.Registers.Source, Y.Registers.Source);
  EXPECT_EQ(X.StaticSharedBytes, Y.StaticSharedBytes);
  EXPECT_EQ(X.UsesDynamicShared, Y.UsesDynamicShared);
  EXPECT_EQ(X.InstructionMix, Y.InstructionMix);
  ASSERT_EQ(X.Loops.size(), Y.Loops.size());
  for (size_t I = 0; I < X.Loops.size(); ++I) {
    EXPECT_EQ(X.Loops[I].Loc.Line, Y.Loops[I].Loc.Line);
    EXPECT_EQ(X.Loops[I].Loc.Column, Y.Loops[I].Loc.Column);
    EXPECT_EQ(X.Loops[I].Name, Y.Loops[I].Name);
    EXPECT_EQ(X.Loops[I].Depth, Y.Loops[I].Depth);
    EXPECT_EQ(X.Loops[I].TripCount, Y.Loops[I].TripCount);
    EXPECT_EQ(X.Loops[I].DefaultTrip, Y.Loops[I].DefaultTrip);
    EXPECT_EQ(X.Loops[I].IterationTime, Y.Loops[I].IterationTime);
  }
  ASSERT_EQ(X.Accesses.size(), Y.Accesses.size());
  for (size_t I = 0; I < X.Accesses.size(); ++I) {
    const MemoryAccess &A = X.Accesses[I], &B = Y.Accesses[I];
    EXPECT_EQ(A.Loc.File, B.Loc.File);
    EXPECT_EQ(A.Loc.Line, B.Loc.Line);
    EXPECT_EQ(A.Space, B.Space);
    EXPECT_EQ(A.IsStore, B.IsStore);
    EXPECT_EQ(A.IsAtomic, B.IsAtomic);
    EXPECT_EQ(A.WarpCombinable, B.WarpCombinable);
    EXPECT_EQ(A.BytesPerThread, B.BytesPerThread);
    EXPECT_EQ(A.Executions, B.Executions);
    EXPECT_EQ(A.StrideX, B.StrideX);
    EXPECT_EQ(A.StrideY, B.StrideY);
    EXPECT_EQ(A.StrideZ, B.StrideZ);
    EXPECT_EQ(A.SectorsPerRequest, B.SectorsPerRequest);
    EXPECT_EQ(A.BankConflictWays, B.BankConflictWays);
    EXPECT_EQ(A.Verdict, B.Verdict);
    EXPECT_EQ(A.L1HitFraction, B.L1HitFraction);
    EXPECT_EQ(A.L2HitFraction, B.L2HitFraction);
    ASSERT_EQ(A.Address.has_value(), B.Address.has_value());
    if (A.Address) {
      EXPECT_EQ(A.Address->Array, B.Address->Array);
      EXPECT_EQ(A.Address->Terms, B.Address->Terms);
      EXPECT_EQ(A.Address->Offsets, B.Address->Offsets);
      EXPECT_EQ(A.Address->Loops, B.Address->Loops);
      EXPECT_EQ(A.Address->IssueBlocks, B.Address->IssueBlocks);
    }
  }
  ASSERT_EQ(X.Lines.size(), Y.Lines.size());
  EXPECT_EQ(X.Lines[0].Loc.Line, Y.Lines[0].Loc.Line);
  EXPECT_EQ(X.Lines[0].Time, Y.Lines[0].Time);
  EXPECT_EQ(X.Notes, Y.Notes);
  EXPECT_EQ(X.Uncosted, Y.Uncosted);
  EXPECT_EQ(X.SymbolDefaults, Y.SymbolDefaults);
}

TEST(KernelModelJson, RoundTripEveryField) {
  KernelModel M = fullModel();
  json J = toJson(M);
  // Through text, as `analyze --emit-model` writes it and `predict` reads it.
  KernelModel R = kernelModelFromJson(json::parse(J.dump(2)));
  expectSameModel(M, R);
  EXPECT_EQ(toJson(R), J);
  // Spot-check the documented form.
  EXPECT_EQ(J["syncs"], "2*floor(Width / 16)");
  EXPECT_EQ(J["accesses"][0]["space"], "shared");
  EXPECT_TRUE(J["accesses"][0]["strideZ"].is_null());
  EXPECT_TRUE(J["loops"][0]["defaultTrip"].is_null());
  EXPECT_EQ(J["loops"][1]["defaultTrip"], 10.0);
}

TEST(KernelModelJson, FileRoundTrip) {
  KernelModelFile F{"matmul.cu", {fullModel(), fullModel()}};
  F.Kernels[1].Name = "other";
  json J = toJson(F);
  EXPECT_EQ(J["schemaVersion"], 1);
  KernelModelFile R = kernelModelFileFromJson(json::parse(J.dump()));
  EXPECT_EQ(R.SourceFile, "matmul.cu");
  ASSERT_EQ(R.Kernels.size(), 2u);
  expectSameModel(F.Kernels[0], R.Kernels[0]);
  EXPECT_EQ(R.Kernels[1].Name, "other");
}

TEST(KernelModelJson, MinimalModelGetsDefaults) {
  KernelModel M = kernelModelFromJson(json::parse(R"({"name": "k", "time": "4", "delay": 2})"));
  EXPECT_EQ(M.Name, "k");
  EXPECT_TRUE(M.Time.isConstant(4));
  EXPECT_TRUE(M.Delay.isConstant(2));
  EXPECT_TRUE(M.GlobalLoadBytes.isConstant(0));
  EXPECT_TRUE(M.Accesses.empty());
}

/// The message kernelModelFromJson / kernelModelFileFromJson throws.
std::string errorOf(const std::string &Text, bool File = false) {
  try {
    if (File)
      kernelModelFileFromJson(json::parse(Text));
    else
      kernelModelFromJson(json::parse(Text));
  } catch (const std::invalid_argument &E) {
    return E.what();
  }
  return "(no error)";
}

TEST(KernelModelJson, MalformedInputNamesTheField) {
  auto Has = [](const std::string &Msg, const std::string &Part) {
    return Msg.find(Part) != std::string::npos;
  };
  std::string Msg = errorOf(R"({"time": "1", "delay": "1"})");
  EXPECT_TRUE(Has(Msg, "'name'") && Has(Msg, "missing")) << Msg;
  Msg = errorOf(R"({"name": "k", "time": "1 +", "delay": "1"})");
  EXPECT_TRUE(Has(Msg, "'time'") && Has(Msg, "column 4")) << Msg;
  Msg = errorOf(R"({"name": "k", "time": "1", "delay": "1", "tme": "2"})");
  EXPECT_TRUE(Has(Msg, "'tme'") && Has(Msg, "unknown field")) << Msg;
  Msg = errorOf(R"({"name": "k", "time": "1", "delay": "1",
                    "loops": [{"tripCount": "4"}, {"tripCount": "4", "depth": -1}]})");
  EXPECT_TRUE(Has(Msg, "'loops[1].depth'") && Has(Msg, "non-negative integer")) << Msg;
  Msg = errorOf(R"({"name": "k", "time": "1", "delay": "1",
                    "accesses": [{"executions": "1", "space": "texture"}]})");
  EXPECT_TRUE(Has(Msg, "'accesses[0].space'") && Has(Msg, "texture")) << Msg;
  Msg = errorOf(R"({"name": "k", "time": "1", "delay": "1",
                    "accesses": [{"executions": "1", "l1HitFraction": 1.5}]})");
  EXPECT_TRUE(Has(Msg, "'accesses[0].l1HitFraction'") && Has(Msg, "[0, 1]")) << Msg;
  Msg = errorOf(R"({"name": "k", "time": "1", "delay": "1",
                    "accesses": [{"executions": "1", "address": {"array": "a", "offsets": ["0", "4"],
                                                                 "issueBlocks": [2]}}]})");
  EXPECT_TRUE(Has(Msg, "'accesses[0].address'") && Has(Msg, "1 entries for 2 offsets")) << Msg;
  Msg = errorOf(R"({"name": "k", "time": "1", "delay": "1",
                    "accesses": [{"executions": "1", "address": {"array": "a", "offsets": ["0"],
                                                                 "issueBlocks": [-1]}}]})");
  EXPECT_TRUE(Has(Msg, "'accesses[0].address.issueBlocks[0]'") && Has(Msg, "basic block number")) << Msg;
  Msg = errorOf(R"({"name": "k", "time": [1], "delay": "1"})");
  EXPECT_TRUE(Has(Msg, "'time'") && Has(Msg, "got array")) << Msg;
  Msg = errorOf(R"({"name": "k", "time": "1", "delay": "1", "symbolDefaults": {"trip.L3": "x"}})");
  EXPECT_TRUE(Has(Msg, "'symbolDefaults.trip.L3'") && Has(Msg, "expected a number")) << Msg;
  Msg = errorOf(R"([1, 2])");
  EXPECT_TRUE(Has(Msg, "expected an object")) << Msg;
  Msg = errorOf(R"({"schemaVersion": 2, "kernels": []})", true);
  EXPECT_TRUE(Has(Msg, "schemaVersion") && Has(Msg, "expected 1")) << Msg;
  Msg = errorOf(R"({"schemaVersion": 1, "kernels": [{"name": "k", "time": "1", "delay": "x y"}]})",
                true);
  EXPECT_TRUE(Has(Msg, "'kernels[0].delay'") && Has(Msg, "column 3")) << Msg;
}

TEST(KernelModel, RequiredArgumentsAndNames) {
  KernelModel M = fullModel();
  // Width is mentioned; the pointers and `unused` are not needed.
  EXPECT_EQ(M.requiredArguments(), (std::vector<std::string>{"Width"}));
  M.Accesses[0].StrideZ = Expr::symbol("unused");
  EXPECT_EQ(M.requiredArguments(), (std::vector<std::string>{"Width", "unused"}));
  EXPECT_EQ(addressSpaceName(AddressSpace::Global), "global");
  EXPECT_EQ(addressSpaceName(AddressSpace::Shared), "shared");
  EXPECT_EQ(addressSpaceName(AddressSpace::Local), "local");
  EXPECT_EQ(addressSpaceName(AddressSpace::Constant), "constant");
  EXPECT_EQ(addressSpaceName(AddressSpace::Generic), "generic");
  EXPECT_EQ(addressSpaceFromName("constant"), AddressSpace::Constant);
  EXPECT_EQ(addressSpaceFromName("texture"), std::nullopt);
}

} // namespace
