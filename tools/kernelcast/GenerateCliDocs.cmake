# Writes the bash and zsh completions and the man page of the CLI -DKC=<kernelcast>
# under -DOUT=<dir> (bash-completion/completions, zsh/site-functions, man/man1).
cmake_minimum_required(VERSION 3.20)
foreach(_doc "completion bash|bash-completion/completions/kernelcast"
             "completion zsh|zsh/site-functions/_kernelcast"
             "manpage|man/man1/kernelcast.1")
  string(REPLACE "|" ";" _doc "${_doc}")
  list(GET _doc 0 _args)
  list(GET _doc 1 _file)
  separate_arguments(_args UNIX_COMMAND "${_args}")
  get_filename_component(_dir ${OUT}/${_file} DIRECTORY)
  file(MAKE_DIRECTORY ${_dir})
  execute_process(COMMAND ${KC} ${_args} OUTPUT_FILE ${OUT}/${_file}.tmp RESULT_VARIABLE _rc
                  ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "kernelcast ${_args} failed (${_rc}): ${_err}")
  endif()
  file(RENAME ${OUT}/${_file}.tmp ${OUT}/${_file})
endforeach()
