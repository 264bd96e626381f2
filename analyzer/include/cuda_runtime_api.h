/// \file
/// Stub for <cuda_runtime_api.h>: kernelcast's device header (force-included) provides its content.
#pragma once
#include "kernelcast_cuda.h"
