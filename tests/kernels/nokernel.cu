// No __global__ function at all: only a device helper and host code. The front
// end must say there is no kernel to analyze.
__device__ float helper(float x) { return x * 2.0f; }

int main() { return 0; }
