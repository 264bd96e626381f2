# Prints the candidates zsh completion offers for a command line:
#   zsh ZshComplete.zsh FPATH_DIR 'kernelcast predict --g'
# An interactive zsh runs in a pseudo-terminal (zsh/zpty) with compinit and the
# completion function from FPATH_DIR; compadd is wrapped to print each match
# between two NUL lines, then TAB is sent after the line. Adapted from
# zsh-capture-completion by Valodim (MIT licence).
zmodload zsh/zpty
zpty z zsh -f -i
local line
setopt rcquotes
() {
  zpty -w z source $1
  repeat 4; do
    zpty -r z line
    [[ $line == ok* ]] && return
  done
  echo 'error initializing.' >&2
  exit 2
} =( <<< '
PROMPT=
fpath=('$1' $fpath)
autoload -U compinit
compinit -u -D
bindkey ''^M'' undefined
bindkey ''^J'' undefined
bindkey ''^I'' complete-word
null-line () { echo -E - $''\0'' }
compprefuncs=( null-line )
comppostfuncs=( null-line exit )
zstyle '':completion:*'' list-grouped false
zstyle '':completion:*'' insert-tab false
zstyle '':completion:*'' list-separator ''''
zmodload zsh/zutil
compadd () {
  if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then
    builtin compadd "$@"
    return $?
  fi
  typeset -a __hits __dscr __tmp
  builtin compadd -A __hits -D __dscr "$@"
  [[ -n $__hits ]] || return
  for i in {1..$#__hits}; do
    echo -E - $IPREFIX$__hits[$i]
  done
}
echo ok')
zpty -w z "$2"$'\t'
integer tog=0
while zpty -r z; do :; done | while IFS= read -r line; do
  if [[ $line == *$'\0\r' ]]; then
    (( tog++ )) && return 0 || continue
  fi
  (( tog )) && echo -E - $line
done
return 2
