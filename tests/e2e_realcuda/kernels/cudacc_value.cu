// Code that tests __CUDACC__ by value, as nvcc (which defines it as 1) allows:
// the kernel under `#if __CUDACC__` must be the one analyzed.
#if __CUDACC__
__global__ void underCudacc(float *x) { x[threadIdx.x] = 1.0f; }
#else
#error "__CUDACC__ is 0 or empty"
#endif
#if defined(__CUDACC__) && __CUDACC__ >= 1
__global__ void underCudaccValue(float *x) { x[threadIdx.x] = 2.0f; }
#endif
