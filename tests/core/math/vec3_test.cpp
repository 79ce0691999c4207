#include "sweepkit/math/vec3.hpp"

#include <gtest/gtest.h>

namespace sweepkit {
namespace {

TEST(Vec3, SubscriptReadsTheComponentOfEachAxis) {
  constexpr Vec3 v{1.5f, -2, 7};
  static_assert(v[0] == 1.5f && v[1] == -2 && v[2] == 7);
  for (int axis = 0; axis < 3; ++axis) {
    const Vec3 unit{axis == 0 ? Real(1) : Real(0), axis == 1 ? Real(1) : Real(0), axis == 2 ? Real(1) : Real(0)};
    EXPECT_EQ(v[axis], dot(v, unit)) << axis;
  }
}

}  // namespace
}  // namespace sweepkit
