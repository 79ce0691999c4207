#pragma once
/// @file
/// Sphere shape.

#include "sweepkit/math/vec3.hpp"

namespace sweepkit {

/// Solid sphere: all points within `radius` of `center`. Same fields as three.js's `Sphere`.
/// Valid when `center` and `radius` are finite and `radius >= 0` (radius 0 is a point).
struct Sphere {
  Vec3 center;      ///< Centre, world space.
  Real radius = 0;  ///< Radius, same length unit as `center`; >= 0.
};

}  // namespace sweepkit
