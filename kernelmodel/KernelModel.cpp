// KernelModel helpers: the arguments its formulas need, address-space names.
#include "kernelmodel/KernelModel.h"

#include <charconv>
#include <set>

namespace kc {

std::string_view addressSpaceName(AddressSpace S) {
  switch (S) {
  case AddressSpace::Global: return "global";
  case AddressSpace::Shared: return "shared";
  case AddressSpace::Local: return "local";
  case AddressSpace::Constant: return "constant";
  case AddressSpace::Generic: return "generic";
  }
  return "unknown";
}

std::optional<AddressSpace> addressSpaceFromName(std::string_view Name) {
  for (AddressSpace S : {AddressSpace::Global, AddressSpace::Shared, AddressSpace::Local,
                         AddressSpace::Constant, AddressSpace::Generic})
    if (addressSpaceName(S) == Name)
      return S;
  return std::nullopt;
}

void forEachExpr(const KernelModel &M, const std::function<void(const Expr &)> &F) {
  for (const Expr *E : {&M.Time, &M.Delay, &M.GlobalLoadBytes, &M.GlobalStoreBytes,
                        &M.UncoalescedBytes, &M.UncoalescedSectorBytes, &M.GlobalSectors, &M.GlobalL1Cycles, &M.SharedBytes, &M.LocalBytes,
                        &M.ConstantBytes, &M.L1HitFraction, &M.L2HitFraction, &M.Syncs,
                        &M.Atomics})
    F(*E);
  for (const auto &[Class, E] : M.InstructionMix)
    F(E);
  for (const LoopInfo &L : M.Loops) {
    F(L.TripCount);
    F(L.IterationTime);
  }
  for (const MemoryAccess &A : M.Accesses) {
    F(A.Executions);
    F(A.SectorsPerRequest);
    for (const auto *S : {&A.StrideX, &A.StrideY, &A.StrideZ, &A.SharedBy, &A.BankConflicts})
      if (*S)
        F(**S);
    if (A.Address) {
      for (const AddressTerm &T : A.Address->Terms)
        F(T.Stride);
      for (const Expr &O : A.Address->Offsets)
        F(O);
    }
  }
  for (const LineCost &L : M.Lines)
    F(L.Time);
}

std::vector<std::string> KernelModel::requiredArguments() const {
  std::set<std::string> Mentioned;
  forEachExpr(*this, [&](const Expr &E) {
    for (const std::string &S : E.symbols())
      Mentioned.insert(S);
  });
  std::vector<std::string> Out; // in parameter order
  for (const KernelParam &P : Params)
    if (!P.IsPointer && Mentioned.count(P.Name))
      Out.push_back(P.Name);
  return Out;
}

std::optional<unsigned> symbolLine(std::string_view Name, std::string_view Prefix) {
  if (Name.substr(0, Prefix.size()) != Prefix)
    return std::nullopt;
  std::string_view Digits = Name.substr(Prefix.size());
  Digits = Digits.substr(0, Digits.find('_'));
  unsigned Line = 0;
  auto [End, Err] = std::from_chars(Digits.data(), Digits.data() + Digits.size(), Line);
  if (Digits.empty() || Err != std::errc() || End != Digits.data() + Digits.size())
    return std::nullopt;
  return Line;
}

std::string reuseL1Symbol(size_t AccessIndex) { return "reuse.l1.a" + std::to_string(AccessIndex); }
std::string reuseDramSymbol(size_t AccessIndex) {
  return "reuse.dram.a" + std::to_string(AccessIndex);
}

} // namespace kc
