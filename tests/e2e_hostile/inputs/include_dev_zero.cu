// Includes a device: its contents would never end (files.test).
#include "/dev/zero"
__global__ void k(float *p) { p[0] = 1.0f; }
