#pragma once
/// @file
/// Ray / segment for casts.

#include "sweepkit/math/vec3.hpp"

namespace sweepkit {

/// The points origin + t * direction for t in [0, max_fraction] (the cast's `max_fraction` argument).
/// With max_fraction = 1 it is the segment from origin to origin + direction; with a unit direction
/// (three.js's `Ray`) t is a distance and max_fraction a far distance (infinity allowed).
/// Valid when origin and direction are finite; a zero direction casts a point.
struct Ray {
  Vec3 origin;     ///< Start point, world space.
  Vec3 direction;  ///< Motion per unit t (length units); need not be unit length.
};

}  // namespace sweepkit
