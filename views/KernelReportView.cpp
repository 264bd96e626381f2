//===- KernelReportView.cpp - the analyze command's text report -----------===//
#include "views/KernelReportView.h"

#include <fmt/format.h>

#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <string>

namespace kc {

namespace {
std::string where(const SourceLocation &L) {
  if (L.File.empty() && !L.Line)
    return "?";
  std::string F = llvm::sys::path::filename(L.File).str();
  return F + ":" + std::to_string(L.Line);
}

std::string signature(const KernelModel &M) {
  std::string S = M.Name + "(";
  for (size_t I = 0; I < M.Params.size(); ++I) {
    if (I)
      S += ", ";
    const std::string &T = M.Params[I].Type;
    S += T;
    if (!T.empty() && T.back() != '*')
      S += " ";
    S += M.Params[I].Name;
  }
  return S + ")";
}

/// 16, 0.5, 1e+06: shortest form, no trailing zeros.
std::string num(double V) { return llvm::formatv("{0}", llvm::format("%g", V)).str(); }

void row(llvm::raw_ostream &OS, llvm::StringRef Label, const std::string &Value) {
  OS << "    " << llvm::left_justify(Label, 13) << " " << Value << "\n";
}
} // namespace

void KernelReportView::printView(llvm::raw_ostream &OS) const {
  OS << "kernel " << signature(M) << "   " << where(M.Loc);
  if (!M.Arch.empty())
    OS << "  [" << M.Arch << "]";
  OS << "\n";

  const RegisterInfo &R = M.Registers;
  OS << "  registers      " << R.Registers << "  (" << R.Source << "); spills "
     << R.SpillStoreBytes << " B stores / " << R.SpillLoadBytes << " B loads";
  if (R.StackFrameBytes)
    OS << ", stack frame " << R.StackFrameBytes << " B";
  OS << "\n";
  OS << "  shared memory  " << M.StaticSharedBytes << " B static";
  if (M.UsesDynamicShared)
    OS << " + dynamic (extern __shared__; set with --dynamic-smem)";
  OS << "\n";

  OS << "  per thread (formulas of tid/bid/bdim/gdim and the arguments; cycles use the "
        "GPU's lat.*/del.*)\n";
  row(OS, "time", M.Time.str() + "  cycles");
  row(OS, "delay", M.Delay.str() + "  issue cycles");
  row(OS, "global load", M.GlobalLoadBytes.str() + " B");
  row(OS, "global store", M.GlobalStoreBytes.str() + " B");
  row(OS, "uncoalesced", M.UncoalescedBytes.str() + " B");
  if (!M.SharedBytes.isConstant(0))
    row(OS, "shared", M.SharedBytes.str() + " B");
  if (!M.LocalBytes.isConstant(0))
    row(OS, "local", M.LocalBytes.str() + " B");
  if (!M.ConstantBytes.isConstant(0))
    row(OS, "constant", M.ConstantBytes.str() + " B");
  row(OS, "L1 / L2 hit", M.L1HitFraction.str() + " / " + M.L2HitFraction.str());
  row(OS, "syncs", M.Syncs.str());
  row(OS, "atomics", M.Atomics.str());

  if (!M.InstructionMix.empty()) {
    OS << "  instruction mix (executions per thread)\n";
    for (const auto &[Class, Count] : M.InstructionMix)
      row(OS, Class, Count.str());
  }

  if (!M.Loops.empty()) {
    OS << "  loops\n";
    for (const LoopInfo &L : M.Loops) {
      OS << "    " << llvm::left_justify(L.Name, 6) << " " << where(L.Loc) << "  depth "
         << L.Depth << "  trip " << L.TripCount.str();
      if (L.DefaultTrip)
        OS << "  (unknown: default " << num(*L.DefaultTrip) << ", set with --trip " << L.Name
           << "=N)";
      OS << "\n      per iteration " << L.IterationTime.str() << " cycles\n";
    }
  }

  if (!M.Accesses.empty()) {
    OS << "  memory accesses\n";
    for (const MemoryAccess &A : M.Accesses) {
      OS << "    " << llvm::left_justify(where(A.Loc), 22) << " "
         << llvm::left_justify(A.IsAtomic ? "atomic" : A.IsStore ? "store" : "load", 6) << " "
         << llvm::left_justify(addressSpaceName(A.Space), 8) << " "
         << llvm::format("%3u", A.BytesPerThread) << " B  x " << A.Executions.str() << "\n";
      OS << "        " << A.Verdict;
      if (A.Space == AddressSpace::Shared)
        OS << "; " << A.BankConflictWays << "-way";
      OS << "\n";
      if ((A.Space == AddressSpace::Global || A.Space == AddressSpace::Generic) &&
          !A.SectorsPerRequest.isConstant())
        OS << "        sectors/request = " << A.SectorsPerRequest.str() << "\n";
      if ((A.Space == AddressSpace::Global || A.Space == AddressSpace::Generic) && A.BankConflicts)
        OS << "        L1 data banks (compute capability >= 7.0): "
           << (A.BankConflicts->isConstant() ? fmt::format("{:g}-way", A.BankConflicts->constantValue())
                                              : A.BankConflicts->str() + " ways")
           << " (cycles per request at least)\n";
    }
  }

  if (!M.SymbolDefaults.empty()) {
    OS << "  symbol defaults\n";
    for (const auto &[Name, V] : M.SymbolDefaults)
      row(OS, Name, num(V));
  }
  for (const std::string &N : M.Notes)
    OS << "  note: " << N << "\n";
}

} // namespace kc
