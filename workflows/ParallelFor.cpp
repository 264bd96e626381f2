// A shared counter of chunks over a pool of std::threads (ParallelFor.h).
#include "workflows/ParallelFor.h"

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace kc {

unsigned workerCount(unsigned Jobs, size_t MaxUseful) {
  unsigned N = Jobs ? Jobs : std::max(1u, std::thread::hardware_concurrency());
  return static_cast<unsigned>(std::max<size_t>(1, std::min<size_t>(N, MaxUseful)));
}

void parallelChunks(size_t N, size_t Chunk, unsigned Jobs,
                    llvm::function_ref<void(size_t Begin, size_t End)> Body) {
  Chunk = std::max<size_t>(1, Chunk);
  const size_t Chunks = (N + Chunk - 1) / Chunk;
  std::atomic<size_t> Next{0};
  auto Worker = [&] {
    for (size_t C; (C = Next.fetch_add(1)) < Chunks;)
      Body(C * Chunk, std::min(N, (C + 1) * Chunk));
  };
  std::vector<std::thread> Pool;
  for (unsigned J = 1; J < workerCount(Jobs, Chunks); ++J)
    Pool.emplace_back(Worker);
  Worker();
  for (std::thread &T : Pool)
    T.join();
}

} // namespace kc
