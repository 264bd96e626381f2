// Text and JSON renderings of a Prediction, and the side-by-side table.
#include "views/PredictionView.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

namespace kc {

namespace {

std::string ms(double V) {
  if (V == 0)
    return "0";
  return fmt::format("{:.4g}", V);
}

std::string pct(double X) { return fmt::format("{:.0f} %", X * 100); }

nlohmann::json dim(const Dim3 &D) { return {D.X, D.Y, D.Z}; }

nlohmann::json iterJSON(const LatencyIteration &I) {
  return {{"base_cycles", I.BaseCycles},
          {"converged_cycles", I.ConvergedCycles},
          {"steps", I.Steps},
          {"converged", I.Converged},
          {"ran", I.Ran}};
}

nlohmann::json bwJSON(const Bandwidth &B) {
  return {{"achieved_gbps", B.AchievedGBps},
          {"peak_gbps", B.PeakGBps},
          {"utilization", B.utilization()}};
}

/// " at N MHz" when the prediction ran the GPU at another SM clock than its file's.
std::string clockNote(const Prediction &P) {
  return P.SmClockMHz > 0 ? fmt::format(" at {:g} MHz", P.SmClockMHz) : std::string();
}

} // namespace

void PredictionView::printView(llvm::raw_ostream &OS) const {
  OS << fmt::format("{} on {}{}: grid {} x block {} ({} model)\n", P.Kernel, P.Gpu, clockNote(P),
                    P.Grid.str(), P.Block.str(), modelName(P.Model));
  OS << fmt::format("  time          {} ms  (launch {} ms + execution {} ms)\n", ms(P.TimeMs),
                    ms(P.LaunchMs), ms(P.ExecMs));
  if (TimerOverheadUs > 0)
    OS << fmt::format("  as timed      {} ms  (as timed by your harness: {} ms + {:g} us timer "
                      "overhead)\n",
                      ms(P.TimeMs + TimerOverheadUs / 1000), ms(P.TimeMs), TimerOverheadUs);
  std::string Lim;
  for (const std::string &L : P.OccupancyLimiters)
    Lim += (Lim.empty() ? "" : ", ") + L;
  OS << fmt::format("  waves         {} ({} blocks in all; {} blocks/SM, occupancy {:.1f} %{})\n",
                    P.Waves, P.TotalBlocks, P.BlocksPerSm, P.Occupancy * 100,
                    Lim.empty() ? "" : ", limited by " + Lim);
  if (!P.PerWave.empty()) {
    OS << "  per wave     ";
    size_t Shown = 0;
    for (const WaveTime &W : P.PerWave) {
      if (Shown++ == 6) {
        OS << fmt::format(" ... ({} more groups)", P.PerWave.size() - 6);
        break;
      }
      OS << fmt::format(" {} x {} ms", W.Count, ms(W.TimeMs));
      if (W.Blocks)
        OS << fmt::format(" ({} blocks)", W.Blocks);
      OS << ";";
    }
    OS << "\n";
  }
  // The detail usually opens with the bound's name ("DRAM bandwidth: ...",
  // "issue (memory pipes): ..."): then it is not said twice.
  std::string_view Name = boundName(P.Binding);
  bool Named = P.BoundDetail.size() >= Name.size() &&
               std::equal(Name.begin(), Name.end(), P.BoundDetail.begin(),
                          [](char A, char B) { return std::tolower(A) == std::tolower(B); });
  OS << (Named ? fmt::format("  bound         {}\n", P.BoundDetail)
               : fmt::format("  bound         {}: {}\n", Name, P.BoundDetail));
  OS << fmt::format("  what helps    {}\n", P.Advice);
  if (P.Model == ModelKind::Wave) {
    auto It = [](const LatencyIteration &I) {
      return fmt::format("{:.0f} -> {:.0f}{}", I.BaseCycles, I.ConvergedCycles,
                         I.Converged ? "" : " (not converged)");
    };
    OS << fmt::format("  latencies     L1 {}, L2 {}, DRAM {}, uncoalesced {} cycles\n", It(P.L1),
                      It(P.L2), It(P.Dram), It(P.Uncoal));
  }
  auto Bw = [](const char *Name, const Bandwidth &B) {
    return fmt::format("{} {:.1f} of {:.4g} GB/s ({})", Name, B.AchievedGBps, B.PeakGBps,
                       pct(B.utilization()));
  };
  // Each level's own hits: the bytes L2 passes on from DRAM are the DRAM line's.
  OS << "  bandwidth     " << Bw("L1 hits", P.L1Bandwidth) << ", " << Bw("L2 hits", P.L2Bandwidth)
     << ", " << Bw("DRAM", P.DramBandwidth) << "\n";
  OS << fmt::format("  issue         {} of issue slots busy", pct(P.IssueUtilization));
  if (P.SyncShare > 0)
    OS << fmt::format("; barriers {} of the longest warp", pct(P.SyncShare));
  OS << "\n";
  if (!P.Details.empty() && P.Model == ModelKind::MwpCwp)
    OS << fmt::format("  mwp-cwp       MWP {:.3g}, CWP {:.3g}, N {:.3g}, case {:.0f}\n",
                      P.Details.at("mwp"), P.Details.at("cwp"), P.Details.at("n"),
                      P.Details.at("case"));
  if (P.Model == ModelKind::Roofline)
    OS << fmt::format("  roofs         compute {} ms, memory {} ms\n", ms(P.Details.at("compute_ms")),
                      ms(P.Details.at("memory_ms")));
  if (P.Scatter) {
    std::string Lines;
    for (unsigned L : P.Scatter->Lines)
      Lines += (Lines.empty() ? "" : ", ") + std::to_string(L);
    const auto &I = *P.Scatter;
    bool LocalityFirst = I.LocalityMs <= I.ScatteredMs;
    OS << fmt::format("  interval      {} .. {} ms  (data-dependent address{} at line{} {}: {}; choose with "
                      "--scatter LINE=V)\n",
                      ms(I.lowMs()), ms(I.highMs()), I.Lines.size() == 1 ? "" : "es",
                      I.Lines.size() == 1 ? "" : "s", Lines,
                      LocalityFirst ? "the lanes keeping their locality .. scattered"
                                    : "scattered .. the lanes keeping their locality");
  }
  bool First = true;
  for (const HotLine &H : P.HotLines) {
    OS << (First ? "  hot lines     " : "                ")
       << fmt::format("{}:{}  {}  ({:.0f} cycles)\n", H.Loc.File, H.Loc.Line, pct(H.Share),
                      H.Cycles);
    First = false;
  }
  for (const std::string &N : P.Notes)
    OS << "  note          " << N << "\n";
}

nlohmann::json PredictionView::toJSON() const {
  nlohmann::json J;
  J["model"] = std::string(modelName(P.Model));
  J["kernel"] = P.Kernel;
  J["gpu"] = P.Gpu;
  if (P.SmClockMHz > 0)
    J["sm_clock_mhz"] = P.SmClockMHz;
  J["grid"] = dim(P.Grid);
  J["block"] = dim(P.Block);
  J["time_ms"] = P.TimeMs;
  J["launch_ms"] = P.LaunchMs;
  J["exec_ms"] = P.ExecMs;
  if (TimerOverheadUs > 0) {
    J["timer_overhead_us"] = TimerOverheadUs;
    J["harness_time_ms"] = P.TimeMs + TimerOverheadUs / 1000;
  }
  J["total_blocks"] = P.TotalBlocks;
  J["waves"] = P.Waves;
  J["blocks_per_sm"] = P.BlocksPerSm;
  J["warps_per_block"] = P.WarpsPerBlock;
  J["occupancy"] = P.Occupancy;
  J["occupancy_limiters"] = P.OccupancyLimiters;
  nlohmann::json Waves = nlohmann::json::array();
  for (const WaveTime &W : P.PerWave)
    Waves.push_back({{"ms", W.TimeMs}, {"count", W.Count}, {"blocks", W.Blocks}});
  J["per_wave_ms"] = Waves;
  J["bound"] = std::string(boundName(P.Binding));
  J["bound_detail"] = P.BoundDetail;
  J["advice"] = P.Advice;
  J["latencies"] = {{"l1", iterJSON(P.L1)},
                    {"l2", iterJSON(P.L2)},
                    {"dram", iterJSON(P.Dram)},
                    {"uncoalesced", iterJSON(P.Uncoal)}};
  J["bandwidth"] = {{"l1", bwJSON(P.L1Bandwidth)},
                    {"l2", bwJSON(P.L2Bandwidth)},
                    {"dram", bwJSON(P.DramBandwidth)}};
  J["issue_utilization"] = P.IssueUtilization;
  J["sync_share"] = P.SyncShare;
  nlohmann::json Lines = nlohmann::json::array();
  for (const HotLine &H : P.HotLines)
    Lines.push_back(
        {{"file", H.Loc.File}, {"line", H.Loc.Line}, {"cycles", H.Cycles}, {"share", H.Share}});
  J["hot_lines"] = Lines;
  if (P.Scatter)
    J["scatter_interval"] = {{"lines", P.Scatter->Lines},
                             {"best_ms", P.Scatter->lowMs()},
                             {"worst_ms", P.Scatter->highMs()},
                             {"locality_ms", P.Scatter->LocalityMs},
                             {"scattered_ms", P.Scatter->ScatteredMs}};
  J["notes"] = P.Notes;
  J["details"] = P.Details;
  return J;
}

void printComparison(llvm::raw_ostream &OS, const std::vector<Prediction> &All,
                     double TimerOverheadUs) {
  if (All.empty())
    return;
  OS << fmt::format("{} on {}{}: grid {} x block {}\n", All[0].Kernel, All[0].Gpu, clockNote(All[0]),
                    All[0].Grid.str(), All[0].Block.str());
  OS << fmt::format("  {:<10} {:>12} {:>12} {:>12} {:>8}  {}\n", "model", "time ms", "launch ms",
                    "exec ms", "waves", "bound");
  for (const Prediction &P : All)
    OS << fmt::format("  {:<10} {:>12} {:>12} {:>12} {:>8}  {}\n", modelName(P.Model),
                      ms(P.TimeMs), ms(P.LaunchMs), ms(P.ExecMs), P.Waves, boundName(P.Binding));
  if (TimerOverheadUs > 0) {
    std::string Times;
    for (const Prediction &P : All)
      Times += fmt::format("{}{} {} ms", Times.empty() ? "" : ", ", modelName(P.Model),
                           ms(P.TimeMs + TimerOverheadUs / 1000));
    OS << fmt::format("  as timed by your harness (+ {:g} us timer overhead): {}\n",
                      TimerOverheadUs, Times);
  }
  OS << fmt::format("  wave model: {}; {}\n", All[0].BoundDetail, All[0].Advice);
}

nlohmann::json comparisonJSON(const std::vector<Prediction> &All, double TimerOverheadUs) {
  nlohmann::json J = All.empty() ? nlohmann::json::object()
                                 : PredictionView(All[0], TimerOverheadUs).toJSON();
  nlohmann::json Models = nlohmann::json::object();
  for (const Prediction &P : All)
    Models[std::string(modelName(P.Model))] = PredictionView(P, TimerOverheadUs).toJSON();
  J["models"] = Models;
  return J;
}

} // namespace kc
