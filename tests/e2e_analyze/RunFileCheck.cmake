# Runs the kernelcast commands named by the RUN lines of one .test file and
# checks their combined output with FileCheck against the file's CHECK lines
# (in the style of LLVM's llvm-mca tests).
#
#   # RUN: <kernelcast arguments>        must exit 0
#   # RUN-FAIL: <kernelcast arguments>   must exit non-zero
#   # EVAL: <model.json> SYMBOL=VALUE... runs kc-eval-model (tests/tools), which
#   #                                    prints the model's quantities at that
#   #                                    point; must exit 0
#
# Arguments are split on spaces; substitutions: %kernels (tests/kernels),
# %S (the test's folder), %t (a scratch folder for this test). Each run's
# output is stdout followed by stderr; the runs' outputs are concatenated in
# order, so CHECK lines (and FileCheck variables) can span runs.
#
# Invoked as: cmake -DKC=<kernelcast> -DFILECHECK=<FileCheck> -DTEST=<file.test>
#               -DKERNELS=<dir> -DWORK=<dir> -DCACHE=<dir> [-DEVAL=<kc-eval-model>]
#               -P RunFileCheck.cmake
cmake_policy(SET CMP0054 NEW) # if() compares quoted strings as strings
foreach(_v KC FILECHECK TEST KERNELS WORK CACHE)
  if(NOT DEFINED ${_v})
    message(FATAL_ERROR "RunFileCheck.cmake: -D${_v}=... is required")
  endif()
endforeach()

get_filename_component(_dir "${TEST}" DIRECTORY)
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}" "${CACHE}")
set(ENV{KERNELCAST_CACHE_DIR} "${CACHE}")

file(STRINGS "${TEST}" _lines REGEX "^[#/ ]*(RUN(-FAIL)?|EVAL):")
set(_all "")
set(_n 0)
foreach(_line IN LISTS _lines)
  string(REGEX MATCH "(RUN(-FAIL)?|EVAL):(.*)$" _m "${_line}")
  set(_kind "${CMAKE_MATCH_1}")
  set(_fail "${CMAKE_MATCH_2}")
  string(STRIP "${CMAKE_MATCH_3}" _cmd)
  set(_exe "${KC}")
  set(_tool "kernelcast")
  if(_kind STREQUAL "EVAL")
    if(NOT EVAL)
      message(FATAL_ERROR "${TEST}: an EVAL line needs -DEVAL=<kc-eval-model>")
    endif()
    set(_exe "${EVAL}")
    set(_tool "kc-eval-model")
  endif()
  string(REPLACE "%kernels" "${KERNELS}" _cmd "${_cmd}")
  string(REPLACE "%S" "${_dir}" _cmd "${_cmd}")
  string(REPLACE "%t" "${WORK}" _cmd "${_cmd}")
  separate_arguments(_args UNIX_COMMAND "${_cmd}")
  math(EXPR _n "${_n} + 1")
  execute_process(COMMAND "${_exe}" ${_args}
                  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err
                  TIMEOUT 120)
  string(APPEND _all "${_out}${_err}")
  if(_fail AND _rc EQUAL 0)
    message(FATAL_ERROR "run ${_n} (${_tool} ${_cmd}) exited 0, expected a failure:\n${_out}${_err}")
  elseif(NOT _fail AND NOT _rc EQUAL 0)
    message(FATAL_ERROR "run ${_n} (${_tool} ${_cmd}) exited '${_rc}':\n${_out}${_err}")
  endif()
  if(_rc MATCHES "[A-Za-z]") # "Segmentation fault", "Child aborted", timeouts
    message(FATAL_ERROR "run ${_n} (${_tool} ${_cmd}) crashed: ${_rc}\n${_out}${_err}")
  endif()
endforeach()
if(_n EQUAL 0)
  message(FATAL_ERROR "${TEST}: no RUN line")
endif()

file(WRITE "${WORK}/output.txt" "${_all}")
execute_process(COMMAND "${FILECHECK}" "${TEST}" --input-file "${WORK}/output.txt"
                        --dump-input=fail
                RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "FileCheck failed on ${TEST} (output in ${WORK}/output.txt)")
endif()
