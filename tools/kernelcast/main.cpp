/// \file
/// kernelcast's entry point: collects the registered subcommands (Command.h),
/// parses the command line with CLI11, and runs the chosen command.
#include "tools/kernelcast/Command.h"

#include <algorithm>
#include <iostream>
#include <memory>
#include <string>

namespace kc::cli {
std::vector<Command> &commandRegistry() {
  static std::vector<Command> Registry;
  return Registry;
}

std::vector<std::string> &argsAfterDashDash() {
  static std::vector<std::string> Args;
  return Args;
}
} // namespace kc::cli

int main(int argc, char **argv) {
  CLI::App App{"kernelcast " KC_VERSION
               ": predicts how long a CUDA kernel runs on a given NVIDIA GPU and launch "
               "configuration, without a GPU."};
  App.require_subcommand(1);
  App.set_version_flag("--version", "kernelcast " KC_VERSION);
  auto &Registry = kc::cli::commandRegistry();
  std::sort(Registry.begin(), Registry.end(), [](const auto &A, const auto &B) {
    return A.Order != B.Order ? A.Order < B.Order : A.Name < B.Name;
  });
  std::vector<std::pair<CLI::App *, std::function<int()>>> Runners;
  for (auto &C : Registry) {
    CLI::App *Sub = App.add_subcommand(C.Name, C.Description);
    Runners.emplace_back(Sub, C.Setup(*Sub));
  }
  // CLI11 would say "A subcommand is required" for a misspelt one.
  bool KnownCommand = false;
  if (argc > 1)
    for (const auto &[Sub, Run] : Runners)
      KnownCommand |= Sub->check_name(argv[1]);
  if (argc > 1 && argv[1][0] != '-' && !KnownCommand) {
    std::string Known;
    for (const auto &C : Registry)
      Known += (Known.empty() ? "" : ", ") + C.Name;
    std::cerr << "kernelcast: unknown subcommand '" << argv[1] << "'; known: " << Known
              << " (kernelcast --help says what each does)\n";
    return 1;
  }
  // Everything after the first "--" goes to the compiler untouched. CLI11 is
  // not shown it: a "--" right after a repeatable option (--arg n=1 -- -O2)
  // would only end that option's values, and -O2 would be "not expected".
  int Parsed = argc;
  for (int I = 1; I < argc; ++I)
    if (std::string(argv[I]) == "--") {
      Parsed = I;
      kc::cli::argsAfterDashDash().assign(argv + I + 1, argv + argc);
      break;
    }
  try {
    App.parse(Parsed, argv);
  } catch (const CLI::ParseError &E) {
    return App.exit(E);
  }
  for (auto &[Sub, Run] : Runners)
    if (Sub->parsed()) {
      if (Parsed != argc && !Sub->get_option_no_throw("clang-args")) {
        std::cerr << "kernelcast " << Sub->get_name()
                  << ": takes no arguments after -- (only analyze, predict and tune pass them "
                     "to the compiler)\n";
        return 1;
      }
      try {
        return Run();
      } catch (const std::exception &E) {
        std::cerr << "kernelcast: internal error: " << E.what() << "\n";
        return 2;
      }
    }
  return 1;
}
