// Per-thread phase timers for `analyze --timing` (PhaseTimes.h).
#include "analyzer/PhaseTimes.h"

#include <fmt/format.h>

namespace kc {
namespace {
thread_local PhaseTimes *Current = nullptr;
} // namespace

void PhaseTimes::add(const std::string &Name, double Millis) {
  for (auto &[N, V] : Ms)
    if (N == Name) {
      V += Millis;
      return;
    }
  Ms.emplace_back(Name, Millis);
}

std::string PhaseTimes::str() const {
  std::string Out;
  for (const auto &[N, V] : Ms)
    Out += fmt::format("{}{} {:.1f} ms", Out.empty() ? "" : ", ", N, V);
  return Out;
}

PhaseRecording::PhaseRecording(PhaseTimes &T) : Previous(Current) { Current = &T; }
PhaseRecording::~PhaseRecording() { Current = Previous; }

PhaseScope::PhaseScope(const char *Name)
    : Name(Name), Start(std::chrono::steady_clock::now()), Running(Current != nullptr) {}

void PhaseScope::stop() {
  if (!Running)
    return;
  Running = false;
  if (Current)
    Current->add(Name, std::chrono::duration<double, std::milli>(
                           std::chrono::steady_clock::now() - Start)
                           .count());
}

} // namespace kc
