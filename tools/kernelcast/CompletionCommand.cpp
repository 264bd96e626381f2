//===- CompletionCommand.cpp - `kernelcast completion` and `manpage` ------===//
// Print the bash/zsh completion script or the man page, generated from the
// option definitions of this very CLI (CliDocs.h). The build runs them to
// produce the files `cmake --install` puts in place.
#include "tools/kernelcast/CliDocs.h"
#include "tools/kernelcast/Command.h"

#include "gpumodel/GpuDatabase.h"

#include "llvm/Support/raw_ostream.h"

#include <memory>

namespace {

using namespace kc;

std::vector<std::string> gpuIds() {
  std::vector<std::string> Ids;
  for (const GpuModel &G : GpuDatabase::builtin().all())
    Ids.push_back(G.Id);
  return Ids;
}

const CLI::App &rootOf(const CLI::App &Sub) {
  const CLI::App *A = &Sub;
  while (A->get_parent())
    A = A->get_parent();
  return *A;
}

cli::CommandRegistration Completion({
    "completion",
    "Print a shell completion script (bash or zsh) for kernelcast, generated from its option definitions",
    [](CLI::App &Sub) -> std::function<int()> {
      auto Shell = std::make_shared<std::string>();
      Sub.add_option("SHELL", *Shell, "the shell: bash or zsh")
          ->required()
          ->check(CLI::IsMember({"bash", "zsh"}));
      Sub.footer("Example:\n  source <(kernelcast completion bash)\n"
                 "  kernelcast completion zsh > ~/.zfunc/_kernelcast");
      return [Shell, &Sub] {
        cli::CliCommandDoc Doc = cli::describeCli(rootOf(Sub));
        llvm::outs() << (*Shell == "bash" ? cli::bashCompletion(Doc, gpuIds())
                                          : cli::zshCompletion(Doc, gpuIds()));
        return 0;
      };
    },
    900});

cli::CommandRegistration ManPage({
    "manpage",
    "Print the kernelcast(1) man page (roff), generated from the option definitions",
    [](CLI::App &Sub) -> std::function<int()> {
      auto Date = std::make_shared<std::string>();
      Sub.add_option("--date", *Date, "date for the page's footer, e.g. 2026-11-24 (default: none)");
      Sub.footer("Example:\n  kernelcast manpage > kernelcast.1 && man ./kernelcast.1");
      return [Date, &Sub] {
        llvm::outs() << cli::manPage(cli::describeCli(rootOf(Sub)), KC_VERSION, *Date);
        return 0;
      };
    },
    901});

} // namespace
