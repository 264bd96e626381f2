// Generates fused-kernel CUDA source (device-function variants with access
// pattern constants substituted) and the host driver of a plan.
#include "fusion/CodeGen.h"

#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <cctype>
#include <fmt/format.h>
#include <set>

namespace kc::fusion {

std::string substituteIdentifiers(const std::string &Text, const std::map<std::string, std::string> &Map) {
  std::string R;
  R.reserve(Text.size());
  size_t I = 0;
  while (I < Text.size()) {
    char C = Text[I];
    if (std::isalpha(static_cast<unsigned char>(C)) || C == '_') {
      size_t B = I;
      while (I < Text.size() && (std::isalnum(static_cast<unsigned char>(Text[I])) || Text[I] == '_'))
        ++I;
      std::string Id = Text.substr(B, I - B);
      auto It = Map.find(Id);
      R += It == Map.end() ? Id : It->second;
    } else if (std::isdigit(static_cast<unsigned char>(C))) {
      while (I < Text.size() && (std::isalnum(static_cast<unsigned char>(Text[I])) || Text[I] == '.'))
        R += Text[I++];
    } else {
      R += C;
      ++I;
    }
  }
  return R;
}

namespace {

std::map<std::string, std::string> shapeMap(std::array<unsigned, 3> S) {
  return {{"BX", std::to_string(S[0])}, {"BY", std::to_string(S[1])}, {"BZ", std::to_string(S[2])}};
}

std::string patternStart(const AccessPattern &P, std::array<unsigned, 3> S, bool Reg) {
  return Reg ? "0" : "(" + substituteIdentifiers(P.StartText, shapeMap(S)) + ")";
}

/// Variant of a library function for one step; returns its name, appending its
/// definition to \p Out the first time.
std::string variant(const KernelStep &St, const FusedKernel &K, const Library &Lib, std::set<std::string> &Done,
                    std::string &Out) {
  std::string Fn, SR;
  auto Map = shapeMap(St.Shape);
  for (size_t A = 0; A < St.Accesses.size(); ++A) {
    bool Reg = K.Vars[St.Accesses[A].Var].InRegisters;
    SR += Reg ? 'r' : 's';
    std::string Start = patternStart(*St.Accesses[A].Pattern, St.Shape, Reg);
    if (St.Kind == StepKind::Compute)
      Map[A + 1 == St.Accesses.size() ? std::string("APOUT") : "APIN" + std::to_string(A)] = Start;
    else
      Map["APLS"] = Start;
  }
  std::string Suffix = fmt::format("bx{}_by{}_bz{}_{}", St.Shape[0], St.Shape[1], St.Shape[2], SR);
  if (St.Kind == StepKind::Compute) {
    Fn = St.Impl->ComputeFunction;
  } else {
    Fn = St.Kind == StepKind::Load ? St.Io->LoadFunction : St.Io->StoreFunction;
    const DataType *T = Lib.type(St.Io->Type);
    Map["TS"] = std::to_string(T->Floats);
    Suffix = T->Name + "_" + Suffix;
  }
  std::string Name = Fn + "_" + Suffix;
  if (Done.insert(Name).second) {
    Map[Fn] = Name;
    Out += substituteIdentifiers(Lib.source(Fn)->Text, Map) + "\n";
  }
  return Name;
}

} // namespace

std::string generateKernelSource(const FusedKernel &K, const Library &Lib, const Pipeline &P,
                                 const std::string &KernelName, bool Annotate) {
  std::string Dev, Body;
  std::set<std::string> Done;
  std::map<unsigned, std::string> Arg; // var -> expression of its storage
  std::string Params;
  for (size_t I = 0; I < K.LoadedVars.size(); ++I)
    Params += fmt::format("const float *__restrict__ in{}, ", I);
  for (size_t I = 0; I < K.StoredVars.size(); ++I)
    Params += fmt::format("float *__restrict__ out{}, ", I);
  Params += "int n";

  std::string Head;
  if (Annotate) {
    Head += fmt::format("// {}: ", KernelName);
    for (size_t I = 0; I < K.Order.size(); ++I)
      Head += (I ? "; " : "") + P.Calls[K.Order[I]].text(P.Values);
    Head += fmt::format("\n//   block {}x{}x{} ({} elements), {} B shared, {} of {} barriers kept\n", K.Block[0], K.Block[1],
                        K.Block[2], K.ElementsPerBlock, K.sharedBytes(), K.barriersKept(), K.barriersBaseline());
    for (size_t I = 0; I < K.LoadedVars.size(); ++I)
      Head += fmt::format("//   in{} = {}\n", I, P.Values[K.Vars[K.LoadedVars[I]].Value].codeName());
    for (size_t I = 0; I < K.StoredVars.size(); ++I)
      Head += fmt::format("//   out{} = {}\n", I, P.Values[K.Vars[K.StoredVars[I]].Value].codeName());
  }
  Body += fmt::format("__global__ void {}({}) {{\n", KernelName, Params);
  if (K.SharedFloats)
    Body += fmt::format("  __shared__ float smem[{}];\n", K.SharedFloats);
  for (unsigned V = 0; V < K.Vars.size(); ++V) {
    const KernelVar &KV = K.Vars[V];
    if (KV.InRegisters) {
      Body += fmt::format("  float r{}[{}];\n", V, KV.Floats);
      Arg[V] = fmt::format("r{}", V);
    } else {
      Arg[V] = KV.SharedOffset ? fmt::format("smem + {}", KV.SharedOffset) : "smem";
    }
  }
  bool NeedLin = std::any_of(K.Steps.begin(), K.Steps.end(), [&](const KernelStep &S) { return S.Shape != K.Block; });
  if (NeedLin)
    Body += fmt::format("  const int lin = threadIdx.x + threadIdx.y * {} + threadIdx.z * {};\n", K.Block[0], K.Block[0] * K.Block[1]);
  Body += fmt::format("  const int base = blockIdx.x * {};\n  (void)base;\n", K.ElementsPerBlock);
  for (const KernelStep &St : K.Steps) {
    if (St.BarrierBefore)
      Body += "  __syncthreads();\n";
    std::string Fn = variant(St, K, Lib, Done, Dev);
    std::string Call;
    if (St.Kind == StepKind::Compute) {
      std::vector<std::string> A;
      for (auto &Acc : St.Accesses)
        A.push_back(Arg[Acc.Var]);
      Call = fmt::format("{}({}, tx, ty, tz)", Fn, fmt::join(A, ", "));
    } else {
      unsigned V = St.Accesses[0].Var;
      auto &List = St.Kind == StepKind::Load ? K.LoadedVars : K.StoredVars;
      unsigned Pos = static_cast<unsigned>(std::find(List.begin(), List.end(), V) - List.begin());
      std::string G = fmt::format("{}{}", St.Kind == StepKind::Load ? "in" : "out", Pos);
      Call = St.Kind == StepKind::Load ? fmt::format("{}({}, {}, tx, ty, tz, base, n)", Fn, G, Arg[V])
                                       : fmt::format("{}({}, {}, tx, ty, tz, base, n)", Fn, Arg[V], G);
    }
    if (Annotate) {
      if (St.Kind == StepKind::Compute)
        Body += fmt::format("  // {}\n", P.Calls[St.Call].text(P.Values));
      else
        Body += fmt::format("  // {} {}\n", St.Kind == StepKind::Load ? "load" : "store", P.Values[K.Vars[St.Accesses[0].Var].Value].codeName());
    }
    if (St.Shape == K.Block) {
      Body += fmt::format("  {{ const int tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z; {}; }}\n", Call);
    } else {
      unsigned BX = St.Shape[0], BXY = St.Shape[0] * St.Shape[1];
      Body += fmt::format("  if (lin < {}) {{ const int tx = lin % {}, ty = lin / {} % {}, tz = lin / {}; {}; }}\n", St.threads(), BX,
                          BX, St.Shape[1], BXY, Call);
    }
  }
  Body += "}\n";
  return Head + Dev + Body;
}

llvm::Error emitPlanCuda(const std::string &Dir, const std::vector<EmittedKernel> &Kernels, const Library &Lib,
                         const Pipeline &P, unsigned long long DefaultElements, const std::string &Arch) {
  if (auto EC = llvm::sys::fs::create_directories(Dir))
    return llvm::createStringError(fmt::format("{}: cannot create directory: {}", Dir, EC.message()));
  auto write = [&](const std::string &Name, const std::string &Text) -> llvm::Error {
    llvm::SmallString<256> Path(Dir);
    llvm::sys::path::append(Path, Name);
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    if (EC)
      return llvm::createStringError(fmt::format("{}: {}", Path.str().str(), EC.message()));
    OS << Text;
    return llvm::Error::success();
  };
  // Kernels: one file; device variants of different kernels may coincide, so
  // each kernel's text goes in its own namespace.
  std::string KText = fmt::format("// Fused kernels of pipeline {} generated by kernelcast fuse.\n\n", P.Name);
  for (size_t I = 0; I < Kernels.size(); ++I)
    KText += fmt::format("namespace kas{} {{\n{}}} // namespace kas{}\n\n", I,
                         generateKernelSource(*Kernels[I].Kernel, Lib, P, Kernels[I].Name, true), I);
  if (auto E = write("kernels.cu", KText))
    return E;

  std::string M;
  M += fmt::format("// Host driver of pipeline {} generated by kernelcast fuse: runs the fused\n", P.Name);
  M += "// kernels on random inputs, times them and compares the returned values with\n";
  M += "// the CPU reference. Usage: ./driver [elements] [repetitions]\n";
  M += "#include <cuda_runtime.h>\n#include <cmath>\n#include <cstdio>\n#include <cstdlib>\n#include <vector>\n\n";
  M += "#include \"kernels.cu\"\n\n";
  std::string CpuText = "// CPU reference implementations (elementary-function library).\n";
  std::set<std::string> Cpu;
  for (auto &C : P.Calls) {
    const ElementaryFunction *F = Lib.function(C.Function);
    if (Cpu.insert(F->CpuFunction).second)
      CpuText += Lib.source(F->CpuFunction)->Text + "\n";
  }
  M += CpuText;
  M += "#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { std::fprintf(stderr, \"%s:%d: %s\\n\", __FILE__, __LINE__, cudaGetErrorString(e_)); std::exit(2); } } while (0)\n\n";
  M += "int main(int argc, char **argv) {\n";
  M += fmt::format("  const int n = argc > 1 ? std::atoi(argv[1]) : {};\n", DefaultElements);
  M += "  const int reps = argc > 2 ? std::atoi(argv[2]) : 10;\n  std::srand(12345);\n";
  // Host and device buffers for every value.
  for (size_t V = 0; V < P.Values.size(); ++V) {
    const PipelineValue &PV = P.Values[V];
    M += fmt::format("  std::vector<float> h_{0}((size_t)n * {1}), ref_{0}((size_t)n * {1});\n", PV.codeName(), PV.Floats);
    M += fmt::format("  float *d_{0} = nullptr; CHECK(cudaMalloc(&d_{0}, sizeof(float) * (size_t)n * {1}));\n", PV.codeName(), PV.Floats);
  }
  for (unsigned V : P.Inputs) {
    const PipelineValue &PV = P.Values[V];
    M += fmt::format("  for (auto &x : h_{0}) x = (float)std::rand() / RAND_MAX * 2.0f - 1.0f;\n", PV.codeName());
    M += fmt::format("  ref_{0} = h_{0};\n", PV.codeName());
    M += fmt::format("  CHECK(cudaMemcpy(d_{0}, h_{0}.data(), sizeof(float) * h_{0}.size(), cudaMemcpyHostToDevice));\n", PV.codeName());
  }
  // CPU reference.
  std::string RefLoop = "  for (int e = 0; e < n; ++e) {\n";
  for (auto &C : P.Calls) {
    std::string Args;
    for (unsigned A : C.Args)
      Args += fmt::format("&ref_{}[(size_t)e * {}], ", P.Values[A].codeName(), P.Values[A].Floats);
    RefLoop += fmt::format("    {}({}&ref_{}[(size_t)e * {}]);\n", Lib.function(C.Function)->CpuFunction, Args,
                           P.Values[C.Output].codeName(), P.Values[C.Output].Floats);
  }
  RefLoop += "  }\n";
  M += RefLoop;
  // GPU run.
  M += "  auto run = [&]() {\n";
  for (size_t I = 0; I < Kernels.size(); ++I) {
    const FusedKernel &K = *Kernels[I].Kernel;
    std::string Args;
    for (unsigned V : K.LoadedVars)
      Args += "d_" + P.Values[K.Vars[V].Value].codeName() + ", ";
    for (unsigned V : K.StoredVars)
      Args += "d_" + P.Values[K.Vars[V].Value].codeName() + ", ";
    M += fmt::format("    kas{}::{}<<<(n + {} - 1) / {}, dim3({}, {}, {})>>>({}n);\n", I, Kernels[I].Name, K.ElementsPerBlock,
                     K.ElementsPerBlock, K.Block[0], K.Block[1], K.Block[2], Args);
  }
  M += "  };\n";
  M += "  run();\n  CHECK(cudaGetLastError());\n  CHECK(cudaDeviceSynchronize());\n";
  M += "  cudaEvent_t t0, t1; CHECK(cudaEventCreate(&t0)); CHECK(cudaEventCreate(&t1));\n";
  M += "  CHECK(cudaEventRecord(t0));\n  for (int r = 0; r < reps; ++r) run();\n  CHECK(cudaEventRecord(t1));\n";
  M += "  CHECK(cudaEventSynchronize(t1));\n  float ms = 0; CHECK(cudaEventElapsedTime(&ms, t0, t1)); ms /= reps;\n";
  M += "  int bad = 0;\n";
  std::string CompareText;
  for (unsigned V : P.Returns) {
    const PipelineValue &PV = P.Values[V];
    M += fmt::format("  CHECK(cudaMemcpy(h_{0}.data(), d_{0}, sizeof(float) * h_{0}.size(), cudaMemcpyDeviceToHost));\n", PV.codeName());
    CompareText += fmt::format("  for (size_t i = 0; i < h_{0}.size() && !bad; ++i)\n"
                     "    if (std::fabs(h_{0}[i] - ref_{0}[i]) > 1e-3f * (1.0f + std::fabs(ref_{0}[i]))) {{\n"
                     "      std::printf(\"{0}: first difference at element %zu, float %zu: GPU %g, CPU %g\\n\", i / {1}, i % {1}, h_{0}[i], ref_{0}[i]);\n"
                     "      bad = 1;\n    }}\n",
                     PV.codeName(), PV.Floats);
  }
  M += CompareText;
  M += fmt::format("  std::printf(\"{}: %d elements, %.4f ms, %.2f MElems/s, %s\\n\", n, ms, n / (ms * 1e3), bad ? \"MISMATCH\" : \"results match the CPU reference\");\n", P.Name);
  M += "  return bad;\n}\n";
  if (auto E = write("main.cu", M))
    return E;

  // CPU emulation of the same kernels: one std::thread per CUDA thread, a
  // std::barrier per block for __syncthreads, blocks one after another. It checks
  // the generated code (layout, barriers, coordinates) where there is no GPU.
  std::string X;
  X += fmt::format("// CPU emulation of the fused kernels of pipeline {} (kernelcast fuse): runs\n", P.Name);
  X += "// kernels.cu with one thread per CUDA thread and a barrier per block, and\n";
  X += "// compares with the CPU reference. Build: c++ -std=c++20 -O1 -pthread emulate.cpp\n";
  X += "#include <barrier>\n#include <cmath>\n#include <cstdio>\n#include <cstdlib>\n#include <thread>\n#include <vector>\n\n";
  X += "struct dim3 { unsigned x = 1, y = 1, z = 1; };\nstatic thread_local dim3 threadIdx, blockIdx;\n";
  X += "static std::barrier<> *kcBarrier = nullptr;\nstatic void __syncthreads() { kcBarrier->arrive_and_wait(); }\n";
  X += "#define __global__\n#define __device__\n#define __shared__ static\n#define __restrict__\n";
  X += "#include \"kernels.cu\"\n\n";
  X += CpuText;
  X += "template <typename F> static void launch(unsigned blocks, dim3 block, F f) {\n"
       "  unsigned T = block.x * block.y * block.z;\n"
       "  for (unsigned b = 0; b < blocks; ++b) {\n"
       "    std::barrier<> bar(T);\n    kcBarrier = &bar;\n    std::vector<std::thread> ts;\n"
       "    for (unsigned t = 0; t < T; ++t)\n"
       "      ts.emplace_back([&, t] { threadIdx = {t % block.x, t / block.x % block.y, t / (block.x * block.y)}; blockIdx = {b, 0, 0}; f(); });\n"
       "    for (auto &th : ts) th.join();\n  }\n}\n\n";
  X += "int main(int argc, char **argv) {\n  const int n = argc > 1 ? std::atoi(argv[1]) : 203;\n  std::srand(12345);\n";
  for (size_t V = 0; V < P.Values.size(); ++V) {
    const PipelineValue &PV = P.Values[V];
    X += fmt::format("  std::vector<float> h_{0}((size_t)n * {1}), ref_{0}((size_t)n * {1});\n  float *d_{0} = h_{0}.data();\n", PV.codeName(), PV.Floats);
  }
  for (unsigned V : P.Inputs)
    X += fmt::format("  for (auto &x : h_{0}) x = (float)std::rand() / RAND_MAX * 2.0f - 1.0f;\n  ref_{0} = h_{0};\n", P.Values[V].codeName());
  X += RefLoop;
  for (size_t I = 0; I < Kernels.size(); ++I) {
    const FusedKernel &K = *Kernels[I].Kernel;
    std::string Args;
    for (unsigned V : K.LoadedVars)
      Args += "d_" + P.Values[K.Vars[V].Value].codeName() + ", ";
    for (unsigned V : K.StoredVars)
      Args += "d_" + P.Values[K.Vars[V].Value].codeName() + ", ";
    X += fmt::format("  launch((n + {0} - 1) / {0}, dim3{{{1}, {2}, {3}}}, [&] {{ kas{4}::{5}({6}n); }});\n", K.ElementsPerBlock,
                     K.Block[0], K.Block[1], K.Block[2], I, Kernels[I].Name, Args);
  }
  X += "  int bad = 0;\n";
  X += CompareText;
  X += fmt::format("  std::printf(\"{}: %d elements emulated on the CPU, %s\\n\", n, bad ? \"MISMATCH\" : \"results match the CPU reference\");\n", P.Name);
  X += "  return bad;\n}\n";
  if (auto E = write("emulate.cpp", X))
    return E;
  return write("Makefile", fmt::format("# Build the driver of pipeline {} (kernelcast fuse --emit-cuda).\n"
                                       "driver: main.cu kernels.cu\n\tnvcc -O3 -arch={} -o driver main.cu\n",
                                       P.Name, Arch));
}

} // namespace kc::fusion
