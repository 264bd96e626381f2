//===- CalibrateCommand.cpp - `kernelcast calibrate RESULTS -o GPU.json` --===//
// Reads a microbenchmark results file, fits a GPU model starting from a base
// model (kc::calib::calibrate), writes it as a GPU file and prints what was
// calibrated, with which method, and what was kept from the base.
#include "tools/kernelcast/Command.h"
#include "tools/kernelcast/JsonOutput.h"

#include "gpumodel/GpuDatabase.h"
#include "gpumodel/GpuFileWriter.h"
#include "gpumodel/InputFile.h"
#include "microbench/calibrate/Calibrate.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace {

struct CalibrateOptions {
  std::string Results;
  std::string Base;
  std::string Out;
  std::string Id;
  std::string Name;
  bool Json = false;
};

int runCalibrate(const CalibrateOptions &O) {
  const char *Me = "kernelcast calibrate: ";
  if (!llvm::StringRef(O.Out).ends_with_insensitive(".json")) {
    llvm::errs() << Me << "-o " << O.Out << ": GPU files are written as JSON; give a name ending in .json\n";
    return 1;
  }
  auto Buf = kc::readInputFile(O.Results);
  if (!Buf) {
    llvm::errs() << Me << llvm::toString(Buf.takeError()) << "\n";
    return 1;
  }
  llvm::StringRef Text = (*Buf)->getBuffer();
  auto Records = kc::calib::parseResults(kc::stripBom({Text.data(), Text.size()}), O.Results);
  if (!Records) {
    llvm::errs() << Me << llvm::toString(Records.takeError()) << "\n";
    return 1;
  }
  const kc::GpuDatabase &DB = kc::GpuDatabase::builtin();
  const std::string &DeviceName = Records->front().Device.Name;
  std::string BaseName = O.Base.empty() ? DeviceName : O.Base;
  auto Base = DB.find(BaseName);
  if (!Base) {
    std::string Why = llvm::toString(Base.takeError());
    if (O.Base.empty())
      llvm::errs() << Me << "the device '" << DeviceName
                   << "' is not a built-in GPU, so the fields the benchmarks cannot measure need a "
                      "base: pass --base <closest GPU> (`kernelcast gpus` lists them; " << Why << ")\n";
    else
      llvm::errs() << Me << "--base: " << Why << "\n";
    return 1;
  }
  kc::calib::CalibrationOptions CO{O.Id, O.Name};
  auto R = kc::calib::calibrate(*Records, *Base, CO);
  if (!R) {
    llvm::errs() << Me << llvm::toString(R.takeError()) << "\n";
    return 1;
  }
  std::string File = kc::writeGpuFile(R->Model);
  std::vector<kc::GpuFileIssue> Issues = kc::checkGpuFile(File);
  if (!Issues.empty()) {
    for (const kc::GpuFileIssue &I : Issues)
      llvm::errs() << Me << "calibrated value rejected: " << I.Field << ": " << I.Message << "\n";
    llvm::errs() << Me << "nothing written: the results give values outside the GPU file's sanity "
                          "ranges (see above); check the benchmark output\n";
    return 1;
  }
  std::error_code EC;
  llvm::raw_fd_ostream OS(O.Out, EC, llvm::sys::fs::OF_Text);
  if (EC) {
    llvm::errs() << Me << O.Out << ": cannot write: " << EC.message() << "\n";
    return 1;
  }
  OS << File;
  if (O.Json) {
    nlohmann::json J = {{"output", O.Out}, {"id", R->Model.Id}, {"base", Base->Id},
                        {"device", DeviceName}, {"from_base", R->FromBase},
                        {"notes", R->Notes}, {"warnings", R->Warnings}};
    J["calibrated"] = nlohmann::json::array();
    for (const auto &F : R->Calibrated)
      J["calibrated"].push_back({{"field", F.Pointer}, {"value", F.Value}, {"source", F.Source},
                                 {"method", F.Method}});
    llvm::outs() << kc::cli::jsonText(J, 2) << "\n";
    return 0;
  }
  llvm::outs() << fmt::format("{}: GPU model '{}' for {} ({} records, base '{}')\n", O.Out, R->Model.Id,
                              DeviceName, Records->size(), Base->Id);
  if (Records->front().Synthetic)
    llvm::outs() << "note: the results are SYNTHETIC (generated from a model), not a GPU measurement\n";
  llvm::outs() << fmt::format("\ncalibrated ({} fields):\n", R->Calibrated.size());
  for (const auto &F : R->Calibrated)
    llvm::outs() << fmt::format("  {:<52} {:>12.6g}  {}: {}\n", F.Pointer, F.Value, F.Source, F.Method);
  llvm::outs() << fmt::format("\nkept from base '{}' ({} fields, provenance says so):", Base->Id,
                              R->FromBase.size());
  for (size_t I = 0; I < R->FromBase.size(); ++I)
    llvm::outs() << (I % 3 ? "  " : "\n  ") << R->FromBase[I];
  llvm::outs() << "\n";
  for (const std::string &N : R->Notes)
    llvm::outs() << "note: " << N << "\n";
  for (const std::string &W : R->Warnings)
    llvm::outs() << "warning: " << W << "\n";
  llvm::outs() << fmt::format("\nuse it: kernelcast predict ... --gpu {}\n", O.Out);
  return 0;
}

kc::cli::CommandRegistration Reg({
    "calibrate",
    "Fit a GPU model file to microbenchmark results (from `kernelcast microbench run`)",
    [](CLI::App &Sub) -> std::function<int()> {
      auto O = std::make_shared<CalibrateOptions>();
      Sub.add_option("results", O->Results, "results file written by `kernelcast microbench run`")
          ->required();
      Sub.add_option("--base", O->Base,
                     "GPU (id, name or file) whose values fill the fields the benchmarks do not "
                     "measure (default: the measured device, if built in)");
      Sub.add_option("-o,--out", O->Out, "GPU file to write (.json)")->required();
      Sub.add_option("--id", O->Id, "id of the new model (default: from the device name)");
      Sub.add_option("--name", O->Name, "display name (default: the device name)");
      Sub.add_flag("--json", O->Json, "print the calibration report as JSON");
      Sub.footer("Every measured value's provenance names the benchmark, date and device; every "
                 "value kept from --base says so. See docs/calibration.md.");
      return [O]() { return runCalibrate(*O); };
    },
    81});

} // namespace
