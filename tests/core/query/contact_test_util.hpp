#pragma once
// Assertions and invalid-input tables shared by the contact and overlap tests.

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <tuple>
#include <type_traits>
#include <vector>

#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/capsule.hpp"
#include "sweepkit/shapes/plane.hpp"
#include "sweepkit/shapes/sphere.hpp"
#include "test_util.hpp"

namespace sweepkit::test {

constexpr Real kNaN = std::numeric_limits<Real>::quiet_NaN();
constexpr Real kInf = std::numeric_limits<Real>::infinity();

/// Every number in a Contact is finite.
inline bool AllFinite(const Contact& c) {
  return std::isfinite(c.depth) && is_finite(c.normal) && is_finite(c.point_a) && is_finite(c.point_b);
}

/// A hit with the given normal, depth and points (each within `tolerance`), and the Contact invariants:
/// unit normal, depth >= 0, point_a - point_b = depth * normal.
inline ::testing::AssertionResult IsContact(const Contact& c, Vec3 normal, Real depth, Vec3 point_a, Vec3 point_b,
                                            Real tolerance) {
  if (c.status != Status::hit) return ::testing::AssertionFailure() << "status " << static_cast<int>(c.status);
  if (!AllFinite(c)) return ::testing::AssertionFailure() << "non-finite field";
  if (std::fabs(c.depth - depth) > tolerance) {
    return ::testing::AssertionFailure() << "depth " << c.depth << " vs expected " << depth;
  }
  if (c.depth < 0) return ::testing::AssertionFailure() << "negative depth " << c.depth;
  const std::tuple<const char*, Vec3, Vec3> fields[] = {
      {"normal", c.normal, normal}, {"point_a", c.point_a, point_a}, {"point_b", c.point_b, point_b}};
  for (const auto& [name, actual, expected] : fields) {
    const ::testing::AssertionResult near = VecNear(actual, expected, tolerance);
    if (!near) return ::testing::AssertionFailure() << name << ": " << near.message();
  }
  if (std::fabs(length(c.normal) - 1) > 1e-5f) return ::testing::AssertionFailure() << "normal not unit";
  const ::testing::AssertionResult identity = VecNear(c.point_a - c.point_b, c.depth * c.normal, tolerance);
  if (!identity) return ::testing::AssertionFailure() << "point_a - point_b != depth * normal: " << identity.message();
  return ::testing::AssertionSuccess();
}

/// A miss: depth 0 and every vector zero.
inline ::testing::AssertionResult IsMiss(const Contact& c) {
  if (c.status != Status::miss) return ::testing::AssertionFailure() << "status " << static_cast<int>(c.status);
  if (c.depth != 0 || !VecNear(c.normal, {}, 0) || !VecNear(c.point_a, {}, 0) || !VecNear(c.point_b, {}, 0)) {
    return ::testing::AssertionFailure() << "miss with non-zero fields";
  }
  return ::testing::AssertionSuccess();
}

/// The contact of (B, A) is that of (A, B) seen from the other side: normal negated, depth equal, points swapped.
inline ::testing::AssertionResult IsSwapOf(const Contact& ba, const Contact& ab, Real tolerance) {
  return IsContact(ba, -ab.normal, ab.depth, ab.point_b, ab.point_a, tolerance);
}

/// invalid_input naming `error` and `argument`, with every number finite (and zero).
template <class Result>
::testing::AssertionResult IsInvalid(const Result& r, InputError error, int argument) {
  if (r.status != Status::invalid_input) {
    return ::testing::AssertionFailure() << "status " << static_cast<int>(r.status);
  }
  if (r.error != error) return ::testing::AssertionFailure() << "error " << static_cast<int>(r.error);
  if (r.error_argument != argument) return ::testing::AssertionFailure() << "argument " << r.error_argument;
  if (r.hit()) return ::testing::AssertionFailure() << "hit() on invalid input";
  if constexpr (std::is_same_v<Result, Contact>) {
    if (!IsMiss(Contact{Status::miss, InputError::none, -1, r.depth, r.normal, r.point_a, r.point_b})) {
      return ::testing::AssertionFailure() << "non-zero fields on invalid input";
    }
  }
  return ::testing::AssertionSuccess();
}

/// One invalid value of a shape and the error it must give.
template <class Shape>
struct InvalidShape {
  const char* name;
  Shape shape;
  InputError error;
};

// Each table covers every field, including a value beyond kMaxMagnitude (1e8), rejected like NaN and infinity.
inline std::vector<InvalidShape<Sphere>> InvalidSpheres() {
  return {{"NaNCenter", {{kNaN, 0, 0}, 1}, InputError::center_not_finite},
          {"InfiniteCenter", {{0, 0, -kInf}, 1}, InputError::center_not_finite},
          {"NaNRadius", {{0, 0, 0}, kNaN}, InputError::radius_not_finite},
          {"InfiniteRadius", {{0, 0, 0}, kInf}, InputError::radius_not_finite},
          {"NegativeRadius", {{0, 0, 0}, -1}, InputError::radius_negative},
          {"CenterBeyondMaxMagnitude", {{0, 2e8f, 0}, 1}, InputError::center_not_finite},
          {"RadiusBeyondMaxMagnitude", {{0, 0, 0}, 2e8f}, InputError::radius_not_finite}};
}

inline std::vector<InvalidShape<Aabb>> InvalidAabbs() {
  return {{"NaNMin", {{0, kNaN, 0}, {1, 1, 1}}, InputError::min_not_finite},
          {"InfiniteMin", {{-kInf, 0, 0}, {1, 1, 1}}, InputError::min_not_finite},
          {"NaNMax", {{0, 0, 0}, {1, 1, kNaN}}, InputError::max_not_finite},
          {"InfiniteMax", {{0, 0, 0}, {kInf, 1, 1}}, InputError::max_not_finite},
          {"MinGreaterThanMaxX", {{2, 0, 0}, {1, 1, 1}}, InputError::min_greater_than_max},
          {"MinGreaterThanMaxY", {{0, 2, 0}, {1, 1, 1}}, InputError::min_greater_than_max},
          {"MinGreaterThanMaxZ", {{0, 0, 2}, {1, 1, 1}}, InputError::min_greater_than_max},
          {"MinBeyondMaxMagnitude", {{-2e8f, 0, 0}, {1, 1, 1}}, InputError::min_not_finite},
          {"MaxBeyondMaxMagnitude", {{0, 0, 0}, {1, 2e8f, 1}}, InputError::max_not_finite}};
}

inline std::vector<InvalidShape<Plane>> InvalidPlanes() {
  return {{"NaNNormal", {{0, kNaN, 0}, 0}, InputError::normal_not_finite},
          {"InfiniteNormal", {{kInf, 0, 0}, 0}, InputError::normal_not_finite},
          {"ZeroNormal", {{0, 0, 0}, 0}, InputError::normal_zero},
          {"NonUnitNormal", {{0, 2, 0}, 0}, InputError::normal_not_unit},
          {"NaNConstant", {{0, 1, 0}, kNaN}, InputError::constant_not_finite},
          {"InfiniteConstant", {{0, 1, 0}, -kInf}, InputError::constant_not_finite},
          {"ConstantBeyondMaxMagnitude", {{0, 1, 0}, 2e8f}, InputError::constant_not_finite}};
}

inline std::vector<InvalidShape<Capsule>> InvalidCapsules() {
  return {{"NaNStart", {{kNaN, 0, 0}, {1, 0, 0}, 1}, InputError::start_not_finite},
          {"InfiniteStart", {{0, kInf, 0}, {1, 0, 0}, 1}, InputError::start_not_finite},
          {"NaNEnd", {{0, 0, 0}, {1, 0, kNaN}, 1}, InputError::end_not_finite},
          {"InfiniteEnd", {{0, 0, 0}, {-kInf, 0, 0}, 1}, InputError::end_not_finite},
          {"NaNRadius", {{0, 0, 0}, {1, 0, 0}, kNaN}, InputError::radius_not_finite},
          {"InfiniteRadius", {{0, 0, 0}, {1, 0, 0}, kInf}, InputError::radius_not_finite},
          {"NegativeRadius", {{0, 0, 0}, {1, 0, 0}, -0.5f}, InputError::radius_negative},
          {"EndBeyondMaxMagnitude", {{0, 0, 0}, {0, 0, 2e8f}, 1}, InputError::end_not_finite}};
}

}  // namespace sweepkit::test

#define EXPECT_CONTACT(contact, normal, depth, point_a, point_b, tol) \
  EXPECT_TRUE(::sweepkit::test::IsContact((contact), (normal), (depth), (point_a), (point_b), (tol)))
#define EXPECT_MISS(contact) EXPECT_TRUE(::sweepkit::test::IsMiss(contact))
#define EXPECT_INVALID(result, error, argument) EXPECT_TRUE(::sweepkit::test::IsInvalid((result), (error), (argument)))
