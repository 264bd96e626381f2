// corpus_check.py test input: a kernel declared, defined in another file; not counted.
__global__ void scale(float *x, float a, int n);

void launchScale(float *x, float a, int n) { scale<<<(n + 255) / 256, 256>>>(x, a, n); }
