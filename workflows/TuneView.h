/// \file
/// Views of a tune run (workflows/Tune.h; only its plain data is used).
///
/// Text (printView), saxpy on k40, block_x swept 32:1024:32:
/// \code
///   tune saxpy on NVIDIA Tesla K40 (wave model): 32 configurations predicted in 1.2 ms, 0 skipped
///   compile: saxpy  0 ms from cache (ptxas 2 ms, analysis 3 ms), 10 registers, 0 B shared
///     rank  block        grid          time ms  occupancy  waves  limiter     bound
///        1  128x1x1      8192x1x1       0.3412     100.0 %      4  warps       DRAM
///        2  256x1x1      4096x1x1       0.3415     100.0 %      4  warps       DRAM
///   best: block 128x1x1, grid 8192x1x1: 0.3412 ms; runner-up (block 256x1x1) is 0.1 % slower
/// \endcode
///
/// JSON (toJSON): {"kernel", "gpu", "model", "evaluated", "skipped" (count),
/// "rejected_by_constraint", "predict_ms", "compiles": [{"defines",
/// "compile_ms", "resources_ms", "analysis_ms", "total_ms", "from_cache",
/// "registers", "static_shared_bytes"}], "best": {entry}, "runner_up_slower_by",
/// "ranking": [{"rank", "block": [x,y,z], "grid": [x,y,z], "defines",
/// "time_ms", "occupancy", "blocks_per_sm", "waves", "limiter", "bound"}],
/// "skipped_launches": [{"block", "defines", "reason"}] (the first 100)}.
///
/// Plot (plot): predicted time vs the swept dimension (a line per define
/// combination when only blocks vary in one dimension), or a heat map over two
/// swept dimensions (the best over any other).
#pragma once

#include "workflows/Tune.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <nlohmann/json.hpp>

namespace kc {

class TuneView {
public:
  explicit TuneView(const TuneResult &R) : R(R) {}
  void printView(llvm::raw_ostream &OS, unsigned Top = 10) const;
  nlohmann::json toJSON(unsigned Top = 10) const;
  /// Fails when no dimension is swept.
  llvm::Expected<std::string> plot() const;

private:
  const TuneResult &R;
};

} // namespace kc
