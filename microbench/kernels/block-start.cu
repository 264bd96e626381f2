// block-start: time of an empty one-warp kernel whose blocks each take so much
// dynamic shared memory that one block fits on an SM, over 1..64 waves
// (grid = waves x SMs). Each point is the per-launch time of a burst of
// back-to-back launches (as launch-overhead), in microseconds. With one
// resident block per SM every wave waits for the previous wave's blocks to
// retire and the next ones to start, so the slope per wave is the block start
// of the GPU file (launch_overhead/*/block_start_cycles, docs/model.md#block-start)
// plus the few cycles of the empty block's own instructions; calibrate fits
// t = waves x s + b and takes s x the SM clock.
#include "../common/Harness.cuh"

namespace {
using namespace kcmb;

__global__ void emptyBlock() { extern __shared__ char Pad[]; (void)Pad; }

void run(const Context &Ctx) {
  // More than half of the SM's shared memory per block: one resident block.
  long long Smem = Ctx.Dev.SharedPerBlockOptin > 0 ? Ctx.Dev.SharedPerBlockOptin : Ctx.Dev.SharedPerBlock;
  if (Smem * 2 <= Ctx.Dev.SharedPerSm) {
    std::fprintf(stderr, "block-start: skipped: %lld B of shared memory per block do not keep a "
                         "second block off an SM of %lld B\n", Smem, Ctx.Dev.SharedPerSm);
    return;
  }
  KCMB_CHECK(cudaFuncSetAttribute(emptyBlock, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                  static_cast<int>(Smem)));
  std::vector<int> Waves;
  for (int W = 1; W <= (Ctx.Quick ? 16 : 64); W += (W < 8 ? 1 : W < 32 ? 4 : 8))
    Waves.push_back(W);
  const int Reps = Ctx.reps(25, 7);
  const int Burst = 20;
  Record Rec(Ctx, "block-start", "one-block-per-sm", "us");
  Rec.xUnit("waves");
  std::vector<double> First;
  for (int W : Waves) {
    const unsigned Grid = static_cast<unsigned>(W * Ctx.Dev.SmCount);
    std::vector<double> Us;
    for (double Ms : timeMs(Reps, [&] {
           for (int K = 0; K < Burst; ++K)
             emptyBlock<<<Grid, 32, static_cast<size_t>(Smem)>>>();
         }))
      Us.push_back(Ms * 1000.0 / Burst);
    KCMB_CHECK(cudaGetLastError());
    if (First.empty())
      First = Us;
    Rec.point(W, summarize(Us));
  }
  Rec.samples(First)
      .param("threads_per_block", 32)
      .param("dynamic_smem_bytes", static_cast<double>(Smem))
      .param("sm_count", Ctx.Dev.SmCount)
      .param("launches_per_burst", Burst)
      .emit();
}

Registration Reg("block-start",
                 "empty one-warp blocks, one per SM (shared memory), time vs. waves (us)", run);
} // namespace
