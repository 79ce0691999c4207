#pragma once
/// @file
/// Axis-aligned bounding box.

#include "sweepkit/math/vec3.hpp"

namespace sweepkit {

/// Axis-aligned box of the points with min <= p <= max on every axis. Same fields as three.js's `Box3`.
/// Valid when both corners are finite and `min <= max` on every axis (a flat or point box is valid).
struct Aabb {
  Vec3 min;  ///< Lower corner, world space.
  Vec3 max;  ///< Upper corner, world space.
};

}  // namespace sweepkit
