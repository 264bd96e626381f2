// compare on hostile CSV cells found by fuzzing (fuzz/CompareCsv): a count too
// large for 64 bits is a row error, not undefined behaviour.
#include "../common/ToyGpu.h"

#include "workflows/Compare.h"
#include "workflows/CsvTable.h"

#include <gtest/gtest.h>

using namespace kc;

TEST(CompareHostile, CountBeyond64BitsIsARowError) {
  // 4.5e28 does not fit in 64 bits; 1e19 does (and is then too large a grid:
  // another message, from the launch check).
  std::string Csv = "source,kernel,gpu,grid_x,block_x,measured_time_ms\n"
                    "k.cu,toy,toy-gpu,45555555555555555555555555096,32,0.1\n"
                    "k.cu,toy,toy-gpu,4.5e28,32,0.1\n"
                    "k.cu,toy,toy-gpu,4,32,0.1\n";
  auto T = CsvTable::parse(Csv, "huge.csv");
  ASSERT_TRUE(bool(T));
  CompareOptions O;
  O.Jobs = 1;
  O.Analyze = [](const AnalysisKey &K) -> llvm::Expected<KernelModel> {
    KernelModel M = test::toyKernel(100, 1);
    M.Name = K.Kernel;
    return M;
  };
  O.FindGpu = [](const std::string &) -> llvm::Expected<GpuModel> { return test::toyGpu(); };
  auto R = compareTable(*T, "huge.csv", O);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  ASSERT_EQ(R->Rows.size(), 1u);
  EXPECT_EQ(R->Rows[0].Line, 4u);
  ASSERT_EQ(R->Issues.size(), 2u);
  EXPECT_EQ(R->Issues[0].Line, 2u);
  EXPECT_NE(R->Issues[0].Message.find("grid_x: '45555555555555555555555555096' is too large"),
            std::string::npos)
      << R->Issues[0].Message;
  // The count parser (workflows/NumberInput.h) takes integers written as such
  // (and "256.0"), not exponent notation.
  EXPECT_NE(R->Issues[1].Message.find("grid_x: '4.5e28' is not an integer >= 1"), std::string::npos)
      << R->Issues[1].Message;
}
