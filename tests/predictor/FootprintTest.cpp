// Distinct sectors of affine address streams, counted by hand.
#include "predictor/Footprint.h"

#include <gtest/gtest.h>

using namespace kc;

namespace {

TEST(FootprintTest, OneWarpOfFloats) {
  // 32 lanes, 4 B apart: 128 contiguous bytes = 4 sectors; 8 B apart: 252 B = 8 sectors.
  EXPECT_DOUBLE_EQ(distinctSectors({{4, 32}}, {}, 4), 4);
  EXPECT_DOUBLE_EQ(distinctSectors({{8, 32}}, {}, 4), 8);
  // A broadcast (no varying term) is one sector; a column walk one sector per lane.
  EXPECT_DOUBLE_EQ(distinctSectors({}, {}, 4), 1);
  EXPECT_DOUBLE_EQ(distinctSectors({{4096, 32}}, {}, 4), 32);
}

TEST(FootprintTest, RowMajorTile) {
  // A 32 x 8 block of a row-major 1024-float matrix: 8 rows of 4 sectors.
  EXPECT_DOUBLE_EQ(distinctSectors({{4, 32}, {4096, 8}}, {}, 4), 32);
  // Blocks side by side along x extend the rows: 4 blocks -> 8 rows of 512 B.
  EXPECT_DOUBLE_EQ(distinctSectors({{4, 32}, {4096, 8}, {128, 4}}, {}, 4), 8 * 16);
}

TEST(FootprintTest, HaloRowsOfNeighbouringBlocksOverlap) {
  // Blocks of 8 rows reading rows ty + i, i = 0..2 (a 3-row filter), 4 blocks
  // along y: rows 0 .. 4*8 + 2 - 1 = 34 distinct rows of one sector each.
  std::vector<FootprintTerm> T = {{4096, 8}, {4096, 3}, {4096 * 8, 4}};
  EXPECT_DOUBLE_EQ(distinctSectors(T, {}, 4), 34);
}

TEST(FootprintTest, StencilOffsetsWidenTheTile) {
  // 32 x 8 threads, 5-point stencil in a 1024-float matrix: offsets -W, -1, 0, 1, W
  // add a row above and below and a column each side: 10 rows of 34 floats
  // (136 B = ceil(136 / 32) = 5 sectors taking the run as sector aligned).
  std::vector<double> Off = {-4096, -4, 0, 4, 4096};
  EXPECT_DOUBLE_EQ(distinctSectors({{4, 32}, {4096, 8}}, Off, 4), 10 * 5);
}

TEST(FootprintTest, UnrolledFilterTapsWithoutThreadTerms) {
  // One thread reading 15 consecutive floats (taps 0..14): 60 B = 2 sectors;
  // three far-apart offsets are three sectors.
  std::vector<double> Taps;
  for (int J = 0; J < 15; ++J)
    Taps.push_back(4.0 * J);
  EXPECT_DOUBLE_EQ(distinctSectors({}, Taps, 4), 2);
  EXPECT_DOUBLE_EQ(distinctSectors({}, {0, 1 << 20, 2 << 20}, 4), 3);
}

TEST(FootprintTest, RowsFarApartAsOffsetsStaySparse) {
  // An unrolled k loop reading 32 rows of a 4096-float matrix (offsets 16 KiB
  // apart) with 16 lanes 4 B apart: 32 runs of 64 B = 2 sectors each, 64 in
  // all. Split over the lanes' 4-byte stride alone, the offsets are 32
  // multiples spread over 126977, not a 496 KiB run.
  std::vector<double> Rows;
  for (int K = 0; K < 32; ++K)
    Rows.push_back(16384.0 * K);
  EXPECT_DOUBLE_EQ(distinctSectors({{4, 16}}, Rows, 4), 64);
  // The same rows in a loop of 128 steps of 32 rows (512 KiB): 128 x 64 sectors.
  EXPECT_NEAR(distinctSectors({{4, 16}, {524288, 128}}, Rows, 4), 8192, 8192 * 0.01);
}

TEST(FootprintTest, BytesReadByOverlappingRows) {
  // 1-byte elements: 2 lanes x 16 rows where rows read the same bytes (stride 0 along
  // the rows): 2 bytes, one sector; a loop of 1536 iterations over rows of 25650 B
  // gives 1536 sectors.
  EXPECT_DOUBLE_EQ(distinctSectors({{1, 2}}, {}, 1), 1);
  EXPECT_DOUBLE_EQ(distinctSectors({{1, 2}, {25650, 1536}}, {}, 1), 1536);
}

TEST(FootprintTest, NegativeAndZeroStridesAndSingleValues) {
  // A reversed warp touches the same 4 sectors; zero strides and counts of 1 add nothing.
  EXPECT_DOUBLE_EQ(distinctSectors({{-4, 32}, {0, 7}, {512, 1}}, {}, 4), 4);
}

} // namespace
