# Helpers shared by the layer CMakeLists: a layer library is every .cpp in its
# folder (so adding a file needs no CMake edit), with LLVM's flags applied per
# target, never directory-wide.
include(GNUInstallDirs)

function(kc_llvm_settings target)
  target_include_directories(${target} SYSTEM PUBLIC ${LLVM_INCLUDE_DIRS})
  separate_arguments(_defs NATIVE_COMMAND ${LLVM_DEFINITIONS})
  target_compile_definitions(${target} PUBLIC ${_defs})
endfunction()

# kc_layer_library(NAME DIR [LINKS ...]): a static library from DIR/*.cpp.
function(kc_layer_library name dir)
  cmake_parse_arguments(ARG "" "" "LINKS" ${ARGN})
  file(GLOB _srcs CONFIGURE_DEPENDS ${dir}/*.cpp)
  if(NOT _srcs)
    # A layer with no sources yet: an empty placeholder so dependants still link.
    set(_srcs ${CMAKE_SOURCE_DIR}/support/EmptyLayer.cpp)
  endif()
  add_library(${name} STATIC ${_srcs})
  # Headers are included by layer ("gpumodel/GpuModel.h"): from the source
  # root when building, from include/kernelcast when installed (cmake/Install.cmake).
  target_include_directories(${name} PUBLIC $<BUILD_INTERFACE:${CMAKE_SOURCE_DIR}>
                                            $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}/kernelcast>)
  target_compile_options(${name} PRIVATE -Wall -Wextra -Wno-unused-parameter)
  kc_llvm_settings(${name})
  target_link_libraries(${name} PUBLIC ${ARG_LINKS})
endfunction()
