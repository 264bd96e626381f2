//===- MicrobenchCommand.cpp - `kernelcast microbench run|list|synthesize` -===//
// Runs the CUDA runner (kernelcast-microbench, built beside this binary when
// nvcc was found) and saves its records as one results file for `calibrate`;
// `synthesize` writes the records a given model would produce (testing only).
#include "tools/kernelcast/CliChecks.h"
#include "tools/kernelcast/Command.h"
#include "tools/kernelcast/JsonOutput.h"

#include "gpumodel/GpuDatabase.h"
#include "microbench/calibrate/BenchResults.h"
#include "microbench/calibrate/SyntheticResults.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

#include <cstdlib>
#include <optional>

namespace {

struct MicrobenchOptions {
  std::string Out = "microbench-results.json";
  bool Quick = false;
  std::string Only;
  std::string Runner;
  int Reps = 0;
  int Device = 0;
  std::string Gpu;
  unsigned Seed = 1;
  double Noise = 0.02;
};

static int mainAnchor;

/// --runner, $KC_MICROBENCH_RUNNER, or kernelcast-microbench beside this executable.
std::optional<std::string> findRunner(const MicrobenchOptions &O) {
  if (!O.Runner.empty())
    return O.Runner;
  if (const char *E = std::getenv("KC_MICROBENCH_RUNNER"))
    return std::string(E);
  std::string Self = llvm::sys::fs::getMainExecutable("kernelcast", &mainAnchor);
  llvm::SmallString<256> P(llvm::sys::path::parent_path(Self));
  llvm::sys::path::append(P, "kernelcast-microbench");
  if (llvm::sys::fs::can_execute(P))
    return std::string(P);
  return std::nullopt;
}

int runnerMissing() {
  llvm::errs() << "kernelcast microbench: the CUDA runner kernelcast-microbench was not found beside "
                  "kernelcast. It is built when CMake finds nvcc (option KC_BUILD_MICROBENCH); "
                  "pass --runner PATH or set KC_MICROBENCH_RUNNER if it lives elsewhere.\n";
  return 1;
}

int writeFile(const std::string &Path, const std::string &Text) {
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC, llvm::sys::fs::OF_Text);
  if (EC) {
    llvm::errs() << Path << ": cannot write: " << EC.message() << "\n";
    return 1;
  }
  OS << Text;
  return 0;
}

int runSuite(const MicrobenchOptions &O) {
  auto Runner = findRunner(O);
  if (!Runner)
    return runnerMissing();
  std::vector<std::string> Args = {*Runner};
  if (O.Quick)
    Args.push_back("--quick");
  if (!O.Only.empty())
    Args.insert(Args.end(), {"--only", O.Only});
  if (O.Reps > 0)
    Args.insert(Args.end(), {"--reps", std::to_string(O.Reps)});
  Args.insert(Args.end(), {"--device", std::to_string(O.Device)});
  llvm::SmallString<128> Tmp;
  if (auto EC = llvm::sys::fs::createTemporaryFile("kc-microbench", "jsonl", Tmp)) {
    llvm::errs() << "kernelcast microbench: cannot create a temporary file: " << EC.message() << "\n";
    return 1;
  }
  llvm::FileRemover Remove(Tmp);
  std::vector<llvm::StringRef> Argv(Args.begin(), Args.end());
  std::optional<llvm::StringRef> Redirects[] = {std::nullopt, llvm::StringRef(Tmp), std::nullopt};
  std::string Err;
  int Rc = llvm::sys::ExecuteAndWait(*Runner, Argv, std::nullopt, Redirects, 0, 0, &Err);
  if (Rc == 2) {
    llvm::errs() << "kernelcast microbench: no CUDA GPU on this machine; nothing was measured.\n";
    return 1;
  }
  if (Rc != 0) {
    llvm::errs() << "kernelcast microbench: " << *Runner << " failed (exit " << Rc << ")"
                 << (Err.empty() ? "" : ": " + Err) << "\n";
    return Rc == 1 ? 1 : 2;
  }
  auto Buf = llvm::MemoryBuffer::getFile(Tmp, /*IsText=*/true);
  if (!Buf) {
    llvm::errs() << "kernelcast microbench: cannot read the runner's output\n";
    return 2;
  }
  llvm::StringRef Text = (*Buf)->getBuffer();
  auto Records = kc::calib::parseResults({Text.data(), Text.size()}, "kernelcast-microbench output");
  if (!Records) {
    llvm::errs() << "kernelcast microbench: " << llvm::toString(Records.takeError()) << "\n";
    return 2;
  }
  if (int E = writeFile(O.Out, kc::cli::jsonText(kc::calib::resultsDocument(*Records), 1) + "\n"))
    return E;
  llvm::outs() << O.Out << ": " << Records->size() << " records from " << Records->front().Device.Name
               << "\nnext: kernelcast calibrate " << O.Out << " --base <closest GPU> -o mygpu.json\n";
  return 0;
}

int listSuite(const MicrobenchOptions &O) {
  auto Runner = findRunner(O);
  if (!Runner)
    return runnerMissing();
  std::vector<llvm::StringRef> Argv = {*Runner, "--list"};
  std::string Err;
  int Rc = llvm::sys::ExecuteAndWait(*Runner, Argv, std::nullopt, {}, 0, 0, &Err);
  if (Rc != 0)
    llvm::errs() << "kernelcast microbench: " << *Runner << " --list failed" << (Err.empty() ? "" : ": " + Err) << "\n";
  return Rc == 0 ? 0 : 2;
}

int synthesize(const MicrobenchOptions &O) {
  auto M = kc::GpuDatabase::builtin().find(O.Gpu);
  if (!M) {
    llvm::errs() << "kernelcast microbench synthesize: " << llvm::toString(M.takeError()) << "\n";
    return 1;
  }
  if (!(O.Noise >= 0 && O.Noise < 0.5)) {
    llvm::errs() << "kernelcast microbench synthesize: --noise " << O.Noise
                 << " out of range (expected 0 to 0.5, a relative standard deviation)\n";
    return 1;
  }
  kc::calib::SyntheticOptions S;
  S.Seed = O.Seed;
  S.Noise = O.Noise;
  auto Records = kc::calib::synthesizeResults(*M, S);
  if (int E = writeFile(O.Out, kc::cli::jsonText(kc::calib::resultsDocument(Records), 1) + "\n"))
    return E;
  llvm::outs() << fmt::format("{}: {} SYNTHETIC records generated from the model '{}' (seed {}, "
                              "noise {:g}); not a GPU measurement\n",
                              O.Out, Records.size(), M->Id, O.Seed, O.Noise);
  return 0;
}

kc::cli::CommandRegistration Reg({
    "microbench",
    "Run the CUDA microbenchmarks on this machine's GPU and save the results for `calibrate`",
    [](CLI::App &Sub) -> std::function<int()> {
      auto O = std::make_shared<MicrobenchOptions>();
      Sub.require_subcommand(1);
      Sub.footer("Three steps to a model of your GPU: build with nvcc installed; "
                 "`kernelcast microbench run --out r.json`; "
                 "`kernelcast calibrate r.json --base <closest GPU> -o mygpu.json` (docs/calibration.md).");
      CLI::App *Run = Sub.add_subcommand("run", "run the suite on the local GPU (needs a CUDA GPU and driver)");
      Run->add_option("--out,-o", O->Out, "results file to write")
          ->capture_default_str()
          ->check(kc::cli::nonEmptyPath());
      Run->add_flag("--quick", O->Quick, "fewer repetitions and shorter sweeps (about a minute)");
      Run->add_option("--only", O->Only, "comma-separated benchmark names (see `microbench list`)");
      Run->add_option("--reps", O->Reps, "repetitions per measurement (default: each benchmark's own)")
          ->check(kc::cli::countCheck(1));
      Run->add_option("--device", O->Device, "CUDA device ordinal")
          ->capture_default_str()
          ->check(kc::cli::countCheck(0, 1024));
      Run->add_option("--runner", O->Runner, "path of kernelcast-microbench (default: beside kernelcast)");
      CLI::App *List = Sub.add_subcommand("list", "list the benchmarks (needs no GPU)");
      List->add_option("--runner", O->Runner, "path of kernelcast-microbench");
      CLI::App *Synth = Sub.add_subcommand(
          "synthesize", "write the results a built-in GPU model would produce, with seeded noise "
                        "(for trying `calibrate` without a GPU; marked synthetic)");
      Synth->add_option("--gpu", O->Gpu, "built-in GPU id or name, or a GPU file")->required();
      Synth->add_option("--out,-o", O->Out, "results file to write")
          ->capture_default_str()
          ->check(kc::cli::nonEmptyPath());
      Synth->add_option("--seed", O->Seed, "random seed")
          ->capture_default_str()
          ->check(kc::cli::countCheck());
      Synth->add_option("--noise", O->Noise, "relative standard deviation of each point")->capture_default_str();
      return [O, Run, List, Synth]() {
        if (Run->parsed())
          return runSuite(*O);
        if (List->parsed())
          return listSuite(*O);
        if (Synth->parsed())
          return synthesize(*O);
        return 1;
      };
    },
    80});

} // namespace
