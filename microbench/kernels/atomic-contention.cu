// atomic-contention: atomic updates per second that the L2 applies when many
// lanes update the same words (docs/model.md#atomic-contention). Every thread
// adds 1 to bins[idx[i]] over a grid-stride loop; the index is loaded from
// memory, so ptxas cannot merge a warp's updates (it does for an address it can
// prove uniform). G updates per second from CUDA events.
//   one-word: idx all 0, every update on one word: the GPU file's
//             same_line_atomics_gops;
//   lines:    idx[i] = i % 32 + 32 * ((i / 32) % L): each warp's lanes on the 32
//             words of one line, L lines in turn, L = 1 .. 64 (reported: whether
//             the unit that serializes is the word, the line or an L2 slice).
#include "../common/Harness.cuh"

namespace {
using namespace kcmb;

__global__ void fillIndex(unsigned *Idx, unsigned N, unsigned Lines) {
  for (unsigned I = blockIdx.x * blockDim.x + threadIdx.x; I < N; I += blockDim.x * gridDim.x)
    Idx[I] = Lines == 0 ? 0u : (I % 32u) + 32u * ((I / 32u) % Lines);
}

__global__ void histogram(const unsigned *Idx, unsigned N, unsigned *Bins) {
  for (unsigned I = blockIdx.x * blockDim.x + threadIdx.x; I < N; I += blockDim.x * gridDim.x)
    atomicAdd(&Bins[Idx[I]], 1u);
}

/// G updates per second of one histogram pass over N indices, per repetition.
std::vector<double> rate(const Context &Ctx, const DeviceBuffer<unsigned> &Idx, unsigned N,
                         DeviceBuffer<unsigned> &Bins) {
  const int Blocks = Ctx.Dev.SmCount * 8;
  std::vector<double> G;
  for (double Ms : timeMs(Ctx.reps(5, 3), [&] { histogram<<<Blocks, 256>>>(Idx.Ptr, N, Bins.Ptr); }))
    G.push_back(double(N) / (Ms * 1e6));
  return G;
}

void run(const Context &Ctx) {
  const unsigned N = Ctx.Quick ? (1u << 22) : (1u << 24);
  const unsigned MaxLines = 64;
  DeviceBuffer<unsigned> Idx(N), Bins(32 * MaxLines);
  const int FillBlocks = Ctx.Dev.SmCount * 8;

  fillIndex<<<FillBlocks, 256>>>(Idx.Ptr, N, 0);
  KCMB_CHECK(cudaGetLastError());
  Record(Ctx, "atomic-contention", "one-word", "G updates/s")
      .samples(rate(Ctx, Idx, N, Bins))
      .param("updates", double(N))
      .param("threads", double(FillBlocks) * 256)
      .emit();

  Record Lines(Ctx, "atomic-contention", "lines", "G updates/s");
  Lines.xUnit("128-byte lines; each warp's 32 lanes on the 32 words of one").param("updates", double(N));
  for (unsigned L = 1; L <= MaxLines; L *= 2) {
    fillIndex<<<FillBlocks, 256>>>(Idx.Ptr, N, L);
    KCMB_CHECK(cudaGetLastError());
    std::vector<double> G = rate(Ctx, Idx, N, Bins);
    Lines.point(L, summarize(G));
    if (L == 1)
      Lines.samples(G);
  }
  Lines.emit();
}

Registration Reg("atomic-contention", "atomic updates per second on one word and on a few lines (G/s)", run);
} // namespace
