//===- Calibrate.cpp - fit a GPU model to microbenchmark records ----------===//
// Each fit reads one benchmark's records and sets model fields, recording the
// source and the method. docs/calibration.md describes every step.
#include "microbench/calibrate/Calibrate.h"
#include "microbench/calibrate/Fitting.h"
#include "microbench/calibrate/InstrVariants.h"


#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace kc::calib {
namespace {

std::string instrPtr(InstrClass C, const char *Field) {
  return fmt::format("/instructions/{}/{}", instrClassName(C), Field);
}

class Calibrator {
public:
  Calibrator(const std::vector<BenchRecord> &Recs, const GpuModel &Base, const CalibrationOptions &O)
      : Recs(Recs), Base(Base), Opts(O), Dev(Recs.front().Device) {
    Res.Model = Base;
  }

  CalibrationResult run() {
    identity();
    deviceQuery();
    clock();
    instructions();
    issueOverlap();
    sharedMemory();
    pointerChase();
    bandwidths();
    coalescing();
    atomics();
    launch();
    blockStart();
    barrier();
    provenanceOfBase();
    return std::move(Res);
  }

private:
  const std::vector<BenchRecord> &Recs;
  const GpuModel &Base;
  const CalibrationOptions &Opts;
  const DeviceDesc &Dev;
  CalibrationResult Res;
  std::set<std::string> Set; ///< pointers given a new value

  GpuModel &model() { return Res.Model; }

  const BenchRecord *find(std::string_view B, std::string_view V) const {
    for (const BenchRecord &R : Recs)
      if (R.Benchmark == B && R.Variant == V)
        return &R;
    return nullptr;
  }
  std::vector<const BenchRecord *> all(std::string_view B) const {
    std::vector<const BenchRecord *> Out;
    for (const BenchRecord &R : Recs)
      if (R.Benchmark == B)
        Out.push_back(&R);
    return Out;
  }

  std::string citation(const BenchRecord &R) const {
    return fmt::format("microbench:{}, {}, {}, CUDA driver {}{}", R.Benchmark, R.Date, R.Device.Name,
                       R.Device.DriverVersion,
                       R.Synthetic ? " (SYNTHETIC results from a model, not a GPU measurement)" : "");
  }
  /// Records \p Value (already stored in the model) as measured by \p R.
  void measured(const std::string &Ptr, double Value, const BenchRecord &R, std::string Method) {
    model().Provenance[Ptr] = "microbench:" + R.Benchmark + ": " + citation(R);
    Set.insert(Ptr);
    Res.Calibrated.push_back({Ptr, Value, "microbench:" + R.label(), std::move(Method)});
  }
  void queried(const std::string &Ptr, double Value, const char *What) {
    const BenchRecord &R = Recs.front();
    model().Provenance[Ptr] =
        fmt::format("cudaGetDeviceProperties: {} as reported by the CUDA runtime on {}, {}, CUDA "
                    "driver {} (recorded by kernelcast-microbench){}",
                    "device properties", R.Device.Name, R.Date, R.Device.DriverVersion,
                    R.Synthetic ? " (SYNTHETIC results, not a GPU)" : "");
    Set.insert(Ptr);
    Res.Calibrated.push_back({Ptr, Value, "cudaGetDeviceProperties", What});
  }

  void identity() {
    GpuModel &M = model();
    M.Name = Opts.Name.empty() ? Dev.Name : Opts.Name;
    std::string Id = Opts.Id;
    if (Id.empty()) {
      for (char C : Dev.Name)
        Id += std::isalnum(static_cast<unsigned char>(C)) ? char(std::tolower(C)) : '-';
      Id += "-calibrated";
    }
    M.Id = Id;
    M.Aliases = {Dev.Name};
    M.ComputeMajor = Dev.ComputeMajor;
    M.ComputeMinor = Dev.ComputeMinor;
  }

  void deviceQuery() {
    GpuModel &M = model();
    M.SmCount = Dev.SmCount;
    queried("/sm_count", M.SmCount, "multiProcessorCount");
    if (Dev.MemoryClockMHz > 0) {
      M.MemoryClockMHz = Dev.MemoryClockMHz;
      queried("/clocks/memory_clock_mhz", M.MemoryClockMHz, "cudaDevAttrMemoryClockRate");
    }
    auto U = [&](const char *Key, unsigned &Field, const char *Ptr, const char *What) {
      double V = Dev.number(Key);
      if (V > 0) {
        Field = static_cast<unsigned>(V);
        queried(Ptr, V, What);
      }
    };
    OccupancyLimits &L = M.Occupancy;
    U("l2_bytes", M.L2SizeBytes, "/caches/l2_size_bytes", "l2CacheSize");
    U("max_threads_per_block", L.MaxThreadsPerBlock, "/occupancy/max_threads_per_block", "maxThreadsPerBlock");
    U("max_threads_per_sm", L.MaxThreadsPerSm, "/occupancy/max_threads_per_sm", "maxThreadsPerMultiProcessor");
    if (L.MaxThreadsPerSm > 0 && Dev.number("max_threads_per_sm") > 0) {
      L.MaxWarpsPerSm = L.MaxThreadsPerSm / std::max(1u, L.WarpSize);
      queried("/occupancy/max_warps_per_sm", L.MaxWarpsPerSm, "maxThreadsPerMultiProcessor / warpSize");
    }
    U("max_blocks_per_sm", L.MaxBlocksPerSm, "/occupancy/max_blocks_per_sm", "cudaDevAttrMaxBlocksPerMultiprocessor");
    U("registers_per_sm", L.RegistersPerSm, "/occupancy/registers_per_sm", "regsPerMultiprocessor");
    U("registers_per_block", L.MaxRegistersPerBlock, "/occupancy/max_registers_per_block", "regsPerBlock");
    U("shared_per_sm_bytes", L.SharedMemPerSmBytes, "/occupancy/shared_memory_per_sm_bytes", "sharedMemPerMultiprocessor");
    U("shared_per_block_bytes", L.SharedMemPerBlockBytes, "/occupancy/shared_memory_per_block_bytes", "sharedMemPerBlock");
    U("shared_per_block_optin_bytes", L.SharedMemPerBlockOptinBytes,
      "/occupancy/shared_memory_per_block_optin_bytes", "sharedMemPerBlockOptin");
    if (Dev.Raw.contains("reserved_shared_per_block_bytes")) {
      L.ReservedSharedMemPerBlockBytes = static_cast<unsigned>(Dev.number("reserved_shared_per_block_bytes"));
      queried("/occupancy/reserved_shared_memory_per_block_bytes", L.ReservedSharedMemPerBlockBytes,
              "cudaDevAttrReservedSharedMemoryPerBlock");
    }
  }

  void clock() {
    if (const BenchRecord *R = find("sm-clock", "busy")) {
      model().CoreClockMHz = R->Median;
      measured("/clocks/core_clock_mhz", R->Median, *R,
               fmt::format("clock64() cycles / event time of a spinning kernel (spread {:.1f}%)",
                           100 * R->Spread));
    } else if (Dev.CoreClockMHz > 0) {
      model().CoreClockMHz = Dev.CoreClockMHz;
      queried("/clocks/core_clock_mhz", Dev.CoreClockMHz, "cudaDevAttrClockRate (nominal peak clock; sm-clock not run)");
    }
  }

  /// Cycles per x unit from the points (least squares), else the record's median.
  double slope(const BenchRecord &R, std::string &Method) {
    if (R.Points.size() >= 2) {
      std::vector<double> X, Y;
      for (const BenchPoint &P : R.Points) {
        X.push_back(P.X);
        Y.push_back(P.Median);
      }
      LineFit F = fitLine(X, Y);
      Method = fmt::format("slope of cycles per iteration over instructions per iteration "
                           "({} chain lengths; intercept {:.1f} cycles = loop overhead removed)",
                           F.N, F.Intercept);
      return F.Slope;
    }
    Method = "record median (runner-side slope)";
    return R.Median;
  }

  void instructions() {
    GpuModel &M = model();
    const double PBs = std::max(1u, M.ProcessingBlocksPerSm);
    // Latency first: conversions need fp32_mul.
    std::map<InstrClass, std::vector<std::pair<double, const BenchRecord *>>> Lat, Issue;
    std::map<InstrClass, std::string> LatMethod, IssueMethod;
    double MulLat = Base.cost(InstrClass::Fp32Mul).LatencyCycles;
    if (const BenchRecord *R = find("instruction-latency", "fp32_mul")) {
      std::string Ignored;
      MulLat = slope(*R, Ignored);
    }
    for (const InstrVariant &V : InstrVariants) {
      if (const BenchRecord *R = find("instruction-latency", V.Name)) {
        std::string Method;
        double S = slope(*R, Method);
        if (V.CvtWithFp32Mul) {
          S = (S - MulLat) / 2;
          Method += fmt::format("; per step: 2 cvt + 1 fp32_mul, minus fp32_mul ({:.2f}), halved", MulLat);
        }
        Lat[V.Class].push_back({S, R});
        LatMethod[V.Class] += (LatMethod[V.Class].empty() ? "" : "; ") + std::string(V.Name) + ": " + Method;
      }
      if (const BenchRecord *R = find("instruction-throughput", V.Name)) {
        std::string Method;
        double S = slope(*R, Method) * PBs;
        if (V.CvtWithFp32Mul) {
          S /= 2;
          Method += "; 2 conversions per step (the fp32_mul issues on another pipe, ignored)";
        }
        Issue[V.Class].push_back({S, R});
        IssueMethod[V.Class] += (IssueMethod[V.Class].empty() ? "" : "; ") + std::string(V.Name) +
                                ": " + Method +
                                fmt::format(" x {} processing blocks per SM", PBs);
      }
    }
    auto Combine = [](const std::vector<std::pair<double, const BenchRecord *>> &V) {
      std::vector<double> Xs;
      for (auto &P : V)
        Xs.push_back(P.first);
      return median(Xs);
    };
    for (auto &[C, V] : Lat) {
      double L = std::max(1.0, Combine(V));
      M.Instructions[unsigned(C)].LatencyCycles = L;
      measured(instrPtr(C, "latency_cycles"), L, *V.front().second,
               (V.size() > 1 ? "median of variants; " : "") + LatMethod[C]);
    }
    for (auto &[C, V] : Issue) {
      double I = std::max(0.25, Combine(V));
      M.Instructions[unsigned(C)].IssueCycles = I;
      measured(instrPtr(C, "issue_cycles"), I, *V.front().second,
               (V.size() > 1 ? "median of variants; " : "") + IssueMethod[C]);
    }
    // Lanes per processing block follow from the issue rate of one representative class.
    for (auto [Unit, C] : {std::pair{"fp32", InstrClass::Fp32Fma}, std::pair{"fp64", InstrClass::Fp64Fma},
                           std::pair{"int32", InstrClass::IntAdd}, std::pair{"sfu", InstrClass::Fp32Special}}) {
      auto It = Issue.find(C);
      if (It == Issue.end())
        continue;
      double Lanes = double(M.Occupancy.WarpSize) / M.Instructions[unsigned(C)].IssueCycles;
      M.UnitsPerProcessingBlock[Unit] = Lanes;
      measured(fmt::format("/units_per_processing_block/{}", Unit), Lanes, *It->second.front().second,
               fmt::format("32 / issue cycles of {}", instrClassName(C)));
    }
  }

  /// issue-overlap: per mix, the cycles per warp and processing block beside
  /// what the calibrated model charges for it: the sum of the issue cycles and
  /// the narrow-units bound, max(integer + FP32 issue + one dispatch per XU
  /// instruction, XU cycles) (docs/model.md#narrow-units). Reported only.
  void issueOverlap() {
    const GpuModel &M = model();
    const double PBs = std::max(1u, M.ProcessingBlocksPerSm);
    const double Xu = M.cost(InstrClass::Fp32Special).IssueCycles, Int = M.cost(InstrClass::IntAdd).IssueCycles;
    const double Fma = M.cost(InstrClass::Fp32Fma).IssueCycles;
    std::string Text;
    for (const BenchRecord *R : all("issue-overlap")) {
      auto Num = [&](const char *Key) {
        auto It = R->Params.find(Key);
        return It != R->Params.end() && It->is_number() ? It->get<double>() : -1.0;
      };
      double Warps = Num("warps"), NXu = Num("xu_per_warp_group"), NInt = Num("int_add_per_warp_group");
      double NFma = std::max(0.0, Num("fp32_fma_per_warp_group")); // absent: none
      if (Warps <= 0 || NXu < 0 || NInt < 0) {
        Res.Warnings.push_back(fmt::format("issue-overlap record {} ({}) skipped: expected the params warps, "
                                           "xu_per_warp_group and int_add_per_warp_group",
                                           R->Index, R->Variant));
        continue;
      }
      double PerWarp = R->Median * PBs / Warps;
      double Rest = NInt * Int + NFma * Fma;
      Text += fmt::format("{}{} {:.1f} (sum {:.0f}, bound {:.0f})", Text.empty() ? "" : ", ", R->Variant, PerWarp,
                          NXu * Xu + Rest, std::max(Rest + NXu, NXu * Xu));
    }
    if (!Text.empty())
      Res.Notes.push_back("issue overlap, cycles per warp and processing block against the model's sum of "
                          "issue cycles and its narrow-units bound (no model field): " + Text);
  }

  void sharedMemory() {
    GpuModel &M = model();
    if (const BenchRecord *R = find("shared-memory-latency", "chase")) {
      M.SharedLatencyCycles = R->Median;
      measured("/memory_latency_cycles/shared", R->Median, *R, "one-thread ld.shared chase, cycles per load");
      M.Instructions[unsigned(InstrClass::LoadShared)].LatencyCycles = R->Median;
      measured(instrPtr(InstrClass::LoadShared, "latency_cycles"), R->Median, *R,
               "same as the shared-memory latency");
    }
    if (const BenchRecord *R = find("shared-memory-bank-conflicts", "ways"); R && R->Points.size() >= 2) {
      std::vector<double> X, Y;
      for (const BenchPoint &P : R->Points) {
        X.push_back(P.X);
        Y.push_back(P.Median);
      }
      LineFit F = fitLine(X, Y);
      Res.Notes.push_back(fmt::format("shared-memory bank conflicts: {:.2f} extra cycles per extra "
                                      "way (R^2 {:.3f}); 1-way {:.1f}, 32-way {:.1f} cycles (no model "
                                      "field; the analyzer counts conflicts as replays)",
                                      F.Slope, F.RSquared, Y.front(), Y.back()));
    }
    if (const BenchRecord *R = find("shared-memory-bandwidth", "read-v4")) {
      M.SharedBandwidthBytesPerCyclePerSm = R->Median;
      measured("/bandwidth/shared_bytes_per_cycle_per_sm", R->Median, *R, "one block of 1024 threads, 16-byte loads");
    }
    if (const BenchRecord *R = find("l1-bandwidth", "read-v4")) {
      M.L1BandwidthBytesPerCyclePerSm = R->Median;
      measured("/bandwidth/l1_bytes_per_cycle_per_sm", R->Median, *R, "16 KB slice per block re-read with ld.global.ca");
    }
  }

  std::vector<Plateau> plateausOf(const BenchRecord &R) {
    std::vector<double> X, Y;
    for (const BenchPoint &P : R.Points) {
      X.push_back(P.X);
      Y.push_back(P.Median);
    }
    std::vector<Plateau> Ps = detectPlateaus(X, Y);
    std::string Text;
    for (const Plateau &P : Ps)
      Text += fmt::format("{}{:.1f} cycles over {}..{} B", Text.empty() ? "" : "; ", P.Level,
                          (long long)P.XBegin, (long long)P.XEnd);
    Res.Notes.push_back(fmt::format("pointer-chase {}: {} plateau(s): {}", R.Variant, Ps.size(), Text));
    return Ps;
  }

  static std::string describe(const Plateau &P) {
    return fmt::format("plateau {}..{} bytes ({} points), median {:.1f} cycles", (long long)P.XBegin,
                       (long long)P.XEnd, P.Last - P.First + 1, P.Level);
  }

  void pointerChase() {
    GpuModel &M = model();
    const double L2Bytes = M.L2SizeBytes;
    const BenchRecord *Ca = find("pointer-chase-latency", "ca");
    const BenchRecord *Cg = find("pointer-chase-latency", "cg");
    std::vector<Plateau> PCa, PCg;
    if (Ca && Ca->Points.size() >= 4)
      PCa = plateausOf(*Ca);
    if (Cg && Cg->Points.size() >= 4)
      PCg = plateausOf(*Cg);
    // DRAM: the first plateau that starts beyond L2; later higher plateaus are TLB misses.
    auto Dram = [&](const std::vector<Plateau> &Ps) -> const Plateau * {
      for (const Plateau &P : Ps)
        if (P.XBegin > L2Bytes)
          return &P;
      return nullptr;
    };
    const Plateau *L1 = nullptr, *L2 = nullptr, *D = nullptr;
    const BenchRecord *L2Rec = nullptr, *DRec = nullptr;
    if (!PCa.empty() && PCa.front().XEnd < L2Bytes / 2) {
      L1 = &PCa.front();
    }
    if (!PCg.empty() && PCg.front().XBegin < L2Bytes / 2)
      L2 = &PCg.front(), L2Rec = Cg;
    else if (L1 && PCa.size() > 1 && PCa[1].XEnd <= 1.5 * L2Bytes)
      L2 = &PCa[1], L2Rec = Ca;
    if (const Plateau *P = Cg ? Dram(PCg) : nullptr)
      D = P, DRec = Cg;
    else if (const Plateau *P = Dram(PCa))
      D = P, DRec = Ca;
    if (L1) {
      M.L1LatencyCycles = L1->Level;
      measured("/memory_latency_cycles/l1", L1->Level, *Ca, "first " + describe(*L1) + " of the ld.global.ca chase");
      Res.Notes.push_back(fmt::format("L1 capacity seen by the chase: at least {} bytes (model field "
                                      "l1_size_bytes_per_sm kept from the base)", (long long)L1->XEnd));
    }
    if (L2) {
      M.L2LatencyCycles = L2->Level;
      measured("/memory_latency_cycles/l2", L2->Level, *L2Rec, describe(*L2) + " (" + L2Rec->Variant + " chase)");
    }
    if (D) {
      M.DramLatencyCycles = D->Level;
      measured("/memory_latency_cycles/dram", D->Level, *DRec,
               "first " + describe(*D) + " beyond the L2 size (" + DRec->Variant + " chase)");
      const std::vector<Plateau> &Ps = DRec == Cg ? PCg : PCa;
      for (const Plateau &P : Ps)
        if (P.XBegin > D->XEnd && P.Level > D->Level * 1.12)
          Res.Notes.push_back(fmt::format("TLB step: {:.1f} cycles from {} bytes (+{:.1f} over DRAM; "
                                          "not in the model)", P.Level, (long long)P.XBegin,
                                          P.Level - D->Level));
    }
    if ((Ca || Cg) && (!L2 || !D))
      Res.Warnings.push_back("pointer chase: could not identify every level (L2 or DRAM plateau "
                             "missing); those latencies are kept from the base");
  }

  void bandwidths() {
    GpuModel &M = model();
    // Sets Field from the copy record (else the read record); returns the record used.
    auto Pick = [&](const char *B, double &Field, const char *Ptr) -> const BenchRecord * {
      const BenchRecord *R = find(B, "copy");
      const char *How = "copy kernel, bytes read + written per second";
      if (!R) {
        R = find(B, "read");
        How = "read kernel (no copy record)";
      }
      if (!R)
        return nullptr;
      Field = R->Median;
      std::string Extra;
      for (const char *V : {"read", "write"})
        if (const BenchRecord *O = find(B, V))
          Extra += fmt::format("; {} {:.1f} GB/s", V, O->Median);
      measured(Ptr, R->Median, *R, How + Extra);
      return R;
    };
    // A copy kernel measures what a streaming kernel sustains, not the datasheet
    // peak: it sets dram_sustained_gbps; the peak stays the base's unless the
    // measurement exceeds it (then the base's peak was wrong).
    const BenchRecord *Dram =
        Pick("dram-bandwidth", M.DramSustainedBandwidthGBps, "/bandwidth/dram_sustained_gbps");
    if (Dram && M.DramSustainedBandwidthGBps > M.DramBandwidthGBps) {
      Res.Notes.push_back(fmt::format("measured DRAM bandwidth {:.1f} GB/s exceeds the base's peak "
                                      "{:.1f} GB/s: peak raised to it",
                                      M.DramSustainedBandwidthGBps, M.DramBandwidthGBps));
      M.DramBandwidthGBps = M.DramSustainedBandwidthGBps;
      measured("/bandwidth/dram_gbps", M.DramBandwidthGBps, *Dram,
               "the measured bandwidth, above the base file's datasheet peak");
    }
    Pick("l2-bandwidth", M.L2BandwidthGBps, "/bandwidth/l2_gbps");
  }

  void coalescing() {
    GpuModel &M = model();
    if (const BenchRecord *R = find("coalescing-stride", "copy"); R && !R->Points.empty()) {
      std::vector<double> Wide;
      for (const BenchPoint &P : R->Points)
        if (P.X >= 8)
          Wide.push_back(P.Median);
      if (!Wide.empty()) {
        M.UncoalescedBandwidthGBps = median(Wide);
        measured("/bandwidth/uncoalesced_gbps", M.UncoalescedBandwidthGBps, *R,
                 fmt::format("median useful GB/s of strides >= 8 floats (one 32-byte sector per "
                             "lane, {} points); stride 1: {:.1f} GB/s",
                             Wide.size(), R->Points.front().Median));
      }
    }
    if (const BenchRecord *R = find("coalescing-stride", "warp-latency"); R && R->Points.size() >= 2) {
      const BenchPoint &First = R->Points.front(), &Last = R->Points.back();
      double Penalty = Last.Median - First.Median;
      M.UncoalescedLatencyCycles = M.DramLatencyCycles + std::max(0.0, Penalty);
      measured("/memory_latency_cycles/uncoalesced", M.UncoalescedLatencyCycles, *R,
               fmt::format("DRAM latency {:.1f} + (warp request at lane stride {} - at stride {}) "
                           "= + {:.1f} cycles",
                           M.DramLatencyCycles, Last.X, First.X, Penalty));
    }
    for (const BenchRecord *R : all("coalescing-misaligned"))
      if (!R->Points.empty()) {
        double Worst = R->Points.front().Median;
        for (const BenchPoint &P : R->Points)
          Worst = std::min(Worst, P.Median);
        Res.Notes.push_back(fmt::format("misaligned copy: {:.1f} GB/s aligned, worst {:.1f} GB/s",
                                        R->Points.front().Median, Worst));
      }
    std::string Order;
    for (const BenchRecord *R : all("coalescing-order"))
      Order += fmt::format("{}{} {:.1f}", Order.empty() ? "" : ", ", R->Variant, R->Median);
    if (!Order.empty())
      Res.Notes.push_back("access order (GB/s): " + Order);
    std::string Aos;
    for (const BenchRecord *R : all("coalescing-aos"))
      Aos += fmt::format("{}{} {:.1f}", Aos.empty() ? "" : ", ", R->Variant, R->Median);
    if (!Aos.empty())
      Res.Notes.push_back("structs (GB/s of useful data): " + Aos);
    // The per-SM cost of a request by its sectors: reported, not yet a model
    // field (docs/accuracy-notes.md: the ~2 SM cycles per line the Kepler and
    // Ampere sweeps show).
    for (const BenchRecord *R : all("coalescing-requests")) {
      std::string Points;
      for (const BenchPoint &P : R->Points)
        Points += fmt::format("{}stride {:g}: {:.2f}", Points.empty() ? "" : ", ", P.X, P.Median);
      if (!Points.empty())
        Res.Notes.push_back(fmt::format("SM cycles per warp request ({}): {}", R->Variant, Points));
    }
  }

  void launch() {
    GpuModel &M = model();
    std::vector<LaunchLine> Lines;
    std::vector<const BenchRecord *> Used;
    std::vector<std::string> Methods;
    std::vector<double> AllX, AllY;
    for (const BenchRecord *R : all("launch-overhead")) {
      unsigned Threads = 0;
      if (std::sscanf(R->Variant.c_str(), "block-%u", &Threads) != 1 || Threads % 32 || !Threads ||
          R->Points.size() < 2) {
        Res.Warnings.push_back(fmt::format("launch-overhead record {} ({}) skipped: expected variant "
                                           "block-<threads> and at least 2 points", R->Index, R->Variant));
        continue;
      }
      std::vector<double> X, Y;
      for (const BenchPoint &P : R->Points) {
        X.push_back(P.X);
        Y.push_back(P.Median);
        AllX.push_back(P.X);
        AllY.push_back(P.Median);
      }
      LineFit F = fitLineRelative(X, Y);
      if (F.RSquared < 0.9)
        Res.Warnings.push_back(fmt::format("launch-overhead {}: the line fits poorly (R^2 {:.3f})",
                                           R->Variant, F.RSquared));
      Lines.push_back({Threads / 32, std::max(F.Slope, 1e-9), std::max(F.Intercept, 1e-3)});
      Used.push_back(R);
      Methods.push_back(fmt::format("least squares (weights 1/t^2) over {} grid sizes: t = {:.6g} us * blocks + "
                                    "{:.4g} us, R^2 {:.4f}",
                                    F.N, F.Slope, F.Intercept, F.RSquared));
    }
    if (Lines.empty())
      return;
    // The block start is not measured by this benchmark (its blocks are many
    // per SM): every new line keeps the file's value and its provenance.
    const double Start = M.LaunchOverhead.empty() ? 0 : M.LaunchOverhead.front().BlockStartCycles;
    const auto StartWhy = M.Provenance.find("/launch_overhead/0/block_start_cycles");
    const std::string StartProvenance = StartWhy == M.Provenance.end() ? "" : StartWhy->second;
    for (auto It = M.Provenance.begin(); It != M.Provenance.end();)
      It = It->first.rfind("/launch_overhead/", 0) == 0 ? M.Provenance.erase(It) : std::next(It);
    M.LaunchOverhead.clear();
    LineFit All = fitLineRelative(AllX, AllY);
    M.LaunchOverhead.push_back({0, std::max(All.Slope, 1e-9), std::max(All.Intercept, 1e-3)});
    auto Record = [&](size_t I, const BenchRecord &R, const std::string &Method) {
      LaunchLine &L = M.LaunchOverhead[I];
      L.BlockStartCycles = Start;
      if (!StartProvenance.empty())
        M.Provenance[fmt::format("/launch_overhead/{}/block_start_cycles", I)] = StartProvenance;
      measured(fmt::format("/launch_overhead/{}/per_block_us", I), L.PerBlockUs, R, Method + " (x1)");
      measured(fmt::format("/launch_overhead/{}/base_us", I), L.BaseUs, R, Method + " (x2)");
    };
    Record(0, *Used.front(),
           fmt::format("default line: all block sizes pooled, {} points, R^2 {:.4f}", All.N, All.RSquared));
    for (size_t I = 0; I < Lines.size(); ++I) {
      M.LaunchOverhead.push_back(Lines[I]);
      Record(I + 1, *Used[I], fmt::format("{} warps: {}", Lines[I].Warps, Methods[I]));
    }
  }

  /// block-start: t = waves x s + b over waves of one empty block per SM; the
  /// slope in SM cycles is every launch line's block start (it includes the
  /// empty block's own few instructions: an overestimate by those cycles).
  void blockStart() {
    const BenchRecord *R = find("block-start", "one-block-per-sm");
    if (!R)
      return;
    if (R->Points.size() < 2) {
      Res.Warnings.push_back(fmt::format("block-start record {} skipped: at least 2 points "
                                         "(waves) are needed", R->Index));
      return;
    }
    GpuModel &M = model();
    std::vector<double> X, Y;
    for (const BenchPoint &P : R->Points) {
      X.push_back(P.X);
      Y.push_back(P.Median);
    }
    LineFit F = fitLine(X, Y);
    const double Cycles = F.Slope * M.CoreClockMHz; // us x MHz = cycles
    if (!(Cycles > 0) || M.LaunchOverhead.empty()) {
      Res.Warnings.push_back(fmt::format("block-start: slope {:.4g} us per wave gives no block "
                                         "start; the base's is kept", F.Slope));
      return;
    }
    if (F.RSquared < 0.9)
      Res.Warnings.push_back(fmt::format("block-start: the line fits poorly (R^2 {:.3f})", F.RSquared));
    for (size_t I = 0; I < M.LaunchOverhead.size(); ++I) {
      M.LaunchOverhead[I].BlockStartCycles = Cycles;
      measured(fmt::format("/launch_overhead/{}/block_start_cycles", I), Cycles, *R,
               fmt::format("least squares over {} wave counts: {:.4g} us per wave x {:.0f} MHz "
                           "= {:.0f} cycles, R^2 {:.4f}",
                           F.N, F.Slope, M.CoreClockMHz, Cycles, F.RSquared));
    }
  }

  void barrier() {
    if (const BenchRecord *R = find("barrier-cost", "syncthreads")) {
      double V = R->Points.empty() ? R->Median : R->Points.front().Median;
      V = std::max(1.0, V);
      model().Instructions[unsigned(InstrClass::Barrier)].LatencyCycles = V;
      std::string More;
      if (R->Points.size() >= 2)
        More = fmt::format("; {:.1f} cycles at {} threads", R->Points.back().Median, R->Points.back().X);
      measured(instrPtr(InstrClass::Barrier, "latency_cycles"), V, *R,
               fmt::format("cycles per __syncthreads() at the smallest block ({} threads), loop "
                           "overhead removed{}",
                           R->Points.empty() ? 0.0 : R->Points.front().X, More));
    }
  }

  void atomics() {
    if (const BenchRecord *R = find("atomic-contention", "one-word")) {
      model().SameLineAtomicsGops = R->Median;
      measured("/bandwidth/same_line_atomics_gops", R->Median, *R,
               fmt::format("updates per second with every lane on one word (indices loaded from "
                           "memory, so ptxas cannot merge a warp's updates); spread {:.1f}%",
                           100 * R->Spread));
    }
    if (const BenchRecord *R = find("atomic-contention", "lines"); R && !R->Points.empty()) {
      std::string Points;
      for (const BenchPoint &P : R->Points)
        Points += fmt::format("{}{:g} line{}: {:.2f}", Points.empty() ? "" : ", ", P.X, P.X == 1 ? "" : "s",
                              P.Median);
      Res.Notes.push_back("atomic updates (G/s) with each warp's lanes on the words of one line, over " +
                          Points + " (the model takes the one-word rate per line)");
    }
  }

  void provenanceOfBase() {
    GpuModel &M = model();
    std::string Tag = fmt::format(" [kept from --base '{}'; not measured by kernelcast calibrate]", Base.Id);
    for (auto &[Ptr, Text] : M.Provenance) {
      if (Set.count(Ptr))
        continue;
      Text += Tag;
      Res.FromBase.push_back(Ptr);
    }
  }
};

} // namespace

std::optional<std::string_view> expectedUnit(std::string_view Benchmark, std::string_view Variant) {
  if (Benchmark == "sm-clock")
    return "MHz";
  if (Benchmark == "instruction-latency")
    return "cycles";
  if (Benchmark == "instruction-throughput")
    return "cycles per warp instruction per SM";
  if (Benchmark == "pointer-chase-latency" || Benchmark == "shared-memory-latency")
    return "cycles per load";
  if (Benchmark == "shared-memory-bank-conflicts")
    return "cycles per warp load";
  if (Benchmark == "shared-memory-bandwidth" || Benchmark == "l1-bandwidth")
    return "bytes per cycle per SM";
  if (Benchmark == "coalescing-stride" && Variant == "warp-latency")
    return "cycles per warp request";
  if (Benchmark == "coalescing-requests")
    return "SM cycles per warp request";
  if (Benchmark == "dram-bandwidth" || Benchmark == "l2-bandwidth" ||
      Benchmark.starts_with("coalescing-"))
    return "GB/s";
  if (Benchmark == "launch-overhead" || Benchmark == "block-start")
    return "us";
  if (Benchmark == "issue-overlap")
    return "SM cycles per group";
  if (Benchmark == "barrier-cost")
    return "cycles per barrier";
  if (Benchmark == "atomic-contention")
    return "G updates/s";
  return std::nullopt;
}

llvm::Expected<CalibrationResult> calibrate(const std::vector<BenchRecord> &Records,
                                            const GpuModel &Base, const CalibrationOptions &Opts) {
  auto Error = [](const std::string &M) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), M);
  };
  if (Records.empty())
    return Error("no benchmark records to calibrate from");
  // The fields the benchmarks cannot measure come from the base: a base of
  // another architecture would give e.g. a "Fermi GF100, compute capability 7.0".
  const DeviceDesc &D = Records.front().Device;
  if (D.ComputeMajor != static_cast<int>(Base.ComputeMajor) ||
      D.ComputeMinor != static_cast<int>(Base.ComputeMinor))
    return Error(fmt::format("the results are from {} (compute capability {}.{}) but the base '{}' "
                             "is compute capability {}.{}: choose a base GPU of the same "
                             "compute capability (`kernelcast gpus` lists them)",
                             D.Name, D.ComputeMajor, D.ComputeMinor, Base.Id, Base.ComputeMajor,
                             Base.ComputeMinor));
  for (const BenchRecord &R : Records)
    if (auto U = expectedUnit(R.Benchmark, R.Variant); U && R.Unit != *U)
      return Error(fmt::format("record {} ({}): unit '{}', but {} is measured in '{}'", R.Index,
                               R.label(), R.Unit, R.Benchmark, *U));
  return Calibrator(Records, Base, Opts).run();
}

} // namespace kc::calib
