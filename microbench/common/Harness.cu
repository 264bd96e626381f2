// Host side of the microbenchmark harness: statistics, JSON records, the
// device description, and the device-side pointer-chain builder.
#include "Harness.cuh"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>

namespace kcmb {

std::vector<Benchmark> &registry() {
  static std::vector<Benchmark> R;
  return R;
}

Stats summarize(std::vector<double> S) {
  Stats Out;
  if (S.empty())
    return Out;
  std::sort(S.begin(), S.end());
  size_t N = S.size();
  Out.N = static_cast<int>(N);
  Out.Median = N % 2 ? S[N / 2] : 0.5 * (S[N / 2 - 1] + S[N / 2]);
  Out.Min = S.front();
  Out.Max = S.back();
  Out.Spread = Out.Median != 0 ? (Out.Max - Out.Min) / std::fabs(Out.Median) : 0;
  return Out;
}

static std::string num(double V) {
  if (!std::isfinite(V))
    return "null";
  char Buf[64];
  std::snprintf(Buf, sizeof Buf, "%.6g", V);
  return Buf;
}

static std::string quote(const std::string &S) {
  std::string Out = "\"";
  for (char C : S) {
    if (C == '"' || C == '\\')
      Out += '\\';
    if (static_cast<unsigned char>(C) < 0x20)
      continue;
    Out += C;
  }
  return Out + "\"";
}

Record::Record(const Context &Ctx, std::string B, std::string V, std::string U)
    : Ctx(Ctx), Benchmark(std::move(B)), Variant(std::move(V)), Unit(std::move(U)) {}

Record &Record::samples(const std::vector<double> &S) { return stats(summarize(S)); }
Record &Record::stats(const Stats &S) {
  Main = S;
  return *this;
}
Record &Record::point(double X, const Stats &S) {
  Points.emplace_back(X, S);
  return *this;
}
Record &Record::param(const std::string &K, double V) {
  Params.emplace_back(K, num(V));
  return *this;
}
Record &Record::param(const std::string &K, const std::string &V) {
  Params.emplace_back(K, quote(V));
  return *this;
}

void Record::emit() const {
  std::string L = "{\"benchmark\":" + quote(Benchmark) + ",\"variant\":" + quote(Variant) +
                  ",\"unit\":" + quote(Unit) + ",\"device\":" + Ctx.Dev.Json +
                  ",\"date\":" + quote(Ctx.Date) + ",\"repetitions\":" + std::to_string(Main.N) +
                  ",\"median\":" + num(Main.Median) + ",\"min\":" + num(Main.Min) +
                  ",\"spread\":" + num(Main.Spread);
  if (!Points.empty()) {
    L += ",\"x_unit\":" + quote(XUnit) + ",\"points\":[";
    for (size_t I = 0; I < Points.size(); ++I) {
      const Stats &S = Points[I].second;
      L += I ? ",{" : "{";
      L += "\"x\":" + num(Points[I].first) +
           ",\"median\":" + num(S.Median) + ",\"min\":" + num(S.Min) +
           ",\"spread\":" + num(S.Spread) + ",\"repetitions\":" + std::to_string(S.N) + "}";
    }
    L += "]";
  }
  if (!Params.empty()) {
    L += ",\"params\":{";
    for (size_t I = 0; I < Params.size(); ++I)
      L += (I ? "," : "") + quote(Params[I].first) + ":" + Params[I].second;
    L += "}";
  }
  L += "}\n";
  std::fputs(L.c_str(), stdout);
  std::fflush(stdout);
}

std::vector<double> slopePerRep(const std::vector<double> &TShort, const std::vector<double> &TLong,
                                double ExtraOps) {
  std::vector<double> Out;
  for (size_t I = 0; I < std::min(TShort.size(), TLong.size()); ++I)
    Out.push_back((TLong[I] - TShort[I]) / ExtraOps);
  return Out;
}

__global__ void buildChainKernel(unsigned *Words, const unsigned *Next, size_t Chunks,
                                 unsigned ChunkWords, unsigned Lanes, unsigned LaneStride) {
  size_t I = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
  if (I >= Chunks * Lanes)
    return;
  size_t C = I / Lanes;
  unsigned L = static_cast<unsigned>(I % Lanes);
  Words[C * ChunkWords + size_t(L) * LaneStride] =
      static_cast<unsigned>(size_t(Next[C]) * ChunkWords + size_t(L) * LaneStride);
}

void buildChain(unsigned *Words, size_t Chunks, unsigned ChunkWords, unsigned Lanes,
                unsigned LaneStride, unsigned Seed) {
  // Sattolo: a uniformly random permutation with a single cycle.
  std::vector<unsigned> Order(Chunks);
  for (size_t I = 0; I < Chunks; ++I)
    Order[I] = static_cast<unsigned>(I);
  std::mt19937_64 Rng(Seed);
  for (size_t I = Chunks - 1; I > 0; --I) {
    std::uniform_int_distribution<size_t> D(0, I - 1);
    std::swap(Order[I], Order[D(Rng)]);
  }
  // Order is a cyclic permutation: next(c) = Order[c].
  DeviceBuffer<unsigned> Next(Chunks);
  KCMB_CHECK(cudaMemcpy(Next.Ptr, Order.data(), Chunks * sizeof(unsigned), cudaMemcpyHostToDevice));
  size_t Threads = Chunks * Lanes;
  buildChainKernel<<<unsigned((Threads + 255) / 256), 256>>>(Words, Next.Ptr, Chunks, ChunkWords,
                                                              Lanes, LaneStride);
  KCMB_CHECK(cudaGetLastError());
  KCMB_CHECK(cudaDeviceSynchronize());
}

} // namespace kcmb
