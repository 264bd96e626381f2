/// \file
/// Stub for <device_launch_parameters.h>: kernelcast's device header (force-included) provides its content.
#pragma once
#include "kernelcast_cuda.h"
