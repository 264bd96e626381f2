/// \file
/// Stub for <device_functions.h>: kernelcast's device header (force-included) provides its content.
#pragma once
#include "kernelcast_cuda.h"
