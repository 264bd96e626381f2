# cmake -DCMD=<kernelcast> -DCSV=<file> -DBOUND=<max median APE> -P RunAccuracySmoke.cmake
# Runs `kernelcast compare CSV --json` and fails when the wave model's median APE
# is above BOUND or a row was skipped.
execute_process(COMMAND ${CMD} compare ${CSV} --json --model all
                RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "compare failed (${_rc}):\n${_err}")
endif()
string(JSON _n GET "${_out}" summary wave n)
string(JSON _med GET "${_out}" summary wave median_ape)
string(JSON _skipped LENGTH "${_out}" skipped)
message(STATUS "accuracy smoke: ${_n} rows, wave median APE ${_med} (bound ${BOUND})")
if(NOT _skipped EQUAL 0)
  message(FATAL_ERROR "${_skipped} rows skipped:\n${_out}")
endif()
if(_med GREATER BOUND)
  message(FATAL_ERROR "wave median APE ${_med} is above the bound ${BOUND}")
endif()
