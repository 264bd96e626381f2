// A histogram that also clears its bins by thread index: the atomic through
// bins[data[i]] is a gather into bins, but its cost is the contention on its
// words (docs/model.md#atomic-contention), so it gets no gather footprint.
__global__ void histogramWithClear(const unsigned *data, unsigned *bins, int n, int nbins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < nbins)
    bins[i] = 0;
  if (i < n)
    atomicAdd(&bins[data[i]], 1u);
}
