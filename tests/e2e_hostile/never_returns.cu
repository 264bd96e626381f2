// An infinite loop without an exit: C++ lets the compiler delete it (forward
// progress), leaving a kernel that never returns; nothing to predict.
__global__ void spin(int *x, int i) {
  while (true) { x[i] += 1; }
}
