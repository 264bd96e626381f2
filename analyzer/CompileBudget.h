/// \file
/// A time budget for one in-process Clang compile. Clang cannot be interrupted
/// from outside, so a compile that runs past its budget (LLVM's unroller on a
/// huge loop can take hours) ends the process with a message saying what took
/// too long and how to raise the budget, exit code 124 (as timeout(1)).
///
/// The budget is KERNELCAST_COMPILE_TIMEOUT seconds (a positive number; 0 turns
/// it off), default 600.
#pragma once

#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace kc {

constexpr double DefaultCompileBudgetSeconds = 600;

/// KERNELCAST_COMPILE_TIMEOUT when it is a number >= 0, else the default.
double compileBudgetSeconds();

/// Armed for its lifetime: a watcher thread ends the process when \p Seconds pass
/// first. \p Seconds <= 0: nothing is watched.
class CompileWatchdog {
public:
  CompileWatchdog(std::string What, double Seconds);
  ~CompileWatchdog();
  CompileWatchdog(const CompileWatchdog &) = delete;
  CompileWatchdog &operator=(const CompileWatchdog &) = delete;

private:
  std::mutex M;
  std::condition_variable CV;
  bool Done = false;
  std::thread Watcher;
};

} // namespace kc
