#pragma once
// Argument checks shared by every query. Each returns InputError::none when the argument is valid.

#include <cmath>

#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/capsule.hpp"
#include "sweepkit/shapes/convex_hull_shape.hpp"
#include "sweepkit/shapes/obb.hpp"
#include "sweepkit/shapes/plane.hpp"
#include "sweepkit/shapes/pose.hpp"
#include "sweepkit/shapes/shape.hpp"
#include "sweepkit/shapes/ray.hpp"
#include "sweepkit/shapes/sphere.hpp"
#include "sweepkit/shapes/triangle.hpp"
#include "sweepkit/status.hpp"
#include "sweepkit/tolerance.hpp"

namespace sweepkit::detail {

/// |x| <= kMaxMagnitude; false for NaN and infinity too (every comparison with NaN is false).
inline bool in_range(Real x) { return std::fabs(x) <= kMaxMagnitude; }
inline bool in_range(Vec3 v) { return in_range(v.x) && in_range(v.y) && in_range(v.z); }

inline InputError check_vector(Vec3 v) { return in_range(v) ? InputError::none : InputError::vector_not_finite; }

inline InputError check_radius(Real radius) {
  if (!in_range(radius)) return InputError::radius_not_finite;
  if (radius < 0) return InputError::radius_negative;
  return InputError::none;
}

inline InputError check(const Sphere& s) {
  if (!in_range(s.center)) return InputError::center_not_finite;
  return check_radius(s.radius);
}

inline InputError check(const Plane& p) {
  if (!in_range(p.normal)) return InputError::normal_not_finite;
  const Real len2 = length_squared(p.normal);
  if (len2 < kZeroLengthSquared) return InputError::normal_zero;
  // | |n| - 1 | <= tol  <=>  (1 - tol)² <= |n|² <= (1 + tol)², with no square root.
  constexpr Real lo = (1 - kUnitNormalTolerance) * (1 - kUnitNormalTolerance);
  constexpr Real hi = (1 + kUnitNormalTolerance) * (1 + kUnitNormalTolerance);
  if (len2 < lo || len2 > hi) return InputError::normal_not_unit;
  if (!in_range(p.constant)) return InputError::constant_not_finite;
  return InputError::none;
}

inline InputError check(const Aabb& b) {
  if (!in_range(b.min)) return InputError::min_not_finite;
  if (!in_range(b.max)) return InputError::max_not_finite;
  if (b.min.x > b.max.x || b.min.y > b.max.y || b.min.z > b.max.z) return InputError::min_greater_than_max;
  return InputError::none;
}

inline InputError check(const Capsule& c) {
  if (!in_range(c.start)) return InputError::start_not_finite;
  if (!in_range(c.end)) return InputError::end_not_finite;
  return check_radius(c.radius);
}

/// A rotation matrix: finite, every entry of RᵀR within kRotationTolerance of the identity's, det R > 0.
inline InputError check_rotation(const Mat3& r) {
  if (!is_finite(r)) return InputError::rotation_not_finite;
  for (int i = 0; i < 3; ++i) {
    for (int j = i; j < 3; ++j) {
      const Real expected = i == j ? Real(1) : Real(0);
      if (!(std::fabs(dot(r.col[i], r.col[j]) - expected) <= kRotationTolerance)) {
        return InputError::rotation_not_orthonormal;
      }
    }
  }
  if (!(dot(cross(r.col[0], r.col[1]), r.col[2]) > 0)) return InputError::rotation_not_orthonormal;  // a reflection
  return InputError::none;
}

inline InputError check(const Obb& b) {
  if (!in_range(b.center)) return InputError::center_not_finite;
  if (!in_range(b.half_size)) return InputError::half_size_not_finite;
  if (b.half_size.x < 0 || b.half_size.y < 0 || b.half_size.z < 0) return InputError::half_size_negative;
  return check_rotation(b.rotation);
}

inline InputError check(const ConvexHullShape& h) {
  if (h.hull == nullptr) return InputError::hull_invalid;
  if (!in_range(h.position)) return InputError::position_not_finite;
  return check_rotation(h.rotation);
}

inline InputError check(const TriangleMeshShape& m) {
  if (m.mesh == nullptr || triangle_count(*m.mesh) == 0) return InputError::mesh_invalid;
  if (!in_range(m.position)) return InputError::position_not_finite;
  return check_rotation(m.rotation);
}

/// The field of any shape that fails validation, or none.
inline InputError check_shape(const Shape& shape) {
  return visit_shape([](const auto& s) { return check(s); }, shape);
}

/// A triangle: every corner finite and within ±kMaxMagnitude.
inline InputError check(const Triangle& t) {
  return in_range(t.a) && in_range(t.b) && in_range(t.c) ? InputError::none : InputError::vector_not_finite;
}

inline InputError check(const Ray& r) {
  if (!in_range(r.origin)) return InputError::origin_not_finite;
  if (!in_range(r.direction)) return InputError::direction_not_finite;
  return InputError::none;
}

/// A cast's upper bound on t: >= 0, +infinity allowed (an endless ray), NaN rejected.
inline InputError check_max_fraction(Real max_fraction) {
  return max_fraction >= 0 ? InputError::none : InputError::max_fraction_invalid;  // false for NaN
}

/// A displacement, point or position: finite and in range (check_vector).
inline InputError check(Vec3 v) { return check_vector(v); }
/// Any shape of the variant (check_shape).
inline InputError check(const Shape& shape) { return check_shape(shape); }
/// A motion: its translation, then its rotation vector, finite and in range.
inline InputError check(const Motion& m) {
  const InputError e = check_vector(m.linear);
  return e != InputError::none ? e : check_vector(m.angular);
}

/// Fills `result` as an invalid_input answer when `error` is set; returns true if so.
template <class Result>
bool reject(Result& result, InputError error, int argument) {
  if (error == InputError::none) return false;
  result = Result{};
  result.status = Status::invalid_input;
  result.error = error;
  result.error_argument = argument;
  if constexpr (requires { result.t; }) result.t = 0;
  return true;
}

/// The check of a public query's arguments, once, at its edge: each argument in order by its `check` overload
/// (a shape's fields, a vector's range); at the first invalid one, fills `result` as the invalid_input answer
/// naming it (error_argument = its index) and returns true. The query's kernel then works on valid input only.
template <class Result, class... Args>
bool reject_invalid(Result& result, const Args&... args) {
  int index = 0;
  return (reject(result, check(args), index++) || ...);
}

/// The answer for a pair of shape types without a test: status unsupported (t = 1 for a sweep or a cast).
template <class Result>
Result unsupported() {
  Result r{};
  r.status = Status::unsupported;
  if constexpr (requires { r.t; }) r.t = 1;
  return r;
}

}  // namespace sweepkit::detail
