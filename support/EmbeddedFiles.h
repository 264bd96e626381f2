/// \file
/// Files compiled into the binary at build time (GPU model files, the CUDA
/// device header). cmake/EmbedFiles.cmake generates the definitions; each
/// namespace below is one call of kc_embed_files().
#pragma once

#include <span>
#include <string_view>

namespace kc {

struct EmbeddedFile {
  std::string_view Name;     ///< File name without directory, e.g. "a100-sxm4-80gb.json".
  std::string_view Contents; ///< Whole file.
};

namespace embedded::gpus {
std::span<const EmbeddedFile> files();
}
namespace embedded::examples { // the demo's bundled kernel
std::span<const EmbeddedFile> files();
}
namespace embedded::cudaheaders {
std::span<const EmbeddedFile> files();
}
/// The fusion planner's elementary-function library (fusion/library/*.cu).
namespace embedded::fusionlib {
std::span<const EmbeddedFile> files();
}

} // namespace kc
