# Emits a plan's CUDA with fusion_emit (MODE "" or "shared"), compiles the host
# driver with nvcc -arch=sm_75 (when NVCC is set) and builds and runs the CPU
# emulation of the kernels, which must match the CPU reference.
execute_process(COMMAND ${EMIT} ${PIPELINE} ${DIR} ${MODE} RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "fusion_emit failed (${_rc}): ${_out}${_err}")
endif()
message(STATUS "${_out}")
if(NVCC)
  execute_process(COMMAND ${NVCC} -O3 -arch=sm_75 -Werror all-warnings -o ${DIR}/driver ${DIR}/main.cu
                  WORKING_DIRECTORY ${DIR} RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "nvcc failed on ${DIR}/main.cu (${_rc}):\n${_out}${_err}")
  endif()
  message(STATUS "nvcc compiled ${DIR}/driver")
endif()
execute_process(COMMAND ${CXX} -std=c++20 -O1 -pthread -Wno-unknown-pragmas -o ${DIR}/emulate ${DIR}/emulate.cpp
                WORKING_DIRECTORY ${DIR} RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "c++ failed on ${DIR}/emulate.cpp (${_rc}):\n${_out}${_err}")
endif()
execute_process(COMMAND ${DIR}/emulate RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
message(STATUS "${_out}${_err}")
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "emulated kernels differ from the CPU reference")
endif()
