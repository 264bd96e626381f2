// A syntax error: the ';' missing at the end of line 4 (Clang: 4:22). The front end must report Clang's
// diagnostic with file:line:col and fail.
__global__ void broken(float *x) {
  int i = threadIdx.x
  x[i] = 1.0f;
}
