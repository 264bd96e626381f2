// sm-clock: the SM clock while busy, in MHz: clock64() cycles of a spinning
// block over the event-timed kernel duration. Cycle counts of the other
// benchmarks are converted to time with this clock, not the nominal boost clock.
#include "../common/Harness.cuh"

namespace {
using namespace kcmb;

__global__ void spin(long long Cycles, long long *Elapsed) {
  long long T0 = clock64(), T1 = T0;
  while (T1 - T0 < Cycles)
    T1 = clock64();
  if (threadIdx.x == 0)
    Elapsed[blockIdx.x] = T1 - T0;
}

void run(const Context &Ctx) {
  const long long Cycles = Ctx.Quick ? 20000000LL : 100000000LL;
  DeviceBuffer<long long> Elapsed(Ctx.Dev.SmCount);
  std::vector<double> MHz;
  for (double Ms : timeMs(Ctx.reps(5, 3), [&] { spin<<<Ctx.Dev.SmCount, 32>>>(Cycles, Elapsed.Ptr); }))
    MHz.push_back(double(Cycles) / (Ms * 1000.0));
  Record(Ctx, "sm-clock", "busy", "MHz").samples(MHz).param("spin_cycles", double(Cycles)).emit();
}

Registration Reg("sm-clock", "effective SM clock under load (MHz)", run);
} // namespace
