// kc-eval-model: evaluates a kernel model (analyze --emit-model) at one point,
// so golden tests can pin numbers worked out by hand (bytes, trip counts,
// sectors per request of one thread of one launch) instead of the formulas'
// printed text. A test tool, not part of the product.
//
//   kc-eval-model MODEL.json [--kernel NAME] SYMBOL=VALUE...
//
// Prints, for the kernel (the only one, or NAME), every quantity whose symbols
// are all bound, one "name = value" per line, in a fixed order: the per-thread
// expressions, the instruction mix (mix.<class>), each loop's trip count
// (loop <name> trip) and each memory access (access <file:line> <space> <kind>:
// executions, sectors/request, bank ways, shared by). Quantities that need an
// unbound symbol print "name needs <symbol>".
#include "kernelmodel/KernelModel.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

using namespace kc;

namespace {

std::string num(double V) {
  char Buf[64];
  std::snprintf(Buf, sizeof Buf, "%.10g", V);
  return Buf;
}

std::string value(const Expr &E, const std::map<std::string, double> &B) {
  for (const std::string &S : E.symbols())
    if (!B.count(S))
      return "needs " + S;
  return num(E.evaluate(B));
}

void line(const std::string &Name, const Expr &E, const std::map<std::string, double> &B) {
  std::printf("%s = %s\n", Name.c_str(), value(E, B).c_str());
}

} // namespace

int main(int Argc, char **Argv) {
  if (Argc < 2) {
    std::fprintf(stderr, "usage: kc-eval-model MODEL.json [--kernel NAME] SYMBOL=VALUE...\n");
    return 2;
  }
  std::ifstream In(Argv[1]);
  if (!In) {
    std::fprintf(stderr, "kc-eval-model: cannot read %s\n", Argv[1]);
    return 1;
  }
  std::string Kernel;
  std::map<std::string, double> B;
  for (int I = 2; I < Argc; ++I) {
    std::string A = Argv[I];
    if (A == "--kernel" && I + 1 < Argc) {
      Kernel = Argv[++I];
      continue;
    }
    size_t Eq = A.find('=');
    if (Eq == std::string::npos) {
      std::fprintf(stderr, "kc-eval-model: '%s' is not SYMBOL=VALUE\n", A.c_str());
      return 1;
    }
    B[A.substr(0, Eq)] = std::stod(A.substr(Eq + 1));
  }
  KernelModelFile F;
  try {
    F = kernelModelFileFromJson(nlohmann::json::parse(In));
  } catch (const std::exception &E) {
    std::fprintf(stderr, "kc-eval-model: %s: %s\n", Argv[1], E.what());
    return 1;
  }
  const KernelModel *M = nullptr;
  for (const KernelModel &K : F.Kernels)
    if (Kernel.empty() ? F.Kernels.size() == 1 : K.Name == Kernel)
      M = &K;
  if (!M) {
    std::fprintf(stderr, "kc-eval-model: %s: no kernel '%s' (give --kernel when there are several)\n",
                 Argv[1], Kernel.c_str());
    return 1;
  }
  std::ostringstream Point;
  for (auto &[S, V] : B)
    Point << " " << S << "=" << num(V);
  std::printf("eval %s at%s\n", M->Name.c_str(), Point.str().c_str());
  line("time", M->Time, B);
  line("delay", M->Delay, B);
  line("globalLoadBytes", M->GlobalLoadBytes, B);
  line("globalStoreBytes", M->GlobalStoreBytes, B);
  line("uncoalescedBytes", M->UncoalescedBytes, B);
  line("uncoalescedSectorBytes", M->UncoalescedSectorBytes, B);
  line("globalSectors", M->GlobalSectors, B);
  line("globalL1Cycles", M->GlobalL1Cycles, B);
  line("sharedBytes", M->SharedBytes, B);
  line("localBytes", M->LocalBytes, B);
  line("l1HitFraction", M->L1HitFraction, B);
  line("l2HitFraction", M->L2HitFraction, B);
  line("syncs", M->Syncs, B);
  line("atomics", M->Atomics, B);
  for (auto &[C, E] : M->InstructionMix)
    line("mix." + C, E, B);
  for (const LoopInfo &L : M->Loops)
    line("loop " + L.Name + " trip", L.TripCount, B);
  for (const MemoryAccess &A : M->Accesses) {
    std::string Where = A.Loc.File.substr(A.Loc.File.find_last_of('/') + 1) + ":" +
                        std::to_string(A.Loc.Line);
    std::string Kind = A.IsAtomic ? "atomic" : A.IsStore ? "store" : "load";
    std::printf("access %s %s %s: executions = %s, sectors/request = %s", Where.c_str(),
                std::string(addressSpaceName(A.Space)).c_str(), Kind.c_str(),
                value(A.Executions, B).c_str(), value(A.SectorsPerRequest, B).c_str());
    if (A.BankConflicts)
      std::printf(", bank ways = %s", value(*A.BankConflicts, B).c_str());
    if (A.SharedBy)
      std::printf(", shared by = %s", value(*A.SharedBy, B).c_str());
    std::printf("\n");
  }
  return 0;
}
