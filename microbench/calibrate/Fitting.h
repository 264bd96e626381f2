/// \file
/// The numerical pieces of calibration, independent of the result format:
/// an ordinary least-squares line with R^2, and plateau detection on a noisy
/// step curve (the pointer-chase latency over array size).
///
/// Plateau detection (detectPlateaus):
///  1. work on v_i = ln(y_i) after a running median of 3, so steps are
///     relative and single-point spikes vanish;
///  2. estimate the noise sigma from the successive differences of v
///     (1.4826 * MAD / sqrt(2), at least MinNoise);
///  3. optimal partitioning (Jackson et al. 2005): choose the split of the
///     sequence into constant segments minimising
///     sum(squared deviation from the segment mean) + Penalty per segment,
///     Penalty = PenaltyFactor * sigma^2 * ln(n), solved exactly by dynamic
///     programming in O(n^2);
///  4. merge neighbouring segments whose levels differ by less than
///     MinStepRatio; keep as plateaus the segments of at least MinPoints
///     points whose own drift (least-squares slope times length) stays under
///     ln(MinStepRatio) -- a drifting segment is first trimmed from the end
///     farther from its median (a plateau with part of a ramp attached);
///     shorter or still drifting segments are the ramps between cache levels. A plateau's level is the median of its raw y values;
///  5. drop a short plateau (fewer than MinPoints + 2 points) whose level lies
///     between its two neighbours' levels: a gentle ramp that looked flat.
#pragma once

#include <cstddef>
#include <vector>

namespace kc::calib {

struct LineFit {
  double Slope = 0, Intercept = 0, RSquared = 0;
  size_t N = 0;
};
/// Least squares y = Slope * x + Intercept; R^2 = 1 - SS_res / SS_tot (1 when SS_tot is 0).
LineFit fitLine(const std::vector<double> &X, const std::vector<double> &Y);
/// Weighted least squares with weights 1/y^2: for noise proportional to y
/// (timings over a geometric sweep), so the large points do not swamp the
/// intercept. R^2 is the weighted one.
LineFit fitLineRelative(const std::vector<double> &X, const std::vector<double> &Y);

struct Plateau {
  size_t First = 0, Last = 0; ///< indices into the input (inclusive)
  double XBegin = 0, XEnd = 0;
  double Level = 0;           ///< median y over the plateau
};

struct PlateauOptions {
  double MinStepRatio = 1.12; ///< neighbouring plateaus differ by at least this factor
  size_t MinPoints = 3;
  double PenaltyFactor = 6.0;
  double MinNoise = 0.01;     ///< relative noise floor (1%)
};

/// Plateaus of y(x) (x ascending), in order of x.
std::vector<Plateau> detectPlateaus(const std::vector<double> &X, const std::vector<double> &Y,
                                    const PlateauOptions &Opts = {});

double median(std::vector<double> V);

} // namespace kc::calib
