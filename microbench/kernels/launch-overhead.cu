// launch-overhead: time of an empty kernel over a grid-size sweep for each
// block size 32..1024 (one record per block size, variant "block-<threads>").
// Each point is the event-timed duration of one launch (median over
// repetitions), in microseconds; calibrate fits t = gridBlocks * x1 + x2 per
// block size (docs/model.md#launch, the paper's launch model).
#include "../common/Harness.cuh"

namespace {
using namespace kcmb;

__global__ void emptyKernel() {}

void run(const Context &Ctx) {
  std::vector<unsigned> Grids;
  if (Ctx.Quick)
    Grids = {1, 16, 64, 256, 1024, 4096};
  else
    for (unsigned G = 1; G <= 65536; G *= 2) {
      Grids.push_back(G);
      if (G >= 4 && G < 65536)
        Grids.push_back(G + G / 2);
    }
  const int Reps = Ctx.reps(25, 7);
  for (int Threads = 32; Threads <= 1024; Threads += 32) {
    if (Ctx.Quick && Threads != 32 && Threads != 128 && Threads != 256 && Threads != 512 && Threads != 1024)
      continue;
    Record Rec(Ctx, "launch-overhead", "block-" + std::to_string(Threads), "us");
    Rec.xUnit("grid blocks");
    std::vector<double> First;
    for (unsigned G : Grids) {
      std::vector<double> Us;
      for (double Ms : timeMs(Reps, [&] { emptyKernel<<<G, Threads>>>(); }))
        Us.push_back(Ms * 1000.0);
      if (First.empty())
        First = Us;
      Rec.point(G, summarize(Us));
    }
    Rec.samples(First).param("threads_per_block", Threads).param("warps_per_block", Threads / 32).emit();
  }
}

Registration Reg("launch-overhead",
                 "empty-kernel time vs. grid size for every block size 32..1024 (us)", run);
} // namespace
