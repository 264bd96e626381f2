# Installs the build -DBUILD_DIR into -DWORK/prefix, checks what was installed,
# builds examples/tuner against it (find_package(kernelcast)), runs it on
# tests/kernels/saxpy.cu and compares its sweep with the installed CLI's
# `kernelcast tune` on the same launches: same best block, same times.
cmake_minimum_required(VERSION 3.20)
set(_prefix ${WORK}/prefix)
set(_example ${WORK}/tuner-build)
file(REMOVE_RECURSE ${WORK})
set(ENV{KERNELCAST_CACHE_DIR} ${CACHE})

function(run)
  cmake_parse_arguments(R "" "OUT" "COMMAND" ${ARGN})
  execute_process(COMMAND ${R_COMMAND} RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    string(REPLACE ";" " " _cmd "${R_COMMAND}")
    message(FATAL_ERROR "failed (${_rc}): ${_cmd}\nstdout:\n${_out}\nstderr:\n${_err}")
  endif()
  if(R_OUT)
    set(${R_OUT} "${_out}" PARENT_SCOPE)
  endif()
endfunction()

# 1. Install.
run(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${_prefix} --config ${CONFIG})
set(_expected bin/kernelcast include/kernelcast/kernelcast.h include/kernelcast/predictor/Prediction.h
    include/kernelcast/gpumodel/GpuModel.h include/kernelcast/analyzer/SourceAnalysis.h
    lib/cmake/kernelcast/kernelcastConfig.cmake lib/cmake/kernelcast/kernelcastConfigVersion.cmake
    lib/cmake/kernelcast/kernelcastTargets.cmake
    share/bash-completion/completions/kernelcast share/zsh/site-functions/_kernelcast
    share/man/man1/kernelcast.1)
if(MICROBENCH)
  list(APPEND _expected bin/kernelcast-microbench)
endif()
foreach(_f IN LISTS _expected)
  if(NOT EXISTS ${_prefix}/${_f})
    file(GLOB_RECURSE _all RELATIVE ${_prefix} ${_prefix}/*)
    message(FATAL_ERROR "not installed: ${_f}\ninstalled:\n${_all}")
  endif()
endforeach()
file(GLOB _libs ${_prefix}/lib/libkernelcast_*.a)
list(LENGTH _libs _nlibs)
if(_nlibs LESS 7)
  message(FATAL_ERROR "expected the layer libraries in ${_prefix}/lib, found: ${_libs}")
endif()

# 2. The example, configured against the installed tree only.
set(_config -S ${SOURCE_DIR}/examples/tuner -B ${_example} -G ${GENERATOR}
    -DCMAKE_PREFIX_PATH=${_prefix} -DCMAKE_BUILD_TYPE=${CONFIG} -DCMAKE_CXX_COMPILER=${CXX}
    -DLLVM_DIR=${LLVM_DIR})
if(MAKE_PROGRAM)
  list(APPEND _config -DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM})
endif()
if(LAUNCHER)
  list(APPEND _config -DCMAKE_CXX_COMPILER_LAUNCHER=${LAUNCHER})
endif()
run(COMMAND ${CMAKE_COMMAND} ${_config})
run(COMMAND ${CMAKE_COMMAND} --build ${_example})
file(READ ${_example}/CMakeCache.txt _cache)
string(REGEX MATCH "kernelcast_DIR:PATH=[^\n]*" _dir "${_cache}")
if(NOT _dir STREQUAL "kernelcast_DIR:PATH=${_prefix}/lib/cmake/kernelcast")
  message(FATAL_ERROR "the example found kernelcast at '${_dir}', not in ${_prefix}")
endif()

# 3. Run it, and the installed CLI on the same sweep.
set(_kernel ${SOURCE_DIR}/tests/kernels/saxpy.cu)
run(COMMAND ${_example}/tuner ${_kernel} v100 1048576 OUT _tuner)
run(COMMAND ${_prefix}/bin/kernelcast tune ${_kernel} --gpu v100 --block-x 32:1024:32
            --grid "ceil_div(n, block_x)" --param n=1048576 --top 32 --json OUT _tune)

string(REGEX MATCH "best block ([0-9]+) time_ms ([0-9.e+-]+)" _m "${_tuner}")
if(NOT _m)
  message(FATAL_ERROR "no 'best' line in the example's output:\n${_tuner}")
endif()
set(_best_block ${CMAKE_MATCH_1})
string(JSON _cli_block GET "${_tune}" ranking 0 block 0)
if(NOT _best_block EQUAL _cli_block)
  message(FATAL_ERROR "example's best block ${_best_block}, kernelcast tune's ${_cli_block}\n${_tuner}")
endif()
# Every block size: the example prints %.9g, the CLI's JSON the shortest exact
# form; the two agree in all but the last printed digit.
string(JSON _n LENGTH "${_tune}" ranking)
math(EXPR _last "${_n} - 1")
if(NOT _n EQUAL 32)
  message(FATAL_ERROR "kernelcast tune predicted ${_n} of 32 block sizes")
endif()
foreach(_i RANGE ${_last})
  string(JSON _b GET "${_tune}" ranking ${_i} block 0)
  string(JSON _t GET "${_tune}" ranking ${_i} time_ms)
  string(REGEX MATCH "block ${_b} grid [0-9]+ time_ms ([0-9.e+-]+)" _m "${_tuner}")
  if(NOT _m)
    message(FATAL_ERROR "the example printed no prediction for block ${_b}:\n${_tuner}")
  endif()
  string(LENGTH "${CMAKE_MATCH_1}" _len)
  math(EXPR _len "${_len} - 1")
  string(SUBSTRING "${CMAKE_MATCH_1}" 0 ${_len} _digits)
  string(FIND "${_t}" "${_digits}" _pos)
  if(NOT _pos EQUAL 0)
    message(FATAL_ERROR "block ${_b}: the example predicts ${CMAKE_MATCH_1} ms, kernelcast tune ${_t} ms")
  endif()
endforeach()
message(STATUS "installed ${_prefix}; the example built against it agrees with kernelcast tune "
               "on ${_n} launches (best block ${_best_block})")
