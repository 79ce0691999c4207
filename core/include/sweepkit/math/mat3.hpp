#pragma once
/// @file
/// 3×3 matrix stored as three columns: a rotation's columns are the rotated frame's axes.

#include "sweepkit/math/vec3.hpp"

namespace sweepkit {

/// A 3×3 matrix by columns. For a rotation, `col[i]` is the world direction of local axis i, so
/// `m * v = col[0] v.x + col[1] v.y + col[2] v.z` takes a local vector to world space and
/// `transpose_times(m, w)` takes a world vector back. three.js's Matrix3 stores the same columns
/// (`elements` is column-major).
struct Mat3 {
  Vec3 col[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};  ///< Columns; the default is the identity.

  /// Row `r` as a vector (the world axis r expressed in the local frame, for a rotation).
  constexpr Vec3 row(int r) const { return {col[0][r], col[1][r], col[2][r]}; }
};

/// Whether `m` is exactly the identity (every entry, no tolerance): a pose that needs no rotating.
constexpr bool is_identity(const Mat3& m) {
  return m.col[0].x == 1 && m.col[0].y == 0 && m.col[0].z == 0 && m.col[1].x == 0 && m.col[1].y == 1 &&
         m.col[1].z == 0 && m.col[2].x == 0 && m.col[2].y == 0 && m.col[2].z == 1;
}

/// m·v: local to world for a rotation.
constexpr Vec3 operator*(const Mat3& m, Vec3 v) { return m.col[0] * v.x + m.col[1] * v.y + m.col[2] * v.z; }

/// mᵀ·v: world to local for a rotation (dot with each column).
constexpr Vec3 transpose_times(const Mat3& m, Vec3 v) { return {dot(m.col[0], v), dot(m.col[1], v), dot(m.col[2], v)}; }

/// a·b (apply b, then a).
constexpr Mat3 operator*(const Mat3& a, const Mat3& b) { return {{a * b.col[0], a * b.col[1], a * b.col[2]}}; }

/// mᵀ.
constexpr Mat3 transpose(const Mat3& m) { return {{m.row(0), m.row(1), m.row(2)}}; }

/// The matrix with |m_ij| in each entry (bounds of a rotated box: Ericson, Real-Time Collision Detection 4.2.6).
inline Mat3 abs_of(const Mat3& m) {
  Mat3 r;
  for (int c = 0; c < 3; ++c) r.col[c] = {std::fabs(m.col[c].x), std::fabs(m.col[c].y), std::fabs(m.col[c].z)};
  return r;
}

/// True when every entry is finite.
inline bool is_finite(const Mat3& m) { return is_finite(m.col[0]) && is_finite(m.col[1]) && is_finite(m.col[2]); }

}  // namespace sweepkit
