# Prints the candidates bash completion offers at the end of a command line:
#   bash BashComplete.sh COMPLETION_FILE 'kernelcast predict --g'
# (a line ending in a space completes a new, empty word).
source "$1"
read -ra COMP_WORDS <<< "$2"
[[ $2 == *' ' ]] && COMP_WORDS+=("")
COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
_kernelcast
printf '%s\n' "${COMPREPLY[@]}" | sort -u
