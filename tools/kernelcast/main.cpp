/// \file
/// kernelcast's entry point: collects the registered subcommands (Command.h),
/// parses the command line with CLI11, and runs the chosen command.
#include "tools/kernelcast/Command.h"

#include <algorithm>
#include <iostream>
#include <memory>

namespace kc::cli {
std::vector<Command> &commandRegistry() {
  static std::vector<Command> Registry;
  return Registry;
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
  try {
    App.parse(argc, argv);
  } catch (const CLI::ParseError &E) {
    return App.exit(E);
  }
  for (auto &[Sub, Run] : Runners)
    if (Sub->parsed()) {
      try {
        return Run();
      } catch (const std::exception &E) {
        std::cerr << "kernelcast: internal error: " << E.what() << "\n";
        return 2;
      }
    }
  return 1;
}
