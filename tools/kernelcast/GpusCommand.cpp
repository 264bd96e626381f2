//===- GpusCommand.cpp - `kernelcast gpus [show GPU | check FILE]` --------===//
// Lists the built-in GPU models, prints one with every value's source, or
// validates a user GPU file. Formatting lives in views/GpuView.
#include "tools/kernelcast/Command.h"

#include "gpumodel/GpuDatabase.h"
#include "views/GpuView.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>

namespace {

struct GpusOptions {
  bool Json = false;
  bool ShowJson = false;
  std::string ShowGpu;
  std::string CheckFile;
};

int runGpus(const GpusOptions &O, CLI::App *Show, CLI::App *Check) {
  const kc::GpuDatabase &DB = kc::GpuDatabase::builtin();
  if (Show->parsed()) {
    auto M = DB.find(O.ShowGpu);
    if (!M) {
      llvm::errs() << "kernelcast gpus show: " << llvm::toString(M.takeError()) << "\n";
      return 1;
    }
    if (O.ShowJson || O.Json)
      llvm::outs() << kc::views::gpuToJson(*M).dump(2) << "\n";
    else
      kc::views::printGpu(llvm::outs(), *M);
    return 0;
  }
  if (Check->parsed()) {
    auto Buf = llvm::MemoryBuffer::getFile(O.CheckFile, /*IsText=*/true);
    if (!Buf) {
      llvm::errs() << O.CheckFile << ": cannot read: " << Buf.getError().message() << "\n";
      return 1;
    }
    llvm::StringRef Text = (*Buf)->getBuffer();
    std::vector<kc::GpuFileIssue> Issues = kc::checkGpuFile({Text.data(), Text.size()});
    for (const kc::GpuFileIssue &I : Issues)
      llvm::outs() << O.CheckFile << ": " << I.Field << ": " << I.Message << "\n";
    if (!Issues.empty()) {
      llvm::outs() << O.CheckFile << ": " << Issues.size() << " issue" << (Issues.size() == 1 ? "" : "s")
                   << "\n";
      return 1;
    }
    auto M = kc::parseGpuFile({Text.data(), Text.size()}, O.CheckFile);
    if (!M) { // cannot happen when check found nothing; report rather than crash
      llvm::outs() << llvm::toString(M.takeError()) << "\n";
      return 1;
    }
    llvm::outs() << O.CheckFile << ": ok (" << M->Id << ")\n";
    return 0;
  }
  if (O.Json)
    llvm::outs() << kc::views::gpuListToJson(DB.all()).dump(2) << "\n";
  else
    kc::views::printGpuList(llvm::outs(), DB.all());
  return 0;
}

kc::cli::CommandRegistration Registration{kc::cli::Command{
    "gpus",
    "List the built-in GPU models, show one with the source of every value, or check a GPU file",
    [](CLI::App &Sub) -> std::function<int()> {
      auto O = std::make_shared<GpusOptions>();
      Sub.add_flag("--json", O->Json, "Print JSON (an array of {id, name, compute_capability, "
                                      "sm_count, ...}) instead of a table");
      Sub.require_subcommand(0, 1);
      CLI::App *Show = Sub.add_subcommand(
          "show", "Print one GPU model whole: every value with its source or estimate reasoning");
      Show->add_option("GPU", O->ShowGpu,
                       "Id, alias or CUDA device name (case and punctuation ignored, e.g. "
                       "\"Tesla K40m\"), or a path to a GPU .json file")
          ->required();
      Show->add_flag("--json", O->ShowJson, "Print the GPU file JSON (docs/gpu-file-format.md)");
      CLI::App *Check = Sub.add_subcommand(
          "check", "Validate a GPU file: names every missing, malformed or out-of-range field; "
                   "exit 1 if any");
      Check->add_option("FILE", O->CheckFile, "GPU .json file (docs/gpu-file-format.md)")->required();
      return [O, Show, Check] { return runGpus(*O, Show, Check); };
    },
    20}};

} // namespace
