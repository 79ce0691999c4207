#pragma once
/// @file
/// Ray / segment cast against a plane.

#include "sweepkit/results/raycast_hit.hpp"
#include "sweepkit/shapes/plane.hpp"
#include "sweepkit/shapes/ray.hpp"

namespace sweepkit {

/// First point of the ray origin + t * direction, t in [0, max_fraction], on a plane (a two-sided
/// surface: the ray hits it from either side).
///
/// With s = n·origin + constant (the origin's signed distance) and n·direction, the ray meets the plane at
/// t = -s / (n·direction) when it moves towards it.
///
/// @param ray           origin (length units) and direction (length units per unit t; any length,
///                      zero casts a point).
/// @param shape         the plane; unit normal.
/// @param max_fraction  upper bound on t, >= 0; +infinity casts an endless ray.
/// @return
///   - `initial_overlap` when the origin lies on the plane (s == 0): t = 0, point = origin, normal = (0, 0, 0).
///   - `hit` with t in (0, max_fraction]: point = origin + t * direction, normal = the plane's normal
///     on the origin's side (+n when s > 0, -n when s < 0).
///   - `miss` (moving away, parallel, zero direction, or beyond max_fraction): t = max_fraction (the
///     largest finite Real when it is infinite), vectors (0, 0, 0).
///   - `invalid_input` for a non-finite field, a zero / non-unit normal, or a NaN or negative
///     max_fraction (argument 0 = ray, 1 = shape, 2 = max_fraction).
///
/// Source: Ericson, Real-Time Collision Detection §5.3.1 (IntersectSegmentPlane); shared reference 003.
RaycastHit raycast_plane(const Ray& ray, const Plane& shape, Real max_fraction);

}  // namespace sweepkit
