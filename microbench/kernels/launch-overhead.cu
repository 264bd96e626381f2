// launch-overhead: time of an empty kernel over a grid-size sweep for each
// block size 32..1024 (one record per block size, variant "block-<threads>").
// Each point is the per-launch time of a burst of back-to-back launches in one
// stream (CUDA events around the burst, divided by its length; median over
// repetitions), in microseconds: the meaning of the GPU file's
// launch_overhead (docs/gpu-file-format.md#launch-overhead), in which the
// host's launch call is hidden behind the previous kernel. calibrate fits
// t = gridBlocks * x1 + x2 per block size (docs/model.md#launch).
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
  const int Burst = 20; // launches per timed burst
  for (int Threads = 32; Threads <= 1024; Threads += 32) {
    if (Ctx.Quick && Threads != 32 && Threads != 128 && Threads != 256 && Threads != 512 && Threads != 1024)
      continue;
    Record Rec(Ctx, "launch-overhead", "block-" + std::to_string(Threads), "us");
    Rec.xUnit("grid blocks");
    std::vector<double> First;
    for (unsigned G : Grids) {
      std::vector<double> Us;
      for (double Ms : timeMs(Reps, [&] {
             for (int K = 0; K < Burst; ++K)
               emptyKernel<<<G, Threads>>>();
           }))
        Us.push_back(Ms * 1000.0 / Burst);
      if (First.empty())
        First = Us;
      Rec.point(G, summarize(Us));
    }
    Rec.samples(First)
        .param("threads_per_block", Threads)
        .param("warps_per_block", Threads / 32)
        .param("launches_per_burst", Burst)
        .emit();
  }
}

Registration Reg("launch-overhead",
                 "empty-kernel time vs. grid size for every block size 32..1024 (us)", run);
} // namespace
