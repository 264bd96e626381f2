/// \file
/// A small SVG writer shared by the plots (occupancy, compare, tune): a
/// Document collects shapes, and a Chart maps data coordinates to one
/// rectangular panel of it, with axes, "nice" ticks, grid lines, unit labels,
/// polylines, step lines, markers and a legend. Output is self-contained SVG
/// 1.1 text with no scripts or external fonts, readable in a browser and
/// diff-friendly (fixed number formatting).
///
/// Typical use:
/// \code
///   svg::Document Doc(800, 400);
///   Doc.text(400, 24, "Title", {.Size = 16, .Anchor = "middle", .Bold = true});
///   svg::Chart C(Doc, {60, 40, 700, 300});
///   C.setX({0, 1024, "threads per block"});
///   C.setY({0, 100, "occupancy (%)"});
///   C.drawAxes();
///   C.stepLine(Points, {.Stroke = svg::palette(0)});
///   C.marker(256, 62.5, {.Stroke = "#d62728", .Fill = "#d62728"}, "current");
///   C.legend({{"occupancy", {.Stroke = svg::palette(0)}}});
///   std::string Text = Doc.str();
/// \endcode
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kc::svg {

/// Stroke/fill of a shape. Empty Fill = "none".
struct Style {
  std::string Stroke = "#1f77b4";
  double Width = 1.5;
  std::string Fill;
  std::string Dash;     ///< stroke-dasharray, e.g. "4 3"; empty = solid
  double Opacity = 1.0;
};

inline Style makeStyle(std::string Stroke, double Width, std::string Fill = "",
                       std::string Dash = "", double Opacity = 1) {
  Style S;
  S.Stroke = std::move(Stroke);
  S.Width = Width;
  S.Fill = std::move(Fill);
  S.Dash = std::move(Dash);
  S.Opacity = Opacity;
  return S;
}

struct TextStyle {
  double Size = 12;
  std::string Anchor = "start"; ///< "start", "middle", "end"
  bool Bold = false;
  std::string Color = "#222";
  double Rotate = 0;            ///< degrees, about the text's anchor point
};

/// Colour \p I of a colour-blind-friendly qualitative palette (cycles).
const char *palette(unsigned I);

/// XML-escapes text content and attribute values.
std::string escape(std::string_view Text);

/// About \p Target round tick values (1, 2, 2.5, 5 x 10^k) covering [Min, Max].
std::vector<double> niceTicks(double Min, double Max, unsigned Target = 6);

/// Ticks at multiples of Unit x 2^k (k chosen for at most \p Target + 1 ticks)
/// from 0 to \p Max: 0, 128, 256, ... for block sizes; 0, 16K, 32K, ... for bytes.
std::vector<double> powerOfTwoTicks(double Max, unsigned Target = 8, double Unit = 1);

/// Formats a tick value compactly: "0", "2.5", "96K" (with \p Binary, 1024-based).
std::string formatTick(double V, bool Binary = false);

struct Rect {
  double X = 0, Y = 0, W = 0, H = 0;
};

class Document {
public:
  Document(double Width, double Height, std::string Background = "#ffffff");

  void line(double X1, double Y1, double X2, double Y2, const Style &S);
  void rect(const Rect &R, const Style &S);
  void circle(double Cx, double Cy, double R, const Style &S);
  void polyline(const std::vector<std::pair<double, double>> &Pixels, const Style &S);
  void text(double X, double Y, std::string_view Text, const TextStyle &T = {});
  /// An XML comment (marks sections, helps diffs).
  void comment(std::string_view Text);

  double width() const { return Width; }
  double height() const { return Height; }
  /// The whole document, with the XML declaration and the <svg> root.
  std::string str() const;

private:
  double Width, Height;
  std::string Background;
  std::string Body;
};

/// One axis of a chart: data range, label with units, tick formatting.
struct Axis {
  double Min = 0, Max = 1;
  std::string Label;          ///< with units, e.g. "shared memory per block (bytes)"
  bool BinaryTicks = false;   ///< ticks at powers-of-two friendly values, shown as 16K
  std::vector<double> Ticks;  ///< empty = niceTicks(Min, Max)
  /// Labels of Ticks (same size; empty = formatTick). Log-scale plots draw
  /// log10 values and label the ticks "0.01", "0.1", "1".
  std::vector<std::string> TickLabels;
};

inline Axis makeAxis(double Min, double Max, std::string Label) {
  Axis A;
  A.Min = Min;
  A.Max = Max;
  A.Label = std::move(Label);
  return A;
}

/// A chart panel: maps data to pixels inside Area (the plotting rectangle;
/// tick labels and axis titles go outside it, so leave margins).
class Chart {
public:
  Chart(Document &Doc, Rect Area) : Doc(Doc), Area(Area) {}

  void setX(Axis A) { XAxis = std::move(A); }
  void setY(Axis A) { YAxis = std::move(A); }
  /// Frame, grid lines, ticks and their labels, both axis titles, and the
  /// chart title above the panel (when not empty).
  void drawAxes(std::string_view Title = {});

  double px(double X) const;
  double py(double Y) const;

  /// Data points joined by straight segments (clipped to the axis ranges).
  void polyline(const std::vector<std::pair<double, double>> &Points, const Style &S);
  /// Data points as a step function: each value holds until the next X.
  void stepLine(const std::vector<std::pair<double, double>> &Points, const Style &S);
  /// A dot at a data point, with an optional label beside it.
  void marker(double X, double Y, const Style &S, std::string_view Label = {}, double Radius = 5);
  /// A vertical / horizontal reference line across the panel.
  void vline(double X, const Style &S);
  void hline(double Y, const Style &S);
  /// A legend box in the panel's top-right corner.
  void legend(const std::vector<std::pair<std::string, Style>> &Entries);

private:
  Document &Doc;
  Rect Area;
  Axis XAxis, YAxis;
};

} // namespace kc::svg
