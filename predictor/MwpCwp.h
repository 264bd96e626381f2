/// \file
/// The MWP-CWP baseline (Hong & Kim, ISCA 2009), on the same kernel and GPU
/// models as the wave model. Inputs for a representative warp (the main warp
/// of the most frequent block class):
///   Mem_LD = lat_DRAM; Departure_del = delay_dep = (lat_uncoal - lat_DRAM) / 28
///   (coalesced: one departure per request; uncoalesced: 32, #Uncoal_per_mw = 32)
///   Weight_uncoal = uncoalMem / mem of the warp
///   Mem_L_Coal = Mem_LD;  Mem_L_Uncoal = Mem_LD + (32 - 1) * delay_dep
///   Mem_L = Mem_L_Uncoal * w_u + Mem_L_Coal * (1 - w_u)
///   Departure_delay = 32 * delay_dep * w_u + delay_dep * (1 - w_u)
///   #Mem_insts = global load + store instructions of the main thread
///   Mem_cycles = Mem_L_Uncoal * #Uncoal_insts + Mem_L_Coal * #Coal_insts
///   Comp_cycles = delay(main thread)   (issue cycles of all its instructions)
///   N = active warps per processing block (Hong & Kim's SM had one scheduler:
///       applied per processing block, with PB * active SMs sharing DRAM)
///   MWP_without_BW = Mem_L / Departure_delay
///   BW_per_warp = Load_bytes_per_warp / Mem_L  (bytes per cycle)
///   MWP_peak_BW = DRAM bytes per cycle / (BW_per_warp * PB * #Active_SMs)
///   MWP = min(MWP_without_BW, MWP_peak_BW, N);  CWP = min((Mem + Comp) / Comp, N)
///   #Rep = #Blocks / (#Active_blocks_per_SM * #Active_SMs)
///   if MWP == N == CWP:      (Mem_cycles + Comp_cycles + Comp_cycles / #Mem_insts * (MWP - 1)) * #Rep
///   elif CWP >= MWP or Comp_cycles > Mem_cycles:
///                            (Mem_cycles * N / MWP + Comp_cycles / #Mem_insts * (MWP - 1)) * #Rep
///   else:                    (Mem_L + Comp_cycles * N) * #Rep
///   no memory instructions:  Comp_cycles * N * #Rep
///   Synch_cost = Departure_delay * (MWP - 1) * #Sync_insts * #Active_blocks_per_SM * #Rep
///   exec = (Exec_cycles + Synch_cost) / clock; t = launch + exec with
///   launch = base + max(0, gridBlocks * per_block - exec) (ResolvedLaunch.h)
#pragma once

#include "predictor/Prediction.h"
#include "predictor/ResolvedLaunch.h"

namespace kc {

Prediction predictMwpCwp(const PreparedKernel &P, const ResolvedLaunch &R);

} // namespace kc
