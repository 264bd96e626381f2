/// \file
/// One way to spread independent work items over threads, for the workflows'
/// pools (the variants' analyses, the rows' and launches' predictions).
#pragma once

#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstddef>

namespace kc {

/// The threads to use: \p Jobs (0 = every core), at least 1, at most \p MaxUseful.
unsigned workerCount(unsigned Jobs, size_t MaxUseful);

/// Calls \p Body(Begin, End) for the consecutive chunks of [0, \p N), \p Chunk
/// items each (the last may be shorter), taken in order from a shared counter
/// by workerCount(\p Jobs, chunks) threads, the calling thread among them.
/// \p Body must be safe to call concurrently on different chunks.
void parallelChunks(size_t N, size_t Chunk, unsigned Jobs,
                    llvm::function_ref<void(size_t Begin, size_t End)> Body);

} // namespace kc
