// instruction-latency: cycles per dependent warp instruction for each
// instruction class. One warp runs one dependent chain of L and of 2L
// instructions per loop iteration (same loop); the latency is the slope
// (T(2L) - T(L)) / (L * iterations), which removes the loop overhead.
#include "../common/Harness.cuh"
#include "InstructionOps.cuh"

namespace {
using namespace kcmb;

constexpr int ShortLen = 32, LongLen = 64;

template <class Op> void measure(const Context &Ctx) {
  using T = typename Op::T;
  const int Iters = Ctx.Quick ? 64 : 256;
  const int Reps = Ctx.reps(9, 3);
  DeviceBuffer<T> Sink(32);
  DeviceBuffer<long long> Cycles(1);
  auto run = [&](auto Kernel) {
    std::vector<double> PerIter;
    Kernel<<<1, 32>>>(Sink.Ptr, 1u, Iters, Cycles.Ptr); // warm-up (instruction cache)
    KCMB_CHECK(cudaDeviceSynchronize());
    for (int R = 0; R < Reps; ++R) {
      Kernel<<<1, 32>>>(Sink.Ptr, 1u + R, Iters, Cycles.Ptr);
      KCMB_CHECK(cudaGetLastError());
      long long C = 0;
      KCMB_CHECK(cudaMemcpy(&C, Cycles.Ptr, sizeof C, cudaMemcpyDeviceToHost));
      PerIter.push_back(double(C) / Iters);
    }
    return PerIter;
  };
  std::vector<double> TShort = run(ops::chainKernel<Op, 1, ShortLen>);
  std::vector<double> TLong = run(ops::chainKernel<Op, 1, LongLen>);
  const double OpsShort = ShortLen * Op::OpsPerStep, OpsLong = LongLen * Op::OpsPerStep;
  Record Rec(Ctx, "instruction-latency", Op::Name, "cycles");
  Rec
      .samples(slopePerRep(TShort, TLong, OpsLong - OpsShort))
      .xUnit("dependent instructions per iteration; y = cycles per iteration")
      .point(OpsShort, summarize(TShort))
      .point(OpsLong, summarize(TLong))
      .param("class", Op::Class)
      .param("ops_per_step", Op::OpsPerStep)
      .param("iterations", Iters)
      .param("warps", 1);
  if (std::string(Op::Class).rfind("conversion", 0) == 0) // conversion, conversion_f64
    Rec.param("subtract", "fp32_mul").param("conversions_per_step", 2);
  Rec.emit();
}

void run(const Context &Ctx) {
  ops::forEachOp([&]<class Op>() { measure<Op>(Ctx); });
}

Registration Reg("instruction-latency",
                 "dependent-chain latency per instruction class (cycles, loop overhead removed)",
                 run);
} // namespace
