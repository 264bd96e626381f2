// Register counts from ptxas -v (or an IR liveness estimate) and shared memory
// from the IR's addrspace(3) globals; see Ptxas.h.
#include "analyzer/Ptxas.h"
#include "analyzer/PhaseTimes.h"
#include "analyzer/CompileCache.h"
#include "analyzer/FrontendNvptx.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"

#include <fmt/format.h>

#include <mutex>

#include <unistd.h>

namespace kc {

std::map<std::string, PtxasKernelReport> parsePtxasOutput(llvm::StringRef Text) {
  std::map<std::string, PtxasKernelReport> Out;
  llvm::Regex Entry("Compiling entry function '([^']+)'");
  llvm::Regex Props("Function properties for ([^ \t\r]+)");
  llvm::Regex Stack("([0-9]+) bytes stack frame, ([0-9]+) bytes spill stores, ([0-9]+) bytes "
                    "spill loads");
  llvm::Regex Used("Used ([0-9]+) registers");
  llvm::Regex Barriers("used ([0-9]+) barriers");
  llvm::Regex Smem("([0-9]+) bytes smem");
  llvm::Regex Cmem("([0-9]+) bytes cmem\\[0\\]");
  std::string CurrentEntry, CurrentProps;
  llvm::SmallVector<llvm::StringRef, 8> Lines;
  Text.split(Lines, '\n');
  auto Num = [](llvm::StringRef S) {
    unsigned V = 0;
    S.getAsInteger(10, V);
    return V;
  };
  for (llvm::StringRef L : Lines) {
    llvm::SmallVector<llvm::StringRef, 4> M;
    if (Entry.match(L, &M)) {
      CurrentEntry = M[1].str();
      Out[CurrentEntry];
      continue;
    }
    if (Props.match(L, &M)) {
      CurrentProps = M[1].str();
      continue;
    }
    if (Stack.match(L, &M)) {
      if (auto It = Out.find(CurrentProps); It != Out.end()) {
        It->second.StackFrameBytes = Num(M[1]);
        It->second.SpillStoreBytes = Num(M[2]);
        It->second.SpillLoadBytes = Num(M[3]);
      }
      continue;
    }
    if (Used.match(L, &M) && !CurrentEntry.empty()) {
      PtxasKernelReport &R = Out[CurrentEntry];
      R.Registers = Num(M[1]);
      if (Barriers.match(L, &M))
        R.Barriers = Num(M[1]);
      if (Smem.match(L, &M))
        R.SharedBytes = Num(M[1]);
      if (Cmem.match(L, &M))
        R.ConstantBytes = Num(M[1]);
    }
  }
  return Out;
}

/// Functions reachable from \p F through direct calls (F included).
static llvm::SmallPtrSet<const llvm::Function *, 8> reachable(const llvm::Function &F) {
  llvm::SmallPtrSet<const llvm::Function *, 8> Seen;
  llvm::SmallVector<const llvm::Function *, 8> Work{&F};
  while (!Work.empty()) {
    const llvm::Function *G = Work.pop_back_val();
    if (!Seen.insert(G).second)
      continue;
    for (const llvm::BasicBlock &BB : *G)
      for (const llvm::Instruction &I : BB)
        if (auto *CB = llvm::dyn_cast<llvm::CallBase>(&I))
          if (const llvm::Function *C = CB->getCalledFunction(); C && !C->isDeclaration())
            Work.push_back(C);
  }
  return Seen;
}

/// True when a (possibly constant-expression) use of \p V sits in one of \p Fns.
static bool usedIn(const llvm::Value *V,
                   const llvm::SmallPtrSet<const llvm::Function *, 8> &Fns) {
  for (const llvm::User *U : V->users()) {
    if (auto *I = llvm::dyn_cast<llvm::Instruction>(U)) {
      if (Fns.contains(I->getFunction()))
        return true;
    } else if (llvm::isa<llvm::Constant>(U) && !llvm::isa<llvm::GlobalValue>(U)) {
      if (usedIn(U, Fns))
        return true;
    }
  }
  return false;
}

SharedMemoryInfo sharedMemoryOf(const llvm::Function &Kernel) {
  SharedMemoryInfo Info;
  const llvm::Module &M = *Kernel.getParent();
  const llvm::DataLayout &DL = M.getDataLayout();
  auto Fns = reachable(Kernel);
  uint64_t Offset = 0;
  for (const llvm::GlobalVariable &G : M.globals()) {
    if (G.getAddressSpace() != 3 || !usedIn(&G, Fns))
      continue;
    uint64_t Size = DL.getTypeAllocSize(G.getValueType());
    if (G.isDeclaration() || Size == 0) {
      Info.UsesDynamic = true;
      Info.DynamicArrays.push_back(G.getName().str());
      continue;
    }
    Offset = llvm::alignTo(Offset, G.getAlign().valueOrOne()) + Size;
    Info.StaticArrays.push_back(G.getName().str());
  }
  Info.StaticBytes = static_cast<unsigned>(Offset);
  return Info;
}

/// 32-bit registers a value of type \p T occupies (predicates count 0).
static unsigned registerUnits(const llvm::Type *T, const llvm::DataLayout &DL) {
  if (T->isVoidTy() || T->isIntegerTy(1) || T->isLabelTy() || T->isMetadataTy())
    return 0;
  if (!T->isSized())
    return 0;
  uint64_t Bits = DL.getTypeSizeInBits(const_cast<llvm::Type *>(T)).getFixedValue();
  return static_cast<unsigned>((Bits + 31) / 32);
}

RegisterInfo estimateRegisters(const llvm::Function &Kernel) {
  // Classic backward liveness over SSA values (instructions and arguments), then
  // the largest sum of register units live at one point.
  const llvm::DataLayout &DL = Kernel.getParent()->getDataLayout();
  llvm::DenseMap<const llvm::Value *, unsigned> Id;
  std::vector<unsigned> Units;
  auto add = [&](const llvm::Value *V) {
    unsigned U = registerUnits(V->getType(), DL);
    if (U && Id.try_emplace(V, Units.size()).second)
      Units.push_back(U);
  };
  for (const llvm::Argument &A : Kernel.args())
    add(&A);
  for (const llvm::BasicBlock &BB : Kernel)
    for (const llvm::Instruction &I : BB)
      if (!llvm::isa<llvm::AllocaInst>(I))
        add(&I);
  const unsigned N = Units.size();
  auto idOf = [&](const llvm::Value *V) -> int {
    auto It = Id.find(V);
    return It == Id.end() ? -1 : static_cast<int>(It->second);
  };
  llvm::DenseMap<const llvm::BasicBlock *, llvm::BitVector> LiveIn, LiveOut;
  for (const llvm::BasicBlock &BB : Kernel) {
    LiveIn[&BB] = llvm::BitVector(N);
    LiveOut[&BB] = llvm::BitVector(N);
  }
  // Transfer one block backwards from Live (live-out); returns live-in and the
  // block's maximum pressure.
  auto transfer = [&](const llvm::BasicBlock &BB, llvm::BitVector Live, unsigned *MaxUnits) {
    auto pressure = [&](const llvm::BitVector &B) {
      unsigned S = 0;
      for (unsigned I : B.set_bits())
        S += Units[I];
      return S;
    };
    if (MaxUnits)
      *MaxUnits = std::max(*MaxUnits, pressure(Live));
    for (auto It = BB.rbegin(); It != BB.rend(); ++It) {
      const llvm::Instruction &I = *It;
      if (int D = idOf(&I); D >= 0)
        Live.reset(D);
      if (!llvm::isa<llvm::PHINode>(I))
        for (const llvm::Value *Op : I.operands())
          if (int U = idOf(Op); U >= 0)
            Live.set(U);
      if (MaxUnits)
        *MaxUnits = std::max(*MaxUnits, pressure(Live));
    }
    return Live;
  };
  std::vector<const llvm::BasicBlock *> Blocks;
  for (const llvm::BasicBlock &BB : Kernel)
    Blocks.push_back(&BB);
  bool Changed = true;
  for (unsigned Round = 0; Changed && Round < 100; ++Round) {
    Changed = false;
    for (auto BI = Blocks.rbegin(); BI != Blocks.rend(); ++BI) {
      const llvm::BasicBlock &BB = **BI;
      llvm::BitVector Out(N);
      for (const llvm::BasicBlock *S : llvm::successors(&BB)) {
        Out |= LiveIn[S];
        for (const llvm::PHINode &P : S->phis())
          if (int U = idOf(P.getIncomingValueForBlock(&BB)); U >= 0)
            Out.set(U);
      }
      llvm::BitVector In = transfer(BB, Out, nullptr);
      if (In != LiveIn[&BB] || Out != LiveOut[&BB]) {
        LiveIn[&BB] = std::move(In);
        LiveOut[&BB] = std::move(Out);
        Changed = true;
      }
    }
  }
  unsigned MaxUnits = 0;
  for (const llvm::BasicBlock &BB : Kernel)
    transfer(BB, LiveOut[&BB], &MaxUnits);
  RegisterInfo R;
  R.Registers = std::max(16u, MaxUnits + 4);
  R.Source = fmt::format("estimate from IR: at most {} 32-bit values live, + 4, min 16", MaxUnits);
  return R;
}

std::string findNvcc(const std::string &Ptxas) {
  if (!Ptxas.empty()) {
    llvm::SmallString<256> Beside(llvm::sys::path::parent_path(Ptxas));
    llvm::sys::path::append(Beside, "nvcc");
    if (llvm::sys::fs::can_execute(Beside))
      return std::string(Beside);
  }
  if (auto P = llvm::sys::findProgramByName("nvcc"))
    return *P;
  if (llvm::sys::fs::can_execute("/usr/local/cuda/bin/nvcc"))
    return "/usr/local/cuda/bin/nvcc";
  return "";
}

std::string findPtxas(const PtxasOptions &Opts) {
  if (!Opts.UsePtxas)
    return "";
  if (!Opts.PtxasPath.empty())
    return llvm::sys::fs::can_execute(Opts.PtxasPath) ? Opts.PtxasPath : "";
  if (auto P = llvm::sys::findProgramByName("ptxas"))
    return *P;
  if (auto P = llvm::sys::findProgramByName("ptxas", {"/usr/local/cuda/bin"}))
    return *P;
  return "";
}

namespace {
/// Starts \p Ptxas with \p Args, its stdout and stderr into a temporary file.
RunningTool startTool(const std::string &Ptxas, const std::vector<std::string> &Args,
                      const char *CpuPhase) {
  RunningTool T;
  T.CpuPhase = CpuPhase;
  int FD;
  llvm::SmallString<128> OutFile;
  if (llvm::sys::fs::createTemporaryFile("kernelcast-ptxas", "txt", FD, OutFile)) {
    T.Failure = "cannot create a temporary file";
    return T;
  }
  ::close(FD);
  T.OutFile = std::string(OutFile);
  std::vector<llvm::StringRef> Argv{Ptxas};
  for (const std::string &A : Args)
    Argv.push_back(A);
  std::optional<llvm::StringRef> Redirects[] = {llvm::StringRef(""), llvm::StringRef(T.OutFile),
                                                llvm::StringRef(T.OutFile)};
  bool Failed = false;
  T.Process = llvm::sys::ExecuteNoWait(Ptxas, Argv, std::nullopt, Redirects, 0, &T.Failure,
                                       &Failed);
  T.Started = !Failed;
  return T;
}

/// Waits (at most 60 s) for a tool startTool() started; returns its stdout+stderr
/// and exit code (-1: it could not be started, -2: it crashed or timed out).
std::pair<std::string, int> waitTool(RunningTool &T) {
  int RC = -1;
  std::string ErrMsg = T.Failure;
  if (T.Started) {
    std::optional<llvm::sys::ProcessStatistics> Stats;
    llvm::sys::ProcessInfo R = llvm::sys::Wait(T.Process, 60u, &ErrMsg, &Stats);
    RC = R.ReturnCode;
    if (Stats)
      addChildCpu(T.CpuPhase, std::chrono::duration<double, std::milli>(Stats->TotalTime).count());
  }
  T.Started = false;
  std::string Text;
  if (!T.OutFile.empty()) {
    if (auto Buf = llvm::MemoryBuffer::getFile(T.OutFile))
      Text = (*Buf)->getBuffer().str();
    llvm::sys::fs::remove(T.OutFile);
    T.OutFile.clear();
  }
  if (RC < 0)
    Text += ErrMsg;
  return {Text, RC};
}

/// Runs \p Ptxas with \p Args; returns stdout+stderr and the exit code.
/// \p CpuPhase: the phase its CPU time is added to (PhaseTimes.h).
std::pair<std::string, int> runPtxas(const std::string &Ptxas, std::vector<std::string> Args,
                                     const char *CpuPhase = "ptxas") {
  RunningTool T = startTool(Ptxas, Args, CpuPhase);
  return waitTool(T);
}
} // namespace

std::string ptxasVersion(const std::string &Ptxas) {
  static std::mutex Mu;
  static std::map<std::string, std::string> Known;
  std::lock_guard<std::mutex> Lock(Mu);
  if (auto It = Known.find(Ptxas); It != Known.end())
    return It->second;
  PhaseScope Phase("ptxas --version");
  auto [Text, RC] = runPtxas(Ptxas, {"--version"}, "ptxas --version");
  llvm::SmallVector<llvm::StringRef, 2> M;
  std::string V;
  if (RC == 0 && llvm::Regex("release ([0-9]+\\.[0-9]+)").match(Text, &M))
    V = M[1].str();
  return Known[Ptxas] = V;
}

std::string ptxasArchFor(llvm::StringRef Arch, const std::string &Ptxas) {
  // CUDA 12 dropped sm_35/37; CUDA 13 dropped everything below sm_75.
  std::string V = ptxasVersion(Ptxas);
  unsigned Major = 0;
  llvm::StringRef(V).split('.').first.getAsInteger(10, Major);
  unsigned Min = Major >= 13 ? 75 : Major >= 12 ? 50 : Major >= 11 ? 35 : 20;
  return archNumber(Arch) >= Min ? Arch.str() : fmt::format("sm_{}", Min);
}

/// Cache tag of a ptxas result: target arch + the ptxas binary's identity.
static std::string ptxasTag(const std::string &Ptxas, llvm::StringRef Arch) {
  llvm::sys::fs::file_status St;
  uint64_t Stamp = 0;
  if (!llvm::sys::fs::status(Ptxas, St))
    Stamp = St.getSize() ^ static_cast<uint64_t>(
                               St.getLastModificationTime().time_since_epoch().count());
  return fmt::format("regs-{}-{:x}", Arch.str(), Stamp);
}

/// Registers, spills, stack and constant bytes of \p R from one ptxas report.
static void applyReport(KernelResources &R, const PtxasKernelReport &P, const std::string &Source) {
  R.Ptxas = P;
  R.Registers.Registers = P.Registers;
  R.Registers.SpillStoreBytes = P.SpillStoreBytes;
  R.Registers.SpillLoadBytes = P.SpillLoadBytes;
  R.Registers.StackFrameBytes = P.StackFrameBytes;
  R.Registers.ConstantBytes = P.ConstantBytes;
  R.Registers.Source = Source;
}

/// Stores \p Regs under \p Tag; when only some kernels were assembled
/// (\p Subset), what the entry held for the others is kept.
static void storeRegisters(const std::string &Dir, const std::string &Key, const std::string &Tag,
                           std::map<std::string, RegisterInfo> Regs, bool Subset) {
  if (Subset)
    if (auto Old = loadCachedRegisters(Dir, Key, Tag))
      Regs.insert(Old->begin(), Old->end()); // keeps ours where both have one
  storeCachedRegisters(Dir, Key, Tag, Regs);
}

llvm::Expected<PendingResources> startKernelResources(const DeviceModule &M,
                                                     const PtxasOptions &Opts,
                                                     llvm::ArrayRef<std::string> OnlyKernels) {
  PendingResources P;
  std::map<std::string, KernelResources> &Out = P.Out;
  std::vector<KernelInfo> Kernels = listKernels(M);
  std::vector<std::string> Dropped;
  for (const KernelInfo &K : Kernels) {
    if (!OnlyKernels.empty() && !llvm::is_contained(OnlyKernels, K.MangledName)) {
      Dropped.push_back(K.MangledName);
      continue;
    }
    if (const llvm::Function *F = M.kernelFunction(K))
      Out[K.MangledName].Shared = sharedMemoryOf(*F);
  }
  P.Subset = !Dropped.empty();

  std::string Ptxas = findPtxas(Opts);
  std::string &Dir = P.Dir;
  Dir = Opts.UseCache && !cacheDisabledByEnvironment()
            ? (Opts.CacheDir.empty() ? defaultCacheDir() : Opts.CacheDir)
            : "";
  std::string Tag = Ptxas.empty() ? "" : ptxasTag(Ptxas, M.Arch);
  P.Tag = Tag;
  if (!Ptxas.empty() && !Dir.empty() && !Opts.UseNvcc)
    if (auto Cached = loadCachedRegisters(Dir, M.CacheKey, Tag)) {
      bool Complete = true;
      for (auto &[Name, R] : Out) {
        auto It = Cached->find(Name);
        if (It == Cached->end()) {
          Complete = false;
          break;
        }
        R.Registers = It->second;
      }
      if (Complete) {
        P.Done = true;
        return P;
      }
    }

  std::string &Failure = P.Failure;
  llvm::StringRef Ext = llvm::sys::path::extension(M.SourcePath);
  if (!Ptxas.empty() && Opts.UseNvcc && Ext != ".ll" && Ext != ".bc") {
    std::string Nvcc = findNvcc(Ptxas);
    std::string Target = ptxasArchFor(M.Arch, Ptxas);
    std::string NvccTag = "nvcc|" + Tag;
    bool FromCache = false;
    if (!Nvcc.empty() && !Dir.empty())
      if (auto Cached = loadCachedRegisters(Dir, M.CacheKey, NvccTag)) {
        FromCache = true;
        for (auto &[Name, R] : Out)
          FromCache = FromCache && Cached->count(Name);
        if (FromCache)
          for (auto &[Name, R] : Out)
            R.Registers = Cached->at(Name);
      }
    if (FromCache) {
      P.Done = true;
      return P;
    }
    if (Nvcc.empty()) {
      Failure = "--registers nvcc: nvcc not found; registers from ptxas on Clang's PTX";
    } else {
      std::vector<std::string> Args = {"-cubin", "-arch=" + Target, "-Xptxas", "-v",
                                       "-o",     "/dev/null"};
      Args.insert(Args.end(), Opts.NvccArgs.begin(), Opts.NvccArgs.end());
      Args.push_back(M.SourcePath);
      auto [Text, RC] = runPtxas(Nvcc, Args, "nvcc");
      auto Reports = parsePtxasOutput(Text);
      bool All = RC == 0;
      for (auto &[Name, R] : Out)
        All = All && Reports.count(Name);
      if (!All) {
        Failure = RC != 0 ? "--registers nvcc: nvcc failed; registers from ptxas on Clang's PTX"
                          : "--registers nvcc: nvcc did not report every kernel; registers from "
                            "ptxas on Clang's PTX";
      } else {
        std::string Source = fmt::format("nvcc {} ({})", ptxasVersion(Ptxas), Target);
        std::map<std::string, RegisterInfo> ToCache;
        for (auto &[Name, R] : Out) {
          const PtxasKernelReport &Rep = Reports.at(Name);
          applyReport(R, Rep, Source);
          ToCache[Name] = R.Registers;
        }
        if (!Dir.empty())
          storeRegisters(Dir, M.CacheKey, NvccTag, std::move(ToCache), P.Subset);
        P.Done = true;
        return P;
      }
    }
  }
  if (!Ptxas.empty()) {
    PhaseScope PtxPhase("PTX");
    auto PTX = emitPTX(*M.Module, M.Arch, Dropped);
    PtxPhase.stop();
    if (!PTX)
      return PTX.takeError();
    P.Target = ptxasArchFor(M.Arch, Ptxas);
    P.Version = ptxasVersion(Ptxas);
    llvm::SmallString<128> PtxFile;
    int FD;
    if (llvm::sys::fs::createTemporaryFile("kernelcast", "ptx", FD, PtxFile)) {
      Failure = "cannot create a temporary file";
    } else {
      {
        llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
        OS << *PTX;
      }
      P.PtxFile = std::string(PtxFile);
      // ptxas runs while the caller goes on (the analysis pass);
      // finishKernelResources() waits for it.
      P.Ptxas = startTool(Ptxas, {"-v", "--gpu-name", P.Target, "-o", "/dev/null", P.PtxFile},
                          "ptxas");
      P.Running = true;
    }
  }
  return P;
}

PendingResources::~PendingResources() {
  if (Running) {
    (void)waitTool(Ptxas);
    llvm::sys::fs::remove(PtxFile);
  }
}

std::map<std::string, KernelResources> finishKernelResources(PendingResources P,
                                                             const DeviceModule &M) {
  std::map<std::string, KernelResources> Out = std::move(P.Out);
  if (P.Done)
    return Out;
  std::string Failure = P.Failure;
  if (P.Running) {
    PhaseScope PtxasPhase("ptxas");
    auto [Text, RC] = waitTool(P.Ptxas);
    PtxasPhase.stop();
    P.Running = false;
    llvm::sys::fs::remove(P.PtxFile);
    std::string Source =
        P.Target == M.Arch
            ? fmt::format("ptxas {} ({})", P.Version, P.Target)
            : fmt::format("ptxas {} for {} (nearest supported; target {})", P.Version, P.Target,
                          M.Arch);
    if (RC != 0) {
      // The first error line names the problem ("uses too much shared data
      // (0x28e10 bytes, 0xc000 max)"); the log's other lines are not for a
      // report line. A kernel ptxas allocated before refusing it keeps those
      // registers: they are the build's.
      llvm::StringRef Why = llvm::StringRef(Text).trim();
      llvm::SmallVector<llvm::StringRef, 8> Lines;
      Why.split(Lines, '\n');
      for (llvm::StringRef L : Lines)
        if (L.contains("error")) {
          Why = L.split(':').second.trim();
          if (Why.empty())
            Why = L.trim();
          break;
        }
      if (Why.contains('\n'))
        Why = Why.split('\n').first.trim();
      Failure = fmt::format("ptxas failed: {}", Why.str());
      for (auto &[Name, Report] : parsePtxasOutput(Text))
        if (auto It = Out.find(Name); It != Out.end() && Report.Registers > 0)
          applyReport(It->second, Report, Source + " (then it refused the kernel: " + Why.str() + ")");
    } else {
      auto Reports = parsePtxasOutput(Text);
      std::map<std::string, RegisterInfo> ToCache;
      for (auto &[Name, R] : Out) {
        auto It = Reports.find(Name);
        if (It == Reports.end())
          continue;
        applyReport(R, It->second, Source);
        ToCache[Name] = R.Registers;
      }
      if (ToCache.size() == Out.size()) {
        // The cache keeps what ptxas said; why nvcc was not used (--registers
        // nvcc) belongs to this run only, not to a later ptxas-only one.
        if (!P.Dir.empty())
          storeRegisters(P.Dir, M.CacheKey, P.Tag, std::move(ToCache), P.Subset);
        if (!Failure.empty())
          for (auto &[Name, R] : Out)
            R.Registers.Source += " (" + Failure + ")";
        return Out;
      }
      Failure = "ptxas did not report every kernel";
    }
  }
  for (auto &[Name, R] : Out) {
    if (R.Ptxas)
      continue;
    R.Registers = estimateRegisters(*M.Module->getFunction(Name));
    if (!Failure.empty())
      R.Registers.Source += " (" + Failure + ")";
  }
  return Out;
}

llvm::Expected<std::map<std::string, KernelResources>> kernelResources(const DeviceModule &M,
                                                                       const PtxasOptions &Opts) {
  auto P = startKernelResources(M, Opts);
  if (!P)
    return P.takeError();
  return finishKernelResources(std::move(*P), M);
}

} // namespace kc
