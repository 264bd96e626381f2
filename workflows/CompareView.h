/// \file
/// Views of a compare run (workflows/Compare.h; only its plain data is used):
/// a text summary, JSON, an output CSV and two SVG plots.
///
/// Text (printView), three rows of a small CSV:
/// \code
///   compare saxpy.csv: 3 rows (1 skipped), 1 analysis (52 ms), predictions 0.3 ms
///     model      rows     MAPE   median APE  geomean ratio  within 10%  within 25%  Spearman (groups)
///     wave          3    12.1 %       9.8 %          1.12       66.7 %     100.0 %   1.000 (1)
///   groups by source, kernel, gpu:
///     saxpy.cu | saxpy | k40   3 rows   wave: MAPE 12.1 % median 9.8 % rho 1.000
///   worst rows (wave):
///     line 4  saxpy on k40, grid 4096 x block 256: predicted 0.0612 ms, measured 0.0550 ms (+11.3 %), DRAM
///   skipped rows:
///     line 3: grid_x: 'abc' is not an integer >= 1
/// \endcode
/// With a timer overhead (CompareRow::TimerOverheadUs) on some row, one more
/// summary line says which ("timer overhead: 4.5 us added to every prediction
/// before comparing (--timer-overhead-us); ..."), and a worst row shows
/// "predicted 0.009 ms (kernel 0.004 ms + timer 5 us)".
///
/// JSON (toJSON; the keys are a contract): {"file", "analyses", "analysis_ms",
/// "predict_ms", "group_by", "timer_overhead_us" (the option),
/// "timer_overhead_rows_from_column", "summary": {"<model>": {"n", "mape", "median_ape",
/// "max_ape", "geomean_error_ratio", "geomean_bias", "within_10", "within_25",
/// "spearman_median", "groups_with_spearman", "worst_rows": [line, ...]}},
/// "groups": [{"key": {"<column>": value}, "n", "models": {"<model>": {"mape",
/// "median_ape", "geomean_error_ratio", "within_25", "spearman"}}}], "rows":
/// [{"line", "columns": {"<column>": value}, "gpu_id", "grid", "block", "warps",
/// "measured_time_ms", "timer_overhead_us" (applied to the row), "models":
/// {"<model>": {"predicted_time_ms" (kernel + timer overhead: what is
/// compared), "kernel_time_ms" (the model's kernel time), "ape",
/// "bound", "waves", "blocks_per_sm", "occupancy", "dram_latency_cycles"}}}],
/// "skipped": [{"line", "message"}]}.
///
/// CSV (writeCsv): the input columns, then warps, timer_overhead_us (only
/// with a non-zero --timer-overhead-us and no such input column) and, per
/// model, predicted_time_ms_<model> (kernel + timer overhead), ape_<model>,
/// bound_<model>.
///
/// Plots (plotPredictedVsMeasured, plotErrorVsWarps): predicted vs measured on
/// log-log axes, one colour per GPU, the y = x line and a +-25 % band; and the
/// relative error vs the number of warps of the launch (log x), one colour per
/// kernel (the Kleimenov & Popova paper's fig. 6), for one model.
#pragma once

#include "workflows/Compare.h"

#include "llvm/Support/raw_ostream.h"

#include <nlohmann/json.hpp>

#include <string>

namespace kc {

class CompareView {
public:
  explicit CompareView(const CompareResult &R) : R(R) {}
  void printView(llvm::raw_ostream &OS, unsigned MaxGroups = 40) const;
  nlohmann::json toJSON() const;
  /// The rows with predictions appended (see the file comment).
  std::string csv() const;
  /// SVG texts for model index \p M of R.Models.
  std::string plotPredictedVsMeasured(size_t M) const;
  std::string plotErrorVsWarps(size_t M) const;

private:
  const CompareResult &R;
};

} // namespace kc
