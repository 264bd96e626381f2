// predict / predictAll: resolve the launch once and run the chosen models.
#include "predictor/MwpCwp.h"
#include "predictor/Prediction.h"
#include "predictor/ResolvedLaunch.h"
#include "predictor/Roofline.h"
#include "predictor/WaveModel.h"

#include <fmt/format.h>

#include <cmath>

namespace kc {

std::string_view modelName(ModelKind K) {
  switch (K) {
  case ModelKind::Wave: return "wave";
  case ModelKind::MwpCwp: return "mwp-cwp";
  case ModelKind::Roofline: return "roofline";
  }
  return "?";
}

std::optional<ModelKind> modelFromName(std::string_view Name) {
  for (ModelKind K : {ModelKind::Wave, ModelKind::MwpCwp, ModelKind::Roofline})
    if (modelName(K) == Name)
      return K;
  return std::nullopt;
}

std::string_view boundName(Bound B) {
  switch (B) {
  case Bound::Launch: return "launch";
  case Bound::Issue: return "issue";
  case Bound::Latency: return "latency";
  case Bound::L1: return "L1";
  case Bound::L2: return "L2";
  case Bound::Dram: return "DRAM";
  case Bound::Uncoalesced: return "uncoalesced";
  case Bound::Barriers: return "barriers";
  case Bound::Atomics: return "atomics";
  }
  return "?";
}

static Prediction run(const PreparedKernel &P, const ResolvedLaunch &R, ModelKind K) {
  switch (K) {
  case ModelKind::Wave: return predictWave(P, R);
  case ModelKind::MwpCwp: return predictMwpCwp(P, R);
  case ModelKind::Roofline: return predictRoofline(P, R);
  }
  return predictWave(P, R);
}

/// A time that is not a finite number is no prediction: a formula divided by
/// zero or overflowed at this launch (a loop whose step argument is 0 never
/// ends). An error, so no caller prints or ranks "inf ms".
static llvm::Error checkFinite(const PreparedKernel &P, const LaunchConfig &L,
                               const Prediction &Pr) {
  if (std::isfinite(Pr.TimeMs) && Pr.TimeMs >= 0)
    return llvm::Error::success();
  std::string Args;
  for (const auto &[Name, V] : L.Args)
    Args += fmt::format("{}{}={:g}", Args.empty() ? "" : ", ", Name, V);
  for (const auto &[Name, V] : L.Overrides)
    Args += fmt::format("{}{}={:g}", Args.empty() ? "" : ", ", Name, V);
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      fmt::format("kernel '{}': the {} model's predicted time is not a finite number ({} ms) at "
                  "grid {}x{}x{}, block {}x{}x{}{}: a formula divides by zero or overflows there "
                  "(a loop whose step is 0 never ends); check the argument values",
                  P.kernel().Name, modelName(Pr.Model), Pr.TimeMs, L.Grid.X, L.Grid.Y,
                  L.Grid.Z, L.Block.X, L.Block.Y, L.Block.Z,
                  Args.empty() ? "" : " with " + Args));
}

llvm::Expected<Prediction> predict(const PreparedKernel &P, const LaunchConfig &L, ModelKind K) {
  auto R = resolveLaunch(P, L);
  if (!R)
    return R.takeError();
  Prediction Pr = run(P, *R, K);
  if (auto E = checkFinite(P, L, Pr))
    return std::move(E);
  return Pr;
}

llvm::Expected<std::vector<Prediction>> predictAll(const PreparedKernel &P, const LaunchConfig &L) {
  auto R = resolveLaunch(P, L);
  if (!R)
    return R.takeError();
  std::vector<Prediction> All;
  for (ModelKind K : {ModelKind::Wave, ModelKind::MwpCwp, ModelKind::Roofline}) {
    All.push_back(run(P, *R, K));
    if (auto E = checkFinite(P, L, All.back()))
      return std::move(E);
  }
  return All;
}

} // namespace kc
