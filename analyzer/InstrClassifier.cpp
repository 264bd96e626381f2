// Instruction classification for the kernel analysis: LLVM opcode / intrinsic /
// libdevice name -> PTX-level instruction classes (see InstrClassifier.h).
#include "analyzer/InstrClassifier.h"
#include "analyzer/InlinePtx.h"

#include "llvm/IR/InlineAsm.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace kc {
namespace {

enum class FpKind { F16, F32, F64, Int };

FpKind fpKindOf(const Type *T) {
  if (auto *VT = dyn_cast<VectorType>(T))
    T = VT->getElementType();
  if (T->isHalfTy() || T->isBFloatTy())
    return FpKind::F16;
  if (T->isFloatTy())
    return FpKind::F32;
  if (T->isDoubleTy())
    return FpKind::F64;
  return FpKind::Int;
}

ClassifiedInstr parts(InstrClass C, unsigned N = 1) {
  ClassifiedInstr R;
  R.Parts.push_back({C, N});
  return R;
}

/// fadd-like class for a floating-point type.
InstrClass fpAdd(FpKind K) {
  return K == FpKind::F64 ? InstrClass::Fp64Add : K == FpKind::F16 ? InstrClass::Fp16 : InstrClass::Fp32Add;
}
InstrClass fpMul(FpKind K) {
  return K == FpKind::F64 ? InstrClass::Fp64Mul : K == FpKind::F16 ? InstrClass::Fp16 : InstrClass::Fp32Mul;
}
InstrClass fpFma(FpKind K) {
  return K == FpKind::F64 ? InstrClass::Fp64Fma : K == FpKind::F16 ? InstrClass::Fp16 : InstrClass::Fp32Fma;
}

/// A conversion between \p From and \p To: from or to a 64-bit type (double, or a
/// 64-bit integer on the integer side of an int <-> float conversion) runs at the
/// slower rate of the CUDA Programming Guide's "type conversions from and to
/// 64-bit types" (conversion_f64), any other at the 32-bit rate (conversion).
InstrClass conversionClass(const Type *From, const Type *To) {
  auto Is64 = [](const Type *T) {
    if (auto *VT = dyn_cast<VectorType>(T))
      T = VT->getElementType();
    return T->isDoubleTy() || T->isIntegerTy(64);
  };
  return Is64(From) || Is64(To) ? InstrClass::ConversionF64 : InstrClass::Conversion;
}

AddressSpace spaceOfAS(unsigned AS) {
  switch (AS) {
  case 1: return AddressSpace::Global;
  case 3: return AddressSpace::Shared;
  case 4: return AddressSpace::Constant;
  case 5: return AddressSpace::Local;
  case 101: return AddressSpace::Constant; // kernel parameter space
  default: return AddressSpace::Generic;
  }
}

InstrClass loadClass(AddressSpace S) {
  switch (S) {
  case AddressSpace::Shared: return InstrClass::LoadShared;
  case AddressSpace::Local: return InstrClass::LoadLocal;
  case AddressSpace::Constant: return InstrClass::LoadConst;
  default: return InstrClass::LoadGlobal;
  }
}
InstrClass storeClass(AddressSpace S) {
  switch (S) {
  case AddressSpace::Shared: return InstrClass::StoreShared;
  case AddressSpace::Local: return InstrClass::StoreLocal;
  default: return InstrClass::StoreGlobal;
  }
}
LatencyKind loadLatency(AddressSpace S) {
  switch (S) {
  case AddressSpace::Shared: return LatencyKind::Shared;
  case AddressSpace::Constant: return LatencyKind::Class; // lat.load_const
  default: return LatencyKind::Memory;
  }
}

/// \p Space: the space the instruction names (inline PTX's `ld.global`), else
/// the pointer's (effectiveAddressSpace).
ClassifiedInstr memoryAccess(const Instruction &I, const Value *Ptr, Type *AccessTy, bool IsStore,
                             bool IsAtomic, std::optional<AddressSpace> Space = std::nullopt) {
  ClassifiedInstr R;
  R.IsMemory = true;
  R.IsStore = IsStore;
  R.IsAtomic = IsAtomic;
  R.Pointer = Ptr;
  R.Space = Space ? *Space : effectiveAddressSpace(Ptr);
  const DataLayout &DL = I.getModule()->getDataLayout();
  R.Bytes = AccessTy && AccessTy->isSized() ? static_cast<unsigned>(DL.getTypeStoreSize(AccessTy)) : 4;
  if (IsAtomic) {
    R.Parts.push_back({InstrClass::Atomic, 1});
    R.Latency = R.Space == AddressSpace::Shared ? LatencyKind::Shared : LatencyKind::Memory;
  } else if (IsStore) {
    R.Parts.push_back({storeClass(R.Space), 1});
    R.Latency = R.Space == AddressSpace::Shared ? LatencyKind::Shared : LatencyKind::Memory;
  } else {
    R.Parts.push_back({loadClass(R.Space), 1});
    R.Latency = loadLatency(R.Space);
  }
  return R;
}

/// A libdevice (`__nv_*`) function that was not inlined: an approximate
/// instruction sequence. Counts are rough (range reduction + polynomial),
/// enough to rank kernels; inlining libdevice gives exact counts instead.
ClassifiedInstr libdeviceCall(StringRef Name, const Type *RetTy) {
  FpKind K = fpKindOf(RetTy);
  bool F64 = K == FpKind::F64;
  StringRef Base = Name;
  if (K == FpKind::F32 && Base.ends_with("f"))
    Base = Base.drop_back(); // expf -> exp, sqrtf -> sqrt, fmaf -> fma
  auto Seq = [&](std::initializer_list<std::pair<InstrClass, unsigned>> P) {
    ClassifiedInstr R;
    R.Parts.assign(P.begin(), P.end());
    return R;
  };
  if (Name.starts_with("fast_"))
    return Seq({{InstrClass::Fp32Special, 1}, {InstrClass::Fp32Mul, 1}});
  if (Base.contains("2int") || Base.contains("2uint") || Base.contains("2ll") || Base.contains("2ull") ||
      Base.contains("2float") || Base.contains("2double") || Base.contains("2half"))
    return parts(Base.starts_with("double2") || Base.starts_with("ll2") || Base.starts_with("ull2") ||
                         Base.contains("2double") || Base.contains("2ll") || Base.contains("2ull")
                     ? InstrClass::ConversionF64
                     : InstrClass::Conversion);
  if (K == FpKind::Int) {
    if (Base.contains("mulhi") || Base.contains("mul24") || Base.contains("mul64hi"))
      return parts(InstrClass::IntMul);
    return parts(InstrClass::IntAdd);
  }
  if (Base == "sqrt")
    return parts(F64 ? InstrClass::Fp64Div : InstrClass::Fp32Sqrt);
  if (Base == "rsqrt" || Base == "rcp" || Base == "frcp_rn")
    return F64 ? parts(InstrClass::Fp64Div) : parts(InstrClass::Fp32Special);
  if (Base.starts_with("fdiv") || Base == "fdivide" || Base == "ddiv_rn")
    return parts(F64 ? InstrClass::Fp64Div : InstrClass::Fp32Div);
  if (Base == "fabs" || Base == "fmin" || Base == "fmax" || Base == "floor" || Base == "ceil" ||
      Base == "trunc" || Base == "round" || Base == "rint" || Base == "nearbyint" ||
      Base == "copysign" || Base == "fdim" || Base == "saturate")
    return parts(fpAdd(K));
  if (Base == "fma" || Base.starts_with("fma_"))
    return parts(fpFma(K));
  if (Base.starts_with("exp") || Base.starts_with("log"))
    return F64 ? parts(InstrClass::Fp64Fma, 12) : Seq({{InstrClass::Fp32Special, 1}, {InstrClass::Fp32Fma, 4}});
  if (Base == "sin" || Base == "cos" || Base == "tan" || Base == "sincos" || Base == "sinpi" ||
      Base == "cospi")
    return F64 ? parts(InstrClass::Fp64Fma, 25) : Seq({{InstrClass::Fp32Special, 2}, {InstrClass::Fp32Fma, 8}});
  if (Base == "pow" || Base == "powi")
    return F64 ? parts(InstrClass::Fp64Fma, 40) : Seq({{InstrClass::Fp32Special, 2}, {InstrClass::Fp32Fma, 10}});
  return F64 ? parts(InstrClass::Fp64Fma, 20) : Seq({{InstrClass::Fp32Special, 1}, {InstrClass::Fp32Fma, 12}});
}

/// The call argument that asm operand \p N (%N) stands for: outputs come first
/// in the numbering and have no argument unless indirect; clobbers have no number.
const Value *asmOperandValue(const CallBase &CB, const InlineAsm &Asm, unsigned N) {
  unsigned Operand = 0, Arg = 0;
  for (const InlineAsm::ConstraintInfo &C : Asm.ParseConstraints()) {
    if (C.Type == InlineAsm::isClobber)
      continue;
    bool HasArg = C.Type != InlineAsm::isOutput || C.isIndirect;
    if (Operand == N)
      return HasArg && Arg < CB.arg_size() ? CB.getArgOperand(Arg) : nullptr;
    ++Operand;
    Arg += HasArg;
  }
  return nullptr;
}

/// The memory access \p A of an asm string (InlinePtx.h), or nullopt when its
/// address or its copy size cannot be read from the call's operands.
std::optional<ClassifiedInstr> inlineAsmAccess(const CallBase &CB, const InlineAsm &Asm, InlinePtxAccess A) {
  // The address: a pointer, or an integer made from one by casts
  // ("l"((uint64_t)__cvta_generic_to_global(p))): the pointer, whose form the
  // address analysis follows. Integer arithmetic on addresses, and a 32-bit
  // shared-window offset, stay uncosted: the analysis would not see the thread
  // index through them and would call the access uniform.
  const Value *Ptr = asmOperandValue(CB, Asm, A.Operand);
  while (Ptr && !Ptr->getType()->isPointerTy()) {
    if (const auto *Cast = dyn_cast<CastInst>(Ptr); Cast && (isa<PtrToIntInst>(Cast) || isa<ZExtInst>(Cast)))
      Ptr = Cast->getOperand(0);
    else
      Ptr = nullptr;
  }
  while (Ptr) { // generic <-> global casts: the pointer the kernel computed
    if (const auto *AC = dyn_cast<AddrSpaceCastInst>(Ptr))
      Ptr = AC->getPointerOperand();
    else if (const auto *Call = dyn_cast<CallBase>(Ptr); Call && Call->getCalledFunction() &&
                                                         Call->getCalledFunction()->getName().starts_with("llvm.nvvm.ptr.") &&
                                                         Call->arg_size() == 1)
      Ptr = Call->getArgOperand(0);
    else
      break;
  }
  if (!Ptr)
    return std::nullopt;
  if (A.SizeOperand) {
    auto *Size = dyn_cast_or_null<ConstantInt>(asmOperandValue(CB, Asm, *A.SizeOperand));
    if (!Size || Size->getZExtValue() == 0 || Size->getZExtValue() > 16)
      return std::nullopt;
    A.Bytes = static_cast<unsigned>(Size->getZExtValue());
  }
  std::optional<AddressSpace> Named;
  if (A.Space != InlinePtxAccess::FromPointer) // the opcode names the space
    Named = A.Space == InlinePtxAccess::Shared  ? AddressSpace::Shared
            : A.Space == InlinePtxAccess::Local ? AddressSpace::Local
                                                : AddressSpace::Global;
  return memoryAccess(CB, Ptr, IntegerType::get(CB.getContext(), A.Bytes * 8), A.IsStore, A.IsAtomic, Named);
}

ClassifiedInstr callOrIntrinsic(const CallBase &CB) {
  const Function *Callee = CB.getCalledFunction();
  if (const auto *Asm = dyn_cast<InlineAsm>(CB.getCalledOperand())) {
    InlinePtxClasses P = classifyInlinePtx(Asm->getAsmString());
    std::optional<ClassifiedInstr> Access = P.Access ? inlineAsmAccess(CB, *Asm, *P.Access) : std::nullopt;
    if (P.Access && !Access) // an address not followed: the statement is not costed
      P = classifyInlinePtx(Asm->getAsmString(), /*FindAccess=*/false);
    // The access first, then the string's other instructions (a predicate, an address).
    ClassifiedInstr R = Access ? std::move(*Access) : ClassifiedInstr{};
    R.Parts.append(P.Parts.begin(), P.Parts.end());
    R.NotCosted = std::move(P.Unknown);
    return R;
  }
  if (!Callee) {
    ClassifiedInstr R = parts(InstrClass::Branch, 2);
    R.UnknownCall = true;
    return R;
  }
  StringRef Name = Callee->getName();
  FpKind K = fpKindOf(CB.getType());
  if (Name.consume_front("__nv_"))
    return libdeviceCall(Name, CB.getType());
  if (!Name.starts_with("llvm.")) {
    ClassifiedInstr R = parts(InstrClass::Branch, 2); // call + return
    R.UnknownCall = true;
    return R;
  }
  // Free intrinsics.
  if (Name.starts_with("llvm.dbg.") || Name.starts_with("llvm.lifetime.") || Name.starts_with("llvm.assume") ||
      Name.starts_with("llvm.experimental.noalias") || Name.starts_with("llvm.invariant.") ||
      Name.starts_with("llvm.pseudoprobe") || Name.starts_with("llvm.annotation") ||
      Name.starts_with("llvm.var.annotation") || Name.starts_with("llvm.ptr.annotation") ||
      Name.starts_with("llvm.nvvm.ptr.") || Name.starts_with("llvm.nvvm.isspacep") ||
      Name.starts_with("llvm.prefetch") || Name.starts_with("llvm.expect"))
    return {};
  if (Name.starts_with("llvm.nvvm.read.ptx.sreg."))
    return parts(InstrClass::IntAdd); // a move from a special register
  // Barriers.
  if (Name.starts_with("llvm.nvvm.barrier") || Name.starts_with("llvm.nvvm.bar.sync") ||
      Name == "llvm.nvvm.barrier.sync" || Name.starts_with("llvm.nvvm.barrier.sync")) {
    ClassifiedInstr R = parts(InstrClass::Barrier);
    R.IsBarrier = true;
    return R;
  }
  if (Name.starts_with("llvm.nvvm.bar.warp.sync") || Name.starts_with("llvm.nvvm.membar") ||
      Name.starts_with("llvm.nvvm.fence"))
    return parts(InstrClass::Barrier);
  if (Name.starts_with("llvm.nvvm.shfl."))
    return parts(InstrClass::Shuffle);
  if (Name.starts_with("llvm.nvvm.vote.") || Name.starts_with("llvm.nvvm.match.") ||
      Name.starts_with("llvm.nvvm.redux."))
    return parts(InstrClass::Vote);
  if (Name.starts_with("llvm.nvvm.atomic.") || Name.starts_with("llvm.nvvm.atom.")) {
    const Value *Ptr = CB.arg_size() ? CB.getArgOperand(0) : nullptr;
    return memoryAccess(CB, Ptr, CB.getType(), /*IsStore=*/true, /*IsAtomic=*/true);
  }
  if (Name.starts_with("llvm.nvvm.ldg.global.") || Name.starts_with("llvm.nvvm.ldu.global."))
    return memoryAccess(CB, CB.getArgOperand(0), CB.getType(), false, false);
  if (Name.starts_with("llvm.memcpy") || Name.starts_with("llvm.memmove") || Name.starts_with("llvm.memset")) {
    ClassifiedInstr R = parts(InstrClass::StoreGlobal);
    R.UnknownCall = true; // reported: bulk copies are not modelled byte by byte
    return R;
  }
  // Floating point.
  if (Name.starts_with("llvm.fma.") || Name.starts_with("llvm.fmuladd.") ||
      Name.starts_with("llvm.nvvm.fma."))
    return parts(fpFma(K));
  if (Name.starts_with("llvm.sqrt.") || Name.starts_with("llvm.nvvm.sqrt.rn") ||
      Name.starts_with("llvm.nvvm.sqrt.f"))
    return parts(K == FpKind::F64 ? InstrClass::Fp64Div : InstrClass::Fp32Sqrt);
  if (Name.starts_with("llvm.nvvm.sqrt.approx") || Name.starts_with("llvm.nvvm.rsqrt.approx.f") ||
      Name.starts_with("llvm.nvvm.ex2.approx") || Name.starts_with("llvm.nvvm.lg2.approx") ||
      Name.starts_with("llvm.nvvm.sin.approx") || Name.starts_with("llvm.nvvm.cos.approx") ||
      Name.starts_with("llvm.nvvm.rcp.approx.f") || Name.starts_with("llvm.nvvm.rcp.approx.ftz.f"))
    return parts(K == FpKind::F64 ? InstrClass::Fp64Div : InstrClass::Fp32Special);
  if (Name.starts_with("llvm.nvvm.rsqrt.approx.d") || Name.starts_with("llvm.nvvm.rcp.approx.ftz.d"))
    return parts(InstrClass::Fp32Special); // one MUFU.RSQ64H / RCP64H on the special-function unit
  if (Name.starts_with("llvm.nvvm.add.r") || Name.starts_with("llvm.nvvm.mul.r")) {
    bool Mul = Name.starts_with("llvm.nvvm.mul.");
    if (Name.ends_with(".d"))
      return parts(Mul ? InstrClass::Fp64Mul : InstrClass::Fp64Add);
    if (Name.ends_with(".f"))
      return parts(Mul ? InstrClass::Fp32Mul : InstrClass::Fp32Add);
  }
  if (Name.starts_with("llvm.nvvm.rcp.") || Name.starts_with("llvm.nvvm.div."))
    return parts(K == FpKind::F64 ? InstrClass::Fp64Div : InstrClass::Fp32Div);
  if (Name.starts_with("llvm.fabs.") || Name.starts_with("llvm.minnum.") || Name.starts_with("llvm.maxnum.") ||
      Name.starts_with("llvm.minimum.") || Name.starts_with("llvm.maximum.") ||
      Name.starts_with("llvm.copysign.") || Name.starts_with("llvm.floor.") || Name.starts_with("llvm.ceil.") ||
      Name.starts_with("llvm.trunc.") || Name.starts_with("llvm.round") || Name.starts_with("llvm.rint.") ||
      Name.starts_with("llvm.nearbyint.") || Name.starts_with("llvm.nvvm.fabs") ||
      Name.starts_with("llvm.nvvm.fmin") || Name.starts_with("llvm.nvvm.fmax") ||
      Name.starts_with("llvm.nvvm.saturate"))
    return parts(fpAdd(K));
  if (Name.starts_with("llvm.exp") || Name.starts_with("llvm.log") || Name.starts_with("llvm.sin.") ||
      Name.starts_with("llvm.cos.") || Name.starts_with("llvm.pow"))
    return libdeviceCall(Name.drop_front(5).split('.').first, CB.getType());
  if (Name.starts_with("llvm.nvvm.f2i") || Name.starts_with("llvm.nvvm.i2f") ||
      Name.starts_with("llvm.nvvm.f2u") || Name.starts_with("llvm.nvvm.u2f") ||
      Name.starts_with("llvm.nvvm.d2") || Name.starts_with("llvm.nvvm.f2") ||
      Name.starts_with("llvm.nvvm.ll2") || Name.starts_with("llvm.nvvm.ull2") ||
      Name.starts_with("llvm.fptosi.sat") || Name.starts_with("llvm.fptoui.sat") ||
      Name.starts_with("llvm.convert."))
    return parts(CB.arg_size() ? conversionClass(CB.getArgOperand(0)->getType(), CB.getType())
                               : InstrClass::Conversion);
  // Integer.
  if (Name.contains("mul.with.overflow") || Name.starts_with("llvm.nvvm.mulhi") ||
      Name.starts_with("llvm.nvvm.mul24"))
    return parts(InstrClass::IntMul);
  if (Name.starts_with("llvm.smin.") || Name.starts_with("llvm.smax.") || Name.starts_with("llvm.umin.") ||
      Name.starts_with("llvm.umax.") || Name.starts_with("llvm.abs.") || Name.starts_with("llvm.ctpop.") ||
      Name.starts_with("llvm.ctlz.") || Name.starts_with("llvm.cttz.") || Name.starts_with("llvm.fshl.") ||
      Name.starts_with("llvm.fshr.") || Name.starts_with("llvm.bswap.") || Name.starts_with("llvm.bitreverse.") ||
      Name.contains("add.with.overflow") || Name.contains("sub.with.overflow") ||
      Name.starts_with("llvm.nvvm.prmt") || Name.starts_with("llvm.nvvm.min") || Name.starts_with("llvm.nvvm.max"))
    return parts(InstrClass::IntAdd);
  if (Name.starts_with("llvm.nvvm.read.ptx.sreg") || Name.starts_with("llvm.read_register"))
    return parts(InstrClass::IntAdd);
  if (Name.starts_with("llvm.nvvm.")) { // other NVVM intrinsics: one generic ALU op, reported
    ClassifiedInstr R = parts(K == FpKind::Int ? InstrClass::IntAdd : fpAdd(K));
    R.NotCosted.push_back(Name.str());
    return R;
  }
  return parts(K == FpKind::Int ? InstrClass::IntAdd : fpAdd(K));
}

bool isPowerOfTwoConstant(const Value *V) {
  if (auto *C = dyn_cast<ConstantInt>(V))
    return C->getValue().isPowerOf2();
  return false;
}

} // namespace

bool isTensorCoreOperation(StringRef What) {
  What.consume_front("llvm.nvvm.");
  for (StringRef P : {"wmma.", "mma.", "wgmma.", "ldmatrix.", "stmatrix.", "tcgen05."})
    if (What.starts_with(P))
      return true;
  return false;
}

AddressSpace effectiveAddressSpace(const Value *Pointer) {
  if (!Pointer || !Pointer->getType()->isPointerTy())
    return AddressSpace::Generic;
  unsigned AS = Pointer->getType()->getPointerAddressSpace();
  if (AS != 0)
    return spaceOfAS(AS);
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(Pointer, Objects, nullptr, /*MaxLookup=*/0);
  std::optional<AddressSpace> Found;
  for (const Value *O : Objects) {
    // getUnderlyingObjects stops at an addrspacecast of a non-constant; look through it.
    const Value *Obj = O;
    while (auto *Op = dyn_cast<Operator>(Obj)) {
      if (Op->getOpcode() != Instruction::AddrSpaceCast)
        break;
      Obj = getUnderlyingObject(Op->getOperand(0), 0);
    }
    AddressSpace S = AddressSpace::Generic;
    unsigned ObjAS = Obj->getType()->isPointerTy() ? Obj->getType()->getPointerAddressSpace() : 0;
    if (ObjAS != 0)
      S = spaceOfAS(ObjAS);
    else if (isa<Argument>(Obj))
      S = AddressSpace::Global; // kernel pointer parameters point into global memory
    else if (isa<AllocaInst>(Obj))
      S = AddressSpace::Local;
    else if (auto *GV = dyn_cast<GlobalVariable>(Obj))
      S = spaceOfAS(GV->getAddressSpace());
    if (Found && *Found != S)
      return AddressSpace::Generic;
    Found = S;
  }
  return Found.value_or(AddressSpace::Generic);
}

ClassifiedInstr classifyInstruction(const Instruction &I) {
  FpKind K = fpKindOf(I.getType());
  switch (I.getOpcode()) {
  case Instruction::PHI:
  case Instruction::BitCast:
  case Instruction::AddrSpaceCast:
  case Instruction::PtrToInt:
  case Instruction::IntToPtr:
  case Instruction::Trunc:
  case Instruction::ZExt:
  case Instruction::SExt:
  case Instruction::Freeze:
  case Instruction::Ret:
  case Instruction::Unreachable:
  case Instruction::ExtractValue:
  case Instruction::InsertValue:
  case Instruction::ExtractElement:
  case Instruction::InsertElement:
  case Instruction::ShuffleVector:
  case Instruction::Alloca:
  case Instruction::Fence:
    return {};
  case Instruction::GetElementPtr: {
    auto &GEP = cast<GetElementPtrInst>(I);
    if (GEP.hasAllConstantIndices())
      return {}; // folded into the memory instruction's immediate offset
    return parts(InstrClass::IntMad);
  }
  case Instruction::FAdd:
  case Instruction::FSub:
  case Instruction::FNeg:
    return parts(fpAdd(K));
  case Instruction::FCmp: {
    // A float compare (FSETP) is issued to the integer ALU pipe, as ISETP is, not to
    // the FMA pipe of FADD/FMUL/FFMA (docs/kernel-model.md); double (DSETP) and half
    // compares stay with their own units.
    FpKind Operand = fpKindOf(I.getOperand(0)->getType());
    return parts(Operand == FpKind::F32 ? InstrClass::IntAdd : fpAdd(Operand));
  }
  case Instruction::FMul:
    return parts(fpMul(K));
  case Instruction::FDiv:
  case Instruction::FRem:
    if (K == FpKind::F32 && I.hasAllowReciprocal())
      return ClassifiedInstr{{{InstrClass::Fp32Special, 1}, {InstrClass::Fp32Mul, 1}}};
    return parts(K == FpKind::F64 ? InstrClass::Fp64Div : K == FpKind::F16 ? InstrClass::Fp16 : InstrClass::Fp32Div);
  case Instruction::Add:
  case Instruction::Sub:
  case Instruction::And:
  case Instruction::Or:
  case Instruction::Xor:
  case Instruction::Shl:
  case Instruction::LShr:
  case Instruction::AShr:
  case Instruction::ICmp:
  case Instruction::Select:
    return parts(InstrClass::IntAdd);
  case Instruction::Mul:
    return parts(InstrClass::IntMul);
  case Instruction::UDiv:
  case Instruction::SDiv:
  case Instruction::URem:
  case Instruction::SRem:
    if (isPowerOfTwoConstant(I.getOperand(1)))
      return parts(InstrClass::IntAdd, I.getOpcode() == Instruction::SDiv ? 3 : 1);
    if (isa<ConstantInt>(I.getOperand(1)))
      return ClassifiedInstr{{{InstrClass::IntMul, 1}, {InstrClass::IntAdd, 2}}}; // mul.hi + shifts
    return parts(InstrClass::IntDiv);
  case Instruction::SIToFP:
  case Instruction::UIToFP:
  case Instruction::FPToSI:
  case Instruction::FPToUI:
  case Instruction::FPExt:
  case Instruction::FPTrunc:
    return parts(conversionClass(I.getOperand(0)->getType(), I.getType()));
  case Instruction::Br:
    if (cast<BranchInst>(I).isConditional())
      return parts(InstrClass::Branch);
    return {}; // unconditional: fall-through or counted as a back edge by the caller
  case Instruction::Switch:
    return parts(InstrClass::Branch, cast<SwitchInst>(I).getNumCases());
  case Instruction::IndirectBr:
    return parts(InstrClass::Branch);
  case Instruction::Load: {
    auto &L = cast<LoadInst>(I);
    return memoryAccess(I, L.getPointerOperand(), L.getType(), false, false);
  }
  case Instruction::Store: {
    auto &S = cast<StoreInst>(I);
    return memoryAccess(I, S.getPointerOperand(), S.getValueOperand()->getType(), true, false);
  }
  case Instruction::AtomicRMW: {
    auto &A = cast<AtomicRMWInst>(I);
    ClassifiedInstr R = memoryAccess(I, A.getPointerOperand(), A.getValOperand()->getType(), true, true);
    switch (A.getOperation()) {
    case AtomicRMWInst::Add: case AtomicRMWInst::Sub: case AtomicRMWInst::And: case AtomicRMWInst::Or:
    case AtomicRMWInst::Xor: case AtomicRMWInst::Max: case AtomicRMWInst::Min: case AtomicRMWInst::UMax:
    case AtomicRMWInst::UMin:
      R.WarpCombinable = A.getValOperand()->getType()->isIntegerTy();
      break;
    default:
      break;
    }
    return R;
  }
  case Instruction::AtomicCmpXchg: {
    auto &A = cast<AtomicCmpXchgInst>(I);
    return memoryAccess(I, A.getPointerOperand(), A.getNewValOperand()->getType(), true, true);
  }
  case Instruction::Call:
  case Instruction::Invoke:
    return callOrIntrinsic(cast<CallBase>(I));
  default:
    return parts(K == FpKind::Int ? InstrClass::IntAdd : fpAdd(K));
  }
}

} // namespace kc
