// Per-thread phase timers for `analyze --timing` (PhaseTimes.h).
#include "analyzer/PhaseTimes.h"

#include <fmt/format.h>

#include <ctime>

namespace kc {
namespace {
thread_local PhaseTimes *Current = nullptr;

double threadCpuMs() {
  timespec T{};
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &T) != 0)
    return 0;
  return T.tv_sec * 1e3 + T.tv_nsec / 1e6;
}
} // namespace

void PhaseTimes::add(const std::string &Name, double WallMs, double CpuMs) {
  for (Phase &P : Phases)
    if (P.Name == Name) {
      P.WallMs += WallMs;
      P.CpuMs += CpuMs;
      return;
    }
  Phases.push_back({Name, WallMs, CpuMs});
}

std::string PhaseTimes::str() const {
  std::string Out;
  for (const Phase &P : Phases)
    Out += fmt::format("{}{} {:.1f} ms (cpu {:.1f})", Out.empty() ? "" : ", ", P.Name, P.WallMs,
                       P.CpuMs);
  return Out;
}

void addChildCpu(const char *Name, double CpuMs) {
  if (Current)
    Current->add(Name, 0, CpuMs);
}

PhaseRecording::PhaseRecording(PhaseTimes &T) : Previous(Current) { Current = &T; }
PhaseRecording::~PhaseRecording() { Current = Previous; }

PhaseScope::PhaseScope(const char *Name)
    : Name(Name), Start(std::chrono::steady_clock::now()), Running(Current != nullptr) {
  if (Running)
    StartCpuMs = threadCpuMs();
}

void PhaseScope::stop() {
  if (!Running)
    return;
  Running = false;
  if (Current)
    Current->add(Name,
                 std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - Start)
                     .count(),
                 threadCpuMs() - StartCpuMs);
}

} // namespace kc
