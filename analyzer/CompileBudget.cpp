// The compile time budget (CompileBudget.h): a watcher thread per compile.
#include "analyzer/CompileBudget.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

#include <chrono>
#include <cmath>
#include <cstdlib>

namespace kc {

double compileBudgetSeconds() {
  const char *V = std::getenv("KERNELCAST_COMPILE_TIMEOUT");
  double S;
  if (!V || llvm::StringRef(V).trim().getAsDouble(S) || !std::isfinite(S) || S < 0)
    return DefaultCompileBudgetSeconds;
  return S;
}

CompileWatchdog::CompileWatchdog(std::string What, double Seconds) {
  if (!(Seconds > 0))
    return;
  Watcher = std::thread([this, What = std::move(What), Seconds] {
    std::unique_lock<std::mutex> Lock(M);
    auto Limit = std::chrono::duration<double>(Seconds);
    if (CV.wait_for(Lock, Limit, [this] { return Done; }))
      return;
    llvm::errs() << fmt::format(
        "kernelcast: compiling {} took more than {:g} s, the compile time budget; stopped. "
        "Set KERNELCAST_COMPILE_TIMEOUT=<seconds> to allow longer (0: no limit). Usual cause: "
        "a loop unrolled a huge number of times (an unroll count given by a macro or template "
        "parameter, which kernelcast cannot cap).\n",
        What, Seconds);
    llvm::errs().flush();
    std::_Exit(124);
  });
}

CompileWatchdog::~CompileWatchdog() {
  if (!Watcher.joinable())
    return;
  {
    std::lock_guard<std::mutex> Lock(M);
    Done = true;
  }
  CV.notify_all();
  Watcher.join();
}

} // namespace kc
