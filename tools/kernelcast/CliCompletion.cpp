//===- CliCompletion.cpp - bash and zsh completion from the CLI definitions ===//
// Views over CliCommandDoc (CliDocs.h): a bash script (tables of subcommands,
// options and option values per command path, one completion function) and
// a zsh script (one _arguments function per command).
#include "tools/kernelcast/CliDocs.h"

#include <fmt/format.h>

#include <set>

namespace kc::cli {

namespace {

/// Values of these types are numbers: nothing to complete.
bool isNumeric(const std::string &ValueName) {
  static const std::set<std::string> Numeric = {"INT", "UINT", "FLOAT", "NUMBER", "POSITIVE", "NONNEGATIVE"};
  return Numeric.count(ValueName) > 0;
}

/// --gpu and `gpus show GPU` take a GPU id or a GPU file.
bool isGpuOption(const CliOptionDoc &O) {
  for (const std::string &N : O.Names)
    if (N == "--gpu" || (O.Positional && N == "GPU"))
      return true;
  return false;
}

std::string join(const std::vector<std::string> &V, const char *Sep = " ") {
  std::string R;
  for (const std::string &S : V)
    R += (R.empty() ? "" : Sep) + S;
  return R;
}

// --- bash -----------------------------------------------------------------------

struct BashTables {
  std::string Subs, Opts, Valued, Numeric, Choices, Positional;
};

void bashTables(const CliCommandDoc &C, const std::string &Path, BashTables &T) {
  std::vector<std::string> Subs, Opts, Valued, Numeric;
  const char *Positional = nullptr; // what the command's arguments are: "gpu" or "file"
  for (const CliCommandDoc &S : C.Subcommands)
    Subs.push_back(S.Name);
  for (const CliOptionDoc &O : C.Options) {
    if (O.Positional) {
      if (!Positional)
        Positional = isGpuOption(O) ? "gpu" : "file";
      continue;
    }
    for (const std::string &N : O.Names) {
      Opts.push_back(N);
      if (O.TakesValue)
        Valued.push_back(N);
      if (O.TakesValue && isNumeric(O.ValueName) && O.Choices.empty())
        Numeric.push_back(N);
      if (!O.Choices.empty())
        T.Choices += fmt::format("    [\"{} {}\"]=\"{}\"\n", Path, N, join(O.Choices));
    }
  }
  T.Subs += fmt::format("    [\"{}\"]=\"{}\"\n", Path, join(Subs));
  T.Opts += fmt::format("    [\"{}\"]=\"{}\"\n", Path, join(Opts));
  T.Valued += fmt::format("    [\"{}\"]=\" {} \"\n", Path, join(Valued));
  T.Numeric += fmt::format("    [\"{}\"]=\" {} \"\n", Path, join(Numeric));
  if (Positional)
    T.Positional += fmt::format("    [\"{}\"]={}\n", Path, Positional);
  for (const CliCommandDoc &S : C.Subcommands)
    bashTables(S, Path + " " + S.Name, T);
}

// --- zsh ------------------------------------------------------------------------

/// Text inside a single-quoted _arguments spec's [description].
std::string zshDescription(const std::string &S) {
  std::string R;
  for (char Ch : S) {
    if (Ch == '\'')
      R += "'\\''";
    else if (Ch == '[' || Ch == ']' || Ch == ':' || Ch == '\\')
      R += std::string("\\") + Ch;
    else if (Ch == '\n')
      R += ' ';
    else
      R += Ch;
  }
  return R;
}

std::string zshAction(const CliOptionDoc &O) {
  if (!O.Choices.empty())
    return "(" + join(O.Choices) + ")";
  if (isGpuOption(O))
    return "_kernelcast_gpu_ids";
  if (isNumeric(O.ValueName))
    return " ";
  return "_files";
}

/// A single-quoted _describe item's description (only quotes need care).
std::string zshItem(const std::string &S) {
  std::string R;
  for (char Ch : S)
    R += Ch == '\'' ? std::string("'\\''") : std::string(1, Ch == '\n' ? ' ' : Ch);
  return R;
}

/// _kernelcast for the root, _kernelcast_cmd_gpus_show for `gpus show`.
std::string zshFunctionName(const std::string &Path) {
  if (Path.empty())
    return "_kernelcast";
  std::string R = "_kernelcast_cmd_";
  for (char Ch : Path)
    R += (Ch == ' ' || Ch == '-') ? '_' : Ch;
  return R;
}

void zshFunctions(const CliCommandDoc &C, const std::string &Path, std::string &Out) {
  std::vector<std::string> Specs;
  for (const CliOptionDoc &O : C.Options) {
    if (O.Positional)
      continue;
    std::string Desc = zshDescription(O.Description);
    std::string Names = O.Names.size() == 1 ? O.Names.front() : "{" + join(O.Names, ",") + "}";
    std::string Exclusive = O.Names.size() == 1 ? "" : "'(" + join(O.Names) + ")'";
    // A repeatable option may follow itself; any other excludes its other names.
    std::string Spec = (O.Repeatable ? std::string("'*'") : Exclusive) + Names + "'[" + Desc + "]";
    if (O.TakesValue)
      Spec += ":" + zshDescription(O.ValueName.empty() ? "value" : O.ValueName) + ":" + zshAction(O);
    Specs.push_back(Spec + "'");
  }
  unsigned Index = 0;
  for (const CliOptionDoc &O : C.Options) {
    if (!O.Positional)
      continue;
    std::string Name = O.Names.empty() ? "arg" : O.Names.front();
    // A repeatable positional (the extra clang arguments) takes the remaining words.
    bool Rest = O.Repeatable;
    Specs.push_back(fmt::format("'{}:{}:{}'", Rest ? std::string("*") : std::to_string(++Index),
                                zshDescription(Name), zshAction(O)));
  }
  if (!C.Subcommands.empty()) {
    Specs.push_back("'1: :" + zshFunctionName(Path) + "_commands'");
    Specs.push_back("'*:: :->args'");
  }
  std::string Fn = zshFunctionName(Path);
  Out += Fn + "() {\n";
  if (!C.Subcommands.empty())
    Out += "  local curcontext=\"$curcontext\" state line\n  typeset -A opt_args\n  _arguments -C -s \\\n";
  else
    Out += "  _arguments -s \\\n";
  for (size_t I = 0; I < Specs.size(); ++I)
    Out += "    " + Specs[I] + (I + 1 < Specs.size() ? " \\\n" : "\n");
  if (!C.Subcommands.empty()) {
    Out += "  case $state in\n    args)\n      case $words[1] in\n";
    for (const CliCommandDoc &S : C.Subcommands)
      Out += fmt::format("        {}) {} ;;\n", S.Name,
                         zshFunctionName(Path.empty() ? S.Name : Path + " " + S.Name));
    Out += "      esac ;;\n  esac\n";
  }
  Out += "}\n\n";
  if (!C.Subcommands.empty()) {
    Out += Fn + "_commands() {\n  local -a commands\n  commands=(\n";
    for (const CliCommandDoc &S : C.Subcommands)
      Out += fmt::format("    '{}:{}'\n", S.Name, zshItem(S.Description));
    Out += "  )\n  _describe -t commands 'kernelcast command' commands\n}\n\n";
  }
  for (const CliCommandDoc &S : C.Subcommands)
    zshFunctions(S, Path.empty() ? S.Name : Path + " " + S.Name, Out);
}

} // namespace

std::string bashCompletion(const CliCommandDoc &Root, const std::vector<std::string> &GpuIds) {
  BashTables T;
  bashTables(Root, "kernelcast", T);
  return fmt::format(R"(# bash completion for kernelcast. Generated by `kernelcast completion bash` from
# the CLI's own option definitions (tools/kernelcast/CliDocs.h); do not edit.
# Use: source this file, or install it as
# <prefix>/share/bash-completion/completions/kernelcast (cmake --install does).

_kernelcast() {{
  local cur="${{COMP_WORDS[COMP_CWORD]}}" prev="${{COMP_WORDS[COMP_CWORD-1]}}"
  # Per command path ("kernelcast", "kernelcast gpus show", ...): subcommands,
  # options, options taking a value (space padded), numeric ones, fixed values.
  local -A subs=(
{})
  local -A opts=(
{})
  local -A valued=(
{})
  local -A numeric=(
{})
  local -A choices=(
{})
  local -A positional=(
{})
  local gpus="{}"
  local path=kernelcast i w
  for ((i = 1; i < COMP_CWORD; i++)); do
    w="${{COMP_WORDS[i]}}"
    if [[ $w == -- ]]; then # extra clang arguments
      COMPREPLY=($(compgen -f -- "$cur"))
      return 0
    fi
    if [[ $w == -* ]]; then
      [[ $w != *=* && ${{valued[$path]}} == *" $w "* ]] && ((i++))
      continue
    fi
    [[ " ${{subs[$path]}} " == *" $w "* ]] && path="$path $w"
  done
  if [[ ${{valued[$path]}} == *" $prev "* ]]; then
    if [[ $prev == --gpu || $prev == -g ]]; then
      COMPREPLY=($(compgen -W "$gpus" -- "$cur") $(compgen -f -X '!*.json' -- "$cur") $(compgen -d -- "$cur"))
    elif [[ -n ${{choices["$path $prev"]}} ]]; then
      COMPREPLY=($(compgen -W "${{choices["$path $prev"]}}" -- "$cur"))
    elif [[ ${{numeric[$path]}} != *" $prev "* ]]; then
      COMPREPLY=($(compgen -f -- "$cur"))
    fi
    return 0
  fi
  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "${{opts[$path]}}" -- "$cur"))
    return 0
  fi
  COMPREPLY=($(compgen -W "${{subs[$path]}}" -- "$cur"))
  case ${{positional[$path]}} in
    gpu) COMPREPLY+=($(compgen -W "$gpus" -- "$cur") $(compgen -f -X '!*.json' -- "$cur") $(compgen -d -- "$cur")) ;;
    file) COMPREPLY+=($(compgen -f -- "$cur")) ;;
  esac
  return 0
}}
complete -o filenames -F _kernelcast kernelcast
)",
                     T.Subs, T.Opts, T.Valued, T.Numeric, T.Choices, T.Positional, join(GpuIds));
}

std::string zshCompletion(const CliCommandDoc &Root, const std::vector<std::string> &GpuIds) {
  std::string Out = R"(#compdef kernelcast
# zsh completion for kernelcast. Generated by `kernelcast completion zsh` from
# the CLI's own option definitions (tools/kernelcast/CliDocs.h); do not edit.
# Use: put it in a directory of $fpath as _kernelcast (cmake --install puts it
# in <prefix>/share/zsh/site-functions).

_kernelcast_gpu_ids() {
  local -a ids
  ids=()" + join(GpuIds) + R"()
  _alternative 'ids:GPU id:compadd -a ids' 'files:GPU file:_files -g "*.json"'
}

)";
  zshFunctions(Root, "", Out);
  Out += "_kernelcast \"$@\"\n";
  return Out;
}

} // namespace kc::cli
