/// \file
/// Keeping host code from blocking device analysis (used by Frontend.cpp when a
/// compile fails). The retry compiles again with
///   - missing headers that are not CUDA device headers (cublas_v2.h, omp.h, mpi.h,
///     GL/gl.h, ...) skipped as if empty (a PPCallbacks::FileNotFound hook), and
///   - every error located: an error inside a host-only function (no __device__ /
///     __global__) or a host-only file-scope declaration of a user file makes that
///     region a candidate; an error in a system header is attributed to the user
///     line that instantiated it ("requested here" notes).
/// Then the failing regions are rewritten, keeping
/// every newline so line numbers do not move: first only the top-level statements
/// of a host function body that hold an error are blanked (so `main` keeps the
/// launches that instantiate template kernels; later statements that used what
/// was cut go in the next rounds); a function that still fails after 3 such
/// rounds gets the body `{ __builtin_unreachable(); }`; an error in a
/// signature or a host file-scope declaration blanks the whole declaration. The
/// compile is repeated (a few rounds: dropping one function can break its host
/// callers). An error in device
/// code, or one no region contains, ends the retry: it is reported as is.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace clang {
class ASTConsumer;
class DiagnosticConsumer;
class PPCallbacks;
class SourceManager;
} // namespace clang

namespace kc {

/// A declaration of a user file: host-only ones the retry may cut out, device
/// ones mark errors that must be reported.
struct HostRegion {
  std::string File;
  unsigned Begin = 0, End = 0;         ///< byte range of the whole declaration
  unsigned BodyBegin = 0, BodyEnd = 0; ///< the body's braces (0, 0: no body)
  /// The body's top-level statements (byte ranges, a trailing ';' included); for
  /// `T x = init;` also the range of "= init" (0, 0 otherwise), so an error in the
  /// initializer replaces only that by `{}` (`const int g{};` still compiles) and `x`
  /// stays declared for the statements after (e.g. an `if` on it holding launches
  /// that instantiate template kernels).
  struct Statement {
    unsigned Begin = 0, End = 0, InitBegin = 0, InitEnd = 0;
  };
  std::vector<Statement> Stmts;
  std::string Name;                    ///< "main", "handle" (a variable)
  unsigned Line = 0;
  bool IsFunction = true;
  bool IsDevice = false;               ///< __device__/__global__ code: never cut
};

/// A `__shared__ T name;` (or `T name[N]...`) in a function body: what the
/// retry rewrites when Clang refuses T's non-empty default constructor, which
/// nvcc accepts with a warning and never runs.
struct SharedVarDecl {
  std::string File, Name;
  unsigned NameOffset = 0;                     ///< where Clang reports the error
  unsigned ReplaceBegin = 0, ReplaceEnd = 0;   ///< the written type .. the declarator's end
  std::string Element, Suffix;                 ///< "cuda::barrier<...>", "[4]" (arrays)
  unsigned Line = 0;
};

struct HostSkipState {
  bool SkipMissingHeaders = false;
  std::set<std::string> MissingHeaders;     ///< skipped in this or an earlier round
  std::vector<HostRegion> Regions;          ///< collected by the AST consumer
  std::vector<SharedVarDecl> SharedVars;    ///< collected by the AST consumer
  struct ErrorAt {
    std::string File;
    unsigned Offset = 0;
    bool InUserFile = false;
    bool SharedInit = false; ///< Clang's "initialization is not supported for __shared__ variables"
  };
  std::vector<ErrorAt> Errors;              ///< this round's errors
  std::map<std::string, std::string> Texts; ///< rewritten user files (path -> text)
  std::vector<std::string> Skipped;         ///< what was skipped, for the warning
  /// __shared__ variables kept without their constructor (planSharedStorage),
  /// one note each: device code, so not in Skipped.
  std::vector<std::string> SharedStorage;
  std::set<std::string> DroppedKeys;        ///< "file:offset" already dropped
  std::map<std::string, int> StatementRounds; ///< rounds that cut statements of a function
};

/// True for headers that carry device code and so must never be skipped:
/// cuda*.h, cooperative_groups*, cub/, thrust/, cuda/, nv/, mma.h, curand_kernel.h,
/// sm_*/crt/ headers, vector_types.h, device_*.h, texture/surface headers.
bool isCudaDeviceHeader(llvm::StringRef Name);

/// The preprocessor hook that skips missing non-CUDA headers into \p S.
std::unique_ptr<clang::PPCallbacks> makeMissingHeaderSkipper(HostSkipState &S);

/// An AST consumer that records host-only regions of user files into \p S (it
/// runs even when the translation unit has errors).
std::unique_ptr<clang::ASTConsumer> makeHostRegionCollector(HostSkipState &S);

/// A diagnostic consumer forwarding to \p Next (not owned) and recording error
/// locations into \p S.
std::unique_ptr<clang::DiagnosticConsumer> makeErrorRecorder(clang::DiagnosticConsumer &Next,
                                                             HostSkipState &S);

/// After a failed round: rewrites the regions that hold every recorded error into
/// S.Texts (reading files not yet rewritten from disk, the main file from
/// \p MainPath / \p MainSource). False when an error lies outside every host
/// region (device code, or nothing to cut), or nothing new could be dropped.
bool planHostSkip(HostSkipState &S, const std::string &MainPath, llvm::StringRef MainSource);

/// After a failed round: each recorded error at the name of a `__shared__`
/// variable in a function body (Clang's "initialization is not supported for
/// __shared__ variables": a type whose default constructor is not empty, such
/// as cuda::barrier) is answered as nvcc does, which warns and never runs the
/// constructor: the declaration becomes raw shared storage of the type's size
/// and alignment and a reference of the type to it, on the same line
///   __shared__ __attribute__((aligned(alignof(T)))) unsigned char name__kc_shared[sizeof(T)];
///   T (&name) = *reinterpret_cast<T (*)>(name__kc_shared);
/// (arrays: T (&name)[N]). Those errors are taken out of S.Errors and a note
/// per variable goes to S.SharedStorage ("__shared__ variable ..."). True when
/// a declaration was rewritten.
bool planSharedStorage(HostSkipState &S, const std::string &MainPath, llvm::StringRef MainSource);

} // namespace kc
