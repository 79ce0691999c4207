#pragma once
/// @file
/// Oriented bounding box.

#include "sweepkit/math/mat3.hpp"
#include "sweepkit/math/vec3.hpp"

namespace sweepkit {

/// Solid box of the points center + rotation · l with |l_i| <= half_size_i (three.js's examples/jsm/math/OBB has
/// the same fields: `center`, `halfSize`, and a Matrix3 `rotation` whose columns are the box's axes in world space).
/// Valid when every field is finite, `half_size >= 0` on every axis (a flat box is valid) and `rotation` is
/// orthonormal with determinant +1 within kRotationTolerance. An Aabb is an Obb with the identity rotation.
struct Obb {
  Vec3 center;     ///< Centre, world space.
  Vec3 half_size;  ///< Half extents along the box's own axes, length units; each >= 0.
  Mat3 rotation;   ///< Columns = the box's x, y, z axes in world space (unit, orthogonal, right-handed).

  /// The box's axis `i` (0, 1, 2) in world space.
  constexpr Vec3 axis(int i) const { return rotation.col[i]; }
};

}  // namespace sweepkit
