//===- CliDocs.cpp - the CLI's option definitions as plain data ------------===//
// describeCli(): walks the CLI11 app into CliCommandDoc (see CliDocs.h).
#include "tools/kernelcast/CliDocs.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace kc::cli {

namespace {

CliOptionDoc describeOption(const CLI::Option &O) {
  CliOptionDoc D;
  D.Positional = O.get_positional();
  if (D.Positional) {
    D.Names.push_back(O.get_name(/*positional=*/true));
  } else {
    for (const std::string &S : O.get_snames())
      D.Names.push_back("-" + S);
    for (const std::string &L : O.get_lnames())
      D.Names.push_back("--" + L);
  }
  D.TakesValue = D.Positional || O.get_expected_max() != 0; // flags expect 0 values
  D.Required = O.get_required();
  D.Repeatable = O.get_expected_max() > 1;
  D.Description = O.get_description();
  // CLI11's type name is "TEXT" followed by each validator's description:
  // "TEXT:{c++17,c++20}" for an IsMember check.
  const std::string TypeName = O.get_type_name();
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  llvm::StringRef(TypeName).split(Parts, ':');
  if (!Parts.empty())
    D.ValueName = Parts.front().str();
  for (size_t I = 1; I < Parts.size(); ++I) {
    llvm::StringRef P = Parts[I].trim();
    if (P.size() > 2 && P.front() == '{' && P.back() == '}') {
      llvm::SmallVector<llvm::StringRef, 8> Values;
      P.drop_front().drop_back().split(Values, ',');
      for (llvm::StringRef V : Values)
        D.Choices.push_back(V.trim().str());
    }
  }
  return D;
}

CliCommandDoc describeCommand(const CLI::App &App) {
  CliCommandDoc C;
  C.Name = App.get_name();
  C.Description = App.get_description();
  C.Footer = App.get_footer();
  for (const CLI::Option *O : App.get_options([](const CLI::Option *O) { return !O->get_group().empty(); }))
    C.Options.push_back(describeOption(*O));
  for (const CLI::App *Sub : App.get_subcommands([](const CLI::App *A) { return !A->get_group().empty(); }))
    C.Subcommands.push_back(describeCommand(*Sub));
  return C;
}

} // namespace

CliCommandDoc describeCli(const CLI::App &App) {
  CliCommandDoc Root = describeCommand(App);
  Root.Name = "kernelcast";
  return Root;
}

} // namespace kc::cli
