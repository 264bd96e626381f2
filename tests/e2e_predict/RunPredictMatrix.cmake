# `kernelcast predict --model all` on every kernel of the analyzer's corpus
# (tests/kernels) on every GPU of GPUS, with a sensible launch and the scalar
# arguments each kernel's formulas need. Asserts exit 0, and for each model a
# positive time no smaller than the roofline's: the roofline is a lower bound
# of the wave model derived independently (whole-grid issue cycles over every
# processing block, whole-grid DRAM bytes at the sustained bandwidth, and the
# same launch overhead), so a wave prediction below it is a bug. Pinned values
# of streaming kernels are in pinned_predictions.py. Prints one line per
# prediction. All runs share one compile cache (-DCACHE), so each source is
# compiled once per architecture.
#
# Invoked as: cmake -DKC=<kernelcast> -DKERNELS=<tests/kernels> -DCACHE=<dir>
#               [-DGPUS=gtx680;k40;...] -P RunPredictMatrix.cmake
cmake_policy(SET CMP0007 NEW) # keep empty list elements (no arguments, no options)
cmake_policy(SET CMP0057 NEW) # if(IN_LIST)
include(${CMAKE_CURRENT_LIST_DIR}/../CompareNumbers.cmake)
foreach(_v KC KERNELS CACHE)
  if(NOT DEFINED ${_v})
    message(FATAL_ERROR "RunPredictMatrix.cmake: -D${_v}=... is required")
  endif()
endforeach()
if(NOT DEFINED GPUS)
  set(GPUS gtx680 k40 v100 a100-sxm4-80gb h100-sxm)
endif()
file(MAKE_DIRECTORY "${CACHE}")
set(ENV{KERNELCAST_CACHE_DIR} "${CACHE}")

# source | kernel | grid | block | arguments (space separated) | extra options
#   [| GPUs to skip, comma separated]. mathMix uses __ldg (CC >= 3.5) and a double
#   atomicAdd (CC >= 6.0), which CUDA itself rejects for gtx680 (3.0) and k40 (3.5):
#   there the test asserts the compile error instead.
set(_cases
  "amaris_kernels.cu|vectorAdd|4096|256|N=1048576|"
  "amaris_kernels.cu|dotProd|256|256|N=1048576|"
  "amaris_kernels.cu|matMul|64,64|16,16|Width=1024|"
  "amaris_kernels.cu|matMulUncoalesced|64,64|16,16|Width=1024|"
  "amaris_kernels.cu|matMulShared|64,64|16,16|Width=1024|"
  "amaris_kernels.cu|matMulSharedUncoalesced|64,64|16,16|Width=1024|"
  "amaris_kernels.cu|matSum|64,64|16,16|N=1024|"
  "amaris_kernels.cu|matSumNormal|64,64|16,16|N=1024|"
  "aos_soa.cu|updateAoS|4096|256|n=1048576|"
  "aos_soa.cu|updateSoA|4096|256|n=1048576|"
  "branch.cu|clampOrIterate|4096|256|n=1048576|"
  "dynamic_shared.cu|reverseBlock|1024|256|n=262144|--dynamic-smem 1024"
  "grid_stride.cu|scaleGridStride|1024|256|n=4194304|"
  "histogram.cu|histogram|1024|256|n=16777216|"
  "math_intrinsics.cu|mathMix|4096|256|n=1048576||gtx680,k40"
  "matmul_naive.cu|matmulNaive|64,64|16,16|Width=1024|"
  "matmul_tiled.cu|matmulTiled|64,64|16,16|Width=1024|"
  "reduction.cu|reduceSum|4096|256|n=1048576|"
  "saxpy.cu|saxpy|4096|256|n=1048576|"
  "stencil.cu|jacobi5|256,1024|32,8|nx=8192 ny=8192|"
  "strided_copy.cu|stridedCopy|4096|256|stride=2|"
  "strided_copy.cu|offsetCopy|4096|256|offset=1|"
  "strided_copy.cu|transposedIndexCopy|4096|256||"
  "strided_copy.cu|reversedCopy|4096|256||"
  "template_kernel.cu|scale<float>|4|256|n=1024|"
  "template_kernel.cu|scale<double>|4|256|n=1024|"
  "template_kernel.cu|scale<int>|4|256|n=1024|"
  "transpose.cu|transposeNaive|32,32|32,32|width=1024 height=1024|"
  "transpose.cu|transposeTiled|32,32|32,8|width=1024 height=1024|"
)

set(_failures "")
set(_count 0)
foreach(_gpu IN LISTS GPUS)
  foreach(_case IN LISTS _cases)
    string(REPLACE "|" ";" _f "${_case}")
    list(GET _f 0 _src)
    list(GET _f 1 _kernel)
    list(GET _f 2 _grid)
    list(GET _f 3 _block)
    list(GET _f 4 _argtext)
    list(GET _f 5 _extra)
    set(_skip "")
    list(LENGTH _f _nf)
    if(_nf GREATER 6)
      list(GET _f 6 _skip)
      string(REPLACE "," ";" _skip "${_skip}")
    endif()
    set(_args "")
    if(_argtext)
      separate_arguments(_kv UNIX_COMMAND "${_argtext}")
      foreach(_a IN LISTS _kv)
        list(APPEND _args --arg ${_a})
      endforeach()
    endif()
    separate_arguments(_extra UNIX_COMMAND "${_extra}")
    execute_process(
      COMMAND "${KC}" predict "${KERNELS}/${_src}" --kernel "${_kernel}" --gpu ${_gpu}
              --grid ${_grid} --block ${_block} ${_args} ${_extra} --model all --json
      RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err TIMEOUT 120)
    math(EXPR _count "${_count} + 1")
    set(_what "${_gpu} ${_src} ${_kernel} grid ${_grid} block ${_block} ${_argtext}")
    if(_gpu IN_LIST _skip)
      # Not valid CUDA for this GPU: a clear compile error naming the file, never a crash.
      if(NOT _rc EQUAL 1 OR NOT _err MATCHES "compilation of .*${_src} failed")
        list(APPEND _failures "${_what}: expected a compile error (exit 1), got '${_rc}': ${_err}")
      else()
        message(STATUS "${_what}: compile error as expected (not valid CUDA for ${_gpu})")
      endif()
      continue()
    endif()
    if(NOT _rc EQUAL 0)
      list(APPEND _failures "${_what}: exit '${_rc}': ${_err}")
      continue()
    endif()
    string(JSON _t ERROR_VARIABLE _jerr GET "${_out}" models wave time_ms)
    string(JSON _r ERROR_VARIABLE _rerr GET "${_out}" models roofline time_ms)
    string(JSON _m ERROR_VARIABLE _merr GET "${_out}" models mwp-cwp time_ms)
    string(JSON _b ERROR_VARIABLE _berr GET "${_out}" models wave blocks_per_sm)
    string(JSON _w ERROR_VARIABLE _werr GET "${_out}" models wave waves)
    if(_jerr OR _rerr OR _merr OR _berr OR _werr)
      list(APPEND _failures "${_what}: --json lacks models.{wave,roofline,mwp-cwp}.time_ms/blocks_per_sm/waves: ${_out}")
      continue()
    endif()
    set(_bad "")
    foreach(_v IN ITEMS ${_t} ${_r} ${_m})
      # A positive finite number: digits, optional fraction and exponent, not 0.
      if(NOT _v MATCHES "^[0-9]+(\\.[0-9]*)?([eE][-+]?[0-9]+)?$" OR _v MATCHES "^0+(\\.0*)?([eE].*)?$")
        set(_bad "a time is '${_v}', expected a positive number")
      endif()
    endforeach()
    if(NOT _bad)
      kc_number_within("${_t}" "${_r}" 1e-6 _same)
      if(NOT _t GREATER_EQUAL _r AND NOT _same)
        set(_bad "wave ${_t} ms is below the roofline's lower bound ${_r} ms")
      endif()
    endif()
    if(_bad)
      list(APPEND _failures "${_what}: ${_bad}")
      continue()
    endif()
    if(_b LESS 1)
      list(APPEND _failures "${_what}: blocks_per_sm is ${_b}")
      continue()
    endif()
    message(STATUS "${_what}: wave ${_t} ms >= roofline ${_r} ms; mwp-cwp ${_m} ms; ${_b} blocks/SM, ${_w} waves")
  endforeach()
endforeach()

list(LENGTH _failures _nf)
if(_nf GREATER 0)
  string(REPLACE ";" "\n  " _msg "${_failures}")
  message(FATAL_ERROR "${_nf} of ${_count} predictions failed:\n  ${_msg}")
endif()
message(STATUS "${_count} predictions, all positive, the wave model's never below the roofline's")
