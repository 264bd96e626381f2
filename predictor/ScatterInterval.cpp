// The prediction interval of a kernel whose addresses have a part that varies
// across the lanes in a way the analysis cannot follow (scatter.L<line>,
// docs/model.md#address-split): the time with every such part keeping the
// lanes' locality and with every one scattering them, for the user who has not
// said which (--scatter LINE=V).
#include "predictor/Prediction.h"

namespace kc {

llvm::Error addScatterInterval(const PreparedKernel &P, const LaunchConfig &L, Prediction &Pred) {
  Prediction::ScatterInterval Out;
  std::vector<std::string> Names;
  for (const auto &[Name, Default] : P.kernel().SymbolDefaults)
    if (auto Line = symbolLine(Name, "scatter.L"); Line && !L.Overrides.count(Name)) {
      Names.push_back(Name);
      Out.Lines.push_back(*Line);
    }
  if (Names.empty())
    return llvm::Error::success();
  double *Ends[2] = {&Out.LocalityMs, &Out.ScatteredMs};
  for (int End = 0; End < 2; ++End) {
    LaunchConfig At = L;
    for (const std::string &Name : Names)
      At.Overrides[Name] = End;
    auto R = predict(P, At, Pred.Model);
    if (!R)
      return R.takeError();
    *Ends[End] = R->TimeMs;
  }
  Pred.Scatter = std::move(Out);
  return llvm::Error::success();
}

} // namespace kc
