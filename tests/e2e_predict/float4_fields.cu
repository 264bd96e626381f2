// A float4 read for three of its fields: nvcc's PTX (and the NVPTX back end's)
// loads it with one ld.global.v4.f32, so the analysis counts one 16-byte load
// per thread, not three 4-byte ones (FrontendNvptx.h: vectorizeLoadsAndStores).
__global__ void sumFields(const float4 *pos, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 p = pos[i];
  out[i] = p.x + p.y + p.z;
}
