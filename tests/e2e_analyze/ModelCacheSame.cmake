# `analyze` output of a model-cache hit is byte-identical to a miss and to a run
# without the cache (analyzer/ModelCache.h): text and --json, stdout and stderr
# (warnings), for several kernels. The hit is confirmed by --timing's
# "(model cache hit)" (its timing lines are left out of the comparison).
#   -DKC=<kernelcast> -DSRC=<source dir> -DWORK=<scratch dir>
cmake_minimum_required(VERSION 3.20)
set(_hotspot_defs
  -D grid_size_x=16 -D grid_size_y=512 -D grid_size_z=1 -D block_size_x=32 -D block_size_y=8
  -D block_size_z=1 -D grid_width=4096 -D grid_height=4096 -D tile_size_x=8 -D tile_size_y=1
  -D temporal_tiling_factor=1 -D max_tfactor=10 -D loop_unroll_factor_t=1 -D sh_power=1
  -D blocks_per_sm=3 -D kernel_tuner=1)
file(REMOVE_RECURSE "${WORK}")
function(run_case args)
  list(GET args 0 _file)
  list(REMOVE_AT args 0)
  set(_cache "${WORK}/cache")
  set(ENV{KERNELCAST_CACHE_DIR} "${_cache}")
  execute_process(COMMAND ${KC} analyze ${SRC}/${_file} ${args} --no-cache
                  RESULT_VARIABLE _rc0 OUTPUT_VARIABLE _out0 ERROR_VARIABLE _err0)
  execute_process(COMMAND ${KC} analyze ${SRC}/${_file} ${args}
                  RESULT_VARIABLE _rc1 OUTPUT_VARIABLE _out1 ERROR_VARIABLE _err1)
  execute_process(COMMAND ${KC} analyze ${SRC}/${_file} ${args} --timing
                  RESULT_VARIABLE _rc2 OUTPUT_VARIABLE _out2 ERROR_VARIABLE _err2)
  set(_what "analyze ${_file} ${args}")
  if(NOT _rc0 EQUAL 0 OR NOT _rc1 EQUAL 0 OR NOT _rc2 EQUAL 0)
    message(FATAL_ERROR "${_what}: exit ${_rc0} / ${_rc1} / ${_rc2}, expected 0\n${_err0}${_err1}${_err2}")
  endif()
  if(NOT _err2 MATCHES "\\(model cache hit\\)")
    message(FATAL_ERROR "${_what}: third run was no model cache hit:\n${_err2}")
  endif()
  string(REGEX REPLACE "timing[^\n]*\n" "" _err2 "${_err2}")
  if(NOT _out0 STREQUAL _out1 OR NOT _out1 STREQUAL _out2)
    file(WRITE "${WORK}/nocache.out" "${_out0}")
    file(WRITE "${WORK}/miss.out" "${_out1}")
    file(WRITE "${WORK}/hit.out" "${_out2}")
    message(FATAL_ERROR "${_what}: stdout differs (no cache / miss / hit in ${WORK}/*.out)")
  endif()
  if(NOT _err0 STREQUAL _err1 OR NOT _err1 STREQUAL _err2)
    message(FATAL_ERROR "${_what}: stderr differs:\n--- no cache\n${_err0}--- miss\n${_err1}--- hit\n${_err2}")
  endif()
  string(LENGTH "${_out2}" _len)
  message(STATUS "same output (${_len} bytes): ${_what}")
endfunction()
run_case("tests/kernels/saxpy.cu")
run_case("tests/kernels/saxpy.cu;--json")
run_case("tests/kernels/template_kernel.cu")
run_case("tests/kernels/template_kernel.cu;--json")
run_case("tests/kernels/branch.cu;--branch-prob;9=0.9")
run_case("tests/kernels/amaris_kernels.cu;--json")
run_case("tests/accuracy/hotspot/hotspot.cu;${_hotspot_defs};--gpu;a100-pcie-40gb")
run_case("tests/accuracy/hotspot/hotspot.cu;${_hotspot_defs};--gpu;a100-pcie-40gb;--json")
