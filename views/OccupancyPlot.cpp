//===- OccupancyPlot.cpp - the calculator's three graphs as one SVG -------===//
#include "views/OccupancyPlot.h"

#include "gpumodel/OccupancySweep.h"
#include "views/Svg.h"

#include <fmt/format.h>

namespace kc {

namespace {

struct PanelSpec {
  OccupancyCurve::Parameter Varied;
  const char *Title;
  const char *XLabel;
  const char *Unit;  ///< after the current value in the marker label
  bool Bytes;
};

std::string limiterList(const OccupancyResult &Res) {
  std::string S;
  for (const std::string &N : Res.Limiters)
    S += (S.empty() ? "" : ", ") + N;
  return S;
}

} // namespace

std::string renderOccupancyPlot(const GpuModel &Gpu, const OccupancyRequest &Req,
                                const OccupancyResult &Res) {
  const OccupancyLimits &L = Gpu.Occupancy;
  constexpr double Width = 860, PanelH = 250, PanelGap = 95, Top = 95, Left = 90, PanelW = 730;
  const PanelSpec Panels[] = {
      {OccupancyCurve::Parameter::ThreadsPerBlock, "Impact of varying block size",
       "threads per block", "threads", false},
      {OccupancyCurve::Parameter::RegistersPerThread, "Impact of varying register count per thread",
       "registers per thread", "registers", false},
      {OccupancyCurve::Parameter::SharedMemoryPerBlock,
       "Impact of varying shared memory per block", "shared memory per block (bytes)", "B", true},
  };
  svg::Document Doc(Width, Top + 3 * PanelH + 2 * PanelGap + 70);
  Doc.text(Width / 2, 30,
           fmt::format("Occupancy on {} (CC {}.{})", Gpu.Name.empty() ? Gpu.Id : Gpu.Name,
                       Gpu.ComputeMajor, Gpu.ComputeMinor),
           {18, "middle", true, "#222", 0});
  Doc.text(Width / 2, 54,
           fmt::format("{} threads/block, {} registers/thread, {} B shared/block: {} blocks, "
                       "{} of {} warps = {:.1f} % (limited by {})",
                       Req.ThreadsPerBlock, Req.RegistersPerThread,
                       Req.StaticSharedBytes + Req.DynamicSharedBytes, Res.ActiveBlocksPerSm,
                       Res.ActiveWarpsPerSm, Res.MaxWarpsPerSm, Res.Occupancy * 100,
                       limiterList(Res)),
           {13, "middle", false, "#333", 0});

  const svg::Style Curve{svg::palette(0), 2, "", "", 1};
  const svg::Style Current{"#d62728", 1.5, "#d62728", "", 1};
  const svg::Style CurrentLine{"#d62728", 1, "", "4 3", 0.8};
  double Y = Top;
  for (const PanelSpec &P : Panels) {
    OccupancyCurve C = sweepOccupancy(Gpu, Req, P.Varied);
    double XMax = C.Points.empty() ? 1 : C.Points.back().X;
    svg::Chart Chart(Doc, {Left, Y, PanelW, PanelH});
    svg::Axis X{0, XMax, P.XLabel, P.Bytes, {}};
    X.Ticks = svg::powerOfTwoTicks(XMax, 8, P.Bytes ? 1024 : 1);
    Chart.setX(X);
    Chart.setY({0, 100, "occupancy (% of max warps per SM)", false, {0, 20, 40, 60, 80, 100}});
    Doc.comment(P.Title);
    Chart.drawAxes(P.Title);
    std::vector<std::pair<double, double>> Pts;
    Pts.reserve(C.Points.size());
    for (const OccupancyPoint &Pt : C.Points)
      Pts.emplace_back(Pt.X, Pt.Occupancy * 100);
    Chart.stepLine(Pts, Curve);
    Chart.vline(C.CurrentX, CurrentLine);
    Chart.marker(C.CurrentX, Res.Occupancy * 100, Current,
                 fmt::format("{} {}: {:.1f} %", C.CurrentX, P.Unit, Res.Occupancy * 100));
    if (&P == &Panels[0])
      Chart.legend({{"occupancy", Curve}, {"this launch", CurrentLine}});
    Y += PanelH + PanelGap;
  }
  Doc.text(Width / 2, Doc.height() - 14,
           fmt::format("max {} warps ({} threads) and {} blocks per SM; {} registers and {} B "
                       "shared memory per SM",
                       L.MaxWarpsPerSm, L.MaxThreadsPerSm, L.MaxBlocksPerSm, L.RegistersPerSm,
                       L.SharedMemPerSmBytes),
           {11, "middle", false, "#555", 0});
  return Doc.str();
}

} // namespace kc
