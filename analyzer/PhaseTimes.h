/// \file
/// Wall and CPU time of the analyzer's phases (Clang parse, -O3, PTX emission,
/// ptxas, cache I/O, the analysis pass), for `analyze --timing`. A
/// PhaseRecording makes a PhaseTimes the current thread's recorder; PhaseScope
/// adds the time of a scope to it under a name (times of the same name add
/// up). CPU time is the thread's own (CLOCK_THREAD_CPUTIME_ID), plus what
/// addChildCpu() reports for a subprocess (ptxas); on a loaded machine it is
/// the steadier figure. Without a recording the scopes cost one thread-local read.
#pragma once

#include <chrono>
#include <string>
#include <utility>
#include <vector>

namespace kc {

struct PhaseTimes {
  struct Phase {
    std::string Name;
    double WallMs = 0, CpuMs = 0;
  };
  /// In the order the phases first ran.
  std::vector<Phase> Phases;
  void add(const std::string &Name, double WallMs, double CpuMs);
  /// "parse 120.0 ms (cpu 101.5), ptxas 80.1 ms (cpu 70.0), ..."
  std::string str() const;
};

/// Adds \p CpuMs (a subprocess's user + system time) to this thread's recorder
/// under \p Name, no wall time (the enclosing PhaseScope of that name has it).
void addChildCpu(const char *Name, double CpuMs);

/// Makes \p T this thread's recorder until destroyed (the previous one is restored).
class PhaseRecording {
public:
  explicit PhaseRecording(PhaseTimes &T);
  ~PhaseRecording();
  PhaseRecording(const PhaseRecording &) = delete;
  PhaseRecording &operator=(const PhaseRecording &) = delete;

private:
  PhaseTimes *Previous;
};

/// Adds the wall time from construction to stop() (or destruction) to this
/// thread's recorder under \p Name (a string literal).
class PhaseScope {
public:
  explicit PhaseScope(const char *Name);
  ~PhaseScope() { stop(); }
  void stop();
  PhaseScope(const PhaseScope &) = delete;
  PhaseScope &operator=(const PhaseScope &) = delete;

private:
  const char *Name;
  std::chrono::steady_clock::time_point Start;
  double StartCpuMs = 0;
  bool Running;
};

} // namespace kc
