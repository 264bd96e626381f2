//===- Svg.cpp - a small SVG writer for the plots --------------------------===//
#include "views/Svg.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace kc::svg {

namespace {
/// Pixel coordinates with at most two decimals, no trailing zeros.
std::string num(double V) {
  std::string S = fmt::format("{:.2f}", V);
  while (!S.empty() && S.back() == '0')
    S.pop_back();
  if (!S.empty() && S.back() == '.')
    S.pop_back();
  return S == "-0" ? "0" : S;
}

std::string styleAttrs(const Style &S) {
  std::string A = fmt::format(" stroke=\"{}\" stroke-width=\"{}\" fill=\"{}\"", escape(S.Stroke),
                              num(S.Width), S.Fill.empty() ? "none" : escape(S.Fill));
  if (!S.Dash.empty())
    A += fmt::format(" stroke-dasharray=\"{}\"", escape(S.Dash));
  if (S.Opacity < 1.0)
    A += fmt::format(" opacity=\"{}\"", num(S.Opacity));
  return A;
}
} // namespace

const char *palette(unsigned I) {
  static const char *Colors[] = {"#0072b2", "#e69f00", "#009e73", "#cc79a7",
                                 "#56b4e9", "#d55e00", "#f0e442", "#000000"};
  return Colors[I % (sizeof(Colors) / sizeof(Colors[0]))];
}

std::string escape(std::string_view Text) {
  std::string Out;
  Out.reserve(Text.size());
  for (char C : Text) {
    switch (C) {
    case '&': Out += "&amp;"; break;
    case '<': Out += "&lt;"; break;
    case '>': Out += "&gt;"; break;
    case '"': Out += "&quot;"; break;
    case '\'': Out += "&apos;"; break;
    default: Out += C;
    }
  }
  return Out;
}

std::vector<double> niceTicks(double Min, double Max, unsigned Target) {
  std::vector<double> Ticks;
  if (!(Max > Min) || Target == 0)
    return {Min};
  double Raw = (Max - Min) / Target;
  double Mag = std::pow(10.0, std::floor(std::log10(Raw)));
  double Step = Mag;
  for (double M : {1.0, 2.0, 2.5, 5.0, 10.0})
    if (M * Mag >= Raw) {
      Step = M * Mag;
      break;
    }
  for (double T = std::ceil(Min / Step) * Step; T <= Max + Step * 1e-9; T += Step)
    Ticks.push_back(std::abs(T) < Step * 1e-9 ? 0.0 : T);
  return Ticks;
}

std::vector<double> powerOfTwoTicks(double Max, unsigned Target, double Unit) {
  double Step = Unit > 0 ? Unit : 1;
  while (Max / Step > Target)
    Step *= 2;
  std::vector<double> Ticks;
  for (double T = 0; T <= Max + Step * 1e-9; T += Step)
    Ticks.push_back(T);
  return Ticks;
}

std::string formatTick(double V, bool Binary) {
  if (Binary && V != 0 && std::fmod(V, 1024) == 0)
    return fmt::format("{}K", V / 1024);
  if (std::floor(V) == V && std::abs(V) < 1e15)
    return fmt::format("{}", static_cast<long long>(V));
  return fmt::format("{:g}", V);
}

Document::Document(double Width, double Height, std::string Background)
    : Width(Width), Height(Height), Background(std::move(Background)) {}

void Document::line(double X1, double Y1, double X2, double Y2, const Style &S) {
  Body += fmt::format("<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"{}/>\n", num(X1), num(Y1),
                      num(X2), num(Y2), styleAttrs(S));
}

void Document::rect(const Rect &R, const Style &S) {
  Body += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{}/>\n", num(R.X),
                      num(R.Y), num(R.W), num(R.H), styleAttrs(S));
}

void Document::circle(double Cx, double Cy, double R, const Style &S) {
  Body += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"{}\"{}/>\n", num(Cx), num(Cy), num(R),
                      styleAttrs(S));
}

void Document::polyline(const std::vector<std::pair<double, double>> &Pixels, const Style &S) {
  if (Pixels.empty())
    return;
  std::string Pts;
  for (const auto &[X, Y] : Pixels)
    Pts += (Pts.empty() ? "" : " ") + num(X) + "," + num(Y);
  Body += fmt::format("<polyline points=\"{}\"{} stroke-linejoin=\"round\"/>\n", Pts,
                      styleAttrs(S));
}

void Document::text(double X, double Y, std::string_view Text, const TextStyle &T) {
  std::string Rot =
      T.Rotate != 0 ? fmt::format(" transform=\"rotate({} {} {})\"", num(T.Rotate), num(X), num(Y))
                    : "";
  Body += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"{}\" fill=\"{}\"{}{}>"
                      "{}</text>\n",
                      num(X), num(Y), num(T.Size), escape(T.Anchor), escape(T.Color),
                      T.Bold ? " font-weight=\"bold\"" : "", Rot, escape(Text));
}

void Document::comment(std::string_view Text) {
  std::string Safe(Text);
  for (size_t P; (P = Safe.find("--")) != std::string::npos;)
    Safe.replace(P, 2, "- -");
  Body += "<!-- " + Safe + " -->\n";
}

std::string Document::str() const {
  return fmt::format(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{0}\" height=\"{1}\" "
      "viewBox=\"0 0 {0} {1}\" font-family=\"Helvetica, Arial, sans-serif\">\n"
      "<rect x=\"0\" y=\"0\" width=\"{0}\" height=\"{1}\" fill=\"{2}\"/>\n{3}</svg>\n",
      num(Width), num(Height), escape(Background), Body);
}

double Chart::px(double X) const {
  double Span = XAxis.Max - XAxis.Min;
  return Area.X + (Span > 0 ? (X - XAxis.Min) / Span : 0) * Area.W;
}

double Chart::py(double Y) const {
  double Span = YAxis.Max - YAxis.Min;
  return Area.Y + Area.H - (Span > 0 ? (Y - YAxis.Min) / Span : 0) * Area.H;
}

void Chart::drawAxes(std::string_view Title) {
  const Style Grid{"#dddddd", 1, "", "", 1};
  const Style Frame{"#444444", 1, "", "", 1};
  std::vector<double> XT = XAxis.Ticks.empty() ? niceTicks(XAxis.Min, XAxis.Max) : XAxis.Ticks;
  std::vector<double> YT = YAxis.Ticks.empty() ? niceTicks(YAxis.Min, YAxis.Max) : YAxis.Ticks;
  TextStyle TickText{10, "middle", false, "#444", 0};
  auto Label = [](const Axis &A, size_t I, double T) {
    return I < A.TickLabels.size() && A.TickLabels.size() == A.Ticks.size()
               ? A.TickLabels[I]
               : formatTick(T, A.BinaryTicks);
  };
  for (size_t I = 0; I < XT.size(); ++I) {
    double T = XT[I];
    if (T < XAxis.Min || T > XAxis.Max)
      continue;
    Doc.line(px(T), Area.Y, px(T), Area.Y + Area.H, Grid);
    Doc.line(px(T), Area.Y + Area.H, px(T), Area.Y + Area.H + 4, Frame);
    Doc.text(px(T), Area.Y + Area.H + 16, Label(XAxis, I, T), TickText);
  }
  TickText.Anchor = "end";
  for (size_t I = 0; I < YT.size(); ++I) {
    double T = YT[I];
    if (T < YAxis.Min || T > YAxis.Max)
      continue;
    Doc.line(Area.X, py(T), Area.X + Area.W, py(T), Grid);
    Doc.line(Area.X - 4, py(T), Area.X, py(T), Frame);
    Doc.text(Area.X - 7, py(T) + 3.5, Label(YAxis, I, T), TickText);
  }
  Doc.rect(Area, Frame);
  Doc.text(Area.X + Area.W / 2, Area.Y + Area.H + 34, XAxis.Label, {12, "middle", false, "#222", 0});
  double YX = Area.X - 44, YY = Area.Y + Area.H / 2;
  Doc.text(YX, YY, YAxis.Label, {12, "middle", false, "#222", -90});
  if (!Title.empty())
    Doc.text(Area.X, Area.Y - 10, Title, {13, "start", true, "#222", 0});
}

void Chart::polyline(const std::vector<std::pair<double, double>> &Points, const Style &S) {
  std::vector<std::pair<double, double>> Px;
  Px.reserve(Points.size());
  for (const auto &[X, Y] : Points)
    Px.emplace_back(px(std::clamp(X, XAxis.Min, XAxis.Max)),
                    py(std::clamp(Y, YAxis.Min, YAxis.Max)));
  Doc.polyline(Px, S);
}

void Chart::stepLine(const std::vector<std::pair<double, double>> &Points, const Style &S) {
  std::vector<std::pair<double, double>> Steps;
  Steps.reserve(Points.size() * 2);
  for (size_t I = 0; I < Points.size(); ++I) {
    if (I > 0 && Points[I].second != Points[I - 1].second)
      Steps.emplace_back(Points[I].first, Points[I - 1].second);
    // A point that repeats the previous value adds nothing (the next change
    // draws its own corner); the last point is kept to end the line.
    bool Flat = I > 0 && I + 1 < Points.size() && Points[I].second == Points[I - 1].second;
    if (!Flat)
      Steps.push_back(Points[I]);
  }
  polyline(Steps, S);
}

void Chart::marker(double X, double Y, const Style &S, std::string_view Label, double Radius) {
  double Cx = px(std::clamp(X, XAxis.Min, XAxis.Max)), Cy = py(std::clamp(Y, YAxis.Min, YAxis.Max));
  Doc.circle(Cx, Cy, Radius, S);
  if (Label.empty())
    return;
  // Keep the label inside the panel: right of the dot unless near the right edge.
  bool Left = Cx > Area.X + Area.W * 0.7;
  double Ty = Cy < Area.Y + 18 ? Cy + 16 : Cy - 8;
  Doc.text(Left ? Cx - 8 : Cx + 8, Ty, Label,
           {11, Left ? "end" : "start", true, S.Stroke.empty() ? "#222" : S.Stroke, 0});
}

void Chart::vline(double X, const Style &S) { Doc.line(px(X), Area.Y, px(X), Area.Y + Area.H, S); }

void Chart::hline(double Y, const Style &S) { Doc.line(Area.X, py(Y), Area.X + Area.W, py(Y), S); }

void Chart::legend(const std::vector<std::pair<std::string, Style>> &Entries) {
  if (Entries.empty())
    return;
  size_t Longest = 0;
  for (const auto &E : Entries)
    Longest = std::max(Longest, E.first.size());
  double W = 34 + Longest * 6.2, H = 8 + Entries.size() * 16.0;
  double X = Area.X + Area.W - W - 6, Y = Area.Y + 6;
  Doc.rect({X, Y, W, H}, {"#bbbbbb", 1, "#ffffff", "", 0.9});
  for (size_t I = 0; I < Entries.size(); ++I) {
    double Ly = Y + 12 + I * 16.0;
    Doc.line(X + 6, Ly, X + 24, Ly, Entries[I].second);
    Doc.text(X + 29, Ly + 4, Entries[I].first, {11, "start", false, "#222", 0});
  }
}

} // namespace kc::svg
