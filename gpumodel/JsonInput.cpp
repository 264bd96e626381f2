//===- JsonInput.cpp - JSON from users, with errors in words ---------------===//
#include "gpumodel/JsonInput.h"
#include "gpumodel/InputFile.h"

#include <fmt/format.h>

#include <optional>

namespace kc {

namespace {
llvm::Error error(const std::string &Msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Msg);
}

/// 1-based line and column of byte \p Offset of \p Text.
std::pair<size_t, size_t> lineColumn(std::string_view Text, size_t Offset) {
  size_t Line = 1, Col = 1;
  for (size_t I = 0; I < Offset && I < Text.size(); ++I) {
    if (Text[I] == '\n') {
      ++Line;
      Col = 1;
    } else {
      ++Col;
    }
  }
  return {Line, Col};
}

struct TooDeep {
  size_t Offset;
};
} // namespace

std::string jsonErrorText(const std::exception &E) {
  std::string What = E.what();
  if (What.starts_with("[json.exception.")) {
    size_t P = What.find("] ");
    if (P != std::string::npos)
      What = What.substr(P + 2);
  }
  // "parse error at line 1, column 5: syntax error ..." -> "syntax error ..."
  if (What.starts_with("parse error at line ")) {
    size_t P = What.find(": ");
    if (P != std::string::npos)
      What = What.substr(P + 2);
  }
  return What;
}

std::optional<JsonParseFailure> tryParseJson(std::string_view Text, nlohmann::json &Out) {
  Text = stripBom(Text);
  try {
    // nlohmann's parser keeps its own stack; the callback only bounds the depth
    // of what the readers (and dump()) later walk recursively.
    nlohmann::json::parser_callback_t Limit = [](int Depth, nlohmann::json::parse_event_t,
                                                 nlohmann::json &) {
      if (Depth > kMaxJsonDepth)
        throw TooDeep{0};
      return true;
    };
    Out = nlohmann::json::parse(Text.begin(), Text.end(), Limit);
    return std::nullopt;
  } catch (const TooDeep &) {
    return JsonParseFailure{0, 0, fmt::format("nested deeper than {} levels", kMaxJsonDepth)};
  } catch (const nlohmann::json::parse_error &E) {
    auto [Line, Col] = lineColumn(Text, E.byte ? E.byte - 1 : 0);
    return JsonParseFailure{Line, Col, jsonErrorText(E)};
  } catch (const nlohmann::json::out_of_range &E) {
    // "number overflow parsing '1e999'": find the number for a position.
    std::string What = jsonErrorText(E);
    size_t Q = What.find('\'');
    size_t Q2 = Q == std::string::npos ? Q : What.find('\'', Q + 1);
    if (Q2 != std::string::npos) {
      std::string Num = What.substr(Q + 1, Q2 - Q - 1);
      size_t At = Text.find(Num);
      if (At != std::string_view::npos) {
        auto [Line, Col] = lineColumn(Text, At);
        return JsonParseFailure{Line, Col, "the number " + Num + " does not fit a double"};
      }
    }
    return JsonParseFailure{0, 0, What};
  } catch (const nlohmann::json::exception &E) {
    return JsonParseFailure{0, 0, jsonErrorText(E)};
  }
}

llvm::Expected<nlohmann::json> parseJsonText(std::string_view Text, std::string_view Origin) {
  nlohmann::json J;
  auto F = tryParseJson(Text, J);
  if (!F)
    return J;
  if (F->Line)
    return error(fmt::format("{}:{}:{}: invalid JSON: {}", Origin, F->Line, F->Column, F->Reason));
  return error(fmt::format("{}: invalid JSON: {}", Origin, F->Reason));
}

llvm::Expected<nlohmann::json> readJsonFile(const std::string &Path) {
  auto Buf = readInputFile(Path);
  if (!Buf)
    return Buf.takeError();
  llvm::StringRef T = (*Buf)->getBuffer();
  return parseJsonText({T.data(), T.size()}, Path);
}

std::string briefJson(const nlohmann::json &V) {
  if (V.is_object())
    return fmt::format("{{...}} (an object of {} field{})", V.size(), V.size() == 1 ? "" : "s");
  if (V.is_array())
    return fmt::format("[...] (an array of {} item{})", V.size(), V.size() == 1 ? "" : "s");
  std::string S = V.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  if (S.size() > 60)
    S = S.substr(0, 57) + "...";
  return S;
}

} // namespace kc
