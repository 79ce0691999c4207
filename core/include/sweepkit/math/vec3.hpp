#pragma once
/// @file
/// 3-component vector with the handful of operations the collision queries need.

#include <cmath>

#include "sweepkit/math/real.hpp"

namespace sweepkit {

/// A point or direction in a right-handed 3D space; units are the caller's (metres in the docs).
struct Vec3 {
  Real x = 0;
  Real y = 0;
  Real z = 0;

  /// Component `axis`: 0 = x, 1 = y, 2 = z (any other value gives z). Selects, so it costs no memory access.
  constexpr Real operator[](int axis) const { return axis == 0 ? x : (axis == 1 ? y : z); }
  /// Component `axis`, to assign: 0 = x, 1 = y, 2 = z (any other value gives z).
  constexpr Real& operator[](int axis) { return axis == 0 ? x : (axis == 1 ? y : z); }
};

constexpr Vec3 operator+(Vec3 a, Vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
constexpr Vec3 operator-(Vec3 a, Vec3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
constexpr Vec3 operator-(Vec3 a) { return {-a.x, -a.y, -a.z}; }
constexpr Vec3 operator*(Vec3 a, Real s) { return {a.x * s, a.y * s, a.z * s}; }
constexpr Vec3 operator*(Real s, Vec3 a) { return a * s; }

/// Dot product a·b.
constexpr Real dot(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

/// Cross product a×b (right-handed).
constexpr Vec3 cross(Vec3 a, Vec3 b) {
  return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}

/// Squared length |a|².
constexpr Real length_squared(Vec3 a) { return dot(a, a); }

/// Length |a|.
inline Real length(Vec3 a) { return std::sqrt(length_squared(a)); }

/// True when all three components are finite (no NaN, no ±Infinity).
inline bool is_finite(Vec3 a) { return std::isfinite(a.x) && std::isfinite(a.y) && std::isfinite(a.z); }

}  // namespace sweepkit
