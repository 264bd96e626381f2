// Host-only headers that are not installed (MPI, OpenMP, GLUT, a vendor library)
// and host code that uses them; the kernel must still be analyzed.
#include <mpi.h>
#include <omp.h>
#include <GL/glut.h>
#include <no_such_vendor_lib.h>

static vendorHandle_t g_handle;

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}

int countThreads() {
  int t = 0;
#pragma omp parallel reduction(+ : t)
  t += omp_get_num_threads();
  return t;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  glutInit(&argc, argv);
  vendorOpen(&g_handle);
  float *x;
  cudaMalloc(&x, 1024 * sizeof(float));
  scale<<<4, 256>>>(x, 2.0f, 1024);
  MPI_Finalize();
  return countThreads();
}
