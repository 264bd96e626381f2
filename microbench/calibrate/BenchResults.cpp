//===- BenchResults.cpp - read and validate microbenchmark result records -===//
#include "microbench/calibrate/BenchResults.h"

#include <fmt/format.h>

#include <cmath>

namespace kc::calib {
namespace {

using json = nlohmann::json;

std::string shortDump(const json &V) {
  std::string S = V.dump();
  return S.size() > 40 ? S.substr(0, 37) + "..." : S;
}

class FieldReader {
public:
  FieldReader(const json &J, std::string Where, std::string Prefix = "")
      : J(J), Where(std::move(Where)), Prefix(std::move(Prefix)) {}
  std::string Error;

  const json *get(const char *Field, bool Required) {
    if (!Error.empty())
      return nullptr;
    auto It = J.find(Field);
    if (It == J.end()) {
      if (Required)
        fail(Field, "missing");
      return nullptr;
    }
    return &*It;
  }
  std::string str(const char *Field, bool Required = true) {
    const json *V = get(Field, Required);
    if (!V)
      return "";
    if (!V->is_string() || (Required && V->get<std::string>().empty())) {
      fail(Field, "expected a non-empty string, got " + shortDump(*V));
      return "";
    }
    return V->get<std::string>();
  }
  double num(const char *Field, bool Required = true, bool NonNegative = false) {
    const json *V = get(Field, Required);
    if (!V)
      return 0;
    if (!V->is_number() || !std::isfinite(V->get<double>())) {
      fail(Field, "expected a number, got " + shortDump(*V));
      return 0;
    }
    double D = V->get<double>();
    if (NonNegative && D < 0)
      fail(Field, fmt::format("expected a non-negative number, got {}", D));
    return D;
  }
  int count(const char *Field) {
    const json *V = get(Field, true);
    if (!V)
      return 0;
    if (!V->is_number_integer() || V->get<long long>() < 1) {
      fail(Field, "expected a positive integer, got " + shortDump(*V));
      return 0;
    }
    return V->get<int>();
  }
  void fail(const std::string &Field, const std::string &Msg) {
    if (Error.empty())
      Error = fmt::format("{}: field '{}{}': {}", Where, Prefix, Field, Msg);
  }

private:
  const json &J;
  std::string Where, Prefix;
};

} // namespace

double DeviceDesc::number(const char *Key) const {
  auto It = Raw.find(Key);
  if (It == Raw.end() || !It->is_number())
    return 0;
  return std::max(0.0, It->get<double>());
}

llvm::Expected<BenchRecord> parseRecord(const json &J, const std::string &Where0) {
  auto err = [](const std::string &M) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), M);
  };
  if (!J.is_object())
    return err(Where0 + ": expected a JSON object, got " + shortDump(J));
  BenchRecord R;
  std::string Where = Where0;
  if (J.contains("benchmark") && J["benchmark"].is_string() && J.contains("variant") &&
      J["variant"].is_string())
    Where = Where0.substr(0, Where0.size() - (Where0.back() == ')' ? 1 : 0)) +
            (Where0.back() == ')' ? ", " : " (") + J["benchmark"].get<std::string>() + "/" +
            J["variant"].get<std::string>() + ")";
  FieldReader F(J, Where);
  R.Benchmark = F.str("benchmark");
  R.Variant = F.str("variant");
  R.Unit = F.str("unit");
  R.Date = F.str("date");
  R.Repetitions = F.count("repetitions");
  R.Median = F.num("median");
  R.Min = F.num("min");
  R.Spread = F.num("spread", true, true);
  if (F.Error.empty() && R.Min > R.Median * (1 + 1e-9) + 1e-12)
    F.fail("min", fmt::format("{} is larger than the median {}", R.Min, R.Median));
  if (const json *D = F.get("device", true)) {
    if (!D->is_object())
      F.fail("device", "expected an object, got " + shortDump(*D));
    else {
      FieldReader DF(*D, Where, "device/");
      R.Device.Raw = *D;
      R.Device.Name = DF.str("name");
      std::string CC = DF.str("compute_capability");
      if (DF.Error.empty() &&
          std::sscanf(CC.c_str(), "%d.%d", &R.Device.ComputeMajor, &R.Device.ComputeMinor) != 2)
        DF.fail("compute_capability", "expected \"<major>.<minor>\", got \"" + CC + "\"");
      double Sm = DF.num("sm_count");
      if (DF.Error.empty() && (Sm < 1 || Sm != std::floor(Sm)))
        DF.fail("sm_count", fmt::format("expected a positive integer, got {}", Sm));
      R.Device.SmCount = static_cast<unsigned>(Sm);
      R.Device.CoreClockMHz = DF.num("core_clock_mhz", true, true);
      R.Device.MemoryClockMHz = DF.num("memory_clock_mhz", false, true);
      R.Device.DriverVersion = static_cast<int>(DF.num("driver_version", false, true));
      R.Device.RuntimeVersion = static_cast<int>(DF.num("runtime_version", false, true));
      if (!DF.Error.empty())
        F.Error = DF.Error;
    }
  }
  if (const json *P = F.get("points", false)) {
    if (!P->is_array() || P->empty())
      F.fail("points", "expected a non-empty array");
    else
      for (size_t I = 0; I < P->size() && F.Error.empty(); ++I) {
        FieldReader PF((*P)[I], Where, fmt::format("points/{}/", I));
        if (!(*P)[I].is_object()) {
          F.fail(fmt::format("points/{}", I), "expected an object");
          break;
        }
        BenchPoint Pt;
        Pt.X = PF.num("x");
        Pt.Median = PF.num("median");
        Pt.Min = (*P)[I].contains("min") ? PF.num("min") : Pt.Median;
        Pt.Spread = (*P)[I].contains("spread") ? PF.num("spread", true, true) : 0;
        Pt.Repetitions = (*P)[I].contains("repetitions") ? PF.count("repetitions") : R.Repetitions;
        if (!PF.Error.empty())
          F.Error = PF.Error;
        R.Points.push_back(Pt);
      }
    R.XUnit = F.str("x_unit", false);
  }
  if (const json *P = F.get("params", false)) {
    if (!P->is_object())
      F.fail("params", "expected an object");
    else
      R.Params = *P;
  }
  if (const json *S = F.get("synthetic", false))
    R.Synthetic = S->is_boolean() && S->get<bool>();
  if (!F.Error.empty())
    return err(F.Error);
  return R;
}

llvm::Expected<std::vector<BenchRecord>> parseResults(std::string_view Text, std::string_view Origin) {
  auto err = [](const std::string &M) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), M);
  };
  std::vector<BenchRecord> Out;
  // The wrapped document?
  json Doc = json::parse(Text.begin(), Text.end(), nullptr, /*allow_exceptions=*/false);
  if (!Doc.is_discarded() && Doc.is_object() && !Doc.contains("benchmark")) {
    if (Doc.value("format", "") != "kernelcast-microbench-results" || !Doc.contains("records") ||
        !Doc["records"].is_array())
      return err(fmt::format("{}: not a microbenchmark results file (expected \"format\": "
                             "\"kernelcast-microbench-results\" and a \"records\" array, or one "
                             "JSON record per line)",
                             Origin));
    if (const auto V = Doc.find("version"); V != Doc.end() && *V != 1)
      return err(fmt::format("{}: results format version {}; this kernelcast reads version 1 "
                             "(written by another kernelcast?)",
                             Origin, V->dump()));
    const json &Recs = Doc["records"];
    for (size_t I = 0; I < Recs.size(); ++I) {
      auto R = parseRecord(Recs[I], fmt::format("{}: record {}", Origin, I));
      if (!R)
        return R.takeError();
      R->Index = I;
      Out.push_back(std::move(*R));
    }
  } else {
    size_t LineNo = 0, Pos = 0;
    while (Pos <= Text.size()) {
      size_t End = Text.find('\n', Pos);
      if (End == std::string_view::npos)
        End = Text.size();
      std::string_view Line = Text.substr(Pos, End - Pos);
      ++LineNo;
      Pos = End + 1;
      if (Line.find_first_not_of(" \t\r") == std::string_view::npos)
        continue;
      std::string Where = fmt::format("{}: record {} (line {})", Origin, Out.size(), LineNo);
      json J = json::parse(Line.begin(), Line.end(), nullptr, false);
      if (J.is_discarded())
        return err(Where + ": not valid JSON");
      auto R = parseRecord(J, Where);
      if (!R)
        return R.takeError();
      R->Index = Out.size();
      R->Line = LineNo;
      Out.push_back(std::move(*R));
    }
  }
  if (Out.empty())
    return err(fmt::format("{}: no benchmark records", Origin));
  for (const BenchRecord &R : Out)
    if (R.Device.Name != Out.front().Device.Name)
      return err(fmt::format("{}: record {} ({}): device '{}' differs from record 0's '{}'; "
                             "calibrate one GPU at a time",
                             Origin, R.Index, R.label(), R.Device.Name, Out.front().Device.Name));
  return Out;
}

json recordToJson(const BenchRecord &R) {
  json J = {{"benchmark", R.Benchmark}, {"variant", R.Variant}, {"unit", R.Unit},
            {"device", R.Device.Raw},   {"date", R.Date},       {"repetitions", R.Repetitions},
            {"median", R.Median},       {"min", R.Min},         {"spread", R.Spread}};
  if (!R.Points.empty()) {
    J["x_unit"] = R.XUnit;
    json P = json::array();
    for (const BenchPoint &Pt : R.Points)
      P.push_back({{"x", Pt.X}, {"median", Pt.Median}, {"min", Pt.Min}, {"spread", Pt.Spread},
                   {"repetitions", Pt.Repetitions}});
    J["points"] = P;
  }
  if (!R.Params.empty())
    J["params"] = R.Params;
  if (R.Synthetic)
    J["synthetic"] = true;
  return J;
}

json resultsDocument(const std::vector<BenchRecord> &Records) {
  json Recs = json::array();
  for (const BenchRecord &R : Records)
    Recs.push_back(recordToJson(R));
  return {{"format", "kernelcast-microbench-results"}, {"version", 1}, {"records", Recs}};
}

} // namespace kc::calib
