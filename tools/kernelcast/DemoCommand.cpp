//===- DemoCommand.cpp - `kernelcast demo`: the README's main job ---------===//
// Predicts a bundled example kernel on a bundled GPU: the CUDA Programming
// Guide's tiled matrix multiplication (tests/kernels/matmul_tiled.cu, embedded
// in the binary), 1024 x 1024 matrices, 16 x 16 blocks, on an A100-SXM4-80GB,
// with the three models side by side and the wave model's explanation; then
// the occupancy of that launch with its plot (build/demo-occupancy.svg).
#include "tools/kernelcast/CliChecks.h"
#include "tools/kernelcast/Command.h"

#include "analyzer/SourceAnalysis.h"
#include "gpumodel/GpuDatabase.h"
#include "gpumodel/Occupancy.h"
#include "predictor/Prediction.h"
#include "support/EmbeddedFiles.h"
#include "views/OccupancyPlot.h"
#include "views/OccupancyView.h"
#include "views/PredictionView.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>

namespace {

using namespace kc;

struct DemoOptions {
  std::string PlotFile; ///< empty = <build dir>/demo-occupancy.svg
  std::string Gpu = "a100-sxm4-80gb";
  unsigned Width = 1024;
};

/// build/demo-occupancy.svg: the directory above build/bin/kernelcast.
std::string defaultPlotPath() {
  std::string Exe = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  std::string Parent = Exe.empty() ? "." : llvm::sys::path::parent_path(Exe).str();
  if (llvm::sys::path::filename(Parent) == "bin") // parent_path(Dir) into Dir would alias
    Parent = llvm::sys::path::parent_path(Parent).str();
  llvm::SmallString<256> Dir(Parent);
  llvm::sys::path::append(Dir, "demo-occupancy.svg");
  return std::string(Dir);
}

int fail(llvm::Error E) {
  llvm::errs() << "kernelcast demo: " << llvm::toString(std::move(E)) << "\n";
  return 2;
}

int runDemo(const DemoOptions &O) {
  auto Gpu = GpuDatabase::builtin().find(O.Gpu);
  if (!Gpu) {
    llvm::errs() << "kernelcast demo: " << llvm::toString(Gpu.takeError()) << "\n";
    return 1;
  }
  if (O.Width == 0 || O.Width % 16) {
    llvm::errs() << "kernelcast demo: --width " << O.Width
                 << ": expected a positive multiple of 16 (the tile size)\n";
    return 1;
  }
  auto Files = embedded::examples::files();
  if (Files.empty())
    return fail(llvm::createStringError(llvm::inconvertibleErrorCode(),
                                        "no bundled example in this build"));
  const EmbeddedFile &Example = Files.front();

  SourceAnalysisOptions Opts;
  Opts.Compile.Arch = compileArchFor(*Gpu).first;
  auto Analyzed = analyzeSourceText(Example.Contents, std::string(Example.Name), Opts);
  if (!Analyzed)
    return fail(Analyzed.takeError());
  const KernelModel &K = Analyzed->Models.Kernels.front();

  LaunchConfig L;
  L.Grid = {O.Width / 16, O.Width / 16, 1};
  L.Block = {16, 16, 1};
  L.Args["Width"] = O.Width;
  auto Prepared = PreparedKernel::prepare(K, *Gpu);
  if (!Prepared)
    return fail(Prepared.takeError());
  auto All = predictAll(*Prepared, L);
  if (!All)
    return fail(All.takeError());

  llvm::outs() << "kernelcast demo: predicting the bundled example " << Example.Name
               << " (tiled matrix multiplication, " << O.Width << " x " << O.Width
               << " floats, 16 x 16 blocks) on " << Gpu->Name << ", without a GPU.\n"
               << "Try it on your own kernel:\n"
               << "  kernelcast analyze my.cu\n"
               << "  kernelcast predict my.cu --gpu v100 --grid 4096 --block 256 --arg n=1048576\n\n";
  printComparison(llvm::outs(), *All);
  llvm::outs() << "\n";
  PredictionView(All->front()).printView(llvm::outs());

  OccupancyRequest Req;
  Req.ThreadsPerBlock = 256;
  Req.RegistersPerThread = K.Registers.Registers;
  Req.StaticSharedBytes = K.StaticSharedBytes;
  auto Occ = computeOccupancy(*Gpu, Req);
  if (!Occ)
    return fail(Occ.takeError());
  llvm::outs() << "\nOccupancy of this launch (" << K.Registers.Registers << " registers from "
               << K.Registers.Source << ", " << K.StaticSharedBytes << " B shared memory):\n";
  OccupancyView View(*Gpu, Req, *Occ);
  if (auto Best = maxPotentialBlockSize(*Gpu, Req))
    View.setMaxPotential(*Best);
  else
    llvm::consumeError(Best.takeError());
  View.printView(llvm::outs());

  std::string Path = O.PlotFile.empty() ? defaultPlotPath() : O.PlotFile;
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC, llvm::sys::fs::OF_Text);
  if (EC) {
    llvm::errs() << "kernelcast demo: cannot write '" << Path << "': " << EC.message() << "\n";
    return 1;
  }
  OS << renderOccupancyPlot(*Gpu, Req, *Occ);
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::outs() << "\nplot (occupancy vs threads, registers, shared memory) written to " << Abs
               << "\n";
  return 0;
}

kc::cli::CommandRegistration Registration{kc::cli::Command{
    "demo",
    "Run the main job on a bundled example: predict a tiled matrix multiplication on an "
    "A100, with its occupancy and plot",
    [](CLI::App &Sub) -> std::function<int()> {
      auto O = std::make_shared<DemoOptions>();
      Sub.add_option("-g,--gpu", O->Gpu, "GPU to predict for")->capture_default_str();
      Sub.add_option("--width", O->Width, "matrix width (a multiple of 16)")
          ->capture_default_str()
          ->check(cli::countCheck(16));
      Sub.add_option("--plot", O->PlotFile,
                     "Where to write the SVG (default: build/demo-occupancy.svg, beside "
                     "build/bin/)")
          ->check(cli::nonEmptyPath());
      return [O] { return runDemo(*O); };
    },
    1}};

} // namespace
