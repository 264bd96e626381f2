/// \file
/// Text and JSON views of predictions (predictor/Prediction.h).
///
/// Text (printView), a saxpy-like kernel (48 B per thread), 4096 x 256 threads
/// on the toy GPU of tests/predictor (2 SMs at 1 GHz, 100 GB/s DRAM):
/// \code
///   saxpy on toy: grid 4096 x block 256 (wave model)
///     time          0.5033 ms  (launch 1e-05 ms + execution 0.5033 ms)
///     waves         1024 (4096 blocks in all; 2 blocks/SM, occupancy 25.0 %, limited by blocks)
///     per wave      1024 x 0.0004915 ms (4 blocks);
///     bound         DRAM: DRAM bandwidth: latency raised from 100 to 226 cycles until the demand fits the peak; 100% of peak (100 of 100 GB/s)
///     what helps    fewer bytes or better reuse would help (DRAM traffic: tiling, caching in shared memory, smaller types)
///     latencies     L1 10 -> 10, L2 50 -> 50, DRAM 100 -> 226, uncoalesced 156 -> 156 cycles
///     bandwidth     L1 0.0 of 2e+06 GB/s (0 %), L2 0.0 of 1e+06 GB/s (0 %), DRAM 100.0 of 100 GB/s (100 %)
///     issue         20 % of issue slots busy
///     hot lines     saxpy.cu:4  92 %  (452 cycles)
///                   saxpy.cu:3  8 %  (40 cycles)
/// \endcode
///
/// JSON (toJSON; the keys are a contract): model, kernel, gpu, grid, block,
/// time_ms, launch_ms, exec_ms, total_blocks, waves, blocks_per_sm,
/// warps_per_block, occupancy, occupancy_limiters, per_wave_ms [{"ms",
/// "count", "blocks"}], bound, bound_detail, advice, latencies {l1, l2, dram,
/// uncoalesced: {"base_cycles", "converged_cycles", "steps", "converged",
/// "ran"}}, bandwidth {l1, l2, dram: {"achieved_gbps", "peak_gbps",
/// "utilization"}}, issue_utilization, sync_share, hot_lines [{"file", "line",
/// "cycles", "share"}], notes, details.
///
/// With a timer overhead (predict --timer-overhead-us X > 0: the user's
/// measuring harness adds X us to every timed launch), the text has one more
/// line after "time":
/// \code
///     as timed      0.009 ms  (as timed by your harness: 0.004 ms + 5 us timer overhead)
/// \endcode
/// and the JSON two more keys: timer_overhead_us and harness_time_ms (time_ms
/// + overhead). Without one, text and JSON are as above.
///
/// For --model all: printComparison() prints the models side by side;
/// comparisonJSON() gives the first (wave) prediction's keys at top level plus
/// "models": {"wave": {...}, "mwp-cwp": {...}, "roofline": {...}}.
/// \code
///   saxpy on toy: grid 4096 x block 256
///     model           time ms    launch ms      exec ms    waves  bound
///     wave             0.5033        1e-05       0.5033     1024  DRAM
///     mwp-cwp           1.248        1e-05        1.248     1024  latency
///     roofline         0.5033        1e-05       0.5033     1024  DRAM
///     wave model: DRAM bandwidth: latency raised from 100 to 226 cycles ...; fewer bytes or better reuse would help (...)
/// \endcode
#pragma once

#include "predictor/Prediction.h"

#include "llvm/Support/raw_ostream.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace kc {

class PredictionView {
public:
  /// \p TimerOverheadUs: the user's harness overhead per timed launch (>= 0).
  explicit PredictionView(const Prediction &P, double TimerOverheadUs = 0)
      : P(P), TimerOverheadUs(TimerOverheadUs) {}
  void printView(llvm::raw_ostream &OS) const;
  nlohmann::json toJSON() const;

private:
  const Prediction &P;
  double TimerOverheadUs;
};

/// Side-by-side table of several models' predictions of the same launch; with
/// \p TimerOverheadUs > 0 one more line gives each model's time as the
/// harness would time it.
void printComparison(llvm::raw_ostream &OS, const std::vector<Prediction> &All,
                     double TimerOverheadUs = 0);
/// The first prediction's keys at top level, plus "models" keyed by model name
/// (each with the timer overhead keys when \p TimerOverheadUs > 0).
nlohmann::json comparisonJSON(const std::vector<Prediction> &All, double TimerOverheadUs = 0);

} // namespace kc
