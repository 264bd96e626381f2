// A real device-code error next to a missing host header: still an error, with
// the device line and column.
#include <mpi.h>

__global__ void broken(float *x) {
  x[threadIdx.x] = undefined_device_value;
}

int main() { MPI_Init(0, 0); return 0; }
