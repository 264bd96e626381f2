// PreparedKernel: binds GPU constants into the kernel model's expressions and
// compiles them once, so predictions only run flat programs.
#include "predictor/PreparedKernel.h"

#include "predictor/GroupingIntervals.h"
#include "predictor/WaveModel.h"
#include "llvm/ADT/StringRef.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

namespace kc {

static const char *BuiltinNames[NumBuiltinSlots] = {
    "tid.x",  "tid.y",  "tid.z",  "bid.x",  "bid.y",  "bid.z", "bdim.x",
    "bdim.y", "bdim.z", "gdim.x", "gdim.y", "gdim.z", "lat.mem", "wave.blocks", "reuse.waits"};

static llvm::Error prepError(const std::string &Msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Msg);
}

llvm::Expected<PreparedKernel> PreparedKernel::prepare(const KernelModel &K, const GpuModel &G) {
  try {
    return prepareUnchecked(K, G);
  } catch (const ExprTooLarge &E) {
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "%s: the kernel model is too large to evaluate: %s (a chain of data-dependent selects, "
        "each using the last, as in a serial merge whose indices advance by loaded "
        "comparisons); not predicted",
        K.Name.c_str(), E.what());
  }
}

llvm::Expected<PreparedKernel> PreparedKernel::prepareUnchecked(const KernelModel &K, const GpuModel &G) {
  PreparedKernel P;
  P.Kernel = std::make_shared<const KernelModel>(K);
  P.Gpu = std::make_shared<const GpuModel>(G);
  P.Table = std::make_shared<SymbolTable>();
  for (const char *Name : BuiltinNames)
    P.Table->slot(Name);

  // 1. The GPU's constants.
  std::map<std::string, Expr> Gc;
  for (unsigned I = 0; I < NumInstrClasses; ++I) {
    std::string Name(InstrClassNames[I]);
    Gc["lat." + Name] = Expr::constant(G.Instructions[I].LatencyCycles);
    Gc["del." + Name] = Expr::constant(G.Instructions[I].IssueCycles);
  }
  Gc["lat.shared"] = Expr::constant(G.SharedLatencyCycles);
  Gc[std::string(SharedPassSymbol)] = Expr::constant(G.sharedPassCycles());
  // The L1 data stage's cycles serve as the wave model's L1 floor only where L1
  // keeps global data and the GPU gives an L1 bandwidth (their symbol's value);
  // elsewhere they are neither bound nor evaluated.
  const bool UseL1Cycles = !K.GlobalL1Cycles.isConstant(0.0) && G.L1CachesGlobalLoads &&
                           G.L1BandwidthBytesPerCyclePerSm > 0;
  if (UseL1Cycles) {
    Gc[std::string(L1BytesPerCycleSymbol)] = Expr::constant(G.L1BandwidthBytesPerCyclePerSm);
    Gc[std::string(L1LinesPerCycleSymbol)] = Expr::constant(G.L1LinesPerCycle);
  }

  Expr MemInsts;
  bool HaveMix = false;
  for (const char *Cls : {"load_global", "store_global"})
    if (auto It = K.InstructionMix.find(Cls); It != K.InstructionMix.end()) {
      MemInsts = MemInsts + It->second;
      HaveMix = true;
    }
  // The bytes the memory system moves: the sectors of the requests
  // (docs/model.md#reuse); a hand-built model without sectors gives its bytes.
  Expr Mem = K.GlobalSectors.isConstant(0.0) ? K.GlobalLoadBytes + K.GlobalStoreBytes
                                             : Expr::constant(32) * K.GlobalSectors;
  if (!HaveMix) // no instruction mix (hand-built model): assume 4-byte accesses
    MemInsts = Mem / Expr::constant(4);

  // The issue cycles of the classes narrow units run: the XU's, and the FP64
  // unit's where it is shared by the SM. They overlap the other instructions,
  // each taking one dispatch cycle (docs/model.md#narrow-units).
  std::vector<InstrClass> Narrow(XuClasses.begin(), XuClasses.end());
  if (G.fp64UnitIsShared())
    Narrow.insert(Narrow.end(), Fp64UnitClasses.begin(), Fp64UnitClasses.end());
  auto IsNarrow = [&](InstrClass C) { return std::find(Narrow.begin(), Narrow.end(), C) != Narrow.end(); };
  Expr PipeDelay, NarrowInsts;
  for (InstrClass C : Narrow)
    if (auto It = K.InstructionMix.find(std::string(instrClassName(C))); It != K.InstructionMix.end()) {
      PipeDelay = PipeDelay + It->second * Expr::symbol("del." + std::string(instrClassName(C)));
      NarrowInsts = NarrowInsts + It->second;
    }

  // The issue cycles of the memory instructions, replays included, and their
  // count, where they queue for their own pipes (docs/model.md#memory-pipe):
  // delay(th) with only the memory classes' issue cycles, less its part that
  // names no class (a hand-built model's plain number).
  Expr MioDelay, MioInsts;
  std::map<std::string, Expr> OnlyMio, OnlyNarrow, NoClass;
  for (unsigned I = 0; I < NumInstrClasses; ++I) {
    auto C = static_cast<InstrClass>(I);
    std::string Del = "del." + std::string(InstrClassNames[I]);
    NoClass[Del] = Expr::constant(0.0);
    if (!isMemoryPipeClass(C))
      OnlyMio[Del] = Expr::constant(0.0);
    if (!IsNarrow(C))
      OnlyNarrow[Del] = Expr::constant(0.0);
  }
  // The banks' passes are the memory pipes' cycles (replays of shared accesses).
  NoClass[std::string(SharedPassSymbol)] = Expr::constant(0.0);
  OnlyNarrow[std::string(SharedPassSymbol)] = Expr::constant(0.0);
  if (G.MemoryInstructionQueue) {
    for (unsigned I = 0; I < NumInstrClasses; ++I)
      if (isMemoryPipeClass(static_cast<InstrClass>(I)))
        if (auto It = K.InstructionMix.find(std::string(InstrClassNames[I])); It != K.InstructionMix.end())
          MioInsts = MioInsts + It->second;
    MioDelay = K.Delay.substitute(OnlyMio) - K.Delay.substitute(NoClass);
  }
  // One dispatch cycle for each instruction that goes to a pipe or unit of its own.
  Expr DispatchInsts = (MioDelay.isConstant(0.0) ? Expr() : MioInsts) + NarrowInsts;

  // The uncoalesced-bandwidth step's traffic: every sector of an uncoalesced
  // request (docs/model.md#uncoalesced-step); a model without that field gives
  // its uncoalesced bytes. Only where the GPU takes the step.
  Expr Scattered;
  if (takesUncoalescedStep(G) && !K.UncoalescedBytes.isConstant(0.0))
    Scattered = K.UncoalescedSectorBytes.isConstant(0.0) ? K.UncoalescedBytes : K.UncoalescedSectorBytes;

  // The shares the requests wait for (docs/model.md#waiting-on-a-miss): the
  // same fractions with the reuse model's wait shares in place of its
  // traffic shares.
  std::map<std::string, Expr> ToWait;
  for (size_t I = 0; I < K.Accesses.size(); ++I) {
    ToWait[reuseL1Symbol(I)] = Expr::symbol(reuseL1WaitSymbol(I));
    ToWait[reuseDramSymbol(I)] = Expr::symbol(reuseDramWaitSymbol(I));
  }
  std::array<Expr, NumQuantities> Raw = {K.Time,   K.Delay,   Mem,     K.L1HitFraction,
                                         K.L2HitFraction, K.UncoalescedBytes, K.Syncs, MemInsts,
                                         UseL1Cycles ? K.GlobalL1Cycles : Expr(), PipeDelay,
                                         MioDelay, DispatchInsts, Scattered,
                                         K.L1HitFraction.substitute(ToWait),
                                         K.L2HitFraction.substitute(ToWait)};
  const char *QName[NumQuantities] = {"time",   "delay",           "mem",   "l1pct",
                                      "l2pct",  "uncoalesced bytes", "syncs", "memory instructions",
                                      "L1 cycles", "narrow-unit delay", "memory-pipe delay",
                                      "own-pipe instructions", "uncoalesced sector bytes",
                                      "l1 wait share", "l2 wait share"};
  P.HasL1Cycles = UseL1Cycles;
  P.HasPipeDelay = !PipeDelay.isConstant(0.0);
  P.HasMioDelay = !MioDelay.isConstant(0.0);
  P.HasDispatchInsts = !DispatchInsts.isConstant(0.0);
  P.HasScattered = !Scattered.isConstant(0.0);
  P.TrafficPerWarp = !K.GlobalSectors.isConstant(0.0);
  try {
    for (unsigned Q = 0; Q < NumQuantities; ++Q) {
      P.Bound[Q] = Raw[Q].substitute(Gc);
      for (const std::string &S : P.Bound[Q].symbols())
        if ((S.rfind("lat.", 0) == 0 && S != "lat.mem") || S.rfind("del.", 0) == 0)
          return prepError(fmt::format("kernel '{}': {} expression uses '{}', which GPU model '{}' "
                                       "does not define (known classes: gpumodel/InstrClass.h)",
                                       K.Name, QName[Q], S, G.Id));
      P.Exprs[Q] = CompiledExpr(P.Bound[Q], *P.Table);
    }
    for (const LineCost &L : K.Lines)
      P.Lines.emplace_back(L.Time.substitute(Gc), *P.Table);
    // A phase's parts as the whole thread's: its delay with only the narrow
    // units' (resp. the memory pipes') issue cycles, less its part that names
    // no class.
    for (const BarrierPhase &Ph : K.Phases) {
      Expr Rest = Ph.Delay.substitute(NoClass);
      Expr Pipe = Ph.Delay.substitute(OnlyNarrow) - Rest;
      Expr Mio = G.MemoryInstructionQueue ? Ph.Delay.substitute(OnlyMio) - Rest : Expr();
      P.Phases.push_back({CompiledExpr(Ph.Time.substitute(Gc), *P.Table),
                          CompiledExpr(Ph.Delay.substitute(Gc), *P.Table),
                          CompiledExpr(Pipe.substitute(Gc), *P.Table),
                          CompiledExpr(Mio.substitute(Gc), *P.Table)});
    }
    P.Grouping = std::make_shared<const GroupingProgram>(std::span<const Expr>(P.Bound), *P.Table);
  } catch (const std::exception &E) {
    return prepError(fmt::format("kernel '{}': cannot compile its model: {}", K.Name, E.what()));
  }

  for (unsigned Q = 0; Q < NumQuantities; ++Q)
    for (unsigned S : P.Exprs[Q].slotsUsed()) {
      if (S >= SlotTidX && S <= SlotTidZ)
        P.ThreadDep[S - SlotTidX] = true;
      if (S >= SlotBidX && S <= SlotBidZ)
        P.BlockDep[S - SlotBidX] = true;
    }

  // The reuse model's address forms (their stride and offset symbols join the table).
  try {
    P.Reuse = ReusePlan::build(K, *P.Table);
    P.HasWaitShares = !P.Reuse.empty();
  } catch (const ExprTooLarge &E) {
    throw; // prepare() says what it is
  } catch (const std::exception &E) {
    return prepError(fmt::format("kernel '{}': cannot compile its address forms: {}", K.Name, E.what()));
  }

  // 3. Free symbols: everything past the built-ins.
  std::map<std::string, double> Defaults = K.SymbolDefaults;
  for (size_t I = 0; I < K.Accesses.size(); ++I) {
    Defaults.try_emplace(reuseL1Symbol(I), 0.0);
    Defaults.try_emplace(reuseDramSymbol(I), 1.0);
    // A share the reuse model does not bind is waited for as it is moved.
    Defaults.try_emplace(reuseL1WaitSymbol(I), Defaults[reuseL1Symbol(I)]);
    Defaults.try_emplace(reuseDramWaitSymbol(I), Defaults[reuseDramSymbol(I)]);
  }
  for (const LoopInfo &L : K.Loops)
    if (L.DefaultTrip && !Defaults.count("trip." + L.Name))
      Defaults["trip." + L.Name] = *L.DefaultTrip;
  const auto &Names = P.Table->names();
  for (unsigned S = NumBuiltinSlots; S < Names.size(); ++S) {
    FreeSymbol F;
    F.Name = Names[S];
    F.Slot = S;
    for (const KernelParam &Pa : K.Params)
      if (Pa.Name == F.Name) {
        F.IsParam = true;
        F.IntegerBits = integerBitsOfType(Pa.Type);
      }
    if (auto It = Defaults.find(F.Name); It != Defaults.end())
      F.Default = It->second;
    P.Free.push_back(std::move(F));
  }
  return P;
}

unsigned integerBitsOfType(const std::string &Type) {
  llvm::StringRef T = llvm::StringRef(Type).trim();
  while (T.consume_front("const ") || T.consume_front("volatile ") || T.consume_front("std::"))
    T = T.trim();
  T.consume_back(" const");
  unsigned Bits = 0;
  // LLVM IR types (a model from IR without the front end's kernel table): i32.
  if (T.size() >= 2 && T[0] == 'i' && !T.substr(1).getAsInteger(10, Bits))
    return Bits >= 1 && Bits <= 64 ? Bits : 0;
  // C types as the front end records them (CUDA's device ABI is LP64).
  static const std::pair<const char *, unsigned> Known[] = {
      {"bool", 1},          {"char", 8},          {"signed char", 8},
      {"unsigned char", 8}, {"int8_t", 8},        {"uint8_t", 8},
      {"short", 16},        {"unsigned short", 16}, {"int16_t", 16},
      {"uint16_t", 16},     {"int", 32},          {"signed", 32},
      {"unsigned", 32},     {"unsigned int", 32}, {"signed int", 32},
      {"int32_t", 32},      {"uint32_t", 32},     {"long", 64},
      {"long int", 64},     {"unsigned long", 64}, {"long long", 64},
      {"unsigned long long", 64}, {"size_t", 64}, {"ptrdiff_t", 64},
      {"int64_t", 64},      {"uint64_t", 64}};
  for (const auto &[Name, N] : Known)
    if (T == Name)
      return N;
  return 0;
}

llvm::Error checkArgumentValue(const KernelModel &K, const FreeSymbol &F, double V) {
  if (!std::isfinite(V))
    return prepError(fmt::format("kernel '{}': argument {} = {}: expected a finite number",
                                 K.Name, F.Name, V));
  if (!F.IntegerBits)
    return llvm::Error::success();
  // The IR does not say signed or unsigned: either reading of the bits is accepted.
  double Lo = F.IntegerBits == 1 ? 0 : -std::ldexp(1.0, int(F.IntegerBits) - 1);
  double Hi = std::ldexp(1.0, int(F.IntegerBits)) - 1;
  if (V != std::floor(V) || V < Lo || V > Hi)
    return prepError(fmt::format("kernel '{}': argument {} = {:g}: {} is a {}-bit integer "
                                 "parameter; expected an integer {:.0f} .. {:.0f}",
                                 K.Name, F.Name, V, F.Name, F.IntegerBits, Lo, Hi));
  return llvm::Error::success();
}

bool PreparedKernel::quantityDependsOnSlot(Quantity Q, unsigned Slot) const {
  const auto &U = expr(Q).slotsUsed();
  return std::find(U.begin(), U.end(), Slot) != U.end();
}

llvm::Error PreparedKernel::bindLaunch(const LaunchConfig &L, std::vector<double> &Slots) const {
  Slots.assign(Table->size(), 0.0);
  Slots[SlotBdimX] = static_cast<double>(L.Block.X);
  Slots[SlotBdimY] = static_cast<double>(L.Block.Y);
  Slots[SlotBdimZ] = static_cast<double>(L.Block.Z);
  Slots[SlotGdimX] = static_cast<double>(L.Grid.X);
  Slots[SlotGdimY] = static_cast<double>(L.Grid.Y);
  Slots[SlotGdimZ] = static_cast<double>(L.Grid.Z);
  std::vector<std::string> MissingArgs, MissingSymbols;
  for (const FreeSymbol &F : Free) {
    if (auto It = L.Args.find(F.Name); It != L.Args.end()) {
      if (auto E = checkArgumentValue(*Kernel, F, It->second))
        return E;
      Slots[F.Slot] = It->second;
    }
    else if (auto It2 = L.Overrides.find(F.Name); It2 != L.Overrides.end())
      Slots[F.Slot] = It2->second;
    else if (F.Default)
      Slots[F.Slot] = *F.Default;
    else if (F.IsParam || (F.Name.rfind("trip.", 0) != 0 && F.Name.rfind("prob.", 0) != 0))
      MissingArgs.push_back(F.Name);
    else
      MissingSymbols.push_back(F.Name);
  }
  if (MissingArgs.empty() && MissingSymbols.empty())
    return llvm::Error::success();
  // Alphabetical, so the message does not depend on expression traversal order.
  std::sort(MissingArgs.begin(), MissingArgs.end());
  std::sort(MissingSymbols.begin(), MissingSymbols.end());
  std::string Msg = fmt::format("kernel '{}':", Kernel->Name);
  if (!MissingArgs.empty())
    Msg += fmt::format(" missing kernel argument{} needed by the formulas: {} (give --arg {}=VALUE)",
                       MissingArgs.size() > 1 ? "s" : "", fmt::join(MissingArgs, ", "),
                       MissingArgs.front());
  if (!MissingSymbols.empty())
    Msg += fmt::format("{} no value for {} (give a trip count / branch probability)",
                       MissingArgs.empty() ? "" : ";", fmt::join(MissingSymbols, ", "));
  return prepError(Msg);
}

} // namespace kc
