// A template kernel that only a benchmark file would instantiate.
template<typename T> __global__
void scale(T *x, T a,
           int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] *= a;
}
