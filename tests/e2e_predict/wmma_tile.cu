// One 16x16x16 tensor-core product per warp and step (nvcuda::wmma): the model
// has no cost for the wmma loads, the mma and the store, so analyze lists them
// as uncosted and predict warns that its time leaves them out.
#include <mma.h>
using namespace nvcuda;

__global__ void wmmaTile(const half *a, const half *b, float *c, int k) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  for (int i = 0; i < k; i += 16) {
    wmma::load_matrix_sync(fa, a + i, k);
    wmma::load_matrix_sync(fb, b + i, k);
    wmma::mma_sync(acc, fa, fb, acc);
  }
  wmma::store_matrix_sync(c + 256 * blockIdx.x, acc, 16, wmma::mem_row_major);
}
