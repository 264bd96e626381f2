//===- Compare.cpp - predicted vs measured times from a CSV ----------------===//
// Parse rows (bad ones become issues), analyze each distinct kernel once,
// prepare each (kernel, GPU) once, predict the rows on a thread pool, then
// compute the statistics.
#include "workflows/Compare.h"

#include "analyzer/SourceAnalysis.h"
#include "gpumodel/GpuDatabase.h"
#include "kernelmodel/Assumptions.h"
#include "predictor/PreparedKernel.h"
#include "workflows/CsvTable.h"
#include "workflows/ParallelFor.h"
#include "workflows/RegisterFallback.h"
#include "workflows/NumberInput.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Path.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <memory>
#include <optional>
#include <set>
#include <tuple>

namespace kc {

namespace {

llvm::Error error(const std::string &Msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Msg);
}

double msSince(std::chrono::steady_clock::time_point T0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - T0).count();
}

/// A positive integer cell; empty -> \p Default (0 = required).
llvm::Expected<uint64_t> parseCount(std::string_view Cell, std::string_view Column,
                                    uint64_t Default, bool AllowZero = false) {
  llvm::StringRef S = llvm::StringRef(Cell.data(), Cell.size()).trim();
  if (S.empty()) {
    if (Default == 0 && !AllowZero)
      return error(std::string(Column) + ": empty (expected a positive integer)");
    return Default;
  }
  auto V = parseInteger(S, AllowZero ? 0 : 1);
  if (!V)
    return error(std::string(Column) + ": " + llvm::toString(V.takeError()));
  return *V;
}

std::string trimmed(std::string_view S) {
  return llvm::StringRef(S.data(), S.size()).trim().str();
}

/// First line of a (possibly multi-line) message, for per-row reports.
std::string firstLine(const std::string &S) {
  size_t P = S.find('\n');
  return P == std::string::npos ? S : S.substr(0, P) + " ...";
}

std::string resolvePath(const std::string &Base, llvm::StringRef Source) {
  if (llvm::sys::path::is_absolute(Source) || Base.empty())
    return Source.str();
  llvm::SmallString<256> P(Base);
  llvm::sys::path::append(P, Source);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

llvm::Expected<KernelModel> defaultAnalyze(const AnalysisKey &Key, const CompareOptions &Opts) {
  SourceAnalysisOptions SO;
  SO.Compile.Arch = Key.Arch;
  addDefines(SO, Key.Defines);
  SO.Compile.UseCache = Opts.UseCompileCache;
  SO.Compile.CacheDir = Opts.CacheDir;
  SO.Ptxas.UseCache = Opts.UseCompileCache;
  SO.Ptxas.CacheDir = Opts.CacheDir;
  SO.Ptxas.UseNvcc = Opts.RegistersFromNvcc || Key.RegistersFromNvcc;
  SO.Kernel = Key.Kernel;
  SO.Analysis.BlockDim = Key.Block;
  SO.Analysis.SymbolValues = Opts.SymbolValues;
  SO.Analysis.BranchProbabilityByLine = Opts.BranchProbabilityByLine;
  auto A = analyzeSource(Key.Source, SO);
  if (!A)
    return A.takeError();
  auto &Ks = A->Models.Kernels;
  if (Ks.empty())
    return error(Key.Source + ": no kernel named '" + Key.Kernel + "'");
  if (Ks.size() > 1) {
    std::string Names;
    for (const KernelModel &K : Ks)
      Names += (Names.empty() ? "" : ", ") + K.Name;
    return error(Key.Source + ": kernel '" + Key.Kernel + "' matches " +
                 std::to_string(Ks.size()) + " kernels (" + Names + "); name one");
  }
  return std::move(Ks.front());
}

/// A parsed row waiting for its prediction.
struct PendingRow {
  CompareRow Row;
  size_t Prepared = 0; ///< index into the prepared kernels
  std::string Note;    ///< added to every prediction of the row
  std::string IfRefused; ///< added to the skip message when the row still cannot run
  bool CappedRegisters = false; ///< Note says the registers are the most the launch allows
};

} // namespace

llvm::Expected<std::vector<std::string>> parseDefineList(std::string_view Cell) {
  std::vector<std::string> Out;
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  llvm::StringRef(Cell.data(), Cell.size()).split(Parts, ';', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef P : Parts) {
    P = P.trim();
    if (P.empty())
      continue;
    llvm::StringRef Name = P.split('=').first.trim();
    if (Name.empty() || !(std::isalpha(static_cast<unsigned char>(Name[0])) || Name[0] == '_'))
      return error("defines: '" + P.str() + "' is not NAME or NAME=VALUE");
    Out.push_back(P.str());
  }
  return Out;
}

llvm::Expected<std::map<std::string, double>> parseArgList(std::string_view Cell) {
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  llvm::StringRef(Cell.data(), Cell.size()).split(Parts, ';', -1, /*KeepEmpty=*/false);
  std::vector<std::string> Items;
  for (llvm::StringRef P : Parts)
    if (!P.trim().empty())
      Items.push_back(P.trim().str());
  return parseAssignments(Items, "args:");
}

namespace {
const NumberRange &timerOverheadRange() {
  static const NumberRange R{0, kMaxTimerOverheadUs, false,
                             "the harness's overhead per timed launch in microseconds, "
                             "0 .. 1e6 (0 for a profiler's kernel duration)"};
  return R;
}
} // namespace

llvm::Expected<double> parseTimerOverheadUs(std::string_view Text, std::string_view What) {
  auto V = parseNumber(llvm::StringRef(Text.data(), Text.size()), timerOverheadRange());
  if (!V)
    return error(std::string(What) + ": " + llvm::toString(V.takeError()));
  return *V;
}

llvm::Expected<double> parseSmClockMHz(std::string_view Text, std::string_view What) {
  auto V = parseNumber(llvm::StringRef(Text.data(), Text.size()),
                       {kMinSmClockMHz, kMaxSmClockMHz, false,
                        fmt::format("an SM clock in MHz, {:g} to {:g}", kMinSmClockMHz, kMaxSmClockMHz)});
  if (!V)
    return error(std::string(What) + ": " + llvm::toString(V.takeError()));
  return *V;
}

llvm::Error checkTimerOverheadUs(double Us, std::string_view What) {
  const NumberRange &R = timerOverheadRange();
  if (std::isfinite(Us) && Us >= R.Min && Us <= R.Max)
    return llvm::Error::success();
  return error(std::string(What) + ": '" + formatNumber(Us) + "' is " +
               (std::isfinite(Us) ? "out of range" : "not a finite number") + " (expected " +
               R.Expected + ")");
}

llvm::Expected<CompareResult> compareFile(const std::string &Path, const CompareOptions &Opts) {
  auto T = CsvTable::readFile(Path);
  if (!T)
    return T.takeError();
  CompareOptions O = Opts;
  if (O.BaseDir.empty()) {
    O.BaseDir = llvm::sys::path::parent_path(Path).str();
    if (O.BaseDir.empty())
      O.BaseDir = ".";
  }
  return compareTable(*T, Path, O);
}

llvm::Expected<CompareResult> compareTable(const CsvTable &Table, std::string_view Origin,
                                           const CompareOptions &Opts) {
  CompareResult R;
  R.Origin = std::string(Origin);
  R.Header = Table.header();
  R.GroupBy = Opts.GroupBy;
  R.Models = Opts.Models;
  if (R.Models.empty())
    return error("no model chosen");

  std::string Missing;
  for (const char *C : {"source", "kernel", "gpu", "grid_x", "block_x", "measured_time_ms"})
    if (!Table.column(C))
      Missing += std::string(Missing.empty() ? "" : ", ") + C;
  if (!Missing.empty())
    return error(std::string(Origin) + ": missing column" +
                 (Missing.find(',') != std::string::npos ? "s " : " ") + Missing +
                 " (a compare CSV needs source, kernel, gpu, grid_x, block_x, "
                 "measured_time_ms; optional: grid_y, grid_z, block_y, block_z, "
                 "dynamic_smem_bytes, defines, args, timer_overhead_us, registers_per_thread, "
                 "sm_clock_mhz or locked_core_mhz)");
  for (const std::string &G : Opts.GroupBy)
    if (!Table.column(G))
      return error("--group-by: '" + G + "' is not a column of " + std::string(Origin));
  // The harness overhead: the option, or the row's timer_overhead_us cell. A
  // bad one fails the run: it would shift every error of its rows.
  if (auto E = checkTimerOverheadUs(Opts.TimerOverheadUs, "timer overhead (--timer-overhead-us)"))
    return E;
  R.TimerOverheadUs = Opts.TimerOverheadUs;
  std::map<unsigned, double> RowOverheadUs; // line -> the cell's value
  if (Table.column("timer_overhead_us"))
    for (const CsvRow &Row : Table.rows()) {
      std::string Cell = trimmed(Table.cell(Row, "timer_overhead_us"));
      if (Cell.empty())
        continue;
      auto V = parseTimerOverheadUs(Cell, std::string(Origin) + ":" + std::to_string(Row.Line) +
                                              ": timer_overhead_us");
      if (!V)
        return V.takeError();
      RowOverheadUs[Row.Line] = *V;
    }

  auto FindGpu = Opts.FindGpu ? Opts.FindGpu : [](const std::string &Name) {
    return GpuDatabase::builtin().find(Name);
  };
  auto Analyze = Opts.Analyze ? Opts.Analyze : [&Opts](const AnalysisKey &K) {
    return defaultAnalyze(K, Opts);
  };

  // The SM clock's column: sm_clock_mhz, or locked_core_mhz as Kernel Tuner
  // sweeps with locked clocks are often published.
  const char *ClockColumn =
      !Table.column("sm_clock_mhz") && Table.column("locked_core_mhz") ? "locked_core_mhz" : "sm_clock_mhz";

  // --- 1. Parse the rows ------------------------------------------------------
  std::map<std::string, std::string> GpuErrors;
  std::map<std::string, std::shared_ptr<GpuModel>> Gpus;
  std::vector<std::pair<CompareRow, AnalysisKey>> Parsed;
  for (const CsvRow &Row : Table.rows()) {
    auto Bad = [&](const std::string &Msg) { R.Issues.push_back({Row.Line, Msg}); };
    CompareRow C;
    C.Line = Row.Line;
    C.Cells = Row.Cells;
    C.Cells.resize(R.Header.size());
    std::string Source = trimmed(Table.cell(Row, "source"));
    C.Kernel = trimmed(Table.cell(Row, "kernel"));
    C.Gpu = trimmed(Table.cell(Row, "gpu"));
    if (Source.empty()) {
      Bad("source: empty (expected the path of a .cu file)");
      continue;
    }
    if (C.Kernel.empty()) {
      Bad("kernel: empty (expected a kernel name)");
      continue;
    }
    if (C.Gpu.empty()) {
      Bad("gpu: empty (expected a GPU id, alias or device name; see `kernelcast gpus`)");
      continue;
    }
    C.Source = resolvePath(Opts.BaseDir, Source);

    // Launch.
    const char *Dims[6] = {"grid_x", "grid_y", "grid_z", "block_x", "block_y", "block_z"};
    uint64_t *Targets[6] = {&C.Launch.Grid.X, &C.Launch.Grid.Y, &C.Launch.Grid.Z,
                            &C.Launch.Block.X, &C.Launch.Block.Y, &C.Launch.Block.Z};
    bool Ok = true;
    for (int I = 0; I < 6 && Ok; ++I) {
      bool Required = I == 0 || I == 3;
      auto V = parseCount(Table.cell(Row, Dims[I]), Dims[I], Required ? 0 : 1);
      if (!V) {
        Bad(llvm::toString(V.takeError()));
        Ok = false;
      } else {
        *Targets[I] = *V;
      }
    }
    if (!Ok)
      continue;
    auto Smem = parseCount(Table.cell(Row, "dynamic_smem_bytes"), "dynamic_smem_bytes", 0, true);
    if (!Smem) {
      Bad(llvm::toString(Smem.takeError()));
      continue;
    }
    if (*Smem > 0xffffffffULL) {
      Bad("dynamic_smem_bytes: " + std::to_string(*Smem) + " is too large");
      continue;
    }
    C.Launch.DynamicSharedBytes = static_cast<unsigned>(*Smem);
    auto Defs = parseDefineList(Table.cell(Row, "defines"));
    if (!Defs) {
      Bad(llvm::toString(Defs.takeError()));
      continue;
    }
    C.Defines = std::move(*Defs);
    auto Args = parseArgList(Table.cell(Row, "args"));
    if (!Args) {
      Bad(llvm::toString(Args.takeError()));
      continue;
    }
    C.Launch.Args = std::move(*Args);
    // At most 1e9 ms (11.6 days): a larger "measurement" is a unit or typing error,
    // and would swamp every statistic.
    auto Measured = parseNumber(Table.cell(Row, "measured_time_ms"),
                                {0, 1e9, true, "a positive number of milliseconds, at most 1e9"});
    if (!Measured) {
      Bad("measured_time_ms: " + llvm::toString(Measured.takeError()));
      continue;
    }
    C.MeasuredMs = *Measured;
    auto OI = RowOverheadUs.find(Row.Line);
    C.TimerOverheadUs = OI == RowOverheadUs.end() ? Opts.TimerOverheadUs : OI->second;
    if (std::string Regs = trimmed(Table.cell(Row, "registers_per_thread")); !Regs.empty()) {
      auto N = parseInteger(Regs, 1, 256);
      if (!N) {
        Bad("registers_per_thread: " + llvm::toString(N.takeError()) +
            " (the measured build's registers per thread)");
        continue;
      }
      C.Registers = static_cast<unsigned>(*N);
    }
    C.SmClockMHz = Opts.SmClockMHz;
    if (std::string Clock = trimmed(Table.cell(Row, ClockColumn)); !Clock.empty()) {
      auto MHz = parseSmClockMHz(Clock, ClockColumn);
      if (!MHz) {
        Bad(llvm::toString(MHz.takeError()) + " (the SM clock the row was measured at)");
        continue;
      }
      C.SmClockMHz = *MHz;
    }

    // GPU (looked up once per distinct name).
    auto GI = Gpus.find(C.Gpu);
    if (GI == Gpus.end()) {
      auto EI = GpuErrors.find(C.Gpu);
      if (EI != GpuErrors.end()) {
        Bad("gpu: " + EI->second);
        continue;
      }
      // A GPU file path, like the source, is relative to the CSV's folder.
      llvm::StringRef GpuName(C.Gpu);
      bool IsPath = GpuName.ends_with_insensitive(".json") || GpuName.contains('/');
      auto G = FindGpu(IsPath ? resolvePath(Opts.BaseDir, GpuName) : C.Gpu);
      if (!G) {
        std::string Msg = llvm::toString(G.takeError());
        GpuErrors[C.Gpu] = Msg;
        Bad("gpu: " + Msg);
        continue;
      }
      GI = Gpus.emplace(C.Gpu, std::make_shared<GpuModel>(std::move(*G))).first;
    }
    // A row at another SM clock predicts on its own copy of the GPU, keyed by
    // name and clock (the prepared kernels follow the key).
    if (C.SmClockMHz > 0 && C.SmClockMHz != GI->second->CoreClockMHz) {
      std::string Key = C.Gpu + "@" + formatNumber(C.SmClockMHz) + "MHz";
      auto CI = Gpus.find(Key);
      if (CI == Gpus.end())
        CI = Gpus.emplace(Key, std::make_shared<GpuModel>(atSmClock(*GI->second, C.SmClockMHz))).first;
      C.Gpu = Key;
      GI = CI;
    }
    const GpuModel &Gpu = *GI->second;
    C.GpuId = Gpu.Id;
    if (auto E = validateLaunch(Gpu, C.Launch)) {
      Bad(llvm::toString(std::move(E)));
      continue;
    }
    uint64_t WarpsPerBlock = (C.Launch.Block.count() + Gpu.Occupancy.WarpSize - 1) /
                             std::max(1u, Gpu.Occupancy.WarpSize);
    C.Warps = C.Launch.Grid.count() * WarpsPerBlock;

    AnalysisKey Key;
    Key.Source = C.Source;
    Key.Kernel = C.Kernel;
    Key.Defines = C.Defines;
    Key.Arch = compileArchFor(Gpu).first;
    Key.Block = {static_cast<unsigned>(C.Launch.Block.X), static_cast<unsigned>(C.Launch.Block.Y),
                 static_cast<unsigned>(C.Launch.Block.Z)};
    Parsed.emplace_back(std::move(C), std::move(Key));
  }

  // --- 2. Analyze each distinct kernel once, prepare each (kernel, GPU) once,
  // --- 3. predict the rows in parallel: a chunk of rows at a time. A model and
  // its prepared kernels are released once no later row needs them: a Kernel
  // Tuner cache of thousands of compile-time configurations is one analysis
  // per row, and an unrolled kernel's model takes megabytes (a 2,340-row
  // convolution sweep held 19 GB when every model stayed to the end).
  struct AnalysisEntry {
    std::optional<KernelModel> Model;
    std::string Error;
    unsigned FirstLine = 0;
    std::vector<std::string> Symbols; ///< the model's overridable symbols
    std::vector<std::string> Notes;   ///< its assumption and uncosted notes
  };
  std::map<AnalysisKey, AnalysisEntry> Analyses;
  // (analysis, GPU, the row's registers_per_thread or 0) -> prepared kernel
  using PreparedKey = std::tuple<AnalysisKey, std::string, unsigned>;
  std::map<PreparedKey, size_t> PreparedIndex;
  std::vector<PreparedKernel> Prepared;
  std::map<PreparedKey, std::string> PrepareErrors;
  std::vector<PendingRow> Pending;
  auto Fill = [&](const AnalysisKey &Key, AnalysisEntry &E) {
    auto M = Analyze(Key);
    if (!M) {
      E.Error = llvm::toString(M.takeError());
      return;
    }
    for (const auto &[Name, Default] : M->SymbolDefaults)
      E.Symbols.push_back(Name);
    if (std::string Note = assumptionNote(*M, Opts.SymbolValues, Opts.BranchProbabilityByLine,
                                          /*WithScatter=*/true);
        !Note.empty())
      E.Notes.push_back(std::move(Note));
    if (std::string Note = uncostedNote(*M); !Note.empty())
      E.Notes.push_back(std::move(Note));
    E.Model = std::move(*M);
  };
  // A row whose launch only kernelcast's registers refuse, or whose kernel
  // spills on kernelcast's PTX: nvcc's build decides. The reason (refused or
  // not), or nullopt when nvcc is not asked.
  auto NvccReason = [&](const CompareRow &Row, const AnalysisEntry &A) -> std::optional<bool> {
    if (!A.Model || Row.Registers || !Opts.NvccWhenRefused || Opts.RegistersFromNvcc)
      return std::nullopt;
    bool Refused = refusedForRegisters(*Gpus.at(Row.Gpu), *A.Model, Row.Launch);
    if (!wantsNvccRegisters(*A.Model, Refused))
      return std::nullopt;
    return Refused;
  };
  auto NvccKeyOf = [](AnalysisKey Key) {
    Key.RegistersFromNvcc = true;
    return Key;
  };
  // The entry of \p Key, analyzed now if the pass below did not (a replaced analyzer).
  auto Entry = [&](const AnalysisKey &Key, unsigned Line) -> std::pair<const AnalysisKey *, AnalysisEntry *> {
    auto [It, New] = Analyses.try_emplace(Key);
    if (New) {
      It->second.FirstLine = Line;
      Fill(It->first, It->second);
    }
    return {&It->first, &It->second};
  };
  // The last row (index into Parsed) each analysis serves; nvcc's analysis of
  // a kernel follows kernelcast's.
  std::map<AnalysisKey, size_t> LastRow;
  for (size_t I = 0; I < Parsed.size(); ++I)
    LastRow[Parsed[I].second] = I;
  std::vector<std::string> RowErrors;
  std::atomic<size_t> Done{0};
  double AnalysisMs = 0, PredictMs = 0;
  constexpr size_t ChunkRows = 256;
  for (size_t Begin = 0; Begin < Parsed.size(); Begin += ChunkRows) {
    const size_t End = std::min(Parsed.size(), Begin + ChunkRows);
    auto T0 = std::chrono::steady_clock::now();
    if (!Opts.Analyze) {
      // The default analysis compiles each distinct (source, kernel, defines,
      // arch, block) once; those compiles are independent: run them on Jobs
      // threads first, then the rows below find them done.
      std::vector<std::pair<const AnalysisKey *, AnalysisEntry *>> Todo;
      for (size_t I = Begin; I < End; ++I)
        if (auto [It, New] = Analyses.try_emplace(Parsed[I].second); New) {
          It->second.FirstLine = Parsed[I].first.Line;
          Todo.emplace_back(&It->first, &It->second);
        }
      auto RunTodo = [&] {
        parallelChunks(Todo.size(), 1, Opts.Jobs,
                       [&](size_t I, size_t) { Fill(*Todo[I].first, *Todo[I].second); });
        Todo.clear();
      };
      RunTodo();
      // Then nvcc's registers for the rows that only kernelcast's refuse (below).
      for (size_t I = Begin; I < End; ++I)
        if (NvccReason(Parsed[I].first, Analyses.at(Parsed[I].second)))
          if (auto [It, New] = Analyses.try_emplace(NvccKeyOf(Parsed[I].second)); New) {
            It->second.FirstLine = Parsed[I].first.Line;
            Todo.emplace_back(&It->first, &It->second);
          }
      RunTodo();
    }
    const size_t FirstPending = Pending.size();
    for (size_t I = Begin; I < End; ++I) {
      auto &[Row, ParsedKey] = Parsed[I];
      auto [KeyP, AP] = Entry(ParsedKey, Row.Line);
      std::string Note, IfRefused;
      if (std::optional<bool> Refused = NvccReason(Row, *AP)) {
        auto [NK, N] = Entry(NvccKeyOf(ParsedKey), Row.Line);
        if (N->Model && registersFromNvcc(N->Model->Registers)) {
          Note = nvccRegisterNote(*AP->Model, *N->Model, *Refused);
          IfRefused = fmt::format(" (the registers are {}'s; kernelcast's PTX needs {})",
                                  N->Model->Registers.Source, AP->Model->Registers.Registers);
          KeyP = NK;
          AP = N;
        }
      }
      const AnalysisKey &Key = *KeyP;
      AnalysisEntry &A = *AP;
      if (!A.Model) {
        R.Issues.push_back(
            {Row.Line, A.FirstLine == Row.Line
                           ? "cannot analyze " + Key.Source + " kernel '" + Key.Kernel + "': " + A.Error
                           : "cannot analyze " + Key.Source + " kernel '" + Key.Kernel +
                                 "' (same error as line " + std::to_string(A.FirstLine) + "): " +
                                 firstLine(A.Error)});
        continue;
      }
      // A measured launch that neither kernelcast's nor nvcc's registers let
      // run ran all the same: its build used at most the most that fit.
      std::optional<unsigned> Registers = Row.Registers;
      std::string RegistersSource = "the row's registers_per_thread (the measured build)";
      bool Capped = false;
      if (!Registers && Opts.NvccWhenRefused && refusedForRegisters(*Gpus.at(Row.Gpu), *A.Model, Row.Launch))
        if (unsigned Cap = registersThatRun(*Gpus.at(Row.Gpu), *A.Model, Row.Launch)) {
          Registers = Cap;
          Capped = true;
          RegistersSource = fmt::format("at most {}: the most with which the measured launch runs", Cap);
          Note = ranWithFewerRegistersNote(Cap, A.Model->Registers);
        }
      PreparedKey PKey{Key, Capped ? Row.Gpu + " (registers capped)" : Row.Gpu, Registers.value_or(0)};
      auto PE = PrepareErrors.find(PKey);
      if (PE != PrepareErrors.end()) {
        R.Issues.push_back({Row.Line, PE->second});
        continue;
      }
      auto PI = PreparedIndex.find(PKey);
      if (PI == PreparedIndex.end()) {
        // The measured build's registers, where the row gives them or the
        // launch bounds them.
        std::optional<KernelModel> WithRegisters;
        if (Registers) {
          WithRegisters = *A.Model;
          WithRegisters->Registers.Registers = *Registers;
          WithRegisters->Registers.Source = RegistersSource;
        }
        auto P = PreparedKernel::prepare(WithRegisters ? *WithRegisters : *A.Model, *Gpus.at(Row.Gpu));
        if (!P) {
          std::string Msg = llvm::toString(P.takeError());
          PrepareErrors[PKey] = Msg;
          R.Issues.push_back({Row.Line, Msg});
          continue;
        }
        PI = PreparedIndex.emplace(PKey, Prepared.size()).first;
        Prepared.push_back(std::move(*P));
      }
      Pending.push_back({std::move(Row), PI->second, std::move(Note), std::move(IfRefused), Capped});
    }
    AnalysisMs += msSince(T0);

    T0 = std::chrono::steady_clock::now();
    RowErrors.resize(Pending.size());
    parallelChunks(Pending.size() - FirstPending, 1, Opts.Jobs, [&](size_t J, size_t) {
      const size_t I = FirstPending + J;
      PendingRow &PR = Pending[I];
      const PreparedKernel &P = Prepared[PR.Prepared];
      for (ModelKind M : R.Models) {
        auto Pred = predict(P, PR.Row.Launch, M);
        if (!Pred) {
          RowErrors[I] = llvm::toString(Pred.takeError());
          break;
        }
        if (!PR.Note.empty())
          Pred->Notes.push_back(PR.Note);
        PR.Row.Predictions.push_back(std::move(*Pred));
        PR.Row.Ape.push_back(absolutePercentageError(PR.Row.comparedMs(PR.Row.Predictions.size() - 1),
                                                     PR.Row.MeasuredMs));
      }
      size_t D = Done.fetch_add(1) + 1;
      if (Opts.Progress && (D % 16 == 0))
        Opts.Progress(D, Parsed.size());
    });
    PredictMs += msSince(T0);

    // What no later row needs: the models of the analyses whose last row this
    // chunk held (and nvcc's of the same kernels), and their prepared kernels.
    auto Finished = [&](AnalysisKey K) {
      K.RegistersFromNvcc = false;
      auto It = LastRow.find(K);
      return It == LastRow.end() || It->second < End;
    };
    for (auto &[Key, E] : Analyses)
      if (E.Model && Finished(Key))
        E.Model.reset();
    for (auto It = PreparedIndex.begin(); It != PreparedIndex.end();)
      if (Finished(std::get<0>(It->first))) {
        Prepared[It->second] = PreparedKernel();
        It = PreparedIndex.erase(It);
      } else {
        ++It;
      }
  }
  if (Opts.Progress && !Parsed.empty())
    Opts.Progress(Parsed.size(), Parsed.size());
  R.Analyses = Analyses.size();
  std::set<std::string> Symbols;
  std::set<std::tuple<std::string, std::string, std::string>> Assumed;
  for (const auto &[Key, E] : Analyses) {
    Symbols.insert(E.Symbols.begin(), E.Symbols.end());
    for (const std::string &Note : E.Notes)
      Assumed.emplace(Key.Source, Key.Kernel, Note);
  }
  R.OverridableSymbols.assign(Symbols.begin(), Symbols.end());
  for (const auto &[Source, Kernel, Note] : Assumed)
    R.Assumptions.push_back({Source, Kernel, Note});
  R.AnalysisMs = AnalysisMs;
  R.PredictMs = PredictMs;
  for (size_t I = 0; I < Pending.size(); ++I) {
    if (!RowErrors[I].empty()) {
      R.Issues.push_back({Pending[I].Row.Line, RowErrors[I] + Pending[I].IfRefused});
    } else {
      R.NvccRegisterRows += !Pending[I].Note.empty() && !Pending[I].CappedRegisters;
      R.CappedRegisterRows += Pending[I].CappedRegisters;
      R.TimerOverheadRowsFromColumn += RowOverheadUs.count(Pending[I].Row.Line);
      R.RegisterRowsFromColumn += Pending[I].Row.Registers.has_value();
      R.ClockRows += Gpus.at(Pending[I].Row.Gpu)->statedSmClockMHz() > 0;
      R.Rows.push_back(std::move(Pending[I].Row));
    }
  }
  std::stable_sort(R.Issues.begin(), R.Issues.end(),
                   [](const CompareIssue &A, const CompareIssue &B) { return A.Line < B.Line; });
  std::stable_sort(R.Rows.begin(), R.Rows.end(),
                   [](const CompareRow &A, const CompareRow &B) { return A.Line < B.Line; });
  summarizeCompare(R, Opts.WorstRows);
  return R;
}

void summarizeCompare(CompareResult &R, unsigned WorstRows) {
  const size_t NM = R.Models.size();
  std::vector<size_t> GroupCols;
  for (const std::string &G : R.GroupBy) {
    auto It = std::find(R.Header.begin(), R.Header.end(), G);
    GroupCols.push_back(It == R.Header.end() ? SIZE_MAX : size_t(It - R.Header.begin()));
  }
  std::map<std::vector<std::string>, std::vector<size_t>> ByKey;
  for (size_t I = 0; I < R.Rows.size(); ++I) {
    std::vector<std::string> Key;
    for (size_t C : GroupCols)
      Key.push_back(C < R.Rows[I].Cells.size() ? R.Rows[I].Cells[C] : std::string());
    ByKey[Key].push_back(I);
  }
  auto Column = [&](const std::vector<size_t> &Idx, size_t M, bool Pred) {
    std::vector<double> V;
    V.reserve(Idx.size());
    for (size_t I : Idx)
      V.push_back(Pred ? R.Rows[I].comparedMs(M) : R.Rows[I].MeasuredMs);
    return V;
  };
  R.Groups.clear();
  for (auto &[Key, Idx] : ByKey) {
    GroupStats G;
    G.Key = Key;
    G.Rows = Idx;
    auto Meas = Column(Idx, 0, false);
    for (size_t M = 0; M < NM; ++M) {
      auto Pred = Column(Idx, M, true);
      G.Errors.push_back(summarizeErrors(Pred, Meas));
      G.Spearman.push_back(spearman(Pred, Meas));
      G.Tuning.push_back(tuningFigures(Pred, Meas));
    }
    R.Groups.push_back(std::move(G));
  }
  std::vector<size_t> All(R.Rows.size());
  for (size_t I = 0; I < All.size(); ++I)
    All[I] = I;
  auto Meas = Column(All, 0, false);
  R.Summary.clear();
  for (size_t M = 0; M < NM; ++M) {
    ModelSummary S;
    S.Model = R.Models[M];
    S.Errors = summarizeErrors(Column(All, M, true), Meas);
    std::vector<double> Rhos;
    for (const GroupStats &G : R.Groups)
      if (G.Spearman[M])
        Rhos.push_back(*G.Spearman[M]);
    S.GroupsWithSpearman = Rhos.size();
    if (!Rhos.empty())
      S.SpearmanMedian = median(Rhos);
    std::vector<double> Regrets;
    for (const GroupStats &G : R.Groups)
      if (G.Tuning[M]) {
        Regrets.push_back(G.Tuning[M]->Top1Regret);
        S.GroupsRegretWithin5 += G.Tuning[M]->Top1Regret <= 1.05;
      }
    S.GroupsWithRegret = Regrets.size();
    if (!Regrets.empty())
      S.RegretMedian = median(Regrets);
    std::vector<size_t> Order = All;
    std::stable_sort(Order.begin(), Order.end(),
                     [&](size_t A, size_t B) { return R.Rows[A].Ape[M] > R.Rows[B].Ape[M]; });
    Order.resize(std::min<size_t>(Order.size(), WorstRows));
    S.WorstRows = std::move(Order);
    R.Summary.push_back(std::move(S));
  }
}

} // namespace kc
