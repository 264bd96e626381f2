/// \file
/// What a prediction of a kernel assumes because the analysis could not derive
/// it and the user did not state it: the trip counts of loops it cannot bound
/// (trip.<loop>), the probabilities of data-dependent branches (prob.L<line>)
/// and how data-dependent addresses spread a warp's lanes (scatter.L<line>), at
/// their defaults. predict and compare show it so that a user knows which
/// --trip / --branch-prob / --scatter would change the time.
#pragma once

#include "kernelmodel/KernelModel.h"

#include <map>
#include <string>

namespace kc {

/// "assumed, not derived (set them to match your data): loop L12 runs 16 times
/// (--trip L12=N); the data-dependent branch at line 27 is taken with
/// probability 0.5 (--branch-prob 27=P)[; the data-dependent address at line 6
/// is taken as scattering the warp's lanes (--scatter 6=V)]", or "" when
/// nothing is assumed. \p Given: the symbol values the user set (trip.*,
/// scatter.*); \p GivenBranchLines: the user's --branch-prob by line;
/// \p WithScatter: include the scatter.* defaults (predict shows them as an
/// interval instead).
std::string assumptionNote(const KernelModel &K, const std::map<std::string, double> &Given,
                           const std::map<unsigned, double> &GivenBranchLines, bool WithScatter);

/// "the model has no cost of its own for 4 operations (each counted as one ALU
/// operation, ...): line 13: llvm.nvvm.wmma.m16n16k16.load.a... (tensor-core
/// matrix operation); ...; tensor cores are not modelled", naming at most three; ""
/// when the model costs everything (KernelModel::Uncosted).
std::string uncostedNote(const KernelModel &K);

} // namespace kc
