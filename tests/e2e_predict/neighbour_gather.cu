// A neighbour-list force loop (molecular dynamics): each thread reads its own
// atom pos[i] and gathers its neighbours' pos[neigh[j * n + i]]. The gather is
// bounded by pos's footprint as the threads read it (docs/model.md#gather-footprint).
__global__ void neighbourForces(float3 *force, const float4 *pos, const int *neigh, int count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 p = pos[i];
  float3 f = {0.0f, 0.0f, 0.0f};
  for (int j = 0; j < count; j++) {
    float4 q = pos[neigh[j * n + i]];
    float dx = p.x - q.x, dy = p.y - q.y, dz = p.z - q.z;
    float r2 = dx * dx + dy * dy + dz * dz;
    float s = 1.0f / (r2 + 1.0f);
    f.x += dx * s;
    f.y += dy * s;
    f.z += dz * s;
  }
  force[i] = f;
}
