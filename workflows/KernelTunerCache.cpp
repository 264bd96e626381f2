//===- KernelTunerCache.cpp - Kernel Tuner cache files as compare rows -----===//
// Parse the cache (closing an unclosed one the way Kernel Tuner does), check
// every key against its entry's parameters, then launch each configuration
// with Kernel Tuner's block / grid / define rules (see the header).
#include "workflows/KernelTunerCache.h"
#include "workflows/TuneSpace.h"

#include "kernelmodel/Expr.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <set>

namespace kc {

namespace {

llvm::Error error(const std::string &Msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Msg);
}

/// Kernel Tuner's correct_open_cache(): a file that does not end in "}\n}" or
/// "}}}" loses a trailing comma and gets "}\n}" appended.
std::string closeLikeKernelTuner(std::string_view Text) {
  std::string S(llvm::StringRef(Text.data(), Text.size()).trim());
  if (S.empty())
    return S;
  if (S.size() >= 3 && (S.compare(S.size() - 3, 3, "}\n}") == 0 ||
                        S.compare(S.size() - 3, 3, "}}}") == 0))
    return S;
  if (S.back() == ',')
    S.pop_back();
  return S + "}\n}";
}

/// Bare NaN, Infinity and -Infinity outside strings (Python's json writes
/// them; JSON has no such tokens) become null.
std::string nullNonFinite(std::string_view Text) {
  std::string Out;
  Out.reserve(Text.size());
  bool InString = false;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (InString) {
      Out += C;
      if (C == '\\' && I + 1 < Text.size())
        Out += Text[++I];
      else if (C == '"')
        InString = false;
      continue;
    }
    if (C == '"') {
      InString = true;
      Out += C;
      continue;
    }
    std::string_view Rest = Text.substr(I);
    bool Matched = false;
    for (std::string_view Tok : {"-Infinity", "Infinity", "NaN"})
      if (Rest.substr(0, Tok.size()) == Tok) {
        Out += "null";
        I += Tok.size() - 1;
        Matched = true;
        break;
      }
    if (!Matched)
      Out += C;
  }
  return Out;
}

/// Line numbers of increasing positions, counted on from the last one (a
/// cache has thousands of entries).
class LineCounter {
public:
  explicit LineCounter(std::string_view Text) : Text(Text) {}
  unsigned lineOf(size_t Pos) {
    for (; At < Pos && At < Text.size(); ++At)
      Line += Text[At] == '\n';
    return Line;
  }

private:
  std::string_view Text;
  size_t At = 0;
  unsigned Line = 1;
};

/// A JSON scalar as a number (bools are 0/1 as in Python), or nullopt.
std::optional<double> numberOf(const nlohmann::json &V) {
  if (V.is_boolean())
    return V.get<bool>() ? 1.0 : 0.0;
  if (V.is_number())
    return V.get<double>();
  if (V.is_string()) {
    // Python's int("32") accepts such strings (block sizes); eval would not,
    // but a parameter's str() is then a number token as well.
    double D;
    if (!llvm::StringRef(V.get_ref<const std::string &>()).trim().getAsDouble(D))
      return D;
  }
  return std::nullopt;
}

/// Records the keys of the top-level "cache" object in file order (a SAX
/// pass: nlohmann::json sorts keys; ordered_json keeps them but inserts in
/// linear time, and the DOM parser's callback rescans the parent object per
/// element: both quadratic for a cache of 100,000 entries).
struct CacheKeyOrder : nlohmann::json_sax<nlohmann::json> {
  std::vector<std::string> Keys;
  int Depth = 0;
  bool InCache = false;
  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t &) override { return true; }
  bool string(string_t &) override { return true; }
  bool binary(binary_t &) override { return true; }
  bool start_object(std::size_t) override {
    ++Depth;
    return true;
  }
  bool key(string_t &K) override {
    if (Depth == 1)
      InCache = K == "cache";
    else if (Depth == 2 && InCache)
      Keys.push_back(K);
    return true;
  }
  bool end_object() override {
    --Depth;
    return true;
  }
  bool start_array(std::size_t) override {
    ++Depth;
    return true;
  }
  bool end_array() override {
    --Depth;
    return true;
  }
  bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &) override {
    return false;
  }
};

/// Parses JSON (discarded on error) and the key order of its "cache" object.
nlohmann::json parseKeepingCacheOrder(const std::string &Text, std::vector<std::string> &Order) {
  nlohmann::json J = nlohmann::json::parse(Text, nullptr, /*allow_exceptions=*/false);
  Order.clear();
  if (!J.is_discarded()) {
    CacheKeyOrder Sax;
    nlohmann::json::sax_parse(Text, &Sax);
    Order = std::move(Sax.Keys);
  }
  return J;
}

std::string entryWhere(const KernelTunerCache &C, const KernelTunerEntry &E) {
  return C.Path + ": key \"" + E.Key + "\" (line " + std::to_string(E.Line) + ")";
}

/// Does a key part equal Python's str() of the value? Numbers compare by value
/// (1e-05 vs 0.00001).
bool keyPartMatches(std::string_view Part, const nlohmann::json &V) {
  std::string S = kernelTunerStr(V);
  if (S == Part)
    return true;
  if (!V.is_number())
    return false;
  double D;
  return !llvm::StringRef(Part.data(), Part.size()).trim().getAsDouble(D) && D == V.get<double>();
}

} // namespace

std::string kernelTunerStr(const nlohmann::json &V) {
  if (V.is_boolean())
    return V.get<bool>() ? "True" : "False";
  if (V.is_number_unsigned())
    return std::to_string(V.get<uint64_t>());
  if (V.is_number_integer())
    return std::to_string(V.get<int64_t>());
  if (V.is_string())
    return V.get<std::string>();
  if (V.is_null())
    return "None";
  if (!V.is_number_float())
    return V.dump();
  double D = V.get<double>();
  if (std::isnan(D))
    return "nan";
  if (std::isinf(D))
    return D < 0 ? "-inf" : "inf";
  // Python's repr(): the shortest round-trip digits, exponent form when the
  // decimal point is more than 16 places right or 4 or more left of them.
  char Buf[64];
  auto Res = std::to_chars(Buf, Buf + sizeof(Buf), std::fabs(D), std::chars_format::scientific);
  std::string Sci(Buf, Res.ptr);
  size_t EPos = Sci.find('e');
  std::string Digits;
  for (char C : Sci.substr(0, EPos))
    if (C != '.')
      Digits += C;
  int Exp = std::stoi(Sci.substr(EPos + 1));
  int DecPt = Exp + 1;
  std::string Out = D < 0 || std::signbit(D) ? "-" : "";
  if (DecPt <= -4 || DecPt > 16) {
    Out += Digits.substr(0, 1);
    if (Digits.size() > 1)
      Out += "." + Digits.substr(1);
    Out += fmt::format("e{}{:02d}", Exp < 0 ? '-' : '+', std::abs(Exp));
  } else if (DecPt <= 0) {
    Out += "0." + std::string(-DecPt, '0') + Digits;
  } else if (DecPt < static_cast<int>(Digits.size())) {
    Out += Digits.substr(0, DecPt) + "." + Digits.substr(DecPt);
  } else {
    Out += Digits + std::string(DecPt - Digits.size(), '0') + ".0";
  }
  return Out;
}

std::vector<std::string> splitKernelTunerList(std::string_view S) {
  std::vector<std::string> Out = splitTopLevel(S);
  for (std::string &P : Out)
    P = llvm::StringRef(P).trim().str();
  return Out;
}

std::map<std::string, size_t> KernelTunerCache::failures() const {
  std::map<std::string, size_t> Out;
  for (const KernelTunerEntry &E : Entries)
    if (!E.TimeMs)
      ++Out[E.Failure];
  return Out;
}

size_t KernelTunerCache::failedCount() const {
  size_t N = 0;
  for (const KernelTunerEntry &E : Entries)
    N += !E.TimeMs;
  return N;
}

std::optional<size_t> KernelTunerCache::keyIndex(std::string_view Name) const {
  for (size_t I = 0; I < Keys.size(); ++I)
    if (Keys[I] == Name)
      return I;
  return std::nullopt;
}

llvm::Expected<KernelTunerCache> parseKernelTunerCache(std::string_view Text,
                                                       std::string_view Origin) {
  KernelTunerCache C;
  C.Path = std::string(Origin);
  const std::string &P = C.Path;

  // Parse as is; else as Kernel Tuner closes an open cache; else with NaN and
  // Infinity read as null. The first error is the one reported.
  std::string Used(Text);
  std::vector<std::string> Order;
  nlohmann::json J = parseKeepingCacheOrder(Used, Order);
  std::string FirstError;
  if (J.is_discarded()) {
    try {
      (void)nlohmann::json::parse(Used);
    } catch (const std::exception &E) {
      FirstError = E.what();
    }
    for (int Attempt = 0; Attempt < 3 && J.is_discarded(); ++Attempt) {
      std::string T = Attempt == 0   ? closeLikeKernelTuner(Text)
                      : Attempt == 1 ? nullNonFinite(Text)
                                     : closeLikeKernelTuner(nullNonFinite(Text));
      J = parseKeepingCacheOrder(T, Order);
      if (!J.is_discarded()) {
        Used = std::move(T);
        C.WasOpen = Attempt != 1;
      }
    }
  }
  if (J.is_discarded())
    return error(P + ": not a Kernel Tuner cache (not JSON: " + FirstError + ")");
  if (!J.is_object())
    return error(P + ": not a Kernel Tuner cache (expected a JSON object)");

  auto Str = [&](const char *Name) -> std::string {
    auto It = J.find(Name);
    return It != J.end() && It->is_string() ? It->get<std::string>() : std::string();
  };
  C.DeviceName = Str("device_name");
  C.KernelName = Str("kernel_name");
  C.Objective = Str("objective");
  if (auto It = J.find("problem_size"); It != J.end())
    C.ProblemSize = *It;

  auto KeysIt = J.find("tune_params_keys");
  if (KeysIt == J.end())
    return error(P + ": no \"tune_params_keys\" (a Kernel Tuner cache lists the tunable "
                     "parameters there, in the order of the cache keys)");
  if (!KeysIt->is_array())
    return error(P + ": \"tune_params_keys\" is " + KeysIt->dump() +
                 " (expected an array of parameter names)");
  for (const auto &K : *KeysIt) {
    if (!K.is_string() || K.get<std::string>().empty())
      return error(P + ": \"tune_params_keys\" holds " + K.dump() + " (expected parameter names)");
    C.Keys.push_back(K.get<std::string>());
  }
  if (auto It = J.find("tune_params"); It != J.end() && It->is_object())
    C.TuneParams = *It;

  auto CacheIt = J.find("cache");
  if (CacheIt == J.end() || !CacheIt->is_object())
    return error(P + ": no \"cache\" object (the measured configurations)");

  // Lines: each key is searched (as its JSON text followed by ':') from the
  // "cache" member on, in file order.
  size_t Pos = Used.find("\"cache\"");
  LineCounter Lines(Used);
  std::set<std::string> Done;
  for (const std::string &Key : Order) {
    auto It = CacheIt->find(Key);
    if (It == CacheIt->end() || !Done.insert(Key).second)
      continue; // a repeated key: JSON keeps the last value, listed once
    KernelTunerEntry E;
    E.Key = Key;
    std::string Quoted = nlohmann::json(E.Key).dump();
    size_t Found = Pos;
    while ((Found = Used.find(Quoted, Found)) != std::string::npos) {
      size_t After = Used.find_first_not_of(" \t\r\n", Found + Quoted.size());
      if (After != std::string::npos && Used[After] == ':')
        break;
      Found += Quoted.size();
    }
    if (Found != std::string::npos) {
      E.Line = Lines.lineOf(Found);
      Pos = Found + Quoted.size();
    }
    const auto &V = It.value();
    if (!V.is_object())
      return error(entryWhere(C, E) + ": the entry is " + V.type_name() +
                   " (expected an object of parameter values and \"time\")");
    for (const std::string &K : C.Keys) {
      auto PI = V.find(K);
      if (PI == V.end())
        return error(entryWhere(C, E) + ": no value for tunable parameter '" + K +
                     "' (tune_params_keys lists it)");
      E.Values.push_back(*PI);
    }
    // The key is the values joined by commas, in tune_params_keys order.
    std::string Expected;
    for (size_t I = 0; I < E.Values.size(); ++I)
      Expected += (I ? "," : "") + kernelTunerStr(E.Values[I]);
    if (Expected != E.Key) {
      std::vector<std::string> Parts;
      llvm::SmallVector<llvm::StringRef, 8> Split;
      llvm::StringRef(E.Key).split(Split, ',');
      bool Ok = Split.size() == E.Values.size();
      for (size_t I = 0; Ok && I < Split.size(); ++I)
        Ok = keyPartMatches(std::string_view(Split[I].data(), Split[I].size()), E.Values[I]);
      if (!Ok) {
        std::string Params;
        for (size_t I = 0; I < C.Keys.size(); ++I)
          Params += (I ? ", " : "") + C.Keys[I] + "=" + E.Values[I].dump();
        return error(entryWhere(C, E) + " does not match its parameters (" + Params +
                     "; expected the key \"" + Expected + "\", the values joined by commas in "
                     "tune_params_keys order)");
      }
    }
    auto TI = V.find("time");
    if (TI == V.end())
      return error(entryWhere(C, E) + ": no \"time\"");
    if (TI->is_string()) {
      E.Failure = TI->get<std::string>();
    } else if (TI->is_number()) {
      double T = TI->get<double>();
      if (T >= 1e20)
        E.Failure = "time 1e20"; // old Kernel Tuner's mark of a failed configuration
      else
        E.TimeMs = T;
    } else if (TI->is_null()) {
      E.Failure = "time NaN";
    } else {
      return error(entryWhere(C, E) + ": \"time\" is " + TI->dump() +
                   " (expected milliseconds or a failure name)");
    }
    C.Entries.push_back(std::move(E));
  }
  return C;
}

llvm::Expected<KernelTunerCache> readKernelTunerCache(const std::string &Path) {
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buf)
    return error("cannot read Kernel Tuner cache '" + Path + "': " + Buf.getError().message());
  llvm::StringRef T = (*Buf)->getBuffer();
  if (T.starts_with("\x1f\x8b"))
    return error(Path + ": gzip-compressed; decompress it first (gunzip -k " + Path + ")");
  return parseKernelTunerCache(std::string_view(T.data(), T.size()), Path);
}

namespace {

/// One configuration's parameters, for expressions and defines.
struct ConfigEnv {
  const KernelTunerCache &C;
  const KernelTunerEntry &E;

  const nlohmann::json *value(std::string_view Name) const {
    auto I = C.keyIndex(Name);
    return I ? &E.Values[*I] : nullptr;
  }

  /// int(eval(Text)) with the parameters bound; \p What names the option.
  llvm::Expected<int64_t> eval(const std::string &Text, const std::string &What) const {
    Expr X;
    try {
      X = Expr::parse(Text);
    } catch (const std::exception &Ex) {
      return error(What + " '" + Text + "': " + Ex.what());
    }
    std::map<std::string, double> Env;
    for (const std::string &S : X.symbols()) {
      const nlohmann::json *V = value(S);
      if (!V) {
        std::string Names;
        for (const std::string &K : C.Keys)
          Names += (Names.empty() ? "" : ", ") + K;
        return error(What + " '" + Text + "': '" + S + "' is no tunable parameter of " + C.Path +
                     " (" + Names + ")");
      }
      auto N = numberOf(*V);
      if (!N)
        return error(entryWhere(C, E) + ": parameter '" + S + "' is " + V->dump() +
                     ", not a number, but " + What + " '" + Text + "' needs it");
      Env[S] = *N;
    }
    double D;
    try {
      D = X.evaluate(Env);
    } catch (const std::exception &Ex) {
      return error(entryWhere(C, E) + ": " + What + " '" + Text + "': " + Ex.what());
    }
    if (!std::isfinite(D))
      return error(entryWhere(C, E) + ": " + What + " '" + Text + "' gives " + fmt::format("{}", D));
    return static_cast<int64_t>(std::trunc(D));
  }
};

std::string fmtNumber(double D) { return fmt::format("{}", D); }

} // namespace

llvm::Expected<CsvTable> kernelTunerCompareTable(const KernelTunerCache &Cache,
                                                 const KernelTunerLaunchOptions &Opts) {
  const std::string &P = Cache.Path;
  if (Opts.Source.empty())
    return error("--source is required with --kernel-tuner-cache (the .cu file Kernel Tuner "
                 "compiled; the cache does not name it)");
  std::string Kernel = Opts.Kernel.empty() ? Cache.KernelName : Opts.Kernel;
  if (Kernel.empty())
    return error(P + ": no \"kernel_name\"; give --kernel");
  std::string Gpu = Opts.Gpu.empty() ? Cache.DeviceName : Opts.Gpu;
  if (Gpu.empty())
    return error(P + ": no \"device_name\"; give --gpu");

  // Problem size: the option, else the cache's (an integer, a string or a list).
  std::vector<std::string> Problem = Opts.ProblemSize;
  if (Problem.empty()) {
    const nlohmann::json &PS = Cache.ProblemSize;
    std::vector<nlohmann::json> Items;
    if (PS.is_array())
      Items.assign(PS.begin(), PS.end());
    else if (!PS.is_null())
      Items.push_back(PS);
    if (Items.empty())
      return error(P + ": no \"problem_size\"; give --problem-size (e.g. 4096,4096)");
    for (const nlohmann::json &I : Items) {
      if (I.is_string() && I.get<std::string>() == "callable")
        return error(P + ": problem_size was a Python function (\"callable\"); give "
                         "--problem-size");
      if (!I.is_string() && !I.is_number_integer())
        return error(P + ": problem_size entry " + I.dump() +
                     " (expected integers or expressions); give --problem-size");
      Problem.push_back(I.is_string() ? I.get<std::string>() : kernelTunerStr(I));
    }
  }
  if (Problem.size() > 3)
    return error("problem size has " + std::to_string(Problem.size()) +
                 " entries (at most three: x, y, z)");

  std::vector<std::string> BlockNames = Opts.BlockSizeNames;
  if (BlockNames.size() > 3)
    return error("--block-size-names: at most three names");
  static const char *DefaultBlockNames[3] = {"block_size_x", "block_size_y", "block_size_z"};
  for (size_t I = BlockNames.size(); I < 3; ++I)
    BlockNames.push_back(DefaultBlockNames[I]);
  static const char *GridNames[3] = {"grid_size_x", "grid_size_y", "grid_size_z"};
  static const char *Axis[3] = {"x", "y", "z"};

  if (Opts.DefineParams)
    for (const std::string &D : *Opts.DefineParams) {
      bool Known = Cache.keyIndex(D) || D == "kernel_tuner" ||
                   std::find(BlockNames.begin(), BlockNames.end(), D) != BlockNames.end() ||
                   D == GridNames[0] || D == GridNames[1] || D == GridNames[2];
      if (!Known)
        return error("--define-params: '" + D + "' is no tunable parameter of " + P +
                     ", block size name, grid_size_x/y/z or kernel_tuner");
    }

  std::vector<std::string> Header = {"source", "kernel", "gpu", "grid_x", "grid_y", "grid_z",
                                     "block_x", "block_y", "block_z", "defines", "args",
                                     "measured_time_ms", "config"};
  std::set<std::string> Taken(Header.begin(), Header.end());
  // Compare reads these columns as the harness overhead and the build's
  // registers; a tunable parameter of either name is neither (the overhead
  // comes from --timer-overhead-us).
  Taken.insert("timer_overhead_us");
  Taken.insert("registers_per_thread");
  // Kernel Tuner's NVML observer locks the graphics (SM) clock to the tunable
  // nvml_gr_clock: each row then ran at its value (compare's sm_clock_mhz).
  std::optional<size_t> ClockKey = Cache.keyIndex("nvml_gr_clock");
  if (ClockKey)
    Header.push_back("sm_clock_mhz");
  Taken.insert("sm_clock_mhz");
  for (const std::string &K : Cache.Keys)
    Header.push_back(Taken.count(K) ? "param:" + K : K);

  std::string ArgsCell;
  for (const auto &[Name, V] : Opts.Args)
    ArgsCell += (ArgsCell.empty() ? "" : ";") + Name + "=" + fmtNumber(V);

  std::vector<CsvRow> Rows;
  for (const KernelTunerEntry &E : Cache.Entries) {
    if (!E.TimeMs)
      continue;
    ConfigEnv Env{Cache, E};
    // Block: int(params.get(name, 256 / 1 / 1)).
    int64_t Block[3];
    for (int D = 0; D < 3; ++D) {
      const nlohmann::json *V = Env.value(BlockNames[D]);
      if (!V) {
        Block[D] = D == 0 ? 256 : 1;
        continue;
      }
      auto N = numberOf(*V);
      if (!N)
        return error(entryWhere(Cache, E) + ": block size '" + BlockNames[D] + "' is " +
                     V->dump() + " (expected a number)");
      Block[D] = static_cast<int64_t>(std::trunc(*N));
    }
    // Problem size, then the grid.
    int64_t Size[3] = {1, 1, 1};
    for (size_t D = 0; D < Problem.size(); ++D) {
      auto S = Env.eval(Problem[D], std::string("problem size ") + Axis[D]);
      if (!S)
        return S.takeError();
      Size[D] = *S;
    }
    int64_t Grid[3];
    for (int D = 0; D < 3; ++D) {
      int64_t Div = 1;
      if (!Opts.GridDiv[D]) {
        if (const nlohmann::json *V = Env.value(BlockNames[D])) {
          auto N = numberOf(*V);
          if (!N)
            return error(entryWhere(Cache, E) + ": block size '" + BlockNames[D] + "' is " +
                         V->dump() + ", not a number, but the default grid divisor " +
                         Axis[D] + " needs it");
          Div = static_cast<int64_t>(*N);
        }
      } else {
        for (const std::string &T : *Opts.GridDiv[D]) {
          auto F = Env.eval(T, std::string("--grid-div-") + Axis[D]);
          if (!F)
            return F.takeError();
          Div *= *F;
        }
      }
      if (Div == 0)
        return error(entryWhere(Cache, E) + ": grid divisor " + Axis[D] +
                     " is 0 (division by zero)");
      Grid[D] = static_cast<int64_t>(std::ceil(double(Size[D]) / double(Div)));
    }

    // Defines, in Kernel Tuner's order; a later same name keeps its first place.
    std::vector<std::pair<std::string, std::string>> Defs;
    auto Put = [&](const std::string &Name, const std::string &Value) {
      for (auto &D : Defs)
        if (D.first == Name) {
          D.second = Value;
          return;
        }
      Defs.emplace_back(Name, Value);
    };
    auto ValueOf = [&](const std::string &Name) -> std::string {
      for (int D = 0; D < 3; ++D) {
        if (Name == GridNames[D])
          return std::to_string(Grid[D]);
      }
      if (auto I = Cache.keyIndex(Name))
        return kernelTunerStr(E.Values[*I]);
      for (int D = 0; D < 3; ++D)
        if (Name == BlockNames[D])
          return std::to_string(Block[D]);
      return "1"; // kernel_tuner
    };
    if (!Opts.DefineParams) {
      for (int D = 0; D < 3; ++D)
        Put(GridNames[D], std::to_string(Grid[D]));
      for (int D = 0; D < 3; ++D)
        Put(BlockNames[D], std::to_string(Block[D]));
      for (size_t I = 0; I < Cache.Keys.size(); ++I)
        Put(Cache.Keys[I], kernelTunerStr(E.Values[I]));
      Put("kernel_tuner", "1");
    } else {
      for (const std::string &D : *Opts.DefineParams)
        Put(D, ValueOf(D));
    }
    std::string DefCell;
    for (const auto &[Name, Value] : Defs) {
      if (Value.find(';') != std::string::npos || Value.find('\n') != std::string::npos)
        return error(entryWhere(Cache, E) + ": the define " + Name + "='" + Value +
                     "' holds ';' or a line break (not supported as -D)");
      DefCell += (DefCell.empty() ? "" : ";") + Name + "=" + Value;
    }

    // Kernel name with parameter names replaced (replace_param_occurrences).
    std::string Name;
    for (size_t I = 0; I < Kernel.size();) {
      size_t J = I;
      while (J < Kernel.size() &&
             (std::isalnum(static_cast<unsigned char>(Kernel[J])) || Kernel[J] == '_'))
        ++J;
      if (J == I) {
        Name += Kernel[I++];
        continue;
      }
      std::string Tok = Kernel.substr(I, J - I);
      const nlohmann::json *V = Env.value(Tok);
      Name += V ? kernelTunerStr(*V) : Tok;
      I = J;
    }

    CsvRow Row;
    Row.Line = E.Line;
    Row.Cells = {Opts.Source, Name, Gpu,
                 std::to_string(Grid[0]), std::to_string(Grid[1]), std::to_string(Grid[2]),
                 std::to_string(Block[0]), std::to_string(Block[1]), std::to_string(Block[2]),
                 DefCell, ArgsCell, fmtNumber(*E.TimeMs), E.Key};
    if (ClockKey)
      Row.Cells.push_back(kernelTunerStr(E.Values[*ClockKey]));
    for (const nlohmann::json &V : E.Values)
      Row.Cells.push_back(kernelTunerStr(V));
    Rows.push_back(std::move(Row));
  }
  return CsvTable::fromRows(std::move(Header), std::move(Rows));
}

} // namespace kc
