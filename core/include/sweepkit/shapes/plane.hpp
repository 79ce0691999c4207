#pragma once
/// @file
/// Infinite plane.

#include "sweepkit/math/vec3.hpp"

namespace sweepkit {

/// The plane of points p with `dot(normal, p) + constant == 0`; same fields and meaning as
/// three.js's `Plane` (and the {N, D} of shared reference 000).
/// `normal` must be unit length (within `kUnitNormalTolerance`, see tolerance.hpp);
/// the signed distance of a point p is `dot(normal, p) + constant`, positive on the side the normal points to.
struct Plane {
  Vec3 normal{0, 1, 0};  ///< Unit normal; points to the plane's positive side.
  Real constant = 0;     ///< Signed distance from the origin to the plane, negated: -dot(normal, p0).
};

/// Signed distance from `point` to `plane` (positive on the normal's side).
constexpr Real signed_distance(const Plane& plane, Vec3 point) { return dot(plane.normal, point) + plane.constant; }

}  // namespace sweepkit
