/// \file
/// Helpers of the fusion tests: the shipped library, inline pipelines.
#pragma once

#include "fusion/Library.h"
#include "fusion/Pipeline.h"

#include <gtest/gtest.h>

namespace kc::fusion::test {

inline const Library &builtinLib() {
  static Library L = [] {
    auto R = Library::builtin();
    if (!R) {
      ADD_FAILURE() << llvm::toString(R.takeError());
      return Library();
    }
    return std::move(*R);
  }();
  return L;
}

inline Pipeline mustParse(const std::string &Text, const Library &L = builtinLib()) {
  auto P = Pipeline::parse(Text, "test.kas", L);
  if (!P) {
    ADD_FAILURE() << llvm::toString(P.takeError());
    return Pipeline();
  }
  return std::move(*P);
}

inline unsigned implIndex(const Library &L, const std::string &Name) {
  for (auto &[K, F] : L.functions())
    for (unsigned I : F.Implementations)
      if (L.impl(I).Name == Name)
        return I;
  ADD_FAILURE() << "no implementation " << Name;
  return 0;
}

} // namespace kc::fusion::test
