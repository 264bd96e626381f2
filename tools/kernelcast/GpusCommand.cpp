//===- GpusCommand.cpp - `kernelcast gpus [show|check|diff]` --------------===//
// Lists the built-in GPU models, prints one with every value's source,
// validates a user GPU file, or compares two GPUs field by field. Formatting
// lives in views/GpuView and views/GpuDiffView.
#include "tools/kernelcast/Command.h"
#include "tools/kernelcast/JsonOutput.h"

#include "gpumodel/GpuDatabase.h"
#include "gpumodel/GpuDiff.h"
#include "gpumodel/InputFile.h"
#include "views/GpuDiffView.h"
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
  std::string DiffA, DiffB;
  bool DiffJson = false;
  bool DiffAll = false;
};

int runDiff(const GpusOptions &O, const kc::GpuDatabase &DB) {
  auto A = DB.find(O.DiffA);
  if (!A) {
    llvm::errs() << "kernelcast gpus diff: " << llvm::toString(A.takeError()) << "\n";
    return 1;
  }
  auto B = DB.find(O.DiffB);
  if (!B) {
    llvm::errs() << "kernelcast gpus diff: " << llvm::toString(B.takeError()) << "\n";
    return 1;
  }
  kc::GpuDiff D = kc::diffGpus(*A, *B);
  if (O.DiffJson || O.Json)
    llvm::outs() << kc::cli::jsonText(kc::views::gpuDiffToJson(D, O.DiffAll), 2) << "\n";
  else
    kc::views::printGpuDiff(llvm::outs(), D, O.DiffAll);
  return 0;
}

int runGpus(const GpusOptions &O, CLI::App *Show, CLI::App *Check, CLI::App *Diff) {
  const kc::GpuDatabase &DB = kc::GpuDatabase::builtin();
  if (Diff->parsed())
    return runDiff(O, DB);
  if (Show->parsed()) {
    auto M = DB.find(O.ShowGpu);
    if (!M) {
      llvm::errs() << "kernelcast gpus show: " << llvm::toString(M.takeError()) << "\n";
      return 1;
    }
    if (O.ShowJson || O.Json)
      llvm::outs() << kc::cli::jsonText(kc::views::gpuToJson(*M), 2) << "\n";
    else
      kc::views::printGpu(llvm::outs(), *M);
    return 0;
  }
  if (Check->parsed()) {
    auto Buf = kc::readInputFile(O.CheckFile);
    if (!Buf) {
      llvm::errs() << llvm::toString(Buf.takeError()) << "\n";
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
    llvm::outs() << kc::cli::jsonText(kc::views::gpuListToJson(DB.all()), 2) << "\n";
  else
    kc::views::printGpuList(llvm::outs(), DB.all());
  return 0;
}

kc::cli::CommandRegistration Registration{kc::cli::Command{
    "gpus",
    "List the built-in GPU models, show one with the source of every value, check a GPU file, or "
    "compare two GPUs",
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
      CLI::App *Diff = Sub.add_subcommand(
          "diff", "Compare two GPUs field by field: both values, B/A and each value's source "
                  "(differing fields only unless --all)");
      Diff->add_option("A", O->DiffA, "First GPU: id, alias, CUDA device name or GPU .json file")->required();
      Diff->add_option("B", O->DiffB, "Second GPU: id, alias, CUDA device name or GPU .json file")->required();
      Diff->add_flag("--json", O->DiffJson, "Print JSON: {a, b, identity, fields: [{field, a, b, ratio, "
                                            "a_source, b_source}], compared, differing}");
      Diff->add_flag("--all", O->DiffAll, "List every field, the equal ones too");
      return [O, Show, Check, Diff] { return runGpus(*O, Show, Check, Diff); };
    },
    20}};

} // namespace
