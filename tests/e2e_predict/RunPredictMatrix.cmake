# `kernelcast predict` on every kernel of the analyzer's corpus (tests/kernels)
# on every GPU of GPUS, with a sensible launch and the scalar arguments each
# kernel's formulas need. Asserts exit 0, a positive finite time_ms in the
# --json output and that blocks_per_sm / waves are present; prints one line per
# prediction. All runs share one compile cache (-DCACHE), so each source is
# compiled once per architecture.
#
# Invoked as: cmake -DKC=<kernelcast> -DKERNELS=<tests/kernels> -DCACHE=<dir>
#               [-DGPUS=gtx680;k40;...] -P RunPredictMatrix.cmake
cmake_policy(SET CMP0007 NEW) # keep empty list elements (no arguments, no options)
cmake_policy(SET CMP0057 NEW) # if(IN_LIST)
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
              --grid ${_grid} --block ${_block} ${_args} ${_extra} --json
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
    string(JSON _t ERROR_VARIABLE _jerr GET "${_out}" time_ms)
    string(JSON _b ERROR_VARIABLE _berr GET "${_out}" blocks_per_sm)
    string(JSON _w ERROR_VARIABLE _werr GET "${_out}" waves)
    if(_jerr OR _berr OR _werr)
      list(APPEND _failures "${_what}: --json lacks time_ms/blocks_per_sm/waves: ${_out}")
      continue()
    endif()
    # A positive finite number: digits, optional fraction and exponent, not 0.
    if(NOT _t MATCHES "^[0-9]+(\\.[0-9]*)?([eE][-+]?[0-9]+)?$" OR _t MATCHES "^0+(\\.0*)?([eE].*)?$")
      list(APPEND _failures "${_what}: time_ms is '${_t}', expected a positive number")
      continue()
    endif()
    if(_b LESS 1)
      list(APPEND _failures "${_what}: blocks_per_sm is ${_b}")
      continue()
    endif()
    message(STATUS "${_what}: ${_t} ms, ${_b} blocks/SM, ${_w} waves")
  endforeach()
endforeach()

list(LENGTH _failures _nf)
if(_nf GREATER 0)
  string(REPLACE ";" "\n  " _msg "${_failures}")
  message(FATAL_ERROR "${_nf} of ${_count} predictions failed:\n  ${_msg}")
endif()
message(STATUS "${_count} predictions, all with a positive time")
