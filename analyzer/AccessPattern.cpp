// Sectors per warp request and shared-memory bank conflicts from address
// strides (formulas in AccessPattern.h).
#include "analyzer/AccessPattern.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace kc {
namespace {

Expr absE(const Expr &E) { return max(E, Expr(0.0) - E); }

bool isZero(const std::optional<Expr> &E) { return E && E->isConstant(0.0); }

/// Granules (32-byte sectors, or 128-byte lines) a run of W lanes Sx bytes apart touches.
Expr rowSectors(const Expr &W, const Expr &Sx, const AccessStrides &S, double Granule = 32) {
  // The run starts at the lowest address: lane 0's for a non-negative stride,
  // lane W-1's (misaligned by m + (W-1)*Sx) for a negative one (reversed order).
  // The misalignment is known modulo 32 only: lines take the base as 128-aligned.
  Expr Start = S.Misalignment;
  if (!(Sx.isConstant() && Sx.constantValue() >= 0))
    Start = mod(S.Misalignment + (W - Expr(1.0)) * min(Sx, Expr(0.0)), Expr(32.0));
  Expr Span = Start + (W - Expr(1.0)) * absE(Sx) + Expr(static_cast<double>(S.Bytes));
  // Each lane covers at most ceil(B / granule) granules (B > 32: a group of neighbouring accesses).
  return min(W * Expr(std::ceil(S.Bytes / Granule)), ceilDiv(Span, Expr(Granule)));
}

/// Granules one warp request touches (the cases of AccessPattern.h); nullopt when
/// the address is not affine in threadIdx.
std::optional<Expr> requestGranules(const AccessStrides &S, double Granule, const Expr &Cap) {
  if (!S.X)
    return std::nullopt;
  Expr Bx = Expr::symbol("bdim.x"), By = Expr::symbol("bdim.y"), Bz = Expr::symbol("bdim.z");
  Expr W = min(Bx, Expr(32.0));
  Expr Sx = *S.X;
  bool NoY = isZero(S.Y), NoZ = isZero(S.Z);
  bool ContiguousY = S.Y && *S.Y == Sx * Bx;
  bool ContiguousZ = NoZ || (S.Z && *S.Z == Sx * Bx * By);
  if (NoY && NoZ)
    return rowSectors(W, Sx, S, Granule);
  if (ContiguousY && ContiguousZ)
    return rowSectors(Expr(32.0), Sx, S, Granule);
  Expr R = NoY ? Expr(1.0) : min(ceilDiv(Expr(32.0), Bx), By);
  Expr Rz = NoZ ? Expr(1.0) : min(ceilDiv(Expr(32.0), Bx * By), Bz);
  // Every lane of a row reads one address: the warp reads R addresses Sy apart.
  if (Sx.isConstant(0.0) && S.Y)
    return min(Cap, Rz * rowSectors(R, *S.Y, S, Granule));
  // Rows disjoint (R rows of W lanes) or columns disjoint (W columns of R lanes,
  // Sy apart): both count every granule at least once, the smaller is the tighter
  // bound (a column-major walk, Sy = 4 B, Sx = 4*N, packs a column's R lanes into
  // one sector).
  Expr ByRows = R * rowSectors(W, Sx, S, Granule);
  if (S.Y)
    ByRows = min(ByRows, W * rowSectors(R, *S.Y, S, Granule));
  return min(Cap, Rz * ByRows);
}

std::string num(double V) {
  if (V == std::floor(V))
    return fmt::format("{}", static_cast<long long>(V));
  return fmt::format("{:g}", V);
}

} // namespace

GlobalPattern globalPattern(const AccessStrides &S) {
  GlobalPattern P;
  double B = S.Bytes;
  P.MinSectors = Expr(std::max(1.0, std::ceil(32.0 * B / 32.0)));
  Expr Cap(32.0 * std::max(1.0, std::ceil(B / 32.0)));
  Expr LineCap(32.0 * std::max(1.0, std::ceil(B / 128.0)));
  std::optional<Expr> Sectors = requestGranules(S, 32, Cap);
  P.Lines = requestGranules(S, 128, LineCap).value_or(LineCap);
  if (!Sectors) {
    P.Sectors = Cap;
    P.Verdict = "address not affine in threadIdx (data-dependent or masked): assumed uncoalesced";
  } else {
    P.Sectors = *Sectors;
    Expr Sx = *S.X;
    bool Rows = !(isZero(S.Y) && isZero(S.Z)) &&
                !(S.Y && *S.Y == Sx * Expr::symbol("bdim.x") &&
                  (isZero(S.Z) || (S.Z && *S.Z == Sx * Expr::symbol("bdim.x") * Expr::symbol("bdim.y"))));
    // The verdict names the typical case: a warp within one row (blockDim.x >= 32).
    Expr Typical = P.Sectors.substitute({{"bdim.x", Expr(32.0)}, {"bdim.y", Expr(32.0)}, {"bdim.z", Expr(1.0)}});
    std::string Count = Typical.isConstant() ? num(Typical.constantValue()) : Typical.str();
    bool Aligned = S.Misalignment.isConstant(0.0);
    if (Sx.isConstant(0.0)) {
      P.Verdict = Rows ? "broadcast along threadIdx.x; one request per threadIdx.y row of the warp"
                       : "broadcast (1 sector per request)";
    } else if (Sx.isConstant() && std::fabs(Sx.constantValue()) == B && Typical.isConstant() &&
               Typical.constantValue() <= P.MinSectors.constantValue()) {
      P.Verdict = fmt::format("coalesced ({} sector{} per request)", Count, Count == "1" ? "" : "s");
    } else if (Sx.isConstant() && std::fabs(Sx.constantValue()) == B && !Typical.isConstant()) {
      P.Verdict = fmt::format("contiguous (stride {} B): {} sectors per request, {} when aligned",
                              num(Sx.constantValue()), Count, num(P.MinSectors.constantValue()));
    } else if (Sx.isConstant()) {
      P.Verdict = fmt::format("uncoalesced (stride {} B: {} sectors per request, {} when contiguous)",
                              num(Sx.constantValue()), Count, num(P.MinSectors.constantValue()));
    } else {
      P.Verdict = fmt::format("stride {} B: sectors per request {}", Sx.str(), Count);
    }
    if (!Aligned && !Sx.isConstant(0.0)) // a broadcast's misalignment only matters past a sector
      P.Verdict += S.Misalignment.isConstant()
                       ? fmt::format("; misaligned by {} B", num(S.Misalignment.constantValue()))
                       : fmt::format("; alignment depends on {}", S.Misalignment.str());
    if (Rows && !Sx.isConstant(0.0))
      P.Verdict += "; warps span several threadIdx.y rows when blockDim.x < 32";
  }
  P.IsUncoalesced = lt(P.MinSectors, P.Sectors);
  // Bytes moved at 1/8 of the DRAM rate (the uncoalesced bandwidth: a sector per
  // 4-byte access) and the rest at the full rate cost S / Smin coalesced requests
  // when their share is (S / Smin - 1) / 7.
  double Min = P.MinSectors.constantValue();
  P.UncoalescedShare = min(Expr(1.0), max(Expr(0.0), (P.Sectors - P.MinSectors) / Expr(7.0 * Min)));
  return P;
}

SharedPattern sharedPattern(const AccessStrides &S, std::optional<std::array<unsigned, 3>> BlockDim,
                            bool PairedBankRows) {
  SharedPattern P;
  if (!S.X) {
    P.Verdict = "address not affine in threadIdx (data-dependent or masked): bank conflicts unknown (assumed none)";
    return P;
  }
  auto Const = [](const std::optional<Expr> &E) -> std::optional<double> {
    if (!E)
      return std::nullopt;
    if (E->isConstant())
      return E->constantValue();
    return std::nullopt;
  };
  auto Sx = Const(S.X), Sy = S.Y ? Const(S.Y) : std::optional<double>(0.0),
       Sz = S.Z ? Const(S.Z) : std::optional<double>(0.0);
  if (!Sx || !Sy || !Sz) {
    P.Verdict = fmt::format("stride {} B: bank conflicts depend on it (assumed none)",
                            S.X->isConstant() ? num(S.X->constantValue()) : S.X->str());
    return P;
  }
  std::array<unsigned, 3> Dim = BlockDim.value_or(std::array<unsigned, 3>{32, 1, 1});
  for (unsigned &D : Dim)
    D = std::max(1u, D);
  unsigned WordsPerLane = std::max(1u, (S.Bytes + 3) / 4);
  // (bank, word slot) of every word the lanes touch, and the words; sorted and
  // deduplicated, the largest run of one bank is the number of distinct words
  // it serves. (Flat vectors: this runs several times for each shared access
  // of a big unrolled block.)
  std::vector<std::pair<long long, long long>> BankSlots;
  std::vector<long long> Words;
  BankSlots.reserve(32 * WordsPerLane);
  Words.reserve(32 * WordsPerLane);
  for (unsigned Lane = 0; Lane < 32; ++Lane) {
    unsigned Tx = Lane % Dim[0], Ty = (Lane / Dim[0]) % Dim[1], Tz = Lane / (Dim[0] * Dim[1]) % Dim[2];
    if (Lane >= Dim[0] * Dim[1] * Dim[2])
      break;
    double Off = *Sx * Tx + *Sy * Ty + *Sz * Tz;
    long long Word = static_cast<long long>(std::floor(Off / 4));
    for (unsigned K = 0; K < WordsPerLane; ++K) {
      long long Wd = Word + K;
      // Kepler's 64-bit banks in 32-bit mode serve words i and i + 32 of one
      // 64-word segment in the same access: they count as one.
      long long Slot = PairedBankRows && ((Wd % 64) + 64) % 64 >= 32 ? Wd - 32 : Wd;
      BankSlots.push_back({((Wd % 32) + 32) % 32, Slot});
      Words.push_back(Wd);
    }
  }
  std::sort(BankSlots.begin(), BankSlots.end());
  BankSlots.erase(std::unique(BankSlots.begin(), BankSlots.end()), BankSlots.end());
  std::sort(Words.begin(), Words.end());
  Words.erase(std::unique(Words.begin(), Words.end()), Words.end());
  size_t MaxWords = 1;
  for (size_t I = 0; I < BankSlots.size();) {
    size_t J = I + 1;
    while (J < BankSlots.size() && BankSlots[J].first == BankSlots[I].first)
      ++J;
    MaxWords = std::max(MaxWords, J - I);
    I = J;
  }
  // The passes (wavefronts) the request takes: the most distinct words one
  // bank serves. A conflict-free 8- or 16-byte access (ld.shared.v2/.v4, a
  // double) moves 2 or 4 words per bank, 256 or 512 B at the banks' 128 B per
  // pass; a broadcast of one vector is one pass.
  P.Ways = static_cast<unsigned>(MaxWords);
  // The conflict the verdict names: passes beyond a lane's own words.
  unsigned Conflict = static_cast<unsigned>((MaxWords + WordsPerLane - 1) / WordsPerLane);
  std::string Assumed = BlockDim ? "" : " (assuming blockDim.x >= 32)";
  bool RowsMatter = !BlockDim && (*Sy != 0 || *Sz != 0);
  if (Words.size() == WordsPerLane)
    P.Verdict = WordsPerLane == 1 ? "broadcast (all lanes read one word)"
                                  : fmt::format("broadcast (all lanes read one {}-byte value)", S.Bytes);
  else if (*Sx == 0)
    P.Verdict = fmt::format("broadcast along threadIdx.x, {}", Conflict == 1 ? "conflict-free" : fmt::format("{}-way bank conflict", Conflict));
  else if (Conflict == 1)
    P.Verdict = "conflict-free";
  else
    P.Verdict = fmt::format("{}-way bank conflict (stride {} B)", Conflict, num(*Sx));
  if (WordsPerLane > 1 && P.Ways > 1)
    P.Verdict += fmt::format("; {} B per lane: {} passes of the banks", S.Bytes, P.Ways);
  if (RowsMatter)
    P.Verdict += Assumed;
  return P;
}

Expr conflictWays(const AccessStrides &S, std::optional<std::array<unsigned, 3>> BlockDim,
                  bool PairedBankRows) {
  Expr Ways(static_cast<double>(sharedPattern(S, BlockDim, PairedBankRows).Ways));
  if (BlockDim)
    return Ways;
  // Without a block shape the degree depends on how many threadIdx.x a warp
  // row holds: evaluate rows of 1, 2, 4, 8, 16 and 32 threads.
  for (unsigned Wd : {16u, 8u, 4u, 2u, 1u}) {
    unsigned W = sharedPattern(S, std::array<unsigned, 3>{Wd, 32 / Wd, 1}, PairedBankRows).Ways;
    Ways = select(lt(Expr::symbol("bdim.x"), Expr(2.0 * Wd)), Expr(static_cast<double>(W)), Ways);
  }
  return Ways;
}

namespace {

bool constantStride(const std::optional<Expr> &E) { return !E || E->isConstant(); }

/// gcd(|Sx| / 4, 32) words for a stride of \p Sx bytes: 32 for a multiple of 128 B.
Expr bankPeriod(const Expr &Sx) {
  Expr A = absE(Sx);
  Expr G(1.0);
  for (double Pow : {8.0, 16.0, 32.0, 64.0, 128.0})
    G = select(eq(mod(A, Expr(Pow)), Expr(0.0)), Expr(Pow / 4.0), G);
  return G;
}

} // namespace

Expr l1DataBankWays(const AccessStrides &S, std::optional<std::array<unsigned, 3>> BlockDim) {
  if (!S.X)
    return Expr(1.0);
  if (S.X->isConstant() && constantStride(S.Y) && constantStride(S.Z))
    return conflictWays(S, BlockDim);
  Expr Bx = BlockDim ? Expr(static_cast<double>((*BlockDim)[0])) : Expr::symbol("bdim.x");
  Expr By = BlockDim ? Expr(static_cast<double>((*BlockDim)[1])) : Expr::symbol("bdim.y");
  Expr Sx = *S.X;
  bool NoY = isZero(S.Y);
  bool ContiguousY = S.Y && *S.Y == Sx * Expr::symbol("bdim.x");
  // One row: W lanes |Sx| apart cycle over 32 / g banks, so each bank meets
  // ceil(W g / 32) of their words (0 stride: one word).
  auto Row = [&](const Expr &W) {
    if (Sx.isConstant(0.0))
      return Expr(1.0);
    Expr G = bankPeriod(Sx);
    if (G.isConstant(1.0) || G.isConstant(32.0)) // every lane its own bank, or all one bank
      return G.isConstant(1.0) ? Expr(1.0) : W;
    return ceilDiv(W * G, Expr(32.0));
  };
  Expr OneRow = Row(Expr(32.0));
  if (NoY || ContiguousY || !S.Y)
    return NoY ? Row(min(Bx, Expr(32.0))) : OneRow;
  Expr R = min(ceilDiv(Expr(32.0), Bx), By);
  Expr RowsMeet = select(eq(mod(absE(*S.Y), Expr(128.0)), Expr(0.0)), R, Expr(1.0));
  Expr Narrow = min(Expr(32.0), Row(min(Bx, Expr(32.0))) * RowsMeet);
  return select(lt(Bx, Expr(32.0)), Narrow, OneRow);
}

} // namespace kc
