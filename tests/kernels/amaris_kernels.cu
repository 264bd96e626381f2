// The eight kernels of the public Kepler measurements (Amaris et al., NCA 2016,
// github.com/marcosamaris/gpuperfpredict), written from the data's descriptions with
// the same names and signatures, used by the accuracy report. Tile_Width is the
// compile-time block edge (-D Tile_Width=8|16|32, default 16).
//   vectorAdd         1-D, T*T threads per block, bounds check
//   dotProd           grid-stride multiply-add + shared tree reduction (T*T floats)
//   matMul            naive (variant matMul_gpu), or with i/j swapped in the
//                     indexing when MATMUL_UNCOALESCED is defined (matMul_gpu_uncoalesced)
//   matMulShared      tiled (matMul_gpu_sharedmem); the tx/ty-swapped version
//   matMulSharedUncoalesced   (matMul_gpu_sharedmem_uncoalesced)
//   matSum            i from y, j from x (matrix_sum_coalesced)
//   matSumNormal      j from y, i from x (matrix_sum_normal: column-major walk)
// The measurements name three matMul variants and both matSum variants with the
// same __global__ name; here they are distinct functions so one file holds all
// eight; the comment above each kernel names its CSV variant.
#ifndef Tile_Width
#define Tile_Width 16
#endif
#define T Tile_Width

__global__ void vectorAdd(const float *A, const float *B, float *C, int N) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i < N)
    C[i] = A[i] + B[i];
}

__global__ void dotProd(float *a, float *b, float *c, int N) {
  __shared__ float cache[T * T];
  int tid = threadIdx.x + blockIdx.x * blockDim.x;
  int cacheIndex = threadIdx.x;
  float temp = 0;
  while (tid < N) {
    temp += a[tid] * b[tid];
    tid += blockDim.x * gridDim.x;
  }
  cache[cacheIndex] = temp;
  __syncthreads();
  int i = blockDim.x / 2;
  while (i != 0) {
    if (cacheIndex < i)
      cache[cacheIndex] += cache[cacheIndex + i];
    __syncthreads();
    i /= 2;
  }
  if (cacheIndex == 0)
    c[blockIdx.x] = cache[0];
}

// matMul_gpu
__global__ void matMul(float *P, float *M, float *N, int Width) {
  int j = blockIdx.x * T + threadIdx.x;
  int i = blockIdx.y * T + threadIdx.y;
  float acc = 0;
  for (int k = 0; k < Width; ++k)
    acc += M[i * Width + k] * N[k * Width + j];
  P[i * Width + j] = acc;
}

// matMul_gpu_uncoalesced: i and j swapped in the indexing.
__global__ void matMulUncoalesced(float *P, float *M, float *N, int Width) {
  int j = blockIdx.x * T + threadIdx.x;
  int i = blockIdx.y * T + threadIdx.y;
  float acc = 0;
  for (int k = 0; k < Width; ++k)
    acc += M[j * Width + k] * N[k * Width + i];
  P[j * Width + i] = acc;
}

// matMul_gpu_sharedmem
__global__ void matMulShared(float *P, float *M, float *N, int Width) {
  __shared__ float Mds[T][T];
  __shared__ float Nds[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int Col = blockIdx.x * T + tx;
  int Row = blockIdx.y * T + ty;
  float acc = 0;
  for (int m = 0; m < Width / T; ++m) {
    Mds[ty][tx] = M[Row * Width + m * T + tx];
    Nds[ty][tx] = N[Col + (m * T + ty) * Width];
    __syncthreads();
    for (int k = 0; k < T; ++k)
      acc += Mds[ty][k] * Nds[k][tx];
    __syncthreads();
  }
  P[Row * Width + Col] = acc;
}

// matMul_gpu_sharedmem_uncoalesced: tx and ty swapped inside the loop and in the
// store, so consecutive threads of a warp hit addresses Width floats apart.
__global__ void matMulSharedUncoalesced(float *P, float *M, float *N, int Width) {
  __shared__ float Mds[T][T];
  __shared__ float Nds[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int Col = blockIdx.x * T + tx;
  int Row = blockIdx.y * T + ty;
  float acc = 0;
  for (int m = 0; m < Width / T; ++m) {
    Mds[tx][ty] = M[Col * Width + m * T + ty];
    Nds[tx][ty] = N[Row + (m * T + tx) * Width];
    __syncthreads();
    for (int k = 0; k < T; ++k)
      acc += Mds[tx][k] * Nds[k][ty];
    __syncthreads();
  }
  P[Col * Width + Row] = acc;
}

// matrix_sum_coalesced
__global__ void matSum(float *S, float *A, float *B, int N) {
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int tid = i * N + j;
  if (tid < N * N)
    S[tid] = A[tid] + B[tid];
}

// matrix_sum_normal: j from the y dimension, i from the x dimension.
__global__ void matSumNormal(float *S, float *A, float *B, int N) {
  int j = blockIdx.y * blockDim.y + threadIdx.y;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int tid = i * N + j;
  if (tid < N * N)
    S[tid] = A[tid] + B[tid];
}
