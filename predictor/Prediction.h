/// \file
/// The plain result of a prediction and the entry points that make one.
/// A Prediction holds numbers and short labels only; text and JSON are views
/// (views/PredictionView.h).
///
///   predict(P, L, ModelKind::Wave)     wave model, Kleimenov & Popova 2021 (WaveModel.h)
///   predict(P, L, ModelKind::MwpCwp)   Hong & Kim 2009 (MwpCwp.h)
///   predict(P, L, ModelKind::Roofline) max(issue, DRAM) + launch (Roofline.h)
///   predictAll(P, L)                   the three, in that order
#pragma once

#include "kernelmodel/KernelModel.h"
#include "predictor/Launch.h"
#include "predictor/PreparedKernel.h"

#include "llvm/Support/Error.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kc {

enum class ModelKind { Wave, MwpCwp, Roofline };
std::string_view modelName(ModelKind K);             ///< "wave", "mwp-cwp", "roofline"
std::optional<ModelKind> modelFromName(std::string_view Name);

/// What limits the run time (the largest term).
enum class Bound { Launch, Issue, Latency, L1, L2, Dram, Uncoalesced, Barriers, Atomics };
std::string_view boundName(Bound B); ///< "launch", "issue", "latency", "L1", "L2", "DRAM", "uncoalesced", "barriers", "atomics"

/// Consecutive waves with the same time, compressed.
struct WaveTime {
  double TimeMs = 0;
  uint64_t Count = 0;   ///< how many waves in a row take this time
  uint64_t Blocks = 0;  ///< blocks in each of these waves
};

struct Bandwidth {
  double AchievedGBps = 0;  ///< bytes moved / execution time
  double PeakGBps = 0;      ///< 0 = the GPU model gives none
  double utilization() const { return PeakGBps > 0 ? AchievedGBps / PeakGBps : 0; }
};

/// One iteration of the latency loop (fig. 4 / fig. 5) in the dominant wave.
struct LatencyIteration {
  double BaseCycles = 0;       ///< the GPU's unloaded latency
  double ConvergedCycles = 0;  ///< after the loop (largest over SMs for L1)
  unsigned Steps = 0;
  bool Converged = true;
  bool Ran = false;            ///< false: no traffic at this level or no bandwidth given
};

struct HotLine {
  SourceLocation Loc;
  double Cycles = 0;   ///< the line's time for the main thread of the critical warp
  double Share = 0;    ///< Cycles / that thread's time
};

struct Prediction {
  ModelKind Model = ModelKind::Wave;
  std::string Kernel, Gpu;
  /// The SM clock, MHz, when it is not the GPU file's (--sm-clock-mhz); else 0.
  double SmClockMHz = 0;
  Dim3 Grid, Block;

  double TimeMs = 0;          ///< launch + execution (launch: the part not hidden by execution)
  double LaunchMs = 0;
  double ExecMs = 0;
  uint64_t TotalBlocks = 0;
  uint64_t Waves = 0;
  unsigned BlocksPerSm = 0;   ///< resident blocks per SM (occupancy)
  unsigned WarpsPerBlock = 0;
  double Occupancy = 0;       ///< active warps / max warps per SM
  std::vector<std::string> OccupancyLimiters;
  std::vector<WaveTime> PerWave;

  Bound Binding = Bound::Latency;
  std::string BoundDetail;    ///< one line: why ("DRAM at 92% of peak")
  std::string Advice;         ///< one line: what would help

  LatencyIteration L1, L2, Dram, Uncoal;   ///< converged latencies (wave model)
  /// Bytes each level serves itself (its hits; DRAM: what it sends) over the execution.
  Bandwidth L1Bandwidth, L2Bandwidth, DramBandwidth;
  double IssueUtilization = 0;  ///< issue slots taken / (time * processing blocks), 0..1 (issueSlots)
  double SyncShare = 0;         ///< time_syncs / timeWP of the critical warp

  /// The time at both ends of the kernel's data-dependent address parts the
  /// launch leaves at their defaults (scatter.L<line>, docs/model.md#address-split):
  /// every one keeping the lanes' locality (0) and every one scattering them (1).
  /// Which end is faster depends on the accesses: scattered loads cost more
  /// sectors, while atomics whose lanes keep to one word serialize
  /// (docs/model.md#atomic-contention).
  struct ScatterInterval {
    std::vector<unsigned> Lines;
    double LocalityMs = 0, ScatteredMs = 0;  ///< all at 0; all at 1
    double lowMs() const { return std::min(LocalityMs, ScatteredMs); }
    double highMs() const { return std::max(LocalityMs, ScatteredMs); }
  };
  std::optional<ScatterInterval> Scatter; ///< set by addScatterInterval
  std::vector<HotLine> HotLines; ///< most expensive first
  std::vector<std::string> Notes; ///< approximations and assumptions made
  /// Model-specific numbers (MWP, CWP, case; roofline's compute_ms/memory_ms).
  std::map<std::string, double> Details;
};

/// Validates the launch (validateLaunch, bound arguments, occupancy) and runs
/// one model. Errors name the bad value: zero/oversized block or grid, a
/// missing kernel argument, a launch that does not fit on an SM.
llvm::Expected<Prediction> predict(const PreparedKernel &P, const LaunchConfig &L, ModelKind K);
/// The three models on the same launch (wave, mwp-cwp, roofline).
llvm::Expected<std::vector<Prediction>> predictAll(const PreparedKernel &P, const LaunchConfig &L);
/// Sets \p Pred.Scatter when the kernel has scatter.L<line> symbols that
/// \p L.Overrides does not set: two more predictions of model \p Pred.Model,
/// with all of them at 0 and all at 1. Costs two predictions; sweeps skip it.
llvm::Error addScatterInterval(const PreparedKernel &P, const LaunchConfig &L, Prediction &Pred);

} // namespace kc
