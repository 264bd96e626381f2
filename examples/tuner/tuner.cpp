// A tuner that calls kernelcast in process (no CLI): analyzes a 1-D kernel,
// predicts it for every block size from 32 to 1024 threads (grid = ceil(n /
// block)) on one GPU, and prints each prediction and the fastest.
//   tuner SOURCE.cu GPU N [KERNEL]
// The kernel's element-count argument must be named `n`.
#include <kernelcast/kernelcast.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

int main(int argc, char **argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: %s SOURCE.cu GPU N [KERNEL]\n", argv[0]);
    return 1;
  }
  const std::string Source = argv[1];
  const double N = std::strtod(argv[3], nullptr);

  auto Gpu = kernelcast::loadGpu(argv[2]);
  if (!Gpu) {
    std::fprintf(stderr, "tuner: %s\n", llvm::toString(Gpu.takeError()).c_str());
    return 1;
  }
  kernelcast::SourceOptions Opts;
  if (argc > 4)
    Opts.Kernel = argv[4];
  auto Kernels = kernelcast::analyzeSource(Source, Opts, &*Gpu);
  if (!Kernels) {
    std::fprintf(stderr, "tuner: %s\n", llvm::toString(Kernels.takeError()).c_str());
    return 1;
  }
  auto P = kernelcast::Predictor::create(Kernels->front(), *Gpu);
  if (!P) {
    std::fprintf(stderr, "tuner: %s\n", llvm::toString(P.takeError()).c_str());
    return 1;
  }

  std::vector<kernelcast::LaunchConfig> Launches;
  for (uint64_t Block = 32; Block <= 1024; Block += 32) {
    uint64_t Grid = (static_cast<uint64_t>(N) + Block - 1) / Block;
    Launches.push_back(kernelcast::launch({Grid}, {Block}, {{"n", N}}));
  }
  std::vector<kernelcast::SweepPoint> Results = P->sweep(Launches);

  std::printf("kernel %s on %s (kernelcast %s)\n", P->kernel().Name.c_str(), Gpu->Id.c_str(),
              kernelcast::version().c_str());
  size_t Best = Results.size();
  for (size_t I = 0; I < Results.size(); ++I) {
    const auto &R = Results[I];
    if (!R.Result) {
      std::printf("block %llu: %s\n", (unsigned long long)Launches[I].Block.X, R.Error.c_str());
      continue;
    }
    std::printf("block %llu grid %llu time_ms %.9g bound %s\n", (unsigned long long)Launches[I].Block.X,
                (unsigned long long)Launches[I].Grid.X, R.Result->TimeMs,
                std::string(kernelcast::boundName(R.Result->Binding)).c_str());
    if (Best == Results.size() || R.Result->TimeMs < Results[Best].Result->TimeMs)
      Best = I;
  }
  if (Best == Results.size()) {
    std::fprintf(stderr, "tuner: no block size can run\n");
    return 1;
  }
  std::printf("best block %llu time_ms %.9g\n", (unsigned long long)Launches[Best].Block.X,
              Results[Best].Result->TimeMs);
  return 0;
}
