// Text, JSON and SVG views of a tune run.
#include "workflows/TuneView.h"

#include "views/Svg.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace kc {

namespace {


std::string dims(uint64_t X, uint64_t Y, uint64_t Z) { return fmt::format("{}x{}x{}", X, Y, Z); }

std::string definesStr(const std::vector<std::string> &D) {
  std::string S;
  for (const std::string &X : D)
    S += (S.empty() ? "" : " ") + X;
  return S;
}

std::string limiter(const Prediction &P) {
  std::string S;
  for (const std::string &L : P.OccupancyLimiters)
    S += (S.empty() ? "" : ",") + L;
  return S.empty() ? "-" : S;
}

nlohmann::json entryJSON(const TuneResult &R, const TuneEntry &E, size_t Rank) {
  const LaunchPoint &L = E.Launch;
  return {{"rank", Rank},
          {"block", {L.BlockX, L.BlockY, L.BlockZ}},
          {"grid", {L.GridX, L.GridY, L.GridZ}},
          {"defines", R.Variants[E.Variant].Defines},
          {"time_ms", E.P.TimeMs},
          {"occupancy", E.P.Occupancy},
          {"blocks_per_sm", E.P.BlocksPerSm},
          {"waves", E.P.Waves},
          {"limiter", E.P.OccupancyLimiters},
          {"bound", std::string(boundName(E.P.Binding))}};
}

/// Viridis-like colour for T in [0, 1] (0 = fast).
std::string heat(double T) {
  static const double Stops[5][3] = {
      {68, 1, 84}, {59, 82, 139}, {33, 145, 140}, {94, 201, 98}, {253, 231, 37}};
  T = std::clamp(T, 0.0, 1.0) * 4;
  int I = std::min(3, static_cast<int>(T));
  double F = T - I;
  int C[3];
  for (int K = 0; K < 3; ++K)
    C[K] = static_cast<int>(std::lround(Stops[I][K] + F * (Stops[I + 1][K] - Stops[I][K])));
  return fmt::format("#{:02x}{:02x}{:02x}", C[0], C[1], C[2]);
}

} // namespace

void TuneView::printView(llvm::raw_ostream &OS, unsigned Top) const {
  OS << fmt::format("tune {} on {} ({} model): {} configuration{} predicted in {:.1f} ms, {} "
                    "skipped, {} rejected by constraints\n",
                    R.Kernel, R.GpuName, modelName(R.Model), R.Evaluated,
                    R.Evaluated == 1 ? "" : "s", R.PredictMs, R.Skipped.size(),
                    R.RejectedByConstraint);
  for (const TuneVariant &V : R.Variants)
    OS << fmt::format("compile{}: {:.0f} ms ({} {:.0f} ms, ptxas/resources {:.0f} ms, analysis "
                      "{:.0f} ms), {} registers, {} B static shared\n",
                      V.Defines.empty() ? "" : " " + definesStr(V.Defines), V.TotalMs,
                      V.FromCache ? "front end, from cache" : "front end", V.CompileMs,
                      V.ResourcesMs, V.AnalysisMs, V.Registers, V.StaticSharedBytes);
  for (const TuneVariant &V : R.Variants)
    if (!V.RegisterNote.empty())
      OS << fmt::format("note{}: {}\n", V.Defines.empty() ? "" : " " + definesStr(V.Defines),
                        V.RegisterNote);
  for (const TuneVariant &V : R.Variants)
    if (!V.UncostedNote.empty())
      OS << fmt::format("warning{}: {}\n", V.Defines.empty() ? "" : " " + definesStr(V.Defines),
                        V.UncostedNote);
  bool ShowDefines = R.Variants.size() > 1;
  OS << fmt::format("  {:>4}  {:<12} {:<16}{} {:>11} {:>10} {:>7}  {:<14} {}\n", "rank", "block",
                    "grid", ShowDefines ? fmt::format(" {:<18}", "defines") : "", "time ms",
                    "occupancy", "waves", "limiter", "bound");
  for (size_t I = 0; I < R.Ranking.size() && I < Top; ++I) {
    const TuneEntry &E = R.Ranking[I];
    const LaunchPoint &L = E.Launch;
    OS << fmt::format("  {:>4}  {:<12} {:<16}{} {:>11.5g} {:>8.1f} % {:>7}  {:<14} {}\n", I + 1,
                      dims(L.BlockX, L.BlockY, L.BlockZ), dims(L.GridX, L.GridY, L.GridZ),
                      ShowDefines ? fmt::format(" {:<18}", definesStr(R.Variants[E.Variant].Defines))
                                  : "",
                      E.P.TimeMs, 100 * E.P.Occupancy, E.P.Waves, limiter(E.P),
                      boundName(E.P.Binding));
  }
  if (!R.Ranking.empty()) {
    const TuneEntry &B = R.Ranking.front();
    std::string D = definesStr(R.Variants[B.Variant].Defines);
    OS << fmt::format("best: block {}, grid {}{}: {:.5g} ms ({}-bound)",
                      dims(B.Launch.BlockX, B.Launch.BlockY, B.Launch.BlockZ),
                      dims(B.Launch.GridX, B.Launch.GridY, B.Launch.GridZ),
                      D.empty() ? "" : ", " + D, B.P.TimeMs, boundName(B.P.Binding));
    if (R.Ranking.size() > 1) {
      const TuneEntry &S = R.Ranking[1];
      OS << fmt::format("; runner-up (block {}{}) is {:.1f} % slower",
                        dims(S.Launch.BlockX, S.Launch.BlockY, S.Launch.BlockZ),
                        R.Variants.size() > 1 ? ", " + definesStr(R.Variants[S.Variant].Defines)
                                              : "",
                        100 * (S.P.TimeMs / B.P.TimeMs - 1));
    }
    OS << "\n";
  }
  if (!R.Skipped.empty()) {
    OS << "skipped (cannot run on this GPU):\n";
    for (size_t I = 0; I < R.Skipped.size() && I < 5; ++I)
      OS << "  " << (R.Variants.size() > 1 ? definesStr(R.Variants[R.Skipped[I].Variant].Defines) + " " : "")
         << R.Skipped[I].Reason << "\n";
    if (R.Skipped.size() > 5)
      OS << "  ... " << R.Skipped.size() - 5 << " more (--json lists them)\n";
  }
}

nlohmann::json TuneView::toJSON(unsigned Top) const {
  nlohmann::json J;
  J["kernel"] = R.Kernel;
  J["gpu"] = R.GpuId;
  J["model"] = std::string(modelName(R.Model));
  J["evaluated"] = R.Evaluated;
  J["skipped"] = R.Skipped.size();
  J["rejected_by_constraint"] = R.RejectedByConstraint;
  J["predict_ms"] = R.PredictMs;
  nlohmann::json Compiles = nlohmann::json::array();
  for (const TuneVariant &V : R.Variants)
    Compiles.push_back({{"defines", V.Defines},
                        {"compile_ms", V.CompileMs},
                        {"resources_ms", V.ResourcesMs},
                        {"analysis_ms", V.AnalysisMs},
                        {"total_ms", V.TotalMs},
                        {"from_cache", V.FromCache},
                        {"registers", V.Registers},
                        {"register_source", V.RegisterSource},
                        {"register_note", V.RegisterNote},
                        {"uncosted_note", V.UncostedNote},
                        {"static_shared_bytes", V.StaticSharedBytes}});
  J["compiles"] = Compiles;
  J["best"] = R.Ranking.empty() ? nlohmann::json(nullptr) : entryJSON(R, R.Ranking.front(), 1);
  J["runner_up_slower_by"] = R.Ranking.size() > 1
                                 ? nlohmann::json(R.Ranking[1].P.TimeMs / R.Ranking[0].P.TimeMs - 1)
                                 : nlohmann::json(nullptr);
  nlohmann::json Ranking = nlohmann::json::array();
  for (size_t I = 0; I < R.Ranking.size() && I < Top; ++I)
    Ranking.push_back(entryJSON(R, R.Ranking[I], I + 1));
  J["ranking"] = Ranking;
  nlohmann::json Skipped = nlohmann::json::array();
  for (size_t I = 0; I < R.Skipped.size() && I < 100; ++I) {
    const TuneSkip &S = R.Skipped[I];
    Skipped.push_back({{"block", {S.Launch.BlockX, S.Launch.BlockY, S.Launch.BlockZ}},
                       {"defines", R.Variants[S.Variant].Defines},
                       {"reason", S.Reason}});
  }
  J["skipped_launches"] = Skipped;
  return J;
}

llvm::Expected<std::string> TuneView::plot() const {
  const auto &Dims = R.SweptDimensions;
  if (Dims.empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "--plot: nothing is swept (give --block-x/y/z or --define "
                                   "with several values)");
  std::string Title = fmt::format("{} on {}: predicted time ({} model)", R.Kernel, R.GpuName,
                                  modelName(R.Model));
  const TuneEntry &Best = R.Ranking.front();
  if (Dims.size() == 1) {
    // Best time per value of the swept dimension.
    std::map<double, double> Line;
    for (const TuneEntry &E : R.Ranking) {
      double X = dimensionValue(R, E, Dims[0]);
      auto [It, New] = Line.try_emplace(X, E.P.TimeMs);
      if (!New)
        It->second = std::min(It->second, E.P.TimeMs);
    }
    double YMax = 0;
    for (auto &[X, Y] : Line)
      YMax = std::max(YMax, Y);
    svg::Document Doc(760, 460);
    Doc.text(380, 24, Title, svg::TextStyle{.Size = 15, .Anchor = "middle", .Bold = true});
    svg::Chart C(Doc, {80, 50, 620, 340});
    double XMin = Line.begin()->first, XMax = Line.rbegin()->first;
    if (XMax <= XMin)
      XMax = XMin + 1;
    C.setX(svg::makeAxis(XMin, XMax, Dims[0]));
    C.setY(svg::makeAxis(0, YMax * 1.1, "predicted time (ms)"));
    C.drawAxes();
    std::vector<std::pair<double, double>> Pts(Line.begin(), Line.end());
    C.polyline(Pts, svg::makeStyle(svg::palette(0), 2));
    for (auto &[X, Y] : Pts)
      C.marker(X, Y, svg::makeStyle(svg::palette(0), 1, svg::palette(0)), {}, 3);
    C.marker(dimensionValue(R, Best, Dims[0]), Best.P.TimeMs, svg::makeStyle("#d62728", 1.5, "#d62728"),
             fmt::format("best: {:.4g} ms", Best.P.TimeMs), 5);
    return Doc.str();
  }
  // Heat map over the first two swept dimensions (best over the others).
  std::map<std::pair<double, double>, double> Cell;
  std::set<double> Xs, Ys;
  for (const TuneEntry &E : R.Ranking) {
    double X = dimensionValue(R, E, Dims[0]), Y = dimensionValue(R, E, Dims[1]);
    Xs.insert(X);
    Ys.insert(Y);
    auto [It, New] = Cell.try_emplace({X, Y}, E.P.TimeMs);
    if (!New)
      It->second = std::min(It->second, E.P.TimeMs);
  }
  double Lo = 1e300, Hi = 0;
  for (auto &[K, V] : Cell) {
    Lo = std::min(Lo, V);
    Hi = std::max(Hi, V);
  }
  std::vector<double> XV(Xs.begin(), Xs.end()), YV(Ys.begin(), Ys.end());
  svg::Document Doc(820, 560);
  Doc.text(410, 24, Title, svg::TextStyle{.Size = 15, .Anchor = "middle", .Bold = true});
  svg::Rect Area{90, 50, 560, 420};
  svg::Chart C(Doc, Area);
  // Category axes: cell i spans [i, i+1].
  svg::Axis AX = svg::makeAxis(0, double(XV.size()), Dims[0]);
  svg::Axis AY = svg::makeAxis(0, double(YV.size()), Dims[1]);
  for (size_t I = 0; I < XV.size(); ++I)
    if (XV.size() <= 16 || I % ((XV.size() + 15) / 16) == 0) {
      AX.Ticks.push_back(I + 0.5);
      AX.TickLabels.push_back(fmt::format("{:g}", XV[I]));
    }
  for (size_t I = 0; I < YV.size(); ++I)
    if (YV.size() <= 16 || I % ((YV.size() + 15) / 16) == 0) {
      AY.Ticks.push_back(I + 0.5);
      AY.TickLabels.push_back(fmt::format("{:g}", YV[I]));
    }
  C.setX(AX);
  C.setY(AY);
  C.drawAxes(Dims.size() > 2 ? "each cell: the best over the other swept dimensions" : "");
  double LLo = std::log(Lo), LHi = std::log(Hi);
  for (size_t I = 0; I < XV.size(); ++I)
    for (size_t K = 0; K < YV.size(); ++K) {
      double X0 = C.px(double(I)), X1 = C.px(double(I + 1));
      double Y0 = C.py(double(K + 1)), Y1 = C.py(double(K));
      auto It = Cell.find({XV[I], YV[K]});
      std::string Fill = It == Cell.end() ? "#e0e0e0"
                                          : heat(LHi > LLo ? (std::log(It->second) - LLo) / (LHi - LLo) : 0);
      Doc.rect({X0, Y0, X1 - X0, Y1 - Y0}, svg::makeStyle("#ffffff", 0.5, Fill));
    }
  double BX = dimensionValue(R, Best, Dims[0]), BY = dimensionValue(R, Best, Dims[1]);
  size_t BI = std::find(XV.begin(), XV.end(), BX) - XV.begin();
  size_t BK = std::find(YV.begin(), YV.end(), BY) - YV.begin();
  C.marker(BI + 0.5, BK + 0.5, svg::makeStyle("#d62728", 2, ""), fmt::format("best {:.4g} ms", Best.P.TimeMs), 6);
  // Colour scale.
  const double SX = Area.X + Area.W + 30, SY = Area.Y, SH = Area.H, SW = 18;
  for (int I = 0; I < 50; ++I)
    Doc.rect({SX, SY + SH * I / 50, SW, SH / 50 + 0.5}, svg::makeStyle("none", 0, heat(I / 49.0)));
  svg::TextStyle T{.Size = 10, .Anchor = "start"};
  Doc.text(SX + SW + 4, SY + 8, fmt::format("{:.4g} ms", Lo), T);
  Doc.text(SX + SW + 4, SY + SH, fmt::format("{:.4g} ms", Hi), T);
  Doc.text(SX, SY + SH + 16, "log scale; grey: skipped", svg::TextStyle{.Size = 10, .Anchor = "start"});
  return Doc.str();
}

} // namespace kc
