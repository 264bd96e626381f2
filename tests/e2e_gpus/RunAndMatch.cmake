# cmake -DCMD=<exe> -DARGS=<a;b;c> -DEXPECT_RC=<n> -DEXPECT=<s1;s2;...> -P RunAndMatch.cmake
# Runs CMD ARGS; fails unless the exit code is EXPECT_RC and stdout+stderr
# contains every string of EXPECT (plain substrings, not regular expressions).
execute_process(COMMAND ${CMD} ${ARGS} RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
set(_all "${_out}${_err}")
if(NOT "${_rc}" STREQUAL "${EXPECT_RC}")
  message(FATAL_ERROR "exit code ${_rc}, expected ${EXPECT_RC}; output:\n${_all}")
endif()
foreach(_s IN LISTS EXPECT)
  string(FIND "${_all}" "${_s}" _pos)
  if(_pos EQUAL -1)
    message(FATAL_ERROR "output lacks \"${_s}\"; output:\n${_all}")
  endif()
endforeach()
