#include "sweepkit/status.hpp"

#include <gtest/gtest.h>

#include <string>

namespace sweepkit {
namespace {

TEST(Status, IsHitCoversHitAndInitialOverlapOnly) {
  EXPECT_TRUE(is_hit(Status::hit));
  EXPECT_TRUE(is_hit(Status::initial_overlap));
  EXPECT_FALSE(is_hit(Status::miss));
  EXPECT_FALSE(is_hit(Status::invalid_input));
}

TEST(Status, DescribeNamesTheProblem) {
  EXPECT_EQ(std::string(describe(InputError::radius_negative)), "radius must be >= 0");
  EXPECT_EQ(std::string(describe(InputError::normal_not_unit)), "normal must have unit length (within 1e-4)");
  EXPECT_EQ(std::string(describe(InputError::min_greater_than_max)), "min must be <= max on every axis");
}

}  // namespace
}  // namespace sweepkit
