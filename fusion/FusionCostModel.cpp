// Out-of-line anchor of the FusionCostModel interface.
#include "fusion/FusionCostModel.h"

kc::fusion::FusionCostModel::~FusionCostModel() = default;
