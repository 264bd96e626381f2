// analyzer/InstrClassifier: one row per kind of LLVM instruction, from small IR
// snippets parsed with LLVM's own parser, with the classes, latency and memory
// facts the classifier must give. Every instruction class of
// gpumodel/InstrClass.h appears in some row (checked at the end).
#include "analyzer/InstrClassifier.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

using namespace kc;
using C = InstrClass;

namespace {

// Every row's body goes into this kernel; the instruction named %r is classified.
const char *Prelude = R"(
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare float @llvm.fma.f32(float, float, float)
declare double @llvm.fma.f64(double, double, double)
declare float @llvm.fmuladd.f32(float, float, float)
declare float @llvm.sqrt.f32(float)
declare double @llvm.sqrt.f64(double)
declare float @llvm.fabs.f32(float)
declare float @llvm.nvvm.ex2.approx.f32(float)
declare float @llvm.nvvm.rsqrt.approx.f(float)
declare float @__nv_expf(float)
declare double @__nv_exp(double)
declare float @__nv_sinf(float)
declare i32 @__nv_float2int_rn(float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
declare void @llvm.nvvm.barrier0()
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
declare void @helper(i32)
declare void @llvm.lifetime.start.p5(ptr addrspace(5))
define void @k(ptr addrspace(1) %g, ptr addrspace(3) %s, ptr addrspace(4) %cst,
               ptr addrspace(5) %loc, ptr %gen, float %f, double %d, half %h, i32 %a,
               i32 %b, i1 %c, i64 %l) {
entry:
)";

struct Row {
  const char *Name;
  const char *Body; ///< instructions of block `entry`, one named %r; ends the block
  std::vector<std::pair<InstrClass, unsigned>> Parts;
  LatencyKind Latency = LatencyKind::Class;
  bool IsMemory = false, IsStore = false, IsAtomic = false, IsBarrier = false, Unknown = false;
  AddressSpace Space = AddressSpace::Generic;
  unsigned Bytes = 0;
};

using LK = LatencyKind;
using AS = AddressSpace;

const std::vector<Row> &rows() {
  static const std::vector<Row> R = {
      // fp32
      {"fadd float", "%r = fadd float %f, 1.0\n ret void", {{C::Fp32Add, 1}}},
      {"fsub float", "%r = fsub float %f, 1.0\n ret void", {{C::Fp32Add, 1}}},
      {"fneg float", "%r = fneg float %f\n ret void", {{C::Fp32Add, 1}}},
      // FSETP issues to the integer ALU pipe like ISETP (docs/kernel-model.md).
      {"fcmp float", "%r = fcmp olt float %f, 1.0\n ret void", {{C::IntAdd, 1}}},
      {"fcmp half", "%r = fcmp une half %h, 0xH0000\n ret void", {{C::Fp16, 1}}},
      {"fabs float", "%r = call float @llvm.fabs.f32(float %f)\n ret void", {{C::Fp32Add, 1}}},
      {"fmul float", "%r = fmul float %f, %f\n ret void", {{C::Fp32Mul, 1}}},
      {"fma float", "%r = call float @llvm.fma.f32(float %f, float %f, float %f)\n ret void",
       {{C::Fp32Fma, 1}}},
      {"fmuladd float", "%r = call float @llvm.fmuladd.f32(float %f, float %f, float %f)\n ret void",
       {{C::Fp32Fma, 1}}},
      {"fdiv float", "%r = fdiv float %f, %f\n ret void", {{C::Fp32Div, 1}}},
      {"fdiv arcp float (fast division: rcp + mul)", "%r = fdiv arcp float %f, %f\n ret void",
       {{C::Fp32Special, 1}, {C::Fp32Mul, 1}}},
      {"sqrt float", "%r = call float @llvm.sqrt.f32(float %f)\n ret void", {{C::Fp32Sqrt, 1}}},
      {"ex2.approx (MUFU)", "%r = call float @llvm.nvvm.ex2.approx.f32(float %f)\n ret void",
       {{C::Fp32Special, 1}}},
      {"rsqrt.approx (MUFU)", "%r = call float @llvm.nvvm.rsqrt.approx.f(float %f)\n ret void",
       {{C::Fp32Special, 1}}},
      {"__nv_expf not inlined", "%r = call float @__nv_expf(float %f)\n ret void",
       {{C::Fp32Special, 1}, {C::Fp32Fma, 4}}},
      {"__nv_sinf not inlined", "%r = call float @__nv_sinf(float %f)\n ret void",
       {{C::Fp32Special, 2}, {C::Fp32Fma, 8}}},
      // fp64
      {"fadd double", "%r = fadd double %d, 1.0\n ret void", {{C::Fp64Add, 1}}},
      {"fcmp double", "%r = fcmp ogt double %d, 0.0\n ret void", {{C::Fp64Add, 1}}},
      {"fmul double", "%r = fmul double %d, %d\n ret void", {{C::Fp64Mul, 1}}},
      {"fma double", "%r = call double @llvm.fma.f64(double %d, double %d, double %d)\n ret void",
       {{C::Fp64Fma, 1}}},
      {"fdiv double", "%r = fdiv double %d, %d\n ret void", {{C::Fp64Div, 1}}},
      {"sqrt double", "%r = call double @llvm.sqrt.f64(double %d)\n ret void", {{C::Fp64Div, 1}}},
      {"__nv_exp not inlined", "%r = call double @__nv_exp(double %d)\n ret void", {{C::Fp64Fma, 12}}},
      // fp16
      {"fadd half", "%r = fadd half %h, %h\n ret void", {{C::Fp16, 1}}},
      {"fmul half", "%r = fmul half %h, %h\n ret void", {{C::Fp16, 1}}},
      // integers
      {"add i32", "%r = add i32 %a, %b\n ret void", {{C::IntAdd, 1}}},
      {"xor i32", "%r = xor i32 %a, %b\n ret void", {{C::IntAdd, 1}}},
      {"shl i32", "%r = shl i32 %a, 3\n ret void", {{C::IntAdd, 1}}},
      {"icmp", "%r = icmp slt i32 %a, %b\n ret void", {{C::IntAdd, 1}}},
      {"select", "%r = select i1 %c, i32 %a, i32 %b\n ret void", {{C::IntAdd, 1}}},
      {"smax", "%r = call i32 @llvm.smax.i32(i32 %a, i32 %b)\n ret void", {{C::IntAdd, 1}}},
      {"ctpop", "%r = call i32 @llvm.ctpop.i32(i32 %a)\n ret void", {{C::IntAdd, 1}}},
      {"read tid.x (special register move)",
       "%r = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n ret void", {{C::IntAdd, 1}}},
      {"mul i32", "%r = mul i32 %a, %b\n ret void", {{C::IntMul, 1}}},
      {"gep with a variable index (address mad)",
       "%r = getelementptr float, ptr addrspace(1) %g, i32 %a\n ret void", {{C::IntMad, 1}}},
      {"sdiv by a variable", "%r = sdiv i32 %a, %b\n ret void", {{C::IntDiv, 1}}},
      {"urem by a variable", "%r = urem i32 %a, %b\n ret void", {{C::IntDiv, 1}}},
      {"udiv by 8 (shift)", "%r = udiv i32 %a, 8\n ret void", {{C::IntAdd, 1}}},
      {"sdiv by 8 (sign fix-up + shift)", "%r = sdiv i32 %a, 8\n ret void", {{C::IntAdd, 3}}},
      {"udiv by 7 (mul.hi + shifts)", "%r = udiv i32 %a, 7\n ret void",
       {{C::IntMul, 1}, {C::IntAdd, 2}}},
      // conversions
      {"sitofp", "%r = sitofp i32 %a to float\n ret void", {{C::Conversion, 1}}},
      {"fptosi", "%r = fptosi float %f to i32\n ret void", {{C::Conversion, 1}}},
      {"fpext half", "%r = fpext half %h to float\n ret void", {{C::Conversion, 1}}},
      // from or to a 64-bit type: the CUDA Programming Guide's slower row (F2F.F64.F32 ...)
      {"fpext", "%r = fpext float %f to double\n ret void", {{C::ConversionF64, 1}}},
      {"fptrunc", "%r = fptrunc double %d to float\n ret void", {{C::ConversionF64, 1}}},
      {"sitofp to double", "%r = sitofp i32 %a to double\n ret void", {{C::ConversionF64, 1}}},
      {"fptosi from double", "%r = fptosi double %d to i32\n ret void", {{C::ConversionF64, 1}}},
      {"sitofp from i64", "%r = sitofp i64 %l to float\n ret void", {{C::ConversionF64, 1}}},
      {"__nv_float2int_rn", "%r = call i32 @__nv_float2int_rn(float %f)\n ret void",
       {{C::Conversion, 1}}},
      // warp-level
      {"shfl.sync.idx",
       "%r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %a, i32 0, i32 31)\n ret void",
       {{C::Shuffle, 1}}},
      {"shfl.sync.down",
       "%r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %a, i32 1, i32 31)\n ret void",
       {{C::Shuffle, 1}}},
      {"vote.ballot", "%r = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %c)\n ret void",
       {{C::Vote, 1}}},
      {"vote.any", "%r = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %c)\n ret void",
       {{C::Vote, 1}}},
      // control
      {"conditional branch", "br i1 %c, label %x, label %x\nx:\n ret void", {{C::Branch, 1}}},
      {"unconditional branch is free (fall-through)", "br label %x\nx:\n ret void", {}},
      {"switch with 3 cases",
       "switch i32 %a, label %x [ i32 0, label %x\n i32 1, label %x\n i32 2, label %x ]\nx:\n "
       "ret void",
       {{C::Branch, 3}}},
      {"__syncthreads (barrier0, read as the CTA barrier)",
       "call void @llvm.nvvm.barrier0()\n ret void", {{C::Barrier, 1}}},
      // memory
      {"load global float", "%r = load float, ptr addrspace(1) %g\n ret void",
       {{C::LoadGlobal, 1}}, LK::Memory, true, false, false, false, false, AS::Global, 4},
      {"load global double through a kernel-argument generic pointer",
       "%r = load double, ptr %gen\n ret void", {{C::LoadGlobal, 1}}, LK::Memory, true, false,
       false, false, false, AS::Global, 8},
      {"store global float", "store float %f, ptr addrspace(1) %g\n ret void",
       {{C::StoreGlobal, 1}}, LK::Memory, true, true, false, false, false, AS::Global, 4},
      {"load shared i32", "%r = load i32, ptr addrspace(3) %s\n ret void", {{C::LoadShared, 1}},
       LK::Shared, true, false, false, false, false, AS::Shared, 4},
      {"store shared double", "store double %d, ptr addrspace(3) %s\n ret void",
       {{C::StoreShared, 1}}, LK::Shared, true, true, false, false, false, AS::Shared, 8},
      {"load local", "%r = load i32, ptr addrspace(5) %loc\n ret void", {{C::LoadLocal, 1}},
       LK::Memory, true, false, false, false, false, AS::Local, 4},
      {"store local", "store i64 %l, ptr addrspace(5) %loc\n ret void",
       {{C::StoreLocal, 1}}, LK::Memory, true, true, false, false, false, AS::Local, 8},
      {"load through a generic pointer to an alloca",
       "%p = alloca [4 x i32], align 4, addrspace(5)\n %q = addrspacecast ptr addrspace(5) %p to "
       "ptr\n %r = load i32, ptr %q\n ret void",
       {{C::LoadLocal, 1}}, LK::Memory, true, false, false, false, false, AS::Local, 4},
      {"load constant", "%r = load float, ptr addrspace(4) %cst\n ret void", {{C::LoadConst, 1}},
       LK::Class, true, false, false, false, false, AS::Constant, 4},
      {"atomicrmw add global", "%r = atomicrmw add ptr addrspace(1) %g, i32 1 monotonic\n ret void",
       {{C::Atomic, 1}}, LK::Memory, true, true, true, false, false, AS::Global, 4},
      {"atomicrmw add shared", "%r = atomicrmw add ptr addrspace(3) %s, i32 1 monotonic\n ret void",
       {{C::Atomic, 1}}, LK::Shared, true, true, true, false, false, AS::Shared, 4},
      {"cmpxchg global",
       "%r = cmpxchg ptr addrspace(1) %g, i32 %a, i32 %b monotonic monotonic\n ret void",
       {{C::Atomic, 1}}, LK::Memory, true, true, true, false, false, AS::Global, 4},
      // free instructions
      {"zext is free", "%r = zext i32 %a to i64\n ret void", {}},
      {"trunc is free", "%r = trunc i64 %l to i32\n ret void", {}},
      {"bitcast is free", "%r = bitcast float %f to i32\n ret void", {}},
      {"constant gep is free (an immediate offset)",
       "%r = getelementptr float, ptr addrspace(1) %g, i32 4\n ret void", {}},
      {"lifetime marker is free",
       "%p = alloca i32, align 4, addrspace(5)\n call void @llvm.lifetime.start.p5(ptr "
       "addrspace(5) %p)\n ret void",
       {}},
      // calls the classifier does not know
      {"call of a device function", "call void @helper(i32 %a)\n ret void", {{C::Branch, 2}},
       LK::Class, false, false, false, false, true},
      {"memcpy", "call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %g, ptr addrspace(1) %g, i64 "
                 "16, i1 false)\n ret void",
       {{C::StoreGlobal, 1}}, LK::Class, false, false, false, false, true},
  };
  return R;
}

/// The instruction a row is about: the one named %r, else the first one of
/// block `entry` that is not an alloca.
const llvm::Instruction *subject(const llvm::Function &F) {
  for (const llvm::Instruction &I : F.getEntryBlock())
    if (I.getName() == "r")
      return &I;
  for (const llvm::Instruction &I : F.getEntryBlock())
    if (!llvm::isa<llvm::AllocaInst>(I))
      return &I;
  return nullptr;
}

} // namespace

TEST(InstrClassifier, EveryRowOfTheTable) {
  std::set<InstrClass> Seen;
  for (const Row &R : rows()) {
    llvm::LLVMContext Ctx;
    llvm::SMDiagnostic Err;
    std::string Ir = std::string(Prelude) + R.Body + "\n}\n";
    std::unique_ptr<llvm::Module> M = llvm::parseAssemblyString(Ir, Err, Ctx);
    if (!M) {
      std::string Msg;
      llvm::raw_string_ostream OS(Msg);
      Err.print("row", OS);
      ADD_FAILURE() << R.Name << ": " << Msg;
      continue;
    }
    const llvm::Instruction *I = subject(*M->getFunction("k"));
    ASSERT_NE(I, nullptr) << R.Name;
    ClassifiedInstr Got = classifyInstruction(*I);
    std::vector<std::pair<InstrClass, unsigned>> Parts(Got.Parts.begin(), Got.Parts.end());
    const std::vector<std::pair<InstrClass, unsigned>> &Want = R.Parts;
    auto Str = [](const std::vector<std::pair<InstrClass, unsigned>> &P) {
      std::string S;
      for (auto &[Cl, N] : P)
        S += std::string(instrClassName(Cl)) + " x" + std::to_string(N) + " ";
      return S.empty() ? std::string("(free)") : S;
    };
    EXPECT_EQ(Parts, Want) << R.Name << ": got " << Str(Parts) << ", want " << Str(Want);
    EXPECT_EQ(Got.isFree(), Want.empty()) << R.Name;
    if (!Want.empty())
      EXPECT_EQ(Got.Latency, R.Latency) << R.Name;
    EXPECT_EQ(Got.IsMemory, R.IsMemory) << R.Name;
    EXPECT_EQ(Got.IsStore, R.IsStore) << R.Name;
    EXPECT_EQ(Got.IsAtomic, R.IsAtomic) << R.Name;
    EXPECT_EQ(Got.UnknownCall, R.Unknown) << R.Name;
    bool WantBarrier = std::string(R.Name).find("__syncthreads") != std::string::npos;
    EXPECT_EQ(Got.IsBarrier, WantBarrier) << R.Name;
    if (R.IsMemory) {
      EXPECT_EQ(Got.Space, R.Space) << R.Name;
      EXPECT_EQ(Got.Bytes, R.Bytes) << R.Name;
    }
    for (auto &[Cl, N] : Want)
      Seen.insert(Cl);
  }
  // The table covers every class.
  for (unsigned I = 0; I < NumInstrClasses; ++I)
    EXPECT_TRUE(Seen.count(static_cast<InstrClass>(I)))
        << "no row of the table asserts class " << InstrClassNames[I];
}

TEST(InstrClassifier, TensorCoreOperationsAreRecognized) {
  // The intrinsics clang emits for nvcuda::wmma and mma, and the PTX opcodes of
  // inline assembly; nothing else that starts alike.
  for (const char *T : {"llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0",
                        "llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32", "llvm.nvvm.mma.m16n8k16.row.col.f16",
                        "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16", "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
                        "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16", "ldmatrix.sync.aligned.m8n8.x4.shared.b16",
                        "stmatrix.sync.aligned.m8n8.x2.shared.b16", "tcgen05.mma.cta_group::1.kind::f16"})
    EXPECT_TRUE(isTensorCoreOperation(T)) << T;
  for (const char *N : {"llvm.nvvm.shfl.sync.idx.i32", "llvm.nvvm.match.any.sync.i32", "mov.u32",
                        "llvm.nvvm.fmax.f", "llvm.maximum.f32", ""})
    EXPECT_FALSE(isTensorCoreOperation(N)) << N;
}
