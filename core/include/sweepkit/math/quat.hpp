#pragma once
/// @file
/// Unit quaternions for orientations, and the rotation vector (axis × angle) of an angular motion.

#include <cmath>

#include "sweepkit/math/mat3.hpp"

namespace sweepkit {

/// A quaternion x i + y j + z k + w; a rotation when unit (three.js's Quaternion has the same fields).
struct Quat {
  Real x = 0;
  Real y = 0;
  Real z = 0;
  Real w = 1;  ///< The default is the identity rotation.
};

/// Hamilton product a·b: the rotation b, then a.
constexpr Quat operator*(Quat a, Quat b) {
  return {a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y, a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
          a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w, a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z};
}

/// |q|².
constexpr Real length_squared(Quat q) { return q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w; }

/// True when all four components are finite.
inline bool is_finite(Quat q) { return std::isfinite(q.x) && std::isfinite(q.y) && std::isfinite(q.z) && std::isfinite(q.w); }

/// q / |q|; the identity when |q| is zero.
inline Quat normalized(Quat q) {
  const Real l2 = length_squared(q);
  if (!(l2 > 0)) return {};
  const Real inv = Real(1) / std::sqrt(l2);
  return {q.x * inv, q.y * inv, q.z * inv, q.w * inv};
}

/// The rotation matrix of unit quaternion `q` (columns = rotated x, y, z axes).
constexpr Mat3 to_mat3(Quat q) {
  const Real xx = q.x * q.x, yy = q.y * q.y, zz = q.z * q.z;
  const Real xy = q.x * q.y, xz = q.x * q.z, yz = q.y * q.z;
  const Real wx = q.w * q.x, wy = q.w * q.y, wz = q.w * q.z;
  return {{{1 - 2 * (yy + zz), 2 * (xy + wz), 2 * (xz - wy)},
           {2 * (xy - wz), 1 - 2 * (xx + zz), 2 * (yz + wx)},
           {2 * (xz + wy), 2 * (yz - wx), 1 - 2 * (xx + yy)}}};
}

/// |q|² times the rotation matrix of q/|q| (the quadratic form with w² + x² − y² − z² on the diagonal): equal to
/// to_mat3(q) for a unit q, and off orthonormal by | |q|² − 1 | otherwise, so that a check of the matrix rejects a
/// quaternion off unit length rather than take it as some rotation.
constexpr Mat3 to_mat3_scaled(Quat q) {
  const Real ww = q.w * q.w, xx = q.x * q.x, yy = q.y * q.y, zz = q.z * q.z;
  const Real xy = q.x * q.y, xz = q.x * q.z, yz = q.y * q.z;
  const Real wx = q.w * q.x, wy = q.w * q.y, wz = q.w * q.z;
  return {{{ww + xx - yy - zz, 2 * (xy + wz), 2 * (xz - wy)},
           {2 * (xy - wz), ww - xx + yy - zz, 2 * (yz + wx)},
           {2 * (xz + wy), 2 * (yz - wx), ww - xx - yy + zz}}};
}

/// The unit quaternion of rotation matrix `m` (assumed orthonormal, determinant +1). Shepperd's method: the
/// largest of the four diagonal combinations is taken under the square root, so no branch divides by a small
/// number (Shepperd, "Quaternion from rotation matrix", J. Guidance and Control 1(3), 1978).
inline Quat from_mat3(const Mat3& m) {
  const Real m00 = m.col[0].x, m11 = m.col[1].y, m22 = m.col[2].z;
  const Real trace = m00 + m11 + m22;
  Quat q;
  if (trace >= m00 && trace >= m11 && trace >= m22) {
    const Real s = std::sqrt(trace + 1) * 2;  // 4w
    q = {(m.col[1].z - m.col[2].y) / s, (m.col[2].x - m.col[0].z) / s, (m.col[0].y - m.col[1].x) / s, s / 4};
  } else if (m00 >= m11 && m00 >= m22) {
    const Real s = std::sqrt(1 + m00 - m11 - m22) * 2;  // 4x
    q = {s / 4, (m.col[1].x + m.col[0].y) / s, (m.col[2].x + m.col[0].z) / s, (m.col[1].z - m.col[2].y) / s};
  } else if (m11 >= m22) {
    const Real s = std::sqrt(1 + m11 - m00 - m22) * 2;  // 4y
    q = {(m.col[1].x + m.col[0].y) / s, s / 4, (m.col[2].y + m.col[1].z) / s, (m.col[2].x - m.col[0].z) / s};
  } else {
    const Real s = std::sqrt(1 + m22 - m00 - m11) * 2;  // 4z
    q = {(m.col[2].x + m.col[0].z) / s, (m.col[2].y + m.col[1].z) / s, s / 4, (m.col[0].y - m.col[1].x) / s};
  }
  return normalized(q);
}

/// The rotation by |v| radians about v / |v| (right-hand rule): exp of the rotation vector. Exact near zero
/// (sin(θ/2)/θ by its series below 1e-4 rad), so a tiny angular motion is a tiny rotation, not the identity's noise.
inline Quat from_rotation_vector(Vec3 v) {
  const Real angle = length(v);
  const Real half = angle * Real(0.5);
  const Real k = angle < Real(1e-4) ? Real(0.5) - angle * angle / Real(48) : std::sin(half) / angle;
  return {v.x * k, v.y * k, v.z * k, std::cos(half)};
}

/// q rotating v: q v q*, via the matrix-free form v + 2w(u×v) + 2u×(u×v) with u = (x, y, z).
constexpr Vec3 rotate(Quat q, Vec3 v) {
  const Vec3 u{q.x, q.y, q.z};
  const Vec3 t = cross(u, v) * Real(2);
  return v + t * q.w + cross(u, t);
}

}  // namespace sweepkit
