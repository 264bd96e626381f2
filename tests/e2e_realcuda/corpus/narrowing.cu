// corpus_check.py test input: nvcc accepts a narrowing conversion in a braced
// initializer (with a warning); Clang must too (-Wno-c++11-narrowing).
__global__ void packBytes(const unsigned short *in, uchar4 *out, int n) // n: elements; a comment
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    unsigned short a = in[i];
    uchar4 v = {a, a, a, a};
    out[i] = v;
  }
}
