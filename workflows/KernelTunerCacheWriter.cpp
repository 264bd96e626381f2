//===- KernelTunerCacheWriter.cpp - tune's ranking as a Kernel Tuner cache -===//
// Keys and values from tune's block sweep and define sweeps, one entry per
// ranked (or unrunnable) configuration, laid out as Kernel Tuner writes.
#include "workflows/KernelTunerCacheWriter.h"

#include "workflows/KernelTunerCache.h"

#include "llvm/ADT/StringRef.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <ctime>
#include <set>

namespace kc {

namespace {

using OJson = nlohmann::ordered_json;

/// A define value as Kernel Tuner would hold it: an integer, a float, or a string.
OJson valueOf(llvm::StringRef V) {
  V = V.trim();
  long long I;
  if (!V.getAsInteger(10, I))
    return I;
  double D;
  if (!V.getAsDouble(D))
    return D;
  return V.str();
}

OJson defineValue(const TuneVariant &V, const std::string &Name) {
  for (const std::string &D : V.Defines) {
    auto [N, Value] = llvm::StringRef(D).split('=');
    if (N.trim() == Name)
      return valueOf(Value);
  }
  return nullptr;
}

bool anyNotOne(const std::vector<unsigned> &V) {
  for (unsigned X : V)
    if (X != 1)
      return true;
  return false;
}

} // namespace

std::string kernelTunerTimestampNow() {
  auto Now = std::chrono::system_clock::now();
  std::time_t T = std::chrono::system_clock::to_time_t(Now);
  auto Micros = std::chrono::duration_cast<std::chrono::microseconds>(Now.time_since_epoch()).count() %
                1000000;
  std::tm Tm{};
  gmtime_r(&T, &Tm);
  char Buf[32];
  std::strftime(Buf, sizeof(Buf), "%Y-%m-%d %H:%M:%S", &Tm);
  return fmt::format("{}.{:06d}+00:00", Buf, Micros);
}

std::string kernelTunerCacheText(const TuneResult &R, const TuneOptions &Opts,
                                 const GpuModel &Gpu, std::string_view Timestamp) {
  bool WithY = anyNotOne(Opts.Space.BlockY), WithZ = anyNotOne(Opts.Space.BlockZ);
  std::vector<std::string> Keys{"block_size_x"};
  OJson Params = OJson::object();
  Params["block_size_x"] = Opts.Space.BlockX;
  if (WithY) {
    Keys.push_back("block_size_y");
    Params["block_size_y"] = Opts.Space.BlockY;
  }
  if (WithZ) {
    Keys.push_back("block_size_z");
    Params["block_size_z"] = Opts.Space.BlockZ;
  }
  for (const auto &[Name, Values] : Opts.DefineSweeps) {
    Keys.push_back(Name);
    OJson L = OJson::array();
    for (const std::string &V : Values)
      L.push_back(valueOf(V));
    Params[Name] = L;
  }

  // The device name Kernel Tuner would see (it refuses a cache of another
  // device): the GPU's first CUDA device name.
  std::string Device = Gpu.Aliases.empty() ? Gpu.Name : Gpu.Aliases.front();
  OJson Note = {{"note", "every time in this file is a kernelcast prediction (not a measurement)"},
                {"model", std::string(modelName(R.Model))},
                {"gpu_id", R.GpuId},
                {"source", Opts.Source},
                {"params", Opts.Space.Params},
                {"grid", {Opts.Space.Grid[0].str(), Opts.Space.Grid[1].str(), Opts.Space.Grid[2].str()}}};

  std::string Out = "{\n";
  Out += "\"device_name\": " + OJson(Device).dump() + ",\n";
  Out += "\"kernel_name\": " + OJson(R.Kernel).dump() + ",\n";
  Out += "\"tune_params_keys\": " + OJson(Keys).dump() + ",\n";
  Out += "\"tune_params\": " + Params.dump() + ",\n";
  Out += "\"objective\": \"time\",\n";
  Out += "\"kernelcast\": " + Note.dump() + ",\n";
  Out += "\"cache\": {";

  std::set<std::string> Seen;
  bool First = true;
  auto Emit = [&](size_t Variant, const LaunchPoint &L, const OJson &Time,
                  const std::string &Reason) {
    OJson E = OJson::object();
    E["block_size_x"] = L.BlockX;
    if (WithY)
      E["block_size_y"] = L.BlockY;
    if (WithZ)
      E["block_size_z"] = L.BlockZ;
    for (const auto &[Name, Values] : Opts.DefineSweeps)
      E[Name] = defineValue(R.Variants[Variant], Name);
    std::string Key;
    for (const std::string &K : Keys)
      Key += (Key.empty() ? "" : ",") + kernelTunerStr(nlohmann::json::parse(E[K].dump()));
    if (!Seen.insert(Key).second)
      return;
    E["time"] = Time;
    for (const char *F : {"compile_time", "verification_time", "benchmark_time", "strategy_time",
                          "framework_time"})
      E[F] = 0;
    E["timestamp"] = std::string(Timestamp);
    if (!Reason.empty())
      E["kernelcast_reason"] = Reason;
    Out += (First ? "\n" : ",\n") + OJson(Key).dump() + ": " + E.dump();
    First = false;
  };
  for (const TuneEntry &E : R.Ranking)
    Emit(E.Variant, E.Launch, E.P.TimeMs, "");
  for (const TuneSkip &S : R.Skipped)
    Emit(S.Variant, S.Launch, "RuntimeFailedConfig", S.Reason);
  Out += "\n}\n}\n";
  return Out;
}

} // namespace kc
