#pragma once
/// @file
/// Capsule (a swept sphere).

#include "sweepkit/math/vec3.hpp"

namespace sweepkit {

/// Solid capsule: all points within `radius` of the segment from `start` to `end` (three.js's
/// examples/jsm/math/Capsule has the same fields). `start == end` is a sphere.
/// Valid when every field is finite and `radius >= 0`.
struct Capsule {
  Vec3 start;       ///< One end of the core segment, world space.
  Vec3 end;         ///< The other end of the core segment, world space.
  Real radius = 0;  ///< Radius around the segment, length units; >= 0.
};

}  // namespace sweepkit
