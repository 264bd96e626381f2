/// \file
/// The CLI's own option definitions as plain data, and the documents generated
/// from them: bash and zsh completion scripts and the man page. describeCli()
/// walks the CLI11 app (every subcommand, option and positional, with its
/// description and, for options with a fixed set of values, the values), so
/// the completions and the man page can never disagree with what the parser
/// accepts. `kernelcast completion bash|zsh` and `kernelcast manpage` print
/// them; the build writes them for `cmake --install`.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace kc::cli {

struct CliOptionDoc {
  std::vector<std::string> Names; ///< "-g", "--gpu"; a positional's name ("source")
  bool Positional = false;
  bool TakesValue = false;        ///< false for flags
  bool Required = false;
  bool Repeatable = false;        ///< may be given several times (-D A -D B)
  std::string ValueName;          ///< "TEXT", "UINT", ... (CLI11's type name without its validators)
  std::vector<std::string> Choices; ///< the only values accepted (an IsMember check), else empty
  std::string Description;
};

struct CliCommandDoc {
  std::string Name;               ///< "kernelcast", "analyze", "show", ...
  std::string Description;
  std::string Footer;             ///< examples, as the --help footer
  std::vector<CliOptionDoc> Options;
  std::vector<CliCommandDoc> Subcommands;
};

/// The tree of commands of \p App (hidden subcommands and options left out).
CliCommandDoc describeCli(const CLI::App &App);

/// Completion scripts; \p GpuIds are offered for --gpu / -g values (with .json files).
std::string bashCompletion(const CliCommandDoc &Root, const std::vector<std::string> &GpuIds);
std::string zshCompletion(const CliCommandDoc &Root, const std::vector<std::string> &GpuIds);

/// The man page, section 1, in roff (man(7) macros). \p Date as "2026-11-24"
/// (empty: none, so that the output is reproducible).
std::string manPage(const CliCommandDoc &Root, const std::string &Version, const std::string &Date);

} // namespace kc::cli
