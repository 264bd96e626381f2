// Test tool: plans a pipeline with the test cost model (bytes / bandwidth) and
// writes the best plan's CUDA into a directory, for the nvcc compile test.
#include "TestCostModel.h"

#include "fusion/FusionPlanner.h"
#include "fusion/FusionView.h"

#include <llvm/Support/raw_ostream.h>

#include <string>

using namespace kc::fusion;

int main(int argc, char **argv) {
  if (argc != 3 && argc != 4) {
    llvm::errs() << "usage: fusion_emit PIPELINE.kas DIR [shared]\n";
    return 1;
  }
  auto Lib = Library::builtin();
  if (!Lib) {
    llvm::errs() << llvm::toString(Lib.takeError()) << "\n";
    return 1;
  }
  auto P = Pipeline::load(argv[1], *Lib);
  if (!P) {
    llvm::errs() << llvm::toString(P.takeError()) << "\n";
    return 1;
  }
  test::BytesCostModel Cost;
  Cost.BarrierMs = 1e-4;
  Cost.SharedMsPerKB = 1e-4;
  if (argc == 4 && std::string(argv[3]) == "shared") {
    Cost.RegisterMs = 1.0;     // steer to shared-memory layouts with barriers
    Cost.RowImplBonusMs = 0.1; // and to several threads per element (recomputed coordinates)
  }
  FusionOptions O;
  O.Elements = 1 << 20;
  O.MaxFusion = 4;
  auto R = planFusion(*Lib, *P, test::toyGpu(), Cost, O);
  if (!R) {
    llvm::errs() << llvm::toString(R.takeError()) << "\n";
    return 1;
  }
  printFusionText(*R, llvm::outs());
  if (auto E = emitPlan(*R, 0, *Lib, *P, argv[2])) {
    llvm::errs() << llvm::toString(std::move(E)) << "\n";
    return 1;
  }
  return 0;
}
