#pragma once
/// @file
/// A convex hull placed in the world: the shape the queries and the World take for a hull.

#include "sweepkit/math/mat3.hpp"
#include "sweepkit/math/vec3.hpp"
#include "sweepkit/shapes/convex_hull.hpp"

namespace sweepkit {

/// The hull `hull` (its local space) at a pose: world = position + rotation · local. Not owning: the ConvexHull
/// must outlive every ConvexHullShape (and every World body) that refers to it.
/// Valid when `hull` is not null, `position` is finite and `rotation` orthonormal with determinant +1 within
/// kRotationTolerance (as an Obb's).
struct ConvexHullShape {
  const ConvexHull* hull = nullptr;  ///< The geometry, local space.
  Vec3 position;                     ///< Where the hull's local origin sits, world space.
  Mat3 rotation;                     ///< Local to world rotation (columns = the local axes in world space).
};

}  // namespace sweepkit
