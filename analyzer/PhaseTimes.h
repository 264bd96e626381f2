/// \file
/// Wall time of the analyzer's phases (Clang parse, -O3, PTX emission, ptxas,
/// cache I/O, the analysis pass), for `analyze --timing`. A PhaseRecording makes
/// a PhaseTimes the current thread's recorder; PhaseScope adds the time of a
/// scope to it under a name (times of the same name add up). Without a
/// recording the scopes cost one thread-local read.
#pragma once

#include <chrono>
#include <string>
#include <utility>
#include <vector>

namespace kc {

struct PhaseTimes {
  /// Phase name and milliseconds, in the order the phases first ran.
  std::vector<std::pair<std::string, double>> Ms;
  void add(const std::string &Name, double Millis);
  /// "parse 120.0 ms, -O3 80.1 ms, ..."
  std::string str() const;
};

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
  bool Running;
};

} // namespace kc
