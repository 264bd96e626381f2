// instruction-throughput: warp instructions per cycle on one SM for each
// instruction class. One block of 1024 threads (32 warps, enough to fill
// every processing block) runs 8 independent chains per thread, L and 2L
// steps per iteration; the slope of cycles over warp instructions gives
// cycles per warp instruction per SM with the loop overhead removed.
// calibrate: issue delay = processing blocks per SM * that slope.
#include "../common/Harness.cuh"
#include "InstructionOps.cuh"

namespace {
using namespace kcmb;

constexpr int Chains = 8, ShortLen = 8, LongLen = 16, Threads = 1024;

template <class Op> void measure(const Context &Ctx) {
  using T = typename Op::T;
  const int Iters = Ctx.Quick ? 16 : 64;
  const int Reps = Ctx.reps(7, 3);
  DeviceBuffer<T> Sink(Threads);
  DeviceBuffer<long long> Cycles(1);
  auto run = [&](auto Kernel) {
    return oneBlockCyclesPerIteration(Kernel, Sink.Ptr, Threads, Iters, Reps, Cycles.Ptr);
  };
  std::vector<double> TShort = run(ops::chainKernel<Op, Chains, ShortLen>);
  std::vector<double> TLong = run(ops::chainKernel<Op, Chains, LongLen>);
  const double Warps = Threads / 32;
  const double WShort = Warps * Chains * ShortLen * Op::OpsPerStep;
  const double WLong = Warps * Chains * LongLen * Op::OpsPerStep;
  Record Rec(Ctx, "instruction-throughput", Op::Name, "cycles per warp instruction per SM");
  Rec
      .samples(slopePerRep(TShort, TLong, WLong - WShort))
      .xUnit("warp instructions per iteration on one SM; y = cycles per iteration")
      .point(WShort, summarize(TShort))
      .point(WLong, summarize(TLong))
      .param("class", Op::Class)
      .param("ops_per_step", Op::OpsPerStep)
      .param("iterations", Iters)
      .param("warps", Warps)
      .param("chains_per_thread", Chains);
  if (std::string(Op::Class).rfind("conversion", 0) == 0) // conversion, conversion_f64
    Rec.param("subtract", "fp32_mul").param("conversions_per_step", 2);
  Rec.emit();
}

void run(const Context &Ctx) {
  ops::forEachOp([&]<class Op>() { measure<Op>(Ctx); });
}

Registration Reg("instruction-throughput",
                 "issue rate per instruction class on one SM (cycles per warp instruction)", run);
} // namespace
