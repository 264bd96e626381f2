/// \file
/// Text and JSON views of a FusionResult. Text example:
///
///   SyncTest: 1048576 elements, fusions of at most 4 calls (10 legal)
///   unfused: 4 kernels, 0.5120 ms, 2048.0 MElems/s
///   plan 1: 0.1600 ms, 6553.6 MElems/s, speed-up 3.20x over unfused
///     kernel k0_madd33_madd33_madd33_madd33: block 64x1x1 (64 elements), 2304 B shared, 0.1600 ms
///       M_1 = madd33(A, A)  [madd33_1]
///       ...
///       registers: M_1, M_2, M_3   shared: A, F   barriers: 2 kept, 4 removed
///
/// JSON: {"pipeline", "elements", "unfused": {"time_ms", "elements_per_s", "kernels"},
/// "plans": [{"time_ms", "elements_per_s", "speedup", "kernels": [{"name", "calls",
/// "implementations", "block", "elements_per_block", "grid_blocks", "shared_bytes",
/// "registers", "shared", "barriers_kept", "barriers_removed", "time_ms", "detail"}]}],
/// "search": {"legal_fusions", "candidates", "priced", "cache_hits", "rejected",
/// "first_cost_error" when the cost model failed on some candidate}} with plans best first.
#pragma once

#include "fusion/FusionPlanner.h"

#include <nlohmann/json.hpp>

namespace llvm {
class raw_ostream;
}

namespace kc::fusion {

void printFusionText(const FusionResult &R, llvm::raw_ostream &OS);
nlohmann::json fusionToJson(const FusionResult &R);

} // namespace kc::fusion
