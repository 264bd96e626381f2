// Lexer and parser of the KAS pipeline language; builds the SSA value graph.
#include "fusion/Pipeline.h"
#include "gpumodel/InputFile.h"

#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Path.h>

#include <cctype>
#include <fmt/format.h>
#include <map>
#include <set>

namespace kc::fusion {

std::string PipelineValue::codeName() const {
  return Version == 0 ? Variable : fmt::format("{}_v{}", Variable, Version);
}

std::string PipelineCall::text(const std::vector<PipelineValue> &Values) const {
  std::string S = Values[Output].Variable + " = " + Function + "(";
  for (size_t I = 0; I < Args.size(); ++I)
    S += (I ? ", " : "") + Values[Args[I]].Variable;
  return S + ")";
}

namespace {

struct Token {
  enum Kind { Ident, Punct, End } K;
  std::string Text;
  unsigned Line, Col;
};

class Lexer {
public:
  Lexer(std::string_view T, std::string_view N) : Text(T), Name(N) {}
  llvm::Expected<std::vector<Token>> run() {
    std::vector<Token> Toks;
    while (true) {
      skipSpaceAndComments();
      if (Err)
        return std::move(*Err);
      if (Pos >= Text.size()) {
        Toks.push_back({Token::End, "", Line, Col});
        return Toks;
      }
      char C = Text[Pos];
      unsigned L = Line, Co = Col;
      if (std::isalpha(static_cast<unsigned char>(C)) || C == '_') {
        size_t B = Pos;
        while (Pos < Text.size() && (std::isalnum(static_cast<unsigned char>(Text[Pos])) || Text[Pos] == '_'))
          advance();
        Toks.push_back({Token::Ident, std::string(Text.substr(B, Pos - B)), L, Co});
      } else if (C == ',' || C == ';' || C == '=' || C == '(' || C == ')') {
        advance();
        Toks.push_back({Token::Punct, std::string(1, C), L, Co});
      } else {
        return llvm::createStringError(fmt::format("{}:{}:{}: unexpected character '{}'", Name, L, Co, std::string(1, C)));
      }
    }
  }

private:
  std::string_view Text, Name;
  size_t Pos = 0;
  unsigned Line = 1, Col = 1;
  std::optional<llvm::Error> Err;
  void advance() {
    if (Text[Pos] == '\n') {
      ++Line;
      Col = 1;
    } else {
      ++Col;
    }
    ++Pos;
  }
  void skipSpaceAndComments() {
    while (Pos < Text.size()) {
      if (std::isspace(static_cast<unsigned char>(Text[Pos]))) {
        advance();
      } else if (Text.substr(Pos, 2) == "//") {
        while (Pos < Text.size() && Text[Pos] != '\n')
          advance();
      } else if (Text.substr(Pos, 2) == "/*") {
        unsigned L = Line, C = Col;
        size_t E = Text.find("*/", Pos + 2);
        if (E == std::string_view::npos) {
          Err = llvm::createStringError(fmt::format("{}:{}:{}: comment is never closed", Name, L, C));
          return;
        }
        while (Pos < E + 2)
          advance();
      } else {
        return;
      }
    }
  }
};

class Parser {
public:
  Parser(std::vector<Token> T, std::string_view N, const Library &L) : Toks(std::move(T)), Name(N), Lib(L) {}

  llvm::Expected<Pipeline> run() {
    Pipeline P;
    P.Name = std::string(Name);
    // Declarations: TYPE ident, ident ;
    while (peek().K == Token::Ident && toLower(peek().Text) != "input") {
      const Token &T = take();
      const DataType *DT = Lib.type(T.Text);
      if (!DT)
        return fail(T, fmt::format("unknown type '{}' (expected a library type such as {}, or 'input')", T.Text, typeList()));
      while (true) {
        const Token &V = take();
        if (V.K != Token::Ident)
          return fail(V, "expected a variable name");
        std::string Key = toLower(V.Text);
        if (Declared.count(Key))
          return fail(V, fmt::format("variable '{}' is declared twice", V.Text));
        Declared[Key] = {V.Text, DT};
        if (punct(","))
          continue;
        if (auto E = expect(";"))
          return std::move(E);
        break;
      }
    }
    if (Declared.empty())
      return fail(peek(), "expected variable declarations (e.g. 'matrix3x3 A, B;')");
    if (peek().K != Token::Ident || toLower(peek().Text) != "input")
      return fail(peek(), "expected 'input' after the declarations");
    take();
    auto Ins = identList(P, "input");
    if (!Ins)
      return Ins.takeError();
    for (auto &[Tok, Key] : *Ins) {
      if (Current.count(Key))
        return fail(Tok, fmt::format("'{}' is listed as an input twice", Tok.Text));
      unsigned V = newValue(P, Key, -1);
      P.Inputs.push_back(V);
    }
    // Calls until 'return'.
    while (!(peek().K == Token::Ident && toLower(peek().Text) == "return")) {
      if (peek().K == Token::End)
        return fail(peek(), "expected 'return' at the end of the pipeline");
      const Token &Out = take();
      if (Out.K != Token::Ident)
        return fail(Out, "expected 'VAR = function(ARGS);' or 'return'");
      std::string OutKey = toLower(Out.Text);
      if (!Declared.count(OutKey))
        return fail(Out, fmt::format("variable '{}' is not declared", Out.Text));
      if (auto E = expect("="))
        return std::move(E);
      const Token &Fn = take();
      if (Fn.K != Token::Ident)
        return fail(Fn, "expected a function name");
      const ElementaryFunction *F = Lib.function(Fn.Text);
      if (!F)
        return fail(Fn, fmt::format("unknown function '{}' (not in the elementary-function library)", Fn.Text));
      if (auto E = expect("("))
        return std::move(E);
      PipelineCall C;
      C.Function = F->Name;
      C.Line = Out.Line;
      std::vector<Token> ArgToks;
      if (!punct(")")) {
        while (true) {
          const Token &A = take();
          if (A.K != Token::Ident)
            return fail(A, "expected an argument variable");
          ArgToks.push_back(A);
          if (punct(","))
            continue;
          if (auto E = expect(")"))
            return std::move(E);
          break;
        }
      }
      if (auto E = expect(";"))
        return std::move(E);
      if (ArgToks.size() != F->InputTypes.size())
        return fail(Fn, fmt::format("{} takes {} argument(s), got {}", F->Name, F->InputTypes.size(), ArgToks.size()));
      for (size_t I = 0; I < ArgToks.size(); ++I) {
        auto V = use(ArgToks[I]);
        if (!V)
          return V.takeError();
        if (toLower(P.Values[*V].Type) != toLower(F->InputTypes[I]))
          return fail(ArgToks[I], fmt::format("argument {} of {} must be {}, '{}' is {}", I + 1, F->Name, F->InputTypes[I], ArgToks[I].Text, P.Values[*V].Type));
        C.Args.push_back(*V);
      }
      if (toLower(Declared[OutKey].second->Name) != toLower(F->OutputType))
        return fail(Out, fmt::format("{} returns {}, but '{}' is declared {}", F->Name, F->OutputType, Out.Text, Declared[OutKey].second->Name));
      unsigned CallIdx = static_cast<unsigned>(P.Calls.size());
      for (unsigned A : C.Args) {
        auto &Cons = P.Values[A].Consumers;
        if (Cons.empty() || Cons.back() != CallIdx)
          Cons.push_back(CallIdx);
      }
      C.Output = newValue(P, OutKey, static_cast<int>(CallIdx));
      P.Calls.push_back(std::move(C));
    }
    take(); // return
    auto Rets = identList(P, "return");
    if (!Rets)
      return Rets.takeError();
    for (auto &[Tok, Key] : *Rets) {
      auto V = use(Tok);
      if (!V)
        return V.takeError();
      if (P.Values[*V].Returned)
        return fail(Tok, fmt::format("'{}' is returned twice", Tok.Text));
      P.Values[*V].Returned = true;
      P.Returns.push_back(*V);
    }
    if (peek().K != Token::End)
      return fail(peek(), "expected the end of the pipeline after 'return'");
    if (P.Calls.empty())
      return fail(peek(), "the pipeline calls no function");
    return P;
  }

private:
  std::vector<Token> Toks;
  size_t Pos = 0;
  std::string_view Name;
  const Library &Lib;
  std::map<std::string, std::pair<std::string, const DataType *>> Declared;
  std::map<std::string, unsigned> Current; // variable -> current value
  std::map<std::string, unsigned> Versions;

  const Token &peek() const { return Toks[Pos]; }
  const Token &take() { return Toks[Pos < Toks.size() - 1 ? Pos++ : Pos]; }
  bool punct(const char *P) {
    if (peek().K == Token::Punct && peek().Text == P) {
      take();
      return true;
    }
    return false;
  }
  llvm::Error fail(const Token &T, const std::string &Msg) {
    return llvm::createStringError(fmt::format("{}:{}:{}: {}", Name, T.Line, T.Col, Msg));
  }
  llvm::Error expect(const char *P) {
    if (punct(P))
      return llvm::Error::success();
    const Token &T = peek();
    return fail(T, fmt::format("expected '{}', got {}", P, T.K == Token::End ? "the end of the file" : "'" + T.Text + "'"));
  }
  std::string typeList() const {
    std::string S;
    for (auto &[K, T] : Lib.types())
      S += (S.empty() ? "" : ", ") + T.Name;
    return S;
  }
  llvm::Expected<std::vector<std::pair<Token, std::string>>> identList(Pipeline &P, const char *What) {
    std::vector<std::pair<Token, std::string>> R;
    while (true) {
      const Token &T = take();
      if (T.K != Token::Ident)
        return fail(T, fmt::format("expected a variable name after '{}'", What));
      std::string Key = toLower(T.Text);
      if (!Declared.count(Key))
        return fail(T, fmt::format("variable '{}' is not declared", T.Text));
      R.emplace_back(T, Key);
      if (punct(","))
        continue;
      if (auto E = expect(";"))
        return std::move(E);
      return R;
    }
  }
  unsigned newValue(Pipeline &P, const std::string &Key, int Producer) {
    PipelineValue V;
    V.Variable = Declared[Key].first;
    V.Type = Declared[Key].second->Name;
    V.Floats = Declared[Key].second->Floats;
    V.Version = Versions.count(Key) ? Versions[Key] + 1 : 0;
    Versions[Key] = V.Version;
    V.Producer = Producer;
    P.Values.push_back(V);
    return Current[Key] = static_cast<unsigned>(P.Values.size() - 1);
  }
  llvm::Expected<unsigned> use(const Token &T) {
    std::string Key = toLower(T.Text);
    if (!Declared.count(Key))
      return fail(T, fmt::format("variable '{}' is not declared", T.Text));
    auto It = Current.find(Key);
    if (It == Current.end())
      return fail(T, fmt::format("'{}' is used before it is assigned (not an input)", T.Text));
    return It->second;
  }
};

} // namespace

llvm::Expected<Pipeline> Pipeline::parse(std::string_view Text, std::string_view Name, const Library &Lib) {
  auto Toks = Lexer(Text, Name).run();
  if (!Toks)
    return Toks.takeError();
  return Parser(std::move(*Toks), Name, Lib).run();
}

llvm::Expected<Pipeline> Pipeline::load(const std::string &Path, const Library &Lib) {
  auto B = readInputFile(Path);
  if (!B)
    return B.takeError();
  llvm::StringRef Text = (*B)->getBuffer();
  auto P = parse(stripBom({Text.data(), Text.size()}), Path, Lib);
  if (P)
    P->Name = llvm::sys::path::stem(Path).str();
  return P;
}

} // namespace kc::fusion
