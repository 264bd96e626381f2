//===- FuseCommand.cpp - `kernelcast fuse PIPELINE.kas --gpu G --elements N` ===//
// Plans which calls of a KAS pipeline to fuse into which kernels: the fusion
// planner (fusion/FusionPlanner.h) enumerates and generates the candidate fused
// kernels, kernelcast's analyzer + wave model price them on the chosen GPU
// (workflows/FusionCostBinding.h), lp_solve picks the cheapest plans. Text and
// JSON views live in fusion/FusionView.
#include "tools/kernelcast/CliChecks.h"
#include "tools/kernelcast/Command.h"
#include "tools/kernelcast/JsonOutput.h"

#include "analyzer/SourceAnalysis.h"
#include "fusion/FusionPlanner.h"
#include "fusion/FusionView.h"
#include "gpumodel/GpuDatabase.h"
#include "workflows/FusionCostBinding.h"

#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

#include <chrono>
#include <memory>

namespace {

using namespace kc;

struct FuseOptions {
  std::string PipelineFile;
  std::string Gpu;
  unsigned long long Elements = 0;
  unsigned MaxFusion = 4;
  unsigned Top = 1;
  bool Json = false;
  std::string EmitDir;
  std::string LibraryDir;
  std::vector<unsigned> ElementsPerBlock;
  unsigned Threads = 0;
  bool NoCache = false;
  bool NoPtxas = false;
  unsigned long long MaxCandidates = fusion::FusionOptions().MaxCandidates;
};

int userError(const std::string &Msg) {
  llvm::errs() << "kernelcast fuse: " << Msg << "\n";
  return 1;
}

/// Progress on stderr once a run has taken more than a second: a line rewritten
/// in place on a terminal, else a line per tenth.
class Progress {
public:
  void update(unsigned long long Done, unsigned long long Total) {
    double S = seconds();
    if (S < 1.0 || Total == 0)
      return;
    unsigned Tenth = static_cast<unsigned>(10 * Done / Total);
    if (Tty) {
      llvm::errs() << fmt::format("\rkernelcast fuse: priced {} of {} candidate kernels ({:.0f} s)", Done, Total, S);
      Shown = true;
    } else if (Tenth > LastTenth || !Shown) {
      llvm::errs() << fmt::format("kernelcast fuse: priced {} of {} candidate kernels ({:.0f} s)\n", Done, Total, S);
      LastTenth = Tenth;
      Shown = true;
    }
  }
  /// During the enumeration (before any pricing): a line per 10 s once past 1 s.
  void enumerating(unsigned long long Fusions, unsigned long long Generated) {
    double S = seconds();
    if (S < 1.0 || S < LastEnumS + 10)
      return;
    LastEnumS = S;
    llvm::errs() << fmt::format("kernelcast fuse: enumerating: {} legal fusions, {} candidate kernels "
                                "generated ({:.0f} s)\n",
                                Fusions, Generated, S);
  }
  void finish(unsigned long long Priced) {
    if (!Shown)
      return;
    llvm::errs() << fmt::format("{}kernelcast fuse: priced {} candidate kernels in {:.1f} s\n", Tty ? "\r" : "", Priced,
                                seconds());
  }
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
  }

private:
  std::chrono::steady_clock::time_point Start = std::chrono::steady_clock::now();
  bool Tty = llvm::sys::Process::StandardErrIsDisplayed();
  bool Shown = false;
  unsigned LastTenth = 0;
  double LastEnumS = -10;
};

/// nvcc of CUDA 13 compiles for sm_75 and newer only.
std::string emitArchFor(const GpuModel &Gpu) {
  unsigned CC = Gpu.ComputeMajor * 10 + Gpu.ComputeMinor;
  return CC >= 75 ? Gpu.smArch() : "sm_75";
}

int runFuse(const FuseOptions &O) {
  auto Gpu = GpuDatabase::findBuiltin(O.Gpu);
  if (!Gpu)
    return userError(llvm::toString(Gpu.takeError()));
  if (O.Elements == 0)
    return userError("--elements 0: expected a positive number of elements");
  if (O.MaxFusion == 0 || O.MaxFusion > 64)
    return userError(fmt::format("--max-fusion {}: expected 1 to 64 calls per fused kernel", O.MaxFusion));
  if (O.Top == 0)
    return userError("--top 0: expected at least one plan");
  if (O.MaxCandidates == 0)
    return userError("--max-candidates 0: expected at least one candidate kernel");
  for (unsigned E : O.ElementsPerBlock)
    if (E == 0 || E > 1024)
      return userError(fmt::format("--elements-per-block {}: expected 1 to 1024", E));

  auto Lib = O.LibraryDir.empty() ? fusion::Library::builtin() : fusion::Library::loadDirectory(O.LibraryDir);
  if (!Lib)
    return userError(llvm::toString(Lib.takeError()));
  auto P = fusion::Pipeline::load(O.PipelineFile, *Lib);
  if (!P)
    return userError(llvm::toString(P.takeError()));

  FusionCostOptions CO;
  CO.Threads = O.Threads;
  CO.UseCache = !O.NoCache;
  CO.UsePtxas = !O.NoPtxas;
  auto Cost = makeDefaultFusionCostModel(*Gpu, CO);

  fusion::FusionOptions FO;
  FO.Elements = O.Elements;
  FO.MaxFusion = O.MaxFusion;
  FO.TopN = O.Top;
  if (!O.ElementsPerBlock.empty())
    FO.ElementsPerBlock = O.ElementsPerBlock;
  Progress Prog;
  FO.Progress = [&](unsigned long long Done, unsigned long long Total) { Prog.update(Done, Total); };
  FO.EnumerationProgress = [&](unsigned long long Fusions, unsigned long long Generated) {
    Prog.enumerating(Fusions, Generated);
  };
  FO.MaxCandidates = O.MaxCandidates;
  auto R = fusion::planFusion(*Lib, *P, *Gpu, *Cost, FO);
  if (!R)
    return userError(llvm::toString(R.takeError()));
  Prog.finish(R->Costed);
  if (!R->SearchCut.empty())
    llvm::errs() << "kernelcast fuse: note: " << R->SearchCut << "\n";
  double PlanningS = Prog.seconds();
  auto [Arch, Clamped] = compileArchFor(*Gpu);

  if (!O.EmitDir.empty()) {
    if (auto E = fusion::emitPlan(*R, 0, *Lib, *P, O.EmitDir, emitArchFor(*Gpu)))
      return userError(llvm::toString(std::move(E)));
  }

  if (O.Json) {
    nlohmann::json J = fusion::fusionToJson(*R);
    J["gpu"] = {{"id", Gpu->Id}, {"name", Gpu->Name}, {"compiled_for", Arch}};
    J["search"]["planning_s"] = PlanningS;
    J["search"]["cut"] = R->SearchCut;
    J["model"] = "wave";
    if (!O.EmitDir.empty())
      J["emitted"] = O.EmitDir;
    llvm::outs() << cli::jsonText(J, 2) << "\n";
    return 0;
  }
  llvm::outs() << fmt::format("kernelcast fuse: {} on {} ({} elements), kernels compiled for {}{} and predicted "
                              "with the wave model; planned in {:.1f} s\n",
                              O.PipelineFile, Gpu->Name, O.Elements, Arch,
                              Clamped ? fmt::format(" (the newest LLVM 19 supports; the GPU is {})", Gpu->smArch()) : "",
                              PlanningS);
  fusion::printFusionText(*R, llvm::outs());
  if (!O.EmitDir.empty())
    llvm::outs() << fmt::format("plan 1 written to {}: kernels.cu, main.cu (host driver; make builds it with nvcc "
                                "-arch={}), emulate.cpp (CPU emulation), Makefile\n",
                                O.EmitDir, emitArchFor(*Gpu));
  return 0;
}

kc::cli::CommandRegistration Registration{kc::cli::Command{
    "fuse",
    "Plan which calls of a KAS pipeline to fuse into which kernels, pricing every candidate "
    "fused kernel with kernelcast's own predictor",
    [](CLI::App &Sub) -> std::function<int()> {
      auto O = std::make_shared<FuseOptions>();
      Sub.footer(
          "A pipeline (.kas) chains calls of elementary functions (fusion/examples/*.kas, docs/fusion.md):\n"
          "  matrix3x3 A, M_1, F;  input A;  M_1 = madd33(A, A);  F = madd33(A, M_1);  return F;\n"
          "The planner enumerates every legal fusion of at most --max-fusion calls, lays out each\n"
          "(call order, shared memory, values in registers, barriers) for every implementation and\n"
          "elements-per-block choice, generates it as CUDA, compiles and predicts it on --gpu, and\n"
          "picks the plans covering every call exactly once with least total time (lp_solve).\n"
          "Output: the unfused baseline, then the plans best first with time, throughput (MElems/s)\n"
          "and speed-up; per kernel its calls, block, shared memory, registers, barriers, occupancy.\n"
          "Example: kernelcast fuse fusion/examples/SyncTest.kas --gpu h100-sxm --elements 1048576");
      Sub.add_option("PIPELINE", O->PipelineFile, "Pipeline file in the KAS language (.kas)")
          ->required()
          ->check(CLI::ExistingFile);
      Sub.add_option("-g,--gpu", O->Gpu, "GPU to plan for (id, alias or device name; see `kernelcast gpus`)")
          ->required();
      Sub.add_option("-n,--elements", O->Elements, "Problem size: elements in every array")
          ->required()
          ->check(cli::countCheck(1, std::numeric_limits<uint64_t>::max()));
      Sub.add_option("-k,--max-fusion", O->MaxFusion, "Calls per fused kernel at most (K); the search grows "
                                                    "quickly with K")
          ->capture_default_str()
          ->check(cli::countCheck(1, 64));
      Sub.add_option("--top", O->Top, "Number of best distinct plans to print")
          ->capture_default_str()
          ->check(cli::countCheck(1));
      Sub.add_flag("--json", O->Json,
                   "Print JSON: {unfused: {time_ms, elements_per_s, kernels}, plans: [{time_ms, "
                   "elements_per_s, speedup, kernels: [...]}] best first, search, gpu}");
      Sub.add_option("--emit-cuda", O->EmitDir,
                     "Write the best plan as CUDA into DIR: kernels.cu, main.cu (host driver: random data, "
                     "timing, check against the CPU reference), emulate.cpp, Makefile")
          ->check(cli::nonEmptyPath());
      Sub.add_option("--library", O->LibraryDir,
                     "Use the elementary-function library in DIR (every *.cu with /*# ... #*/ metadata) "
                     "instead of the built-in one");
      Sub.add_option("--elements-per-block", O->ElementsPerBlock,
                     "Values tried for the free (`size`) block dimension (default 16 32 64 96 128 192 256)")
          ->delimiter(',')
          ->check(cli::countCheck(1, 1024));
      Sub.add_option("-j,--threads", O->Threads, "Compile candidates on N threads (default: one per core)")
          ->check(cli::countCheck(0, 4096));
      Sub.add_flag("--no-cache", O->NoCache, "Do not use the compile cache (KERNELCAST_CACHE_DIR)");
      Sub.add_flag("--no-ptxas", O->NoPtxas, "Estimate registers from the IR instead of running ptxas");
      Sub.add_option("--max-candidates", O->MaxCandidates,
                     "Distinct candidate kernels priced at most (each is compiled); past it the larger "
                     "fusions are left out and a note says so")
          ->capture_default_str();
      return [O] { return runFuse(*O); };
    },
    40}};

} // namespace
