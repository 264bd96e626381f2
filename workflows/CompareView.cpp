// Text, JSON, CSV and SVG views of a compare run.
#include "workflows/CompareView.h"

#include "views/Svg.h"
#include "workflows/CsvTable.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace kc {

namespace {


std::string pct(double V) { return fmt::format("{:.1f} %", 100 * V); }

std::string rho(const std::optional<double> &V) {
  return V ? fmt::format("{:.3f}", *V) : std::string("n/a");
}

std::string joinKey(const std::vector<std::string> &Key) {
  std::string S;
  for (const std::string &K : Key)
    S += (S.empty() ? "" : " | ") + K;
  return S;
}

std::string launchStr(const CompareRow &Row) {
  return "grid " + Row.Launch.Grid.str() + " x block " + Row.Launch.Block.str();
}

/// Statistics over zero rows do not exist: null, not 0 (or a geomean of 1).
nlohmann::json errorsJSON(const ErrorSummary &E) {
  if (E.N == 0)
    return {{"n", 0},           {"mape", nullptr},       {"median_ape", nullptr},
            {"max_ape", nullptr}, {"geomean_error_ratio", nullptr},
            {"geomean_bias", nullptr}, {"within_10", nullptr}, {"within_25", nullptr}};
  return {{"n", E.N},
          {"mape", E.Mape},
          {"median_ape", E.MedianApe},
          {"max_ape", E.MaxApe},
          {"geomean_error_ratio", E.GeomeanErrorRatio},
          {"geomean_bias", E.GeomeanBias},
          {"within_10", E.Within10},
          {"within_25", E.Within25}};
}

nlohmann::json optJSON(const std::optional<double> &V) {
  return V ? nlohmann::json(*V) : nlohmann::json(nullptr);
}

/// The value of a cell of \p Row in column \p Name ("" when absent).
std::string cellOf(const CompareResult &R, const CompareRow &Row, std::string_view Name) {
  auto It = std::find(R.Header.begin(), R.Header.end(), Name);
  size_t I = It - R.Header.begin();
  return It != R.Header.end() && I < Row.Cells.size() ? Row.Cells[I] : std::string();
}

/// The text summary's line about the harness overhead; "" when no row has one.
std::string timerOverheadLine(const CompareResult &R) {
  double Lo = 1e300, Hi = -1e300;
  for (const CompareRow &Row : R.Rows) {
    Lo = std::min(Lo, Row.TimerOverheadUs);
    Hi = std::max(Hi, Row.TimerOverheadUs);
  }
  if (R.Rows.empty() || Hi == 0)
    return "";
  std::string What = Lo == Hi ? fmt::format("{:g} us added to every prediction", Lo)
                              : fmt::format("{:g} .. {:g} us added to the predictions", Lo, Hi);
  std::string From =
      R.TimerOverheadRowsFromColumn == 0
          ? std::string("--timer-overhead-us")
          : fmt::format("{} row{} from the timer_overhead_us column{}",
                        R.TimerOverheadRowsFromColumn,
                        R.TimerOverheadRowsFromColumn == 1 ? "" : "s",
                        R.TimerOverheadRowsFromColumn == R.Rows.size()
                            ? std::string()
                            : fmt::format(", the others {:g} us from --timer-overhead-us",
                                          R.TimerOverheadUs));
  return fmt::format("  timer overhead: {} before comparing ({}); errors are of prediction + "
                     "overhead vs measured\n",
                     What, From);
}

/// Decade ticks of a log10 axis from \p Lo to \p Hi (log10 values), labelled.
void logAxis(svg::Axis &A, double Lo, double Hi) {
  A.Min = std::floor(Lo);
  A.Max = std::ceil(Hi);
  if (A.Max <= A.Min)
    A.Max = A.Min + 1;
  for (double E = A.Min; E <= A.Max + 1e-9; E += 1) {
    A.Ticks.push_back(E);
    A.TickLabels.push_back(fmt::format("{:g}", std::pow(10.0, E)));
  }
}

} // namespace

void CompareView::printView(llvm::raw_ostream &OS, unsigned MaxGroups) const {
  OS << fmt::format("compare {}: {} rows ({} skipped), {} analys{} ({:.0f} ms), predictions {:.1f} ms\n",
                    R.Origin, R.Rows.size(), R.Issues.size(), R.Analyses,
                    R.Analyses == 1 ? "is" : "es", R.AnalysisMs, R.PredictMs);
  if (R.NvccRegisterRows)
    OS << fmt::format("  {} row{} predicted with nvcc's registers: kernelcast's PTX needs more "
                      "registers than {} launch{} allow{} (--no-nvcc-registers to skip them instead)\n",
                      R.NvccRegisterRows, R.NvccRegisterRows == 1 ? "" : "s",
                      R.NvccRegisterRows == 1 ? "its" : "their", R.NvccRegisterRows == 1 ? "" : "es",
                      R.NvccRegisterRows == 1 ? "s" : "");
  if (R.CappedRegisterRows)
    OS << fmt::format("  {} row{} predicted with the most registers {} launch{} allow{}: neither "
                      "kernelcast's nor nvcc's count lets {} run, and {} measured\n",
                      R.CappedRegisterRows, R.CappedRegisterRows == 1 ? "" : "s",
                      R.CappedRegisterRows == 1 ? "its" : "their", R.CappedRegisterRows == 1 ? "" : "es",
                      R.CappedRegisterRows == 1 ? "s" : "", R.CappedRegisterRows == 1 ? "it" : "them",
                      R.CappedRegisterRows == 1 ? "it was" : "they were");
  if (R.RegisterRowsFromColumn)
    OS << fmt::format("  {} row{} predicted with the registers of {} registers_per_thread cell{} "
                      "(the measured build's occupancy)\n",
                      R.RegisterRowsFromColumn, R.RegisterRowsFromColumn == 1 ? "" : "s",
                      R.RegisterRowsFromColumn == 1 ? "its" : "their",
                      R.RegisterRowsFromColumn == 1 ? "" : "s");
  if (R.ClockRows)
    OS << fmt::format("  {} row{} predicted at another SM clock than {} GPU file's (--sm-clock-mhz "
                      "or the sm_clock_mhz column)\n",
                      R.ClockRows, R.ClockRows == 1 ? "" : "s", R.ClockRows == 1 ? "its" : "their");
  OS << timerOverheadLine(R);
  // Assumed values can decide the time (a loop's trip count, a gather's
  // scatter): say which, with the option that sets each.
  constexpr size_t MaxAssumptions = 5;
  for (size_t I = 0; I < R.Assumptions.size() && I < MaxAssumptions; ++I)
    OS << fmt::format("  {} {}: {}\n", R.Assumptions[I].Source, R.Assumptions[I].Kernel,
                      R.Assumptions[I].Note);
  if (R.Assumptions.size() > MaxAssumptions)
    OS << fmt::format("  ... and {} more kernels with assumed values (--json lists them all)\n",
                      R.Assumptions.size() - MaxAssumptions);
  OS << fmt::format("  {:<10} {:>6} {:>9} {:>12} {:>14} {:>11} {:>11}  {}\n", "model", "rows",
                    "MAPE", "median APE", "geomean ratio", "within 10%", "within 25%",
                    "Spearman median (groups)");
  for (const ModelSummary &S : R.Summary)
    if (S.Errors.N == 0)
      OS << fmt::format("  {:<10} {:>6}  no usable row: nothing to summarize\n",
                        modelName(S.Model), 0);
    else
      OS << fmt::format("  {:<10} {:>6} {:>9} {:>12} {:>14.3f} {:>11} {:>11}  {} ({})\n",
                      modelName(S.Model), S.Errors.N, pct(S.Errors.Mape),
                      pct(S.Errors.MedianApe), S.Errors.GeomeanErrorRatio,
                      pct(S.Errors.Within10), pct(S.Errors.Within25), rho(S.SpearmanMedian),
                      S.GroupsWithSpearman);
  for (const ModelSummary &S : R.Summary)
    if (S.RegretMedian)
      OS << fmt::format("  tuning ({}): median top-1 regret {:.3f}; {} of {} groups within 5 % of "
                        "the measured best\n",
                        modelName(S.Model), *S.RegretMedian, S.GroupsRegretWithin5,
                        S.GroupsWithRegret);

  if (!R.Groups.empty()) {
    std::string By;
    for (const std::string &G : R.GroupBy)
      By += (By.empty() ? "" : ", ") + G;
    OS << "groups by " << By << ":\n";
    unsigned Shown = 0;
    for (const GroupStats &G : R.Groups) {
      if (Shown++ == MaxGroups) {
        OS << "  ... " << (R.Groups.size() - MaxGroups) << " more groups (--json lists all)\n";
        break;
      }
      OS << fmt::format("  {}  {} row{}\n", joinKey(G.Key), G.Rows.size(),
                        G.Rows.size() == 1 ? "" : "s");
      for (size_t M = 0; M < R.Models.size(); ++M) {
        if (G.Errors[M].N == 0) {
          OS << fmt::format("    {:<9} no usable row\n", modelName(R.Models[M]));
          continue;
        }
        OS << fmt::format("    {:<9} MAPE {:>8}  median {:>8}  rho {}", modelName(R.Models[M]),
                          pct(G.Errors[M].Mape), pct(G.Errors[M].MedianApe), rho(G.Spearman[M]));
        if (const auto &T = G.Tuning[M])
          OS << fmt::format("  regret {:.3f} (measured rank {}), top-5 % {}/{}", T->Top1Regret,
                            T->Top1MeasuredRank,
                            static_cast<size_t>(std::lround(T->Top5Overlap * T->TopCount)),
                            T->TopCount);
        OS << "\n";
      }
    }
  }
  for (const ModelSummary &S : R.Summary) {
    if (S.WorstRows.empty())
      continue;
    size_t M = &S - R.Summary.data();
    OS << "worst rows (" << modelName(S.Model) << "):\n";
    for (size_t I : S.WorstRows) {
      const CompareRow &Row = R.Rows[I];
      const Prediction &P = Row.Predictions[M];
      double Compared = Row.comparedMs(M);
      std::string Kernel = Row.TimerOverheadUs == 0
                               ? std::string()
                               : fmt::format(" (kernel {:.4g} ms + timer {:g} us)", P.TimeMs,
                                             Row.TimerOverheadUs);
      OS << fmt::format("  line {}  {} on {}, {}: predicted {:.4g} ms{}, measured {:.4g} ms "
                        "({:+.1f} %), {}\n",
                        Row.Line, Row.Kernel, Row.GpuId, launchStr(Row), Compared, Kernel,
                        Row.MeasuredMs, 100 * (Compared / Row.MeasuredMs - 1),
                        boundName(P.Binding));
    }
  }
  if (!R.Issues.empty()) {
    OS << "skipped rows:\n";
    for (const CompareIssue &I : R.Issues)
      OS << "  line " << I.Line << ": " << I.Message << "\n";
  }
}

nlohmann::json CompareView::toJSON() const {
  nlohmann::json J;
  J["file"] = R.Origin;
  J["analyses"] = R.Analyses;
  J["analysis_ms"] = R.AnalysisMs;
  J["nvcc_register_rows"] = R.NvccRegisterRows;
  J["capped_register_rows"] = R.CappedRegisterRows;
  J["register_rows_from_column"] = R.RegisterRowsFromColumn;
  J["rows_at_another_sm_clock"] = R.ClockRows;
  J["predict_ms"] = R.PredictMs;
  J["group_by"] = R.GroupBy;
  J["timer_overhead_us"] = R.TimerOverheadUs;
  J["timer_overhead_rows_from_column"] = R.TimerOverheadRowsFromColumn;
  nlohmann::json Assumptions = nlohmann::json::array();
  for (const CompareResult::Assumption &A : R.Assumptions)
    Assumptions.push_back({{"source", A.Source}, {"kernel", A.Kernel}, {"note", A.Note}});
  J["assumptions"] = Assumptions;
  nlohmann::json Summary = nlohmann::json::object();
  for (const ModelSummary &S : R.Summary) {
    nlohmann::json M = errorsJSON(S.Errors);
    M["spearman_median"] = optJSON(S.SpearmanMedian);
    M["groups_with_spearman"] = S.GroupsWithSpearman;
    M["top1_regret_median"] = optJSON(S.RegretMedian);
    M["groups_with_regret"] = S.GroupsWithRegret;
    M["groups_regret_within_5pct"] = S.GroupsRegretWithin5;
    nlohmann::json Worst = nlohmann::json::array();
    for (size_t I : S.WorstRows)
      Worst.push_back(R.Rows[I].Line);
    M["worst_rows"] = Worst;
    Summary[std::string(modelName(S.Model))] = M;
  }
  J["summary"] = Summary;

  nlohmann::json Groups = nlohmann::json::array();
  for (const GroupStats &G : R.Groups) {
    nlohmann::json Key = nlohmann::json::object();
    for (size_t I = 0; I < R.GroupBy.size() && I < G.Key.size(); ++I)
      Key[R.GroupBy[I]] = G.Key[I];
    nlohmann::json Models = nlohmann::json::object();
    for (size_t M = 0; M < R.Models.size(); ++M) {
      nlohmann::json E = errorsJSON(G.Errors[M]);
      E["spearman"] = optJSON(G.Spearman[M]);
      if (const auto &T = G.Tuning[M]) {
        E["top1_regret"] = T->Top1Regret;
        E["top1_measured_rank"] = T->Top1MeasuredRank;
        E["top5pct_overlap"] = T->Top5Overlap;
        E["top5pct_count"] = T->TopCount;
      } else {
        E["top1_regret"] = nullptr;
        E["top1_measured_rank"] = nullptr;
        E["top5pct_overlap"] = nullptr;
        E["top5pct_count"] = nullptr;
      }
      Models[std::string(modelName(R.Models[M]))] = E;
    }
    Groups.push_back({{"key", Key}, {"n", G.Rows.size()}, {"models", Models}});
  }
  J["groups"] = Groups;

  nlohmann::json Rows = nlohmann::json::array();
  for (const CompareRow &Row : R.Rows) {
    nlohmann::json Cols = nlohmann::json::object();
    for (size_t I = 0; I < R.Header.size() && I < Row.Cells.size(); ++I)
      Cols[R.Header[I]] = Row.Cells[I];
    nlohmann::json Models = nlohmann::json::object();
    for (size_t M = 0; M < R.Models.size() && M < Row.Predictions.size(); ++M) {
      const Prediction &P = Row.Predictions[M];
      Models[std::string(modelName(R.Models[M]))] = {
          {"predicted_time_ms", Row.comparedMs(M)},
          {"kernel_time_ms", P.TimeMs},
          {"ape", Row.Ape[M]},
          {"bound", std::string(boundName(P.Binding))},
          {"bound_detail", P.BoundDetail},
          {"waves", P.Waves},
          {"blocks_per_sm", P.BlocksPerSm},
          {"occupancy", P.Occupancy},
          {"launch_ms", P.LaunchMs},
          {"dram_latency_cycles", P.Dram.ConvergedCycles},
          {"dram_utilization", P.DramBandwidth.utilization()},
          {"issue_utilization", P.IssueUtilization},
          {"sync_share", P.SyncShare},
          {"details", P.Details}};
    }
    Rows.push_back({{"line", Row.Line},
                    {"columns", Cols},
                    {"gpu_id", Row.GpuId},
                    {"grid", {Row.Launch.Grid.X, Row.Launch.Grid.Y, Row.Launch.Grid.Z}},
                    {"block", {Row.Launch.Block.X, Row.Launch.Block.Y, Row.Launch.Block.Z}},
                    {"warps", Row.Warps},
                    {"measured_time_ms", Row.MeasuredMs},
                    {"timer_overhead_us", Row.TimerOverheadUs},
                    {"models", Models}});
    if (Row.SmClockMHz > 0)
      Rows.back()["sm_clock_mhz"] = Row.SmClockMHz;
  }
  J["rows"] = Rows;
  nlohmann::json Skipped = nlohmann::json::array();
  for (const CompareIssue &I : R.Issues)
    Skipped.push_back({{"line", I.Line}, {"message", I.Message}});
  J["skipped"] = Skipped;
  return J;
}

std::string CompareView::csv() const {
  std::vector<std::string> Header = R.Header;
  // The overhead applied, when there is one and the input did not have the column.
  bool OverheadColumn =
      R.TimerOverheadUs != 0 &&
      std::find(Header.begin(), Header.end(), "timer_overhead_us") == Header.end();
  Header.push_back("warps");
  if (OverheadColumn)
    Header.push_back("timer_overhead_us");
  for (ModelKind M : R.Models) {
    std::string N(modelName(M));
    Header.push_back("predicted_time_ms_" + N);
    Header.push_back("ape_" + N);
    Header.push_back("bound_" + N);
  }
  std::string Out = csvLine(Header) + "\n";
  for (const CompareRow &Row : R.Rows) {
    std::vector<std::string> Cells = Row.Cells;
    Cells.resize(R.Header.size());
    Cells.push_back(std::to_string(Row.Warps));
    if (OverheadColumn)
      Cells.push_back(fmt::format("{:g}", Row.TimerOverheadUs));
    for (size_t M = 0; M < R.Models.size(); ++M) {
      Cells.push_back(fmt::format("{:.6g}", Row.comparedMs(M)));
      Cells.push_back(fmt::format("{:.4f}", Row.Ape[M]));
      Cells.push_back(std::string(boundName(Row.Predictions[M].Binding)));
    }
    Out += csvLine(Cells) + "\n";
  }
  return Out;
}

std::string CompareView::plotPredictedVsMeasured(size_t M) const {
  svg::Document Doc(760, 620);
  std::string Model(modelName(R.Models[M]));
  Doc.text(380, 24, "predicted vs measured kernel time (" + Model + " model)",
           svg::TextStyle{.Size = 15, .Anchor = "middle", .Bold = true});
  double Lo = 1e300, Hi = -1e300;
  for (const CompareRow &Row : R.Rows)
    for (double V : {Row.MeasuredMs, Row.comparedMs(M)})
      if (V > 0) {
        Lo = std::min(Lo, std::log10(V));
        Hi = std::max(Hi, std::log10(V));
      }
  if (Lo > Hi)
    Lo = -3, Hi = 0;
  svg::Chart C(Doc, {80, 50, 520, 500});
  svg::Axis X, Y;
  logAxis(X, Lo, Hi);
  logAxis(Y, Lo, Hi);
  X.Label = "measured time (ms, log scale)";
  Y.Label = "predicted time (ms, log scale)";
  C.setX(X);
  C.setY(Y);
  C.drawAxes();
  // +-25 % band and y = x.
  const double L25 = std::log10(1.25), L75 = std::log10(0.75);
  svg::Style Band{"#999999", 1, "", "4 3", 1};
  C.polyline({{X.Min, X.Min + L25}, {X.Max - L25, X.Max}}, Band);
  C.polyline({{X.Min - L75, X.Min}, {X.Max, X.Max + L75}}, Band);
  C.polyline({{X.Min, X.Min}, {X.Max, X.Max}}, svg::makeStyle("#444444", 1.2, "", "", 1));
  std::map<std::string, unsigned> Colour;
  for (const CompareRow &Row : R.Rows)
    Colour.try_emplace(Row.GpuId, static_cast<unsigned>(Colour.size()));
  for (const CompareRow &Row : R.Rows) {
    double P = Row.comparedMs(M);
    if (P <= 0)
      continue;
    const char *Col = svg::palette(Colour[Row.GpuId]);
    C.marker(std::log10(Row.MeasuredMs), std::log10(P), svg::makeStyle(Col, 1, Col, "", 0.55), {}, 2.5);
  }
  std::vector<std::pair<std::string, svg::Style>> Legend;
  for (const auto &[Gpu, I] : Colour)
    Legend.push_back({Gpu, svg::makeStyle(svg::palette(I), 3, svg::palette(I), "", 1)});
  Legend.push_back({"y = x", svg::makeStyle("#444444", 1.2)});
  Legend.push_back({"+-25 %", Band});
  C.legend(Legend);
  return Doc.str();
}

std::string CompareView::plotErrorVsWarps(size_t M) const {
  svg::Document Doc(820, 520);
  std::string Model(modelName(R.Models[M]));
  Doc.text(410, 24, "relative error vs number of warps (" + Model + " model)",
           svg::TextStyle{.Size = 15, .Anchor = "middle", .Bold = true});
  double Lo = 1e300, Hi = -1e300, MaxErr = 0;
  for (const CompareRow &Row : R.Rows) {
    if (Row.Warps == 0)
      continue;
    Lo = std::min(Lo, std::log10(double(Row.Warps)));
    Hi = std::max(Hi, std::log10(double(Row.Warps)));
    MaxErr = std::max(MaxErr, Row.Ape[M]);
  }
  if (Lo > Hi)
    Lo = 0, Hi = 1;
  svg::Chart C(Doc, {80, 50, 560, 400});
  svg::Axis X, Y;
  logAxis(X, Lo, Hi);
  X.Label = "warps in the launch (grid blocks x warps per block, log scale)";
  // Cap the y range so a few huge errors do not flatten the rest.
  double Cap = std::min(std::max(MaxErr * 100, 10.0), 300.0);
  Y.Min = 0;
  Y.Max = Cap;
  Y.Label = "relative error |t - t'| / t (%)";
  C.setX(X);
  C.setY(Y);
  C.drawAxes(MaxErr * 100 > Cap ? "errors above " + fmt::format("{:.0f}", Cap) +
                                      " % drawn at the top edge"
                                : std::string());
  // One colour per kernel (the variant column when there is one, else kernel).
  bool HasVariant = std::find(R.Header.begin(), R.Header.end(), "variant") != R.Header.end();
  std::map<std::string, unsigned> Colour;
  auto KeyOf = [&](const CompareRow &Row) {
    return HasVariant ? cellOf(R, Row, "variant") : Row.Kernel;
  };
  for (const CompareRow &Row : R.Rows)
    Colour.try_emplace(KeyOf(Row), static_cast<unsigned>(Colour.size()));
  for (const CompareRow &Row : R.Rows) {
    if (Row.Warps == 0)
      continue;
    const char *Col = svg::palette(Colour[KeyOf(Row)]);
    C.marker(std::log10(double(Row.Warps)), std::min(100 * Row.Ape[M], Cap),
             svg::makeStyle(Col, 1, Col, "", 0.55), {}, 2.5);
  }
  std::vector<std::pair<std::string, svg::Style>> Legend;
  for (const auto &[K, I] : Colour)
    Legend.push_back({K, svg::makeStyle(svg::palette(I), 3, svg::palette(I), "", 1)});
  C.legend(Legend);
  return Doc.str();
}

} // namespace kc
