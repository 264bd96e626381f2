// Array of structs vs struct of arrays (the lecture's alignment experiment with
// struct __align__(16) {int a; float b; float c;}): in the AoS kernel a warp's
// loads of one field stride by 16 bytes (uncoalesced, 4x the sectors), in the
// SoA kernel every field load is coalesced.
struct __align__(16) Particle {
  int a;
  float b;
  float c;
};

struct Particles {
  int *a;
  float *b;
  float *c;
};

__global__ void updateAoS(Particle *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    p[i].b = p[i].b + p[i].c * p[i].a;
  }
}

__global__ void updateSoA(int *a, float *b, const float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    b[i] = b[i] + c[i] * a[i];
}
