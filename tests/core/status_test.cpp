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
  // In C++ words where the JS ones are not true there: the field's C++ name, a matrix (JS also takes a
  // quaternion), a pointer (JS has a disposable object).
  EXPECT_EQ(std::string(describe(InputError::half_size_negative)), "half_size must be >= 0 on every axis");
  EXPECT_EQ(std::string(describe(InputError::hull_invalid)), "hull must not be null");
  EXPECT_EQ(std::string(describe(InputError::rotation_not_orthonormal)),
            "rotation must be a rotation matrix: orthonormal within 1e-4 (kRotationTolerance), determinant +1");
}

}  // namespace
}  // namespace sweepkit
