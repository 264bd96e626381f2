// Out-of-line anchor of the FusionCostModel interface and its serial predictMany.
#include "fusion/FusionCostModel.h"

kc::fusion::FusionCostModel::~FusionCostModel() = default;

std::vector<llvm::Expected<double>>
kc::fusion::FusionCostModel::predictMany(const std::vector<const FusedKernelCandidate *> &Cs,
                                         const std::function<void()> &Done) {
  std::vector<llvm::Expected<double>> R;
  R.reserve(Cs.size());
  for (const FusedKernelCandidate *C : Cs) {
    R.push_back(predictMs(*C));
    if (Done)
      Done();
  }
  return R;
}
