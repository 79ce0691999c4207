#pragma once
// A double-precision 3-vector for the closed-form times of impact of capsules and boxes (sweep_capsule_*.cpp,
// sweep_obb_obb.cpp). They take the float inputs' differences in double first (the difference of two floats is
// exact in double for any two coordinates within 2^29 of each other's magnitude) and solve in double, so their
// answers are those of the float inputs to a few double ulps: only the last rounding back to Real is a float one.
// Scalar double arithmetic costs what float does on x86-64 and in WebAssembly. Private to core/src.

#include <cmath>
#include <limits>

#include "sweepkit/math/mat3.hpp"
#include "sweepkit/math/vec3.hpp"

namespace sweepkit::detail {

struct Vec3d {
  double x = 0;
  double y = 0;
  double z = 0;

  constexpr double operator[](int axis) const { return axis == 0 ? x : (axis == 1 ? y : z); }
  constexpr double& operator[](int axis) { return axis == 0 ? x : (axis == 1 ? y : z); }
};

constexpr Vec3d operator+(Vec3d a, Vec3d b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
constexpr Vec3d operator-(Vec3d a, Vec3d b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
constexpr Vec3d operator-(Vec3d a) { return {-a.x, -a.y, -a.z}; }
constexpr Vec3d operator*(Vec3d a, double s) { return {a.x * s, a.y * s, a.z * s}; }
constexpr Vec3d operator*(double s, Vec3d a) { return a * s; }
constexpr double dot(Vec3d a, Vec3d b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
constexpr Vec3d cross(Vec3d a, Vec3d b) { return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }
constexpr double length_squared(Vec3d a) { return dot(a, a); }
inline double length(Vec3d a) { return std::sqrt(length_squared(a)); }

/// The float vector in double (exact).
constexpr Vec3d wide(Vec3 v) { return {double(v.x), double(v.y), double(v.z)}; }
/// a − b in double: exact for the float inputs of any one scene.
constexpr Vec3d wide_difference(Vec3 a, Vec3 b) { return wide(a) - wide(b); }
/// Back to Real, rounded to nearest.
constexpr Vec3 narrow(Vec3d v) { return {Real(v.x), Real(v.y), Real(v.z)}; }

/// v / |v|, or `fallback` when v is zero (or so short that its direction is noise: |v|² <= 1e-280).
inline Vec3d unit_or(Vec3d v, Vec3d fallback) {
  const double len2 = length_squared(v);
  return len2 > 1e-280 ? v * (1 / std::sqrt(len2)) : fallback;
}

/// A time of impact in Real, never after the double one: rounded to nearest, then one step down when that rounded
/// up (so "never late" survives the last rounding; the answer is within one Real ulp of t).
inline Real narrow_time(double t) {
  Real r = Real(t);
  if (double(r) > t) r = std::nextafter(r, Real(0));
  return r;
}

/// A rotation made exactly orthonormal in double (Gram–Schmidt on the first two columns, the third their cross
/// product): a valid rotation is within kRotationTolerance of it, and every query sees an exact rotation.
struct Mat3d {
  Vec3d col[3];
};
inline Mat3d orthonormalized_wide(const Mat3& r) {
  const Vec3d c0 = wide(r.col[0]);
  const Vec3d x = c0 * (1 / length(c0));
  const Vec3d c1 = wide(r.col[1]);
  Vec3d y = c1 - x * dot(x, c1);
  y = y * (1 / length(y));
  return {{x, y, cross(x, y)}};
}
/// Rᵀ v: a world direction in the rotation's frame.
constexpr Vec3d transpose_times(const Mat3d& m, Vec3d v) { return {dot(m.col[0], v), dot(m.col[1], v), dot(m.col[2], v)}; }
/// R v: a local direction in world space.
constexpr Vec3d operator*(const Mat3d& m, Vec3d v) { return m.col[0] * v.x + m.col[1] * v.y + m.col[2] * v.z; }

inline constexpr double kNoTime = std::numeric_limits<double>::infinity();

}  // namespace sweepkit::detail
