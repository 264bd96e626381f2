// predict / predictAll: resolve the launch once and run the chosen models.
#include "predictor/MwpCwp.h"
#include "predictor/Prediction.h"
#include "predictor/ResolvedLaunch.h"
#include "predictor/Roofline.h"
#include "predictor/WaveModel.h"

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

llvm::Expected<Prediction> predict(const PreparedKernel &P, const LaunchConfig &L, ModelKind K) {
  auto R = resolveLaunch(P, L);
  if (!R)
    return R.takeError();
  return run(P, *R, K);
}

llvm::Expected<std::vector<Prediction>> predictAll(const PreparedKernel &P, const LaunchConfig &L) {
  auto R = resolveLaunch(P, L);
  if (!R)
    return R.takeError();
  std::vector<Prediction> All;
  for (ModelKind K : {ModelKind::Wave, ModelKind::MwpCwp, ModelKind::Roofline})
    All.push_back(run(P, *R, K));
  return All;
}

} // namespace kc
