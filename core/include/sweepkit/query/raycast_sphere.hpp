#pragma once
/// @file
/// Ray / segment cast against a sphere.

#include "sweepkit/results/raycast_hit.hpp"
#include "sweepkit/shapes/ray.hpp"
#include "sweepkit/shapes/sphere.hpp"

namespace sweepkit {

/// First point of the ray origin + t * direction, t in [0, max_fraction], on the surface of a solid sphere.
///
/// With m = origin - centre and d = direction, the ray meets the sphere where |m + t d| = r:
/// (d·d) t² + 2 (m·d) t + (m·m - r²) = 0, whose earlier root is taken as c / (-b + sqrt(disc)) with
/// b = m·d, c = m·m - r² and disc = (d·d) r² - |m × d|² (no cancellation).
///
/// @param ray           origin (length units) and direction (length units per unit t; any length,
///                      zero casts a point).
/// @param shape         the sphere (radius >= 0).
/// @param max_fraction  upper bound on t, >= 0; +infinity casts an endless ray (with a unit direction,
///                      t is a distance, as for three.js's `Ray`).
/// @return
///   - `initial_overlap` when the origin is inside or on the sphere: t = 0, point = origin, normal = (0, 0, 0).
///   - `hit` with the first t in (0, max_fraction] (grazing counts): point = origin + t * direction,
///     normal = the sphere's unit outward normal there.
///   - `miss`: t = max_fraction (the largest finite Real when it is infinite), vectors (0, 0, 0).
///   - `invalid_input` for a non-finite ray or sphere field, a negative radius, or a NaN or negative
///     max_fraction (argument 0 = ray, 1 = shape, 2 = max_fraction).
///
/// Source: Ericson, Real-Time Collision Detection §5.3.2 (IntersectRaySphere); Haines et al.,
/// "Precision Improvements for Ray/Sphere Intersection", Ray Tracing Gems (2019) ch. 7; shared reference 003.
RaycastHit raycast_sphere(const Ray& ray, const Sphere& shape, Real max_fraction);

}  // namespace sweepkit
