#pragma once
// Shared assertions for the core tests.

#include <gtest/gtest.h>

#include <cmath>

#include "sweepkit/sweepkit.hpp"

namespace sweepkit::test {

/// Component-wise |actual - expected| <= tolerance.
inline ::testing::AssertionResult VecNear(Vec3 actual, Vec3 expected, Real tolerance) {
  const Vec3 d = actual - expected;
  if (std::fabs(d.x) <= tolerance && std::fabs(d.y) <= tolerance && std::fabs(d.z) <= tolerance) {
    return ::testing::AssertionSuccess();
  }
  return ::testing::AssertionFailure() << "(" << actual.x << ", " << actual.y << ", " << actual.z << ") vs expected ("
                                       << expected.x << ", " << expected.y << ", " << expected.z << "), tolerance "
                                       << tolerance;
}

/// Every number in a SweepHit is finite.
inline bool AllFinite(const SweepHit& h) {
  return std::isfinite(h.t) && is_finite(h.position) && is_finite(h.point) && is_finite(h.normal);
}

}  // namespace sweepkit::test

#define EXPECT_VEC_NEAR(actual, expected, tol) EXPECT_TRUE(::sweepkit::test::VecNear((actual), (expected), (tol)))
