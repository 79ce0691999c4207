#include "sweepkit/math/midpoint.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>

namespace sweepkit {
namespace {

TEST(Midpoint, HalfwayPerComponent) {
  const Vec3 m = midpoint({-1, 2, 4}, {3, 2, -4});
  EXPECT_EQ(m.x, 1);
  EXPECT_EQ(m.y, 2);
  EXPECT_EQ(m.z, 0);
}

// The correctly rounded midpoint: (a + b) / 2 in double is exact for floats whose magnitudes lie within 2^27 of
// each other (the sum needs at most 24 + 27 + 1 bits), so rounding it to float once gives the reference.
TEST(Midpoint, CorrectlyRoundedForFloatsUpTo1e8) {
  if constexpr (sizeof(Real) == 4) {
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> magnitude(0, 8);  // 10^0 .. 10^8
    std::bernoulli_distribution negative(0.5);
    const auto draw = [&] {
      const auto v = static_cast<float>(std::pow(10.0, magnitude(rng)));
      return negative(rng) ? -v : v;
    };
    for (int i = 0; i < 100000; ++i) {
      const float a = draw();
      const float b = draw();
      const auto expected = static_cast<float>((static_cast<double>(a) + static_cast<double>(b)) / 2);
      ASSERT_EQ(midpoint({a, 0, 0}, {b, 0, 0}).x, expected) << a << " " << b;
    }
  }
}

// Corners near the largest float: the sum a + b would overflow to infinity, the halves do not.
TEST(Midpoint, StaysFiniteForTheLargestCoordinates) {
  const Real big = std::numeric_limits<Real>::max();
  const Vec3 m = midpoint({big, -big, big}, {big, -big, 0});
  EXPECT_EQ(m.x, big);
  EXPECT_EQ(m.y, -big);
  EXPECT_EQ(m.z, big / 2);
}

}  // namespace
}  // namespace sweepkit
