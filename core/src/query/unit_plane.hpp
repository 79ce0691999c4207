#pragma once
// The plane every plane query computes with: the caller's plane normalised.

#include <cmath>

#include "sweepkit/shapes/plane.hpp"

namespace sweepkit::detail {

/// A valid plane (normal within kUnitNormalTolerance of unit length) scaled by 1 / |n|: the unit normal
/// n / |n| and the constant / |n|, so that it is the same set of points with a normal of length 1 up to
/// rounding. Every plane query uses this plane throughout, so result normals are unit and distances are true
/// distances whatever the accepted deviation of the caller's normal. A normal whose computed length rounds
/// to 1 (every exactly normalised one, and most normalised in float32) is returned unchanged.
inline Plane unit_plane(const Plane& plane) {
  const Real inv_length = Real(1) / std::sqrt(length_squared(plane.normal));
  return {plane.normal * inv_length, plane.constant * inv_length};
}

}  // namespace sweepkit::detail
