// kernelcast-microbench: runs the registered CUDA microbenchmarks on one GPU
// and prints one JSON record per line on stdout (progress goes to stderr).
// Exit codes: 0 ok, 1 bad usage, 2 no CUDA GPU, 3 CUDA error.
#include "Harness.cuh"

#include <algorithm>
#include <cstring>
#include <ctime>
#include <set>

using namespace kcmb;

static int attr(cudaDeviceAttr A, int Dev) {
  int V = 0;
  if (cudaDeviceGetAttribute(&V, A, Dev) != cudaSuccess)
    return 0;
  return V;
}

static DeviceInfo describe(int Dev) {
  DeviceInfo D;
  D.Ordinal = Dev;
  cudaDeviceProp P;
  KCMB_CHECK(cudaGetDeviceProperties(&P, Dev));
  D.Name = P.name;
  D.Major = P.major;
  D.Minor = P.minor;
  D.SmCount = P.multiProcessorCount;
  D.CoreClockMHz = attr(cudaDevAttrClockRate, Dev) / 1000.0;
  D.MemoryClockMHz = attr(cudaDevAttrMemoryClockRate, Dev) / 1000.0;
  D.MemoryBusBits = attr(cudaDevAttrGlobalMemoryBusWidth, Dev);
  D.L2Bytes = P.l2CacheSize;
  D.GlobalMemBytes = static_cast<long long>(P.totalGlobalMem);
  D.MaxThreadsPerSm = P.maxThreadsPerMultiProcessor;
  D.MaxThreadsPerBlock = P.maxThreadsPerBlock;
  D.MaxBlocksPerSm = attr(cudaDevAttrMaxBlocksPerMultiprocessor, Dev);
  D.RegistersPerSm = P.regsPerMultiprocessor;
  D.RegistersPerBlock = P.regsPerBlock;
  D.SharedPerSm = P.sharedMemPerMultiprocessor;
  D.SharedPerBlock = P.sharedMemPerBlock;
  D.SharedPerBlockOptin = P.sharedMemPerBlockOptin;
  D.ReservedSharedPerBlock = attr(cudaDevAttrReservedSharedMemoryPerBlock, Dev);
  cudaDriverGetVersion(&D.Driver);
  cudaRuntimeGetVersion(&D.Runtime);
  char Buf[1024];
  std::string Name;
  for (char C : D.Name)
    if (C != '"' && C != '\\' && static_cast<unsigned char>(C) >= 0x20)
      Name += C;
  std::snprintf(Buf, sizeof Buf,
                "{\"name\":\"%s\",\"compute_capability\":\"%d.%d\",\"sm_count\":%d,"
                "\"core_clock_mhz\":%.1f,\"memory_clock_mhz\":%.1f,\"memory_bus_bits\":%d,"
                "\"l2_bytes\":%lld,\"global_memory_bytes\":%lld,\"max_threads_per_sm\":%d,"
                "\"max_threads_per_block\":%d,\"max_blocks_per_sm\":%d,\"registers_per_sm\":%d,"
                "\"registers_per_block\":%d,\"shared_per_sm_bytes\":%lld,"
                "\"shared_per_block_bytes\":%lld,\"shared_per_block_optin_bytes\":%lld,"
                "\"reserved_shared_per_block_bytes\":%lld,\"driver_version\":%d,"
                "\"runtime_version\":%d}",
                Name.c_str(), D.Major, D.Minor, D.SmCount, D.CoreClockMHz, D.MemoryClockMHz,
                D.MemoryBusBits, D.L2Bytes, D.GlobalMemBytes, D.MaxThreadsPerSm,
                D.MaxThreadsPerBlock, D.MaxBlocksPerSm, D.RegistersPerSm, D.RegistersPerBlock,
                D.SharedPerSm, D.SharedPerBlock, D.SharedPerBlockOptin, D.ReservedSharedPerBlock,
                D.Driver, D.Runtime);
  D.Json = Buf;
  return D;
}

static void usage(FILE *F) {
  std::fprintf(F,
               "usage: kernelcast-microbench [--quick] [--only NAME[,NAME...]] [--reps N]\n"
               "                             [--device N] [--list]\n"
               "Runs CUDA microbenchmarks on one GPU; prints one JSON record per line.\n"
               "  --quick   fewer repetitions and shorter sweeps (about a minute)\n"
               "  --only    run only the named benchmarks (see --list)\n"
               "  --reps    repetitions per measurement (default: each benchmark's own)\n"
               "  --device  CUDA device ordinal (default 0)\n"
               "  --list    list the benchmarks and exit (needs no GPU)\n");
}

int main(int Argc, char **Argv) {
  std::sort(registry().begin(), registry().end(),
            [](const Benchmark &A, const Benchmark &B) { return std::strcmp(A.Name, B.Name) < 0; });
  Context Ctx;
  std::set<std::string> Only;
  int Device = 0;
  bool List = false;
  for (int I = 1; I < Argc; ++I) {
    std::string A = Argv[I];
    auto value = [&]() -> std::string {
      if (I + 1 >= Argc) {
        std::fprintf(stderr, "kernelcast-microbench: %s needs a value\n", A.c_str());
        std::exit(1);
      }
      return Argv[++I];
    };
    if (A == "--quick")
      Ctx.Quick = true;
    else if (A == "--list")
      List = true;
    else if (A == "--only") {
      std::string V = value();
      size_t P = 0;
      while (P <= V.size()) {
        size_t Q = V.find(',', P);
        if (Q == std::string::npos)
          Q = V.size();
        if (Q > P)
          Only.insert(V.substr(P, Q - P));
        P = Q + 1;
      }
    } else if (A == "--reps")
      Ctx.Repetitions = std::atoi(value().c_str());
    else if (A == "--device")
      Device = std::atoi(value().c_str());
    else if (A == "--help" || A == "-h") {
      usage(stdout);
      return 0;
    } else {
      std::fprintf(stderr, "kernelcast-microbench: unknown option '%s'\n", A.c_str());
      usage(stderr);
      return 1;
    }
  }
  for (const std::string &N : Only) {
    bool Known = false;
    for (const Benchmark &B : registry())
      Known |= N == B.Name;
    if (!Known) {
      std::fprintf(stderr, "kernelcast-microbench: unknown benchmark '%s' (see --list)\n",
                   N.c_str());
      return 1;
    }
  }
  if (List) {
    for (const Benchmark &B : registry())
      std::printf("%-28s %s\n", B.Name, B.Description);
    return 0;
  }
  int Count = 0;
  cudaError_t E = cudaGetDeviceCount(&Count);
  if (E != cudaSuccess || Count == 0) {
    std::fprintf(stderr,
                 "kernelcast-microbench: no CUDA GPU available (cudaGetDeviceCount: %s). The "
                 "microbenchmarks must run on the GPU to be calibrated: check that an NVIDIA "
                 "GPU is visible and its driver is installed (nvidia-smi).\n",
                 E != cudaSuccess ? cudaGetErrorString(E) : "0 devices");
    return 2;
  }
  if (Device < 0 || Device >= Count) {
    std::fprintf(stderr, "kernelcast-microbench: --device %d out of range (0..%d)\n", Device,
                 Count - 1);
    return 1;
  }
  KCMB_CHECK(cudaSetDevice(Device));
  Ctx.Dev = describe(Device);
  char Date[32];
  std::time_t Now = std::time(nullptr);
  std::strftime(Date, sizeof Date, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&Now));
  Ctx.Date = Date;
  std::fprintf(stderr, "kernelcast-microbench: %s (sm_%d%d, %d SMs)%s\n", Ctx.Dev.Name.c_str(),
               Ctx.Dev.Major, Ctx.Dev.Minor, Ctx.Dev.SmCount, Ctx.Quick ? ", quick" : "");
  for (const Benchmark &B : registry()) {
    if (!Only.empty() && !Only.count(B.Name))
      continue;
    std::fprintf(stderr, "  running %s\n", B.Name);
    B.Run(Ctx);
  }
  return 0;
}
