/// \file
/// LLVM's NVPTX target inside the front end: a TargetMachine for an `sm_XX`, PTX
/// emission, and the address-space inference run on every compiled module (so
/// shared-memory accesses appear as addrspace(3) loads/stores, as the NVPTX
/// backend itself would see them).
#pragma once

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

namespace kc {

/// Registers LLVM's NVPTX target (once per process). Must run before Clang
/// compiles device code: without it Clang's optimization pipeline has no NVPTX
/// TargetMachine, so NVVMReflect never runs (libdevice's __nvvm_reflect calls
/// stay as unknown calls and branches) and the generic cost model lets the SLP
/// vectorizer build <2 x float> arithmetic the NVPTX backend would not. Also sets
/// the LLVM options of NvvmLikeOptions.h (loop unrolling closer to nvcc's).
void initializeNVPTXTarget();

/// nvptx64-nvidia-cuda, -O3, for \p Arch ("sm_80").
llvm::Expected<std::unique_ptr<llvm::TargetMachine>> createNVPTXTargetMachine(llvm::StringRef Arch);

/// Lowers (a copy of) \p M to PTX text. \p DropKernels: kernels (mangled names)
/// left out of the copy, with the functions only they called (a caller that
/// wants one kernel's registers saves their PTX emission and ptxas run). A kernel
/// something else refers to (a function-pointer table) stays; global variables
/// all stay, so what ptxas reports for the other kernels is unchanged.
llvm::Expected<std::string> emitPTX(const llvm::Module &M, llvm::StringRef Arch,
                                    llvm::ArrayRef<std::string> DropKernels = {});

/// A file name in \p M's debug info that PTX's `.file "..."` cannot hold ('"',
/// '\\' or a control character); emitPTX then leaves the debug info out.
bool hasUnprintableFileName(const llvm::Module &M);

/// Runs InferAddressSpaces (with NVPTX's TTI) and a cleanup on every function.
llvm::Error inferAddressSpaces(llvm::Module &M, llvm::StringRef Arch);

/// Runs the LoadStoreVectorizer (with NVPTX's TTI) on every function, as the
/// NVPTX back end does before it emits PTX: adjacent loads and stores of known
/// alignment (a float4's components, a struct's fields) become one vector
/// access (ld.global.v4), so the analysis counts the accesses the PTX has. A
/// masked vector access it makes to bridge a gap (x, y, z of a float4) becomes
/// a plain one: the PTX reads the whole vector too.
llvm::Error vectorizeLoadsAndStores(llvm::Module &M, llvm::StringRef Arch);

} // namespace kc
