// Parses the `/*# ... #*/` metadata of the elementary-function library and
// finds the device/CPU function definitions it names.
#include "fusion/Library.h"
#include "gpumodel/InputFile.h"

#include "support/EmbeddedFiles.h"

#include <llvm/Support/FileSystem.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Path.h>

#include <algorithm>
#include <cctype>
#include <fmt/format.h>
#include <set>

namespace kc::fusion {

std::string toLower(std::string_view S) {
  std::string R(S);
  for (char &C : R)
    C = static_cast<char>(std::tolower(static_cast<unsigned char>(C)));
  return R;
}

unsigned BlockShape::threadsPerElement() const {
  unsigned T = 1;
  for (unsigned D = 0; D < 3; ++D)
    if (D != SizeDim)
      T *= Dim[D];
  return T;
}

std::array<unsigned, 3> BlockShape::concrete(unsigned ElementsPerBlock) const {
  std::array<unsigned, 3> S{Dim[0], Dim[1], Dim[2]};
  S[SizeDim] = ElementsPerBlock;
  return S;
}

PatternSets computePatternSets(const AccessPattern &P, std::array<unsigned, 3> Shape) {
  PatternSets S;
  std::array<long long, 7> V{};
  V[3] = Shape[0];
  V[4] = Shape[1];
  V[5] = Shape[2];
  for (unsigned Z = 0; Z < Shape[2]; ++Z)
    for (unsigned Y = 0; Y < Shape[1]; ++Y)
      for (unsigned X = 0; X < Shape[0]; ++X) {
        V[0] = X;
        V[1] = Y;
        V[2] = Z;
        S.StartSet.push_back(P.Start.eval(V)); // index = X + Y*BX + Z*BX*BY
      }
  std::set<long long> Acc;
  V[0] = V[1] = V[2] = 0;
  long long A = 0;
  for (unsigned I = 0; I < P.Count; ++I) {
    V[6] = I;
    long long B = P.Block.eval(V);
    for (long long K = 0; K < B; ++K)
      Acc.insert(A + K);
    A += P.Stride.eval(V);
  }
  S.AccessSet.assign(Acc.begin(), Acc.end());
  return S;
}

namespace {

struct RawBlock {
  std::string File;
  unsigned Line = 0; // line of "/*#"
  std::string Name, Kind;
  struct Entry {
    std::string Key, Value;
    unsigned Line;
  };
  std::vector<Entry> Entries;
};

std::string trim(std::string_view S) {
  size_t B = 0, E = S.size();
  while (B < E && std::isspace(static_cast<unsigned char>(S[B])))
    ++B;
  while (E > B && std::isspace(static_cast<unsigned char>(S[E - 1])))
    --E;
  return std::string(S.substr(B, E - B));
}

std::string normKey(std::string_view K) {
  std::string R;
  bool Space = false;
  for (char C : trim(K)) {
    if (std::isspace(static_cast<unsigned char>(C))) {
      Space = true;
      continue;
    }
    if (Space && !R.empty())
      R += ' ';
    Space = false;
    R += static_cast<char>(std::toupper(static_cast<unsigned char>(C)));
  }
  return R;
}

llvm::Error errAt(const std::string &File, unsigned Line, const std::string &Msg) {
  return llvm::createStringError(fmt::format("{}:{}: {}", File, Line, Msg));
}

llvm::Expected<std::vector<RawBlock>> scanBlocks(const std::string &File, const std::string &Text) {
  std::vector<RawBlock> Blocks;
  size_t Pos = 0;
  auto lineOf = [&](size_t P) { return 1 + static_cast<unsigned>(std::count(Text.begin(), Text.begin() + P, '\n')); };
  while ((Pos = Text.find("/*#", Pos)) != std::string::npos) {
    size_t End = Text.find("#*/", Pos);
    unsigned Line = lineOf(Pos);
    if (End == std::string::npos)
      return errAt(File, Line, "metadata block '/*#' is never closed by '#*/'");
    RawBlock B;
    B.File = File;
    B.Line = Line;
    std::string Body = Text.substr(Pos + 3, End - Pos - 3);
    size_t LStart = 0;
    unsigned L = Line;
    bool First = true;
    while (LStart <= Body.size()) {
      size_t LEnd = Body.find('\n', LStart);
      if (LEnd == std::string::npos)
        LEnd = Body.size();
      std::string Ln = trim(std::string_view(Body).substr(LStart, LEnd - LStart));
      if (!Ln.empty()) {
        if (First) {
          size_t Sp = Ln.find_first_of(" \t");
          if (Sp == std::string::npos)
            return errAt(File, L, fmt::format("metadata header '{}' must be 'NAME KIND' (KIND: type, io, function or implementation)", Ln));
          B.Name = Ln.substr(0, Sp);
          B.Kind = toLower(trim(Ln.substr(Sp)));
          First = false;
        } else {
          size_t Eq = Ln.find('=');
          if (Eq == std::string::npos)
            return errAt(File, L, fmt::format("expected 'KEY = value' in metadata of '{}', got '{}'", B.Name, Ln));
          B.Entries.push_back({normKey(Ln.substr(0, Eq)), trim(Ln.substr(Eq + 1)), L});
        }
      }
      if (LEnd == Body.size())
        break;
      LStart = LEnd + 1;
      ++L;
    }
    if (First)
      return errAt(File, Line, "empty metadata block");
    Blocks.push_back(std::move(B));
    Pos = End + 3;
  }
  return Blocks;
}

llvm::Expected<BlockShape> parseShape(const RawBlock &B) {
  BlockShape S;
  int SizeDims = 0;
  const char *Keys[3] = {"BX", "BY", "BZ"};
  for (unsigned D = 0; D < 3; ++D) {
    const RawBlock::Entry *E = nullptr;
    for (auto &En : B.Entries)
      if (En.Key == Keys[D])
        E = &En;
    if (!E)
      return errAt(B.File, B.Line, fmt::format("'{}' has no {} (expected a number or 'size')", B.Name, Keys[D]));
    std::string V = toLower(E->Value);
    if (V.rfind("size", 0) == 0) {
      S.Dim[D] = 0;
      S.SizeDim = D;
      ++SizeDims;
      size_t R = V.find("recommended");
      if (R != std::string::npos)
        S.Recommended = static_cast<unsigned>(std::atoi(V.c_str() + R + 11));
      continue;
    }
    char *End = nullptr;
    long N = std::strtol(V.c_str(), &End, 10);
    if (End == V.c_str() || N <= 0 || N > 1024 || !trim(End).empty())
      return errAt(B.File, E->Line, fmt::format("{} = '{}': expected a positive number or 'size'", Keys[D], E->Value));
    S.Dim[D] = static_cast<unsigned>(N);
  }
  if (SizeDims != 1)
    return errAt(B.File, B.Line, fmt::format("'{}': exactly one of BX, BY, BZ must be 'size', found {}", B.Name, SizeDims));
  return S;
}

llvm::Expected<AccessPattern> parsePattern(const RawBlock &B, const RawBlock::Entry &E) {
  AccessPattern P;
  std::string V = E.Value;
  size_t Pos = 0;
  bool HaveStart = false, HaveCount = false;
  std::string BlockT = "1", StrideT = "1";
  auto fail = [&](const std::string &M) {
    return errAt(B.File, E.Line, fmt::format("{} of '{}': {} (expected: start \"expr\", block \"expr\", stride \"expr\", count N, noreg 0|1)", E.Key, B.Name, M));
  };
  while (Pos < V.size()) {
    while (Pos < V.size() && (std::isspace(static_cast<unsigned char>(V[Pos])) || V[Pos] == ','))
      ++Pos;
    if (Pos >= V.size())
      break;
    size_t W = Pos;
    while (Pos < V.size() && std::isalpha(static_cast<unsigned char>(V[Pos])))
      ++Pos;
    std::string Word = toLower(V.substr(W, Pos - W));
    while (Pos < V.size() && std::isspace(static_cast<unsigned char>(V[Pos])))
      ++Pos;
    std::string Arg;
    if (Pos < V.size() && V[Pos] == '"') {
      size_t Q = V.find('"', Pos + 1);
      if (Q == std::string::npos)
        return fail("unterminated string");
      Arg = V.substr(Pos + 1, Q - Pos - 1);
      Pos = Q + 1;
    } else {
      size_t A = Pos;
      while (Pos < V.size() && V[Pos] != ',')
        ++Pos;
      Arg = trim(V.substr(A, Pos - A));
    }
    if (Word == "start") {
      P.StartText = Arg;
      HaveStart = true;
    } else if (Word == "block") {
      BlockT = Arg;
    } else if (Word == "stride") {
      StrideT = Arg;
    } else if (Word == "count" || Word == "noreg") {
      char *End = nullptr;
      long N = std::strtol(Arg.c_str(), &End, 10);
      if (Arg.empty() || *End || N < 0)
        return fail(fmt::format("{} '{}' is not a non-negative number", Word, Arg));
      if (Word == "count") {
        P.Count = static_cast<unsigned>(N);
        HaveCount = true;
      } else {
        P.NoReg = N != 0;
      }
    } else {
      return fail(fmt::format("unknown item '{}'", Word));
    }
  }
  if (!HaveStart || !HaveCount)
    return fail("start and count are required");
  for (auto [Text, Dst] : {std::pair{&P.StartText, &P.Start}, std::pair{&BlockT, &P.Block}, std::pair{&StrideT, &P.Stride}}) {
    auto X = Expr::parse(*Text);
    if (!X)
      return fail(llvm::toString(X.takeError()));
    *Dst = std::move(*X);
  }
  return P;
}

const RawBlock::Entry *find(const RawBlock &B, std::string_view Key) {
  for (auto &E : B.Entries)
    if (E.Key == Key)
      return &E;
  return nullptr;
}

llvm::Expected<std::string> need(const RawBlock &B, std::string_view Key) {
  if (auto *E = find(B, Key))
    return E->Value;
  return errAt(B.File, B.Line, fmt::format("{} '{}' has no {}", B.Kind, B.Name, Key));
}

std::vector<std::string> splitList(const std::string &S) {
  std::vector<std::string> R;
  size_t P = 0;
  while (P <= S.size()) {
    size_t C = S.find(',', P);
    if (C == std::string::npos)
      C = S.size();
    std::string T = trim(S.substr(P, C - P));
    if (!T.empty())
      R.push_back(T);
    P = C + 1;
  }
  return R;
}

/// Finds "NAME(" preceded on its line by "void" and returns the definition up
/// to its matching closing brace.
std::optional<std::string> findDefinition(const std::string &Text, const std::string &Name) {
  size_t Pos = 0;
  while ((Pos = Text.find(Name + "(", Pos)) != std::string::npos) {
    bool WordStart = Pos == 0 || !(std::isalnum(static_cast<unsigned char>(Text[Pos - 1])) || Text[Pos - 1] == '_');
    size_t LineStart = Text.rfind('\n', Pos);
    LineStart = LineStart == std::string::npos ? 0 : LineStart + 1;
    std::string Prefix = Text.substr(LineStart, Pos - LineStart);
    if (WordStart && Prefix.find("void") != std::string::npos) {
      size_t Open = Text.find('{', Pos);
      size_t Semi = Text.find(';', Pos);
      if (Open != std::string::npos && (Semi == std::string::npos || Open < Semi)) {
        int Depth = 0;
        for (size_t I = Open; I < Text.size(); ++I) {
          if (Text[I] == '{')
            ++Depth;
          else if (Text[I] == '}' && --Depth == 0)
            return Text.substr(LineStart, I + 1 - LineStart) + "\n";
        }
        return std::nullopt;
      }
    }
    Pos += Name.size();
  }
  return std::nullopt;
}

template <typename... Ts> llvm::Error firstError(llvm::Expected<Ts> &...Xs) {
  llvm::Error Result = llvm::Error::success();
  auto One = [&](auto &X) {
    if (!X) {
      llvm::Error E = X.takeError();
      if (!Result)
        Result = std::move(E);
      else
        llvm::consumeError(std::move(E));
    }
  };
  (One(Xs), ...);
  return Result;
}

} // namespace

llvm::Expected<Library> Library::parse(const std::vector<std::pair<std::string, std::string>> &Files) {
  Library Lib;
  std::vector<RawBlock> All;
  for (auto &[Name, Text] : Files) {
    auto Blocks = scanBlocks(Name, Text);
    if (!Blocks)
      return Blocks.takeError();
    for (auto &B : *Blocks)
      All.push_back(std::move(B));
  }
  // Types first, then io, functions and implementations (any file order).
  for (auto &B : All) {
    if (B.Kind == "type") {
      auto F = need(B, "FLOATS");
      if (!F)
        return F.takeError();
      int N = std::atoi(F->c_str());
      if (N <= 0)
        return errAt(B.File, find(B, "FLOATS")->Line, fmt::format("FLOATS = '{}': expected a positive number", *F));
      auto Io = need(B, "IO");
      if (!Io)
        return Io.takeError();
      Lib.Types[toLower(B.Name)] = DataType{B.Name, static_cast<unsigned>(N), *Io};
    } else if (B.Kind != "io" && B.Kind != "function" && B.Kind != "implementation") {
      return errAt(B.File, B.Line, fmt::format("unknown metadata kind '{}' of '{}' (expected type, io, function or implementation)", B.Kind, B.Name));
    }
  }
  for (auto &B : All) {
    if (B.Kind == "io") {
      IoImpl Io;
      Io.Name = B.Name;
      auto T = need(B, "DATA TYPE");
      auto L = need(B, "LOAD");
      auto S = need(B, "STORE");
      auto P = need(B, "LSPATTERN");
      if (llvm::Error E = firstError(T, L, S, P))
        return std::move(E);
      if (!Lib.type(*T))
        return errAt(B.File, find(B, "DATA TYPE")->Line, fmt::format("io '{}': unknown data type '{}'", B.Name, *T));
      Io.Type = Lib.type(*T)->Name;
      Io.LoadFunction = *L;
      Io.StoreFunction = *S;
      auto Sh = parseShape(B);
      if (!Sh)
        return Sh.takeError();
      Io.Shape = *Sh;
      auto Pat = parsePattern(B, *find(B, "LSPATTERN"));
      if (!Pat)
        return Pat.takeError();
      Io.Pattern = std::move(*Pat);
      Lib.Ios[B.Name] = std::move(Io);
    } else if (B.Kind == "function") {
      ElementaryFunction F;
      F.Name = B.Name;
      auto In = need(B, "INPUTS");
      auto Out = need(B, "OUTPUT");
      auto Cpu = need(B, "CPU");
      if (llvm::Error E = firstError(In, Out, Cpu))
        return std::move(E);
      for (auto &T : splitList(*In)) {
        if (!Lib.type(T))
          return errAt(B.File, find(B, "INPUTS")->Line, fmt::format("function '{}': unknown input type '{}'", B.Name, T));
        F.InputTypes.push_back(Lib.type(T)->Name);
      }
      if (!Lib.type(*Out))
        return errAt(B.File, find(B, "OUTPUT")->Line, fmt::format("function '{}': unknown output type '{}'", B.Name, *Out));
      F.OutputType = Lib.type(*Out)->Name;
      F.CpuFunction = *Cpu;
      Lib.Functions[toLower(B.Name)] = std::move(F);
    }
  }
  for (auto &B : All) {
    if (B.Kind != "implementation")
      continue;
    Implementation I;
    I.Name = B.Name;
    auto Fn = need(B, "FUNCTION");
    auto C = need(B, "COMPUTE");
    if (llvm::Error E = firstError(Fn, C))
        return std::move(E);
    auto It = Lib.Functions.find(toLower(*Fn));
    if (It == Lib.Functions.end())
      return errAt(B.File, find(B, "FUNCTION")->Line, fmt::format("implementation '{}': unknown function '{}' (declare it in a 'function' block)", B.Name, *Fn));
    I.Function = It->second.Name;
    I.ComputeFunction = *C;
    auto Sh = parseShape(B);
    if (!Sh)
      return Sh.takeError();
    I.Shape = *Sh;
    if (auto *Ba = find(B, "BATCH")) {
      std::string V = toLower(Ba->Value);
      I.Batch = V.rfind("size", 0) == 0 ? 1 : static_cast<unsigned>(std::atoi(V.c_str()));
      if (I.Batch != 1)
        return errAt(B.File, Ba->Line, fmt::format("BATCH = '{}': this planner generates one element per thread group (BATCH 1 or size)", Ba->Value));
    }
    I.In.resize(It->second.InputTypes.size());
    std::vector<bool> Seen(I.In.size(), false);
    bool HaveOut = false;
    for (auto &E : B.Entries) {
      if (E.Key.rfind("INPATTERN", 0) == 0) {
        std::string Idx = trim(E.Key.substr(9));
        char *End = nullptr;
        long N = std::strtol(Idx.c_str(), &End, 10);
        if (Idx.empty() || *End || N < 0 || static_cast<size_t>(N) >= I.In.size())
          return errAt(B.File, E.Line, fmt::format("'{}': INPATTERN index '{}' out of range ({} takes {} arguments)", B.Name, Idx, I.Function, I.In.size()));
        auto P = parsePattern(B, E);
        if (!P)
          return P.takeError();
        I.In[N] = std::move(*P);
        Seen[N] = true;
      } else if (E.Key == "OUTPATTERN") {
        auto P = parsePattern(B, E);
        if (!P)
          return P.takeError();
        I.Out = std::move(*P);
        HaveOut = true;
      }
    }
    for (size_t K = 0; K < Seen.size(); ++K)
      if (!Seen[K])
        return errAt(B.File, B.Line, fmt::format("implementation '{}' has no INPATTERN {}", B.Name, K));
    if (!HaveOut)
      return errAt(B.File, B.Line, fmt::format("implementation '{}' has no OUTPATTERN", B.Name));
    It->second.Implementations.push_back(static_cast<unsigned>(Lib.Impls.size()));
    Lib.Impls.push_back(std::move(I));
  }
  // Every referenced function must be defined somewhere in the files.
  auto locate = [&](const std::string &Name, const std::string &Who) -> llvm::Error {
    if (Lib.Sources.count(Name))
      return llvm::Error::success();
    for (auto &[File, Text] : Files)
      if (auto D = findDefinition(Text, Name)) {
        Lib.Sources[Name] = FunctionSource{*D, File};
        return llvm::Error::success();
      }
    return llvm::createStringError(fmt::format("{}: function '{}' is not defined in any library file", Who, Name));
  };
  for (auto &[K, T] : Lib.Types)
    if (!Lib.Ios.count(T.DefaultIo))
      return llvm::createStringError(fmt::format("type '{}': default io '{}' is not declared", T.Name, T.DefaultIo));
  for (auto &[K, Io] : Lib.Ios) {
    if (auto E = locate(Io.LoadFunction, "io " + Io.Name))
      return E;
    if (auto E = locate(Io.StoreFunction, "io " + Io.Name))
      return E;
  }
  for (auto &[K, F] : Lib.Functions) {
    if (auto E = locate(F.CpuFunction, "function " + F.Name))
      return E;
    if (F.Implementations.empty())
      return llvm::createStringError(fmt::format("function '{}' has no implementation", F.Name));
  }
  for (auto &I : Lib.Impls)
    if (auto E = locate(I.ComputeFunction, "implementation " + I.Name))
      return E;
  return Lib;
}

llvm::Expected<Library> Library::builtin() {
  std::vector<std::pair<std::string, std::string>> Files;
  for (auto &F : kc::embedded::fusionlib::files())
    Files.emplace_back(std::string(F.Name), std::string(F.Contents));
  return parse(Files);
}

llvm::Expected<Library> Library::loadDirectory(const std::string &Dir) {
  std::vector<std::pair<std::string, std::string>> Files;
  std::error_code EC;
  std::vector<std::string> Paths;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC; It.increment(EC))
    if (llvm::sys::path::extension(It->path()) == ".cu")
      Paths.push_back(It->path());
  if (EC)
    return llvm::createStringError(fmt::format("{}: {}", Dir, EC.message()));
  std::sort(Paths.begin(), Paths.end());
  for (auto &P : Paths) {
    auto B = readInputFile(P);
    if (!B)
      return B.takeError();
    llvm::StringRef Text = (*B)->getBuffer();
    Files.emplace_back(P, std::string(stripBom({Text.data(), Text.size()})));
  }
  if (Files.empty())
    return llvm::createStringError(fmt::format("{}: no .cu library files", Dir));
  return parse(Files);
}

const DataType *Library::type(std::string_view Name) const {
  auto It = Types.find(toLower(Name));
  return It == Types.end() ? nullptr : &It->second;
}
const ElementaryFunction *Library::function(std::string_view Name) const {
  auto It = Functions.find(toLower(Name));
  return It == Functions.end() ? nullptr : &It->second;
}
const IoImpl *Library::io(std::string_view Name) const {
  auto It = Ios.find(std::string(Name));
  return It == Ios.end() ? nullptr : &It->second;
}
std::vector<const IoImpl *> Library::iosOf(std::string_view Type) const {
  std::vector<const IoImpl *> R;
  const DataType *T = type(Type);
  if (!T)
    return R;
  if (auto *D = io(T->DefaultIo))
    R.push_back(D);
  for (auto &[K, Io] : Ios)
    if (toLower(Io.Type) == toLower(T->Name) && Io.Name != T->DefaultIo)
      R.push_back(&Io);
  return R;
}
const FunctionSource *Library::source(std::string_view Name) const {
  auto It = Sources.find(std::string(Name));
  return It == Sources.end() ? nullptr : &It->second;
}

} // namespace kc::fusion
