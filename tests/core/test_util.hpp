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

/// Every number in a RaycastHit is finite.
inline bool AllFinite(const RaycastHit& h) { return std::isfinite(h.t) && is_finite(h.point) && is_finite(h.normal); }

/// A query's answer to one invalid argument (a SweepHit or a RaycastHit): status invalid_input naming `error` and
/// the 0-based position `argument` of the bad argument in the call, no hit, t = 0, and every number finite.
template <class Hit>
::testing::AssertionResult IsInvalidInput(const Hit& h, InputError error, int argument) {
  if (h.status != Status::invalid_input) {
    return ::testing::AssertionFailure() << "status " << static_cast<int>(h.status) << ", not invalid_input";
  }
  if (h.error != error) {
    return ::testing::AssertionFailure() << "error " << static_cast<int>(h.error) << ", expected "
                                         << static_cast<int>(error);
  }
  if (h.error_argument != argument) {
    return ::testing::AssertionFailure() << "argument " << h.error_argument << ", expected " << argument;
  }
  if (h.hit() || h.t != 0) return ::testing::AssertionFailure() << "a hit or t " << h.t << ", expected no hit, t 0";
  if (!AllFinite(h)) return ::testing::AssertionFailure() << "a field not finite";
  return ::testing::AssertionSuccess();
}

}  // namespace sweepkit::test

#define EXPECT_VEC_NEAR(actual, expected, tol) EXPECT_TRUE(::sweepkit::test::VecNear((actual), (expected), (tol)))
#define EXPECT_INVALID_INPUT(hit, error, argument) \
  EXPECT_TRUE(::sweepkit::test::IsInvalidInput((hit), (error), (argument)))
