// KernelModel <-> JSON (analyze --emit-model). Keys are the field names in
// lowerCamelCase; expressions are infix strings (Expr::toJson). The reader is
// strict: a wrong type, a missing required field or an unknown key throws
// std::invalid_argument naming the JSON path, e.g. "kernels[0].loops[1].depth".
#include "kernelmodel/KernelModel.h"

#include <nlohmann/json.hpp>

#include <cmath>

#include <initializer_list>
#include <limits>
#include <stdexcept>

namespace kc {

using nlohmann::json;

namespace {

constexpr int SchemaVersion = 1;

// --- writing -------------------------------------------------------------------

json locJson(const SourceLocation &L) {
  return {{"file", L.File}, {"line", L.Line}, {"column", L.Column}};
}

json optExpr(const std::optional<Expr> &E) { return E ? E->toJson() : json(nullptr); }

json addressJson(const std::optional<AddressForm> &A) {
  if (!A)
    return nullptr;
  json Terms = json::array();
  for (const AddressTerm &T : A->Terms)
    Terms.push_back({{"var", T.Var}, {"stride", T.Stride.toJson()}});
  json Offsets = json::array();
  for (const Expr &O : A->Offsets)
    Offsets.push_back(O.toJson());
  json Out = {{"array", A->Array}, {"terms", std::move(Terms)}, {"offsets", std::move(Offsets)},
              {"loops", A->Loops}};
  if (!A->IssueBlocks.empty())
    Out["issueBlocks"] = A->IssueBlocks;
  return Out;
}

// --- reading -------------------------------------------------------------------

[[noreturn]] void bad(const std::string &Path, const std::string &What) {
  throw std::invalid_argument("kernel model: '" + Path + "': " + What);
}

/// A JSON object being read: typed field access that names the path on error,
/// and a check that no unknown key is present.
class ObjectReader {
public:
  ObjectReader(const json &J, std::string Path, std::initializer_list<const char *> Keys)
      : J(J), Path(std::move(Path)) {
    if (!J.is_object())
      bad(this->Path, std::string("expected an object, got ") + J.type_name());
    for (const auto &[Key, Value] : J.items()) {
      bool Known = false;
      for (const char *K : Keys)
        Known = Known || Key == K;
      if (!Known) {
        std::string List;
        for (const char *K : Keys)
          List += std::string(List.empty() ? "" : ", ") + K;
        bad(at(Key), "unknown field (expected one of: " + List + ")");
      }
    }
  }

  std::string at(const std::string &Key) const { return Path.empty() ? Key : Path + "." + Key; }

  const json *find(const char *Key) const {
    auto It = J.find(Key);
    return It == J.end() ? nullptr : &*It;
  }

  const json &require(const char *Key) const {
    if (const json *V = find(Key))
      return *V;
    bad(at(Key), "missing required field");
  }

  std::string string(const char *Key, std::string Default = "") const {
    const json *V = find(Key);
    if (!V)
      return Default;
    if (!V->is_string())
      bad(at(Key), std::string("expected a string, got ") + V->type_name());
    return V->get<std::string>();
  }

  bool boolean(const char *Key, bool Default = false) const {
    const json *V = find(Key);
    if (!V)
      return Default;
    if (!V->is_boolean())
      bad(at(Key), std::string("expected true or false, got ") + V->dump());
    return V->get<bool>();
  }

  double number(const char *Key, double Default = 0) const {
    const json *V = find(Key);
    if (!V)
      return Default;
    return numberValue(*V, at(Key));
  }

  static double numberValue(const json &V, const std::string &Path) {
    if (!V.is_number())
      bad(Path, std::string("expected a number, got ") + V.dump());
    return V.get<double>();
  }

  unsigned count(const char *Key, unsigned Default = 0) const {
    const json *V = find(Key);
    if (!V)
      return Default;
    if (!V->is_number_integer() || V->get<int64_t>() < 0 ||
        V->get<int64_t>() > std::numeric_limits<unsigned>::max())
      bad(at(Key), "expected a non-negative integer, got " + V->dump());
    return V->get<unsigned>();
  }

  static Expr exprValue(const json &V, const std::string &Path) {
    Expr E;
    try {
      E = Expr::fromJson(V);
    } catch (const std::invalid_argument &Err) {
      bad(Path, Err.what());
    }
    checkFinite(E, E, Path);
    return E;
  }

  /// A formula must not hold inf or nan, nor divide by a constant 0 ("1/0"):
  /// the predictions would be inf or nan.
  static void checkFinite(const Expr &Whole, const Expr &E, const std::string &Path) {
    if (E.isConstant()) {
      if (!std::isfinite(E.constantValue()))
        bad(Path, "the formula '" + Whole.str() + "' is not finite (a division by zero, inf "
                  "or nan); expected a finite amount");
      return;
    }
    ExprKind K = E.kind();
    if ((K == ExprKind::Div || K == ExprKind::FloorDiv || K == ExprKind::Mod) &&
        E.operands().size() == 2 && E.operands()[1].isConstant(0))
      bad(Path, "the formula '" + Whole.str() + "' divides by zero");
    for (const Expr &Op : E.operands())
      checkFinite(Whole, Op, Path);
  }

  /// A non-negative amount (bytes, cycles, counts): a constant formula below 0 is an error.
  Expr amount(const char *Key, bool Required = false) const {
    Expr E = expr(Key, Required);
    if (E.isConstant() && E.constantValue() < 0)
      bad(at(Key), "expected a non-negative amount, got " + E.str());
    return E;
  }

  /// A fraction: a constant formula outside [0, 1] is an error.
  Expr fraction(const char *Key) const {
    Expr E = expr(Key);
    if (E.isConstant() && !(E.constantValue() >= 0 && E.constantValue() <= 1))
      bad(at(Key), "expected a fraction in [0, 1], got " + E.str());
    return E;
  }

  Expr expr(const char *Key, bool Required = false) const {
    const json *V = Required ? &require(Key) : find(Key);
    return V ? exprValue(*V, at(Key)) : Expr();
  }

  std::optional<Expr> optionalExpr(const char *Key) const {
    const json *V = find(Key);
    if (!V || V->is_null())
      return std::nullopt;
    return exprValue(*V, at(Key));
  }

  /// Calls F(element, path) for each element of the array at Key (absent = empty).
  template <typename F> void array(const char *Key, F &&Fn) const {
    const json *V = find(Key);
    if (!V)
      return;
    if (!V->is_array())
      bad(at(Key), std::string("expected an array, got ") + V->type_name());
    for (size_t I = 0; I < V->size(); ++I)
      Fn((*V)[I], at(Key) + "[" + std::to_string(I) + "]");
  }

  /// Calls F(key, value, path) for each member of the object at Key.
  template <typename F> void object(const char *Key, F &&Fn) const {
    const json *V = find(Key);
    if (!V)
      return;
    if (!V->is_object())
      bad(at(Key), std::string("expected an object, got ") + V->type_name());
    for (const auto &[K, Val] : V->items())
      Fn(K, Val, at(Key) + "." + K);
  }

private:
  const json &J;
  std::string Path;
};

SourceLocation locFromJson(const ObjectReader &R, const char *Key) {
  SourceLocation L;
  if (const json *V = R.find(Key)) {
    ObjectReader O(*V, R.at(Key), {"file", "line", "column"});
    L.File = O.string("file");
    L.Line = O.count("line");
    L.Column = O.count("column");
  }
  return L;
}

AddressSpace spaceFromJson(const ObjectReader &R) {
  std::string Name = R.string("space", "global");
  if (auto S = addressSpaceFromName(Name))
    return *S;
  bad(R.at("space"), "unknown address space '" + Name +
                         "' (expected global, shared, local, constant or generic)");
}

} // namespace

// --- KernelModel -----------------------------------------------------------------

json toJson(const KernelModel &M) {
  json J;
  J["name"] = M.Name;
  J["mangledName"] = M.MangledName;
  J["loc"] = locJson(M.Loc);
  J["arch"] = M.Arch;
  json Params = json::array();
  for (const KernelParam &P : M.Params)
    Params.push_back({{"name", P.Name}, {"type", P.Type}, {"isPointer", P.IsPointer}});
  J["params"] = std::move(Params);
  J["time"] = M.Time.toJson();
  J["delay"] = M.Delay.toJson();
  J["globalLoadBytes"] = M.GlobalLoadBytes.toJson();
  J["globalStoreBytes"] = M.GlobalStoreBytes.toJson();
  J["uncoalescedBytes"] = M.UncoalescedBytes.toJson();
  J["uncoalescedSectorBytes"] = M.UncoalescedSectorBytes.toJson();
  J["globalSectors"] = M.GlobalSectors.toJson();
  J["globalL1Cycles"] = M.GlobalL1Cycles.toJson();
  J["sharedBytes"] = M.SharedBytes.toJson();
  J["localBytes"] = M.LocalBytes.toJson();
  J["constantBytes"] = M.ConstantBytes.toJson();
  J["l1HitFraction"] = M.L1HitFraction.toJson();
  J["l2HitFraction"] = M.L2HitFraction.toJson();
  J["syncs"] = M.Syncs.toJson();
  J["atomics"] = M.Atomics.toJson();
  if (!M.Phases.empty()) {
    json Phases = json::array();
    for (const BarrierPhase &P : M.Phases)
      Phases.push_back({{"time", P.Time.toJson()}, {"delay", P.Delay.toJson()}});
    J["barrierPhases"] = std::move(Phases);
  }
  const RegisterInfo &R = M.Registers;
  J["registers"] = {{"registers", R.Registers},           {"spillStoreBytes", R.SpillStoreBytes},
                    {"spillLoadBytes", R.SpillLoadBytes}, {"stackFrameBytes", R.StackFrameBytes},
                    {"constantBytes", R.ConstantBytes},   {"source", R.Source}};
  J["staticSharedBytes"] = M.StaticSharedBytes;
  J["usesDynamicShared"] = M.UsesDynamicShared;
  json Mix = json::object();
  for (const auto &[Class, E] : M.InstructionMix)
    Mix[Class] = E.toJson();
  J["instructionMix"] = std::move(Mix);
  json Loops = json::array();
  for (const LoopInfo &L : M.Loops)
    Loops.push_back({{"loc", locJson(L.Loc)},
                     {"name", L.Name},
                     {"depth", L.Depth},
                     {"tripCount", L.TripCount.toJson()},
                     {"defaultTrip", L.DefaultTrip ? json(*L.DefaultTrip) : json(nullptr)},
                     {"iterationTime", L.IterationTime.toJson()}});
  J["loops"] = std::move(Loops);
  json Accesses = json::array();
  for (const MemoryAccess &A : M.Accesses)
    Accesses.push_back({{"loc", locJson(A.Loc)},
                        {"space", addressSpaceName(A.Space)},
                        {"isStore", A.IsStore},
                        {"isAtomic", A.IsAtomic},
                        {"warpCombinable", A.WarpCombinable},
                        {"bytesPerThread", A.BytesPerThread},
                        {"executions", A.Executions.toJson()},
                        {"strideX", optExpr(A.StrideX)},
                        {"strideY", optExpr(A.StrideY)},
                        {"strideZ", optExpr(A.StrideZ)},
                        {"sectorsPerRequest", A.SectorsPerRequest.toJson()},
                        {"bankConflictWays", A.BankConflictWays},
                        {"bankConflicts", optExpr(A.BankConflicts)},
                        {"verdict", A.Verdict},
                        {"l1HitFraction", A.L1HitFraction},
                        {"l2HitFraction", A.L2HitFraction},
                        {"sharedBy", optExpr(A.SharedBy)},
                        {"address", addressJson(A.Address)},
                        {"gatherArray", A.GatherArray},
                        {"readOnly", A.ReadOnly}});
  J["accesses"] = std::move(Accesses);
  json Lines = json::array();
  for (const LineCost &L : M.Lines)
    Lines.push_back({{"loc", locJson(L.Loc)}, {"time", L.Time.toJson()}});
  J["lines"] = std::move(Lines);
  J["notes"] = M.Notes;
  J["uncosted"] = M.Uncosted;
  json Defaults = json::object();
  for (const auto &[Name, V] : M.SymbolDefaults)
    Defaults[Name] = V;
  J["symbolDefaults"] = std::move(Defaults);
  return J;
}

static KernelModel kernelModelFromJson(const json &J, const std::string &Path) {
  ObjectReader R(J, Path,
                 {"name", "mangledName", "loc", "arch", "params", "time", "delay",
                  "globalLoadBytes", "globalStoreBytes", "uncoalescedBytes", "uncoalescedSectorBytes", "globalSectors", "globalL1Cycles",
                  "sharedBytes", "localBytes", "constantBytes", "l1HitFraction", "l2HitFraction",
                  "syncs", "atomics", "barrierPhases", "registers", "staticSharedBytes", "usesDynamicShared",
                  "instructionMix", "loops", "accesses", "lines", "notes", "uncosted", "symbolDefaults"});
  KernelModel M;
  if (!R.require("name").is_string())
    bad(R.at("name"), "expected a string");
  M.Name = R.string("name");
  M.MangledName = R.string("mangledName");
  M.Loc = locFromJson(R, "loc");
  M.Arch = R.string("arch");
  R.array("params", [&](const json &P, const std::string &At) {
    ObjectReader O(P, At, {"name", "type", "isPointer"});
    if (!O.require("name").is_string())
      bad(O.at("name"), "expected a string");
    M.Params.push_back({O.string("name"), O.string("type"), O.boolean("isPointer")});
  });
  M.Time = R.amount("time", /*Required=*/true);
  M.Delay = R.amount("delay", /*Required=*/true);
  M.GlobalLoadBytes = R.amount("globalLoadBytes");
  M.GlobalStoreBytes = R.amount("globalStoreBytes");
  M.UncoalescedBytes = R.amount("uncoalescedBytes");
  M.UncoalescedSectorBytes = R.amount("uncoalescedSectorBytes");
  M.GlobalSectors = R.amount("globalSectors");
  M.GlobalL1Cycles = R.amount("globalL1Cycles");
  M.SharedBytes = R.amount("sharedBytes");
  M.LocalBytes = R.amount("localBytes");
  M.ConstantBytes = R.amount("constantBytes");
  M.L1HitFraction = R.fraction("l1HitFraction");
  M.L2HitFraction = R.fraction("l2HitFraction");
  M.Syncs = R.amount("syncs");
  M.Atomics = R.amount("atomics");
  R.array("barrierPhases", [&](const json &P, const std::string &At) {
    ObjectReader O(P, At, {"time", "delay"});
    M.Phases.push_back({O.amount("time", /*Required=*/true), O.amount("delay", /*Required=*/true)});
  });
  if (const json *Regs = R.find("registers")) {
    ObjectReader O(*Regs, R.at("registers"),
                   {"registers", "spillStoreBytes", "spillLoadBytes", "stackFrameBytes",
                    "constantBytes", "source"});
    M.Registers.Registers = O.count("registers");
    M.Registers.SpillStoreBytes = O.count("spillStoreBytes");
    M.Registers.SpillLoadBytes = O.count("spillLoadBytes");
    M.Registers.StackFrameBytes = O.count("stackFrameBytes");
    M.Registers.ConstantBytes = O.count("constantBytes");
    M.Registers.Source = O.string("source");
  }
  M.StaticSharedBytes = R.count("staticSharedBytes");
  M.UsesDynamicShared = R.boolean("usesDynamicShared");
  R.object("instructionMix", [&](const std::string &Class, const json &V, const std::string &At) {
    M.InstructionMix[Class] = ObjectReader::exprValue(V, At);
  });
  R.array("loops", [&](const json &L, const std::string &At) {
    ObjectReader O(L, At, {"loc", "name", "depth", "tripCount", "defaultTrip", "iterationTime"});
    LoopInfo Loop;
    Loop.Loc = locFromJson(O, "loc");
    Loop.Name = O.string("name");
    Loop.Depth = O.count("depth", 1);
    Loop.TripCount = O.amount("tripCount", /*Required=*/true);
    if (const json *D = O.find("defaultTrip"); D && !D->is_null()) {
      Loop.DefaultTrip = ObjectReader::numberValue(*D, O.at("defaultTrip"));
      if (*Loop.DefaultTrip < 0)
        bad(O.at("defaultTrip"), "expected a non-negative trip count, got " + D->dump());
    }
    Loop.IterationTime = O.amount("iterationTime");
    M.Loops.push_back(std::move(Loop));
  });
  R.array("accesses", [&](const json &A, const std::string &At) {
    ObjectReader O(A, At,
                   {"loc", "space", "isStore", "isAtomic", "bytesPerThread", "executions",
                    "strideX", "strideY", "strideZ", "sectorsPerRequest", "bankConflictWays",
                    "verdict", "l1HitFraction", "l2HitFraction", "sharedBy",
                    "bankConflicts", "address", "gatherArray", "readOnly", "warpCombinable"});
    MemoryAccess Acc;
    Acc.Loc = locFromJson(O, "loc");
    Acc.Space = spaceFromJson(O);
    Acc.IsStore = O.boolean("isStore");
    Acc.IsAtomic = O.boolean("isAtomic");
    Acc.WarpCombinable = O.boolean("warpCombinable");
    Acc.BytesPerThread = O.count("bytesPerThread");
    Acc.Executions = O.amount("executions", /*Required=*/true);
    Acc.StrideX = O.optionalExpr("strideX");
    Acc.StrideY = O.optionalExpr("strideY");
    Acc.StrideZ = O.optionalExpr("strideZ");
    Acc.SectorsPerRequest = O.expr("sectorsPerRequest");
    Acc.BankConflictWays = O.count("bankConflictWays", 1);
    Acc.Verdict = O.string("verdict");
    Acc.L1HitFraction = O.number("l1HitFraction");
    Acc.L2HitFraction = O.number("l2HitFraction");
    Acc.SharedBy = O.optionalExpr("sharedBy");
    Acc.BankConflicts = O.optionalExpr("bankConflicts");
    Acc.ReadOnly = O.boolean("readOnly");
    Acc.GatherArray = O.string("gatherArray");
    if (const json *Ad = O.find("address"); Ad && !Ad->is_null()) {
      ObjectReader AR(*Ad, O.at("address"), {"array", "terms", "offsets", "loops", "issueBlocks"});
      AddressForm F;
      F.Array = AR.string("array");
      AR.array("terms", [&](const json &T, const std::string &TAt) {
        ObjectReader TR(T, TAt, {"var", "stride"});
        F.Terms.push_back({TR.string("var"), TR.expr("stride", /*Required=*/true)});
      });
      AR.array("offsets", [&](const json &V, const std::string &VAt) {
        F.Offsets.push_back(ObjectReader::exprValue(V, VAt));
      });
      AR.array("loops", [&](const json &V, const std::string &VAt) {
        if (!V.is_string())
          bad(VAt, std::string("expected a loop name, got ") + V.dump());
        F.Loops.push_back(V.get<std::string>());
      });
      AR.array("issueBlocks", [&](const json &V, const std::string &VAt) {
        if (!V.is_number_unsigned())
          bad(VAt, std::string("expected a basic block number (0 = unknown), got ") + V.dump());
        F.IssueBlocks.push_back(V.get<unsigned>());
      });
      if (!F.IssueBlocks.empty() && F.IssueBlocks.size() != F.Offsets.size())
        bad(O.at("address"), "'issueBlocks' has " + std::to_string(F.IssueBlocks.size()) + " entries for " +
                                 std::to_string(F.Offsets.size()) + " offsets: expected one per offset");
      Acc.Address = std::move(F);
    }
    for (const char *Key : {"l1HitFraction", "l2HitFraction"}) {
      double F = O.number(Key);
      if (F < 0 || F > 1)
        bad(O.at(Key), "expected a fraction in [0, 1], got " + O.find(Key)->dump());
    }
    M.Accesses.push_back(std::move(Acc));
  });
  R.array("lines", [&](const json &L, const std::string &At) {
    ObjectReader O(L, At, {"loc", "time"});
    M.Lines.push_back({locFromJson(O, "loc"), O.expr("time", /*Required=*/true)});
  });
  R.array("notes", [&](const json &N, const std::string &At) {
    if (!N.is_string())
      bad(At, std::string("expected a string, got ") + N.type_name());
    M.Notes.push_back(N.get<std::string>());
  });
  R.array("uncosted", [&](const json &N, const std::string &At) {
    if (!N.is_string())
      bad(At, std::string("expected a string, got ") + N.type_name());
    M.Uncosted.push_back(N.get<std::string>());
  });
  R.object("symbolDefaults", [&](const std::string &Name, const json &V, const std::string &At) {
    double D = ObjectReader::numberValue(V, At);
    if (Name.rfind("prob.", 0) == 0 && !(D >= 0 && D <= 1))
      bad(At, "expected a probability in [0, 1], got " + V.dump());
    if (Name.rfind("trip.", 0) == 0 && D < 0)
      bad(At, "expected a non-negative trip count, got " + V.dump());
    M.SymbolDefaults[Name] = D;
  });
  return M;
}

KernelModel kernelModelFromJson(const json &J) { return kernelModelFromJson(J, ""); }

// --- KernelModelFile ---------------------------------------------------------------

json toJson(const KernelModelFile &F) {
  json Kernels = json::array();
  for (const KernelModel &M : F.Kernels)
    Kernels.push_back(toJson(M));
  json J = {{"schemaVersion", SchemaVersion}, {"sourceFile", F.SourceFile}};
  if (!F.Headers.empty() || !F.SkippedHostCode.empty() || !F.SharedStorageNotes.empty()) {
    J["frontend"] = {{"headers", F.Headers}, {"skipped", F.SkippedHostCode}};
    if (!F.SharedStorageNotes.empty())
      J["frontend"]["shared_storage"] = F.SharedStorageNotes;
  }
  J["kernels"] = Kernels;
  return J;
}

KernelModelFile kernelModelFileFromJson(const json &J) {
  ObjectReader R(J, "", {"schemaVersion", "sourceFile", "frontend", "kernels"});
  const json &V = R.require("schemaVersion");
  if (!V.is_number_integer() || V.get<int64_t>() != SchemaVersion)
    bad("schemaVersion", "expected " + std::to_string(SchemaVersion) + ", got " + V.dump() +
                             " (a model file written by another kernelcast version?)");
  KernelModelFile F;
  F.SourceFile = R.string("sourceFile");
  if (J.contains("frontend") && J["frontend"].is_object()) {
    F.Headers = J["frontend"].value("headers", "");
    F.SkippedHostCode = J["frontend"].value("skipped", std::vector<std::string>{});
    F.SharedStorageNotes = J["frontend"].value("shared_storage", std::vector<std::string>{});
  }
  if (!R.require("kernels").is_array())
    bad("kernels", "expected an array of kernel models");
  R.array("kernels", [&](const json &K, const std::string &At) {
    F.Kernels.push_back(kernelModelFromJson(K, At));
  });
  return F;
}

} // namespace kc
