// A loop whose trip count comes from the arguments: with step 0 it never ends,
// so every model's time is infinite (tests/e2e_hostile/infinite.test). The
// while loop's trip count depends on loaded data (a --trip override).
__global__ void stepLoop(float *out, int n, int step) {
  float acc = 0.0f;
  for (int i = 0; i < n; i += step)
    acc += out[i];
  float v = out[threadIdx.x];
  while (v > 1.0f)
    v = v * 0.5f;
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc + v;
}
