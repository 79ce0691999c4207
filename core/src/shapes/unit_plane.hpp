#pragma once
// The plane every plane query computes with: the caller's plane normalised.

#include <cmath>

#include "sweepkit/shapes/plane.hpp"

namespace sweepkit::detail {

/// 1 / |n| of a valid plane, the factor unit_plane scales it by.
inline Real inverse_length(const Plane& plane) { return Real(1) / std::sqrt(length_squared(plane.normal)); }

/// A valid plane (normal within kUnitNormalTolerance of unit length) scaled by 1 / |n|: the unit normal
/// n / |n| and the constant / |n|, so that it is the same set of points with a normal of length 1 up to
/// rounding. Every plane query uses this plane throughout, so result normals are unit and distances are true
/// distances whatever the accepted deviation of the caller's normal. A normal whose computed length rounds
/// to 1 (every exactly normalised one, and most normalised in float32) is returned unchanged.
inline Plane unit_plane(const Plane& plane) {
  const Real inv_length = inverse_length(plane);
  return {plane.normal * inv_length, plane.constant * inv_length};
}

/// The type plane sweeps measure distances in: a product of two float32 values is exact in double, so
/// n·p + constant loses nothing to the cancellation of large coordinates against a large constant (in float32
/// it would lose what a small motion at 1e4 needs; see the Precision section of the README).
using Wide = double;

/// n·p + constant of the plane as given, in Wide (each product exact for float32 inputs; the sum rounds at
/// 1e-16 of its largest term). Times 1 / |n| it is the signed distance to the normalised plane.
inline Wide wide_signed_distance(const Plane& plane, Vec3 p) {
  return Wide(plane.normal.x) * p.x + Wide(plane.normal.y) * p.y + Wide(plane.normal.z) * p.z + plane.constant;
}

/// n·v of the plane as given, in Wide: the rate at which wide_signed_distance changes along v.
inline Wide wide_dot(const Plane& plane, Vec3 v) {
  return Wide(plane.normal.x) * v.x + Wide(plane.normal.y) * v.y + Wide(plane.normal.z) * v.z;
}

/// The signed distance of p to the normalised plane (unit_plane), computed in Wide from the plane as given and
/// rounded once: at 1e4 the float32 n·p + constant of the normalised plane would be off by up to a millimetre (its
/// constant's rounding and the cancellation), this by 1e-16 of the coordinates and one rounding of the result.
inline Real plane_distance(const Plane& plane, Vec3 p) {
  return Real(wide_signed_distance(plane, p) * Wide(inverse_length(plane)));
}

}  // namespace sweepkit::detail
