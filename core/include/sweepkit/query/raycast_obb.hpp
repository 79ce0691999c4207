#pragma once
/// @file
/// Ray cast against an oriented box.

#include "sweepkit/results/raycast_hit.hpp"
#include "sweepkit/shapes/obb.hpp"
#include "sweepkit/shapes/ray.hpp"

namespace sweepkit {

/// First point of the ray origin + t * direction, t in [0, max_fraction], on the surface of a solid oriented box:
/// raycast_aabb on the ray expressed in the box's frame (origin Rᵀ(o − c), direction Rᵀd, the box [−h, h]), its
/// point and normal taken back to world space (t is the same in both frames: the map is rigid).
/// @return as raycast_aabb (normal = the entry face's outward normal in world space); `invalid_input` for a
///   non-finite field, a negative half size, a rotation that is not one (check_rotation), or a NaN or negative
///   max_fraction (argument 0 = ray, 1 = shape, 2 = max_fraction).
/// Source: Ericson, Real-Time Collision Detection §5.3.3, in the box's local frame.
RaycastHit raycast_obb(const Ray& ray, const Obb& shape, Real max_fraction);

}  // namespace sweepkit
