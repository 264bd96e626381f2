/// \file
/// Subcommand registry of the kernelcast CLI. Each `<Name>Command.cpp` in this
/// folder defines one subcommand and registers it with a static
/// `CommandRegistration`; main() adds every registered command to the CLI11 app
/// and runs the chosen one. A command's run function returns the process exit
/// code (0 success, 1 user error, 2 internal error).
#pragma once

#include <CLI/CLI.hpp>

#include <functional>
#include <string>
#include <vector>

namespace kc::cli {

struct Command {
  std::string Name;
  std::string Description;
  /// Adds the command's options to \p Sub; returns the function that runs it
  /// (it may capture state owned by the setup function's closure).
  std::function<std::function<int()>(CLI::App &Sub)> Setup;
  int Order = 100; ///< Position in --help (lower first).
};

std::vector<Command> &commandRegistry();

/// The command line after the first "--" (extra compiler arguments), which
/// main() keeps from CLI11; SourceOptions passes them to Clang.
std::vector<std::string> &argsAfterDashDash();

struct CommandRegistration {
  explicit CommandRegistration(Command C) { commandRegistry().push_back(std::move(C)); }
};

} // namespace kc::cli
